// Where runs are stored: --store / --namespace, else $SUPERVISED_RUN_STORE / $SUPERVISED_RUN_NAMESPACE,
// else .supervised-run in the current directory and "default". Commands that only read never
// create a store: a missing store or run is STORE_NOT_FOUND (exit 2) before anything is opened.
import { constants, promises as fs } from 'node:fs';
import path from 'node:path';
import { createLocalRunStorage } from '../../store/index.ts';
import type { RunStorage } from '../../store/contract.ts';
import { shellQuote } from '../../report/index.ts';
import { readNamespace } from '../../runner/index.ts';
import type { StorageOptions } from '../../runner/index.ts';
import { CliError, usageError } from '../errors.ts';
import type { CliIo } from '../io.ts';

export const defaultStoreDirectoryName = '.supervised-run';
export const defaultNamespace = 'default';

export interface StoreLocation {
  directory: string;
  namespace: string;
  /** The default directory (no flag, no variable): the CLI keeps git from seeing it. */
  isDefault: boolean;
  /** Flags that name this store on another command line (empty for the defaults). */
  flags: string[];
  /** Where the directory came from, for a refusal: `--store` (the default), or `SUPERVISED_RUN_STORE`. */
  named?: string;
}

export function storeLocation(
  io: CliIo,
  flags: { store?: string | undefined; namespace?: string | undefined },
): StoreLocation {
  const fromEnv = io.env.SUPERVISED_RUN_STORE;
  const given = flags.store ?? (fromEnv === undefined || fromEnv === '' ? undefined : fromEnv);
  const directory = path.resolve(io.cwd, given ?? defaultStoreDirectoryName);
  const envNamespace = io.env.SUPERVISED_RUN_NAMESPACE;
  const namespace =
    flags.namespace ?? (envNamespace === undefined || envNamespace === '' ? defaultNamespace : envNamespace);
  const checked = readNamespace(namespace);
  if (flags.namespace === undefined && !checked.ok) {
    throw usageError(
      `SUPERVISED_RUN_NAMESPACE: expected ${checked.accepts} (got ${JSON.stringify(namespace.slice(0, 60))})`,
    );
  }
  const extra: string[] = [];
  if (given !== undefined) extra.push('--store', directory);
  if (namespace !== defaultNamespace) extra.push('--namespace', namespace);
  const named = flags.store === undefined && given !== undefined ? 'SUPERVISED_RUN_STORE' : '--store';
  return { directory, namespace, isDefault: given === undefined, flags: extra, named };
}

/** A store path that exists but is no directory (a file): refused naming the flag, before anything is written. */
export async function refuseNonDirectoryStore(location: StoreLocation): Promise<void> {
  const info = await fs.stat(location.directory).catch(() => undefined);
  if (info === undefined || info.isDirectory()) return;
  throw usageError(
    `${location.named ?? '--store'}: ${location.directory} is not a directory; the run store is a directory (created when missing): give a directory path`,
  );
}

export function storageOptions(location: StoreLocation, knownSecrets: readonly string[] = []): StorageOptions {
  return { directory: location.directory, namespace: location.namespace, knownSecrets: [...knownSecrets] };
}

export async function storeExists(location: StoreLocation): Promise<boolean> {
  try {
    return (await fs.stat(location.directory)).isDirectory();
  } catch {
    return false;
  }
}

/** Opens an existing store without creating anything; STORE_NOT_FOUND when the directory is missing. */
export async function openExistingStore(location: StoreLocation): Promise<RunStorage> {
  await refuseNonDirectoryStore(location);
  if (!(await storeExists(location))) {
    throw new CliError(
      'STORE_NOT_FOUND',
      `--store: no run store at ${location.directory} (start a run first, or pass --store DIR / set SUPERVISED_RUN_STORE)`,
    );
  }
  return createLocalRunStorage({ directory: location.directory, namespace: location.namespace });
}

/** The store, checked to hold the run (STORE_NOT_FOUND names what was looked at). */
export async function openRun(location: StoreLocation, runId: string): Promise<RunStorage> {
  const storage = await openExistingStore(location);
  if ((await storage.readDefinition(runId)) === undefined) {
    throw new CliError(
      'STORE_NOT_FOUND',
      `--run-id: no run ${JSON.stringify(runId)} in namespace ${JSON.stringify(location.namespace)} of ${location.directory} (\`${['supervised-run', 'list', ...location.flags.map(shellQuote)].join(' ')}\` shows the runs there)`,
    );
  }
  return storage;
}

/** The default store sits inside the repository: a `.gitignore` of `*` keeps it out of `git status`. */
export async function ignoreDefaultStore(location: StoreLocation): Promise<void> {
  if (!location.isDefault) return;
  try {
    const handle = await fs.open(
      path.join(location.directory, '.gitignore'),
      constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW,
      0o644,
    );
    await handle.writeFile('# Written by supervised-run: the run store is not part of the repository.\n*\n');
    await handle.close();
  } catch {
    // Exists already (or cannot be written): the runner leaves the store out of workspace snapshots anyway.
  }
}

/**
 * Removes the store directory a refused start created (`existed`: it was there before), when it
 * holds nothing but directories and the CLI's `.gitignore`: no run, no lock, no file of anyone else's.
 */
export async function removeUnusedStore(location: StoreLocation, existed: boolean): Promise<void> {
  if (existed) return;
  const entries = await fs.readdir(location.directory, { recursive: true, withFileTypes: true }).catch(() => undefined);
  if (entries === undefined) return;
  const ignore = path.join(location.directory, '.gitignore');
  if (entries.some((entry) => !entry.isDirectory() && path.join(entry.parentPath, entry.name) !== ignore)) return;
  await fs.rm(location.directory, { recursive: true, force: true }).catch(() => undefined);
}
