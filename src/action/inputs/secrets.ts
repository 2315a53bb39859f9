// Known secrets: the values of the variables named in `environment-variables` (the worker gets
// them, so they must never be stored or logged) and every line of `known-secrets`. The caller
// masks them with core.setSecret BEFORE any other input is checked, so no refusal message can
// print one; the store refuses content that holds one (KNOWN_SECRET).
import { ActionError } from '../errors.ts';
import { lines, variableNames } from './fields.ts';
import type { RawInputs } from './raw.ts';

/** Shorter values are masked but not handed to the store, which would refuse every record holding them. */
export const minStoredSecretLength = 8;

export interface ActionSecrets {
  /** Every value to mask in logs (core.setSecret). */
  masked: string[];
  /** Values the store must refuse (storage.knownSecrets). */
  stored: string[];
  environmentVariables: string[];
  warnings: string[];
}

export function collectSecrets(raw: Pick<RawInputs, 'environment-variables' | 'known-secrets'>, env: Readonly<Record<string, string | undefined>>): ActionSecrets {
  const explicit = lines(raw['known-secrets']);
  const names = variableNames(raw['environment-variables']);
  if (!names.ok) {
    // Names are not secret, but a value could have been pasted here by mistake: echo nothing.
    throw new ActionError('INVALID_INPUT', `input "environment-variables" is not valid; it accepts ${names.accepts}`, { input: 'environment-variables' });
  }
  const masked = new Set(explicit);
  const stored = new Set(explicit);
  const warnings: string[] = [];
  for (const name of names.value) {
    // Own properties only: a name such as __proto__ must not read the prototype.
    const value = Object.hasOwn(env, name) ? env[name] : undefined;
    if (typeof value !== 'string' || value === '') continue;
    masked.add(value);
    // Multi-line values (keys in PEM form) are also masked line by line, as the runner does for secrets.
    for (const line of lines(value)) masked.add(line);
    if (value.length >= minStoredSecretLength) stored.add(value);
    else warnings.push(`the value of ${name} is shorter than ${minStoredSecretLength} characters: it is masked in logs but not refused by the store (add it to known-secrets to refuse it too)`);
  }
  return { masked: [...masked], stored: [...stored], environmentVariables: names.value, warnings };
}

/** Replaces every known secret in `text` with ***. */
export function redactSecrets(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of [...secrets].sort((a, b) => b.length - a.length)) if (secret !== '') out = out.split(secret).join('***');
  return out;
}
