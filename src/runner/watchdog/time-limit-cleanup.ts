// The cleanup after the run's time limit. The worker that ran the nodes is stopped as before (what
// it left in flight stays so, stopped); then, when the graph declares finally nodes and the
// workspace is still held, one more worker runs them: the executor records the limit in the graph
// log once and dispatches only the finally nodes, each once, told the run failed with TIMEOUT.
// Bounded: each node by its own timeout, the whole cleanup by a grace (5 minutes, or the run's
// whole time limit when that is shorter: a cleanup never gets longer than the run had), after
// which its worker is stopped as any worker at the limit. A worker that crashes during it is replaced at
// once (its records say what is left: nothing finished runs again), up to restart.maxRestarts.
// A person's stop or an interrupt during it stops it; the run still settles TIMEOUT.
import { declaresFinallyNodes } from '../../graph/index.ts';
import type { WorkerMode } from '../records/records.ts';
import { elapsedAt } from '../status/budget.ts';
import type { WatchdogContext } from './context.ts';
import { launchWorker, type Launch } from './launch.ts';
import { pollGraphProgress } from './progress-poll.ts';
import { recordedResult, recordExit, teardownFailure } from './launch-exit.ts';
import { recordNeverStarted } from './never-started.ts';
import type { Settlement } from './settle.ts';

/** How long the finally nodes may run, in all, once the time limit has passed (at most). */
export const timeLimitCleanupGraceMs = 5 * 60_000;

/** The grace of a run whose time limit is `timeoutMs`. */
export function cleanupGraceMs(timeoutMs: number | undefined): number {
  return Math.min(timeLimitCleanupGraceMs, timeoutMs ?? timeLimitCleanupGraceMs);
}

export class TimeLimitCleanup {
  readonly #context: WatchdogContext;
  readonly #graceMs: number;
  #launch: Launch | null = null;
  #cut = false;

  constructor(context: WatchdogContext) {
    this.#context = context;
    this.#graceMs = cleanupGraceMs(context.definition.limits.timeoutMs);
  }

  /** Whether there is a cleanup to run: finally nodes declared, and the workspace held. */
  static applies(context: WatchdogContext): boolean {
    return context.lease !== null && declaresFinallyNodes(context.definition.graphDefinition);
  }

  /** A person's stop or an interrupt: the cleanup's worker is stopped and none follows. */
  cut(): void {
    this.#cut = true;
    void this.#launch?.process.stop('stop');
  }

  /** Runs the finally nodes; a settlement only when a worker's teardown could not be verified. */
  async run(): Promise<Settlement | undefined> {
    const context = this.#context;
    const deadline = Date.now() + this.#graceMs;
    const mode: WorkerMode = {
      kind: 'time-limit',
      timeoutMs: context.definition.limits.timeoutMs ?? 0,
      elapsedMs: Math.round(elapsedAt(context.log.fold.budget, Date.now())),
    };
    for (let crashes = 0; !this.#cut && crashes <= context.restart.maxRestarts; crashes += 1) {
      const left = deadline - Date.now();
      if (left <= 0) return undefined;
      const launch = await launchWorker(context, mode, 0);
      const ended = await this.#await(launch, left);
      if (ended.settlement !== undefined || ended.recorded) return ended.settlement;
    }
    return undefined;
  }

  /** One cleanup worker, stopped when the grace runs out or the cleanup is cut. */
  async #await(launch: Launch, leftMs: number): Promise<{ settlement?: Settlement; recorded: boolean }> {
    const context = this.#context;
    this.#launch = launch;
    if (this.#cut) void launch.process.stop('stop');
    const grace = setTimeout(() => void launch.process.stop('timeout'), leftMs);
    const stopProgress = pollGraphProgress(context);
    const exit = await launch.process.result.finally(() => {
      clearTimeout(grace);
      stopProgress();
    });
    this.#launch = null;
    const unreleased = context.offMachine?.detach() ?? [];
    const recorded = (await recordedResult(context, launch.launchId)) !== undefined;
    await recordExit(context, launch, exit, recorded);
    const settlement = teardownFailure(exit);
    if (settlement !== undefined) return { settlement, recorded };
    if (!recorded)
      await recordNeverStarted(context, unreleased, 'was stopped at the time limit').catch(() => undefined);
    return { recorded };
  }
}
