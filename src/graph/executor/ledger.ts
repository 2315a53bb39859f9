// The executor's own view of the stream: per position, what was dispatched, which attempts
// started, whether it is open, paused or settled; plus dead identities and the dispatch count.
// Built only from stored records (the graph form keeps its own state).
import type { z } from 'zod';
import type { JsonValue } from '../../store/contract.ts';
import type { GraphEvent, PauseInfo } from '../contract.ts';
import { GraphError } from '../errors.ts';
import {
  attemptStartedSchema,
  graphEventTypes,
  identityKey,
  laneDeadSchema,
  nodeCompletedSchema,
  nodeDispatchedSchema,
  nodeFailedSchema,
  nodePausedSchema,
  nodeResumedSchema,
  type PauseKind,
} from '../events.ts';

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
  /** True once an attempt started for the current offer (a resume starts a new offer). */
  startedSinceOffer: boolean;
  status: 'open' | 'paused' | 'completed' | 'failed';
  pause: PauseRecord | undefined;
  /** The pause the latest `node-resumed` resumed, handed to the next attempt's context. */
  resumedFrom: PauseInfo | undefined;
}

/** A stored graph record with its data hydrated (artifact inputs/outputs filled in). */
export interface LedgerEvent extends GraphEvent {
  id: string;
  seq: number;
}

export class Ledger {
  /** Records this process built itself are well-formed: skip re-validating them. */
  #trusted = false;
  readonly positions = new Map<string, PositionRecord>();
  /** Open and paused positions, kept apart so the per-node questions do not scan every position ever dispatched. */
  #unsettled = new Set<PositionRecord>();
  /** Dispatch order of every position, for answers in that order. */
  #ordinal = new Map<PositionRecord, number>();
  readonly deadKeys = new Set<string>();
  dispatchCount = 0;
  runStarted = false;

  apply(event: LedgerEvent, trusted = false): void {
    this.#trusted = trusted;
    switch (event.type) {
      case graphEventTypes.runStarted:
        this.runStarted = true;
        return;
      case graphEventTypes.nodeDispatched: {
        for (const entry of this.#parse(nodeDispatchedSchema, event).dispatches) {
          const input = 'input' in entry ? entry.input : null;
          const record: PositionRecord = {
            position: entry.position,
            nodeId: entry.nodeId,
            input,
            dispatchSeq: event.seq,
            attempts: [],
            startedSinceOffer: false,
            status: 'open',
            pause: undefined,
            resumedFrom: undefined,
          };
          const replaced = this.positions.get(entry.position);
          if (replaced !== undefined) this.#unsettled.delete(replaced);
          this.positions.set(entry.position, record);
          this.#ordinal.set(record, this.#ordinal.size);
          this.#unsettled.add(record);
          this.dispatchCount += 1;
        }
        return;
      }
      case graphEventTypes.attemptStarted: {
        const data = this.#parse(attemptStartedSchema, event);
        const record = this.at(data.position, event);
        record.attempts.push({
          attemptId: data.identity.attemptId,
          attempt: data.identity.attempt,
          retrySafe: data.retrySafe,
        });
        record.startedSinceOffer = true;
        this.#setStatus(record, 'open');
        return;
      }
      case graphEventTypes.nodeCompleted:
        this.#setStatus(this.at(this.#parse(nodeCompletedSchema, event).position, event), 'completed');
        return;
      case graphEventTypes.nodeFailed:
        this.#setStatus(this.at(this.#parse(nodeFailedSchema, event).position, event), 'failed');
        return;
      case graphEventTypes.nodePaused: {
        const data = this.#parse(nodePausedSchema, event);
        const record = this.at(data.position, event);
        this.#setStatus(record, 'paused');
        record.pause = {
          pauseEventId: event.id,
          reason: data.reason,
          request: data.request,
          pauseKind: data.pauseKind,
          attemptId: data.attemptId,
        };
        return;
      }
      case graphEventTypes.nodeResumed: {
        const data = this.#parse(nodeResumedSchema, event);
        const record = this.at(data.position, event);
        const { pause } = record;
        // A crash resume (no pause) keeps the pause an earlier resume reopened, with its answer.
        record.resumedFrom =
          pause === undefined
            ? record.resumedFrom
            : {
                pauseEventId: pause.pauseEventId,
                reason: pause.reason,
                request: pause.request,
                ...(data.answer === undefined ? {} : { answer: data.answer }),
              };
        record.pause = undefined;
        this.#setStatus(record, 'open');
        record.startedSinceOffer = false;
        return;
      }
      case graphEventTypes.laneDead:
        this.noteDead(event.data, event);
        return;
      default:
        return;
    }
  }

  /** Adds the selected and reported identities of a `graph:lane-dead` record to the dead set. */
  noteDead(data: JsonValue, event?: LedgerEvent): void {
    const parsed = parse(
      laneDeadSchema,
      event ?? { id: '', seq: -1, type: graphEventTypes.laneDead, session: 0, data },
    );
    this.deadKeys.add(identityKey(parsed.selected));
    this.deadKeys.add(identityKey(parsed.reported));
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

  #unsettledWith(status: 'open' | 'paused'): PositionRecord[] {
    const found: PositionRecord[] = [];
    for (const record of this.#unsettled) if (record.status === status) found.push(record);
    if (found.length > 1) found.sort((a, b) => this.#ordinal.get(a)! - this.#ordinal.get(b)!);
    return found;
  }

  #setStatus(record: PositionRecord, status: PositionRecord['status']): void {
    record.status = status;
    if (status === 'open' || status === 'paused') this.#unsettled.add(record);
    else this.#unsettled.delete(record);
  }

  #parse<T extends z.ZodType>(schema: T, event: LedgerEvent): z.infer<T> {
    return this.#trusted ? (event.data as z.infer<T>) : parse(schema, event);
  }

  private at(position: string, event: LedgerEvent): PositionRecord {
    const record = this.positions.get(position);
    if (record === undefined) {
      throw new GraphError(
        'PROTOCOL',
        `graph log record ${event.seq} (${event.type}) names position "${position}", which was never dispatched`,
      );
    }
    return record;
  }
}

function parse<T extends z.ZodType>(schema: T, event: LedgerEvent): z.infer<T> {
  const parsed = schema.safeParse(event.data);
  if (!parsed.success) {
    throw new GraphError(
      'PROTOCOL',
      `graph log record ${event.seq} (${event.type}) is malformed: ${parsed.error.issues[0]?.message ?? 'invalid'}`,
    );
  }
  return parsed.data;
}
