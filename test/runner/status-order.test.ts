// Status lists come out in dispatch order, also once the settle checkpoint is written and read back
// (a checkpoint is JSON; object keys are no order to rely on, and integer-like keys sort first).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalRunStorage } from '../../src/store/index.ts';
import type { JsonValue, NewEvent } from '../../src/store/contract.ts';
import { readStatusFrom, statusCheckpointName, writeStatusCheckpoint } from '../../src/runner/status/read.ts';

let temp: string | undefined;
afterEach(async () => {
  if (temp !== undefined) await rm(temp, { recursive: true, force: true });
  temp = undefined;
});

const definition = {
  schemaVersion: 1,
  kind: 'supervised-run',
  runId: 'order',
  namespace: 'test',
  createdAt: '2030-01-01T00:00:00.000Z',
  graphDefinition: { form: 'dag', version: 1, value: { nodes: {} } },
  plan: { schemaVersion: 1, lanes: {} },
  resolvedInputs: {},
  host: { kind: 'builtin', name: 'x' },
  limits: {},
  restart: { maxRestarts: 3, initialBackoffMs: 1000, maxBackoffMs: 30_000 },
  teardownGraceMs: 5000,
  heartbeatMs: 0,
};

// Dispatch order on purpose neither alphabetical nor numeric; "constructor" and "__proto__" are
// valid DAG node IDs too (and no keys to look up on a plain object).
const order = ['zeta', '10', 'constructor', 'alpha', '__proto__', '9'];
let position = (id: string) => `dag/${id}/1`;
const identity = { provider: 'mock', model: 'm', adapter: 'mock' };
const receipt = { measured: true, inputTokens: 1, outputTokens: 1, cost: { kind: 'unknown' }, billing: 'api' };

function graphEvents(): NewEvent[] {
  const events: Array<{ type: string; data: JsonValue }> = [];
  for (const id of order) {
    events.push({
      type: 'graph:node-dispatched',
      data: { dispatches: [{ position: position(id), nodeId: id, input: null }] },
    });
    events.push({
      type: 'graph:node-attempt-started',
      data: {
        position: position(id),
        nodeId: id,
        identity: { attemptId: `a-${id}`, position: position(id), attempt: 1 },
        retrySafe: true,
        kind: 'data',
      },
    });
    events.push({
      type: 'runner:engine-started',
      data: {
        position: position(id),
        attemptId: `a-${id}`,
        callId: `c-${id}`,
        lane: 'l',
        target: { provider: 'mock', model: 'm' },
        identity,
      },
    });
    events.push({ type: 'runner:engine-completed', data: { callId: `c-${id}`, usage: receipt, reported: identity } });
  }
  // zeta and 9 pause (in that order); the others stay running.
  for (const id of ['zeta', '9'])
    events.push({
      type: 'graph:node-paused',
      data: { position: position(id), attemptId: `a-${id}`, pauseKind: 'policy', reason: `wait ${id}`, request: null },
    });
  return events.map((e) => ({ ...e, session: 1 }));
}

describe('status order', () => {
  it.each([
    ['DAG positions', (id: string) => `dag/${id}/1`],
    // A custom graph form chooses its position strings: these must not reach Object.prototype.
    [
      'bare positions named like Object.prototype members',
      (id: string) => (id === 'alpha' ? 'toString' : id === 'zeta' ? 'hasOwnProperty' : id),
    ],
  ])(
    'keeps nodes, pauses, positions and usage in dispatch order, with and without the checkpoint (%s)',
    async (_name, positionOf) => {
      position = positionOf;
      temp = await mkdtemp(path.join(os.tmpdir(), 'status-order-'));
      const storage = await createLocalRunStorage({ directory: temp, namespace: 'test' });
      await storage.writeDefinition('order', definition);
      const log = await storage.openEventLog('order', 'graph');
      await log.append(graphEvents());
      await log.close();

      const expectDispatchOrder = (status: Awaited<ReturnType<typeof readStatusFrom>>) => {
        expect(status.nodes.map((n) => n.nodeId)).toEqual(order);
        expect(status.pauses.map((p) => p.nodeId)).toEqual(['zeta', '9']);
        expect(status.positions).toEqual([position('zeta'), position('9')]);
        expect(status.usage.map((u) => u.nodeId)).toEqual(order);
      };
      expectDispatchOrder(await readStatusFrom(storage, 'order', { useCheckpoint: false, writeCheckpoint: false }));
      await writeStatusCheckpoint(storage, 'order');
      expect(await storage.readCheckpoint('order', statusCheckpointName)).toBeDefined();
      expectDispatchOrder(await readStatusFrom(storage, 'order', { writeCheckpoint: false }));
    },
  );
});
