// Known secrets in what the store is handed, in every form it looks for: raw (secrets.ts: as it is,
// JSON-escaped, UTF-16LE, through terminal sequences and escapes) and behind an encoding
// (encoded-scan.ts: base64, base32, hex, percent escapes, JSON text, gzip / zlib / raw deflate).
// Values the store would keep are refused with a finding; text kept for display is redacted.
import { redactEncodedSecrets } from './encoded-redaction.ts';
import { firstInStrings, scanBytes, scanOf, scanValue, type Found, type SecretFinding } from './encoded-scan.ts';
import { mapStrings } from './map-strings.ts';
import type { SecretMatcher } from './secrets.ts';

export type { SecretFinding } from './encoded-scan.ts';
export { redactEncodedSecrets } from './encoded-redaction.ts';

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

/** A known secret anywhere in a JSON value, as it is (`raw`, `ansi`, `utf16le`…) or behind an encoding, with its JSON path. */
export function findSecretInValue(matcher: SecretMatcher, value: unknown): SecretFinding | null {
  if (matcher.minSecretBytes === 0) return null;
  const raw = (text: string, at: string): Found => {
    const match = matcher.find(text);
    return match === null ? null : { index: match.index, encoding: match.form, at };
  };
  return firstInStrings(value, '$', raw) ?? scanValue(scanOf(matcher), value, [], '$', 0);
}

/** ` (base64 at $.files[0].contentBase64)`: appended to a KNOWN_SECRET message (never the secret). */
export function describeFinding(finding: SecretFinding): string {
  return `${finding.encoding} at ${finding.at}`;
}

/** A secret in bytes as they are (`raw`, also JSON-escaped, UTF-16LE, through terminal sequences and escapes) or behind an encoding. */
export function findSecretInBytes(matcher: SecretMatcher, bytes: Uint8Array): SecretFinding | null {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const match = matcher.findBytes(buffer);
  return match !== null ? { index: match.index, encoding: match.form, at: '$' } : findEncodedSecret(matcher, buffer);
}

/** `text` with each known secret redacted: in the forms the matcher finds (its `redactText`), then behind an encoding. */
export function redactKnownSecrets(matcher: SecretMatcher, text: string): string {
  return redactEncodedSecrets(matcher, matcher.redactText(text));
}

/** A JSON value with every string and key passed through redactKnownSecrets: the same value when nothing changed. */
export function redactKnownSecretsInValue<T>(matcher: SecretMatcher, value: T): T {
  return mapStrings(value, (text) => redactKnownSecrets(matcher, text));
}
