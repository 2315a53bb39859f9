// Resume verifies the whole stored run before it locks, leases or launches anything: a record changed
// in either log is refused as RUN_STORAGE (caused by CORRUPT_EVENT_STREAM at that line) even when the
// status checkpoint was re-forged to match the changed bytes, and the store is left as it was.
import { createHash } from 'node:crypto';
import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isSupervisedRunError, resumeSupervisedRun, startSupervisedRun } from '../../src/runner/index.ts';
import { readCheckpointJson } from '../../src/runner/status/checkpoint.ts';
import { statusCheckpointName } from '../../src/runner/status/read.ts';
import { defaultLeaseDirectory } from '../../src/runner/watchdog/workspace.ts';
import { createLocalRunStorage, isStorageError } from '../../src/store/index.ts';
import { createGitWorkspaceProvider } from '../../src/workspace/index.ts';
import { fixture, type Fixture } from './helpers.ts';

let f: Fixture | undefined;
afterEach(async () => {
  await f?.cleanup();
  f = undefined;
});

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('resume preflight verifies the stored run', () => {
  it('refuses a changed record in either log before the process lock, the lease or a worker, whatever the checkpoint says', async () => {
    f = await fixture({ first: {}, gated: { needs: ['first'], policy: 'approval' } });
    const paused = await (await startSupervisedRun(f.options)).done;
    expect(paused).toMatchObject({ kind: 'pause', positions: ['dag/gated/1'] });

    for (const log of ['graph', 'runner'] as const) {
      const directory = path.join(f.temp, `tampered-${log}`);
      await cp(f.storage.directory, directory, { recursive: true, verbatimSymlinks: true });
      const storage = await createLocalRunStorage({ directory, namespace: f.storage.namespace });
      const runDirectory = storage.runDirectory(f.runId);
      const file = (name: string) => path.join(runDirectory, `${name}.events.jsonl`);

      // A same-length change of the second record's time.
      const lines = (await readFile(file(log), 'utf8')).split('\n');
      lines[1] = lines[1]!.replace(/"at":"(\d)/, (_, digit: string) => `"at":"${(Number(digit) + 1) % 10}`);
      await writeFile(file(log), lines.join('\n'));
      // The checkpoint re-forged so its prefix digests match the changed log: resume must not rely on it.
      const inner = (await readCheckpointJson(storage, f.runId, statusCheckpointName))!.json as Record<
        'graph' | 'runner',
        { cursor: { offset: number }; prefix: string }
      >;
      for (const which of ['graph', 'runner'] as const)
        inner[which].prefix = sha256((await readFile(file(which))).subarray(0, inner[which].cursor.offset));
      await storage.writeCheckpoint(f.runId, statusCheckpointName, {
        schemaVersion: 1,
        checkpoint: JSON.stringify(inner),
      });
      const before = { graph: await readFile(file('graph')), runner: await readFile(file('runner')) };

      // Held elsewhere: reaching either would fail with PROCESS_LOCKED or WORKSPACE_LEASE instead.
      const lock = await storage.acquireProcessLock(f.runId);
      const lease = await createGitWorkspaceProvider({
        root: f.repo,
        leaseDirectory: defaultLeaseDirectory(),
      }).acquireLease({ runId: 'someone-else', pid: process.pid });
      const seen: string[] = [];
      try {
        const error = await resumeSupervisedRun({
          storage: { directory, namespace: f.storage.namespace },
          runId: f.runId,
          runRoot: f.repo,
          position: 'dag/gated/1',
          onEvent: (event) => seen.push(event.event.type),
        }).then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(isSupervisedRunError(error, 'RUN_STORAGE'), `${log}: ${String(error)}`).toBe(true);
        const cause = (error as Error).cause;
        expect(isStorageError(cause) && cause.code, log).toBe('CORRUPT_EVENT_STREAM');
        expect((error as Error).message).toContain(`${log} event log of run ${f.runId} is corrupt at line 2`);
      } finally {
        await lease.release();
        await lock.release();
      }
      expect(seen, log).toEqual([]);
      expect(await readFile(file('graph')), log).toEqual(before.graph);
      expect(await readFile(file('runner')), log).toEqual(before.runner);
    }
  }, 60_000);
});
