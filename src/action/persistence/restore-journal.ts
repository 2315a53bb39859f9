// A restore in progress, recorded on the machine (below `.local`, never persisted) so that a job
// killed in the middle of it — the runner's kill of a cancelled step, a lost runner process — leaves
// nothing the next start could mistake for a store:
//   .local/restoring/<namespace>/<run-id>.json  { started, by, origin?, aside? }
// Written before the run directory an earlier job left is set aside (leftover.ts) and before an entry
// is extracted at the run directory (so a journal without `aside` means the run directory was empty
// when the restore began writing it), removed once the restore is settled (accepted, put back, or refused and cleaned up). Found at the next start (or by the
// post step of the killed job), it is undone: whatever the restore wrote at the run directory is
// removed (an archive extracted in part, a comparison cut short), and a directory it set aside goes
// back in place, where it is weighed against what is persisted again. A directory set aside is gone
// from its place only when the journal says it was put back or its restore was settled, so the
// move is all or nothing from the next job's point of view.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { lazySchema } from '../../store/index.ts';
import type { JobIdentity } from './job-marker.ts';
import { restoreJournalsDirectory, setAsideDirectory, type StoreLocation, type StoreRef } from './layout.ts';
import { assertDirectoryChain, pathExists } from './tree.ts';
import { discardRestored } from './verify.ts';

const journalSchema = lazySchema(() =>
  z.object({
    schemaVersion: z.literal(1),
    /** ISO-8601 time the restore started. */
    started: z.string(),
    by: z.object({ githubRunId: z.string(), githubRunAttempt: z.string(), job: z.string() }),
    /** What was being restored once known: `cache entry <key>`, `artifact <name>`. */
    origin: z.string().optional(),
    /** The directory an earlier job left is set aside in `.local/set-aside/<namespace>/<aside>/<run-id>`. */
    aside: z
      .string()
      .regex(/^[A-Za-z0-9._-]+$/)
      .refine((name) => name !== '.' && name !== '..')
      .optional(),
  }),
);
export type RestoreJournal = z.infer<ReturnType<typeof journalSchema>>;

const journalSegments = (location: StoreLocation, ref: StoreRef) => [
  path.basename(location.localDirectory),
  path.basename(restoreJournalsDirectory(location)),
  ref.namespace,
];

function journalPath(location: StoreLocation, ref: StoreRef): string {
  return path.join(restoreJournalsDirectory(location), ref.namespace, `${ref.runId}.json`);
}

/** The journal's text; undefined when there is none, or the path to it is not plain directories. */
async function journalText(location: StoreLocation, ref: StoreRef): Promise<string | undefined> {
  try {
    await assertDirectoryChain(location.storeRoot, journalSegments(location, ref));
    return await fs.readFile(journalPath(location, ref), 'utf8');
  } catch {
    return undefined;
  }
}

export function parseJournal(text: string): RestoreJournal | undefined {
  try {
    const parsed = journalSchema().safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** One restore's journal: written whole and renamed into place at each step. */
export class RestoreInProgress {
  #journal: RestoreJournal;
  #written = false;
  readonly #location: StoreLocation;
  readonly #ref: StoreRef;

  private constructor(location: StoreLocation, ref: StoreRef, journal: RestoreJournal) {
    this.#location = location;
    this.#ref = ref;
    this.#journal = journal;
  }

  /** Nothing is written yet: a restore that changes nothing at the run directory leaves no journal. */
  static begin(location: StoreLocation, ref: StoreRef, by: JobIdentity): RestoreInProgress {
    return new RestoreInProgress(location, ref, { schemaVersion: 1, started: new Date().toISOString(), by });
  }

  /** Said before the restore of `origin` writes anything at the run directory. */
  async restoring(origin: string): Promise<void> {
    this.#journal = { ...this.#journal, origin };
    await this.#write();
  }

  /** Said before the run directory is moved below `.local/set-aside/<namespace>/<aside>/` (set-aside.ts). */
  async settingAside(aside: string): Promise<void> {
    this.#journal = { ...this.#journal, aside };
    await this.#write();
  }

  /** The restore is settled: what is at the run directory now is what the job uses (or nothing). */
  async settled(): Promise<void> {
    if (this.#written) await removeJournal(this.#location, this.#ref);
  }

  async #write(): Promise<void> {
    this.#written = true;
    const file = journalPath(this.#location, this.#ref);
    await assertDirectoryChain(this.#location.storeRoot, journalSegments(this.#location, this.#ref));
    await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    const temporary = path.join(path.dirname(file), `.${this.#ref.runId}.${process.pid}.tmp`);
    await fs.writeFile(temporary, `${JSON.stringify(this.#journal)}\n`, { mode: 0o600 });
    await fs.rename(temporary, file);
  }
}

/** Removes the journal, and its directories once empty (`.local` holds only what is in use). */
async function removeJournal(location: StoreLocation, ref: StoreRef): Promise<void> {
  const file = journalPath(location, ref);
  await fs.rm(file, { force: true });
  for (const directory of [path.dirname(file), restoreJournalsDirectory(location)]) {
    try {
      await fs.rmdir(directory);
    } catch {
      return; // not empty (another run's journal), or already gone
    }
  }
}

export interface UndoneRestore {
  journal: RestoreJournal;
  runDirectory: string;
  /** Something the restore had written at the run directory was removed. */
  discarded: boolean;
  /** The directory an earlier job left went back in place (from `journal.aside`). */
  putBack: boolean;
}

/**
 * Undoes a restore a killed job left unsettled; undefined when there is none. A journal naming an
 * `aside` that no longer holds the run directory means it was put back already (or never moved):
 * the run directory is then that earlier job's and stays.
 */
export async function undoInterruptedRestore(
  location: StoreLocation,
  ref: StoreRef,
): Promise<UndoneRestore | undefined> {
  const text = await journalText(location, ref);
  if (text === undefined) return undefined;
  const journal = parseJournal(text);
  if (journal === undefined) {
    // A journal that does not parse is no record of anything: it goes, and nothing else is touched.
    await removeJournal(location, ref).catch(() => undefined);
    return undefined;
  }
  const asideParent =
    journal.aside === undefined ? undefined : path.join(setAsideDirectory(location, ref.namespace), journal.aside);
  const asideRun = asideParent === undefined ? undefined : path.join(asideParent, ref.runId);
  const stillAside = asideRun !== undefined && (await pathExists(asideRun));
  let discarded = false;
  if (journal.aside === undefined || stillAside) {
    discarded = await pathExists(location.runDirectory);
    await discardRestored(location);
  }
  if (stillAside) {
    await fs.rename(asideRun, location.runDirectory);
    await fs.rmdir(asideParent as string).catch(() => undefined);
  }
  await removeJournal(location, ref);
  return { journal, runDirectory: location.runDirectory, discarded, putBack: stillAside };
}
