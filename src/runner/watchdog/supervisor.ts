// The watchdog loop of one session: launch a worker, wait for its exit (or a stop, interrupt or
// timeout), then settle on the seed's precedence — unverified cleanup, the worker's recorded
// result, the request — or, after a crash that permits it, snapshot the workspace, release the
// lease for backoff, re-acquire and verify it, and launch a replacement. A new run whose first
// worker refuses its host is removed instead, and `done` rejects (unstart.ts).
import type { ArtifactRef } from '../../store/contract.ts';
import { runnerEventTypes as T, type WorkerMode, type WorkerResult } from '../records/records.ts';
import { remainingAt } from '../status/budget.ts';
import { inFlightPositions, openPauses } from '../status/fold-graph.ts';
import type { SupervisedRunResult } from '../types.ts';
import type { WatchdogContext } from './context.ts';
import { launchWorker, type Launch } from './launch.ts';
import { pollGraphProgress } from './progress-poll.ts';
import { recordedResult, recordExit, teardownFailure } from './launch-exit.ts';
import { recordNeverStarted } from './never-started.ts';
import { backoffDelay, reacquireAndVerify, releaseForBackoff, saveRestartAnchor } from './restart.ts';
import { exitFailure, restartsExhausted } from './exit-settlements.ts';
import { settle, type Settlement } from './settle.ts';
import { TeardownBudget } from './teardown-budget.ts';
import { TimeLimitCleanup } from './time-limit-cleanup.ts';
import { refusedHost, removeRefusedRun } from './unstart.ts';
import { withUnrecordedCause } from './unrecorded.ts';

type Request = { kind: 'stop' } | { kind: 'interrupt'; signal?: string } | { kind: 'timeout' };

export class Supervisor {
  readonly done: Promise<SupervisedRunResult>;
  readonly #context: WatchdogContext;
  #request: Request | null = null;
  #wake: (() => void) | null = null;
  #launch: Launch | null = null;
  /** The finally nodes' run after the time limit, while it runs. */
  #cleanup: TimeLimitCleanup | null = null;
  /** Set when the workspace could not be taken back after a backoff: no cleanup worker runs without it. */
  #workspaceLost = false;
  #timer: NodeJS.Timeout | undefined;
  /** Stops the graph log's progress poll of the running worker (a no-op when none runs). */
  #stopProgress: () => void = () => undefined;
  #settled = false;
  /** The last restart snapshot (the pause anchor of an interrupt or drift during backoff). */
  #restartAnchor: ArtifactRef | null = null;
  /** Runs from the request: workspace calls still waiting on git when it ends are stopped. */
  readonly #teardown: TeardownBudget;

  constructor(context: WatchdogContext) {
    this.#context = context;
    this.#teardown = new TeardownBudget(context.teardownGraceMs);
    // Started a microtask later: an interrupt held since before the session (a signal at start) is
    // attached right after construction and is seen before any worker is launched.
    this.done = Promise.resolve()
      .then(() => this.#run())
      .finally(async () => {
        await context.prelaunch?.dispose();
        await context.offMachine?.close();
        this.#settled = true;
        this.#teardown.dispose();
        clearTimeout(this.#timer);
        this.#stopProgress();
      });
    this.done.catch(() => undefined); // the caller awaits it; never an unhandled rejection here
  }

  stop(): Promise<SupervisedRunResult> {
    this.#requestSettle({ kind: 'stop' });
    return this.done;
  }

  interrupt(signal?: string): Promise<SupervisedRunResult> {
    this.#requestSettle(signal === undefined ? { kind: 'interrupt' } : { kind: 'interrupt', signal });
    return this.done;
  }

  /**
   * A recorded cancel turns an interrupt already requested into a stop, so `done` says STOPPED as
   * the cancel's record does. The interrupt itself is requested at once (a signal held since the
   * session started must be seen before any worker launches); this only changes how it settles.
   */
  escalateToStop(): void {
    if (this.#settled || this.#request?.kind !== 'interrupt') return;
    this.#request = { kind: 'stop' };
  }

  #requestSettle(request: Request): void {
    if (this.#settled) return;
    if (this.#request !== null) {
      // A stop or an interrupt during the cleanup after the time limit ends it (the run still times out).
      if (this.#request.kind === 'timeout' && request.kind !== 'timeout') this.#cutCleanup();
      return;
    }
    this.#request = request;
    this.#wake?.();
    void this.#launch?.process.stop(request.kind);
    // At the time limit the finally nodes still run (their unsafe attempts still save off the
    // machine): the teardown budget and the abandon start when the cleanup is over (#settle).
    if (request.kind === 'timeout') return;
    this.#teardown.start();
    // The settling records must not wait for a save off the machine (a cancelled job has seconds).
    this.#context.offMachine?.abandon();
  }

  #cutCleanup(): void {
    this.#teardown.start();
    this.#context.offMachine?.abandon();
    this.#cleanup?.cut();
  }

  /** Read through a method: a request can arrive during any await. */
  #pending(): Request | null {
    return this.#request;
  }

  #remaining(): number | null {
    return remainingAt(this.#context.log.fold.budget, this.#context.definition.limits.timeoutMs, Date.now());
  }

  #armTimer(remaining: number | null): void {
    clearTimeout(this.#timer);
    if (remaining !== null)
      this.#timer = setTimeout(() => this.#requestSettle({ kind: 'timeout' }), Math.max(1, Math.ceil(remaining)));
  }

  #sleep(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.#wake = done;
    }).finally(() => {
      this.#wake = null;
    });
  }

  async #run(): Promise<SupervisedRunResult> {
    const context = this.#context;
    let mode: WorkerMode = context.mode;
    for (;;) {
      const remaining = this.#remaining();
      if (remaining === 0) return this.#settle({ kind: 'timeout' });
      if (this.#request !== null) return this.#settleRequest();
      this.#armTimer(remaining);
      const launch = await launchWorker(context, mode, remaining);
      this.#launch = launch;
      const early = this.#pending();
      if (early !== null) void launch.process.stop(early.kind);
      this.#stopProgress = pollGraphProgress(context);
      const exit = await launch.process.result;
      this.#stopProgress();
      this.#launch = null;
      const unreleased = context.offMachine?.detach() ?? [];
      const recorded = await recordedResult(context, launch.launchId);
      await recordExit(context, launch, exit, recorded !== undefined).catch((error: unknown) => {
        throw withUnrecordedCause(launch.unrecordedFailure(), error);
      });

      const untidy = teardownFailure(exit);
      if (untidy !== undefined) return this.#settle(untidy);
      // Its process tree is gone: the attempts it was never let start did not run. (Best effort:
      // unrecorded, they stay uncertain work, as any attempt a worker left in flight.)
      if (recorded === undefined)
        await recordNeverStarted(context, unreleased, endedHow(this.#pending())).catch(() => undefined);
      if (recorded !== undefined) {
        if (refusedHost(context, recorded, context.graph.fold)) {
          const refusal = await removeRefusedRun(context, recorded);
          if (refusal !== undefined) throw refusal;
        }
        return this.#settle(this.#fromRecorded(recorded, launch.launchId));
      }
      if (this.#pending() !== null) return this.#settleRequest();
      // A worker whose store failed (it said so before it exited) would fail the same way again.
      const failed = exitFailure(exit) ?? launch.unrecordedFailure();
      if (failed !== undefined) return this.#settle(failed);

      const restart = context.log.fold.restartCount + 1;
      if (restart > context.restart.maxRestarts) return this.#settle(restartsExhausted(context.restart.maxRestarts));
      const next = await this.#restart(restart);
      if (next !== undefined) return this.#settle(next);
      mode = mode.kind === 'resume' ? mode : { kind: 'run' };
    }
  }

  /** Snapshot, release, back off, re-acquire and verify. Returns a settlement when the run must settle instead. */
  async #restart(restart: number): Promise<Settlement | undefined> {
    const context = this.#context;
    const saved = await saveRestartAnchor(context, restart, this.#teardown);
    if (!saved.ok) return saved.settlement;
    this.#restartAnchor = saved.ref;
    const released = await releaseForBackoff(context);
    if (released !== undefined) return released;
    const delayMs = backoffDelay(restart, context.restart);
    await context.log.append(T.backoff, { restart, delayMs, until: new Date(Date.now() + delayMs).toISOString() });
    await this.#sleep(delayMs);
    if (this.#pending()?.kind === 'timeout') {
      // The finally nodes run in the workspace: take it back first (none run if that fails).
      this.#workspaceLost = (await reacquireAndVerify(context, saved, this.#teardown)) !== undefined;
      return { kind: 'timeout' };
    }
    if (this.#pending() !== null) return this.#requested();
    return reacquireAndVerify(context, saved, this.#teardown);
  }

  #fromRecorded(result: WorkerResult, launchId: string): Settlement {
    switch (result.kind) {
      case 'complete':
        return { kind: 'complete', outputArtifact: result.outputArtifact, launchId };
      case 'fail':
        return { kind: 'fail', code: result.code, message: result.message, cleanupVerified: true };
      case 'pause':
        return {
          kind: 'pause',
          type: 'paused',
          ...(result.code === 'RESUME_EVENT_MISMATCH' || result.code === 'WRITE_AHEAD' ? { code: result.code } : {}),
          ...(result.reason === undefined ? {} : { reason: result.reason }),
          positions: result.positions,
          pauses: result.pauses,
          anchor: 'capture',
        };
    }
  }

  async #settle(settlement: Settlement): Promise<SupervisedRunResult> {
    if (settlement.kind === 'timeout') {
      const untidy = await this.#timeLimitCleanup();
      this.#teardown.start();
      this.#context.offMachine?.abandon();
      if (untidy !== undefined) return settle(this.#context, untidy, this.#teardown);
    }
    return settle(this.#context, settlement, this.#teardown);
  }

  /** The finally nodes after the time limit, unless a stop or an interrupt came first or the workspace is not held. */
  async #timeLimitCleanup(): Promise<Settlement | undefined> {
    if (this.#workspaceLost || !TimeLimitCleanup.applies(this.#context)) return undefined;
    // A settle at the limit found at the loop's start (a later session) requests it here.
    this.#request ??= { kind: 'timeout' };
    if (this.#request.kind !== 'timeout') return undefined;
    this.#cleanup = new TimeLimitCleanup(this.#context);
    try {
      return await this.#cleanup.run();
    } finally {
      this.#cleanup = null;
    }
  }

  async #settleRequest(): Promise<SupervisedRunResult> {
    return this.#settle(await this.#requested());
  }

  async #requested(): Promise<Settlement> {
    const request = this.#request;
    if (request === null || request.kind === 'stop') return { kind: 'stopped' };
    if (request.kind === 'timeout') return { kind: 'timeout' };
    const graph = await this.#context.graph.refresh();
    // Holding the lease: snapshot now. In backoff (lease released): the restart snapshot.
    const anchor = this.#context.lease === null && this.#restartAnchor !== null ? this.#restartAnchor : 'capture';
    return {
      kind: 'pause',
      type: 'interrupted',
      code: 'INTERRUPTED',
      reason: request.signal === undefined ? 'interrupted' : `interrupted by ${request.signal}`,
      positions: inFlightPositions(graph),
      pauses: openPauses(graph),
      anchor,
      ...(request.signal === undefined ? {} : { signal: request.signal }),
    };
  }
}

/** How a worker that recorded no result ended, as the never-started record says it. */
function endedHow(request: Request | null): string {
  if (request === null) return 'exited without its result';
  if (request.kind === 'interrupt') return 'was stopped for the interrupt';
  return request.kind === 'stop' ? 'was stopped' : 'was stopped at the time limit';
}
