// Every decoded view of stored bytes, written apart from the store's own scanner so a test checks
// the store against an independent reading: the bytes; gzip inflated; as UTF-8 text, JSON parsed,
// and each string and key in it as its text, as base64 / base64url, as hex and percent-unescaped,
// followed further (a string holding JSON, base64 of gzip, ...), and each base64 word or hex run
// inside a text decoded once, from any alignment, also where it is wrapped over lines. A secret in
// any view is a leak.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

const maxDepth = 6;

export function decodedViews(bytes: Buffer, depth = 0): Buffer[] {
  const views = [bytes];
  if (depth >= maxDepth) return views;
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
    try {
      views.push(...decodedViews(gunzipSync(bytes), depth + 1));
    } catch {
      // not gzip
    }
  }
  const text = bytes.toString('utf8');
  // The whole text and each line (event logs are JSON lines) as JSON: every string and key, followed.
  for (const candidate of new Set([text, ...text.split('\n')])) {
    let value: unknown;
    try {
      value = JSON.parse(candidate);
    } catch {
      continue;
    }
    for (const string of stringsOf(value)) views.push(...decodedViews(Buffer.from(string, 'utf8'), depth + 1));
  }
  const compact = text.replace(/\s+/g, '');
  if (compact.length >= 4 && /^[A-Za-z0-9+/_-]+={0,2}$/.test(compact))
    views.push(...decodedViews(Buffer.from(compact.replace(/-/g, '+').replace(/_/g, '/'), 'base64'), depth + 1));
  if (compact.length >= 2 && /^(?:[0-9a-fA-F]{2})+$/.test(compact))
    views.push(...decodedViews(Buffer.from(compact, 'hex'), depth + 1));
  if (/%[0-9a-fA-F]{2}/.test(text)) views.push(...decodedViews(percentUnescaped(text), depth + 1));
  // Each word of base64 characters inside a longer text (`token=<base64>`, `id<base64>`), decoded
  // from each of its first four characters; each run of hex digits (`cache/<hex>.json`), from each
  // of its first two.
  for (const [word] of text.matchAll(/[A-Za-z0-9+/_-]{12,}={0,2}/g)) {
    const standard = word.replace(/-/g, '+').replace(/_/g, '/');
    for (const from of [0, 1, 2, 3]) views.push(Buffer.from(standard.slice(from), 'base64'));
  }
  for (const [digits] of text.matchAll(/[0-9a-fA-F]{12,}/g)) {
    for (const from of [0, 1]) views.push(Buffer.from(digits.slice(from), 'hex'));
  }
  // Lines of an encoding wrapped inside a text (`base64` wraps at 76), joined: in the text itself,
  // and across the strings of consecutive JSON lines (an attempt log keeps one output line a record).
  // (Keys and one-letter tags, such as an output line's stream, would split it: left out.)
  const lineStrings = text
    .split('\n')
    .flatMap((line) => stringsOf(parsedOrUndefined(line)).filter((string) => string.length > 3));
  for (const candidate of [text, ...stringsOf(parsedOrUndefined(text)), lineStrings.join('\n')])
    for (const [block] of candidate.matchAll(/(?:[A-Za-z0-9+/_-]{16,}\r?\n)+[A-Za-z0-9+/_=-]+/g)) {
      const joined = block.replace(/\s+/g, '').replace(/-/g, '+').replace(/_/g, '/');
      for (const from of [0, 1, 2, 3]) views.push(Buffer.from(joined.slice(from), 'base64'));
      if (/^[0-9a-fA-F]+$/.test(joined)) for (const from of [0, 1]) views.push(Buffer.from(joined.slice(from), 'hex'));
    }
  return views;
}

function parsedOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Each `%XX` as its byte, every other character as its UTF-8 bytes, walked a character at a time. */
function percentUnescaped(text: string): Buffer {
  const out: number[] = [];
  for (let index = 0; index < text.length;) {
    const escape = text.slice(index + 1, index + 3);
    if (text[index] === '%' && /^[0-9a-fA-F]{2}$/.test(escape)) {
      out.push(Number.parseInt(escape, 16));
      index += 3;
    } else {
      const char = String.fromCodePoint(text.codePointAt(index)!);
      out.push(...Buffer.from(char, 'utf8'));
      index += char.length;
    }
  }
  return Buffer.from(out);
}

function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, item]) => [key, ...stringsOf(item)]);
  return [];
}

/** Files under a directory (recursively), as [path, bytes]. */
export async function storedFiles(directory: string): Promise<Array<[string, Buffer]>> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  return Promise.all(files.map(async (file): Promise<[string, Buffer]> => [file, await readFile(file)]));
}

/** The stored files (relative paths) where some decoded view holds one of the secrets. */
export async function filesRevealing(directory: string, secrets: readonly string[]): Promise<string[]> {
  const needles = secrets.filter((s) => s.length > 0).map((s) => Buffer.from(s, 'utf8'));
  const found: string[] = [];
  for (const [file, bytes] of await storedFiles(directory)) {
    if (decodedViews(bytes).some((view) => needles.some((needle) => view.includes(needle))))
      found.push(path.relative(directory, file));
  }
  return found;
}
