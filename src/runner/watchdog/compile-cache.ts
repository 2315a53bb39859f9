// Node's compile cache for worker processes. From source, most of a worker's start is Node stripping
// the types of ~130 modules (and V8 compiling them; for the bundle, compiling dist/worker.js): the
// cache keeps both between launches. It is enabled by a preload (--import of a data: URL) because
// the entry's static imports are loaded before any of its code runs, and not through
// NODE_COMPILE_CACHE, which would reach every node process the host starts. The directory is per
// user and must be a real directory owned by this user and writable by no one else: a cache is code.
import { lstat, mkdir } from 'node:fs/promises';
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
