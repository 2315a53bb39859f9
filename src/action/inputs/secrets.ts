// Known secrets: the values of the variables named in `environment-variables` (the worker gets
// them, so they must never be stored or logged) and every line of `known-secrets`. The caller
// masks them with core.setSecret BEFORE any other input is checked, so no refusal message can
// print one; the store refuses content that holds one (KNOWN_SECRET).
import { collectKnownSecrets, minStoredSecretLength, nonEmptyLines, readVariableNames } from '../../runner/index.ts';
import { createSecretMatcher, findSecretInValue, redactKnownSecrets } from '../../store/index.ts';
import { ActionError } from '../errors.ts';
import type { RawInputs } from './raw.ts';

export interface ActionSecrets {
  /** Every value to mask in logs (core.setSecret). */
  masked: string[];
  /** Values the store must refuse (storage.knownSecrets). */
  stored: string[];
  environmentVariables: string[];
  warnings: string[];
}

export function collectSecrets(
  raw: Pick<RawInputs, 'environment-variables' | 'known-secrets'>,
  env: Readonly<Record<string, string | undefined>>,
): ActionSecrets {
  const names = readVariableNames(raw['environment-variables']);
  if (!names.ok) {
    // Names are not secret, but a value could have been pasted here by mistake: echo nothing.
    throw new ActionError('INVALID_INPUT', `input "environment-variables" is not valid; it accepts ${names.accepts}`, {
      input: 'environment-variables',
    });
  }
  const secrets = collectKnownSecrets(env, { values: nonEmptyLines(raw['known-secrets']), passed: names.value });
  const warnings = secrets.short.map(
    (name) =>
      `the value of ${name} is shorter than ${minStoredSecretLength} characters: it is masked in logs but not refused by the store (add it to known-secrets to refuse it too)`,
  );
  return { masked: secrets.masked, stored: secrets.stored, environmentVariables: names.value, warnings };
}

/**
 * Replaces every known secret in `text` with ***, however short (unlike the engine's redaction:
 * these are refusal messages), and the long enough ones behind an encoding (base64, hex ...) too.
 */
export function redactSecrets(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of [...secrets].sort((a, b) => b.length - a.length))
    if (secret !== '') out = out.split(secret).join('***');
  const stored = secrets.filter((secret) => secret.length >= minStoredSecretLength);
  return stored.length === 0 ? out : redactKnownSecrets(createSecretMatcher(stored), out);
}

/**
 * How a known secret (of the length the store refuses) hides in an input's value, raw or encoded
 * (`raw`, `hex` ...), or undefined: such a value would reach the log, the summary or the cache key.
 */
export function secretInInput(value: string, secrets: readonly string[]): string | undefined {
  const stored = secrets.filter((secret) => secret.length >= minStoredSecretLength);
  if (stored.length === 0 || value === '') return undefined;
  return findSecretInValue(createSecretMatcher(stored), value)?.encoding;
}
