// The known secrets a cancel's reason and name are checked against: the same as every other record
// of the run. A session's records are refused (KNOWN_SECRET) when they hold the storage's known
// secrets or the value of a variable the session handed its worker (refusePassedSecrets). A cancel
// is given no variables, and the CLI opens the store with no secrets, so without this a token pasted
// into `--reason` would be checked against nothing and land in the intent file, the runner log, the
// status and the summary. The variables are the ones the run's sessions recorded (names only).
import type { RunStorage } from '../../store/contract.ts';
import { collectKnownSecrets } from '../options/option-values.ts';
import { runnerEventTypes as T, sessionStartedSchema } from '../records/records.ts';

/** The names of the variables every session of the run handed its worker, as its runner log records them. */
export async function recordedVariableNames(storage: RunStorage, runId: string): Promise<string[]> {
  const names = new Set<string>();
  await storage.readEvents(runId, 'runner', undefined, {
    eachBatch: (events) => {
      for (const event of events) {
        if (event.type !== T.sessionStarted) continue;
        const parsed = sessionStartedSchema().safeParse(event.data);
        if (parsed.success) for (const name of parsed.data.environmentVariables) names.add(name);
      }
    },
  });
  return [...names];
}

/**
 * The storage's known secrets and the values, in `env`, of the variables the run's sessions were
 * given (those the store refuses: from minStoredSecretLength characters, as at start and resume).
 */
export async function cancelKnownSecrets(
  storage: RunStorage,
  runId: string,
  env: Readonly<Record<string, string | undefined>>,
): Promise<string[]> {
  const passed = await recordedVariableNames(storage, runId);
  const { stored } = collectKnownSecrets(env, { passed });
  return [...new Set([...storage.knownSecrets, ...stored])];
}
