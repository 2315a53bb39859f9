// The status checkpoint is bound to the last log bytes below its cursors: a checkpoint whose window
// digest does not match is rebuilt (and a change inside the window is then refused by the full
// verified fold, which names the line), the fast path reads only the events after the cursor and
// folds to the same status as a full fold; a change far below the cursor is the business of the
// reads that decide something (useCheckpoint: false, resume), which still refuse it.
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, symlink, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isSupervisedRunError, readSupervisedRunStatus, type SupervisedRunDefinition } from '../../src/runner/index.ts';
import { readCheckpointJson } from '../../src/runner/status/checkpoint.ts';
import { readStatusFrom, statusCheckpointName, writeStatusCheckpoint } from '../../src/runner/status/read.ts';
import { digestEventLogPrefixes, digestEventLogWindows, eventLogWindowBytes } from '../../src/store/checkpoint.ts';
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

interface Inner {
  schemaVersion: number;
  graph: { cursor: { offset: number }; window: string; fold: { occurrences: Record<string, unknown> } };
  runner: { cursor: { offset: number }; window: string };
}

/** The checkpoint with its graph fold's first occurrence dropped (each column alike): a lying fold. */
function withoutFirst(inner: Inner): Inner {
  const columns = Object.fromEntries(
    Object.entries(inner.graph.fold.occurrences).map(([field, column]) => [
      field,
      Array.isArray(column) ? column.slice(1) : column,
    ]),
  );
  return { ...inner, graph: { ...inner.graph, fold: { ...inner.graph.fold, occurrences: columns } } };
}

describe('status checkpoint bound to the last bytes below its cursors', () => {
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
    return (await readCheckpointJson(storage, 'run-1', statusCheckpointName))!.json as Inner;
  }

  async function writeInner(storage: RunStorage, inner: Inner): Promise<void> {
    await storage.writeCheckpoint('run-1', statusCheckpointName, {
      schemaVersion: 1,
      checkpoint: JSON.stringify(inner),
    });
  }

  /** Same-length change of a record's time (a digit), as a hand edit of a restored store would make. */
  async function editRecord(file: string, line: number): Promise<void> {
    const lines = (await readFile(file, 'utf8')).split('\n');
    const before = lines[line]!;
    lines[line] = before.replace('"at":"2', '"at":"3');
    expect(lines[line]).not.toBe(before);
    expect(lines[line].length).toBe(before.length);
    await writeFile(file, lines.join('\n'));
  }

  it('stores the SHA-256 of the last bytes of each log below its cursor, and the fast path reads only the tail', async () => {
    const { storage, logFile } = await store(300);
    await writeStatusCheckpoint(storage, 'run-1');
    const inner = await checkpoint(storage);
    expect(inner.schemaVersion).toBe(6);
    for (const log of ['graph', 'runner'] as const) {
      const bytes = await readFile(logFile(log));
      expect(inner[log].cursor.offset).toBe(bytes.length);
      expect(inner[log].window).toBe(sha256(bytes.subarray(Math.max(0, bytes.length - eventLogWindowBytes))));
    }
    // A lying fold with the true prefix digests is used as it is: the read did not re-fold the prefix.
    await writeInner(storage, withoutFirst(inner));
    expect((await readStatusFrom(storage, 'run-1', { writeCheckpoint: false })).nodes).toHaveLength(299);
  });

  it("keeps its JSON as the file's attachment, not in its line: the read takes it, and rebuilds a torn or unparsable one", async () => {
    const { storage } = await store(300);
    await writeStatusCheckpoint(storage, 'run-1');
    const entry = await storage.readCheckpointEntry('run-1', statusCheckpointName);
    expect(entry?.value).toEqual({ schemaVersion: 2 });
    const inner = JSON.parse(Buffer.from(entry!.attachment).toString('utf8')) as Inner;
    expect(inner.schemaVersion).toBe(6);
    const file = path.join(storage.runDirectory('run-1'), 'checkpoints', `${statusCheckpointName}.json`);
    expect((await readFile(file)).indexOf('\n')).toBeLessThan(100);
    const attach = (bytes: Buffer) =>
      storage.writeCheckpoint('run-1', statusCheckpointName, { schemaVersion: 2 }, bytes);
    const listed = async () => (await readStatusFrom(storage, 'run-1', { writeCheckpoint: false })).nodes.length;
    // A lying fold there shows: the read used it.
    await attach(Buffer.from(JSON.stringify(withoutFirst(inner))));
    expect(await listed()).toBe(299);
    const lying = await readFile(file);
    await writeFile(file, lying.subarray(0, lying.length - 10));
    expect(await listed()).toBe(300);
    await attach(Buffer.from('{ not json'));
    expect(await listed()).toBe(300);
  });

  it('rebuilds a checkpoint whose window digest does not match the log, and older versions without one', async () => {
    const { storage } = await store(300);
    await writeStatusCheckpoint(storage, 'run-1');
    const inner = await checkpoint(storage);
    const lying = withoutFirst(inner);
    for (const bad of [
      { ...lying, graph: { ...lying.graph, window: 'f'.repeat(64) } },
      { ...lying, runner: { ...lying.runner, window: '0'.repeat(64) } },
      { ...lying, schemaVersion: 4 },
      { ...lying, schemaVersion: 3 },
      { ...lying, schemaVersion: 2 },
    ]) {
      await writeInner(storage, bad);
      expect((await readStatusFrom(storage, 'run-1', { writeCheckpoint: false })).nodes).toHaveLength(300);
    }
  });

  it('refuses a same-length change inside the window in either log: RUN_STORAGE caused by CORRUPT_EVENT_STREAM at that line', async () => {
    for (const log of ['graph', 'runner'] as const) {
      const { storage, logFile } = await store(300);
      await writeStatusCheckpoint(storage, 'run-1');
      const lines = (await readFile(logFile(log), 'utf8')).split('\n').length - 1;
      await editRecord(logFile(log), lines - 1); // the last record: inside the window
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
      expect((error as Error).message).toContain(`${log} event log of run run-1 is corrupt at line ${lines}`);
      await rm(dir!, { recursive: true, force: true });
    }
  });

  it('leaves a change far below the cursor to the reads that decide: a display read from the checkpoint does not re-verify it, a full fold refuses it', async () => {
    const { storage, logFile } = await store(300);
    await writeStatusCheckpoint(storage, 'run-1');
    await editRecord(logFile('graph'), 1);
    expect((await readStatusFrom(storage, 'run-1', { writeCheckpoint: false })).nodes).toHaveLength(300);
    const error = await readStatusFrom(storage, 'run-1', { useCheckpoint: false }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isStorageError(error) && error.code).toBe('CORRUPT_EVENT_STREAM');
  });

  it('a read from the checkpoint folds only the new events and equals the full fold', async () => {
    const { storage } = await store(300);
    await writeStatusCheckpoint(storage, 'run-1');
    const graph = await storage.openEventLog('run-1', 'graph');
    const more: NewEvent[] = [];
    for (let i = 300; i < 310; i += 1) {
      more.push({
        type: 'graph:node-dispatched',
        session: 1,
        data: { dispatches: [{ position: `dag/n${i}/1`, nodeId: `n${i}`, input: null }] },
      });
      more.push({
        type: 'graph:node-completed',
        session: 1,
        data: { position: `dag/n${i}/1`, attemptId: 'x', output: i, durationMs: 1 },
      });
    }
    await graph.append(more);
    await graph.close();
    const runner = await storage.openEventLog('run-1', 'runner');
    await runner.append([{ type: 'runner:heartbeat', session: 1, data: { launchId: 'w2' } }]);
    await runner.close();
    const { foldStoredRun } = await import('../../src/runner/status/read.ts');
    const fromCheckpoint = await foldStoredRun(storage, 'run-1');
    expect(fromCheckpoint.folded).toBe(21); // the 20 new graph records and the heartbeat, not the 600 before
    const full = await foldStoredRun(storage, 'run-1', { useCheckpoint: false });
    expect(full.folded).toBe(623);
    const withCheckpoint = await readStatusFrom(storage, 'run-1', { writeCheckpoint: false });
    const withoutCheckpoint = await readStatusFrom(storage, 'run-1', { useCheckpoint: false, writeCheckpoint: false });
    expect(withCheckpoint.nodes).toHaveLength(310);
    expect(withCheckpoint).toEqual(withoutCheckpoint);
  });

  it("written from a base (the watchdog's own verified folds), reads only what follows it: a change below the base is not read, and the caches equal a full fold", async () => {
    const { storage, logFile } = await store(300);
    const { foldStoredRun } = await import('../../src/runner/status/read.ts');
    const before = await foldStoredRun(storage, 'run-1', { useCheckpoint: false });
    const base = {
      runner: { cursor: before.cursors.runner, fold: before.runner },
      graph: { cursor: before.cursors.graph, fold: before.graph },
    };
    const graph = await storage.openEventLog('run-1', 'graph');
    await graph.append([
      {
        type: 'graph:node-dispatched',
        session: 1,
        data: { dispatches: [{ position: 'dag/m/1', nodeId: 'm', input: null }] },
      },
      {
        type: 'graph:node-completed',
        session: 1,
        data: { position: 'dag/m/1', attemptId: 'y', output: 1, durationMs: 1 },
      },
    ]);
    await graph.close();
    const full = await readStatusFrom(storage, 'run-1', { useCheckpoint: false, writeCheckpoint: false });
    const fullOpen = await readStatusFrom(storage, 'run-1', {
      nodes: 'open',
      useCheckpoint: false,
      writeCheckpoint: false,
    });
    // Below the base's cursor: a full fold refuses this record, a write from the base never reads it.
    await editRecord(logFile('graph'), 1);
    await expect(writeStatusCheckpoint(storage, 'run-1')).rejects.toThrow(/corrupt/);
    await writeStatusCheckpoint(storage, 'run-1', base);
    const inner = await checkpoint(storage);
    expect(inner.graph.cursor.offset).toBe((await readFile(logFile('graph'))).length);
    const fromCaches = await readStatusFrom(storage, 'run-1', { writeCheckpoint: false });
    expect(fromCaches.nodes).toHaveLength(301);
    expect(fromCaches).toEqual(full);
    expect(await readStatusFrom(storage, 'run-1', { nodes: 'open', writeCheckpoint: false })).toEqual(fullOpen);
  });

  it('digestEventLogWindows hashes the last bytes below each end; past the end is undefined; a missing log is empty', async () => {
    const { storage, logFile } = await store(100);
    const bytes = await readFile(logFile('graph'));
    expect(bytes.length).toBeGreaterThan(eventLogWindowBytes);
    const ends = [bytes.length, 0, 17, bytes.length + 1];
    expect(await digestEventLogWindows(storage, 'run-1', 'graph', ends)).toEqual([
      sha256(bytes.subarray(bytes.length - eventLogWindowBytes)),
      sha256(Buffer.alloc(0)),
      sha256(bytes.subarray(0, 17)),
      undefined,
    ]);
    await unlink(logFile('runner'));
    expect(await digestEventLogWindows(storage, 'run-1', 'runner', [0, 1])).toEqual([
      sha256(Buffer.alloc(0)),
      undefined,
    ]);
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
