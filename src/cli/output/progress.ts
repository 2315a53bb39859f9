// Progress while a run is live: one line per node event (position, phase, duration, tokens) and,
// on a terminal outside CI, one status line redrawn in place. Nothing is redrawn otherwise.
import {
  engineCompletedSchema,
  engineEventTypes as E,
  engineFailedSchema,
  engineStartedSchema,
  graphEventTypes as G,
} from '../../graph/index.ts';
import type { UsageReceipt } from '../../engine/contract.ts';
import { describeBackoff, describeWorkerExit } from '../../report/index.ts';
import { runnerEventTypes as T } from '../../runner/index.ts';
import type { SupervisedRunEvent } from '../../runner/index.ts';
import type { JsonValue } from '../../store/contract.ts';
import { canAnimate, type CliIo } from '../io.ts';
import { formatCount, formatDuration, plain } from './format.ts';

interface Tokens {
  input: number;
  output: number;
  unmeasured: number;
}

const field = (data: JsonValue, key: string): JsonValue | undefined =>
  typeof data === 'object' && data !== null && !Array.isArray(data) ? data[key] : undefined;
const text = (data: JsonValue, key: string): string | undefined => {
  const value = field(data, key);
  return typeof value === 'string' ? value : undefined;
};
const num = (data: JsonValue, key: string): number | undefined => {
  const value = field(data, key);
  return typeof value === 'number' ? value : undefined;
};

export class Progress {
  readonly #io: CliIo;
  readonly #animate: boolean;
  readonly #started = Date.now();
  readonly #calls = new Map<string, string>();
  readonly #tokens = new Map<string, Tokens>();
  readonly #running = new Set<string>();
  #completed = 0;
  #failed = 0;
  #paused = 0;
  #timer: NodeJS.Timeout | undefined;
  #drawn = false;

  constructor(io: CliIo) {
    this.#io = io;
    this.#animate = canAnimate(io);
    if (this.#animate) {
      this.#timer = setInterval(() => this.#draw(), 500);
      this.#timer.unref();
    }
  }

  readonly onEvent = (event: SupervisedRunEvent): void => {
    const line = this.#describe(event);
    if (line !== undefined) this.note(line);
    else this.#draw();
  };

  /** Prints a line above the status line. */
  note(line: string): void {
    this.#clear();
    this.#io.stdout.write(`${line}\n`);
    this.#draw();
  }

  finish(): void {
    clearInterval(this.#timer);
    this.#clear();
  }

  #row(position: string, phase: string, rest: string[] = []): string {
    return `  ${[plain(position, 60).padEnd(26), phase.padEnd(10), ...rest].join(' ')}`.trimEnd();
  }

  #tokensOf(position: string): string | undefined {
    const tokens = this.#tokens.get(position);
    if (tokens === undefined) return undefined;
    const measured = `tokens ${formatCount(tokens.input)} in / ${formatCount(tokens.output)} out`;
    return tokens.unmeasured > 0 ? `${measured} (+${tokens.unmeasured} unmeasured)` : measured;
  }

  #describe({ log, event }: SupervisedRunEvent): string | undefined {
    const data = event.data;
    const position = text(data, 'position') ?? '';
    if (log === 'graph') return this.#describeGraph(event.type, data, position);
    return watchdogLine(event.type, data);
  }

  /** A graph event's line, counting it in the status line; engine calls only tally tokens. */
  #describeGraph(type: string, data: JsonValue, position: string): string | undefined {
    switch (type) {
      case G.attemptStarted: {
        this.#running.add(position);
        const attempt = num(field(data, 'identity') ?? null, 'attempt') ?? 1;
        return this.#row(position, 'running', attempt > 1 ? [`attempt ${attempt}`] : []);
      }
      case G.nodeCompleted:
        return this.#completedRow(position, data);
      case G.nodeFailed:
        this.#running.delete(position);
        this.#failed += 1;
        return this.#row(position, 'failed', [
          formatDuration(num(data, 'durationMs')).padEnd(8),
          plain(`${text(data, 'code') ?? ''}: ${text(data, 'message') ?? ''}`, 200),
        ]);
      case G.nodePaused:
        this.#running.delete(position);
        this.#paused += 1;
        return this.#row(position, 'paused', [
          plain(`${text(data, 'pauseKind') ?? ''}: ${text(data, 'reason') ?? ''}`, 200),
        ]);
      case G.nodeResumed:
        return this.#row(position, 'resumed');
      case G.nodeReconciled:
        return this.#row(position, 'decided', [
          plain(`${text(data, 'decision') ?? ''} by ${text(data, 'decidedBy') ?? ''}`, 200),
        ]);
      case G.laneDead:
        return `  lane ${plain(text(data, 'lane') ?? '', 60)} is dead (${text(data, 'kind') ?? ''}): ${plain(text(data, 'message') ?? '', 200)}`;
      case E.started:
      case E.completed:
      case E.failed:
        this.#tallyEngineCall(type, data);
        return undefined;
      default:
        return undefined;
    }
  }

  /** A skipped node shows why; a completed one its duration, tokens and whether it was reconciled. */
  #completedRow(position: string, data: JsonValue): string {
    this.#running.delete(position);
    this.#completed += 1;
    const skipped = field(data, 'skipped');
    if (skipped !== undefined && skipped !== null)
      return this.#row(position, 'skipped', [plain(text(skipped, 'reason') ?? '', 200)]);
    const reconciled = field(data, 'reconciled') === true ? ['(reconciled)'] : [];
    return this.#row(
      position,
      'completed',
      [formatDuration(num(data, 'durationMs')).padEnd(8), this.#tokensOf(position) ?? '', ...reconciled].filter(
        (part) => part !== '',
      ),
    );
  }

  /** Remembers which position an engine call runs for, and adds its usage there when it ends. */
  #tallyEngineCall(type: string, data: JsonValue): void {
    switch (type) {
      case E.started: {
        const started = engineStartedSchema().safeParse(data);
        if (started.success) this.#calls.set(started.data.callId, started.data.position);
        return;
      }
      case E.completed: {
        const completed = engineCompletedSchema().safeParse(data);
        if (completed.success) this.#count(completed.data.callId, completed.data.usage);
        return;
      }
      case E.failed: {
        const failed = engineFailedSchema().safeParse(data);
        if (failed.success) this.#count(failed.data.callId, failed.data.usage);
        return;
      }
    }
  }

  /** Adds one engine call's receipt to its position (a call without one is unmeasured). */
  #count(callId: string, usage: UsageReceipt | undefined): void {
    const at = this.#calls.get(callId);
    if (at === undefined) return;
    const tokens = this.#tokens.get(at) ?? { input: 0, output: 0, unmeasured: 0 };
    if (usage?.measured === true) {
      tokens.input += usage.inputTokens ?? 0;
      tokens.output += usage.outputTokens ?? 0;
    } else tokens.unmeasured += 1;
    this.#tokens.set(at, tokens);
  }

  #clear(): void {
    if (!this.#drawn) return;
    this.#io.stdout.write('\r\x1b[K');
    this.#drawn = false;
  }

  #draw(): void {
    if (!this.#animate) return;
    const parts = [`${this.#completed} completed`, `${this.#running.size} running`];
    if (this.#failed > 0) parts.push(`${this.#failed} failed`);
    if (this.#paused > 0) parts.push(`${this.#paused} paused`);
    this.#io.stdout.write(`\r\x1b[K  … ${parts.join(', ')} · ${formatDuration(Date.now() - this.#started)}`);
    this.#drawn = true;
  }
}

/** A watchdog (runner) event's line; the others print nothing. */
function watchdogLine(type: string, data: JsonValue): string | undefined {
  switch (type) {
    case T.workerCrashed:
      return `  watchdog: ${describeWorkerExit(data)}`;
    case T.backoff:
      return `  watchdog: ${describeBackoff(data)}`;
    case T.adopted:
      return `  watchdog: continuing the run (it was ${text(data, 'from') ?? 'interrupted'})`;
    case T.resumeRefused:
      return `  watchdog: resume refused (${text(data, 'code') ?? ''}): ${plain(text(data, 'reason') ?? '', 300)}`;
    default:
      return undefined;
  }
}
