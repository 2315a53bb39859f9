// What a person hands a resume or a cancel (an answer, a decision and its output, a reason, who
// they are) is recorded with the run. One the store would refuse is refused here, before anything
// is written: a pasted token, or an answer too large for a record, must not end or orphan the run it
// was meant to answer. A start's inputs likewise, before the run is created.
import type { RunStorage } from '../../store/contract.ts';
import { canonicalJson, createSecretMatcher, findSecretInValue } from '../../store/index.ts';
import { invalidOption, type OptionProblem } from '../errors.ts';

/** What the check needs of the store: its known secrets and its event limit. */
export interface RecordLimits {
  knownSecrets: readonly string[];
  maxEventPayloadBytes: number;
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
  if (found !== undefined) throw invalidOption(found);
}

/** The recorded value the store would refuse (a known secret, else too large), or undefined. */
export function unrecordableInput(limits: RecordLimits, recorded: Record<string, unknown>): OptionProblem | undefined {
  return holdingSecret(limits, recorded) ?? tooLarge(limits, recorded);
}

/** The recorded value holding a known secret (raw or encoded), or undefined. */
export function holdingSecret(
  limits: Pick<RecordLimits, 'knownSecrets'>,
  recorded: Record<string, unknown>,
): OptionProblem | undefined {
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

/**
 * A start's definition holding a known secret (the store would refuse it): INVALID_OPTIONS naming
 * where, before anything is created. The inputs are looked at first, so a secret passed as an input
 * is named as one (`options.definition.resolvedInputs.token`), then the rest of the definition and
 * the host (a built-in host's config is stored with the run too).
 */
export function refuseSecretDefinition(
  knownSecrets: readonly string[],
  recorded: { definition: { resolvedInputs?: unknown }; host: unknown },
): void {
  const limits = { knownSecrets: knownSecrets.filter((secret) => secret.length > 0) };
  const found =
    holdingSecret(limits, { definition: { resolvedInputs: recorded.definition.resolvedInputs } }) ??
    holdingSecret(limits, { definition: recorded.definition, host: recorded.host });
  if (found !== undefined) throw invalidOption(found);
}

/**
 * Room each record that carries the input keeps for its own fields (ids, position, counts, who). The
 * input is carried whole by each of its records (the launch, the resume or reconcile record, the
 * node's output), never twice in one, so it may take the rest of the store's event limit.
 */
const recordFieldsAllowanceBytes = 16 * 1024;

/** What one call may record: the store's event limit less the record's fields (half of a limit under 32 KiB). */
function recordableInputBytes(maxEventPayloadBytes: number): number {
  return Math.max(Math.floor(maxEventPayloadBytes / 2), maxEventPayloadBytes - recordFieldsAllowanceBytes);
}

// A node's own output past a record's limit goes to an artifact; a person's is carried inline in each record.
/** Larger than recordableInputBytes: the largest input named. */
function tooLarge(limits: RecordLimits, recorded: Record<string, unknown>): OptionProblem | undefined {
  const limit = recordableInputBytes(limits.maxEventPayloadBytes);
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
    why: `${largest.bytes} bytes as JSON; what one call records is limited to ${limit} bytes (the store's maxEventPayloadBytes less room for the record's own fields), so nothing was recorded`,
  };
}
