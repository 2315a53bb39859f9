// Progress lines from a run's graph records that no live event of this process says: a retry that
// waits out its backoff (the dispatch was recorded before a resume or `status --watch` began), a
// review loop's send-back, and (for `status --watch`) a node waiting for its budget turn. Written
// as the report's progress lines are (position and phase in columns); every value a node or the
// graph gives is one plain line.
import {
  budgetTurnWaitingType,
  engineEventTypes as E,
  graphEventTypes as G,
  inputNotBefore,
  nodeSentBackSchema,
  parseDagPosition,
  reviewEventTypes as R,
} from '../../graph/index.ts';
import { budgetTurnWaitLine } from '../../report/index.ts';
import type { SupervisedRunStatus } from '../../runner/index.ts';
import type { JsonValue, RunStorage, StoredEvent } from '../../store/contract.ts';
import { formatDuration, plain } from './format.ts';

const fieldsOf = (data: JsonValue | undefined): Record<string, JsonValue> =>
  typeof data === 'object' && data !== null && !Array.isArray(data) ? data : {};

/** `11:00:52 UTC`, or the date too when it is not today's (by UTC). */
function clockTime(at: number): string {
  const iso = new Date(at).toISOString();
  const today = new Date().toISOString().slice(0, 10);
  return `${iso.slice(0, 10) === today ? '' : `${iso.slice(0, 10)} `}${iso.slice(11, 19)} UTC`;
}

/** `  dag/a/2                    waiting    retry in 4.2 s (not before 11:00:52 UTC)`: the time left from `now`. */
export function waitingLine(position: string, notBefore: number, now: number): string {
  const dag = parseDagPosition(position);
  const what = dag !== undefined && dag.n > 1 ? 'retry' : 'starts';
  const rest = `${what} in ${formatDuration(notBefore - now)} (not before ${clockTime(notBefore)})`;
  return `  ${plain(position, 60).padEnd(26)} ${'waiting'.padEnd(10)} ${rest}`;
}

/** `  check sent draft back (round 2 of 3): <the first finding's first line> (+1 more finding)`. */
export function sendBackLine(event: StoredEvent): string | undefined {
  if (event.type !== R.sentBack) return undefined;
  const parsed = nodeSentBackSchema().safeParse(event.data);
  if (!parsed.success) return undefined;
  const { reviewer, target, round, limit, findings } = parsed.data;
  const sent = `  ${plain(reviewer, 60)} sent ${plain(target, 60)} back (round ${round} of ${limit})`;
  const first = findings[0];
  if (first === undefined) return sent;
  const more = findings.length - 1;
  const rest = more === 0 ? '' : ` (+${more} more finding${more === 1 ? '' : 's'})`;
  return `${sent}: ${plain(first.message.split(/\r\n|\r|\n/, 1)[0] ?? '', 200)}${rest}`;
}

/** Records that end a position's wait: its attempt started, or it settled without one. */
const waitEnders: ReadonlySet<string> = new Set([G.attemptStarted, G.nodeCompleted, G.nodeFailed, G.nodePaused]);

/** Records that end a wait for a budget turn: its call started, or its attempt ended (or began again). */
const turnEnders: ReadonlySet<string> = new Set([...waitEnders, E.started]);

/**
 * Folds graph records as they are read; says each wait still ahead once, each send-back read, and
 * each wait for a budget turn (in the report's words: the live progress lines say it the same).
 */
export class RecordLines {
  /** Dispatched positions whose input has a notBefore, until their wait ends. */
  readonly #waits = new Map<string, number>();
  readonly #said = new Set<string>();
  /** Positions whose engine call waits for its budget turn, with the line that says so, until it ends. */
  readonly #turnWaits = new Map<string, string>();

  /**
   * Folds `events`; returns their send-back and budget-turn lines. `fresh: false` (records read from
   * before, e.g. a watch's first read): no send-back, and only the budget-turn waits still open.
   */
  fold(events: readonly StoredEvent[], options: { fresh: boolean }): string[] {
    const lines: string[] = [];
    for (const event of events) {
      if (turnEnders.has(event.type)) {
        const position = fieldsOf(event.data).position;
        if (typeof position === 'string') this.#turnWaits.delete(position);
      }
      if (event.type === budgetTurnWaitingType) {
        const wait = budgetTurnWaitLine(event.data);
        if (wait !== undefined) this.#turnWaits.set(wait.position, wait.line);
        if (wait !== undefined && options.fresh) lines.push(wait.line);
      } else if (event.type === G.nodeDispatched) {
        // Read as the progress lines read it: parsing every entry's input whole is the ledger's work.
        const dispatches = fieldsOf(event.data).dispatches;
        for (const entry of Array.isArray(dispatches) ? dispatches : []) {
          const fields = fieldsOf(entry);
          const notBefore = inputNotBefore(fields.input ?? null);
          if (typeof fields.position === 'string' && notBefore !== undefined)
            this.#waits.set(fields.position, notBefore);
        }
      } else if (waitEnders.has(event.type)) {
        const position = fieldsOf(event.data).position;
        if (typeof position === 'string') this.#waits.delete(position);
      } else if (options.fresh) {
        const line = sendBackLine(event);
        if (line !== undefined) lines.push(line);
      }
    }
    return options.fresh ? lines : [...this.#turnWaits.values()];
  }

  /** A line for each wait not said yet that is still ahead at `now`. */
  waits(now: number): string[] {
    const lines: string[] = [];
    for (const [position, notBefore] of this.#waits) {
      if (this.#said.has(position) || notBefore <= now) continue;
      this.#said.add(position);
      lines.push(waitingLine(position, notBefore, now));
    }
    return lines;
  }
}

/** A run with a position dispatched but not started: its records folded, for a retry's backoff they hold. */
export async function recordedWaits(
  storage: RunStorage,
  runId: string,
  status: SupervisedRunStatus,
): Promise<RecordLines | undefined> {
  if (!status.nodes.some((node) => node.state === 'dispatched')) return undefined;
  const recorded = new RecordLines();
  recorded.fold((await storage.readEvents(runId, 'graph')).events, { fresh: false });
  return recorded;
}
