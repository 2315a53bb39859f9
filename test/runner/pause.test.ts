// Pauses and resumes: exactly one recorded pause per resume, the workspace evidence checks, the
// frozen elapsed budget, interrupt and continue, RESUME_EVENT_MISMATCH and the process lock.
import { chmod, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resumeSupervisedRun, startSupervisedRun, type SupervisedRunResult } from '../../src/runner/index.ts';
import { createGitWorkspaceProvider } from '../../src/workspace/index.ts';
import { defaultLeaseDirectory } from '../../src/runner/watchdog/workspace.ts';
import { fixture, killWorker, types, waitUntil, type Fixture } from './helpers.ts';

let f: Fixture | undefined;
afterEach(async () => {
  await f?.cleanup();
  f = undefined;
});

const resumeOptions = (fx: Fixture, extra: Record<string, unknown> = {}) => ({
  storage: fx.storage,
  runId: fx.runId,
  runRoot: fx.repo,
  restart: { initialBackoffMs: 20, maxBackoffMs: 100 },
  teardownGraceMs: 300,
  ...extra,
});

async function rejection(promise: Promise<unknown>): Promise<{ code?: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { code?: string; message: string };
  }
  throw new Error('expected a rejection');
}

function pauseOf(result: SupervisedRunResult) {
  if (result.kind !== 'pause') throw new Error(`expected a pause, got ${JSON.stringify(result)}`);
  return result;
}

describe('resume of a recorded pause', () => {
  it('checks position, decision, anchor and workspace before it resumes, then resumes exactly that pause', async () => {
    f = await fixture({ first: {}, gated: { needs: ['first'], policy: 'approval' } });
    const started = await startSupervisedRun(f.options);
    const paused = pauseOf(await started.done);
    expect(paused.positions).toEqual(['dag/gated/1']);
    expect(paused.pauses[0]).toMatchObject({
      nodeId: 'gated',
      reason: 'approval needed for gated',
      request: { approve: 'gated' },
    });
    expect(await f.status()).toMatchObject({
      phase: 'paused',
      positions: ['dag/gated/1'],
      cleanupVerified: true,
      leaseRetained: false,
    });

    expect(await rejection(resumeSupervisedRun(resumeOptions(f, { position: 'dag/nope/1' })))).toMatchObject({
      code: 'RESUME_POSITION',
    });
    expect(await rejection(resumeSupervisedRun(resumeOptions(f)))).toMatchObject({ code: 'RESUME_POSITION' });
    expect(
      await rejection(
        resumeSupervisedRun(
          resumeOptions(f, { position: 'dag/gated/1', decision: { decision: 'complete', decidedBy: 'me' } }),
        ),
      ),
    ).toMatchObject({ code: 'RESUME_DECISION' });

    // Drift while paused: refused as a pause result; the run stays paused.
    await writeFile(path.join(f.repo, 'stray.txt'), 'made while paused\n');
    const drifted = pauseOf(await (await resumeSupervisedRun(resumeOptions(f, { position: 'dag/gated/1' }))).done);
    expect(drifted).toMatchObject({ code: 'WORKSPACE_DRIFT', positions: ['dag/gated/1'] });
    expect(drifted.reason).toContain('stray.txt');
    await rm(path.join(f.repo, 'stray.txt'));
    // The status keeps the pause it had and says why the resume was refused.
    const afterDrift = await f.status();
    expect(afterDrift.phase).toBe('paused');
    expect(afterDrift.result).toMatchObject({ kind: 'pause', code: null });
    expect(afterDrift.resumeRefused).toMatchObject({ code: 'WORKSPACE_DRIFT', reason: drifted.reason });

    // Invalid evidence is refused before the lease is taken: hold the lease elsewhere to prove it.
    const runner = await f.events('runner');
    const anchor = (runner.findLast((e) => e.type === 'runner:paused')!.data as { anchor: { digest: string } }).anchor;
    const file = path.join(
      f.storage.directory,
      f.storage.namespace,
      'runs',
      f.runId,
      'artifacts',
      anchor.digest.slice('sha256:'.length),
    );
    const original = await readFile(file);
    const other = createGitWorkspaceProvider({ root: f.repo, leaseDirectory: defaultLeaseDirectory() });
    const foreign = await other.acquireLease({ runId: 'someone-else', pid: process.pid });
    try {
      await chmod(file, 0o600);
      const tampered = Buffer.from(original);
      tampered[10] = tampered[10] === 0x41 ? 0x42 : 0x41;
      await writeFile(file, tampered);
      expect(await (await resumeSupervisedRun(resumeOptions(f, { position: 'dag/gated/1' }))).done).toMatchObject({
        kind: 'pause',
        code: 'WORKSPACE_ANCHOR_INVALID',
      });
      await rename(file, `${file}.away`);
      expect(await (await resumeSupervisedRun(resumeOptions(f, { position: 'dag/gated/1' }))).done).toMatchObject({
        kind: 'pause',
        code: 'WORKSPACE_ANCHOR_MISSING',
      });
      await rename(`${file}.away`, file);
      await writeFile(file, original);
      // With valid evidence the lease is needed, and it is taken.
      expect(await rejection(resumeSupervisedRun(resumeOptions(f, { position: 'dag/gated/1' })))).toMatchObject({
        code: 'WORKSPACE_LEASE',
      });
    } finally {
      await foreign.release();
    }
    expect(types(await f.events('runner')).filter((t) => t === 'runner:resume-refused')).toHaveLength(3);

    // Not approved yet: the policy runs again and the node pauses again with a new pause record.
    const again = pauseOf(await (await resumeSupervisedRun(resumeOptions(f, { position: 'dag/gated/1' }))).done);
    expect(again.pauses[0]!.eventId).not.toBe(paused.pauses[0]!.eventId);
    await f.approve('gated');
    const resumed = await resumeSupervisedRun(resumeOptions(f, { position: 'dag/gated/1' }));
    expect(await resumed.done).toMatchObject({ kind: 'complete', output: { gated: { id: 'gated', attempt: 1 } } });
    expect(await f.effects()).toEqual(['start first 1', 'done first', 'start gated 1', 'done gated']);
    const sessions = (await f.events('runner'))
      .filter((e) => e.type === 'runner:session-started')
      .map((e) => e.session);
    expect(sessions).toEqual([1, 2, 3]);
    expect((await f.events('graph')).filter((e) => e.type === 'graph:run-started')).toHaveLength(1);
    expect(await rejection(resumeSupervisedRun(resumeOptions(f, { position: 'dag/gated/1' })))).toMatchObject({
      code: 'RUN_NOT_PAUSED',
    });
  });

  it('freezes the elapsed budget at a settled pause and spends the rest after the resume (TIMEOUT)', async () => {
    f = await fixture(
      { first: { sleepMs: 300 }, gated: { needs: ['first'], policy: 'approval', block: true } },
      { limits: { timeoutMs: 6000 } },
    );
    const started = await startSupervisedRun(f.options);
    pauseOf(await started.done);
    const before = await f.status();
    expect(before.elapsedMs).toBeGreaterThanOrEqual(300);
    const t0 = Date.now();
    await waitUntil('wall-clock time to pass while paused', async () => Date.now() - t0 >= 1200);
    const later = await f.status();
    expect(later.elapsedMs).toBe(before.elapsedMs);
    expect(later.remainingTimeoutMs).toBe(before.remainingTimeoutMs);

    await f.approve('gated');
    const resumed = await resumeSupervisedRun(resumeOptions(f, { position: 'dag/gated/1' }));
    expect(await resumed.done).toMatchObject({ kind: 'fail', code: 'TIMEOUT' });
    const runner = await f.events('runner');
    const launch = runner.filter((e) => e.type === 'runner:worker-launching').at(-1)!.data as {
      remainingTimeoutMs: number;
    };
    expect(launch.remainingTimeoutMs).toBeLessThanOrEqual(6000 - before.elapsedMs);
    expect(launch.remainingTimeoutMs).toBeGreaterThan(6000 - before.elapsedMs - 1000);
    const timeout = runner.at(-1)!;
    expect(timeout.type).toBe('runner:timeout');
    expect((timeout.data as { elapsedMs: number }).elapsedMs).toBeGreaterThanOrEqual(6000);
    // The paused wall-clock time was not spent: the run took longer than its budget in real time.
    const created = Date.parse((await f.status()).createdAt);
    expect(Date.parse(timeout.at) - created).toBeGreaterThan(6000 + 1000);
    expect(await f.status()).toMatchObject({ phase: 'timeout', remainingTimeoutMs: 0 });
  });

  it('interrupt() settles a resumable INTERRUPTED pause; continuing recovers in-flight work under the crash rules', async () => {
    f = await fixture({ slow: { block: true, retrySafe: true }, unsafe: { block: true } }, { concurrency: 2 });
    const handle = await startSupervisedRun(f.options);
    await f.waitForFile('started-slow-1');
    await f.waitForFile('started-unsafe-1');
    const interrupted = pauseOf(await handle.interrupt());
    expect(interrupted).toMatchObject({ code: 'INTERRUPTED', positions: ['dag/slow/1', 'dag/unsafe/1'] });
    expect(await handle.done).toEqual(interrupted);
    const status = await f.status();
    expect(status).toMatchObject({
      phase: 'interrupted',
      cleanupVerified: true,
      positions: ['dag/slow/1', 'dag/unsafe/1'],
    });
    expect(types(await f.events('runner')).slice(-2)).toEqual(['runner:pause-anchor', 'runner:interrupted']);

    await f.open('slow');
    const resumed = await resumeSupervisedRun(resumeOptions(f));
    const result = pauseOf(await resumed.done);
    expect(result.positions).toEqual(['dag/unsafe/1']);
    expect(result.pauses[0]!.request).toMatchObject({ kind: 'reconcile-attempt' });
    const effects = await f.effects();
    expect(effects.slice(0, 2).sort()).toEqual(['start slow 1', 'start unsafe 1']); // concurrent: either order
    expect(effects.slice(2)).toEqual(['start slow 2', 'done slow']);
    const runner = await f.events('runner');
    const adopted = runner.find((e) => e.type === 'runner:adopted')!;
    expect(adopted).toMatchObject({ session: 2, data: { from: 'interrupted' } });
  });

  it('refuses a resume while the host module differs from the stored one (HOST_MODULE_CHANGED, nothing recorded); with its bytes back the run continues', async () => {
    f = await fixture({ slow: { block: true, retrySafe: true } });
    const handle = await startSupervisedRun(f.options);
    await f.waitForFile('started-slow-1');
    pauseOf(await handle.interrupt());
    const hostFile = path.join(f.repo, 'host.mjs');
    const stored = await readFile(hostFile);
    const recorded = async () => [(await f!.events('runner')).length, (await f!.events('graph')).length];
    const before = await recorded();
    await writeFile(hostFile, Buffer.concat([stored, Buffer.from('\n// rebuilt\n')]));
    const refused = await rejection(resumeSupervisedRun(resumeOptions(f)));
    expect(refused).toMatchObject({ code: 'HOST_MODULE_CHANGED' });
    expect(refused.message).toContain('the resume was refused and the run left as it was');
    expect(await recorded()).toEqual(before);
    expect((await f.status()).phase).toBe('interrupted');

    await writeFile(hostFile, stored);
    await f.open('slow');
    const resumed = await resumeSupervisedRun(resumeOptions(f));
    expect(await resumed.done).toMatchObject({ kind: 'complete' });
  });

  it('resolves RESUME_EVENT_MISMATCH when a replacement worker finds a different pause at the resumed position', async () => {
    f = await fixture({ x: { policy: 'approval' }, y: { block: true, retrySafe: true } }, { concurrency: 2 });
    const handle = await startSupervisedRun(f.options);
    await f.waitForFile('started-y-1');
    const firstPause = await waitUntil('x paused', async () =>
      (await f!.status()).pauses.find((p) => p.position === 'dag/x/1'),
    );
    pauseOf(await handle.interrupt());

    const resumed = await resumeSupervisedRun(resumeOptions(f, { position: 'dag/x/1' }));
    await f.waitForFile('started-y-2');
    const secondPause = await waitUntil('x paused again', async () => {
      const pause = (await f!.status()).pauses.find((p) => p.position === 'dag/x/1');
      return pause !== undefined && pause.eventId !== firstPause.eventId ? pause : undefined;
    });
    await killWorker(f);
    const result = pauseOf(await resumed.done);
    expect(result.code).toBe('RESUME_EVENT_MISMATCH');
    expect(result.reason).toBe(
      `Resume expected pause event "${firstPause.eventId}" but found "${secondPause.eventId}"`,
    );
    expect(result.positions).toEqual(['dag/x/1']);
    expect(await f.status()).toMatchObject({
      phase: 'paused',
      result: { kind: 'pause', code: 'RESUME_EVENT_MISMATCH' },
    });
    await f.open('y');
    await f.approve('x');
    const last = await resumeSupervisedRun(resumeOptions(f, { position: 'dag/x/1' }));
    expect(await last.done).toMatchObject({ kind: 'complete' });
  });

  it('ends with WORKSPACE_ANCHOR_WRITE when the pause snapshot cannot be stored, and TERMINAL_ARTIFACT when the output cannot', async () => {
    f = await fixture({ gated: { policy: 'approval' } });
    const tiny = { ...f.storage, policy: { maxArtifactBytes: 64 } };
    const paused = await startSupervisedRun({ ...f.options, storage: tiny });
    expect(await paused.done).toMatchObject({ kind: 'fail', code: 'WORKSPACE_ANCHOR_WRITE' });
    expect(await f.status()).toMatchObject({ phase: 'failed', leaseRetained: false });
    expect(types(await f.events('runner'))).not.toContain('runner:paused');

    const big = 'a-node-whose-long-id-makes-the-run-output-larger-than-64-bytes';
    const other = {
      ...f.options,
      storage: tiny,
      definition: {
        ...f.options.definition,
        runId: 'run-2',
        resolvedInputs: { control: f.control, nodes: { [big]: {} } } as never,
      },
    };
    other.definition.graphDefinition = { form: 'dag', version: 1, value: { nodes: { [big]: { needs: [] } } } };
    const completed = await startSupervisedRun(other);
    expect(await completed.done).toMatchObject({ kind: 'fail', code: 'TERMINAL_ARTIFACT' });
  });

  it('a second watchdog for a running run gets PROCESS_LOCKED, even with another scratch directory', async () => {
    f = await fixture({ wait: { block: true } });
    const handle = await startSupervisedRun(f.options);
    await f.waitForFile('started-wait-1');
    const scratch = path.join(f.temp, 'other-scratch');
    expect(await rejection(resumeSupervisedRun(resumeOptions(f, { scratchDirectory: scratch })))).toMatchObject({
      code: 'PROCESS_LOCKED',
    });
    expect(await rejection(startSupervisedRun({ ...f.options, scratchDirectory: scratch }))).toMatchObject({
      code: 'PROCESS_LOCKED',
    });
    expect((await handle.stop()).kind).toBe('fail');
  });
});
