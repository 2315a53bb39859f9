// Text and values kept for diagnosis (a failure's message and details, a reason) made recordable:
// known secrets redacted in every form the store refuses, the text bounded, and the whole withheld
// when a form that redaction cannot cut out remains. A record the store refused would end the run
// it describes; data (an output, a request) is refused by its writer instead, never redacted.
import type { JsonValue } from './contract.ts';
import { canonicalJson } from './json.ts';
import { mapStrings } from './map-strings.ts';
import { findSecretInValue, redactKnownSecrets } from './secret-scan.ts';
import type { SecretMatcher } from './secrets.ts';

/** Said instead of a text that still holds a secret after redaction. */
export const withheldText = '(withheld: it held a known secret)';

/** Characters of a recorded message kept before it is cut. */
export const recordedTextChars = 2000;

/** `text` with known secrets redacted (when a matcher is given), cut after `max` characters. */
export function recordableText(matcher: SecretMatcher | undefined, text: string, max = recordedTextChars): string {
  const redacted = matcher === undefined ? text : redactKnownSecrets(matcher, text);
  const bounded =
    redacted.length > max ? `${redacted.slice(0, max)}… (${redacted.length - max} more characters)` : redacted;
  return matcher === undefined || findSecretInValue(matcher, bounded) === null ? bounded : withheldText;
}

/**
 * A JSON value with every string and key redacted, one that still holds a secret withheld (the
 * value keeps its shape); the whole withheld only when a secret spans strings.
 */
export function recordableValue(matcher: SecretMatcher | undefined, value: JsonValue): JsonValue {
  if (matcher === undefined) return value;
  const redacted = mapStrings(value, (text) => recordableText(matcher, text, Number.POSITIVE_INFINITY));
  return holdsKnownSecret(matcher, redacted) ? { withheld: withheldText } : redacted;
}

/** True when a value (`text`: its canonical JSON, when the caller has it) holds a known secret in any form. */
export function holdsKnownSecret(matcher: SecretMatcher | undefined, value: unknown, text?: string): boolean {
  if (matcher === undefined) return false;
  return matcher.findIn(text ?? canonicalJson(value)) >= 0 || findSecretInValue(matcher, value) !== null;
}
