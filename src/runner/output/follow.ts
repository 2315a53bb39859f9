// Follows the live output of a run's attempts as it lands in the store: new head lines are read
// from where the last poll stopped, a replaced tail file is re-read and only lines not yet shown are
// passed on (a gap becomes one `cut` line). The watchdog streams with it (onOutput); the CLI's
// `logs --follow` too. Lines of one attempt arrive in order; the lines a poll reads from several
// attempts are passed on in the order they were written (the attempt's start plus the line's `ms`),
// so a poll that holds the output of attempts that ran one after the other keeps them in that order.
import { graphEventTypes } from '../../graph/index.ts';
import type { RunStorage, StoredEvent } from '../../store/contract.ts';
import { listAttemptLogs, readAttemptLog } from '../../store/index.ts';
import { cutMarker, parseAttemptLog, type AttemptHeader } from './format.ts';

export interface FollowedLine {
  attemptId: string;
  position: string;
  nodeId: string;
  attempt: number;
  /** `cut`: lines the kept log dropped before they could be shown (the text says how many). */
  stream: 'stdout' | 'stderr' | 'cut';
  text: string;
}

interface Followed {
  headOffset: number;
  header: AttemptHeader | undefined;
  /** The header's startedAt in ms since the epoch (0 when unreadable). */
  startedMs: number;
  shown: number;
  tailSignature: string | undefined;
}

/** A line read, with when it was written (ms since the epoch). */
interface TimedLine {
  at: number;
  line: FollowedLine;
}

export interface OutputFollowerOptions {
  intervalMs?: number;
  /** Also show attempts whose logs exist already (default: only attempts that start from now on). */
  fromStart?: boolean;
}

export class OutputFollower {
  readonly #storage: RunStorage;
  readonly #runId: string;
  readonly #onLines: (lines: FollowedLine[]) => void;
  readonly #intervalMs: number;
  readonly #fromStart: boolean;
  readonly #attempts = new Map<string, Followed | 'skip'>();
  #timer: NodeJS.Timeout | undefined;
  #polling: Promise<void> = Promise.resolve();
  #stopped = false;

  constructor(
    storage: RunStorage,
    runId: string,
    onLines: (lines: FollowedLine[]) => void,
    options: OutputFollowerOptions = {},
  ) {
    this.#storage = storage;
    this.#runId = runId;
    this.#onLines = onLines;
    this.#intervalMs = options.intervalMs ?? 200;
    this.#fromStart = options.fromStart === true;
  }

  /** Notes which attempts already have logs (not shown unless fromStart) and starts polling. */
  async start(): Promise<void> {
    if (!this.#fromStart) for (const id of await this.#list()) this.#attempts.set(id, 'skip');
    this.#schedule();
  }

  /** One poll now (after any running one). */
  poll(): Promise<void> {
    this.#polling = this.#polling.then(() => this.#pollOnce()).catch(() => undefined);
    return this.#polling;
  }

  /** Stops reading these attempts (they ended, and every line they printed was passed on). */
  forget(attemptIds: readonly string[]): void {
    for (const id of attemptIds) this.#attempts.set(id, 'skip');
  }

  /** Stops polling after a last poll, so every line written before the call is passed on. */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    await this.poll();
  }

  #schedule(): void {
    if (this.#stopped) return;
    this.#timer = setTimeout(() => {
      void this.poll().then(() => this.#schedule());
    }, this.#intervalMs);
    this.#timer.unref();
  }

  async #list(): Promise<string[]> {
    return listAttemptLogs(this.#storage, this.#runId).catch(() => []);
  }

  async #pollOnce(): Promise<void> {
    const read: Array<{ id: string; state: Followed; lines: TimedLine[] }> = [];
    for (const id of await this.#list()) {
      let state = this.#attempts.get(id);
      if (state === 'skip') continue;
      if (state === undefined) {
        state = { headOffset: 0, header: undefined, startedMs: 0, shown: 0, tailSignature: undefined };
        this.#attempts.set(id, state);
      }
      read.push({ id, state, lines: [] });
    }
    // The latest attempts are read first: a line an earlier attempt wrote before a later one's is
    // then on disk when the earlier one is read, so both come in this poll, in their order.
    const order = [...read].sort((a, b) => startOrder(b.state, a.state));
    for (const entry of order) entry.lines = await this.#read(entry.id, entry.state);
    const out = mergeByTime(read.sort((a, b) => startOrder(a.state, b.state)).map((entry) => entry.lines));
    if (out.length === 0) return;
    try {
      this.#onLines(out);
    } catch {
      // A listener's failure never stops the run.
    }
  }

  async #read(id: string, state: Followed): Promise<TimedLine[]> {
    const files = await readAttemptLog(this.#storage, this.#runId, id, {
      headFrom: state.headOffset,
      ...(state.tailSignature === undefined ? {} : { tailUnless: state.tailSignature }),
    }).catch(() => undefined);
    if (files === undefined) return [];
    let head = files.head;
    if (head !== undefined) {
      const end = head.lastIndexOf(0x0a) + 1; // a partial last line waits for the next poll
      head = head.subarray(0, end);
      state.headOffset += end;
    }
    state.tailSignature = files.tailSignature;
    const parsed = parseAttemptLog(head, files.tail);
    if (state.header === undefined && parsed.header !== undefined) {
      state.header = parsed.header;
      const startedMs = Date.parse(parsed.header.startedAt);
      state.startedMs = Number.isFinite(startedMs) ? startedMs : 0;
    }
    const header = state.header;
    if (header === undefined) return [];
    const base = { attemptId: id, position: header.position, nodeId: header.nodeId, attempt: header.attempt };
    const lines: TimedLine[] = [];
    for (const line of parsed.lines) {
      if (line.n <= state.shown) continue;
      const at = state.startedMs + line.ms;
      if (line.n > state.shown + 1)
        lines.push({ at, line: { ...base, stream: 'cut', text: cutMarker(line.n - state.shown - 1) } });
      lines.push({ at, line: { ...base, stream: line.k === 'o' ? 'stdout' : 'stderr', text: line.t } });
      state.shown = line.n;
    }
    return lines;
  }
}

/** Earlier-started attempts first; an attempt whose header is not read yet is the latest. */
function startOrder(a: Followed, b: Followed): number {
  if (a.header === undefined || b.header === undefined)
    return (a.header === undefined ? 1 : 0) - (b.header === undefined ? 1 : 0);
  return a.startedMs - b.startedMs;
}

/**
 * The lines of several attempts in the order they were written: each attempt's own lines keep their
 * order, and of the attempts' next lines the earliest goes first (a tie to the attempt listed first).
 */
function mergeByTime(read: readonly TimedLine[][]): FollowedLine[] {
  const perAttempt = read.filter((lines) => lines.length > 0);
  if (perAttempt.length <= 1) return (perAttempt[0] ?? []).map((timed) => timed.line);
  const next = perAttempt.map(() => 0);
  const out: FollowedLine[] = [];
  for (;;) {
    let pick = -1;
    perAttempt.forEach((lines, i) => {
      const line = lines[next[i]!];
      if (line !== undefined && (pick === -1 || line.at < perAttempt[pick]![next[pick]!]!.at)) pick = i;
    });
    if (pick === -1) return out;
    out.push(perAttempt[pick]![next[pick]!]!.line);
    next[pick]! += 1;
  }
}

/**
 * One followed line for a log read by a person: `[node] text`, `[node:err] text` for stderr, with
 * `#n` after the node for a later attempt, so lines of nodes running at once stay told apart.
 */
export function displayLine(line: FollowedLine): string {
  const who = `${line.nodeId}${line.attempt > 1 ? `#${line.attempt}` : ''}${line.stream === 'stderr' ? ':err' : ''}`;
  return `[${who}] ${line.text}`;
}

/** The records that end an attempt: the worker flushed its lines before it wrote one. */
const endsAttempt: ReadonlySet<string> = new Set([
  graphEventTypes.nodeCompleted,
  graphEventTypes.nodeFailed,
  graphEventTypes.nodePaused,
]);

/**
 * The attempts a batch of graph records ends: one more read of their live files holds everything
 * they printed, and a follower can then forget them.
 */
export function attemptsEnded(events: readonly StoredEvent[]): string[] {
  const ended: string[] = [];
  for (const event of events) if (endsAnAttempt(event)) ended.push(attemptIdOf(event) as string);
  return ended;
}

/** Whether a graph record ends an attempt (not a pause completed by a decision, which had none). */
export function endsAnAttempt(event: StoredEvent): boolean {
  return endsAttempt.has(event.type) && attemptIdOf(event) !== undefined;
}

/** The attempt a start or end record names. */
export function attemptIdOf(event: StoredEvent): string | undefined {
  const data = event.data as { attemptId?: unknown; identity?: { attemptId?: unknown } } | null;
  const id = event.type === graphEventTypes.attemptStarted ? data?.identity?.attemptId : data?.attemptId;
  return typeof id === 'string' ? id : undefined;
}
