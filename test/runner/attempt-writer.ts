// An attempt's output writer as the tests of redaction build it: one attempt of `dag/test/1` in
// run-1, a 1 MiB bound, the given secrets known to the writer and to the store's matcher.
import { AttemptOutputWriter } from '../../src/runner/output/writer.ts';
import { createSecretMatcher, openAttemptLog, type RunStorage } from '../../src/store/index.ts';

export function redactingWriter(storage: RunStorage, attemptId: string, secrets: string[]): AttemptOutputWriter {
  return new AttemptOutputWriter({
    header: {
      k: 'attempt',
      schemaVersion: 1,
      attemptId,
      position: 'dag/test/1',
      nodeId: 'test',
      attempt: 1,
      startedAt: new Date().toISOString(),
    },
    open: () => openAttemptLog(storage, 'run-1', attemptId),
    limitBytes: 1024 * 1024,
    secrets,
    storedSecrets: createSecretMatcher(secrets),
  });
}
