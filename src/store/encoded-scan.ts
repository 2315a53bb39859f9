// Known secrets behind an encoding. The raw check (secrets.ts) sees bytes as they are stored; a
// writer may have encoded content first (a workspace snapshot holds file contents as base64), so
// the store also decodes what it is handed and looks again: every JSON string (and key), whole and
// each run of base64 / hex characters in it, as base64 / base64url (also a data: URL), base32, hex
// (also with separators: `5a:71:38`), JSON text, percent-decoded (%XX, as a URL carries a
// password) and as a reader sees it (terminal sequences removed, escapes decoded); gzip, zlib and
// raw deflate bytes are inflated. Decoded bytes are searched raw (also as UTF-16LE) and decoded
// again, a few levels deep. Only whole values and runs are decoded: an encoding a node applies to a
// fragment of its own text at an arbitrary offset is not undone (escapes excepted: they decode in place).
import { isUtf8 } from 'node:buffer';
import { decodings, inflated, percentDecoded, runDecodings, scanLimits, type ScanLimits } from './encoded-decodings.ts';
import { dumpLineRuns, dumpRunBytes } from './dump-text.ts';
import { groupedBase64Runs, joinedGroups } from './encoded-groups.ts';
import { base64Runs, wrappedBlocks, wrappedPieces } from './encoded-text.ts';
import type { SecretMatcher } from './secrets.ts';

export interface SecretFinding {
  /** Index in knownSecrets. */
  index: number;
  /** The decodings that revealed it, outermost first (e.g. `base64`, `base64+gzip`, `ansi`, `base64+utf16le`). */
  encoding: string;
  /** Where: a JSON path (`$.content.files[2].contentBase64`); keys that are not plain names show as `[…]`. */
  at: string;
}

/** How many decodings deep a value is followed (base64 of gzip of JSON holding base64 is 4). */
const maxDepth = 5;
const plainKey = /^[A-Za-z_$][A-Za-z0-9_$-]{0,63}$/;

export type Found = SecretFinding | null;

export interface Scan extends ScanLimits {
  matcher: SecretMatcher;
}

const scans = new WeakMap<SecretMatcher, Scan>();

export function scanOf(matcher: SecretMatcher): Scan {
  const known = scans.get(matcher);
  if (known !== undefined) return known;
  const scan = { matcher, ...scanLimits(matcher.minSecretBytes) };
  scans.set(matcher, scan);
  return scan;
}

/** The name of a finding: the decodings, then the form the matcher found it in (`raw` goes unsaid after a decoding). */
export function encodingName(chain: readonly string[], form: string): string {
  if (chain.length === 0) return form;
  return form === 'raw' ? chain.join('+') : `${chain.join('+')}+${form}`;
}

/** `whole`: the bytes are a whole decoded value (compressed bytes without a header may start there). */
export function scanBytes(
  scan: Scan,
  bytes: Buffer,
  chain: readonly string[],
  at: string,
  depth: number,
  whole = false,
): Found {
  if (chain.length > 0) {
    const match = scan.matcher.findBytes(bytes);
    if (match !== null) return { index: match.index, encoding: encodingName(chain, match.form), at };
  }
  if (depth >= maxDepth) return null;
  const text = isUtf8(bytes);
  const unpacked = inflated(bytes, whole, text);
  if (unpacked !== undefined) {
    const found = scanBytes(scan, unpacked.bytes, [...chain, unpacked.encoding], at, depth + 1);
    if (found !== null) return found;
  }
  if (!text || bytes.length < scan.minBytes) return null; // binary: searched raw above
  const trimmed = bytes.toString('utf8').trim();
  const json = parseJsonText(trimmed);
  // The top level of a JSON artifact is its format, not an encoding.
  if (json.ok) return scanValue(scan, json.value, chain.length === 0 ? [] : [...chain, 'json'], at, depth + 1);
  return scanText(scan, trimmed, chain, at, depth);
}

export function scanValue(scan: Scan, value: unknown, chain: readonly string[], at: string, depth: number): Found {
  return firstInStrings(value, at, (text, where) => scanString(scan, text, chain, where, depth));
}

/** The first finding of `visit` over the strings and keys of a JSON value, each with its JSON path. */
export function firstInStrings(value: unknown, at: string, visit: (text: string, at: string) => Found): Found {
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
    const match = scan.matcher.find(text);
    if (match !== null) return { index: match.index, encoding: encodingName(chain, match.form), at };
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
 * Each token as a reader sees it (terminal sequences removed, escapes decoded), percent-decoded (a
 * password in a connection URL), then the text whole and each run of base64 / hex characters in it
 * long enough to hold a secret.
 */
function scanText(scan: Scan, text: string, chain: readonly string[], at: string, depth: number): Found {
  for (const { view } of scan.matcher.tokenViews(text)) {
    const found = scanBytes(scan, Buffer.from(view.text, 'utf8'), [...chain, view.kinds], at, depth + 1);
    if (found !== null) return found;
  }
  const unescaped = text.length < scan.minBytes ? undefined : percentDecoded(text);
  if (unescaped !== undefined) {
    const found = scanBytes(scan, unescaped, [...chain, 'url'], at, depth + 1);
    if (found !== null) return found;
  }
  if (text.length < scan.minEncodedChars) return null;
  // Hex runs are all found in the whole text; a run of the base64 alphabet is decoded as base64 on its own.
  const candidates = decodings(scan, text);
  for (const { start, end } of base64Runs(text, scan.minEncodedChars))
    if (end - start !== text.length) candidates.push(...runDecodings(scan, text.slice(start, end)));
  // Base64 in groups of four inside other text (`key: c2st bGl2 …`); the text whole is decoded above.
  for (const { start, end } of groupedBase64Runs(text, scan.minEncodedChars))
    if (end - start !== text.length) candidates.push(...runDecodings(scan, joinedGroups(text.slice(start, end))));
  if (text.includes('\n')) {
    for (const { start, end } of wrappedBlocks(text))
      for (const block of wrappedPieces(text.slice(start, end)))
        if (block !== text) candidates.push(...decodings(scan, block));
    // A dump with offsets (`xxd`, `hexdump -C`): its lines' bytes joined.
    for (const run of dumpLineRuns(text))
      for (const bytes of dumpRunBytes(run)) candidates.push({ encoding: 'hex', bytes });
  }
  for (const { encoding, bytes, whole } of candidates) {
    const found = scanBytes(scan, bytes, [...chain, encoding], at, depth + 1, whole);
    if (found !== null) return found;
  }
  return null;
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
