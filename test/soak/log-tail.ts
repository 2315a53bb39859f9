// Follows a run's two event logs as they grow (inotify via fs.watch, with a short poll as a
// fallback), so a fault can fire within a moment of a given record being written: while its writer
// is still syncing, or just after. Records are parsed leniently (a torn line is simply not seen).
import { closeSync, existsSync, fstatSync, openSync, readSync, watch, type FSWatcher } from 'node:fs';
import path from 'node:path';

export interface TailRecord {
  log: 'graph' | 'runner';
  seq: number;
  id: string;
  type: string;
  data: Record<string, unknown>;
}

interface Followed {
  log: 'graph' | 'runner';
  file: string;
  /** Just past the last complete line read. */
  offset: number;
}

export class LogTail {
  readonly #directory: string;
  readonly #files: Followed[];
  readonly #seen = new Set<string>();
  readonly #listeners = new Set<(record: TailRecord) => void>();
  #watcher: FSWatcher | undefined;
  #timer: NodeJS.Timeout | undefined;
  /** The newest worker-started record's pid. */
  workerPid: number | null = null;
  /** Times a log shrank: a torn tail (a kill mid-write) cut off by the next writer. */
  cuts = 0;

  constructor(runDirectory: string) {
    this.#directory = runDirectory;
    // The runner log first: a worker-started record is known before that worker's graph records.
    this.#files = (['runner', 'graph'] as const).map((log) => ({
      log,
      file: path.join(runDirectory, `${log}.events.jsonl`),
      offset: 0,
    }));
  }

  onRecord(listener: (record: TailRecord) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  start(): void {
    this.#timer = setInterval(() => this.poll(), 20);
    this.poll();
  }

  stop(): void {
    clearInterval(this.#timer);
    this.#watcher?.close();
    this.#watcher = undefined;
  }

  poll(): void {
    if (this.#watcher === undefined && existsSync(this.#directory)) {
      try {
        this.#watcher = watch(this.#directory, () => this.poll());
        this.#watcher.on('error', () => undefined);
      } catch {
        // The poll keeps running.
      }
    }
    for (const followed of this.#files) this.#read(followed);
  }

  #read(followed: Followed): void {
    let fd: number;
    try {
      fd = openSync(followed.file, 'r');
    } catch {
      return;
    }
    try {
      const size = fstatSync(fd).size;
      if (size < followed.offset) {
        // A torn tail was cut off by the next writer: read again; records already seen are skipped.
        followed.offset = 0;
        this.cuts += 1;
      }
      if (size === followed.offset) return;
      const buffer = Buffer.alloc(size - followed.offset);
      const read = readSync(fd, buffer, 0, buffer.length, followed.offset);
      // The writer keeps the log preallocated with NULs past its last record (records never hold
      // a NUL): the data ends at the first NUL; only complete lines before it are taken, and the
      // offset stays there so a record written into the padding later is read then.
      const firstNul = buffer.subarray(0, read).indexOf(0);
      const dataEnd = firstNul < 0 ? read : firstNul;
      const lastNewline = buffer.lastIndexOf(0x0a, dataEnd - 1);
      if (dataEnd === 0 || lastNewline < 0) return;
      followed.offset += lastNewline + 1;
      for (const line of buffer.subarray(0, lastNewline).toString('utf8').split('\n')) this.#emit(followed.log, line);
    } finally {
      closeSync(fd);
    }
  }

  #emit(log: 'graph' | 'runner', line: string): void {
    let record: TailRecord;
    try {
      const parsed = JSON.parse(line) as { seq: number; id: string; type: string; data: Record<string, unknown> };
      record = { log, seq: parsed.seq, id: parsed.id, type: parsed.type, data: parsed.data };
    } catch {
      return;
    }
    if (this.#seen.has(record.id)) return;
    this.#seen.add(record.id);
    if (record.type === 'runner:worker-started' && typeof record.data.pid === 'number')
      this.workerPid = record.data.pid;
    for (const listener of this.#listeners) listener(record);
  }
}
