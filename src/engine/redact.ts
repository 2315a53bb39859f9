// Secret scrubbing for anything an engine captures (stdout, stderr, error bodies) before
// it can reach an error, a record, a log or a summary.

import { redactKnownSecrets, type SecretMatcher } from '../store/index.ts';

export const redactionMark = '***';

/** Secrets shorter than this are not redacted: replacing "1" everywhere would destroy the text and protect nothing. */
export const minimumSecretLength = 4;

/** Replaces every occurrence of each secret (longest first, so overlapping secrets are covered). */
export function redactSecrets(text: string, secrets: Iterable<string | undefined>): string {
  const unique = [
    ...new Set([...secrets].filter((s): s is string => typeof s === 'string' && s.length >= minimumSecretLength)),
  ];
  unique.sort((a, b) => b.length - a.length);
  let out = text;
  for (const secret of unique) out = out.split(secret).join(redactionMark);
  return out;
}

/**
 * Output kept for display: `secrets` redacted as they are, then the store's known secrets (when
 * given) as the store would find them: JSON-escaped, line by line for a multi-line one, and behind
 * an encoding (a base64 or hex run, a percent-escaped token). What is kept is then never refused.
 */
export function redactForDisplay(text: string, secrets: Iterable<string | undefined>, stored?: SecretMatcher): string {
  const raw = redactSecrets(text, secrets);
  return stored === undefined ? raw : redactKnownSecrets(stored, raw);
}

/** Redacts the values of the named environment variables. */
export function redactEnvValues(
  text: string,
  env: Readonly<Record<string, string | undefined>>,
  names: Iterable<string>,
): string {
  return redactSecrets(
    text,
    [...names].map((name) => env[name]),
  );
}

/** Redacts every string field of a capture (stdout, stderr, body...), leaving other fields as they are. */
export function scrubCapture<T extends object>(capture: T, secrets: Iterable<string | undefined>): T {
  const list = [...secrets];
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(capture)) {
    out[key] = typeof value === 'string' ? redactSecrets(value, list) : value;
  }
  return out as T;
}

/** Names that conventionally hold credentials; their values are treated as secrets. */
const secretName = /(API_?KEY|_KEY$|^KEY$|TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIAL|PRIVATE)/i;

/** Values of variables that look like credentials, plus the explicitly named ones. */
export function secretValuesOf(
  env: Readonly<Record<string, string | undefined>>,
  alsoNames: Iterable<string> = [],
): string[] {
  const names = new Set(alsoNames);
  const values: string[] = [];
  for (const [name, value] of Object.entries(env)) {
    if (value !== undefined && (names.has(name) || secretName.test(name))) values.push(value);
  }
  return values;
}
