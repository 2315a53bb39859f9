// The soak's detectors catch what they claim to: a repeated unsafe effect, an effect without a
// durable attempt-started, a run after completion, a lost acknowledged event, a marked survivor.
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { StoredEvent } from '../../src/store/contract.ts';
import { checkAcknowledged, checkEffects, type StoreRead } from './checks.ts';
import type { SoakDag } from './dag.ts';
import { markedProcesses } from '../support/processes.ts';
import type { EffectLine, SoakWorld } from './world.ts';

const zero = '0'.repeat(64);
let seq = 0;
function event(type: string, data: Record<string, unknown>): StoredEvent {
  const n = seq++;
  return {
    schemaVersion: 1,
    seq: n,
    id: `e${n}`,
    at: '2025-01-01T00:00:00.000Z',
    type,
    session: 1,
    data: data as never,
    batchRemaining: 0,
    prev: zero,
    hash: String(n).padStart(64, '0'),
  };
}

function node(retrySafe: boolean): SoakDag['nodes'][string] {
  return { needs: [], kind: 'data', retrySafe, sleepMs: 0, padBytes: 0, detach: false, ignoreTerm: false };
}

function world(dag: SoakDag, effects: EffectLine[]): SoakWorld {
  return { dag, effects: async () => effects } as unknown as SoakWorld;
}

const effect = (nodeId: string, attemptId: string): EffectLine => ({
  node: nodeId,
  attemptId,
  position: `dag/${nodeId}/1`,
  attempt: 1,
  pid: 1,
});
const attempt = (nodeId: string, attemptId: string) =>
  event('graph:node-attempt-started', {
    position: `dag/${nodeId}/1`,
    nodeId,
    identity: { attemptId, position: `dag/${nodeId}/1`, attempt: 1 },
    retrySafe: false,
    kind: 'data',
  });
const completed = (nodeId: string) => event('graph:node-completed', { position: `dag/${nodeId}/1`, durationMs: 1 });

function read(graph: StoredEvent[]): StoreRead {
  return { graph, runner: [], status: {} as StoreRead['status'], tornTail: false };
}

let child: ReturnType<typeof spawn> | undefined;
afterEach(() => {
  child?.kill('SIGKILL');
  child = undefined;
});

describe('soak checks', () => {
  it('flag a non-retry-safe effect that happened twice', async () => {
    seq = 0;
    const graph = [attempt('a', 'x1'), attempt('a', 'x2'), completed('a')];
    const violations = await checkEffects(
      world({ nodes: { a: node(false) }, concurrency: 1 }, [effect('a', 'x1'), effect('a', 'x2')]),
      read(graph),
    );
    expect(violations.map((v) => v.kind)).toEqual(['effect-count']);
  });

  it('flag an effect with no durable attempt-started and an attempt that ran after its node completed', async () => {
    seq = 0;
    const graph = [attempt('a', 'x1'), completed('a'), attempt('a', 'x2')];
    const violations = await checkEffects(
      world({ nodes: { a: node(true) }, concurrency: 1 }, [effect('a', 'x1'), effect('a', 'x2'), effect('a', 'ghost')]),
      read(graph),
    );
    expect(violations.map((v) => v.kind).sort()).toEqual(['completed-twice', 'effect-before-record']);
  });

  it('flag an acknowledged event that is missing or replaced in the final log', () => {
    seq = 0;
    const graph = [attempt('a', 'x1'), completed('a')];
    const acked = [
      { log: 'graph' as const, seq: 0, id: 'e0', hash: graph[0]!.hash, type: graph[0]!.type },
      { log: 'graph' as const, seq: 1, id: 'other', hash: graph[1]!.hash, type: graph[1]!.type },
      { log: 'graph' as const, seq: 2, id: 'e2', hash: zero, type: 'graph:node-completed' },
    ];
    expect(checkAcknowledged(acked, read(graph)).map((v) => v.detail)).toEqual([
      expect.stringContaining('#1'),
      expect.stringContaining('#2'),
    ]);
  });

  it('find a detached process that carries the run marker', async () => {
    const runId = `soak-check-${process.pid}`;
    const temp = await mkdtemp(path.join(os.tmpdir(), 'soak-check-'));
    try {
      await writeFile(path.join(temp, 'child.mjs'), 'setInterval(() => {}, 1000);');
      child = spawn(process.execPath, [path.join(temp, 'child.mjs')], {
        detached: true,
        stdio: 'ignore',
        env: { ...process.env, OBVERSA_RUN_ID: runId },
      });
      const deadline = Date.now() + 10_000;
      while (markedProcesses(runId).length === 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(markedProcesses(runId).map((p) => p.pid)).toEqual([child.pid]);
      expect(markedProcesses(`${runId}-other`)).toEqual([]);
    } finally {
      await rm(temp, { recursive: true, force: true });
    }
  });
});
