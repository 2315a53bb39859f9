// The status checkpoint is bound to the log bytes below its cursors: a restored store whose record
// below the cursor was changed is refused (the full verified fold names the line), a checkpoint
// whose prefix digest does not match is rebuilt, and the fast path still reads only the tail.
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, symlink, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isSupervisedRunError, readSupervisedRunStatus, type SupervisedRunDefinition } from '../../src/runner/index.ts';
import { readStatusFrom, statusCheckpointName, writeStatusCheckpoint } from '../../src/runner/status/read.ts';
import { digestEventLogPrefixes } from '../../src/store/checkpoint.ts';
import { createLocalRunStorage, isStorageError } from '../../src/store/index.ts';
import type { EventLogName, NewEvent, RunStorage } from '../../src/store/contract.ts';

const definition: SupervisedRunDefinition = {
  schemaVersion: 1,
  kind: 'supervised-run',
  runId: 'run-1',
  namespace: 'test',
  createdAt: '2030-01-01T00:00:00.000Z',
  graphDefinition: { form: 'dag', version: 1, value: { nodes: {} } },
  plan: { schemaVersion: 1, lanes: {} },
  resolvedInputs: {},
  host: { kind: 'builtin', name: 'x' },
  limits: { timeoutMs: 10_000 },
  restart: { maxRestarts: 3, initialBackoffMs: 1000, maxBackoffMs: 30_000 },
  teardownGraceMs: 5000,
  heartbeatMs: 0,
};

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

interface Envelope {
  schemaVersion: 1;
  checkpoint: string;
}
interface Inner {
  schemaVersion: number;
  graph: { cursor: { offset: number }; prefix: string; fold: { order: string[] } };
  runner: { cursor: { offset: number }; prefix: string };
}

describe('status checkpoint bound to the log prefix', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir !== undefined) await rm(dir, { recursive: true, force: true });
    dir = undefined;
  });

  async function store(nodes: number): Promise<{ storage: RunStorage; logFile: (log: EventLogName) => string }> {
    dir = await mkdtemp(path.join(os.tmpdir(), 'runner-status-prefix-'));
    const storage = await createLocalRunStorage({ directory: dir, namespace: 'test' });
    await storage.writeDefinition('run-1', definition);
    const graph = await storage.openEventLog('run-1', 'graph');
    const batch: NewEvent[] = [];
    for (let i = 0; i < nodes; i += 1) {
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
    // Separate batches, so a record below the cursor is not in the batch that ends it.
    for (let at = 0; at < batch.length; at += 50) await graph.append(batch.slice(at, at + 50));
    await graph.close();
    const runner = await storage.openEventLog('run-1', 'runner');
    await runner.append([{ type: 'runner:session-started', session: 1, data: {} }]);
    await runner.append([{ type: 'runner:heartbeat', session: 1, data: { launchId: 'w1' } }]);
    await runner.close();
    return { storage, logFile: (log) => path.join(storage.runDirectory('run-1'), `${log}.events.jsonl`) };
  }

  async function checkpoint(storage: RunStorage): Promise<Inner> {
    const envelope = (await storage.readCheckpoint('run-1', statusCheckpointName)) as unknown as Envelope;
    return JSON.parse(envelope.checkpoint) as Inner;
  }

  async function writeInner(storage: RunStorage, inner: Inner): Promise<void> {
    await storage.writeCheckpoint('run-1', statusCheckpointName, {
      schemaVersion: 1,
      checkpoint: JSON.stringify(inner),
    });
  }

  /** Same-length change of the second record's time (a digit), as a hand edit of a restored store would make. */
  async function editSecondRecord(file: string): Promise<void> {
    const lines = (await readFile(file, 'utf8')).split('\n');
    const before = lines[1]!;
    lines[1] = before.replace('"at":"2', '"at":"3');
    expect(lines[1]).not.toBe(before);
    expect(lines[1].length).toBe(before.length);
    await writeFile(file, lines.join('\n'));
  }

  it('stores the SHA-256 of each log below its cursor, and the fast path reads only the tail', async () => {
    const { storage, logFile } = await store(300);
    await writeStatusCheckpoint(storage, 'run-1');
    const inner = await checkpoint(storage);
    expect(inner.schemaVersion).toBe(2);
    for (const log of ['graph', 'runner'] as const) {
      const bytes = await readFile(logFile(log));
      expect(inner[log].cursor.offset).toBe(bytes.length);
      expect(inner[log].prefix).toBe(sha256(bytes));
    }
    // A lying fold with the true prefix digests is used as it is: the read did not re-fold the prefix.
    await writeInner(storage, {
      ...inner,
      graph: { ...inner.graph, fold: { ...inner.graph.fold, order: inner.graph.fold.order.slice(1) } },
    });
    expect((await readStatusFrom(storage, 'run-1', { writeCheckpoint: false })).nodes).toHaveLength(299);
  });

  it('rebuilds a checkpoint whose prefix digest does not match the log, and a version-1 checkpoint without one', async () => {
    const { storage } = await store(300);
    await writeStatusCheckpoint(storage, 'run-1');
    const inner = await checkpoint(storage);
    const lying = {
      ...inner,
      graph: { ...inner.graph, fold: { ...inner.graph.fold, order: inner.graph.fold.order.slice(1) } },
    };
    for (const bad of [
      { ...lying, graph: { ...lying.graph, prefix: 'f'.repeat(64) } },
      { ...lying, runner: { ...lying.runner, prefix: '0'.repeat(64) } },
      { ...lying, schemaVersion: 1 },
    ]) {
      await writeInner(storage, bad);
      expect((await readStatusFrom(storage, 'run-1', { writeCheckpoint: false })).nodes).toHaveLength(300);
    }
  });

  it('refuses a same-length change below the cursor in either log: RUN_STORAGE caused by CORRUPT_EVENT_STREAM at that line', async () => {
    for (const log of ['graph', 'runner'] as const) {
      const { storage, logFile } = await store(300);
      await writeStatusCheckpoint(storage, 'run-1');
      await editSecondRecord(logFile(log));
      const error = await readSupervisedRunStatus({
        storage: { directory: dir!, namespace: 'test' },
        runId: 'run-1',
      }).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(isSupervisedRunError(error, 'RUN_STORAGE'), `${log}: ${String(error)}`).toBe(true);
      const cause = (error as Error).cause;
      expect(isStorageError(cause) && cause.code, log).toBe('CORRUPT_EVENT_STREAM');
      expect((error as Error).message).toContain(`${log} event log of run run-1 is corrupt at line 2`);
      await rm(dir!, { recursive: true, force: true });
    }
  });

  it('digestEventLogPrefixes hashes each requested prefix in one pass; past the end is undefined; a missing log is empty; a symlinked log is refused', async () => {
    const { storage, logFile } = await store(20);
    const bytes = await readFile(logFile('graph'));
    const offsets = [bytes.length, 0, 17, bytes.length + 1, 4096];
    expect(await digestEventLogPrefixes(storage, 'run-1', 'graph', offsets)).toEqual([
      sha256(bytes),
      sha256(Buffer.alloc(0)),
      sha256(bytes.subarray(0, 17)),
      undefined,
      sha256(bytes.subarray(0, 4096)),
    ]);
    await unlink(logFile('runner'));
    expect(await digestEventLogPrefixes(storage, 'run-1', 'runner', [0, 1])).toEqual([
      sha256(Buffer.alloc(0)),
      undefined,
    ]);
    await symlink(logFile('graph'), logFile('runner'));
    const error = await digestEventLogPrefixes(storage, 'run-1', 'runner', [0]).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isStorageError(error) && error.code).toBe('UNSAFE_STORAGE_PATH');
  });
});
