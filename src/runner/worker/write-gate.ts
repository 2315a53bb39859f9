// Holding the worker's store writes still while the watchdog copies the store off the machine:
// every append, artifact and checkpoint write passes the gate; `hold` waits for the writes in
// flight and keeps new ones waiting until `release`. (An archiver reading a log that grows under
// it fails the copy; a held store is a consistent one.)
import type { ArtifactStore, EventLog, RunStorage } from '../../store/contract.ts';

export class WriteGate {
  #closed = false;
  #held = false;
  #active = 0;
  #idle: Array<() => void> = [];
  #released: Array<() => void> = [];

  async run<T>(write: () => Promise<T>): Promise<T> {
    while (this.#held && !this.#closed) await new Promise<void>((resolve) => this.#released.push(resolve));
    // Closed (before or while this write waited): it never happens, and never settles.
    if (this.#closed) return new Promise<never>(() => {});
    this.#active += 1;
    try {
      return await write();
    } finally {
      this.#active -= 1;
      if (this.#active === 0) for (const wake of this.#idle.splice(0)) wake();
    }
  }

  async hold(): Promise<void> {
    this.#held = true;
    while (this.#active > 0) await new Promise<void>((resolve) => this.#idle.push(resolve));
  }

  /**
   * No write passes any more (those in flight finish): a worker whose watchdog is gone records
   * nothing of what follows, such as the failure of a node its own sweep stopped.
   */
  close(): void {
    this.#closed = true;
  }

  release(): void {
    this.#held = false;
    for (const wake of this.#released.splice(0)) wake();
  }
}

function gatedLog(log: EventLog, gate: WriteGate): EventLog {
  return {
    name: log.name,
    cursor: () => log.cursor(),
    append: (records) => gate.run(() => log.append(records)),
    close: () => log.close(),
  };
}

function gatedArtifacts(artifacts: ArtifactStore, gate: WriteGate): ArtifactStore {
  return Object.create(artifacts, {
    put: { value: (...args: Parameters<ArtifactStore['put']>) => gate.run(() => artifacts.put(...args)) },
  }) as ArtifactStore;
}

/** The storage every worker write goes through. */
export function gatedStorage(storage: RunStorage, gate: WriteGate): RunStorage {
  return Object.create(storage, {
    openEventLog: {
      value: async (...args: Parameters<RunStorage['openEventLog']>) =>
        gatedLog(await storage.openEventLog(...args), gate),
    },
    artifacts: { value: (runId: string) => gatedArtifacts(storage.artifacts(runId), gate) },
    writeCheckpoint: {
      value: (...args: Parameters<RunStorage['writeCheckpoint']>) => gate.run(() => storage.writeCheckpoint(...args)),
    },
  }) as RunStorage;
}
