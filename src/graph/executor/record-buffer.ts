// Records an attempt produced that wait for the next append: batched with the outcome (or the
// next engine-started record), so one sync covers them.
import type { AttemptServices, PendingRecord } from './services.ts';

/** Records an attempt produced that wait for the next append (batched with the outcome). */
export class RecordBuffer {
  readonly pending: PendingRecord[] = [];
  readonly #services: AttemptServices;

  constructor(services: AttemptServices) {
    this.#services = services;
  }

  push(record: PendingRecord): void {
    this.pending.push(record);
  }

  /** Appends what is buffered plus `records` as one batch (durable before it resolves). */
  async flush(records: PendingRecord[]): Promise<void> {
    const batch = this.pending.splice(0, this.pending.length);
    await this.#services.record([...batch, ...records]);
  }

  take(): PendingRecord[] {
    return this.pending.splice(0, this.pending.length);
  }
}
