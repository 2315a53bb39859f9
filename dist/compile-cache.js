// V8's compile cache for the chunks of bundle.js (written by scripts/build.ts; see there why).
// Builtins through process.getBuiltinModule, not `import ... from 'node:fs'`: an ES import of fs builds
// its ESM facade, which reads every export, and fs's stream getters load fs/promises, readline and
// more (about 4 ms of every start, before any of the bundle's code runs).
import { createRequire } from 'node:module';

try {
  const builtin = process.getBuiltinModule ?? createRequire(import.meta.url);
  const { lstatSync } = builtin('node:fs');
  const { enableCompileCache } = builtin('node:module');
  const { tmpdir } = builtin('node:os');
  const { join } = builtin('node:path');
  const uid = typeof process.getuid === 'function' ? process.getuid() : undefined;
  const directory = join(tmpdir(), `supervised-run-compile-cache-${uid ?? 'user'}`);
  const info = lstatSync(directory);
  const own = info.isDirectory() && (uid === undefined || (info.uid === uid && (info.mode & 0o022) === 0));
  if (own) enableCompileCache?.(directory);
} catch {
  // Missing (a new runner) or unreadable: no cache.
}
