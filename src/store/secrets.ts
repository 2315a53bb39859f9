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

/** A line of a multi-line secret shorter than this is not looked for alone (a key file's `{` would match anywhere). */
export const minSecretLineChars = 8;
/** A PEM armour line (`-----BEGIN PRIVATE KEY-----`) is the same in every key: no secret, and a graph may name it. */
const pemArmour = /^-----(?:BEGIN|END) [A-Z0-9 ]+-----$/;

/**
 * What is looked for: the secret, and each line of one that spans lines, without its indentation.
 * A key in PEM form (or a value with a trailing newline) reaches logs and records a line at a time,
 * where the whole value never appears; the GitHub runner masks such a secret line by line too.
 */
function textsOf(secret: string): string[] {
  const lines = secret
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line.length >= minSecretLineChars && line !== secret && !pemArmour.test(line));
  return [...new Set([secret, ...lines])];
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
