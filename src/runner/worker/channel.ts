// The worker's line to its watchdog: the IPC channel the watchdog opened when it spawned the
// worker, whose other end only the watchdog holds. When it closes — the watchdog died, however
// (SIGKILL included) — the worker stops at once and stops every process carrying its owner
// marker: it never runs the graph unsupervised. Through it the worker asks for the store to be
// persisted off the machine before unsafe node code, and holds its writes while that happens.
import { stopOwnedProcessTree, OWNER_ENV } from '../../engine/command/index.ts';
import { watchdogMessageSchema, type AttemptRef, type OffMachineOutcome, type WorkerMessage } from './messages.ts';
import type { WriteGate } from './write-gate.ts';

/** Exit code of a worker whose watchdog went away: it stops at once (as a crash) rather than run unsupervised. */
export const ORPHANED_EXIT = 70;
/** The `--import` guard the watchdog loads before the worker's modules (watchdog/launch.ts). */
const earlyGuardKey = Symbol.for('supervised-run.early-guard');
/** Node commands get this long after SIGTERM once the watchdog is gone (the job is being torn down). */
const orphanGraceMs = 200;

interface EarlyGuard {
  listener: () => void;
  watchdogPid: number;
}

export class WatchdogChannel {
  #lost = false;
  #watchdogPid: number | undefined;
  #next = 1;
  readonly #waiting = new Map<number, (outcome: OffMachineOutcome) => void>();
  readonly #gate: WriteGate;
  readonly #stop = new AbortController();

  constructor(gate: WriteGate) {
    this.#gate = gate;
  }

  /**
   * Aborted when the worker stops itself because its watchdog is gone: the workspace captures
   * around attempts take it, so their git is stopped at once instead of waiting for the sweep.
   */
  get stopSignal(): AbortSignal {
    return this.#stop.signal;
  }

  /** Also checked synchronously (the parent pid): true once the watchdog is gone, even before its EOF is read. */
  get lost(): boolean {
    if (!this.#lost && this.#watchdogPid !== undefined && process.ppid !== this.#watchdogPid) this.#onLost();
    return this.#lost;
  }

  /** Listens for the watchdog; without a channel (started by hand), falls back to watching the parent pid. */
  connect(): void {
    if (typeof process.send !== 'function') {
      const parent = process.ppid;
      setInterval(() => {
        if (process.ppid !== parent) this.#onLost();
      }, 500).unref();
      return;
    }
    process.on('disconnect', () => this.#onLost());
    // The launch's early guard (exit at once) has done its job: from here node commands may exist.
    const early = (process as unknown as Record<symbol, EarlyGuard | undefined>)[earlyGuardKey];
    if (early !== undefined) {
      process.off('disconnect', early.listener);
      this.#watchdogPid = early.watchdogPid;
    }
    if (this.lost) return;
    process.on('message', (message: unknown) => void this.#onMessage(message));
    // Closed before this listener existed: the watchdog died while the worker was starting.
    // The channel stays referenced: a worker waiting for a save has nothing else keeping it alive
    // (runSupervisedWorker exits explicitly once its result is recorded).
    if (!process.connected) this.#onLost();
  }

  /** Resolves once a save that holds the attempt's start record is off the machine (or says why not). */
  persist(attempt: AttemptRef): Promise<OffMachineOutcome> {
    if (this.#lost) return new Promise<never>(() => {});
    const id = this.#next++;
    return new Promise<OffMachineOutcome>((resolve) => {
      this.#waiting.set(id, resolve);
      this.#send({ type: 'persist', id, attempt });
    });
  }

  #send(message: WorkerMessage): void {
    try {
      process.send?.(message);
    } catch {
      this.#onLost();
    }
  }

  async #onMessage(raw: unknown): Promise<void> {
    const parsed = watchdogMessageSchema().safeParse(raw);
    if (!parsed.success) return;
    const message = parsed.data;
    if (message.type === 'hold') {
      await this.#gate.hold();
      this.#send({ type: 'held', id: message.id });
      return;
    }
    this.#gate.release();
    for (const id of message.covers) {
      const resolve = this.#waiting.get(id);
      this.#waiting.delete(id);
      resolve?.(message.outcome);
    }
  }

  #onLost(): void {
    if (this.#lost) return;
    this.#lost = true;
    this.#gate.close();
    this.#stop.abort(new Error('the watchdog is gone'));
    // Nobody reads stdout / stderr any more: a write there must not crash the worker before the sweep.
    process.stdout.on('error', () => {});
    process.stderr.on('error', () => {});
    const marker = process.env[OWNER_ENV];
    const sweep =
      marker === undefined
        ? Promise.resolve()
        : stopOwnedProcessTree({ ownerId: marker, graceMs: orphanGraceMs }).then(() => undefined);
    void sweep.catch(() => undefined).finally(() => process.exit(ORPHANED_EXIT));
  }
}
