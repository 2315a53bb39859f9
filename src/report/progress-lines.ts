// What a person watching a run live reads: one line per event that changes what they would do or
// expect (a node running, done, failed, paused, waiting out a retry's backoff or for its budget
// turn; the watchdog's crashes and restarts; how the session ended). The CLI prints these above
// its status line and the Action writes them to the step log, so both read the same. Untrusted
// text (messages, reasons, positions) is one line, its control characters shown, and cut.
import type { UsageReceipt } from '../engine/contract.ts';
import {
  budgetTurnWaitingType,
  engineCompletedSchema,
  engineEventTypes as E,
  engineFailedSchema,
  engineStartedSchema,
  graphEventTypes as G,
  inputNotBefore,
  parseDagPosition,
} from '../graph/index.ts';
import { runnerEventTypes as T, type SupervisedRunEvent } from '../runner/index.ts';
import { oneLine } from './escape.ts';
import { formatCount } from './format.ts';
import {
  budgetTurnTakenLine,
  budgetTurnWaitLine,
  clockTime,
  duration,
  fieldsOf,
  numberOf,
  pausedText,
  row,
  settlementLine,
  textOf,
  type Fields,
} from './progress-words.ts';
import { describeBackoff, describeWorkerExit } from './worker-exit.ts';

/** How many nodes are in each state, as far as the lines so far tell. */
export interface ProgressCounts {
  completed: number;
  running: number;
  failed: number;
  paused: number;
}

export interface ProgressLinesOptions {
  /** Also a line for the record that settles the session (the CLI says its own outcome instead). */
  settlements?: boolean;
}

interface Tokens {
  input: number;
  output: number;
  measured: number;
  unmeasured: number;
}

export class ProgressLines {
  readonly #settlements: boolean;
  readonly #calls = new Map<string, string>();
  readonly #tokens = new Map<string, Tokens>();
  readonly #running = new Set<string>();
  /**
   * Nodes (positions, outside the DAG form) whose latest line says failed, with when: a later
   * dispatch takes it back, and its retry's wait is said from the failure (its backoff).
   */
  readonly #failed = new Map<string, number>();
  /** Positions whose engine call waits for its turn under a hard budget: since when, after whom. */
  readonly #turnWaits = new Map<string, { since: number; after: readonly string[] }>();
  /**
   * Each position's latest engine call, numbered in the order the calls started: calls under the
   * same hard budget start one after another, so of the positions a call waited after, the one
   * whose call started last is the one whose call it waited to end.
   */
  readonly #callStarts = new Map<string, number>();
  #startedCalls = 0;
  #completed = 0;
  #paused = 0;

  constructor(options: ProgressLinesOptions = {}) {
    this.#settlements = options.settlements === true;
  }

  get counts(): ProgressCounts {
    return {
      completed: this.#completed,
      running: this.#running.size,
      failed: this.#failed.size,
      paused: this.#paused,
    };
  }

  /** The event's line, or undefined for one a person need not see (it may still count). */
  describe({ log, event }: SupervisedRunEvent): string | undefined {
    const data = fieldsOf(event.data);
    if (log === 'graph') return this.#graphLine(event.type, data, event.at);
    return this.#runnerLine(event.type, data);
  }

  #graphLine(type: string, data: Fields, at: string): string | undefined {
    const position = textOf(data, 'position') ?? '';
    // A wait for a budget turn ends with the call's start, or with the attempt's end (a pause, an abort).
    if (type === G.nodeCompleted || type === G.nodeFailed || type === G.nodePaused) this.#turnWaits.delete(position);
    switch (type) {
      case G.nodeDispatched:
        return this.#dispatchLines(data, at);
      case G.attemptStarted: {
        this.#running.add(position);
        const attempt = numberOf(fieldsOf(data.identity), 'attempt') ?? 1;
        return row(position, 'running', attempt > 1 ? [`attempt ${attempt}`] : []);
      }
      case G.nodeCompleted:
        return this.#completedRow(position, data);
      case G.nodeFailed: {
        this.#running.delete(position);
        this.#failed.set(parseDagPosition(position)?.nodeId ?? position, Date.parse(textOf(data, 'failedAt') ?? at));
        return row(position, 'failed', [
          duration(numberOf(data, 'durationMs')).padEnd(8),
          oneLine(`${textOf(data, 'code') ?? ''}: ${textOf(data, 'message') ?? ''}`, 200),
        ]);
      }
      case G.nodePaused:
        this.#running.delete(position);
        this.#paused += 1;
        return row(position, 'paused', [oneLine(pausedText(data), 200)]);
      case G.nodeResumed: {
        this.#paused = Math.max(0, this.#paused - 1);
        const answeredBy = textOf(fieldsOf(data.answer), 'answeredBy');
        return row(position, 'resumed', answeredBy === undefined ? [] : [`answered by ${oneLine(answeredBy, 100)}`]);
      }
      case G.nodeReconciled:
        return row(position, 'decided', [
          oneLine(`${textOf(data, 'decision') ?? ''} by ${textOf(data, 'decidedBy') ?? ''}`, 200),
        ]);
      case G.dispatchLimitReached: {
        const limit = numberOf(data, 'maxDispatches');
        const code = oneLine(textOf(data, 'code') ?? 'BUDGET_STOP', 40);
        return `  max-dispatches${limit === undefined ? '' : ` (${limit})`} reached: no new node starts; the finally nodes run once, then the run fails ${code}`;
      }
      case G.laneDead:
        return `  lane ${oneLine(textOf(data, 'lane') ?? '', 60)} is dead (${oneLine(textOf(data, 'kind') ?? '', 40)}): ${oneLine(textOf(data, 'message') ?? '', 200)}`;
      case budgetTurnWaitingType:
        return this.#turnWaitLine(data, at);
      case E.started:
      case E.completed:
      case E.failed:
        this.#tallyEngineCall(type, data);
        return type === E.started ? this.#callStartedLine(position, at) : undefined;
      default:
        return undefined;
    }
  }

  /**
   * A dispatch is a line only when its position waits before it starts (a retry's backoff: the
   * dispatch records the time). Dispatching a node again takes back its failed count: it is retried.
   */
  #dispatchLines(data: Fields, at: string): string | undefined {
    const dispatches = Array.isArray(data.dispatches) ? data.dispatches : [];
    const lines: string[] = [];
    for (const entry of dispatches) {
      const fields = fieldsOf(entry);
      const position = textOf(fields, 'position');
      if (position === undefined) continue;
      const dag = parseDagPosition(position);
      const node = dag?.nodeId ?? position;
      const failedAt = this.#failed.get(node);
      this.#failed.delete(node);
      const notBefore = inputNotBefore(fields.input ?? null);
      // Said only while there is a wait left when the dispatch is recorded (a dispatch after a
      // restart may come past its time); its length is the backoff, from the failure when seen.
      const dispatchedAt = Date.parse(at);
      if (notBefore === undefined || !(notBefore > dispatchedAt)) continue;
      const wait = notBefore - (failedAt !== undefined && failedAt <= dispatchedAt ? failedAt : dispatchedAt);
      const what = dag !== undefined && dag.n > 1 ? 'retry' : 'starts';
      lines.push(row(position, 'waiting', [`${what} in ${duration(wait)} (not before ${clockTime(notBefore)})`]));
    }
    return lines.length === 0 ? undefined : lines.join('\n');
  }

  /** A node whose engine call waits for another call counted by the same hard budget to end. */
  #turnWaitLine(data: Fields, at: string): string | undefined {
    const wait = budgetTurnWaitLine(data);
    if (wait === undefined) return undefined;
    this.#turnWaits.set(wait.position, { since: Date.parse(at), after: wait.after });
    return wait.line;
  }

  /** An engine call starts: a line only for a node that waited for its budget turn (its turn came). */
  #callStartedLine(position: string, at: string): string | undefined {
    const wait = this.#turnWaits.get(position);
    const previous = wait === undefined ? undefined : this.#latestCallOf(wait.after);
    this.#startedCalls += 1;
    this.#callStarts.set(position, this.#startedCalls);
    if (wait === undefined) return undefined;
    this.#turnWaits.delete(position);
    return budgetTurnTakenLine(position, Date.parse(at) - wait.since, previous);
  }

  /** Of `positions`, the one whose engine call started last (undefined when none has started one). */
  #latestCallOf(positions: readonly string[]): string | undefined {
    let latest: { position: string; order: number } | undefined;
    for (const position of positions) {
      const order = this.#callStarts.get(position);
      if (order !== undefined && (latest === undefined || order > latest.order)) latest = { position, order };
    }
    return latest?.position;
  }

  /** A skipped node shows why; a completed one its duration, tokens and whether it was reconciled. */
  #completedRow(position: string, data: Fields): string {
    this.#running.delete(position);
    this.#completed += 1;
    const skipped = data.skipped;
    if (skipped !== undefined && skipped !== null)
      return row(position, 'skipped', [oneLine(textOf(fieldsOf(skipped), 'reason') ?? '', 200)]);
    const reconciled = data.reconciled === true ? ['(reconciled)'] : [];
    const tokens = this.#tokensOf(position);
    return row(position, 'completed', [
      duration(numberOf(data, 'durationMs')).padEnd(8),
      ...(tokens === undefined ? [] : [tokens]),
      ...reconciled,
    ]);
  }

  #tokensOf(position: string): string | undefined {
    const tokens = this.#tokens.get(position);
    if (tokens === undefined) return undefined;
    // As the run's usage says it: no measured call is "unknown", never 0; some are lower bounds (≥).
    if (tokens.measured === 0) return 'tokens unknown';
    if (tokens.unmeasured === 0) return `tokens ${formatCount(tokens.input)} in / ${formatCount(tokens.output)} out`;
    return `tokens ≥ ${formatCount(tokens.input)} in / ≥ ${formatCount(tokens.output)} out (+${formatCount(tokens.unmeasured)} unmeasured)`;
  }

  /** Remembers which position an engine call runs for, and adds its usage there when it ends. */
  #tallyEngineCall(type: string, data: Fields): void {
    if (type === E.started) {
      const started = engineStartedSchema().safeParse(data);
      if (started.success) this.#calls.set(started.data.callId, started.data.position);
      return;
    }
    const ended = (type === E.completed ? engineCompletedSchema() : engineFailedSchema()).safeParse(data);
    if (ended.success) this.#count(ended.data.callId, ended.data.usage);
  }

  /** Adds one engine call's receipt to its position (a call without one is unmeasured). */
  #count(callId: string, usage: UsageReceipt | undefined): void {
    const at = this.#calls.get(callId);
    if (at === undefined) return;
    const tokens = this.#tokens.get(at) ?? { input: 0, output: 0, measured: 0, unmeasured: 0 };
    if (usage?.measured === true) {
      tokens.measured += 1;
      tokens.input += usage.inputTokens ?? 0;
      tokens.output += usage.outputTokens ?? 0;
    } else tokens.unmeasured += 1;
    this.#tokens.set(at, tokens);
  }

  /** A watchdog record's line: its crashes, restarts and takeovers, and with `settlements` how it ended. */
  #runnerLine(type: string, data: Fields): string | undefined {
    switch (type) {
      case T.workerCrashed:
        return `  watchdog: ${describeWorkerExit(data)}`;
      case T.backoff:
        return `  watchdog: ${describeBackoff(data)}`;
      case T.adopted:
        return `  watchdog: continuing the run (it was ${oneLine(textOf(data, 'from') ?? 'interrupted', 40)})`;
      case T.resumeRefused:
        return `  watchdog: resume refused (${oneLine(textOf(data, 'code') ?? '', 60)}): ${oneLine(textOf(data, 'reason') ?? '', 300)}`;
      default:
        return this.#settlements ? settlementLine(type, data) : undefined;
    }
  }
}
