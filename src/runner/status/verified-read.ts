// A verified read of a stored run, handed from one call of this process to a later one, which
// continues it instead of reading and verifying both logs whole again: the Action checks the
// restored store, rebuilds a paused workspace, then resumes the run (a whole read and fold costs
// ~60-130 ms at 10k events, ~0.9-1.2 s at 100k). Only VerifiedStoredRun.read and .readWhole make
// one, from bytes they read themselves, and its fold sits in a private field, so no caller can
// hand in a fold of its own. It is continued only for the same run directory, and only while both
// logs still begin with the very bytes it verified (their SHA-256); otherwise the later call reads
// them from the start.
import { digestEventLogPrefixes, eventLogNames, type RunStorage } from '../../store/index.ts';
import type { EventLogName, EventRead } from '../../store/contract.ts';
import { SupervisedRunError } from '../errors.ts';
import { loadDefinition } from '../records/stored-run.ts';
import { foldReads, foldStoredRun, logFolder, type LogSinks } from './fold-stored.ts';
import type { Folded } from './folded.ts';

/** Both logs read whole, and when asked, the verified read of those very bytes. */
export interface WholeLogs {
  runner: EventRead;
  graph: EventRead;
  /** Absent when not asked for, or when the fold failed (a later read from the start reports why). */
  verified?: VerifiedStoredRun;
}

/**
 * Both logs from the start, hashing the bytes each read verified (EventRead.digest); with `sinks`,
 * each log's batches go there as they are verified instead of coming back as records.
 */
async function readLogsWhole(
  storage: RunStorage,
  runId: string,
  sinks?: LogSinks,
): Promise<{ runner: EventRead; graph: EventRead }> {
  const read = (log: EventLogName) =>
    storage.readEvents(runId, log, undefined, {
      digest: true,
      ...(sinks === undefined ? {} : { eachBatch: sinks[log] }),
    });
  const [runner, graph] = await Promise.all([read('runner'), read('graph')]);
  return { runner, graph };
}

export class VerifiedStoredRun {
  readonly #runDirectory: string;
  readonly #folded: Folded & { digests: NonNullable<Folded['digests']> };

  private constructor(runDirectory: string, folded: Folded & { digests: NonNullable<Folded['digests']> }) {
    this.#runDirectory = runDirectory;
    this.#folded = folded;
  }

  /** True for what read() or readWhole() made in this process, whatever else claims to be one. */
  static is(value: unknown): value is VerifiedStoredRun {
    return typeof value === 'object' && value !== null && #folded in value;
  }

  /** Folds both logs from the start (which verifies them), hashing the bytes verified. */
  static async read(storage: RunStorage, runId: string): Promise<{ folded: Folded; verified: VerifiedStoredRun }> {
    const { definition } = await loadDefinition(storage, runId);
    const folder = logFolder(runId, definition, undefined);
    const logs = await readLogsWhole(storage, runId, folder.sinks);
    return VerifiedStoredRun.#verified(storage, runId, folder.finish(logs));
  }

  /**
   * Both logs read from the start (which verifies them), hashing the bytes, for a caller that needs
   * the records themselves (the Action's report of a restored store). With `fold`, they are also
   * folded in memory, before the caller sees them, into a verified read: no second read of the logs.
   */
  static async readWhole(storage: RunStorage, runId: string, options: { fold: boolean }): Promise<WholeLogs> {
    const logs = await readLogsWhole(storage, runId);
    if (!options.fold) return logs;
    try {
      const { definition } = await loadDefinition(storage, runId);
      const folded = foldReads(runId, definition, undefined, logs);
      return { ...logs, verified: VerifiedStoredRun.#verified(storage, runId, folded).verified };
    } catch {
      // Nothing handed on: the later call reads both logs from the start and reports what is wrong.
      return logs;
    }
  }

  /** The verified read of a fold of both logs from the start, made from bytes this process hashed. */
  static #verified(
    storage: RunStorage,
    runId: string,
    folded: Folded,
  ): { folded: Folded; verified: VerifiedStoredRun } {
    const { digests } = folded;
    if (digests === undefined) throw new Error('a read from the start was asked to hash the logs and did not');
    return { folded, verified: new VerifiedStoredRun(storage.runDirectory(runId), { ...folded, digests }) };
  }

  /**
   * This read continued to the logs' ends (what was appended since is read and verified, from its
   * cursors); undefined when it is of another run or store, or the bytes it verified changed.
   */
  async continueIn(storage: RunStorage, runId: string): Promise<Folded | undefined> {
    if (storage.runDirectory(runId) !== this.#runDirectory) return undefined;
    const folded = this.#folded;
    const unchanged = await Promise.all(
      eventLogNames.map((log) =>
        digestEventLogPrefixes(storage, runId, log, [folded.cursors[log].offset]).then(
          ([now]) => now === folded.digests[log],
          () => false,
        ),
      ),
    );
    return unchanged.every(Boolean) ? foldStoredRun(storage, runId, { after: folded }) : undefined;
  }
}

/**
 * An option that must be a verified read this process made (anything else, however built, could
 * carry a fold of its own): INVALID_OPTIONS naming `field` otherwise.
 */
export function verifiedReadOption(value: unknown, field: string): VerifiedStoredRun | undefined {
  if (value === undefined || VerifiedStoredRun.is(value)) return value;
  throw new SupervisedRunError(
    'INVALID_OPTIONS',
    `${field}: expected a verified read of the run made in this process (such as the \`verified\` restorePausedWorkspace returns)`,
  );
}

/** VerifiedStoredRun.readWhole, for the layers above the runner (the report of a restored store). */
export function readStoredRunLogs(storage: RunStorage, runId: string, options: { fold: boolean }): Promise<WholeLogs> {
  return VerifiedStoredRun.readWhole(storage, runId, options);
}
