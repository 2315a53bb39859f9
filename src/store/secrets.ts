// Known-secret matching. A secret is looked for as raw bytes and, because stored JSON
// escapes quotes, backslashes and control characters, in its JSON-escaped form too. Encoded
// forms (base64, hex, gzip, JSON text inside a string) are decoded by secret-scan.ts.
export interface SecretMatcher {
  /** Bytes of the shortest secret (UTF-8); 0 when there are none (nothing to look for). */
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

export function createSecretMatcher(knownSecrets: readonly string[]): SecretMatcher {
  const forms: SecretForm[] = [];
  knownSecrets.forEach((secret, index) => {
    if (secret.length === 0) return; // an empty string would match everything
    const escaped = JSON.stringify(secret).slice(1, -1);
    for (const text of escaped === secret ? [secret] : [secret, escaped]) {
      forms.push({ index, text, bytes: Buffer.from(text, 'utf8') });
    }
  });
  // Longest first, so redacting a secret that contains another leaves no piece of it behind.
  forms.sort((a, b) => b.bytes.length - a.bytes.length);

  const lengths = knownSecrets.filter((secret) => secret.length > 0).map((secret) => Buffer.byteLength(secret));
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
