// What a person hands a resume or a cancel (an answer, a decision and its output, a reason, who
// they are) is recorded with the run. One the store would refuse is refused here, before anything
// is written: a pasted token, or an answer too large for a record, must not end or orphan the run it
// was meant to answer.
import type { RunStorage } from '../../store/contract.ts';
import { canonicalJson, createSecretMatcher, findSecretInValue } from '../../store/index.ts';
import { isSupervisedRunError, SupervisedRunError } from '../errors.ts';

/** What the check needs of the store: its known secrets and its event limit. */
export interface RecordLimits {
  knownSecrets: readonly string[];
  maxEventPayloadBytes: number;
}

/** A recorded value the store would refuse: its option (`answer`), the path below it (`.values.note`), and why. */
export interface Unrecordable {
  option: string;
  below: string;
  why: string;
}

/** How a caller names a recorded value in its messages (a CLI flag, an Action input). */
export type RecordedName = (option: string, below: string) => string;

/** The library's names: `options.answer.values.note`. */
const optionName: RecordedName = (option, below) => `options.${option}${below}`;

/** For each option, [path prefix, name] pairs, the first that matches wins; prefix '' matches any path. */
export type RecordedNameTable = Readonly<Record<string, ReadonlyArray<readonly [prefix: string, name: string]>>>;

/** A caller's names from its table (`--answer at .note` for `answer`, `.values.note`); else the library's. */
export function recordedNames(table: RecordedNameTable): RecordedName {
  return (option, below) => {
    for (const [prefix, name] of table[option] ?? []) {
      const rest = below.startsWith(prefix) ? below.slice(prefix.length) : undefined;
      // `.value` is no prefix of `.values.note`: the rest must start a new step of the path.
      if (rest === undefined || (rest !== '' && !/^[.[ ]/.test(rest))) continue;
      if (rest === '') return name;
      return rest.startsWith(' ') ? `${name}${rest}` : `${name} at ${rest}`;
    }
    return optionName(option, below);
  };
}

/** The refused value an INVALID_OPTIONS error of refuseUnrecordable carries, or undefined for any other error. */
export function unrecordableOf(error: unknown): Unrecordable | undefined {
  if (!isSupervisedRunError(error, 'INVALID_OPTIONS')) return undefined;
  const found = error.details?.unrecordable;
  if (typeof found !== 'object' || found === null) return undefined;
  const { option, below, why } = found as Record<string, unknown>;
  return typeof option === 'string' && typeof below === 'string' && typeof why === 'string'
    ? { option, below, why }
    : undefined;
}

/** `<name>: <why>`, named the caller's way (the library's by default). */
export function describeUnrecordable(found: Unrecordable, name: RecordedName = optionName): string {
  return `${name(found.option, found.below)}: ${found.why}`;
}

/** INVALID_OPTIONS naming the option that holds a known secret, or the largest when they are too large. */
export function refuseUnrecordable(
  storage: Pick<RunStorage, 'knownSecrets' | 'policy'>,
  recorded: Record<string, unknown>,
): void {
  const found = unrecordableInput(
    { knownSecrets: storage.knownSecrets, maxEventPayloadBytes: storage.policy.maxEventPayloadBytes },
    recorded,
  );
  // The finding goes with the error, so a caller can name the value its own way (the CLI's flags).
  if (found !== undefined)
    throw new SupervisedRunError('INVALID_OPTIONS', describeUnrecordable(found), { details: { unrecordable: found } });
}

/** The recorded value the store would refuse (a known secret, else too large), or undefined. */
export function unrecordableInput(limits: RecordLimits, recorded: Record<string, unknown>): Unrecordable | undefined {
  return holdingSecret(limits, recorded) ?? tooLarge(limits, recorded);
}

/** The recorded value holding a known secret (raw or encoded), or undefined. */
export function holdingSecret(
  limits: Pick<RecordLimits, 'knownSecrets'>,
  recorded: Record<string, unknown>,
): Unrecordable | undefined {
  if (limits.knownSecrets.length === 0) return undefined;
  const found = findSecretInValue(createSecretMatcher(limits.knownSecrets), recorded);
  if (found === null) return undefined;
  const how = found.encoding === 'raw' ? '' : ` (${found.encoding})`;
  // The path is `$.<option><below>`: the options are plain keys of ours.
  const [, option = '', below = ''] = /^\$\.([^.[\s]+)(.*)$/.exec(found.at) ?? [];
  return {
    option,
    below,
    why: `holds a known secret${how}; it would be recorded with the run, so nothing was recorded`,
  };
}

/** Half the store's event limit: each record that carries the input (the launch, the resume, the output) then fits. */
function tooLarge(limits: RecordLimits, recorded: Record<string, unknown>): Unrecordable | undefined {
  const limit = Math.floor(limits.maxEventPayloadBytes / 2);
  const sizes = Object.entries(recorded).map(([name, value]) => ({
    name,
    bytes: value === undefined ? 0 : Buffer.byteLength(canonicalJson(value)),
  }));
  const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
  if (total <= limit) return undefined;
  const largest = sizes.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  return {
    option: largest.name,
    below: '',
    why: `${largest.bytes} bytes as JSON; what one call records is limited to ${limit} bytes (half the store's maxEventPayloadBytes), so nothing was recorded`,
  };
}
