// A run that reaches its time limit (limits.timeoutMs) through a graph file, a real watchdog and
// workers: the running node is stopped (its process tree too) as before, then the finally node runs
// once in a cleanup worker, told the run failed (TIMEOUT in its dispatch input's `run`), and the run
// still fails TIMEOUT. A stop by a person during that cleanup ends it.
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { graphEventTypes as G } from '../../src/graph/index.ts';
import { startDeclarativeRun } from '../../src/declarative/start.ts';
import { readSupervisedRunStatus } from '../../src/runner/index.ts';
import { runnerEventTypes as R } from '../../src/runner/records/records.ts';
import { createLocalRunStorage } from '../../src/store/index.ts';
import { common, nodeScript, repository } from '../declarative/flow-helpers.ts';
import { tempRoot, useTempRoots } from '../declarative/helpers.ts';
import { waitUntil } from '../support/wait.ts';

useTempRoots();

/** Writes marks/<name> (with its pid), then waits forever. */
const hangs = (name: string, extra = '') =>
  nodeScript(
    `const fs = require('fs'); fs.mkdirSync('marks', { recursive: true }); ${extra} fs.writeFileSync('marks/${name}', String(process.pid)); setInterval(() => {}, 1000)`,
  );
const notifies = `[${JSON.stringify(process.execPath)}, -e, ${JSON.stringify(
  "const fs = require('fs'); fs.mkdirSync('marks', { recursive: true }); fs.appendFileSync('marks/notify', process.argv.slice(1).join(' ') + ' ' + process.env.SUPERVISED_RUN_OUTCOME + '\\n')",
)}, "{{ run.outcome }}", "{{ needs.slow.outcome }}"]`;

/** Whether `pid` still runs (a zombie waiting for init to reap it does not). */
const alive = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'latin1').split(') ')[1]!.split(' ')[0] !== 'Z';
  } catch {
    return false;
  }
};

async function start(graph: string, timeoutMs: number) {
  const root = await repository({ 'graph.yml': graph });
  const storage = { directory: await tempRoot('time-limit-store-'), namespace: 'test' };
  const handle = await startDeclarativeRun({
    ...common,
    runId: 'limit-1',
    graphFile: 'graph.yml',
    runRoot: root,
    storage,
    limits: { timeoutMs },
  });
  const events = async (log: 'graph' | 'runner') => {
    const local = await createLocalRunStorage(storage);
    return (await local.readEvents('limit-1', log)).events;
  };
  return { root, storage, handle, events };
}

describe('finally nodes after the time limit', () => {
  it('stops the running node, runs the finally node once told failed (TIMEOUT), and fails TIMEOUT', async () => {
    const { root, storage, handle, events } = await start(
      `version: 1
nodes:
  slow: { run: ${hangs('slow')} }
  after: { needs: [slow], run: ${nodeScript('1')} }
  notify: { finally: true, needs: [slow], run: ${notifies} }
`,
      5000,
    );
    await waitUntil('the node to start', async () => existsSync(join(root, 'marks/slow')), 30_000);
    const result = await handle.done;
    expect(result).toMatchObject({ kind: 'fail', code: 'TIMEOUT' });
    expect(await readFile(join(root, 'marks/notify'), 'utf8')).toBe('failed failed failed\n');
    const slowPid = Number(await readFile(join(root, 'marks/slow'), 'utf8'));
    expect(alive(slowPid)).toBe(false);

    const graph = await events('graph');
    const limit = graph.filter((e) => e.type === G.timeLimitReached);
    expect(limit.map((e) => e.data)).toMatchObject([{ stopped: ['dag/slow/1'], code: 'TIMEOUT', timeoutMs: 5000 }]);
    const dispatched = graph
      .filter((e) => e.type === G.nodeDispatched)
      .flatMap((e) => (e.data as { dispatches: Array<{ position: string; input: { run?: unknown } }> }).dispatches);
    expect(dispatched.map((d) => d.position)).toEqual(['dag/slow/1', 'dag/notify/1']);
    expect(dispatched[1]!.input.run).toEqual({ outcome: 'failed', code: 'TIMEOUT' });

    const runner = await events('runner');
    const modes = runner
      .filter((e) => e.type === R.workerLaunching)
      .map((e) => (e.data as { mode: { kind: string } }).mode.kind);
    expect(modes).toEqual(['run', 'time-limit']);
    expect(runner.at(-1)!.type).toBe(R.timeout);

    const status = await readSupervisedRunStatus({ runId: 'limit-1', storage });
    expect(status.phase).toBe('timeout');
    expect(status.nodes.find((n) => n.nodeId === 'notify')).toMatchObject({ state: 'completed' });
  });

  it('a stop by a person during the cleanup stops the finally node; the run still fails TIMEOUT', async () => {
    const { root, handle, events } = await start(
      `version: 1
nodes:
  slow: { run: ${hangs('slow')} }
  notify: { finally: true, run: ${hangs('notify')} }
`,
      5000,
    );
    await waitUntil('the node to start', async () => existsSync(join(root, 'marks/slow')), 30_000);
    await waitUntil('the finally node to start', async () => existsSync(join(root, 'marks/notify')), 30_000);
    const notifyPid = Number(await readFile(join(root, 'marks/notify'), 'utf8'));
    const result = await handle.stop();
    expect(result).toMatchObject({ kind: 'fail', code: 'TIMEOUT' });
    const runner = await events('runner');
    expect(alive(notifyPid)).toBe(false);
    expect(runner.at(-1)!.type).toBe(R.timeout);
  });
});

describe('the cleanup after the time limit is bounded', () => {
  it('stops a finally node still running when its grace (here the run timeout itself) runs out', async () => {
    const { root, handle, events } = await start(
      `version: 1
nodes:
  slow: { run: ${hangs('slow')} }
  notify: { finally: true, run: ${hangs('notify')} }
`,
      4000,
    );
    const result = await handle.done;
    expect(result).toMatchObject({ kind: 'fail', code: 'TIMEOUT' });
    const notifyPid = Number(await readFile(join(root, 'marks/notify'), 'utf8'));
    expect(alive(notifyPid)).toBe(false);
    const runner = await events('runner');
    const exits = runner.filter((e) => e.type === R.workerCrashed).map((e) => e.data as { stopReason?: string });
    // The run's worker was stopped at the limit, the cleanup's at its grace: no replacement followed.
    expect(exits.map((exit) => exit.stopReason)).toEqual(['timeout', 'timeout']);
    const timedOut = runner.at(-1)!;
    expect(timedOut.type).toBe(R.timeout);
    expect((timedOut.data as { elapsedMs: number }).elapsedMs).toBeGreaterThanOrEqual(8_000);
    expect((timedOut.data as { elapsedMs: number }).elapsedMs).toBeLessThan(8_000 + 20_000);
  });
});

describe('a worker crash during the cleanup after the time limit', () => {
  /** Appends to marks/<name>-runs, then the first time kills its worker (a crash) and waits. */
  const crashesOnce = (name: string) =>
    nodeScript(
      `const fs = require('fs'); fs.mkdirSync('marks', { recursive: true }); fs.appendFileSync('marks/${name}-runs', 'x'); if (!fs.existsSync('marks/${name}-crashed')) { fs.writeFileSync('marks/${name}-crashed', ''); process.kill(process.ppid, 'SIGKILL'); setInterval(() => {}, 1000) }`,
    );

  it.each([
    ['retry-safe: it runs again at its position and completes', true, 'xx', 'completed'],
    ['not retry-safe: it is not run again (its outcome is unknown)', false, 'x', 'paused'],
  ])('replaces the worker; a finally node %s', async (_case, retrySafe, runs, state) => {
    const { root, storage, handle, events } = await start(
      `version: 1
nodes:
  slow: { run: ${hangs('slow')} }
  notify: { finally: true, retry-safe: ${retrySafe}, run: ${crashesOnce('notify')} }
`,
      // Its grace too: room for two cleanup workers to start.
      6_000,
    );
    expect(await handle.done).toMatchObject({ kind: 'fail', code: 'TIMEOUT' });
    expect(await readFile(join(root, 'marks/notify-runs'), 'utf8')).toBe(runs);
    const runner = await events('runner');
    const modes = runner
      .filter((e) => e.type === R.workerLaunching)
      .map((e) => (e.data as { mode: { kind: string } }).mode.kind);
    expect(modes).toEqual(['run', 'time-limit', 'time-limit']);
    expect(runner.at(-1)!.type).toBe(R.timeout);
    const graph = await events('graph');
    expect(graph.filter((e) => e.type === G.timeLimitReached)).toHaveLength(1);
    const status = await readSupervisedRunStatus({ runId: 'limit-1', storage });
    expect(status.nodes.find((n) => n.nodeId === 'notify')).toMatchObject({ position: 'dag/notify/1', state });
  });
});
