// Known secrets behind an encoding. The raw check (secrets.ts) sees bytes as they are stored; a
// writer may have encoded content first (a workspace snapshot holds file contents as base64), so
// the store also decodes what it is handed and looks again: every JSON string (and key), whole and
// each run of base64 / hex characters in it, as base64 / base64url (also a data: URL), as hex, as
// JSON text and percent-decoded (%XX, as a URL carries a password); gzip bytes are inflated.
// Decoded bytes are searched raw and decoded again, a few levels deep. Only whole values and runs
// are decoded: an encoding a node applies to a fragment of its own text at an arbitrary offset is
// not undone (percent escapes excepted: they decode in place).
import { isUtf8 } from 'node:buffer';
import {
  base64Runs,
  hexRuns,
  isBase64Text,
  narrowedToSegments,
  replaceSpans,
  wrappedBlocks,
  wrappedPieces,
} from './encoded-text.ts';
import { mapStrings } from './map-strings.ts';
import type { SecretMatcher } from './secrets.ts';

// node:zlib loads only when a value is gzip: every store imports this module, and zlib is a
// measurable part of a worker's and the Action's start (~5 ms here).
const zlib = (): typeof import('node:zlib') => process.getBuiltinModule('node:zlib');

export interface SecretFinding {
  /** Index in knownSecrets. */
  index: number;
  /** The decodings that revealed it, outermost first (e.g. `base64`, `base64+gzip`). */
  encoding: string;
  /** Where: a JSON path (`$.content.files[2].contentBase64`); keys that are not plain names show as `[…]`. */
  at: string;
}

/** How many decodings deep a value is followed (base64 of gzip of JSON holding base64 is 4). */
const maxDepth = 5;
/** An inflated gzip larger than this is not searched further (the store bounds what it keeps anyway). */
const maxInflatedBytes = 64 * 1024 * 1024;
const dataUrl = /^data:[^,]{0,200};base64,/;
const plainKey = /^[A-Za-z_$][A-Za-z0-9_$-]{0,63}$/;

type Found = SecretFinding | null;
interface Decoded {
  encoding: string;
  bytes: Buffer;
}

interface Scan {
  matcher: SecretMatcher;
  /** Shortest secret in bytes: shorter decodings cannot hold one. */
  minBytes: number;
  /** Base64 needs 4 characters per 3 bytes: shorter text cannot encode the shortest secret. */
  minEncodedChars: number;
  /** Hex needs 2 digits per byte: a shorter run of them cannot encode the shortest secret. */
  minHexDigits: number;
}

const scans = new WeakMap<SecretMatcher, Scan>();

function scanOf(matcher: SecretMatcher): Scan {
  const known = scans.get(matcher);
  if (known !== undefined) return known;
  const minEncodedChars = Math.ceil((matcher.minSecretBytes * 4) / 3);
  const minHexDigits = matcher.minSecretBytes * 2;
  const scan = { matcher, minBytes: matcher.minSecretBytes, minEncodedChars, minHexDigits };
  scans.set(matcher, scan);
  return scan;
}

/** A secret hidden by an encoding in stored bytes (the raw bytes themselves are the caller's raw check). */
export function findEncodedSecret(matcher: SecretMatcher, bytes: Uint8Array): SecretFinding | null {
  if (matcher.minSecretBytes === 0) return null;
  return scanBytes(scanOf(matcher), Buffer.from(bytes), [], '$', 0);
}

/** A secret hidden by an encoding in a JSON value about to be stored as JSON text. */
export function findEncodedSecretInValue(matcher: SecretMatcher, value: unknown): SecretFinding | null {
  if (matcher.minSecretBytes === 0) return null;
  return scanValue(scanOf(matcher), value, [], '$', 0);
}

/** A known secret anywhere in a JSON value, as it is (`raw`) or behind an encoding, with its JSON path. */
export function findSecretInValue(matcher: SecretMatcher, value: unknown): SecretFinding | null {
  if (matcher.minSecretBytes === 0) return null;
  const raw = (text: string, at: string): Found => {
    const index = matcher.findIn(text);
    return index >= 0 ? { index, encoding: 'raw', at } : null;
  };
  return firstInStrings(value, '$', raw) ?? scanValue(scanOf(matcher), value, [], '$', 0);
}

/** ` (base64 at $.files[0].contentBase64)`: appended to a KNOWN_SECRET message (never the secret). */
export function describeFinding(finding: SecretFinding): string {
  return `${finding.encoding} at ${finding.at}`;
}

function scanBytes(scan: Scan, bytes: Buffer, chain: readonly string[], at: string, depth: number): Found {
  if (chain.length > 0) {
    const index = scan.matcher.findInBytes(bytes);
    if (index >= 0) return { index, encoding: chain.join('+'), at };
  }
  if (depth >= maxDepth || bytes.length < scan.minBytes) return null;
  if (bytes.length > 2 && bytes[0] === 0x1f && bytes[1] === 0x8b) {
    let inflated: Buffer | undefined;
    try {
      inflated = zlib().gunzipSync(bytes, { maxOutputLength: maxInflatedBytes });
    } catch {
      inflated = undefined; // not gzip after all, or too large to follow
    }
    if (inflated !== undefined) return scanBytes(scan, inflated, [...chain, 'gzip'], at, depth + 1);
  }
  if (!isUtf8(bytes)) return null; // binary: searched raw above
  const text = bytes.toString('utf8');
  const trimmed = text.trim();
  const json = parseJsonText(trimmed);
  // The top level of a JSON artifact is its format, not an encoding.
  if (json.ok) return scanValue(scan, json.value, chain.length === 0 ? [] : [...chain, 'json'], at, depth + 1);
  return scanText(scan, trimmed, chain, at, depth);
}

function scanValue(scan: Scan, value: unknown, chain: readonly string[], at: string, depth: number): Found {
  return firstInStrings(value, at, (text, where) => scanString(scan, text, chain, where, depth));
}

/** The first finding of `visit` over the strings and keys of a JSON value, each with its JSON path. */
function firstInStrings(value: unknown, at: string, visit: (text: string, at: string) => Found): Found {
  if (typeof value === 'string') return visit(value, at);
  if (typeof value !== 'object' || value === null) return null;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = firstInStrings(value[index], `${at}[${index}]`, visit);
      if (found !== null) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    const found =
      visit(key, `${at} (a key)`) ?? firstInStrings(item, plainKey.test(key) ? `${at}.${key}` : `${at}[…]`, visit);
    if (found !== null) return found;
  }
  return null;
}

/** A string of a JSON value: at the top level its raw and escaped forms were searched in the JSON text. */
function scanString(scan: Scan, text: string, chain: readonly string[], at: string, depth: number): Found {
  if (chain.length > 0) {
    const index = scan.matcher.findIn(text);
    if (index >= 0) return { index, encoding: chain.join('+'), at };
  }
  if (depth >= maxDepth || text.length < scan.minBytes) return null;
  const json = text.length > 1 ? parseJsonText(text.trim()) : { ok: false as const };
  if (json.ok && typeof json.value !== 'string') {
    const found = scanValue(scan, json.value, [...chain, 'json'], at, depth + 1);
    if (found !== null) return found;
  }
  return scanText(scan, text, chain, at, depth);
}

/**
 * The text percent-decoded (a password in a connection URL), then the text whole and each run of
 * base64 / hex characters in it long enough to hold a secret.
 */
function scanText(scan: Scan, text: string, chain: readonly string[], at: string, depth: number): Found {
  const unescaped = text.length < scan.minBytes ? undefined : percentDecoded(text);
  if (unescaped !== undefined) {
    const found = scanBytes(scan, unescaped, [...chain, 'url'], at, depth + 1);
    if (found !== null) return found;
  }
  if (text.length < scan.minEncodedChars) return null;
  // Hex runs are all found in the whole text; a run of the base64 alphabet is decoded as base64 on its own.
  const candidates = decodings(scan, text);
  for (const { start, end } of base64Runs(text, scan.minEncodedChars))
    if (end - start !== text.length) candidates.push(...base64Decodings(scan, text.slice(start, end)));
  if (text.includes('\n'))
    for (const { start, end } of wrappedBlocks(text))
      for (const block of wrappedPieces(text.slice(start, end)))
        if (block !== text) candidates.push(...decodings(scan, block));
  for (const { encoding, bytes } of candidates) {
    const found = scanBytes(scan, bytes, [...chain, encoding], at, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** The text as base64 (a data: URL's body, wrapped lines joined) and each run of hex digits in it. */
function decodings(scan: Scan, text: string): Decoded[] {
  if (text.length < scan.minEncodedChars) return [];
  const url = dataUrl.exec(text);
  let body = url === null ? text : text.slice(url[0].length);
  // MIME and PEM wrap base64 in lines.
  if (/\s/.test(body) && /^[A-Za-z0-9+/_=\s-]+$/.test(body)) body = body.replace(/\s+/g, '');
  return [...base64Decodings(scan, body), ...hexInside(scan, body)];
}

/**
 * The text as base64 at each of the four alignments: an encoded value joined to other characters of
 * the alphabet (`id` + base64, a path segment) decodes in step only from where it starts.
 */
function base64Decodings(scan: Scan, text: string): Decoded[] {
  if (!isBase64Text(text)) return [];
  const encoding = text.includes('-') || text.includes('_') ? 'base64url' : 'base64';
  const out: Decoded[] = [];
  for (let skip = 0; skip < 4 && text.length - skip >= scan.minEncodedChars; skip += 1) {
    const bytes = Buffer.from(text.slice(skip), 'base64'); // Node reads both alphabets, with or without padding
    if (bytes.length >= scan.minBytes) out.push({ encoding, bytes });
  }
  return out;
}

/** Each run of hex digits inside the text (`cache/<hex>.json`, `sha<hex>`), decoded at both parities. */
function hexInside(scan: Scan, text: string): Decoded[] {
  const out: Decoded[] = [];
  for (const { start, end } of hexRuns(text, scan.minHexDigits)) {
    for (const skip of [0, 1]) {
      if (end - start - skip >= scan.minHexDigits)
        out.push({ encoding: 'hex', bytes: Buffer.from(text.slice(start + skip, end), 'hex') });
    }
  }
  return out;
}

const percentEscapes = /(?:%[0-9A-Fa-f]{2})+/g;

/** The text with each `%XX` as the byte it stands for (as a URL or form carries it); undefined without one. */
function percentDecoded(text: string): Buffer | undefined {
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

function parseJsonText(text: string): { ok: true; value: unknown } | { ok: false } {
  const first = text[0];
  if (first !== '{' && first !== '[' && first !== '"') return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** A secret in bytes as they are (`raw`, also JSON-escaped) or behind an encoding. */
export function findSecretInBytes(matcher: SecretMatcher, bytes: Uint8Array): SecretFinding | null {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const index = matcher.findInBytes(buffer);
  return index >= 0 ? { index, encoding: 'raw', at: '$' } : findEncodedSecret(matcher, buffer);
}

/**
 * Tokens: up to the nearest space, quote or angle bracket. One that carries a percent escape is
 * decoded. Found token by token (a pattern that looks for the escape inside the token would
 * rescan a long token from each of its characters: quadratic).
 */
const tokens = /[^\s"'<>]+/g;
const percentEscape = /%[0-9A-Fa-f]{2}/;

/**
 * `text` with each base64 / hex run, and each percent-escaped token, that hides a known secret
 * replaced by `***`: for output kept for display (redacted, never refused), where a secret behind
 * an encoding cannot be cut out of the encoded bytes themselves. The raw forms are the matcher's
 * `redact`.
 */
export function redactEncodedSecrets(matcher: SecretMatcher, text: string): string {
  if (matcher.minSecretBytes === 0 || text.length < matcher.minSecretBytes) return text;
  const scan = scanOf(matcher);
  const hides = (encoding: string, bytes: Buffer) => scanBytes(scan, bytes, [encoding], '$', 1) !== null;
  const runHides = (run: string) => decodings(scan, run).some(({ encoding, bytes }) => hides(encoding, bytes));
  let out = text;
  // A wrapped block goes whole: no one of its lines alone decodes to what it hides.
  if (out.includes('\n'))
    out = replaceSpans(out, wrappedBlocks(out), (match) =>
      wrappedPieces(match)
        .map((block) => (runHides(block) ? '***' : block))
        .join('\n'),
    );
  if (out.length >= scan.minEncodedChars)
    out = replaceSpans(out, base64Runs(out, scan.minEncodedChars), (run) =>
      runHides(run) ? narrowedToSegments(run, runHides) : run,
    );
  if (out.includes('%'))
    out = out.replace(tokens, (token) => {
      if (!percentEscape.test(token)) return token;
      const bytes = percentDecoded(token);
      return bytes !== undefined && hides('url', bytes) ? '***' : token;
    });
  return out;
}

/** `text` with each known secret redacted: as it is or JSON-escaped (the matcher's `redact`), then behind an encoding. */
export function redactKnownSecrets(matcher: SecretMatcher, text: string): string {
  const raw = matcher.findIn(text) >= 0 ? matcher.redact(Buffer.from(text, 'utf8')).toString('utf8') : text;
  return redactEncodedSecrets(matcher, raw);
}

/** A JSON value with every string and key passed through redactKnownSecrets: the same value when nothing changed. */
export function redactKnownSecretsInValue<T>(matcher: SecretMatcher, value: T): T {
  return mapStrings(value, (text) => redactKnownSecrets(matcher, text));
}
