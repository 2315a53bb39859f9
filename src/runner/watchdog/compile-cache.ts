// Node's compile cache for worker processes. From source, most of a worker's start is Node stripping
// the types of ~130 modules (and V8 compiling them; for the bundle, compiling dist/worker.js): the
// cache keeps both between launches. It is enabled by a preload (--import of a data: URL) because
// the entry's static imports are loaded before any of its code runs, and not through
// NODE_COMPILE_CACHE, which would reach every node process the host starts. The directory is per
// user and must be a real directory owned by this user and writable by no one else: a cache is code.
import { lstat, mkdir, readdir, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export function defaultCompileCacheDirectory(): string {
  const user = typeof process.getuid === 'function' ? String(process.getuid()) : 'user';
  return path.join(os.tmpdir(), `supervised-run-compile-cache-${user}`);
}

/** The directory, created if missing, or null when it is not safe to use (then workers run without a cache). */
export async function compileCacheDirectory(directory = defaultCompileCacheDirectory()): Promise<string | null> {
  try {
    await mkdir(directory, { recursive: true, mode: 0o700 });
    const info = await lstat(directory);
    if (!info.isDirectory()) return null;
    if (typeof process.getuid === 'function' && (info.uid !== process.getuid() || (info.mode & 0o022) !== 0))
      return null;
    return directory;
  } catch {
    return null;
  }
}

/** The node flag that enables the cache in `directory` before the worker entry loads. */
export function compileCacheFlag(directory: string): string {
  // A namespace import, so a Node without enableCompileCache starts the worker without a cache.
  const code = `import * as module from 'node:module'; module.enableCompileCache?.(${JSON.stringify(directory)});`;
  return `--import=data:text/javascript,${encodeURIComponent(code)}`;
}

/**
 * How the cache is kept small. Node keys an entry by the module's path (its content only checks
 * it), so entries grow with every path a worker loaded: each install or Action version of the
 * package, each host module's location, each Node version (a subdirectory each); nothing removes
 * them. Entries unused for `maxIdleDays` go, then all but the `keepEntries` used last.
 */
export const compileCachePolicy = { keepEntries: 4000, maxIdleDays: 14, everyMs: 24 * 60 * 60 * 1000 };

/** Touched when a prune begins: at most one prune a day per cache, whatever the number of runs. */
const prunedMarker = '.pruned';

/**
 * Prunes the cache in the background when a day has passed since the last prune. Called once a
 * worker is started (its modules load from the cache first), so it costs a start one stat.
 */
export function pruneCompileCacheWhenDue(directory: string | null, now = Date.now()): void {
  if (directory === null) return;
  void pruneWhenDue(directory, now).catch(() => undefined);
}

async function pruneWhenDue(directory: string, now: number): Promise<void> {
  const marker = path.join(directory, prunedMarker);
  const last = await stat(marker).then(
    (info) => info.mtimeMs,
    () => 0,
  );
  if (now - last < compileCachePolicy.everyMs) return;
  await writeFile(marker, '');
  await pruneCompileCache(directory, { now });
}

interface CacheEntry {
  file: string;
  /** The later of its access and modification times: Node reads an entry it uses, rewrites one it recompiled. */
  usedAt: number;
}

/** Removes entries per compileCachePolicy (or `options`), and emptied subdirectories of other Node versions. */
export async function pruneCompileCache(
  directory: string,
  options: { now?: number; keepEntries?: number; maxIdleDays?: number } = {},
): Promise<{ removed: number; kept: number }> {
  const { now = Date.now(), keepEntries = compileCachePolicy.keepEntries } = options;
  const idleSince = now - (options.maxIdleDays ?? compileCachePolicy.maxIdleDays) * 24 * 60 * 60 * 1000;
  const versions = (await readdir(directory, { withFileTypes: true })).filter((entry) => entry.isDirectory());
  const entries: CacheEntry[] = [];
  for (const version of versions) entries.push(...(await entriesOf(path.join(directory, version.name))));
  entries.sort((a, b) => b.usedAt - a.usedAt);
  const stale = entries.filter((entry, index) => index >= keepEntries || entry.usedAt < idleSince);
  await inBatches(stale, (entry) => rm(entry.file, { force: true }).catch(() => undefined));
  const current = `v${process.versions.node}-`;
  for (const version of versions)
    if (!version.name.startsWith(current)) await rmdir(path.join(directory, version.name)).catch(() => undefined);
  return { removed: stale.length, kept: entries.length - stale.length };
}

async function entriesOf(versionDirectory: string): Promise<CacheEntry[]> {
  const names = await readdir(versionDirectory).catch(() => [] as string[]);
  const entries: CacheEntry[] = [];
  await inBatches(names, async (name) => {
    const file = path.join(versionDirectory, name);
    const info = await lstat(file).catch(() => undefined);
    if (info?.isFile() === true) entries.push({ file, usedAt: Math.max(info.atimeMs, info.mtimeMs) });
  });
  return entries;
}

/** `work` on each item, 64 at a time: a large cache neither runs one by one nor opens thousands at once. */
async function inBatches<T>(items: readonly T[], work: (item: T) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < items.length; i += 64) await Promise.all(items.slice(i, i + 64).map(work));
}
