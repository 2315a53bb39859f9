// Bundles src/bundle.ts with ncc into dist/bundle.js and its chunks (the Action runs dist/, not src/),
// and writes dist/index.js, worker.js and cli.js: each starts one program of that bundle.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { asciiOnly } from './ascii.ts';
import { writeSourcesManifest } from './dist-sources.ts';
import { compactVendorChunk, vendorChunkFiles } from './vendor-chunks.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// `--out DIR` builds elsewhere (the dist freshness test compares such a build with the committed dist/).
const outFlag = process.argv.indexOf('--out');
const dist = outFlag > 0 && process.argv[outFlag + 1] ? resolve(process.argv[outFlag + 1]!) : join(root, 'dist');
const work = join(dist === join(root, 'dist') ? join(root, '.tmp') : dist + '.tmp', 'ncc');
const ncc = join(root, 'node_modules', '.bin', 'ncc');

/** The one bundle: every program of dist/ is a lazy chunk of it, so shared modules are bundled once. */
const bundleSource = 'src/bundle.ts';

/**
 * The programs of dist/, each a small file that starts one export of the bundle: index is the
 * Action, both steps (action.yml names it as main and as post); worker is the run's worker process;
 * cli is the `supervised-run` bin (package.json), so it keeps a shebang and the executable bit.
 */
const programs: Record<string, { start: 'action' | 'worker' | 'cli'; what: string; bin?: true }> = {
  index: { start: 'action', what: 'The Action, both of its steps (action.yml names this file as main and as post).' },
  worker: { start: 'worker', what: 'The worker process the Action and the CLI start for a run.' },
  cli: { start: 'cli', what: 'The `supervised-run` command (the bin of package.json).', bin: true },
};

function programText(program: (typeof programs)[string]): string {
  return [
    ...(program.bin ? ['#!/usr/bin/env node'] : []),
    `// ${program.what}`,
    `// Its code is in bundle.js, shared with the other programs of dist/ (scripts/build.ts, src/bundle.ts).`,
    `import './${compileCacheFile}';`,
    `import { ${program.start} } from './bundle.js';`,
    '',
    `await ${program.start}();`,
    '',
  ].join('\n');
}

/**
 * Evaluated before bundle.js (the first import of each program): turns on V8's compile cache, so
 * a start loads the chunks an earlier start compiled without compiling them again (the post step
 * those of the worker, the next job on a self-hosted runner all of them). The directory is the one
 * the runner gives its workers (src/runner/watchdog/compile-cache.ts; the bundle cannot provide it
 * before it loads): per user, in the temp directory, used only when it is a real directory this
 * user owns and no one else can write (a cache is code). It is not created here: filling an empty
 * cache costs a first start more than it saves (measured: +25 ms to the first line, +40 ms to the
 * exit of a status step), so the first start on a new runner runs without one, and the first worker
 * creates it. Node < 22.1 has no enableCompileCache; an unusable directory leaves the cache off.
 */
const compileCacheFile = 'compile-cache.js';
const compileCacheText = `// V8's compile cache for the chunks of bundle.js (written by scripts/build.ts; see there why).
// Builtins through process.getBuiltinModule, not \`import ... from 'node:fs'\`: an ES import of fs builds
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
  const directory = join(tmpdir(), \`supervised-run-compile-cache-\${uid ?? 'user'}\`);
  const info = lstatSync(directory);
  const own = info.isDirectory() && (uid === undefined || (info.uid === uid && (info.mode & 0o022) === 0));
  if (own) enableCompileCache?.(directory);
} catch {
  // Missing (a new runner) or unreadable: no cache.
}
`;

rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });
rmSync(work, { recursive: true, force: true });
// Beside the output, not in it: which modules each chunk holds (scripts/vendor-chunks.ts).
const statsFile = join(dirname(work), 'ncc-stats.json');
execFileSync(
  ncc,
  ['build', bundleSource, '-o', work, '--quiet', '--license', 'licenses.txt', '--stats-out', statsFile],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
const vendorChunks = vendorChunkFiles(JSON.parse(readFileSync(statsFile, 'utf8')));
rmSync(statsFile, { force: true });
// ncc names its output index.js (and the chunks <id>.index.js, which its runtime loads by that name).
// Its .js files (ES modules) are written ASCII only: V8 compiles those faster (scripts/ascii.ts);
// those of third-party code only are compacted first (scripts/vendor-chunks.ts).
for (const file of readdirSync(work)) {
  if (file === 'package.json') continue;
  const target = join(dist, file === 'index.js' ? 'bundle.js' : file);
  if (!file.endsWith('.js')) {
    renameSync(join(work, file), target);
    continue;
  }
  try {
    const code = readFileSync(join(work, file), 'utf8');
    const compacted = vendorChunks.has(file) ? compactVendorChunk(file, code) : code;
    writeFileSync(target, asciiOnly(compacted, { sourceType: 'module' }));
  } catch (error) {
    throw new Error(`cannot write ncc's ${file} to dist/: ${(error as Error).message}`, { cause: error });
  }
}
for (const [name, program] of Object.entries(programs)) {
  const target = join(dist, `${name}.js`);
  if (existsSync(target)) throw new Error(`ncc output collides with dist/${name}.js`);
  writeFileSync(target, programText(program), { mode: program.bin ? 0o755 : 0o644 });
  console.log(`wrote dist/${name}.js`);
}
if (existsSync(join(dist, compileCacheFile))) throw new Error(`ncc output collides with dist/${compileCacheFile}`);
writeFileSync(join(dist, compileCacheFile), compileCacheText);
rmSync(work, { recursive: true, force: true });
writeSourcesManifest(join(dist, 'manifest.json'), root);
