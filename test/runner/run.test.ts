// A supervised run end to end with real worker processes and a real git workspace.
import { execFile, execFileSync } from 'node:child_process';
import { copyFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { startSupervisedRun, type SupervisedRunStatus } from '../../src/runner/index.ts';
import { foldStoredRun, readStatusFrom } from '../../src/runner/status/read.ts';
import { createLocalRunStorage } from '../../src/store/index.ts';
import { fixture, types, waitUntil, type Fixture } from './helpers.ts';
import { createGitWorkspaceProvider } from '../../src/workspace/index.ts';
import { fakeGitOnPath } from '../workspace/fixture.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
let f: Fixture | undefined;
afterEach(async () => {
  await f?.cleanup();
  f = undefined;
});

describe('a supervised run', () => {
  it('completes in a worker process, records sessions, durations, heartbeats and what each node changed', async () => {
    f = await fixture(
      {
        draft: { writeFile: { path: 'notes/draft.txt', content: 'one\ntwo\nthree\n' }, sleepMs: 120 },
        publish: { needs: ['draft'], writeFile: { path: 'README.md', content: 'test repository\nchanged\n' } },
      },
      { heartbeatMs: 30, storeInsideRepo: true },
    );
    const seen: string[] = [];
    const handle = await startSupervisedRun({ ...f.options, onEvent: (e) => seen.push(`${e.log}:${e.event.type}`) });
    const result = await handle.done;
    expect(result).toEqual({
      kind: 'complete',
      output: { draft: { id: 'draft', attempt: 1 }, publish: { id: 'publish', attempt: 1 } },
    });
    expect(seen).toContain('runner:runner:completed');
    expect(seen).toContain('graph:graph:node-completed');
    expect(seen).toContain('graph:runner:worker-result');
    expect(await handle.stop()).toEqual(result); // after completion, stop returns the settled result

    // The settle wrote the status caches from the watchdog's own folds: they reach the end of both
    // logs (a status read folds nothing more) and read as a full fold of the stored run does.
    const store = await createLocalRunStorage(f.storage);
    const cached = await foldStoredRun(store, f.runId);
    expect(cached.folded).toBe(0);
    const full = await foldStoredRun(store, f.runId, { useCheckpoint: false });
    expect(cached.cursors).toEqual(full.cursors);
    expect(await readStatusFrom(store, f.runId, { writeCheckpoint: false })).toEqual(
      await readStatusFrom(store, f.runId, { useCheckpoint: false, writeCheckpoint: false }),
    );

    const runner = await f.events('runner');
    const graph = await f.events('graph');
    expect(types(runner)).toEqual([
      'runner:session-started',
      'runner:worker-launching',
      'runner:worker-started',
      'runner:worker-exited',
      'runner:completed',
    ]);
    expect([...runner, ...graph].every((event) => event.session === 1)).toBe(true);
    const started = runner[2]!.data as { pid: number; identity: { startedAt: number } | null };
    expect(started.pid).toBeGreaterThan(0);
    if (process.platform === 'linux') expect(started.identity?.startedAt).toBeGreaterThan(0);
    expect(types(graph)).toContain('runner:heartbeat');
    expect(types(graph)).toContain('runner:worker-result');
    const completed = graph
      .filter((event) => event.type === 'graph:node-completed')
      .map((event) => event.data as { durationMs: number });
    expect(completed).toHaveLength(2);
    expect(completed[0]!.durationMs).toBeGreaterThanOrEqual(100);

    const changes = graph
      .filter((event) => event.type === 'runner:node-changes')
      .map((event) => event.data as Record<string, unknown>);
    expect(changes).toEqual([
      expect.objectContaining({
        position: 'dag/draft/1',
        nodeId: 'draft',
        outcome: 'completed',
        added: 3,
        removed: 0,
        files: [{ path: 'notes/draft.txt', change: 'added', added: 3, removed: 0, binary: false }],
      }),
      expect.objectContaining({
        position: 'dag/publish/1',
        nodeId: 'publish',
        outcome: 'completed',
        added: 1,
        removed: 0,
        files: [{ path: 'README.md', change: 'modified', added: 1, removed: 0, binary: false }],
      }),
    ]);

    const status = await handle.status();
    expect(status).toMatchObject({
      phase: 'completed',
      session: 1,
      cleanupVerified: true,
      leaseRetained: false,
      restartCount: 0,
      active: [],
    });
    expect(status.nodes.map((node) => [node.position, node.state])).toEqual([
      ['dag/draft/1', 'completed'],
      ['dag/publish/1', 'completed'],
    ]);
    expect(status.usage).toEqual([]);
    expect(status.totalUsage.state).toBe('reported');
    expect(status.lastHeartbeatAt).not.toBeNull();
    expect(status.worker?.alive).toBe(false);
  });

  it('hands its start capture to the worker, which runs no git before or around an unchanged first node', async () => {
    const realGit = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
    f = await fixture({ only: {} });
    // A settled workspace (every entry older than a capture's clock), so that the start's capture
    // carries a fingerprint: only such a capture is handed over.
    const probe = createGitWorkspaceProvider({ root: f.repo, leaseDirectory: path.join(f.temp, 'leases') });
    await waitUntil('a fingerprinted capture', async () => (await probe.captureSince()).fingerprinted);
    const log = path.join(f.temp, 'git.log');
    const fake = fakeGitOnPath(() => `#!/bin/sh\necho "$PPID $*" >> '${log}'\nexec '${realGit}' "$@"\n`);
    try {
      expect((await (await startSupervisedRun(f.options)).done).kind).toBe('complete');
    } finally {
      fake.restore();
    }
    const started = (await f.events('runner')).find((event) => event.type === 'runner:worker-started');
    const workerPid = (started?.data as { pid: number }).pid;
    const calls = (await readFile(log, 'utf8'))
      .trim()
      .split('\n')
      .map((line) => ({ parent: Number(line.split(' ')[0]), args: line.split(' ').slice(1).join(' ') }));
    expect(calls.filter((call) => call.parent === process.pid).map((call) => call.args)).toContainEqual(
      expect.stringContaining(' status '),
    );
    expect(calls.filter((call) => call.parent === workerPid)).toEqual([]);
    const changes = (await f.events('graph')).filter((event) => event.type === 'runner:node-changes');
    expect(changes.map((event) => event.data)).toEqual([expect.objectContaining({ nodeId: 'only', files: [] })]);
  });

  it('reports progress to a status reader in another process while the worker runs, without taking ownership', async () => {
    f = await fixture({ wait: { block: true, retrySafe: true } }, { limits: { timeoutMs: 60_000 } });
    const handle = await startSupervisedRun(f.options);
    await f.waitForFile('started-wait-1');
    const { stdout } = await promisify(execFile)(process.execPath, [
      path.join(here, 'fixtures', 'read-status.ts'),
      f.storage.directory,
      f.storage.namespace,
      f.runId,
    ]);
    const status = JSON.parse(stdout) as SupervisedRunStatus;
    expect(status.phase).toBe('running');
    expect(status.worker).toMatchObject({ alive: true, launch: 0 });
    expect(status.watchdog.alive).toBe(true);
    expect(status.watchdog.holder?.pid).toBe(process.pid);
    expect(status.active).toEqual([
      expect.objectContaining({
        nodeId: 'wait',
        position: 'dag/wait/1',
        phase: 'running',
        attempt: 1,
        retrySafe: true,
        remainingTimeoutMs: null,
      }),
    ]);
    expect(status.active[0]!.usage.state).toBe('reported');
    expect(status.cleanupVerified).toBeNull();
    expect(status.timeoutMs).toBe(60_000);
    expect(status.remainingTimeoutMs).toBeLessThan(60_000);
    expect(status.elapsedMs).toBeGreaterThan(0);
    if (process.platform === 'linux') expect(status.processes.map((p) => p.pid)).toContain(status.worker!.pid);
    await f.open('wait');
    expect((await handle.done).kind).toBe('complete');
  });

  it('stop() while a node runs stops the worker, verifies cleanup and settles STOPPED (terminal)', async () => {
    f = await fixture({ wait: { block: true } });
    const handle = await startSupervisedRun(f.options);
    await f.waitForFile('started-wait-1');
    const result = await handle.stop();
    expect(result).toEqual({ kind: 'fail', code: 'STOPPED', message: expect.any(String) });
    const status = await f.status();
    expect(status).toMatchObject({ phase: 'stopped', cleanupVerified: true, leaseRetained: false, active: [] });
    expect(types(await f.events('runner')).slice(-2)).toEqual(['runner:worker-crashed', 'runner:stopped']);
    expect(await f.effects()).toEqual(['start wait 1']);
  });

  it('records a failed required DAG node as DAG_NODE_FAILED with the node failure EFFECT_FAILED', async () => {
    f = await fixture({ boom: { fail: 'no such thing' } });
    const handle = await startSupervisedRun(f.options);
    const result = await handle.done;
    expect(result).toMatchObject({ kind: 'fail', code: 'DAG_NODE_FAILED' });
    const status = await f.status();
    expect(status.phase).toBe('failed');
    expect(status.nodes[0]).toMatchObject({ state: 'failed', code: 'EFFECT_FAILED' });
    const changes = (await f.events('graph')).filter((e) => e.type === 'runner:node-changes');
    expect(changes.map((e) => (e.data as { outcome: string }).outcome)).toEqual(['failed']);
  });

  it('runs engine nodes with engines handed to a bare .mjs host and reports usage per node honestly', async () => {
    f = await fixture({ ask: {}, guess: {} });
    await copyFile(path.join(here, 'fixtures', 'engine-host.mjs'), path.join(f.repo, 'engine-host.mjs'));
    f.git('add', 'engine-host.mjs');
    f.git('commit', '-q', '-m', 'engine host');
    const handle = await startSupervisedRun({
      ...f.options,
      host: { kind: 'module', module: './engine-host.mjs' },
      definition: {
        ...f.options.definition,
        plan: {
          schemaVersion: 1,
          lanes: {
            measured: [{ provider: 'mock', model: 'mock-measured' }],
            unmeasured: [{ provider: 'mock', model: 'mock-unmeasured' }],
          },
        },
      },
    });
    expect(await handle.done).toEqual({ kind: 'complete', output: { ask: 'four', guess: 'maybe' } });
    const status = await handle.status();
    const usage = Object.fromEntries(status.usage.map((entry) => [entry.nodeId, entry.usage]));
    expect(usage.ask).toMatchObject({
      state: 'reported',
      calls: 1,
      inputTokens: 12,
      outputTokens: 3,
      cost: { reportedUsd: 0.002 },
    });
    expect(usage.guess).toMatchObject({ state: 'unknown', calls: 1, unknownCalls: 1 });
    expect(status.totalUsage).toMatchObject({
      state: 'partial',
      calls: 2,
      inputTokens: 12,
      outputTokens: 3,
      unknownCalls: 1,
    });
  });

  it('gives the worker only the allow-listed variables, the listed names when present, and the owner variables', async () => {
    f = await fixture({ env: { reportEnv: true } });
    process.env.SUPERVISED_TEST_LISTED = 'listed-value-1234';
    process.env.SUPERVISED_TEST_UNLISTED = 'unlisted-value';
    process.env.NODE_OPTIONS = '--max-old-space-size=4096';
    try {
      const handle = await startSupervisedRun({
        ...f.options,
        environmentVariables: ['SUPERVISED_TEST_LISTED', 'SUPERVISED_TEST_ABSENT'],
      });
      expect((await handle.done).kind).toBe('complete');
    } finally {
      delete process.env.SUPERVISED_TEST_LISTED;
      delete process.env.SUPERVISED_TEST_UNLISTED;
      delete process.env.NODE_OPTIONS;
    }
    const env = JSON.parse(await readFile(path.join(f.control, 'env.json'), 'utf8')) as Record<string, string>;
    const launching = (await f.events('runner')).find((e) => e.type === 'runner:worker-launching')!.data as {
      launchId: string;
      ownerId: string;
    };
    expect(env.SUPERVISED_TEST_LISTED).toBe('listed-value-1234');
    expect(env).not.toHaveProperty('SUPERVISED_TEST_UNLISTED');
    expect(env).not.toHaveProperty('SUPERVISED_TEST_ABSENT');
    expect(env).not.toHaveProperty('NODE_OPTIONS');
    expect(env.PATH).toBe(process.env.PATH);
    expect(env).toMatchObject({
      OBVERSA_ATTEMPT_ID: launching.launchId,
      OBVERSA_RUN_ID: 'run-1',
      OBVERSA_HEADLESS: '1',
      OBVERSA_RUN_OWNER: launching.ownerId,
    });
    const allowed = new Set([
      'PATH',
      'HOME',
      'TMPDIR',
      'TMP',
      'TEMP',
      'SystemRoot',
      'USERPROFILE',
      'PATHEXT',
      'SUPERVISED_TEST_LISTED',
      'OBVERSA_ATTEMPT_ID',
      'OBVERSA_RUN_ID',
      'OBVERSA_HEADLESS',
      'OBVERSA_RUN_OWNER',
    ]);
    // Node may add its own (e.g. NODE_UNIQUE_ID is never set for a plain spawn); everything else must be allowed.
    expect(Object.keys(env).filter((name) => !allowed.has(name))).toEqual([]);
    const stored = JSON.stringify([await f.events('runner'), await f.events('graph')]);
    expect(stored).not.toContain('listed-value-1234');
    expect(stored).toContain('SUPERVISED_TEST_LISTED'); // names are recorded, values never
  });
});
