// What an executor knows of its run, as read from the graph log: the stored spec, the form's
// state, the ledger of positions, the budget tally and where the read reached. read() brings it up
// to the log's end (from the start the first time, or after forget()); fold() and applyAppended()
// keep it current as the executor records.
import type { ArtifactStore, EventCursor, StoredEvent } from '../../store/contract.ts';
import type { GraphExecutorOptions, StoredGraphSpec } from '../contract.ts';
import { BudgetTally } from './budget.ts';
import { EngineCallOrder } from './engine-calls.ts';
import { foldEvent } from './decisions.ts';
import { Ledger, type LedgerEvent } from './ledger.ts';
import { checkBindings, isGraphEvent, loadSpec, readGraphEvents } from './loader.ts';
import type { PendingRecord } from './services.ts';

export type LoadedSpec = StoredGraphSpec & { definitionValue: unknown };

export class RunState<S> {
  readonly #options: GraphExecutorOptions<S>;
  readonly #artifacts: ArtifactStore;
  #spec: LoadedSpec | undefined;
  state!: S;
  ledger = new Ledger();
  budget: BudgetTally;
  engineCalls = new EngineCallOrder();
  cursor: EventCursor | undefined;
  /**
   * The graph records of the latest read from the log's start, kept while positions they reach
   * past are left in flight: each one's resume replays them up to its dispatch (the rebuild check)
   * instead of reading the log from the start again.
   */
  #fromStart: { events: LedgerEvent[]; nextSeq: number } | undefined;

  constructor(options: GraphExecutorOptions<S>, artifacts: ArtifactStore) {
    this.#options = options;
    this.#artifacts = artifacts;
    this.budget = new BudgetTally(options.budget);
  }

  /** The stored spec, checked against the graph and the bindings; set by the first read. */
  get spec(): LoadedSpec {
    if (this.#spec === undefined) throw new Error('the run state has not been read');
    return this.#spec;
  }

  /** Brings the state up to the log's end (from the start the first time). */
  async read(): Promise<void> {
    const { storage, runId, graph, nodes, engines } = this.#options;
    if (this.#spec === undefined) {
      const spec = await loadSpec(storage, runId, graph);
      checkBindings(spec.plan, nodes, engines);
      this.#spec = spec;
    }
    const spec = this.#spec;
    const from = this.cursor;
    if (from === undefined) {
      this.ledger = new Ledger();
      this.budget = new BudgetTally(this.#options.budget);
      this.engineCalls = new EngineCallOrder();
      this.state = graph.initial({
        graphDefinition: spec.graphDefinition,
        plan: spec.plan,
        resolvedInputs: spec.resolvedInputs,
      });
    }
    const read = await readGraphEvents(storage, this.#artifacts, runId, from);
    if (from === undefined) this.#fromStart = { events: read.events, nextSeq: read.cursor.nextSeq };
    for (const event of read.raw) {
      this.budget.apply(event);
      this.engineCalls.apply(event);
    }
    for (const event of read.events) {
      this.ledger.apply(event);
      this.state = foldEvent(graph, this.state, event);
    }
    this.cursor = read.cursor;
  }

  /** After a failure: the state is read again from the log's start next time. */
  forget(): void {
    this.cursor = undefined;
    this.#fromStart = undefined;
  }

  /**
   * The records the latest read from the start kept, when they reach past `dispatchSeq` (a record
   * before them is not among them); undefined otherwise. Kept until dropFromStart.
   */
  fromStart(dispatchSeq: number): LedgerEvent[] | undefined {
    const fromStart = this.#fromStart;
    return fromStart !== undefined && dispatchSeq < fromStart.nextSeq ? fromStart.events : undefined;
  }

  /**
   * Drops the kept records unless a position they reach past is still open, other than `resuming`:
   * one an earlier process left in flight, whose resume replays them for its rebuild check.
   */
  dropFromStart(resuming?: string): void {
    const kept = this.#fromStart;
    if (kept === undefined) return;
    const needed = this.ledger.open().some((r) => r.dispatchSeq < kept.nextSeq && r.position !== resuming);
    if (!needed) this.#fromStart = undefined;
  }

  /** Folds a record about to be appended into the form's state. */
  fold(record: PendingRecord): void {
    if (!isGraphEvent(record.event.type)) return;
    this.state = foldEvent(this.#options.graph, this.state, {
      type: record.event.type,
      session: record.event.session,
      data: record.foldData ?? record.event.data,
    });
  }

  /** Applies a batch the log just stored (`records` as given to it) to the ledger and the budget. */
  applyAppended(records: readonly PendingRecord[], stored: readonly StoredEvent[], cursor: EventCursor): void {
    stored.forEach((event, index) => {
      this.budget.apply(event, true);
      this.engineCalls.apply(event, true);
      if (!isGraphEvent(event.type)) return;
      this.ledger.apply(
        {
          id: event.id,
          seq: event.seq,
          type: event.type,
          session: event.session,
          data: records[index]!.foldData ?? event.data,
        },
        true,
      );
    });
    this.cursor = cursor;
  }
}
