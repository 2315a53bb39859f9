// The store's known secrets in what the executor records for a node. A value (an output, a pause
// request) that holds one is refused and the node fails; text kept for diagnosis (a failure's
// message and details, a pause or skip reason) is redacted. Both look behind the encodings the
// store looks behind, so the store never has to refuse a record the run depends on: a refused
// record ends the whole run, where a refused value fails one node.
import type { JsonValue } from '../../store/contract.ts';
import {
  createSecretMatcher,
  holdsKnownSecret as holdsSecret,
  recordableText,
  recordableValue,
  type SecretMatcher,
} from '../../store/index.ts';

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
  return holdsSecret(matcherOf(secrets), value, text);
}

/** For messages we record: known secrets redacted (raw, escaped and encoded), then bounded. */
export function redactText(text: string, secrets: readonly string[], max?: number): string {
  return recordableText(matcherOf(secrets), text, max);
}

/** A failure's details with every string and key redacted. */
export function redactDetails(details: JsonValue, secrets: readonly string[]): JsonValue {
  return recordableValue(matcherOf(secrets), details);
}
