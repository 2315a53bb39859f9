// Worker entry resolution in the three layouts: source (worker-entry.ts), the tsc library build
// (lib/*/worker-entry.js beside lib/runner/worker/worker.js, which is not an entry) and the ncc bundle
// (dist/worker.js beside dist/main.js). The library build is emitted for real and a tiny run of each
// host kind goes through it in a child process, with lib/'s worker entries and then, once lib/ and
// dist/ name the same sources, with the package's dist/worker.js.
import { execFile, execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findWorkerEntry, requireWorkerEntry, resolveWorkerEntry } from '../../src/runner/worker/worker-path.ts';
import { distSourcesDigest } from '../../scripts/dist-sources.ts';
import { declarativeWorkerEntry } from '../../src/declarative/worker-path.ts';
import { git } from './helpers.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const projectRoot = path.resolve(here, '../..');

async function layout(root: string, files: string[]): Promise<string> {
  const directory = await mkdtemp(path.join(root, 'layout-'));
  for (const file of files) await writeFile(path.join(directory, file), '');
  return directory;
}

describe('worker entry lookup', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'worker-path-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('prefers worker-entry.ts, then worker-entry.js, then the bundle worker.js, and finds none in an empty directory', async () => {
    const source = await layout(root, ['worker.ts', 'worker-entry.ts', 'worker-path.ts']);
    expect(findWorkerEntry(source)).toBe(path.join(source, 'worker-entry.ts'));
    // The library build: worker.js is the runSupervisedWorker module and must not be picked.
    const lib = await layout(root, ['worker.js', 'worker-entry.js', 'worker-path.js']);
    expect(findWorkerEntry(lib)).toBe(path.join(lib, 'worker-entry.js'));
    const dist = await layout(root, ['main.js', 'post.js', 'worker.js', 'cli.js']);
    expect(findWorkerEntry(dist)).toBe(path.join(dist, 'worker.js'));
    expect(findWorkerEntry(await layout(root, ['main.js']))).toBeUndefined();
  });

  it("takes the package's dist/worker.js for lib/'s entries only when lib/ and dist/ name the same sources", async () => {
    /** A package with lib/'s two worker entries and dist/'s bundle; each manifest as given (undefined: none). */
    const pkg = async (libSources: string | undefined, distSources: string | undefined, bundle = true) => {
      const directory = await mkdtemp(path.join(root, 'package-'));
      const runner = path.join(directory, 'lib', 'runner', 'worker');
      const declarative = path.join(directory, 'lib', 'declarative');
      await mkdir(runner, { recursive: true });
      await mkdir(declarative, { recursive: true });
      await mkdir(path.join(directory, 'dist'));
      for (const file of ['worker.js', 'worker-entry.js', 'worker-path.js'])
        await writeFile(path.join(runner, file), '');
      await writeFile(path.join(declarative, 'worker-entry.js'), '');
      if (bundle) await writeFile(path.join(directory, 'dist', 'worker.js'), '');
      const manifest = (where: string, sources: string | undefined) =>
        sources === undefined
          ? undefined
          : writeFile(path.join(directory, where, 'manifest.json'), JSON.stringify({ sources }));
      await manifest('lib', libSources);
      await manifest('dist', distSources);
      return {
        runner: requireWorkerEntry(runner),
        declarative: requireWorkerEntry(declarative),
        bundle: path.join(directory, 'dist', 'worker.js'),
        lib: { runner: path.join(runner, 'worker-entry.js'), declarative: path.join(declarative, 'worker-entry.js') },
      };
    };
    const same = await pkg('sha256:one', 'sha256:one');
    expect([same.runner, same.declarative]).toEqual([same.bundle, same.bundle]);
    for (const other of [
      await pkg('sha256:one', 'sha256:two'),
      await pkg(undefined, 'sha256:one'),
      await pkg('sha256:one', undefined),
      await pkg('sha256:one', 'sha256:one', false),
    ])
      expect({ runner: other.runner, declarative: other.declarative }).toEqual(other.lib);
  });

  it('resolves the source entries of both layers when run from source', () => {
    expect(resolveWorkerEntry()).toBe(path.join(projectRoot, 'src', 'runner', 'worker', 'worker-entry.ts'));
    expect(declarativeWorkerEntry()).toBe(path.join(projectRoot, 'src', 'declarative', 'worker-entry.ts'));
  });
});

const consumer = `
import { startSupervisedRun, startDeclarativeRun } from './lib/index.js';
import { resolveWorkerEntry } from './lib/runner/worker/worker-path.js';
import { declarativeWorkerEntry } from './lib/declarative/worker-path.js';
const [repo, store] = process.argv.slice(2);
const common = { storage: { directory: store, namespace: 'lib' }, runRoot: repo, restart: { maxRestarts: 0 }, teardownGraceMs: 500, heartbeatMs: 0 };
const moduleRun = await (await startSupervisedRun({
  ...common,
  definition: { runId: 'module', graphDefinition: { form: 'dag', version: 1, value: { nodes: { only: { needs: [] } } } } },
  host: { kind: 'module', module: './host.mjs' },
})).done;
const declarativeRun = await (await startDeclarativeRun({ ...common, runId: 'declarative', graphFile: 'graph.yml' })).done;
process.stdout.write(JSON.stringify({ entries: { runner: resolveWorkerEntry(), declarative: declarativeWorkerEntry() }, moduleRun, declarativeRun }));
`;

const hostModule = `
export function bindRun({ definition, forms }) {
  return { graph: forms.dag(definition.graphDefinition.value), nodes: { only: { kind: 'data', retrySafe: true, run: async () => 'from the library build' } } };
}
`;

describe('the tsc library build', () => {
  let root: string;
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('runs a module-host run and a declarative run to completion through lib/index.js with the lib worker entries', async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'worker-lib-'));
    // What `npm run build:lib` emits (type checking is `npm run typecheck`'s job; the JavaScript is the same).
    const tsc = path.join(projectRoot, 'node_modules', 'typescript', 'bin', 'tsc');
    await promisify(execFile)(
      process.execPath,
      [
        tsc,
        '-p',
        path.join(projectRoot, 'tsconfig.lib.json'),
        '--outDir',
        path.join(root, 'lib'),
        '--noCheck',
        '--declaration',
        'false',
      ],
      { cwd: projectRoot },
    );
    await symlink(path.join(projectRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir');
    await writeFile(path.join(root, 'package.json'), JSON.stringify({ type: 'module' }));
    await writeFile(path.join(root, 'consumer.mjs'), consumer);

    const repo = path.join(root, 'repo');
    await mkdir(repo);
    execFileSync('git', ['init', '-q', repo]);
    git(repo, 'config', 'user.email', 'test@example.invalid');
    git(repo, 'config', 'user.name', 'Test');
    await writeFile(path.join(repo, 'host.mjs'), hostModule);
    await writeFile(
      path.join(repo, 'graph.yml'),
      `version: 1\nnodes:\n  hello: { run: [${JSON.stringify(process.execPath)}, -e, "console.log('hello')"], retry-safe: true }\n`,
    );
    git(repo, 'add', '.');
    git(repo, 'commit', '-q', '-m', 'initial');

    const consume = async (store: string) => {
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [path.join(root, 'consumer.mjs'), repo, path.join(root, store)],
        { cwd: root },
      );
      const out = JSON.parse(stdout) as {
        entries: { runner: string; declarative: string };
        moduleRun: unknown;
        declarativeRun: unknown;
      };
      expect(out.moduleRun).toEqual({ kind: 'complete', output: { only: 'from the library build' } });
      expect(out.declarativeRun).toMatchObject({
        kind: 'complete',
        output: { hello: { exitCode: 0, stdoutTail: 'hello\n' } },
      });
      return out.entries;
    };
    expect(await consume('store-lib')).toEqual({
      runner: path.join(root, 'lib', 'runner', 'worker', 'worker-entry.js'),
      declarative: path.join(root, 'lib', 'declarative', 'worker-entry.js'),
    });
    // As a packed package: dist/ beside lib/, both built from these sources (what build:lib writes).
    await symlink(path.join(projectRoot, 'dist'), path.join(root, 'dist'), 'dir');
    await writeFile(
      path.join(root, 'lib', 'manifest.json'),
      JSON.stringify({ sources: distSourcesDigest(projectRoot) }),
    );
    const bundle = path.join(root, 'dist', 'worker.js');
    expect(await consume('store-bundle')).toEqual({ runner: bundle, declarative: bundle });
  });
});
