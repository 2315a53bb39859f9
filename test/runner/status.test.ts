// The status fold is a pure function of the two logs; checkpoints only cache it.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalRunStorage } from '../../src/store/index.ts';
import type { JsonValue, RunStorage, StoredEvent } from '../../src/store/contract.ts';
import type { SupervisedRunDefinition } from '../../src/runner/index.ts';
import { foldRunnerEvents } from '../../src/runner/status/fold-runner.ts';
import { foldGraphEvents } from '../../src/runner/status/fold-graph.ts';
import { elapsedAt } from '../../src/runner/status/budget.ts';
import { projectStatus, type LiveObservation } from '../../src/runner/status/project.ts';
import { initialGraphFold, initialRunnerFold } from '../../src/runner/status/state.ts';
import { readCheckpointJson } from '../../src/runner/status/checkpoint.ts';
import { readStatusFrom, statusCheckpointName } from '../../src/runner/status/read.ts';

const t0 = Date.parse('2030-01-01T00:00:00.000Z');
const at = (ms: number) => new Date(t0 + ms).toISOString();
let seq = 0;
function event(type: string, ms: number, data: JsonValue = {}, session = 1): StoredEvent {
  seq += 1;
  return {
    schemaVersion: 1,
    seq,
    id: `e${seq}`,
    at: at(ms),
    type,
    session,
    data,
    batchRemaining: 0,
    prev: '0'.repeat(64),
    hash: '0'.repeat(64),
  };
}

const definition: SupervisedRunDefinition = {
  schemaVersion: 1,
  kind: 'supervised-run',
  runId: 'run-1',
  namespace: 'test',
  createdAt: at(0),
  graphDefinition: { form: 'dag', version: 1, value: { nodes: { a: { needs: [] } } } },
  plan: { schemaVersion: 1, lanes: {} },
  resolvedInputs: {},
  host: { kind: 'builtin', name: 'x' },
  limits: { timeoutMs: 10_000 },
  restart: { maxRestarts: 3, initialBackoffMs: 1000, maxBackoffMs: 30_000 },
  teardownGraceMs: 5000,
  heartbeatMs: 0,
};

const live = (extra: Partial<LiveObservation> = {}): LiveObservation => ({
  now: t0 + 100_000,
  holder: null,
  holderAlive: null,
  workerAlive: null,
  processes: [],
  cleanupCapability: 'inherited-owner',
  heads: { graph: '', runner: '' },
  ...extra,
});

const anchor = {
  schemaVersion: 1,
  digest: `sha256:${'a'.repeat(64)}`,
  bytes: 1,
  mediaType: 'application/json',
  purpose: 'runner-pause-anchor',
};
const launching = (launchId: string, restart = 0) => ({
  launchId,
  launch: 0,
  restart,
  mode: { kind: 'run' },
  ownerId: `sha256:${'b'.repeat(64)}`,
  remainingTimeoutMs: null,
});

describe('status fold', () => {
  it('counts elapsed time from the run timestamp, frozen at settled pauses, reopened at the next worker launch', () => {
    const runner = foldRunnerEvents(initialRunnerFold(at(0)), [
      event('runner:session-started', 10),
      event('runner:worker-launching', 20, launching('w1')),
      // eslint-disable-next-line @typescript-eslint/no-deprecated -- a record field, not String.prototype.anchor
      event('runner:paused', 1000, { cleanupVerified: true, positions: ['dag/a/1'], pauses: [], anchor: anchor }),
      event('runner:session-started', 50_000, {}, 2),
      event('runner:worker-launching', 60_000, launching('w2'), 2),
    ]);
    expect(elapsedAt(runner.budget, t0 + 61_000)).toBe(1000 + 1000);
    const paused = foldRunnerEvents(initialRunnerFold(at(0)), [
      // eslint-disable-next-line @typescript-eslint/no-deprecated -- a record field, not String.prototype.anchor
      event('runner:paused', 1000, { cleanupVerified: true, positions: [], pauses: [], anchor: anchor }),
    ]);
    expect(elapsedAt(paused.budget, t0 + 999_999)).toBe(1000);
    const status = projectStatus(
      definition,
      runner,
      initialGraphFold(),
      live({
        now: t0 + 61_000,
        holder: { schemaVersion: 1, token: 't', pid: 1, pidStartTime: null, hostname: 'h', acquiredAt: at(0) },
        holderAlive: true,
        workerAlive: true,
      }),
    );
    expect(status).toMatchObject({
      phase: 'running',
      session: 2,
      elapsedMs: 2000,
      remainingTimeoutMs: 8000,
      cleanupVerified: null,
    });
  });

  it('does not count the time between an orphaned session’s last activity and a takeover', () => {
    const runner = foldRunnerEvents(initialRunnerFold(at(0)), [
      event('runner:worker-launching', 0, launching('w1')),
      event('runner:worker-started', 10, { launchId: 'w1', pid: 123, identity: null }),
    ]);
    const orphaned = projectStatus(definition, runner, initialGraphFold(), live({ now: t0 + 90_000 }));
    expect(orphaned).toMatchObject({ phase: 'orphaned', elapsedMs: 10 });
    const adopted = foldRunnerEvents(runner, [
      event(
        'runner:adopted',
        90_000,
        {
          from: 'orphaned',
          takeover: {
            reason: 'r',
            by: 'b',
            previousHolder: null,
            lastActivityAt: at(500),
            stoppedProcesses: [],
            brokeLease: false,
          },
        },
        2,
      ),
      event('runner:worker-launching', 90_100, launching('w2'), 2),
    ]);
    expect(elapsedAt(adopted.budget, t0 + 90_200)).toBe(500 + 100);
  });

  it('aggregates usage per node as reported, partial or unknown; open and failed calls without receipts are never zero', () => {
    const receipt = (input: number, output: number) => ({
      measured: true,
      inputTokens: input,
      outputTokens: output,
      cost: { kind: 'unknown' },
      billing: 'api',
    });
    const identity = { provider: 'mock', model: 'm1', adapter: 'mock' };
    const started = (position: string, callId: string) => ({
      position,
      attemptId: 'x',
      callId,
      lane: 'l',
      target: { provider: 'mock', model: 'm1' },
      identity,
    });
    const graph = foldGraphEvents(initialGraphFold(), [
      event('graph:node-dispatched', 0, {
        dispatches: [
          { position: 'dag/a/1', nodeId: 'a', input: null },
          { position: 'dag/b/1', nodeId: 'b', input: null },
          { position: 'dag/c/1', nodeId: 'c', input: null },
        ],
      }),
      event('runner:engine-started', 1, started('dag/a/1', 'a1')),
      event('runner:engine-completed', 2, { callId: 'a1', usage: receipt(10, 5), reported: identity }),
      event('runner:engine-started', 3, started('dag/b/1', 'b1')),
      event('runner:engine-completed', 4, { callId: 'b1', usage: receipt(7, 3), reported: identity }),
      event('runner:engine-started', 5, started('dag/b/1', 'b2')), // never finished (a crash)
      event('runner:engine-started', 6, started('dag/c/1', 'c1')),
      event('runner:engine-failed', 7, { callId: 'c1', kind: 'transport', message: 'reset' }),
    ]);
    const status = projectStatus(definition, initialRunnerFold(at(0)), graph, live());
    const byNode = Object.fromEntries(status.usage.map((u) => [u.nodeId, u.usage]));
    expect(byNode.a).toMatchObject({ state: 'reported', calls: 1, inputTokens: 10, outputTokens: 5 });
    expect(byNode.b).toMatchObject({
      state: 'partial',
      calls: 2,
      unknownCalls: 1,
      openCalls: 1,
      inputTokens: 7,
      outputTokens: 3,
    });
    expect(byNode.c).toMatchObject({ state: 'unknown', calls: 1, failedCalls: 1, reason: 'no-measured-calls' });
    expect(status.totalUsage).toMatchObject({
      state: 'partial',
      calls: 4,
      unknownCalls: 2,
      inputTokens: 17,
      outputTokens: 8,
    });
  });
});

describe('status checkpoints', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir !== undefined) await rm(dir, { recursive: true, force: true });
    dir = undefined;
  });

  async function storeWithEvents(count: number): Promise<RunStorage> {
    dir = await mkdtemp(path.join(os.tmpdir(), 'runner-status-'));
    const storage = await createLocalRunStorage({ directory: dir, namespace: 'test' });
    await storage.writeDefinition('run-1', definition);
    const log = await storage.openEventLog('run-1', 'graph');
    const batch = [];
    for (let i = 0; i < count; i += 1) {
      batch.push({
        type: 'graph:node-dispatched',
        session: 1,
        data: { dispatches: [{ position: `dag/n${i}/1`, nodeId: `n${i}`, input: null }] },
      });
      batch.push({
        type: 'graph:node-completed',
        session: 1,
        data: { position: `dag/n${i}/1`, attemptId: 'x', output: i, durationMs: 1 },
      });
    }
    await log.append(batch);
    await log.close();
    return storage;
  }

  it('caches the fold and reads only the tail; a malformed, foreign or stale checkpoint is rebuilt from events', async () => {
    const storage = await storeWithEvents(400);
    const fresh = await readStatusFrom(storage, 'run-1', { useCheckpoint: false, writeCheckpoint: false });
    expect(await storage.readCheckpoint('run-1', statusCheckpointName)).toBeUndefined();
    const first = await readStatusFrom(storage, 'run-1');
    expect(first.nodes).toHaveLength(400);
    expect(await storage.readCheckpoint('run-1', statusCheckpointName)).toBeDefined();

    const log = await storage.openEventLog('run-1', 'graph');
    await log.append([
      {
        type: 'graph:node-dispatched',
        session: 1,
        data: { dispatches: [{ position: 'dag/late/1', nodeId: 'late', input: null }] },
      },
    ]);
    await log.close();
    const withTail = await readStatusFrom(storage, 'run-1');
    const rebuilt = await readStatusFrom(storage, 'run-1', { useCheckpoint: false });
    expect(withTail).toEqual({
      ...rebuilt,
      elapsedMs: withTail.elapsedMs,
      remainingTimeoutMs: withTail.remainingTimeoutMs,
    });
    expect(withTail.nodes.at(-1)).toMatchObject({ position: 'dag/late/1', state: 'dispatched' });
    expect(withTail.eventCount.graph).toBe(fresh.eventCount.graph + 1);

    // Malformed, foreign (another definition) or stale (a cursor that does not match the log):
    // rebuilt. Each bad checkpoint also lies about its content (one occurrence fewer), so using it would show.
    await readStatusFrom(storage, 'run-1', { useCheckpoint: false });
    const good = (await readCheckpointJson(storage, 'run-1', statusCheckpointName))!.json as {
      definitionDigest: string;
      graph: { cursor: { head: string }; fold: { occurrences: Record<string, unknown[] | Record<string, unknown>> } };
    };
    // The occurrences are columns: arrays, and { index: value } for the mostly-null fields.
    const columns = Object.entries(good.graph.fold.occurrences).map(([field, column]) => [
      field,
      Array.isArray(column)
        ? column.slice(1)
        : Object.fromEntries(
            Object.entries(column)
              .filter(([index]) => index !== '0')
              .map(([index, value]) => [String(Number(index) - 1), value]),
          ),
    ]);
    const lying = {
      ...good,
      graph: { ...good.graph, fold: { ...good.graph.fold, occurrences: Object.fromEntries(columns) } },
    };
    const foreign = { ...lying, definitionDigest: `sha256:${'0'.repeat(64)}` };
    const stale = { ...lying, graph: { ...lying.graph, cursor: { ...lying.graph.cursor, head: 'f'.repeat(64) } } };
    const more = await storage.openEventLog('run-1', 'graph');
    await more.append([
      {
        type: 'graph:node-dispatched',
        session: 1,
        data: { dispatches: [{ position: 'dag/later/1', nodeId: 'later', input: null }] },
      },
    ]);
    await more.close();
    for (const bad of [
      'not a checkpoint',
      { schemaVersion: 1, checkpoint: '{ not json' },
      { schemaVersion: 1, checkpoint: JSON.stringify({ schemaVersion: 1 }) },
      { schemaVersion: 1, checkpoint: JSON.stringify(foreign) },
      { schemaVersion: 1, checkpoint: JSON.stringify(stale) },
    ] as JsonValue[]) {
      await storage.writeCheckpoint('run-1', statusCheckpointName, bad);
      expect((await readStatusFrom(storage, 'run-1', { writeCheckpoint: false })).nodes).toHaveLength(402);
    }
    // A usable checkpoint is trusted as it is (it is only a cache of the events before its cursor).
    await storage.writeCheckpoint('run-1', statusCheckpointName, {
      schemaVersion: 1,
      checkpoint: JSON.stringify(lying),
    });
    expect((await readStatusFrom(storage, 'run-1', { writeCheckpoint: false })).nodes).toHaveLength(401);
  });
});
