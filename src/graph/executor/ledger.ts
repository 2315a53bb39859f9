// The executor's own view of the stream: per position, what was dispatched, which attempts
// started, whether it is open, paused or settled; plus dead identities and the dispatch count.
// Built only from stored records through the shared fold (graph/fold), which also feeds status;
// the graph form keeps its own state.
import type { JsonValue } from '../../store/contract.ts';
import type { GraphEvent, PauseInfo } from '../contract.ts';
import { graphEventTypes, identityKey, type PauseKind } from '../events.ts';
import { foldGraphRecord, type PositionFold } from '../fold/reduce.ts';
import type { DispatchedStep, PositionPhase, PositionStep, RunStep } from '../fold/steps.ts';

export interface StartRecord {
  attemptId: string;
  attempt: number;
  retrySafe: boolean;
}

export interface PauseRecord extends PauseInfo {
  pauseKind: PauseKind;
  attemptId: string | undefined;
}

export interface PositionRecord {
  position: string;
  nodeId: string;
  input: JsonValue;
  /** seq of the `graph:node-dispatched` record. */
  dispatchSeq: number;
  attempts: StartRecord[];
  /** The shared phase (graph/fold); `status` is the executor's coarser view of it. */
  state: PositionPhase;
  /** True once an attempt started for the current offer (a resume starts a new offer). */
  startedSinceOffer: boolean;
  status: 'open' | 'paused' | 'completed' | 'failed';
  pause: PauseRecord | undefined;
  /** The pause the latest `node-resumed` resumed, handed to the next attempt's context. */
  resumedFrom: PauseInfo | undefined;
  /** Unsettled when the run's time limit was recorded: stopped there, never resumed or waited for. */
  stoppedAtLimit?: true;
}

/** A stored graph record with its data hydrated (artifact inputs/outputs filled in). */
export interface LedgerEvent extends GraphEvent {
  id: string;
  seq: number;
}

export class Ledger {
  readonly positions = new Map<string, PositionRecord>();
  /** Open and paused positions, kept apart so the per-node questions do not scan every position ever dispatched. */
  #unsettled = new Set<PositionRecord>();
  /** Dispatch order of every position, for answers in that order. */
  #ordinal = new Map<PositionRecord, number>();
  readonly deadKeys = new Set<string>();
  dispatchCount = 0;
  runStarted = false;
  /**
   * Since a `graph:dispatch-limit-reached` record (not set aside by a later reopening): the nodes
   * dispatched after it (each may be, once: the form's cleanup).
   */
  stopped: { nodes: Set<string> } | undefined;
  /** A `graph:time-limit-reached` record was folded (the runner's cleanup after its time limit). */
  timeLimitReached = false;

  /** Records this process built itself are well-formed (`trusted`): they are not validated again. */
  apply(event: LedgerEvent, trusted = false): void {
    foldGraphRecord(this.#fold, event, trusted ? 'trusted' : 'strict');
    if (event.type === graphEventTypes.dispatchLimitReached) this.stopped ??= { nodes: new Set() };
    else if (event.type === graphEventTypes.timeLimitReached) this.#stopAtLimit(event.data);
    else if (event.type === graphEventTypes.runReopened) this.stopped = undefined;
  }

  /**
   * The run's time limit: the positions it names (those unsettled then) were stopped and leave the
   * open and paused sets for good; from here only the form's cleanup is dispatched, each node once.
   */
  #stopAtLimit(data: JsonValue): void {
    this.stopped ??= { nodes: new Set() };
    this.timeLimitReached = true;
    const named = (data as { stopped?: unknown } | null)?.stopped;
    for (const position of Array.isArray(named) ? named : []) {
      const record = typeof position === 'string' ? this.positions.get(position) : undefined;
      if (record === undefined) continue;
      record.stoppedAtLimit = true;
      this.#unsettled.delete(record);
    }
  }

  /** Adds the failed target of a `graph:lane-dead` record to the dead set. */
  noteDead(data: JsonValue, event?: LedgerEvent): void {
    this.apply(event ?? { id: '', seq: -1, type: graphEventTypes.laneDead, session: 0, data });
  }

  get(position: string): PositionRecord | undefined {
    return this.positions.get(position);
  }

  /** Positions dispatched and not settled or paused, in dispatch order. */
  open(): PositionRecord[] {
    return this.#unsettledWith('open');
  }

  paused(): PositionRecord[] {
    return this.#unsettledWith('paused');
  }

  readonly #fold: PositionFold<PositionRecord> = {
    at: (position) => this.positions.get(position),
    dispatch: (step, event) => {
      this.#dispatch(step, event.seq);
    },
    advance: (record, step, _previous, event) => {
      this.#advance(record, step, event.id);
    },
    run: (step) => {
      this.#run(step);
    },
  };

  #dispatch(step: DispatchedStep, seq: number): void {
    const record: PositionRecord = {
      position: step.position,
      nodeId: step.nodeId,
      input: step.input,
      dispatchSeq: seq,
      attempts: [],
      state: 'dispatched',
      startedSinceOffer: false,
      status: 'open',
      pause: undefined,
      resumedFrom: undefined,
    };
    const replaced = this.positions.get(step.position);
    if (replaced !== undefined) this.#unsettled.delete(replaced);
    this.positions.set(step.position, record);
    this.#ordinal.set(record, this.#ordinal.size);
    this.#unsettled.add(record);
    this.dispatchCount += 1;
    this.stopped?.nodes.add(step.nodeId);
  }

  /** The executor's fields of each step; the phase has already moved. */
  #advance(record: PositionRecord, step: Exclude<PositionStep, DispatchedStep>, eventId: string): void {
    this.#setStatus(record);
    switch (step.kind) {
      case 'started':
        record.attempts.push({ attemptId: step.attemptId, attempt: step.attempt, retrySafe: step.retrySafe });
        record.startedSinceOffer = true;
        return;
      case 'paused':
        record.pause = {
          pauseEventId: eventId,
          reason: step.reason,
          request: step.request,
          pauseKind: step.pauseKind,
          attemptId: step.attemptId,
        };
        return;
      case 'resumed': {
        const { pause } = record;
        // A crash resume (no pause) keeps the pause an earlier resume reopened, with its answer.
        record.resumedFrom =
          pause === undefined
            ? record.resumedFrom
            : {
                pauseEventId: pause.pauseEventId,
                reason: pause.reason,
                request: pause.request,
                ...(step.answer === null ? {} : { answer: step.answer }),
              };
        record.pause = undefined;
        record.startedSinceOffer = false;
        return;
      }
      default:
        return;
    }
  }

  #run(step: RunStep): void {
    if (step.kind === 'run-started') this.runStarted = true;
    // Only the target that failed is dead: the identity the tool reported may be another lane's
    // healthy target (a CLI's alias resolves to the model an API engine also serves).
    else this.deadKeys.add(identityKey(step.target ?? step.selected));
  }

  #unsettledWith(status: 'open' | 'paused'): PositionRecord[] {
    const found: PositionRecord[] = [];
    for (const record of this.#unsettled) if (record.status === status) found.push(record);
    if (found.length > 1) found.sort((a, b) => this.#ordinal.get(a)! - this.#ordinal.get(b)!);
    return found;
  }

  /** The executor's status from the shared phase: offered or running is open; a skip is a completion. */
  #setStatus(record: PositionRecord): void {
    record.status = statusOf(record.state);
    if ((record.status === 'open' || record.status === 'paused') && record.stoppedAtLimit !== true)
      this.#unsettled.add(record);
    else this.#unsettled.delete(record);
  }
}

function statusOf(phase: PositionPhase): PositionRecord['status'] {
  if (phase === 'dispatched' || phase === 'running') return 'open';
  if (phase === 'skipped') return 'completed';
  return phase;
}
