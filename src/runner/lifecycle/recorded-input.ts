// What a person hands a resume or a cancel (an answer, a decision and its output, a reason, who
// they are) is recorded with the run. One that holds a known secret, as it is or behind an
// encoding, is refused before anything is written: the store would refuse the record, and a
// pasted token must not end the run it was meant to answer.
import type { RunStorage } from '../../store/contract.ts';
import { createSecretMatcher, findSecretInValue } from '../../store/index.ts';
import { SupervisedRunError } from '../errors.ts';

/** INVALID_OPTIONS naming the first option (`options.answer.values.note`) that holds a known secret. */
export function refuseKnownSecrets(storage: Pick<RunStorage, 'knownSecrets'>, recorded: Record<string, unknown>): void {
  if (storage.knownSecrets.length === 0) return;
  const found = findSecretInValue(createSecretMatcher(storage.knownSecrets), recorded);
  if (found === null) return;
  const how = found.encoding === 'raw' ? '' : ` (${found.encoding})`;
  throw new SupervisedRunError(
    'INVALID_OPTIONS',
    `options${found.at.slice(1)}: holds a known secret${how}; it would be recorded with the run, so nothing was recorded`,
  );
}
