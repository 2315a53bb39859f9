// The worker's result record under maxEventPayloadBytes: pauses go by reference, a list too long
// even so is left to the graph log, and a result that still cannot be recorded becomes a recorded
// failure naming the limit (a worker that records nothing would be restarted to the same end).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalRunStorage } from '../../src/store/index.ts';
import { appendWorkerResult } from '../../src/runner/worker/result-record.ts';
import type { WorkerResult } from '../../src/runner/records/records.ts';

const roots: string[] = [];
afterEach(async () => {
  await Promise.all(roots.splice(0).map((root) => rm(root, { recursive: true, force: true })));
});

async function recordedResult(result: WorkerResult, maxEventPayloadBytes: number) {
  const directory = await mkdtemp(join(tmpdir(), 'worker-result-'));
  roots.push(directory);
  const storage = await createLocalRunStorage({ directory, namespace: 'test', policy: { maxEventPayloadBytes } });
  const log = await storage.openEventLog('r', 'graph');
  try {
    await appendWorkerResult(log, { session: 1, launchId: 'launch-1' }, result);
  } finally {
    await log.close();
  }
  const { events } = await storage.readEvents('r', 'graph');
  expect(events.map((event) => event.type)).toEqual(['runner:worker-result']);
  return events[0]!.data;
}

const pauses = (count: number, request = 'x'.repeat(1000)) =>
  Array.from({ length: count }, (_, index) => ({
    position: `dag/gate${index}/1`,
    nodeId: `gate${index}`,
    eventId: `event-${index}`,
    reason: 'gate',
    request: { kind: 'gate', question: request },
  }));
const pause = (count: number, extra: object = {}): WorkerResult => {
  const listed = pauses(count);
  return { kind: 'pause', positions: listed.map((p) => p.position), pauses: listed, ...extra };
};

describe('the worker result record', () => {
  it('lists pauses without their requests', async () => {
    const data = await recordedResult(pause(3), 2000);
    expect(data).toEqual({
      launchId: 'launch-1',
      result: {
        kind: 'pause',
        positions: ['dag/gate0/1', 'dag/gate1/1', 'dag/gate2/1'],
        pauses: pauses(3).map(({ request: _request, ...rest }) => rest),
      },
    });
  });

  it('leaves a list too long for one record to the graph log', async () => {
    const data = await recordedResult(pause(40, { code: 'WRITE_AHEAD' }), 2000);
    expect(data).toEqual({
      launchId: 'launch-1',
      result: { kind: 'pause', code: 'WRITE_AHEAD', positions: [], pauses: [], pausesInLog: true },
    });
  });

  it('records a failure naming the limit when the result cannot be recorded at all', async () => {
    const data = await recordedResult(pause(1, { reason: 'r'.repeat(3000) }), 2000);
    expect(data).toMatchObject({
      launchId: 'launch-1',
      result: {
        kind: 'fail',
        code: 'STORAGE_LIMIT_EXCEEDED',
        message: expect.stringMatching(
          /^the worker's pause result is too large to record \(.*maxEventPayloadBytes is 2000\)/,
        ),
      },
    });
  });
});
