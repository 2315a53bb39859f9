// What a person hands a resume or a cancel (an answer, a decision and its output, a reason, who
// they are) is recorded with the run. One the store would refuse is refused here, before anything
// is written: a pasted token, or an answer too large for a record, must not end or orphan the run it
// was meant to answer.
import type { RunStorage } from '../../store/contract.ts';
import { canonicalJson, createSecretMatcher, findSecretInValue } from '../../store/index.ts';
import { SupervisedRunError } from '../errors.ts';

type Storage = Pick<RunStorage, 'knownSecrets' | 'policy'>;

/** INVALID_OPTIONS naming the option that holds a known secret, or the largest when they are too large. */
export function refuseUnrecordable(storage: Storage, recorded: Record<string, unknown>): void {
  refuseKnownSecrets(storage, recorded);
  refuseTooLarge(storage, recorded);
}

function refuseKnownSecrets(storage: Storage, recorded: Record<string, unknown>): void {
  if (storage.knownSecrets.length === 0) return;
  const found = findSecretInValue(createSecretMatcher(storage.knownSecrets), recorded);
  if (found === null) return;
  const how = found.encoding === 'raw' ? '' : ` (${found.encoding})`;
  throw new SupervisedRunError(
    'INVALID_OPTIONS',
    `options${found.at.slice(1)}: holds a known secret${how}; it would be recorded with the run, so nothing was recorded`,
  );
}

/** Half the store's event limit: each record that carries the input (the launch, the resume, the output) then fits. */
function refuseTooLarge(storage: Storage, recorded: Record<string, unknown>): void {
  const limit = Math.floor(storage.policy.maxEventPayloadBytes / 2);
  const sizes = Object.entries(recorded).map(([name, value]) => ({
    name,
    bytes: value === undefined ? 0 : Buffer.byteLength(canonicalJson(value)),
  }));
  const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
  if (total <= limit) return;
  const largest = sizes.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  throw new SupervisedRunError(
    'INVALID_OPTIONS',
    `options.${largest.name}: ${largest.bytes} bytes as JSON; what one call records is limited to ${limit} bytes (half the store's maxEventPayloadBytes), so nothing was recorded`,
  );
}
