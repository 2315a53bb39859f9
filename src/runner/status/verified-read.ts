// A verified read of a stored run, handed from one call of this process to a later one, which
// continues it instead of reading and verifying both logs whole again: the Action rebuilds a paused
// workspace, then resumes the run (a whole read costs ~130 ms at 10k events, ~1.2 s at 100k).
// Only VerifiedStoredRun.read makes one, and its fold sits in a private field, so no caller can
// hand in a fold of its own. It is continued only for the same run directory, and only while both
// logs still begin with the very bytes it verified (their SHA-256); otherwise the later call reads
// them from the start.
import { digestEventLogPrefixes, eventLogNames, type RunStorage } from '../../store/index.ts';
import { foldStoredRun } from './fold-stored.ts';
import type { Folded } from './folded.ts';

export class VerifiedStoredRun {
  readonly #runDirectory: string;
  readonly #folded: Folded & { digests: NonNullable<Folded['digests']> };

  private constructor(runDirectory: string, folded: Folded & { digests: NonNullable<Folded['digests']> }) {
    this.#runDirectory = runDirectory;
    this.#folded = folded;
  }

  /** True for what read() made in this process, whatever else claims to be one. */
  static is(value: unknown): value is VerifiedStoredRun {
    return typeof value === 'object' && value !== null && #folded in value;
  }

  /** Folds both logs from the start (which verifies them), hashing the bytes verified. */
  static async read(storage: RunStorage, runId: string): Promise<{ folded: Folded; verified: VerifiedStoredRun }> {
    const folded = await foldStoredRun(storage, runId, { digest: true });
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
