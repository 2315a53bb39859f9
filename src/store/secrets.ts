// Known-secret matching. A secret is looked for as raw bytes and, because stored JSON
// escapes quotes, backslashes and control characters, in its JSON-escaped form too. Encoded
// forms (base64, hex, gzip, JSON text inside a string) are decoded by secret-scan.ts.
export interface SecretMatcher {
  /** Bytes of the shortest text looked for (UTF-8; a line of a multi-line secret counts); 0 when there are none. */
  readonly minSecretBytes: number;
  /** Index (in knownSecrets) of the first secret found in the text, or -1. */
  findIn(text: string): number;
  findInBytes(bytes: Buffer): number;
  /** Every occurrence of every secret (and its escaped form) replaced by `***`. */
  redact(bytes: Buffer): Buffer;
}

interface SecretForm {
  index: number;
  text: string;
  bytes: Buffer;
}

const mask = Buffer.from('***');

/** A line of a multi-line secret that is all encoded characters: a PEM key's body, a base64 block. */
const materialLine = /^[A-Za-z0-9+/=_-]{16,}$/;
/** Key material inside another line (`client-key-data: <base64>`, a hex key ID). */
const materialRun = /[A-Za-z0-9+/=_-]{32,}/g;
/** Shorter than this, a one-line value without its surrounding whitespace is not looked for alone. */
const minTrimmedChars = 8;

/**
 * What is looked for besides the secret: a logged value is printed a line at a time, where a
 * secret of several lines never appears whole. A one-line value pasted with a trailing newline or
 * spaces is also looked for without them. Of a value of several lines, only its key material is:
 * lines of encoded characters and long encoded runs inside other lines. Its other lines are
 * structure (`apiVersion: v1` of a kubeconfig, a PEM armour line), the same in every such file:
 * looked for, they would redact and refuse ordinary text.
 */
function textsOf(secret: string): string[] {
  const lines = secret
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const texts = new Set([secret]);
  if (lines.length === 1 && lines[0]!.length >= minTrimmedChars) texts.add(lines[0]!);
  if (lines.length > 1)
    for (const line of lines) {
      if (materialLine.test(line)) texts.add(line);
      else for (const run of line.match(materialRun) ?? []) texts.add(run);
    }
  return [...texts];
}

export function createSecretMatcher(knownSecrets: readonly string[]): SecretMatcher {
  const forms: SecretForm[] = [];
  const lengths: number[] = [];
  knownSecrets.forEach((secret, index) => {
    if (secret.length === 0) return; // an empty string would match everything
    for (const raw of textsOf(secret)) {
      lengths.push(Buffer.byteLength(raw));
      const escaped = JSON.stringify(raw).slice(1, -1);
      for (const text of escaped === raw ? [raw] : [raw, escaped]) {
        forms.push({ index, text, bytes: Buffer.from(text, 'utf8') });
      }
    }
  });
  // Longest first, so redacting a secret that contains another leaves no piece of it behind.
  forms.sort((a, b) => b.bytes.length - a.bytes.length);

  return {
    minSecretBytes: lengths.length === 0 ? 0 : Math.min(...lengths),
    findIn(text) {
      for (const form of forms) if (text.includes(form.text)) return form.index;
      return -1;
    },
    findInBytes(bytes) {
      for (const form of forms) if (bytes.includes(form.bytes)) return form.index;
      return -1;
    },
    redact(bytes) {
      let current = bytes;
      for (const form of forms) current = replaceAll(current, form.bytes);
      return current;
    },
  };
}

function replaceAll(haystack: Buffer, needle: Buffer): Buffer {
  let at = haystack.indexOf(needle);
  if (at < 0) return haystack;
  const parts: Buffer[] = [];
  let from = 0;
  while (at >= 0) {
    parts.push(haystack.subarray(from, at), mask);
    from = at + needle.length;
    at = haystack.indexOf(needle, from);
  }
  parts.push(haystack.subarray(from));
  return Buffer.concat(parts);
}
