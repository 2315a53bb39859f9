// `start` never reuses the ID of a stored run: the refusal says what fits that run's state
// (resume it, take it over, follow it, retry its failed nodes, or choose another ID).
import { shellQuote } from '../../report/index.ts';
import { isRetryableFailure, readSupervisedRunStatus } from '../../runner/index.ts';
import { usageError } from '../errors.ts';
import { openExistingStore, storageOptions, storeExists, type StoreLocation } from '../options/store.ts';
import { withStore } from '../output/outcome.ts';

/** A new run never reuses the ID of a stored one: the refusal says what fits that run's state. */
export async function refuseExistingRun(location: StoreLocation, runId: string): Promise<void> {
  if (await storeExists(location)) {
    const storage = await openExistingStore(location);
    if ((await storage.readDefinition(runId)) !== undefined) {
      const status = await readSupervisedRunStatus({ storage: storageOptions(location), runId, nodes: 'open' }).catch(
        () => undefined,
      );
      throw usageError(
        `--run-id: run ${JSON.stringify(runId)} already exists in ${location.directory}${status === undefined ? '' : ` (${status.phase})`}; ${existingRunAdvice(status, location)}`,
      );
    }
  }
}

/** What to do instead of starting a run whose ID is taken, by that run's state (undefined: unreadable). */
export function existingRunAdvice(
  status: (Parameters<typeof isRetryableFailure>[0] & { runId: string }) | undefined,
  location: StoreLocation,
): string {
  const another = 'choose another ID';
  if (status === undefined) return another;
  const command = (name: string, extra = '') =>
    withStore(`supervised-run ${name} --run-id ${shellQuote(status.runId)}${extra}`, location);
  switch (status.phase) {
    case 'paused':
    case 'interrupted':
      return `resume it (${command('resume')}; \`${command('status')}\` shows what waits) or ${another}`;
    case 'orphaned':
      return `take it over (${command('resume', ' --takeover --reason TEXT')}) or ${another}`;
    case 'starting':
    case 'running':
    case 'backoff':
      return `it is live (${command('status', ' --watch')} follows it); ${another}`;
    default:
      return isRetryableFailure(status)
        ? `run its failed nodes again (${command('retry-failed')}) or ${another}`
        : `it has ended, so nothing of it runs again; ${another}`;
  }
}
