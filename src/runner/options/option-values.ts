// Run option values as text: what both adapters (Action inputs, CLI flags) read before mapping
// them onto supervisedRunOptionsSchema, so the two faces accept the same syntax. A reader returns
// the value or what the option accepts. It never names the option (each adapter says `input
// "timeout"` or `--timeout`) and never quotes the text back: it may hold a pasted secret.
import { z } from 'zod';
import { minimumSecretLength } from '../../engine/index.ts';
import { storeIdPattern, type JsonValue } from '../../store/contract.ts';

/** The value, or what the option accepts (a phrase: "a whole number from 0 to 1000"). */
export type OptionValue<T> = { ok: true; value: T } | { ok: false; accepts: string };

export const accepted = <T>(value: T): OptionValue<T> => ({ ok: true, value });
export const refused = (accepts: string): OptionValue<never> => ({ ok: false, accepts });

/**
 * A zod string schema that reads its value with `read`; a refusal becomes the issue message
 * `expected <accepts>`, and a missing value `is required`.
 */
export function optionValueSchema<T>(read: (text: string) => OptionValue<T>) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'expected text') })
    .transform((text, context): T => {
      const result = read(text);
      if (result.ok) return result.value;
      context.addIssue({ code: 'custom', message: `expected ${result.accepts}` });
      return z.NEVER;
    });
}

/** A refused value as an adapter's message shows it ("got …"): JSON-quoted, cut to 60 characters. Redact secrets first. */
export function shownValue(text: string): string {
  return JSON.stringify(text.length > 60 ? `${text.slice(0, 60)}…` : text);
}

/** Longest delay a Node timer honours (about 24.8 days): the bound of every *Ms option. */
export const maxDurationMs = 2_147_483_647;
export const durationAccepts =
  'a duration such as 500ms, 30s, 10m, 2h or 5h50m (units ms, s, m, h; combine them largest first)';

const unitMs = { h: 3_600_000, m: 60_000, s: 1000, ms: 1 } as const;
// Largest unit first, each at most once; `m(?!s)` keeps "5ms" from reading as minutes.
const durationSyntax = /^(?:(\d+)h)?(?:(\d+)m(?!s))?(?:(\d+)s)?(?:(\d+)ms)?$/;

/** Milliseconds; `allowZero` also takes 0 (e.g. "no heartbeat"). A bare number has no unit and is refused, except 0. */
export function readDuration(text: string, options: { allowZero?: boolean } = {}): OptionValue<number> {
  const allowZero = options.allowZero === true;
  if (allowZero && /^0+$/.test(text)) return accepted(0);
  const range = `${allowZero ? `0 or ${durationAccepts}` : durationAccepts}, at most ${maxDurationMs} ms`;
  // Bare numbers are refused: "30" could mean seconds or milliseconds.
  if (/^\d+$/.test(text)) return refused(`${range}; a bare number has no unit`);
  const parts = durationSyntax.exec(text);
  if (parts === null || text === '') return refused(range);
  const [hours, minutes, seconds, millis] = parts.slice(1).map((part) => Number((part as string | undefined) ?? 0)) as [
    number,
    number,
    number,
    number,
  ];
  const total = hours * unitMs.h + minutes * unitMs.m + seconds * unitMs.s + millis * unitMs.ms;
  if (total > maxDurationMs || (total === 0 && !allowZero)) return refused(range);
  return accepted(total);
}

export const logLimitAccepts = 'a size from 16KiB to 64MiB, e.g. 512KiB, 1MiB, 4MiB, or a number of bytes';
const sizeUnits: Record<string, number> = { '': 1, B: 1, KiB: 1024, MiB: 1024 * 1024, KB: 1000, MB: 1_000_000 };

/** Bytes of one attempt's kept output (the runner's attemptLogBytes bounds). */
export function readLogLimit(text: string): OptionValue<number> {
  const parts = /^(\d+)\s*(B|KiB|MiB|KB|MB)?$/.exec(text.trim());
  const value = parts === null ? Number.NaN : Number(parts[1]) * (sizeUnits[parts[2] ?? ''] ?? Number.NaN);
  return Number.isInteger(value) && value >= 16_384 && value <= 64 * 1024 * 1024
    ? accepted(value)
    : refused(logLimitAccepts);
}

/** A whole number from `min` to `max`, in plain decimal (no sign, no leading zeros, no exponent). */
export function readWholeNumber(text: string, min: number, max: number): OptionValue<number> {
  const value = Number(text);
  return /^(0|[1-9][0-9]*)$/.test(text) && value >= min && value <= max
    ? accepted(value)
    : refused(`a whole number from ${min} to ${max}`);
}

/** Dollars for a budget: a positive decimal such as 5 or 0.25 (no sign, no exponent). */
export function readDollars(text: string): OptionValue<number> {
  const value = Number(text);
  return /^(0|[1-9][0-9]*)(\.[0-9]+)?$/.test(text) && value > 0 && Number.isFinite(value)
    ? accepted(value)
    : refused('a positive number of dollars, e.g. 5 or 0.25');
}

export const storeIdAccepts =
  '1-100 characters from A-Z, a-z, 0-9, ".", "_" and "-" (not "." or ".."): it names cache keys and directories';

/** A run ID (or any store ID): storeIdPattern. */
export function readStoreId(text: string): OptionValue<string> {
  return storeIdPattern.test(text) ? accepted(text) : refused(storeIdAccepts);
}

/** A namespace: a store ID other than ".local" (in any case), which holds machine-local state. */
export function readNamespace(text: string): OptionValue<string> {
  return storeIdPattern.test(text) && text.toLowerCase() !== '.local'
    ? accepted(text)
    : refused(`${storeIdAccepts}; ".local" is reserved`);
}

export function readChoice<const T extends string>(text: string, values: readonly T[]): OptionValue<T> {
  return (values as readonly string[]).includes(text) ? accepted(text as T) : refused(`one of ${values.join(', ')}`);
}

export function readJson(text: string): OptionValue<JsonValue> {
  try {
    // JSON.parse yields JSON values only (null, booleans, finite numbers, strings, arrays, plain
    // objects), so there is nothing left to check; a schema would cost a cold start ~5 ms to build.
    return accepted(JSON.parse(text) as JsonValue);
  } catch {
    // JSON.parse's message quotes the input, which may hold a pasted secret: say only what is accepted.
    return refused('valid JSON');
  }
}

/** A JSON object, e.g. a run's inputs. */
export function readJsonObject(text: string): OptionValue<Record<string, JsonValue>> {
  const value = readJson(text);
  if (!value.ok) return refused('a JSON object (valid JSON), e.g. {"ticket": "DEMO-1"}');
  if (typeof value.value !== 'object' || value.value === null || Array.isArray(value.value))
    return refused('a JSON object, e.g. {"ticket": "DEMO-1"}');
  return accepted(value.value);
}

/** What a gate's answer accepts (where the gate is known, its exact answers follow this phrase). */
export const gateAnswerAccepts = 'a JSON object of the gate\'s fields, such as {"choice": "ship"}';

/**
 * A gate's answer: a JSON object of its fields. The adapters read it before the run is open, and
 * refuse a text that is not one only once they can list the gate's own answers beside the refusal.
 */
export function readGateAnswer(text: string): OptionValue<Record<string, JsonValue>> {
  const value = readJsonObject(text);
  if (value.ok) return value;
  return refused(`${gateAnswerAccepts}${readJson(text).ok ? '' : ' (what was given is not JSON)'}`);
}

export function readPath(text: string): OptionValue<string> {
  return text !== '' && !text.includes('\0') ? accepted(text) : refused('a path (not empty, without NUL characters)');
}

/** A position as the graph records it: one printable line. */
export function readPosition(text: string): OptionValue<string> {
  return /^[^\u0000-\u001f\u007f]{1,1000}$/.test(text)
    ? accepted(text)
    : refused('a paused position as the run records it (one line of 1-1000 characters), e.g. dag/publish/1');
}

const variableNameRule = 'letters, digits and "_", not starting with a digit';
/** What environmentVariableNameSchema (options.ts) accepts; here so readers load no option schemas. */
export const environmentVariableNamePattern = /^[A-Za-z_][A-Za-z0-9_]{0,199}$/;

/** One environment variable name. */
export function readVariableName(text: string): OptionValue<string> {
  return environmentVariableNamePattern.test(text)
    ? accepted(text)
    : refused(`an environment variable name (${variableNameRule})`);
}

/** Environment variable names separated by commas, spaces or newlines; repeats dropped. */
export function readVariableNames(text: string): OptionValue<string[]> {
  const names = text.split(/[\s,]+/).filter((name) => name !== '');
  if (names.some((name) => !readVariableName(name).ok))
    return refused(`environment variable names (${variableNameRule}), separated by commas or newlines`);
  return accepted([...new Set(names)]);
}

/** Passed variables the worker gets no value for: unset, or set empty (as a workflow's unset secret is). */
export function missingVariables(
  names: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): Array<{ name: string; empty: boolean }> {
  return [...new Set(names)]
    .map((name) => ({ name, value: Object.hasOwn(env, name) ? env[name] : undefined }))
    .filter(({ value }) => value === undefined || value === '')
    .map(({ name, value }) => ({ name, empty: value === '' }));
}

/** One value per line; blank lines and surrounding whitespace are dropped. */
export function nonEmptyLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** Shorter values are masked but not handed to the store, which would refuse every record holding them. */
export const minStoredSecretLength = 8;

export interface KnownSecretSources {
  /** Secret values given as they are (the Action's known-secrets lines): refused whatever their length. */
  values?: readonly string[];
  /** Variables the worker gets: their values are secrets; a short one is masked only (see `short`). */
  passed?: readonly string[];
  /** Variables named only so that their values are refused, whatever their length (see `unset`). */
  named?: readonly string[];
}

export interface KnownSecrets {
  /** Every value to keep out of logs; multi-line values (keys in PEM form) also line by line, from 4 characters. */
  masked: string[];
  /** Values the store must refuse (storage.knownSecrets). */
  stored: string[];
  /** Passed variables whose values are shorter than minStoredSecretLength and not named: not refused by the store. */
  short: string[];
  /** Named variables that are unset, empty or whitespace only. */
  unset: string[];
}

/** The known secrets of a run from values and the variables of `env` that `sources` name. */
export function collectKnownSecrets(
  env: Readonly<Record<string, string | undefined>>,
  sources: KnownSecretSources,
): KnownSecrets {
  const values = (sources.values ?? []).filter((value) => value.trim() !== '');
  const masked = new Set<string>(values);
  const stored = new Set<string>(values);
  const short: string[] = [];
  const unset: string[] = [];
  const named = new Set(sources.named ?? []);
  // Own properties only: a name such as __proto__ must not read the prototype. A value of spaces
  // alone is none: it hides nothing, and the runner refuses to mask it (it warns instead).
  const valueOf = (name: string): string | undefined => {
    const value = Object.hasOwn(env, name) ? env[name] : undefined;
    return typeof value === 'string' && value.trim() !== '' ? value : undefined;
  };
  const mask = (value: string) => {
    masked.add(value);
    // Each line too: the runner masks a log a line at a time. A line shorter than the engine's
    // minimum (a key file's `{`) would hide that text everywhere in the log and protect nothing.
    for (const line of nonEmptyLines(value)) if (line.length >= minimumSecretLength) masked.add(line);
  };
  for (const name of named) {
    const value = valueOf(name);
    if (value === undefined) unset.push(name);
    else {
      mask(value);
      stored.add(value);
    }
  }
  for (const name of new Set(sources.passed ?? [])) {
    const value = valueOf(name);
    if (value === undefined) continue;
    mask(value);
    if (value.length >= minStoredSecretLength) stored.add(value);
    else if (!named.has(name)) short.push(name);
  }
  return { masked: [...masked], stored: [...stored], short, unset };
}
