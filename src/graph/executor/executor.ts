// The graph executor: fold `graph:` events -> ask the graph -> record the whole decision ->
// record `node-attempt-started` -> run node attempts -> record their outcomes -> ask again.
// Group commit: an outcome, the decision made after folding it and the new start records go
// to the log as one batch (one sync), so a sequential node costs about one fdatasync.
import { randomUUID } from 'node:crypto';
import type { ArtifactStore, EventCursor, EventLog, JsonValue } from '../../store/contract.ts';
import { canonicalJson } from '../../store/json.ts';
import type { Engine } from '../../engine/contract.ts';
import type {
  GraphExecutor,
  GraphExecutorOptions,
  GraphPlan,
  GraphResult,
  LaneTarget,
  PauseInfo,
  ReconcileDecision,
  ResumeOptions,
  StoredGraphSpec,
} from '../contract.ts';
import { GraphError } from '../errors.ts';
import { graphEventTypes, identityKey } from '../events.ts';
import { runStartedRecord } from '../spec.ts';
import { outcomeRecords, runAttempt, startRecord } from './attempt.ts';
import { askGraph, checkDispatches, dispatchRecord, foldEvent } from './decisions.ts';
import { Ledger, type PositionRecord } from './ledger.ts';
import { checkBindings, isGraphEvent, loadSpec, readGraphEvents } from './loader.ts';
import { parseDecision, planResume } from './resume.ts';
import type { AttemptPlan, AttemptServices, PendingRecord, Settled } from './services.ts';

/** Records to append before the next decision, the positions they settle, attempts they start. */
interface Front {
  records: PendingRecord[];
  exclude: ReadonlySet<string>;
  launches: AttemptPlan[];
}

interface Session {
  services: AttemptServices;
  signal: AbortSignal;
}

export function createGraphExecutor<S>(options: GraphExecutorOptions<S>): GraphExecutor {
  if (options.graph.requiresMemory === true && (options.memory === undefined || options.memory === null)) {
    throw new GraphError('MISSING_MEMORY', `graph "${options.graph.form}" declares requiresMemory: true; pass a memory object to createGraphExecutor`);
  }
  if (!Number.isSafeInteger(options.session) || options.session < 1) {
    throw new GraphError('PROTOCOL', `session must be a positive integer (got ${String(options.session)})`);
  }
  if (options.maxDispatches !== undefined && (!Number.isSafeInteger(options.maxDispatches) || options.maxDispatches < 0)) {
    throw new GraphError('PROTOCOL', `maxDispatches must be a non-negative integer (got ${String(options.maxDispatches)})`);
  }
  return new Executor(options);
}

class Executor<S> implements GraphExecutor {
  readonly #options: GraphExecutorOptions<S>;
  readonly #artifacts: ArtifactStore;
  #spec: (StoredGraphSpec & { definitionValue: unknown }) | undefined;
  #state!: S;
  #ledger = new Ledger();
  #cursor: EventCursor | undefined;
  #log: EventLog | undefined;
  readonly #running = new Map<string, Promise<Settled>>();
  #active = false;
  #generation = 0;
  #queue: Promise<unknown> = Promise.resolve();
  #budgetStop = false;

  constructor(options: GraphExecutorOptions<S>) {
    this.#options = options;
    this.#artifacts = options.storage.artifacts(options.runId);
  }

  run(signal: AbortSignal): Promise<GraphResult> {
    return this.#withSession(signal, async (session) => {
      await this.#commit({ records: [], exclude: new Set(), launches: [] }, session);
      return this.#loop(session);
    });
  }

  resume(position: string, signal: AbortSignal, decision?: ReconcileDecision, options?: ResumeOptions): Promise<GraphResult> {
    return this.#withSession(signal, async (session) => {
      const parsed = parseDecision(decision);
      const record = this.#ledger.get(position);
      if (record === undefined || record.status === 'completed' || record.status === 'failed') {
        const open = [...this.#ledger.open(), ...this.#ledger.paused()].map((r) => r.position);
        const why = record === undefined ? 'was never dispatched' : `is already ${record.status}`;
        throw new GraphError('RESUME_POSITION', `position "${position}" ${why}; resumable positions: ${open.join(', ') || 'none'}`, { position });
      }
      if (options?.pauseEventId !== undefined && record.pause?.pauseEventId !== options.pauseEventId) {
        throw new GraphError('RESUME_EVENT_MISMATCH', `position "${position}" is not paused by record ${options.pauseEventId} (current pause: ${record.pause?.pauseEventId ?? 'none'})`, { position });
      }
      await this.#checkRebuild(record);
      const front = await this.#resumeFront(record, parsed, session.services);
      await this.#commit(front, session);
      return this.#loop(session);
    });
  }

  // ------------------------------------------------------------ sessions and loading

  async #withSession(signal: AbortSignal, body: (session: Session) => Promise<GraphResult>): Promise<GraphResult> {
    if (this.#active) throw new GraphError('PROTOCOL', 'this executor is already running; call run/resume one at a time');
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
      this.#cursor = undefined;
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
    const { storage, runId, graph, nodes, engines } = this.#options;
    if (this.#spec === undefined) {
      const spec = await loadSpec(storage, runId, graph as never);
      checkBindings(spec.plan, nodes, engines);
      this.#spec = spec;
    }
    const spec = this.#spec;
    const from = this.#cursor;
    if (from === undefined) {
      this.#ledger = new Ledger();
      this.#state = graph.initial({ graphDefinition: spec.graphDefinition, plan: spec.plan, resolvedInputs: spec.resolvedInputs });
    }
    const read = await readGraphEvents(storage, this.#artifacts, runId, from);
    for (const event of read.events) {
      this.#ledger.apply(event);
      this.#state = foldEvent(graph, this.#state, event);
    }
    this.#cursor = read.cursor;
    this.#log = this.#options.log ?? (await storage.openEventLog(runId, 'graph', read.cursor));
    if (this.#log.cursor().head !== read.cursor.head) {
      throw new GraphError('PROTOCOL', `the graph log of run "${runId}" changed while it was being read; one writer per log`);
    }
    if (!this.#ledger.runStarted) {
      const record = runStartedRecord(spec, spec.definitionValue as JsonValue, this.#options.session);
      await this.#exclusive(() => this.#append([{ event: record }], false));
    }
  }

  #services(generation: number): AttemptServices {
    const options = this.#options;
    const self = this;
    return {
      storage: options.storage,
      runId: options.runId,
      session: options.session,
      artifacts: this.#artifacts,
      get plan(): GraphPlan {
        return self.#spec!.plan;
      },
      engines: options.engines,
      memory: options.memory,
      hooks: options.attemptHooks,
      prices: options.prices,
      clock: options.clock ?? (() => new Date()),
      deadKeys: () => this.#ledger.deadKeys,
      engineFor: (target: LaneTarget): Engine | undefined =>
        options.engines.find((b) => identityKey(b.target) === identityKey(target))?.engine,
      record: (records) =>
        this.#exclusive(async () => {
          if (generation !== this.#generation) throw new GraphError('PROTOCOL', 'the executor session this attempt belongs to has ended');
          return this.#append(records, false);
        }),
      nextAttempt: (position) => (this.#ledger.get(position)?.attempts.length ?? 0) + 1,
    };
  }

  // ------------------------------------------------------------ the loop

  async #loop(session: Session): Promise<GraphResult> {
    for (;;) {
      if (this.#running.size > 0) {
        const settled = await Promise.race(this.#running.values());
        this.#running.delete(settled.position);
        if (settled.fatal !== undefined) throw settled.fatal;
        await this.#commit({ records: settled.records, exclude: new Set([settled.position]), launches: [] }, session);
        continue;
      }
      if (session.signal.aborted) return { kind: 'fail', code: 'ABORTED', message: 'the run was aborted; in-flight attempts were recorded ABORTED' };
      const open = this.#ledger.open();
      if (open.length > 0) return { kind: 'waiting', positions: open.map((r) => r.position) };
      if (this.#budgetStop) return this.#budgetResult();
      const decision = askGraph(this.#options.graph, this.#state);
      if (decision.kind === 'complete') return { kind: 'complete', output: decision.output };
      if (decision.kind === 'fail') return { kind: 'fail', code: decision.code, message: decision.message };
      if (decision.dispatches.length > 0) {
        await this.#commit({ records: [], exclude: new Set(), launches: [] }, session);
        if (this.#running.size === 0 && !this.#budgetStop) {
          throw new GraphError('PROTOCOL', `graph "${this.#options.graph.form}" decided differently on two calls over the same state`);
        }
        continue;
      }
      const paused = this.#ledger.paused();
      if (paused.length > 0) {
        return {
          kind: 'pause',
          positions: paused.map((r) => r.position),
          pauses: paused.map((r) => ({ position: r.position, nodeId: r.nodeId, eventId: r.pause!.pauseEventId, reason: r.pause!.reason, request: r.pause!.request })),
        };
      }
      throw new GraphError('EMPTY_DECISION', `graph "${this.#options.graph.form}" returned an empty decision with no attempt in flight`);
    }
  }

  #budgetResult(): GraphResult {
    return {
      kind: 'fail',
      code: 'BUDGET_STOP',
      message: `the next decision would exceed maxDispatches (${this.#options.maxDispatches}); ${this.#ledger.dispatchCount} dispatched so far`,
    };
  }

  /** Folds `front`, asks the graph, and appends front + decision + start records as one batch. */
  #commit(front: Front, session: Session): Promise<void> {
    return this.#exclusive(async () => {
      const { graph, nodes, storage, session: sessionNumber, maxDispatches } = this.#options;
      for (const record of front.records) {
        this.#fold(record);
        // Start records built below name the lane's first live target: count deaths in this batch.
        if (record.event.type === graphEventTypes.laneDead) this.#ledger.noteDead(record.event.data);
      }
      const extra: PendingRecord[] = [];
      const launches = [...front.launches];
      if (this.#mayDispatch(session.signal, front.exclude)) {
        const decision = askGraph(graph, this.#state);
        if (decision.kind === 'dispatch' && decision.dispatches.length > 0) {
          checkDispatches(decision.dispatches, this.#ledger, nodes, this.#spec!.plan);
          if (maxDispatches !== undefined && this.#ledger.dispatchCount + decision.dispatches.length > maxDispatches) {
            this.#budgetStop = true;
          } else {
            const dispatched = await dispatchRecord(storage, this.#artifacts, sessionNumber, decision.dispatches);
            extra.push(dispatched);
            this.#fold(dispatched);
            for (const dispatch of decision.dispatches) {
              const binding = nodes[dispatch.nodeId]!;
              const plan: AttemptPlan = {
                position: dispatch.position,
                nodeId: dispatch.nodeId,
                input: dispatch.input,
                binding,
                attemptId: randomUUID(),
                attempt: 1,
                preStarted: binding.policy === undefined,
                resumedFrom: undefined,
              };
              if (plan.preStarted) {
                const started = startRecord(session.services, plan);
                extra.push(started);
                this.#fold(started);
              }
              launches.push(plan);
            }
          }
        }
      }
      const all = [...front.records, ...extra];
      if (all.length > 0) await this.#append(all, true);
      for (const plan of launches) this.#launch(plan, session);
    });
  }

  #mayDispatch(signal: AbortSignal, exclude: ReadonlySet<string>): boolean {
    if (signal.aborted || this.#budgetStop) return false;
    // A dispatch left open by an earlier process must be resumed by position first.
    return !this.#ledger.open().some((r) => !this.#running.has(r.position) && !exclude.has(r.position));
  }

  #launch(plan: AttemptPlan, session: Session): void {
    const settled = runAttempt(session.services, plan, session.signal).catch((fatal: unknown): Settled => ({
      position: plan.position,
      records: [],
      fatal: fatal ?? new Error('attempt failed'),
    }));
    this.#running.set(plan.position, settled);
  }

  // ------------------------------------------------------------ resume

  async #resumeFront(record: PositionRecord, decision: ReconcileDecision | undefined, services: AttemptServices): Promise<Front> {
    const { nodes, session } = this.#options;
    const plan = planResume(record, decision, session);
    const front: Front = { records: [...plan.records], exclude: new Set([record.position]), launches: [] };
    if (plan.kind === 'run') {
      const binding = Object.prototype.hasOwnProperty.call(nodes, record.nodeId) ? nodes[record.nodeId] : undefined;
      if (binding === undefined) {
        throw new GraphError('MISSING_NODE_BINDING', `position "${record.position}" runs node "${record.nodeId}", which has no node binding`, { position: record.position });
      }
      const resumedFrom: PauseInfo | undefined =
        record.status === 'paused' && record.pause !== undefined
          ? { pauseEventId: record.pause.pauseEventId, reason: record.pause.reason, request: record.pause.request }
          : record.resumedFrom;
      const attempt: AttemptPlan = {
        position: record.position,
        nodeId: record.nodeId,
        input: record.input,
        binding,
        attemptId: randomUUID(),
        attempt: record.attempts.length + 1,
        preStarted: binding.policy === undefined,
        resumedFrom,
      };
      if (attempt.preStarted) front.records.push(startRecord(services, attempt));
      front.launches.push(attempt);
    } else if (plan.kind === 'complete') {
      const { records } = await outcomeRecords(services, record.position, plan.attemptId, { kind: 'completed', output: plan.output }, 0);
      const completion = records[0]!;
      if (completion.event.type !== graphEventTypes.nodeCompleted) {
        const data = completion.event.data as { message?: string };
        throw new GraphError('RESUME_DECISION', `the reconcile output cannot be recorded: ${data.message ?? 'refused'}`, { position: record.position });
      }
      const data: Record<string, JsonValue> = { ...(completion.event.data as Record<string, JsonValue>), reconciled: true };
      const reconciled = front.records[0]!;
      if (data.outputArtifact !== undefined) {
        // The output lives in an artifact; keep the reconcile record small.
        const { output: _dropped, ...rest } = reconciled.event.data as Record<string, JsonValue>;
        front.records[0] = { event: { ...reconciled.event, data: rest } };
      }
      front.records.push({
        event: { ...completion.event, data },
        ...(completion.foldData === undefined ? {} : { foldData: { ...(completion.foldData as Record<string, JsonValue>), reconciled: true } }),
      });
    }
    return front;
  }

  /** Resume rebuilds the dispatch from its event prefix and the graph's decision; they must agree. */
  async #checkRebuild(record: PositionRecord): Promise<void> {
    const { storage, runId, graph } = this.#options;
    const spec = this.#spec!;
    const read = await readGraphEvents(storage, this.#artifacts, runId);
    let state = graph.initial({ graphDefinition: spec.graphDefinition, plan: spec.plan, resolvedInputs: spec.resolvedInputs });
    for (const event of read.events) {
      if (event.seq >= record.dispatchSeq) break;
      state = foldEvent(graph, state, event);
    }
    const decision = askGraph(graph, state);
    const rebuilt = decision.kind === 'dispatch' ? decision.dispatches.find((d) => d.position === record.position) : undefined;
    if (rebuilt === undefined || rebuilt.nodeId !== record.nodeId || canonicalJson(rebuilt.input) !== canonicalJson(record.input)) {
      throw new GraphError(
        'RESUME_EVENT_MISMATCH',
        `the graph, replayed to the record that dispatched "${record.position}", no longer decides that position with node "${record.nodeId}" and the recorded input`,
        { position: record.position },
      );
    }
  }

  // ------------------------------------------------------------ writing

  #fold(record: PendingRecord): void {
    if (!isGraphEvent(record.event.type)) return;
    this.#state = foldEvent(this.#options.graph, this.#state, {
      type: record.event.type,
      session: record.event.session,
      data: record.foldData ?? record.event.data,
    });
  }

  /** Appends one batch (one sync) and applies it to the ledger; folds it unless already folded. */
  async #append(records: PendingRecord[], folded: boolean): Promise<void> {
    if (!folded) for (const record of records) this.#fold(record);
    const stored = await this.#log!.append(records.map((r) => r.event));
    stored.forEach((event, index) => {
      if (!isGraphEvent(event.type)) return;
      this.#ledger.apply({ id: event.id, seq: event.seq, type: event.type, session: event.session, data: records[index]!.foldData ?? event.data }, true);
    });
    this.#cursor = this.#log!.cursor();
  }

  #exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.#queue.then(fn, fn);
    this.#queue = run.catch(() => undefined);
    return run;
  }
}

