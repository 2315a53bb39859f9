// The graph executor: fold `graph:` events -> ask the graph -> record the whole decision ->
// record `node-attempt-started` -> run node attempts -> record their outcomes -> ask again.
// Group commit: an outcome, the decision made after folding it and the new start records go
// to the log as one batch (one sync), so a sequential node costs about one fdatasync.
import type { ArtifactStore, EventLog, JsonValue } from '../../store/contract.ts';
import type {
  GraphExecutor,
  GraphExecutorOptions,
  GraphResult,
  ReconcileDecision,
  RecordedPosition,
  ResumeOptions,
} from '../contract.ts';
import { GraphError } from '../errors.ts';
import { graphEventTypes } from '../events.ts';
import { runStartedRecord } from '../spec.ts';
import { runAttempt } from './attempt.ts';
import { askGraph } from './decisions.ts';
import { decideNext, dispatchLimitMessage } from './decide.ts';
import { checkOptions, pauseResult } from './loader.ts';
import { checkExecutorOptionShapes } from './options-schema.ts';
import { resumeBatch } from './resume-batch.ts';
import { timeLimitFront, timeLimitResult } from './time-limit.ts';
import { RunState } from './run-state.ts';
import {
  attemptServices,
  type AttemptPlan,
  type AttemptServices,
  type Front,
  type PendingRecord,
  type Settled,
} from './services.ts';

interface Session {
  services: AttemptServices;
  signal: AbortSignal;
}

export function createGraphExecutor<S>(options: GraphExecutorOptions<S>): GraphExecutor {
  checkExecutorOptionShapes(options);
  checkOptions(options);
  return new Executor(options);
}

class Executor<S> implements GraphExecutor {
  readonly #options: GraphExecutorOptions<S>;
  readonly #artifacts: ArtifactStore;
  readonly #run: RunState<S>;
  #log: EventLog | undefined;
  readonly #running = new Map<string, Promise<Settled>>();
  #active = false;
  #generation = 0;
  #queue: Promise<unknown> = Promise.resolve();
  #budgetStop = false;

  constructor(options: GraphExecutorOptions<S>) {
    this.#options = options;
    this.#artifacts = options.storage.artifacts(options.runId);
    this.#run = new RunState(options, this.#artifacts);
  }

  run(signal: AbortSignal): Promise<GraphResult> {
    return this.#withSession(signal, async (session) => {
      // Kept only for positions an earlier process left in flight: their resumes follow.
      this.#run.dropFromStart();
      const limit = timeLimitFront(this.#options, this.#run.ledger);
      if (limit === 'fail') return timeLimitResult(this.#options.timeLimit!);
      await this.#commit(limit ?? { records: [], exclude: new Set(), launches: [] }, session);
      return this.#loop(session);
    });
  }

  resume(
    position: string,
    signal: AbortSignal,
    decision?: ReconcileDecision,
    options?: ResumeOptions,
  ): Promise<GraphResult> {
    return this.#withSession(signal, async (session) => {
      const front = await resumeBatch(
        this.#run,
        { options: this.#options, artifacts: this.#artifacts, services: session.services },
        { position, decision, options },
      );
      await this.#commit(front, session);
      return this.#loop(session);
    });
  }

  async recorded(position: string): Promise<RecordedPosition | undefined> {
    if (this.#active)
      throw new GraphError('PROTOCOL', 'this executor is running; ask for a position between run and resume calls');
    this.#active = true;
    try {
      await this.#run.read();
    } catch (error) {
      this.#run.forget();
      throw error;
    } finally {
      this.#active = false;
    }
    const record = this.#run.ledger.get(position);
    return record === undefined
      ? undefined
      : { status: record.status, pauseEventId: record.pause?.pauseEventId ?? null };
  }

  // ------------------------------------------------------------ sessions and loading

  async #withSession(signal: AbortSignal, body: (session: Session) => Promise<GraphResult>): Promise<GraphResult> {
    if (this.#active)
      throw new GraphError('PROTOCOL', 'this executor is already running; call run/resume one at a time');
    if (signal.aborted) return { kind: 'fail', code: 'ABORTED', message: 'the run was aborted before it started' };
    this.#active = true;
    this.#budgetStop = false;
    const generation = ++this.#generation;
    const internal = new AbortController();
    const combined = AbortSignal.any([signal, internal.signal]);
    try {
      await this.#load();
      return await body({ services: this.#services(generation), signal: combined });
    } catch (error) {
      // Attempts still running belong to a failed session: stop them, refuse their records,
      // and rebuild state from the store next time.
      internal.abort(error);
      this.#generation += 1;
      this.#running.clear();
      this.#run.forget();
      throw error;
    } finally {
      this.#active = false;
      if (this.#options.log === undefined && this.#log !== undefined) {
        const log = this.#log;
        this.#log = undefined;
        await log.close();
      }
    }
  }

  async #load(): Promise<void> {
    await this.#run.read();
    const { storage, runId } = this.#options;
    const cursor = this.#run.cursor!;
    const spec = this.#run.spec;
    this.#log = this.#options.log ?? (await storage.openEventLog(runId, 'graph', cursor));
    if (this.#log.cursor().head !== cursor.head) {
      throw new GraphError(
        'PROTOCOL',
        `the graph log of run "${runId}" changed while it was being read; one writer per log`,
      );
    }
    if (!this.#run.ledger.runStarted) {
      const record = runStartedRecord(spec, spec.definitionValue as JsonValue, this.#options.session);
      await this.#exclusive(() => this.#append([{ event: record }], false));
    }
  }

  #services(generation: number): AttemptServices {
    return attemptServices(this.#options, {
      artifacts: this.#artifacts,
      plan: this.#run.spec.plan,
      deadKeys: () => this.#run.ledger.deadKeys,
      engineCallIndex: (callId) => this.#run.engineCalls.take(callId),
      budget: this.#run.budget,
      createExecutor: createGraphExecutor,
      record: (records) =>
        this.#exclusive(async () => {
          if (generation !== this.#generation)
            throw new GraphError('PROTOCOL', 'the executor session this attempt belongs to has ended');
          return this.#append(records, false);
        }),
    });
  }

  // ------------------------------------------------------------ the loop

  async #loop(session: Session): Promise<GraphResult> {
    for (;;) {
      if (this.#running.size > 0) {
        const settled = await Promise.race(this.#running.values());
        this.#running.delete(settled.position);
        // eslint-disable-next-line @typescript-eslint/only-throw-error -- rethrows what the attempt caught
        if (settled.fatal !== undefined) throw settled.fatal;
        await this.#commit({ records: settled.records, exclude: new Set([settled.position]), launches: [] }, session);
        continue;
      }
      if (session.signal.aborted)
        return {
          kind: 'fail',
          code: 'ABORTED',
          message: 'the run was aborted; in-flight attempts were recorded ABORTED',
        };
      const open = this.#run.ledger.open();
      if (open.length > 0) return { kind: 'waiting', positions: open.map((r) => r.position) };
      if (this.#budgetStop) return this.#budgetResult();
      const decision = askGraph(this.#options.graph, this.#run.state);
      if (decision.kind === 'complete') return { kind: 'complete', output: decision.output };
      if (decision.kind === 'fail') return { kind: 'fail', code: decision.code, message: decision.message };
      if (decision.kind === 'record') {
        // Recorded (and folded) by the commit, with whatever the form decides after it.
        await this.#commit({ records: [], exclude: new Set(), launches: [] }, session);
        continue;
      }
      if (decision.dispatches.length > 0) {
        const recorded = await this.#commit({ records: [], exclude: new Set(), launches: [] }, session);
        // A dispatch may hit the budget during the commit just awaited (a recorded stop: ask again).
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
        if (this.#running.size === 0 && !this.#budgetStop && !recorded) {
          throw new GraphError(
            'PROTOCOL',
            `graph "${this.#options.graph.form}" decided differently on two calls over the same state`,
          );
        }
        continue;
      }
      const paused = this.#run.ledger.paused();
      if (paused.length > 0) return pauseResult(paused);
      throw new GraphError(
        'EMPTY_DECISION',
        `graph "${this.#options.graph.form}" returned an empty decision with no attempt in flight`,
      );
    }
  }

  #budgetResult(): GraphResult {
    return {
      kind: 'fail',
      code: 'BUDGET_STOP',
      // Named as the Action input and CLI flag are (max-dispatches); the library's option is maxDispatches.
      message: dispatchLimitMessage(this.#options.maxDispatches ?? 0, this.#run.ledger.dispatchCount),
    };
  }

  /**
   * Folds `front`, asks the graph, and appends front + decision + start records as one batch;
   * resolves true when it recorded anything.
   */
  #commit(front: Front, session: Session): Promise<boolean> {
    return this.#exclusive(async () => {
      for (const record of front.records) {
        this.#run.fold(record);
        // Start records built below name the lane's first live target: count deaths in this batch.
        if (record.event.type === graphEventTypes.laneDead) this.#run.ledger.noteDead(record.event.data);
      }
      const launches = [...front.launches];
      const all = [...front.records];
      if (this.#mayDispatch(session.signal, front.exclude)) {
        const { graph, nodes, storage, session: sessionNumber, maxDispatches } = this.#options;
        const next = await decideNext(this.#run, {
          graph,
          nodes,
          storage,
          artifacts: this.#artifacts,
          session: sessionNumber,
          maxDispatches,
          services: session.services,
        });
        all.push(...next.records);
        launches.push(...next.launches);
        if (next.budgetStop) this.#budgetStop = true;
      }
      if (all.length > 0) await this.#append(all, true);
      for (const plan of launches) this.#launch(plan, session);
      return all.length > 0;
    });
  }

  #mayDispatch(signal: AbortSignal, exclude: ReadonlySet<string>): boolean {
    if (signal.aborted || this.#budgetStop) return false;
    // A dispatch left open by an earlier process must be resumed by position first.
    return !this.#run.ledger.open().some((r) => !this.#running.has(r.position) && !exclude.has(r.position));
  }

  #launch(plan: AttemptPlan, session: Session): void {
    const settled = runAttempt(session.services, plan, session.signal).catch((fatal: unknown): Settled => ({
      position: plan.position,
      records: [],
      fatal: fatal ?? new Error('attempt failed'),
    }));
    this.#running.set(plan.position, settled);
  }

  // ------------------------------------------------------------ writing

  /** Appends one batch (one sync) and applies it to the ledger; folds it unless already folded. */
  async #append(records: PendingRecord[], folded: boolean): Promise<void> {
    if (!folded) for (const record of records) this.#run.fold(record);
    const log = this.#log!;
    this.#run.applyAppended(records, await log.append(records.map((r) => r.event)), log.cursor());
  }

  #exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.#queue.then(fn, fn);
    this.#queue = run.catch(() => undefined);
    return run;
  }
}
