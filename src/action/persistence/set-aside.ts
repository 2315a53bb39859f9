// Where a run directory an earlier job left on a self-hosted runner goes while the persisted store
// is restored in its place (leftover.ts), and how long it stays there:
//   .local/set-aside/<namespace>/<run-id>-<time>-<random>/<run-id>
// A copy kept there is for a person to look at (records the persisted store did not have). Without
// a bound a long-lived runner would keep one copy per such job forever, so at each job start (and
// after each set-aside) a copy goes once it is older than the cache's own eviction (7 days: what
// it was compared with may be gone by then too) or is not among the newest few of its namespace.
// A copy a restore still has set aside (its journal names it) is never removed.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { ActionError } from '../errors.ts';
import { restoreJournalsDirectory, setAsideDirectory, type StoreLocation, type StoreRef } from './layout.ts';
import { parseJournal, type RestoreInProgress } from './restore-journal.ts';
import { assertDirectoryChain, removeTree } from './tree.ts';

/** How long, and how many per namespace, set-aside copies are kept. */
export const setAsideRetention = { maxAgeMs: 7 * 24 * 60 * 60 * 1000, keepPerNamespace: 3 } as const;

/** "kept 7 days, at most the 3 newest per namespace", for messages. */
export const setAsideRetentionText = `set-aside copies are kept ${setAsideRetention.maxAgeMs / 86_400_000} days, at most the ${setAsideRetention.keepPerNamespace} newest per namespace`;

const setAsideSegments = (location: StoreLocation, namespace: string) =>
  path.relative(location.storeRoot, setAsideDirectory(location, namespace)).split(path.sep);

export interface SetAside {
  /** A fresh directory below `.local/set-aside/<namespace>/`. */
  parent: string;
  /** Where the run directory is now. */
  directory: string;
}

/**
 * Moves the run directory below the store's machine-local directory (same file system: one rename),
 * the restore's journal naming where before it moves: killed at any point, the next start puts it back.
 */
export async function moveAside(location: StoreLocation, ref: StoreRef, restore: RestoreInProgress): Promise<SetAside> {
  try {
    await assertDirectoryChain(location.storeRoot, setAsideSegments(location, ref.namespace));
    const base = setAsideDirectory(location, ref.namespace);
    await fs.mkdir(base, { recursive: true, mode: 0o700 });
    const parent = await fs.mkdtemp(path.join(base, `${ref.runId}-${stampOf(new Date())}-`));
    const directory = path.join(parent, ref.runId);
    await restore.settingAside(path.basename(parent));
    await fs.rename(location.runDirectory, directory);
    return { parent, directory };
  } catch (error) {
    throw new ActionError(
      'STORE_RESTORE',
      `cannot set aside the run directory ${location.runDirectory} left on this runner to compare it with what is persisted: ${(error as Error).message}`,
      { path: location.runDirectory, cause: error },
    );
  }
}

/** Puts a set-aside run directory back in its place (the place must be empty). */
export async function putBack(location: StoreLocation, aside: SetAside): Promise<void> {
  await fs.rename(aside.directory, location.runDirectory);
  await fs.rmdir(aside.parent);
}

/** `2026-12-07T17-45-34-123Z`: an ISO time that is a file name. */
function stampOf(time: Date): string {
  return time.toISOString().replace(/[:.]/g, '-');
}

const copyName = /-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z-[A-Za-z0-9]{6}$/;

/** The time a set-aside copy was made, from its name; undefined for a name this module did not make. */
export function setAsideTime(name: string): number | undefined {
  const match = copyName.exec(name);
  if (match === null) return undefined;
  const [, date, hours, minutes, seconds, millis] = match;
  const time = Date.parse(`${date}T${hours}:${minutes}:${seconds}.${millis}Z`);
  return Number.isNaN(time) ? undefined : time;
}

/**
 * Removes the set-aside copies of every namespace of the store that are past the retention; returns
 * what it removed. Names it did not make are left alone; so is a copy a restore's journal still names.
 */
export async function pruneSetAside(location: StoreLocation, now = Date.now()): Promise<string[]> {
  const root = path.dirname(setAsideDirectory(location, '-'));
  // A link planted at .local or set-aside would point the removals elsewhere.
  await assertDirectoryChain(location.storeRoot, path.relative(location.storeRoot, root).split(path.sep));
  const inUse = await asidesInUse(restoreJournalsDirectory(location));
  const removed: string[] = [];
  for (const namespace of await directoriesIn(root)) {
    const base = path.join(root, namespace);
    const copies = (await directoriesIn(base))
      .map((name) => ({ name, time: setAsideTime(name) }))
      .filter((copy): copy is { name: string; time: number } => copy.time !== undefined)
      .sort((a, b) => b.time - a.time);
    let kept = 0;
    for (const copy of copies) {
      const where = path.join(base, copy.name);
      if (inUse.has(`${namespace}/${copy.name}`)) continue;
      const empty = (await fs.readdir(where)).length === 0;
      const young = now - copy.time < setAsideRetention.maxAgeMs;
      if (!empty && young && kept < setAsideRetention.keepPerNamespace) {
        kept += 1;
        continue;
      }
      await removeTree(where);
      removed.push(where);
    }
  }
  return removed;
}

/** `<namespace>/<aside>` of every restore journal on the machine. */
async function asidesInUse(journals: string): Promise<Set<string>> {
  const inUse = new Set<string>();
  for (const namespace of await directoriesIn(journals)) {
    for (const name of await fs.readdir(path.join(journals, namespace)).catch(() => [])) {
      if (!name.endsWith('.json')) continue;
      const text = await fs.readFile(path.join(journals, namespace, name), 'utf8').catch(() => '');
      const aside = parseJournal(text)?.aside;
      if (aside !== undefined) inUse.add(`${namespace}/${aside}`);
    }
  }
  return inUse;
}

/** Names of the real directories (no symlinks) in `directory`; none when it does not exist. */
async function directoriesIn(directory: string): Promise<string[]> {
  let entries;
  try {
    entries = await fs.readdir(directory, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
}
