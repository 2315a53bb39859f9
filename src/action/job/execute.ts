// Carrying out the plan: start a new run, or rebuild the workspace from the pause anchor and
// resume / continue / take over the stored one — with the watchdog in this process and the
// worker (dist/worker.js) as its child. Cancellation (SIGINT / SIGTERM / interrupt-after)
// interrupts the run cleanly: a resumable INTERRUPTED pause that the next job continues.
import { declarativeWorkerEntry } from '../../declarative/index.ts';
import {
  pausedRunWorkspace,
  restorePausedWorkspace,
  resumeSupervisedRun,
  startSupervisedRun,
  type SupervisedRunEvent,
  type SupervisedRunExtras,
  type SupervisedRunHandle,
  type SupervisedRunResult,
} from '../../runner/index.ts';
import { createLocalRunStorage } from '../../store/index.ts';
import type { Cancellation } from '../cancellation.ts';
import type { ActionIO } from '../io.ts';
import type { JobPlan } from '../modes.ts';
import { resumeRunOptions, startRunOptions } from '../run-options.ts';
import type { PreparedJob } from './prepare.ts';
import { storageOptions } from './stored.ts';

export interface Execution {
  /** A start or resume was attempted: the store may have changed and must be saved. */
  attempted: boolean;
  result?: SupervisedRunResult;
  /** What start / resume / the workspace rebuild threw. */
  error?: unknown;
  /** Lines for the log and the summary (workspace rebuilt, cancelled before start, ...). */
  notes: string[];
}

export interface ExecuteOptions {
  io: ActionIO;
  cancellation: Cancellation;
  /** Default: the worker beside this bundle (dist/worker.js), else the declarative worker entry from source. */
  workerEntry?: string;
}

type RunPlan = Extract<JobPlan, { kind: 'start' | 'resume' | 'continue' | 'takeover' }>;

/** One log line per node event, so the step log shows progress (IDs only: data may be large). */
function progress(io: ActionIO): (event: SupervisedRunEvent) => void {
  return ({ event }) => {
    if (
      !/^graph:node-|^runner:(worker-crashed|backoff|completed|paused|interrupted|stopped|timeout|failed|adopted)$/.test(
        event.type,
      )
    )
      return;
    const data = typeof event.data === 'object' && event.data !== null && !Array.isArray(event.data) ? event.data : {};
    const position = typeof data.position === 'string' ? ` ${data.position}` : '';
    io.info(`${event.type}${position}`);
  };
}

export async function executePlan(job: PreparedJob, plan: RunPlan, options: ExecuteOptions): Promise<Execution> {
  const { io, cancellation } = options;
  const notes: string[] = [];
  // Read into a local: narrowing the getter itself would wrongly hold across the awaits below.
  const early = cancellation.reason;
  if (early !== null) {
    notes.push(
      `The job was cancelled (${early}) before the run ${plan.kind === 'start' ? 'started' : 'resumed'}; nothing was run.`,
    );
    return { attempted: false, notes };
  }
  const extras: SupervisedRunExtras = {
    handleSignals: false,
    workerEntry: options.workerEntry ?? declarativeWorkerEntry(),
    onEvent: progress(io),
  };
  const { config } = job;
  let handle: SupervisedRunHandle;
  let attempted = false;
  try {
    if (plan.kind === 'start') {
      const runOptions = await startRunOptions(config, job.secrets.stored, extras);
      attempted = true;
      handle = await startSupervisedRun(runOptions);
    } else {
      const storage = await createLocalRunStorage({
        directory: storageOptions(job).directory,
        namespace: config.namespace,
      });
      const workspace = await pausedRunWorkspace(storage, config.runId, config.runRoot);
      if (plan.kind !== 'takeover') {
        const rebuilt = await restorePausedWorkspace(storage, config.runId, workspace);
        if (rebuilt.outcome === 'restored') {
          notes.push(
            `The workspace was rebuilt from the pause snapshot: commit ${rebuilt.head ?? '(unborn)'} plus ${rebuilt.files} saved file(s).`,
          );
        }
      }
      if (cancellation.reason !== null) {
        notes.push(`The job was cancelled (${cancellation.reason}) before the run resumed; nothing was run.`);
        return { attempted: false, notes };
      }
      const position = plan.kind === 'resume' || plan.kind === 'takeover' ? plan.position : undefined;
      const resume = resumeRunOptions(
        config,
        job.secrets.stored,
        { actor: job.actor, job: `workflow run ${job.githubRunId || '?'} attempt ${job.githubRunAttempt || '?'}` },
        { ...(position === undefined ? {} : { position }), takeover: plan.kind === 'takeover' },
        { ...extras, workspace },
      );
      attempted = true;
      handle = await resumeSupervisedRun(resume);
    }
  } catch (error) {
    return { attempted, error, notes };
  }
  const stopListening = cancellation.onCancel((reason) => {
    io.warning(`${reason}: interrupting the run so its store can be saved; a later job continues it (mode auto)`);
    void handle.interrupt().catch(() => undefined);
  });
  try {
    return { attempted, result: await handle.done, notes };
  } catch (error) {
    return { attempted, error, notes };
  } finally {
    stopListening();
  }
}
