// Refusals before anything runs: bad options (nothing written), inputs holding a known secret,
// host modules outside runRoot or without bindRun (the run removed again), a runRoot that is not a
// git top level (no store created), and stored runs without a usable host.
import { existsSync } from 'node:fs';
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  optionProblemOf,
  readSupervisedRunStatus,
  resumeSupervisedRun,
  startSupervisedRun,
  withRootName,
} from '../../src/runner/index.ts';
import { createGraphRun } from '../../src/graph/index.ts';
import { createLocalRunStorage } from '../../src/store/index.ts';
import { fixture, type Fixture } from './helpers.ts';

let f: Fixture | undefined;
afterEach(async () => {
  await f?.cleanup();
  f = undefined;
});

function resolvedInputsOf(fixture: Fixture): Record<string, unknown> {
  return fixture.options.definition.resolvedInputs as Record<string, unknown>;
}

async function rejection(promise: Promise<unknown>): Promise<{ code?: string; message: string; cause?: unknown }> {
  try {
    await promise;
  } catch (error) {
    return error as { code?: string; message: string; cause?: unknown };
  }
  throw new Error('expected a rejection');
}

describe('options and host refusals', () => {
  it('refuses bad options with INVALID_OPTIONS naming the field and what it accepts, writing nothing', async () => {
    f = await fixture({ a: {} });
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [
        { limits: { timeoutMs: -5 } },
        /options\.limits\.timeoutMs: limits\.timeoutMs must be a positive number of milliseconds/,
      ],
      [{ restart: { maxRestarts: 1.5 } }, /options\.restart\.maxRestarts/],
      [
        { restart: { initialBackoffMs: 5000, maxBackoffMs: 100 } },
        /options\.restart\.maxBackoffMs: must be at least the initial backoff \(5000 ms\)/,
      ],
      [{ environmentVariables: ['NOT=OK'] }, /options\.environmentVariables\.0: environment variable names/],
      [{ host: { kind: 'script', module: './host.mjs' } }, /options\.host\.kind: host must be/],
      [{ storage: { directory: path.join(f.temp, 'store'), namespace: '../up' } }, /options\.storage\.namespace/],
      [{ teardownGraceMs: 'soon' }, /options\.teardownGraceMs: teardownGraceMs must be a number of milliseconds/],
      [{ unknownOption: true }, /unknownOption/],
      [{ onEvent: 'not a function' }, /options\.onEvent: expected a function/],
      [{ workerEntry: '/nonexistent/worker.js' }, /options\.workerEntry: no worker script/],
    ];
    for (const [override, message] of cases) {
      const error = await rejection(startSupervisedRun({ ...f.options, ...override }));
      expect(error.code, JSON.stringify(override)).toBe('INVALID_OPTIONS');
      expect(error.message).toMatch(message);
    }
    const definitionError = await rejection(
      startSupervisedRun({
        ...f.options,
        definition: { ...f.options.definition, runId: 'a/b' },
      }),
    );
    expect(definitionError).toMatchObject({
      code: 'INVALID_OPTIONS',
      message: expect.stringMatching(/options\.definition\.runId/),
    });
    expect(existsSync(f.storage.directory)).toBe(false);
  });

  it('refuses a value of the built-in DAG form that its worker would refuse, before anything is written', async () => {
    f = await fixture({ a: {} });
    const dag = (value: unknown) =>
      rejection(
        startSupervisedRun({
          ...f!.options,
          definition: { ...f!.options.definition, graphDefinition: { form: 'dag', version: 1, value } },
        }),
      );
    const cases: Array<[unknown, RegExp]> = [
      // The nodes without their `nodes` key.
      [
        { a: { needs: [] } },
        /options\.definition\.graphDefinition\.value: invalid DAG definition: nodes: .*expected record/,
      ],
      [
        { nodes: { a: { needs: ['b'] } } },
        /options\.definition\.graphDefinition\.value: nodes\.a\.needs\[0\]: unknown node "b"/,
      ],
      [
        { nodes: { a: { needs: ['b'] }, b: { needs: ['a'] } } },
        /options\.definition\.graphDefinition\.value: nodes\.a\.needs: cycle a -> b -> a/,
      ],
      [{ nodes: {} }, /options\.definition\.graphDefinition\.value: invalid DAG definition: nodes: at least one node/],
    ];
    for (const [value, message] of cases) {
      const error = await dag(value);
      expect(error.code, JSON.stringify(value)).toBe('INVALID_OPTIONS');
      expect(error.message).toMatch(message);
      expect(error.cause).toMatchObject({ code: 'INVALID_GRAPH' });
    }
    expect(existsSync(f.storage.directory)).toBe(false);
    // Another version of the form is a host's own: only its worker knows it, so the start lets it through.
    const other = await startSupervisedRun({
      ...f.options,
      definition: { ...f.options.definition, graphDefinition: { form: 'dag', version: 2, value: { a: {} } } },
    });
    expect((await other.done).kind).toBe('fail');
    expect(existsSync(f.storage.directory)).toBe(true);
  });

  it('refuses host modules outside runRoot, symlink escapes and unresolvable paths with HOST_MODULE', async () => {
    f = await fixture({ a: {} });
    const outside = path.join(f.temp, 'outside.mjs');
    await writeFile(outside, 'export function bindRun() {}\n');
    await symlink(outside, path.join(f.repo, 'escape.mjs'));
    await mkdir(path.join(f.repo, 'dir.mjs'));
    await symlink(path.join(f.repo, 'loop-b.mjs'), path.join(f.repo, 'loop-a.mjs'));
    await symlink(path.join(f.repo, 'loop-a.mjs'), path.join(f.repo, 'loop-b.mjs'));
    const start = (module: string) =>
      rejection(startSupervisedRun({ ...f!.options, host: { kind: 'module', module } }));
    expect(await start('../outside.mjs')).toMatchObject({
      code: 'HOST_MODULE',
      message: expect.stringContaining('outside runRoot'),
    });
    expect(await start(outside)).toMatchObject({ code: 'HOST_MODULE' });
    expect(await start('./escape.mjs')).toMatchObject({
      code: 'HOST_MODULE',
      message: expect.stringContaining('outside runRoot'),
    });
    const missing = await start('./missing.mjs');
    expect(missing).toMatchObject({ code: 'HOST_MODULE' });
    expect((missing.cause as NodeJS.ErrnoException).code).toBe('ENOENT');
    const notDirectory = await start('./README.md/host.mjs');
    expect((notDirectory.cause as NodeJS.ErrnoException).code).toBe('ENOTDIR');
    const loop = await start('./loop-a.mjs');
    expect((loop.cause as NodeJS.ErrnoException).code).toBe('ELOOP');
    expect(await start('./dir.mjs')).toMatchObject({
      code: 'HOST_MODULE',
      message: expect.stringContaining('not a file'),
    });
    expect(existsSync(f.storage.directory)).toBe(false);
  });

  it('refuses a runRoot that is not the top level of a git work tree with WORKSPACE_ROOT, creating no store', async () => {
    f = await fixture({ a: {} });
    const sub = path.join(f.repo, 'sub');
    await mkdir(sub);
    await writeFile(path.join(sub, 'host.mjs'), 'export function bindRun() {}\n');
    const notTopLevel = await rejection(startSupervisedRun({ ...f.options, runRoot: sub }));
    expect(notTopLevel).toMatchObject({
      code: 'WORKSPACE_ROOT',
      message: expect.stringMatching(/^options\.runRoot must be the top level of a git work tree: .*not the top level/),
    });
    // Outside any work tree: the same refusal, and a caller names the root its own way.
    const plain = path.join(f.temp, 'not-git');
    await mkdir(plain);
    await writeFile(path.join(plain, 'host.mjs'), 'export function bindRun() {}\n');
    const notGit = await rejection(startSupervisedRun({ ...f.options, runRoot: plain }));
    expect(notGit).toMatchObject({
      code: 'WORKSPACE_ROOT',
      message: expect.stringMatching(
        /^options\.runRoot must be the top level of a git work tree: .*not inside a git work tree/,
      ),
    });
    expect(withRootName(notGit, '--root')).toMatchObject({
      code: 'WORKSPACE_ROOT',
      message: expect.stringMatching(/^--root must be the top level of a git work tree: /),
    });
    // Checked before the store is opened: no store directory is left behind.
    expect(existsSync(f.storage.directory)).toBe(false);
  });

  it('refuses a value that is not JSON where it stops being JSON, with the problem as data', async () => {
    f = await fixture({ a: {} });
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const cases: Array<[unknown, string, string]> = [
      [new Map(), '.resolvedInputs', 'is a Map (JSON has only plain objects and arrays); it must be JSON'],
      [{ a: [1, Number.NaN] }, '.resolvedInputs.a.1', 'is NaN (JSON has only finite numbers); it must be JSON'],
      [{ a: () => 1 }, '.resolvedInputs.a', 'is a function (JSON has no such value); it must be JSON'],
      [{ a: undefined }, '.resolvedInputs.a', 'is undefined (JSON has no such value); it must be JSON'],
      [
        cyclic,
        '.resolvedInputs.self',
        'is a reference to an enclosing value (JSON cannot hold a cycle); it must be JSON',
      ],
    ];
    for (const [resolvedInputs, below, why] of cases) {
      const error = await rejection(
        startSupervisedRun({ ...f.options, definition: { ...f.options.definition, resolvedInputs } }),
      );
      expect(error).toMatchObject({ code: 'INVALID_OPTIONS', message: `options.definition${below}: ${why}` });
      expect(optionProblemOf(error)).toEqual({ option: 'definition', below, why });
    }
    // A value shared by two places is JSON (no cycle).
    const shared = { n: 1 };
    const handle = await startSupervisedRun({
      ...f.options,
      definition: { ...f.options.definition, resolvedInputs: { ...resolvedInputsOf(f), x: shared, y: shared } },
    });
    expect((await handle.done).kind).toBe('complete');
  });

  it('refuses inputs holding a known secret with INVALID_OPTIONS naming the input, creating nothing', async () => {
    f = await fixture({ a: {} });
    const secret = 'sk-inputs-3f9a7c1e5d';
    const start = (resolvedInputs: Record<string, unknown>) =>
      rejection(
        startSupervisedRun({
          ...f!.options,
          storage: { ...f!.storage, knownSecrets: [secret] },
          definition: { ...f!.options.definition, resolvedInputs: { ...resolvedInputsOf(f!), ...resolvedInputs } },
        }),
      );
    const raw = await start({ note: `token ${secret}` });
    expect(raw).toMatchObject({
      code: 'INVALID_OPTIONS',
      message: expect.stringMatching(/^options\.definition\.resolvedInputs\.note: holds a known secret;/),
    });
    expect(optionProblemOf(raw)).toMatchObject({ option: 'definition', below: '.resolvedInputs.note' });
    // Behind an encoding too, as the store would find it.
    const encoded = await start({ blob: Buffer.from(secret).toString('base64') });
    expect(encoded.message).toMatch(/^options\.definition\.resolvedInputs\.blob: holds a known secret \(base64\)/);
    // Refused before the worker, the store or the run's directory: nothing exists.
    expect(existsSync(f.storage.directory)).toBe(false);
  });

  it('refuses a host module without a bindRun export: done rejects with HOST_MODULE and no run is left, its ID free', async () => {
    f = await fixture({ a: {} });
    await writeFile(path.join(f.repo, 'nobind.mjs'), 'export const x = 1;\n');
    const handle = await startSupervisedRun({ ...f.options, host: { kind: 'module', module: './nobind.mjs' } });
    const refused = await rejection(handle.done);
    expect(refused).toMatchObject({
      code: 'HOST_MODULE',
      message: expect.stringMatching(
        /^host module nobind\.mjs does not export a bindRun function \(.*\); the start was refused and run run-1 was not stored$/,
      ),
    });
    const storage = await createLocalRunStorage(f.storage);
    expect(existsSync(storage.runDirectory(f.runId))).toBe(false);
    expect(existsSync(path.join(storage.localDirectory(), 'scratch', f.storage.namespace, f.runId))).toBe(false);
    expect(await storage.listRuns()).toEqual([]);
    expect(await storage.readProcessLock(f.runId)).toBeUndefined();
    // The corrected start takes the same ID.
    const again = await startSupervisedRun(f.options);
    expect((await again.done).kind).toBe('complete');
  });

  it('refuses a definition the host graph does not fit: done rejects with HOST_MODULE naming the mismatch, no run is left, its ID free', async () => {
    f = await fixture({ a: {} });
    const { graphDefinition } = f.options.definition;
    const handle = await startSupervisedRun({
      ...f.options,
      definition: { ...f.options.definition, graphDefinition: { ...graphDefinition, version: 2 } },
    });
    const refused = await rejection(handle.done);
    expect(refused).toMatchObject({
      code: 'HOST_MODULE',
      message: expect.stringMatching(
        /^STORED_GRAPH_MISMATCH: the run's definition has graph form "dag" version 2; the supplied graph is "dag" version 1; the start was refused and run run-1 was not stored$/,
      ),
      details: { workerCode: 'STORED_GRAPH_MISMATCH', stored: false },
    });
    const storage = await createLocalRunStorage(f.storage);
    expect(existsSync(storage.runDirectory(f.runId))).toBe(false);
    expect(await storage.listRuns()).toEqual([]);
    // A plan lane the host binds no engine for: the same refusal.
    const unbound = await startSupervisedRun({
      ...f.options,
      definition: {
        ...f.options.definition,
        plan: { schemaVersion: 1, lanes: { x: [{ provider: 'p', model: 'm' }] } },
      },
    });
    expect(await rejection(unbound.done)).toMatchObject({
      code: 'HOST_MODULE',
      message: expect.stringMatching(
        /^MISSING_ENGINE_BINDING: plan target p\/m of lane "x" has no engine binding; the start was refused/,
      ),
    });
    expect(await storage.listRuns()).toEqual([]);
    const again = await startSupervisedRun(f.options);
    expect((await again.done).kind).toBe('complete');
  });

  it('a stored run without a host binding is refused with HOST_MODULE; a missing built-in host refuses the start with HOST_MODULE', async () => {
    f = await fixture({ a: {} });
    const storage = await createLocalRunStorage(f.storage);
    await createGraphRun(
      storage,
      'graph-only',
      {
        schemaVersion: 1,
        graphDefinition: f.options.definition.graphDefinition,
        plan: { schemaVersion: 1, lanes: {} },
        resolvedInputs: {},
      },
      { session: 1 },
    );
    expect(
      await rejection(resumeSupervisedRun({ storage: f.storage, runId: 'graph-only', runRoot: f.repo })),
    ).toMatchObject({ code: 'HOST_MODULE' });

    // Found by the worker, before anything ran: the start is refused and the run removed.
    const handle = await startSupervisedRun({ ...f.options, host: { kind: 'builtin', name: 'declarative' } });
    expect(await rejection(handle.done)).toMatchObject({
      code: 'HOST_MODULE',
      message: expect.stringContaining('"declarative"'),
    });
    expect(await rejection(readSupervisedRunStatus({ storage: f.storage, runId: f.runId }))).toMatchObject({
      code: 'RUN_STORAGE',
    });
  });

  it('refuses to start a run that already exists, and to read the status of one that does not', async () => {
    f = await fixture({ a: {} });
    const handle = await startSupervisedRun(f.options);
    expect((await handle.done).kind).toBe('complete');
    expect(await rejection(startSupervisedRun(f.options))).toMatchObject({
      code: 'RUN_STORAGE',
      message: expect.stringContaining('already exists'),
    });
    expect(await rejection(readSupervisedRunStatus({ storage: f.storage, runId: 'nope' }))).toMatchObject({
      code: 'RUN_STORAGE',
    });
  });
});
