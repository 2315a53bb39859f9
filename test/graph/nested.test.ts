// A data node running a child executor: same storage, derived run ID, resumable after a crash.
import { spawn } from 'node:child_process';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { childRunId, createGraphExecutor, graphEventTypes as T } from '../../src/graph/index.ts';
import { createLocalRunStorage } from '../../src/store/index.ts';
import { eventTypes, never, newRun, tempStorage } from './helpers.ts';
import { nestedNodes, parentGraph } from './fixtures/nested.ts';

const childOutput = { x: { x: { inputs: { from: 'dag/sub/1' }, needs: {} } }, y: 'Y' };

describe('nested executors', () => {
  it('a data node runs a child graph in the same storage under <runId>.<position> and returns its result', async () => {
    const storage = await tempStorage();
    const runId = await newRun(storage, parentGraph());
    const effects = path.join(storage.directory, 'effects.txt');
    const result = await createGraphExecutor({
      storage,
      runId,
      graph: parentGraph(),
      nodes: nestedNodes(effects, () => false),
      engines: [],
      session: 1,
    }).run(never());
    expect(result).toEqual({
      kind: 'complete',
      output: { sub: childOutput, after: { inputs: {}, needs: { sub: childOutput } } },
    });
    const childId = childRunId(runId, 'dag/sub/1');
    expect(childId).toMatch(new RegExp(`^${runId}\\.dag_sub_1-[0-9a-f]{8}$`));
    expect(await storage.listRuns()).toEqual(expect.arrayContaining([runId, childId]));
    expect(await eventTypes(storage, childId)).toContain(T.nodeCompleted);
  });

  it('child run IDs are distinct per position and name and stay within the store ID rules', () => {
    const ids = [
      childRunId('r', 'dag/a/1'),
      childRunId('r', 'dag_a_1'),
      childRunId('r', 'dag/a/1', 'second'),
      childRunId('r', 'plain'),
    ];
    expect(new Set(ids).size).toBe(4);
    expect(childRunId('r', 'plain')).toBe('r.plain');
    const long = childRunId('r'.repeat(90), 'dag/very-long-node-name/12');
    expect(long.length).toBeLessThanOrEqual(100);
    for (const id of [...ids, long]) expect(id).toMatch(/^[A-Za-z0-9._-]{1,100}$/);
  });

  it('after the worker is killed mid-child, resuming the parent continues the child without repeating its finished node', async () => {
    const storage = await tempStorage();
    const runId = await newRun(storage, parentGraph());
    const effects = path.join(storage.directory, 'effects.txt');
    const child = spawn(
      process.execPath,
      [path.join(import.meta.dirname, 'fixtures', 'nested-worker.ts'), storage.directory, runId, effects],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const exited = new Promise((resolve) => child.once('exit', resolve));
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('y-started') && resolve());
      child.once('exit', () => reject(new Error('worker exited early')));
    });
    child.kill('SIGKILL');
    await exited;

    const fresh = createGraphExecutor({
      storage: await createLocalRunStorage({ directory: storage.directory, namespace: 'ns' }),
      runId,
      graph: parentGraph(),
      nodes: nestedNodes(effects, () => false),
      engines: [],
      session: 2,
    });
    expect(await fresh.run(never())).toEqual({ kind: 'waiting', positions: ['dag/sub/1'] });
    const result = await fresh.resume('dag/sub/1', never());
    expect(result).toMatchObject({ kind: 'complete', output: { sub: childOutput } });
    // x finished before the crash and did not run again; y was in flight (retry-safe) and ran again.
    expect(await fs.readFile(effects, 'utf8')).toBe('x\ny\ny\n');
    const childTypes = await eventTypes(storage, childRunId(runId, 'dag/sub/1'));
    expect(childTypes).toContain(T.nodeResumed);
  });
});
