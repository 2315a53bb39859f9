// The decodings the known-secret scan (encoded-scan.ts) tries on a text or on bytes: base64 and
// base64url (also a data: URL, wrapped lines joined), base32, hex (also with separators between
// bytes: `5a:71:38`, and words read little-endian too: `od -x`), percent escapes, and compressed
// bytes inflated (gzip, zlib, raw deflate).
import { mayStartDeflate } from './deflate-probe.ts';
import { isBase32Text, isBase64Text } from './encoded-text.ts';
import { hexDigitsOf, hexSpans, holdsHexWords } from './hex-dumps.ts';

// node:zlib loads only when a value is compressed: every store imports this module, and zlib is a
// measurable part of a worker's and the Action's start (~5 ms here).
const zlib = (): typeof import('node:zlib') => process.getBuiltinModule('node:zlib');

/** Bytes an encoding decoded to. */
export interface Decoded {
  encoding: string;
  bytes: Buffer;
  /** A whole encoded value from its first character: compressed bytes (raw deflate has no header) may start here. */
  whole?: boolean;
}

/** The shortest an encoding of the shortest secret can be: shorter text is not decoded. */
export interface ScanLimits {
  /** Shortest secret in bytes: shorter decodings cannot hold one. */
  minBytes: number;
  /** Base64 needs 4 characters per 3 bytes. */
  minEncodedChars: number;
  /** Hex needs 2 digits per byte. */
  minHexDigits: number;
  /** Base32 needs 8 characters per 5 bytes. */
  minBase32Chars: number;
}

export function scanLimits(minBytes: number): ScanLimits {
  return {
    minBytes,
    minEncodedChars: Math.ceil((minBytes * 4) / 3),
    minHexDigits: minBytes * 2,
    minBase32Chars: Math.ceil((minBytes * 8) / 5),
  };
}

/** An inflated stream larger than this is not searched further (the store bounds what it keeps anyway). */
const maxInflatedBytes = 64 * 1024 * 1024;
const dataUrl = /^data:[^,]{0,200};base64,/;

/** The text as base64 or base32 (a data: URL's body, wrapped lines joined) and each run of hex digits in it. */
export function decodings(limits: ScanLimits, text: string): Decoded[] {
  if (text.length < limits.minEncodedChars) return [];
  const url = dataUrl.exec(text);
  let body = url === null ? text : text.slice(url[0].length);
  // MIME and PEM wrap base64 in lines.
  const wrapped = /\s/.test(body) && /^[A-Za-z0-9+/_=\s-]+$/.test(body);
  if (wrapped) body = body.replace(/\s+/g, '');
  const out = [...runDecodings(limits, body), ...hexInside(limits, body)];
  // Joined, a dump's spaces are gone: its groups are found in the text as it was too.
  if (wrapped)
    for (const { start, end } of hexSpans(text, limits.minHexDigits).dumps)
      out.push(...separatedHexDecodings(text.slice(start, end)));
  return out;
}

/** A run of the base64 alphabet as base64 and, when it is all upper-case base32 characters, as base32. */
export function runDecodings(limits: ScanLimits, run: string): Decoded[] {
  const out = base64Decodings(limits, run);
  if (run.length >= limits.minBase32Chars && isBase32Text(run))
    out.push({ encoding: 'base32', bytes: base32Decoded(run), whole: true });
  return out;
}

/**
 * The text as base64 at each of the four alignments: an encoded value joined to other characters of
 * the alphabet (`id` + base64, a path segment) decodes in step only from where it starts.
 */
function base64Decodings(limits: ScanLimits, text: string): Decoded[] {
  if (!isBase64Text(text)) return [];
  const encoding = text.includes('-') || text.includes('_') ? 'base64url' : 'base64';
  const out: Decoded[] = [];
  for (let skip = 0; skip < 4 && text.length - skip >= limits.minEncodedChars; skip += 1) {
    const bytes = Buffer.from(text.slice(skip), 'base64'); // Node reads both alphabets, with or without padding
    if (bytes.length >= limits.minBytes) out.push({ encoding, bytes, whole: skip === 0 });
  }
  return out;
}

/**
 * Each run of hex digits inside the text (`cache/<hex>.json`, `sha<hex>`), decoded at both parities,
 * and each dump of hex bytes with separators (`5a:71:38`, `5A-71`, `5a71 3872`).
 */
function hexInside(limits: ScanLimits, text: string): Decoded[] {
  const out: Decoded[] = [];
  const { runs, dumps } = hexSpans(text, limits.minHexDigits);
  for (const { start, end } of runs) {
    for (const skip of [0, 1]) {
      if (end - start - skip >= limits.minHexDigits)
        out.push({ encoding: 'hex', bytes: Buffer.from(text.slice(start + skip, end), 'hex') });
    }
  }
  for (const { start, end } of dumps) out.push(...separatedHexDecodings(text.slice(start, end)));
  return out;
}

/** A dump's bytes as printed and, when it has words wider than a byte, read as little-endian words. */
export function separatedHexDecodings(run: string): Decoded[] {
  const out = [{ encoding: 'hex', bytes: Buffer.from(hexDigitsOf(run), 'hex') }];
  if (holdsHexWords(run)) out.push({ encoding: 'hex', bytes: Buffer.from(hexDigitsOf(run, true), 'hex') });
  return out;
}

/** Each base32 character's value, -1 for others. */
const base32Values = (() => {
  const table = new Int8Array(128).fill(-1);
  [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'].forEach((char, value) => (table[char.charCodeAt(0)] = value));
  return table;
})();

/** RFC 4648 base32 (padding, and trailing bits that make no whole byte, left out). */
function base32Decoded(text: string): Buffer {
  const out = Buffer.alloc(Math.floor((text.length * 5) / 8));
  let length = 0;
  let bits = 0;
  let value = 0;
  for (let at = 0; at < text.length; at += 1) {
    const digit = base32Values[text.charCodeAt(at)] ?? -1;
    if (digit < 0) break; // padding
    value = ((value << 5) | digit) & 0xfff;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      out[length] = (value >> bits) & 0xff;
      length += 1;
    }
  }
  return out.subarray(0, length);
}

const percentEscapes = /(?:%[0-9A-Fa-f]{2})+/g;

/** The text with each `%XX` as the byte it stands for (as a URL or form carries it); undefined without one. */
export function percentDecoded(text: string): Buffer | undefined {
  if (!text.includes('%')) return undefined;
  const parts: Buffer[] = [];
  let from = 0;
  for (const match of text.matchAll(percentEscapes)) {
    parts.push(Buffer.from(text.slice(from, match.index), 'utf8'), Buffer.from(match[0].replaceAll('%', ''), 'hex'));
    from = match.index + match[0].length;
  }
  if (parts.length === 0) return undefined;
  parts.push(Buffer.from(text.slice(from), 'utf8'));
  return Buffer.concat(parts);
}

/**
 * Compressed bytes inflated: gzip (1f 8b) and zlib (78 01/5e/9c/da: `eJy…` in base64) by their
 * header, raw deflate (no header) only for a whole decoded value that is not text and whose first
 * bits make a deflate block (deflate-probe.ts). A stream cut short gives what it holds so far.
 */
export function inflated(bytes: Buffer, whole: boolean, text: boolean): Decoded | undefined {
  if (bytes.length < 2) return undefined;
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) return inflatedWith('gzip', (z, options) => z.gunzipSync(bytes, options));
  if (bytes[0] === 0x78 && ((bytes[0] << 8) | bytes[1]!) % 31 === 0 && (bytes[1]! & 0x20) === 0)
    return inflatedWith('zlib', (z, options) => z.inflateSync(bytes, options));
  if (whole && !text && mayStartDeflate(bytes))
    return inflatedWith('deflate', (z, options) => z.inflateRawSync(bytes, options));
  return undefined;
}

type Inflate = (z: typeof import('node:zlib'), options: import('node:zlib').ZlibOptions) => Buffer;

function inflatedWith(encoding: string, inflate: Inflate): Decoded | undefined {
  const z = zlib();
  // gzip as before (a whole stream); zlib and raw deflate also when cut short.
  const finishFlush = encoding === 'gzip' ? undefined : z.constants.Z_SYNC_FLUSH;
  try {
    const out = inflate(z, {
      maxOutputLength: maxInflatedBytes,
      ...(finishFlush === undefined ? {} : { finishFlush }),
    });
    return out.length === 0 ? undefined : { encoding, bytes: out };
  } catch {
    return undefined; // not compressed after all, or too large to follow
  }
}
