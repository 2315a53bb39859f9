// Persisting the store off the machine while a session runs (DESIGN.md section 3, item 9), for a
// caller that can (the Action: the Actions cache). The runner knows only the seam: before a
// non-retry-safe attempt's code the worker asks (`persist`); requests that arrive together share
// one save; periodic checkpoints save retry-safe progress. For each save the worker holds its
// writes still (`hold` / `held`), the watchdog's own runner-log appends wait, and the caller's
// `persist` copies the store; `release` tells the worker what it achieved. Once the session is
// asked to settle (interrupt, stop, time limit) the coordinator is abandoned: no save is started or
// waited for by the runner log any more, and no waiting attempt is let start (see `abandon`).
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { OffMachinePersistence } from '../options/options.ts';
import {
  offMachineOutcomeSchema,
  workerMessageSchema,
  type AttemptRef,
  type OffMachineOutcome,
} from '../worker/messages.ts';
import type { OwnedProcess } from '../../engine/command/index.ts';

/** The part of a worker launch the coordinator talks to. */
interface Launch {
  process: Pick<OwnedProcess, 'send' | 'onMessage' | 'result'>;
}

/** A worker that does not hold within this long is exiting: the save goes ahead without it. */
const holdTimeoutMs = 30_000;

export class OffMachineCoordinator {
  readonly #persistence: OffMachinePersistence;
  readonly #runDirectory: string;
  #launch: Launch | null = null;
  #pending: Array<{ id: number; attempt: AttemptRef }> = [];
  #cycle: Promise<void> | null = null;
  #again = false;
  #cycles = 0;
  #held = new Map<number, () => void>();
  #timer: NodeJS.Timeout | undefined;
  #lastSignature = '';
  #closed = false;
  #abandoned = false;
  /** Tells the caller's save in flight that its attempts will not start (abandon). */
  readonly #abandonSignal = new AbortController();
  #wakeOnAbandon: () => void = () => undefined;
  readonly #abandonedOnce = new Promise<void>((resolve) => (this.#wakeOnAbandon = resolve));
  /**
   * The current launch's write-ahead requests whose code the worker was never let start: removed
   * right before a release that lets them start (saved / skipped) is sent, so once the worker is
   * dead, what is left here provably never ran (the worker's hook waits for that release).
   */
  #unreleased = new Map<number, AttemptRef>();
  /**
   * Runs once the worker holds still, before each save: the watchdog passes on what the logs hold
   * by then, so a caller's listeners hear of the node before a save (its end, the next start)
   * before the caller's own lines about that save.
   */
  beforeSave: (() => Promise<unknown>) | undefined;

  constructor(persistence: OffMachinePersistence, runDirectory: string) {
    this.#persistence = persistence;
    this.#runDirectory = runDirectory;
    const every = persistence.checkpointIntervalMs ?? 0;
    if (every > 0) this.#timer = setInterval(() => this.#schedule(), every);
    this.#timer?.unref();
  }

  /** Listens to a freshly launched worker. */
  attach(launch: Launch): void {
    this.#launch = launch;
    this.#unreleased = new Map();
    launch.process.onMessage((raw) => {
      const parsed = workerMessageSchema().safeParse(raw);
      if (!parsed.success || this.#launch !== launch) return;
      const message = parsed.data;
      if (message.type === 'held') {
        this.#held.get(message.id)?.();
        return;
      }
      this.#unreleased.set(message.id, message.attempt);
      this.#pending.push({ id: message.id, attempt: message.attempt });
      this.#schedule();
    });
  }

  /**
   * The worker exited: its requests die with it. Returns the attempts it asked to save for and was
   * never let start: called once the worker is gone, their code never ran (supervisor.ts records
   * them as such); its other attempts are in flight, under the crash rules.
   */
  detach(): AttemptRef[] {
    this.#launch = null;
    this.#pending = [];
    const unreleased = [...this.#unreleased.values()];
    this.#unreleased = new Map();
    return unreleased;
  }

  /**
   * The session settles (a cancelled job has seconds): the save in flight is no longer waited for
   * by the runner log, no further save starts, and no attempt waiting for a save is let start (its
   * worker is being stopped). The save in flight runs on; `close` still waits for it, so a caller's
   * own save of the store comes after it.
   */
  abandon(): void {
    this.#abandoned = true;
    this.#abandonSignal.abort();
    this.#pending = [];
    clearInterval(this.#timer);
    this.#wakeOnAbandon();
  }

  /** Resolves when no save is in flight (at once once abandoned): the watchdog's own appends wait for this. */
  async idle(): Promise<void> {
    // An append already waiting when the session is asked to settle goes ahead then, too.
    while (this.#cycle !== null && !this.#abandoned) await Promise.race([this.#cycle, this.#abandonedOnce]);
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearInterval(this.#timer);
    while (this.#cycle !== null) await this.#cycle;
  }

  #schedule(): void {
    if (this.#closed || this.#abandoned) return;
    if (this.#cycle !== null) {
      this.#again = true;
      return;
    }
    // One macrotask later: attempts that start together (one dispatch batch) share the save.
    this.#cycle = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.#run())
      .finally(() => {
        this.#cycle = null;
        if (this.#again || this.#pending.length > 0) {
          this.#again = false;
          this.#schedule();
        }
      });
  }

  async #run(): Promise<void> {
    if (this.#abandoned) return;
    const covers = this.#pending.splice(0);
    const launch = this.#launch;
    if (covers.length === 0) {
      // A checkpoint: only when something changed since the last save.
      const signature = await this.#signature();
      if (signature === this.#lastSignature) return;
    }
    const id = ++this.#cycles;
    if (launch !== null) await this.#hold(launch, id);
    // Abandoned while the worker was asked to hold: no save, and the worker is never released.
    if (this.#isAbandoned()) return;
    await this.beforeSave?.().catch(() => undefined);
    let outcome: OffMachineOutcome;
    try {
      this.#lastSignature = await this.#signature();
      const answer = await this.#persistence.persist({
        reason: covers.length > 0 ? 'unsafe-attempt' : 'checkpoint',
        attempts: covers.map((cover) => cover.attempt),
        abandoned: this.#abandonSignal.signal,
      });
      const parsed = offMachineOutcomeSchema().safeParse(answer);
      outcome = parsed.success
        ? parsed.data
        : { kind: 'refused', message: 'the persistence hook answered something other than saved / skipped / refused' };
    } catch (error) {
      this.#lastSignature = '';
      outcome = { kind: 'refused', message: error instanceof Error ? error.message : String(error) };
    }
    if (outcome.kind !== 'saved') this.#lastSignature = '';
    // Abandoned meanwhile: the attempts this save covered never start (their worker is being stopped).
    if (this.#isAbandoned()) return;
    // Request IDs are a launch's own: a save that outlived its launch frees nothing of the next one.
    if (outcome.kind !== 'refused' && launch === this.#launch)
      for (const cover of covers) this.#unreleased.delete(cover.id);
    launch?.process.send({ type: 'release', id, outcome, covers: covers.map((cover) => cover.id) });
  }

  /** Read through a method: `abandon` can come during any await. */
  #isAbandoned(): boolean {
    return this.#abandoned;
  }

  async #hold(launch: Launch, id: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const held = new Promise<void>((resolve) => this.#held.set(id, resolve));
    const sent = launch.process.send({ type: 'hold', id });
    if (sent)
      await Promise.race([
        held,
        launch.process.result,
        new Promise<void>((resolve) => (timer = setTimeout(resolve, holdTimeoutMs))),
      ]);
    clearTimeout(timer);
    this.#held.delete(id);
  }

  /** Sizes and names of the run directory's files: a checkpoint is skipped when nothing changed. */
  async #signature(): Promise<string> {
    try {
      const entries = await fs.readdir(this.#runDirectory, { recursive: true, withFileTypes: true });
      const parts: string[] = [];
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const file = path.join(entry.parentPath, entry.name);
        const stat = await fs.stat(file).catch(() => undefined);
        parts.push(`${file}:${stat?.size ?? -1}`);
      }
      return parts.sort().join('\n');
    } catch {
      return '';
    }
  }
}
