// `start` never reuses the ID of a stored run: the refusal says what fits that run's state
// (resume it, take it over, follow it, retry its failed nodes, or choose another ID).
import { shellQuote } from '../../report/index.ts';
import { isRetryableFailure, readSupervisedRunStatus } from '../../runner/index.ts';
import { usageError } from '../errors.ts';
import { openExistingStore, storageOptions, storeExists } from '../options/store.ts';
import { cliInvocation, withPlace, type CommandPlace } from '../output/command-place.ts';

/** A new run never reuses the ID of a stored one: the refusal says what fits that run's state. */
export async function refuseExistingRun(place: CommandPlace, runId: string): Promise<void> {
  if (await storeExists(place)) {
    const storage = await openExistingStore(place);
    if ((await storage.readDefinition(runId)) !== undefined) {
      const status = await readSupervisedRunStatus({ storage: storageOptions(place), runId, nodes: 'open' }).catch(
        () => undefined,
      );
      throw usageError(
        `--run-id: run ${JSON.stringify(runId)} already exists in ${place.directory}${status === undefined ? '' : ` (${status.phase})`}; ${existingRunAdvice(status, place)}`,
      );
    }
  }
}

/** What to do instead of starting a run whose ID is taken, by that run's state (undefined: unreadable). */
export function existingRunAdvice(
  status: (Parameters<typeof isRetryableFailure>[0] & { runId: string }) | undefined,
  place: CommandPlace,
): string {
  const another = 'choose another ID';
  if (status === undefined) return another;
  // resume and retry-failed work in the repository: they name the --root that start was given.
  const command = (name: string, extra = '') =>
    withPlace(`${cliInvocation} ${name} --run-id ${shellQuote(status.runId)}${extra}`, place, {
      root: name !== 'status',
    });
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
