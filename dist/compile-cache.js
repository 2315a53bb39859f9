// V8's compile cache for the chunks of bundle.js (written by scripts/build.ts; see there why).
import { lstatSync } from 'node:fs';
import * as module from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

try {
  const uid = typeof process.getuid === 'function' ? process.getuid() : undefined;
  const directory = join(tmpdir(), `supervised-run-compile-cache-${uid ?? 'user'}`);
  const info = lstatSync(directory);
  const own = info.isDirectory() && (uid === undefined || (info.uid === uid && (info.mode & 0o022) === 0));
  if (own) module.enableCompileCache?.(directory);
} catch {
  // Missing (a new runner) or unreadable: no cache.
}
