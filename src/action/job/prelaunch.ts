// A job that starts or resumes a run starts its worker before it claims the session: node and the
// worker's code load while the claim goes to the cache service (most of a worker's start on a new
// runner).
// The worker waits, doing nothing, until the run launches it; the run uses it only if it was started
// exactly as the run would start it (runner/watchdog/prelaunch.ts), and whoever ends first stops it.
import { flushCompileCache } from 'node:module';
import { declarativeWorkerEntry } from '../../declarative/index.ts';
import { prelaunchSupervisedWorker, type PrelaunchedWorker } from '../../runner/index.ts';
import { workerVariables } from '../run-options.ts';
import type { PreparedJob } from './prepare.ts';

/** The prelaunched worker, or undefined when it could not be started (the run then starts its own). */
export async function prelaunchJobWorker(
  job: PreparedJob,
  workerEntry: string | undefined,
): Promise<PrelaunchedWorker | undefined> {
  const { config } = job;
  try {
    // What this process compiled so far, for the worker to read instead of compiling it again.
    flushCompileCache();
    return await prelaunchSupervisedWorker({
      runId: config.runId,
      runRoot: config.runRoot,
      workerEntry: workerEntry ?? declarativeWorkerEntry(),
      environmentVariables: workerVariables(config),
      teardownGraceMs: config.teardownGraceMs,
    });
  } catch {
    return undefined;
  }
}
