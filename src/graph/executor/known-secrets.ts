// The store's known secrets in what the executor records for a node. A value (an output, a pause
// request) that holds one is refused and the node fails; text kept for diagnosis (a failure's
// message and details, a pause or skip reason) is redacted. Both look behind the encodings the
// store looks behind, so the store never has to refuse a record the run depends on: a refused
// record ends the whole run, where a refused value fails one node.
import type { JsonValue } from '../../store/contract.ts';
import {
  canonicalJson,
  createSecretMatcher,
  findEncodedSecretInValue,
  redactKnownSecrets,
  redactKnownSecretsInValue,
  type SecretMatcher,
} from '../../store/index.ts';

/** Said instead of a text that still holds a secret after redaction (a form redaction cannot cut out). */
export const withheldText = '(withheld: it held a known secret)';

// knownSecrets is one array for the life of a storage, so its matcher is built once.
const matchers = new WeakMap<readonly string[], SecretMatcher | undefined>();

function matcherOf(secrets: readonly string[]): SecretMatcher | undefined {
  if (matchers.has(secrets)) return matchers.get(secrets);
  const matcher = secrets.some((secret) => secret !== '') ? createSecretMatcher(secrets) : undefined;
  matchers.set(secrets, matcher);
  return matcher;
}

/** True when a value (`text`: its canonical JSON) holds a known secret, as it is, JSON-escaped or encoded. */
export function holdsKnownSecret(value: unknown, text: string, secrets: readonly string[]): boolean {
  const matcher = matcherOf(secrets);
  return matcher !== undefined && (matcher.findIn(text) >= 0 || findEncodedSecretInValue(matcher, value) !== null);
}

/** For messages we record: known secrets redacted (raw, escaped and encoded), then bounded. */
export function redactText(text: string, secrets: readonly string[], max = 2000): string {
  const matcher = matcherOf(secrets);
  const redacted = matcher === undefined ? text : redactKnownSecrets(matcher, text);
  const bounded =
    redacted.length > max ? `${redacted.slice(0, max)}… (${redacted.length - max} more characters)` : redacted;
  return matcher === undefined || !holdsKnownSecret(bounded, canonicalJson(bounded), secrets) ? bounded : withheldText;
}

/** A failure's details with every string and key redacted (a key redacted to a duplicate keeps the last value). */
export function redactDetails(details: JsonValue, secrets: readonly string[]): JsonValue {
  const matcher = matcherOf(secrets);
  if (matcher === undefined) return details;
  const redacted = redactKnownSecretsInValue(matcher, details);
  return holdsKnownSecret(redacted, canonicalJson(redacted), secrets) ? { withheld: withheldText } : redacted;
}
