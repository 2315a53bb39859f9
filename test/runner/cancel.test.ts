// Cancel: intent first, then stop; a settled, recorded state afterwards. Real watchdog processes,
// real signals, real git workspaces.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { resumeSupervisedRun, startSupervisedRun } from '../../src/runner/index.ts';
import {
  cancelIntentFileName,
  cancelSupervisedRun,
  isCancelRequested,
  writeCancelIntent,
} from '../../src/runner/lifecycle/cancel.ts';
import { cancelledSchema } from '../../src/runner/records/records.ts';
import { createLocalRunStorage } from '../../src/store/index.ts';
import { isSameProcessAlive } from '../../src/engine/command/index.ts';
import { fixture, types, waitUntil, type Fixture } from './helpers.ts';

const runnerIndex = pathToFileURL(
  path.join(path.dirname(fileURLToPath(import.meta.url)), '../../src/runner/index.ts'),
).href;
let f: Fixture | undefined;
const children: ChildProcess[] = [];
afterEach(async () => {
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await f?.cleanup();
  f = undefined;
});

/** A watchdog in its own process (as the CLI or a CI job runs it), SIGTERM -> interrupt (the library default). */
function watchdogProcess(fx: Fixture): { child: ChildProcess; exited: Promise<number | null>; stdout: () => string } {
  const code = `import { startSupervisedRun } from ${JSON.stringify(runnerIndex)};
const handle = await startSupervisedRun({ ...JSON.parse(process.argv[1]), handleSignals: true });
process.stdout.write(JSON.stringify(await handle.done));`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code, JSON.stringify(fx.options)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  return {
    child,
    // 'close', not 'exit': stdout (handle.done's JSON) is fully read by then.
    exited: new Promise((resolve) => child.once('close', (exitCode) => resolve(exitCode))),
    stdout: () => stdout,
  };
}

const request = (fx: Fixture) => ({ storage: fx.storage, runId: fx.runId, reason: 'no longer needed', by: 'tester' });
const intentFile = async (fx: Fixture) =>
  path.join((await createLocalRunStorage(fx.storage)).runDirectory(fx.runId), cancelIntentFileName);

describe('cancel', () => {
  it('settles a paused run as stopped and records who cancelled and why; it can no longer be resumed', async () => {
    f = await fixture({ gate: { policy: 'approval', retrySafe: true } });
    const result = await (await startSupervisedRun(f.options)).done;
    expect(result).toMatchObject({ kind: 'pause', positions: ['dag/gate/1'] });

    const cancelled = await cancelSupervisedRun(request(f));
    expect(cancelled).toMatchObject({
      outcome: 'stopped',
      from: 'paused',
      signalled: null,
      status: { phase: 'stopped', result: { kind: 'fail', code: 'STOPPED' } },
    });
    const runner = await f.events('runner');
    expect(types(runner).slice(-2)).toEqual(['runner:cancelled', 'runner:stopped']);
    expect(runner.at(-2)?.data).toMatchObject({
      reason: 'no longer needed',
      by: 'tester',
      from: 'paused',
      outcome: 'stopped',
    });
    expect(cancelledSchema().safeParse(runner.at(-2)?.data).success).toBe(true);
    // The status says who cancelled and why (for the report), and so does the result message.
    const status = await f.status();
    expect(status.cancelled).toEqual({
      reason: 'no longer needed',
      by: 'tester',
      at: runner.at(-2)!.at,
      requestedAt: expect.any(String),
    });
    expect(status.result).toEqual({
      kind: 'fail',
      code: 'STOPPED',
      message: 'the run was cancelled by tester: no longer needed',
    });
    // An ended run waits for nothing: the pause it left open is not listed.
    expect(status).toMatchObject({ positions: [], pauses: [] });
    expect(existsSync(await intentFile(f))).toBe(false);
    await expect(
      resumeSupervisedRun({ storage: f.storage, runId: f.runId, runRoot: f.repo, position: 'dag/gate/1' }),
    ).rejects.toMatchObject({ code: 'RUN_NOT_PAUSED' });
    // The lease was released when the run paused; a new run in the repository can take it.
    expect(await (await createLocalRunStorage(f.storage)).readProcessLock(f.runId)).toBeUndefined();
  });

  it('signals a live watchdog, waits for it to settle, and leaves the run stopped', async () => {
    f = await fixture({ work: { block: true, retrySafe: true } });
    const watchdog = watchdogProcess(f);
    await f.waitForFile('started-work-1');
    const cancelled = await cancelSupervisedRun(request(f));
    expect(cancelled.outcome).toBe('stopped');
    expect(cancelled.from).toBe('running');
    expect(cancelled.signalled).toBe(watchdog.child.pid);
    expect(await watchdog.exited).toBe(0);
    const runner = types(await f.events('runner'));
    // The watchdog maps SIGTERM to interrupt, except when a cancel intent is recorded: then it stops,
    // and its handle.done says STOPPED, as the record does.
    expect(runner.slice(-2)).toEqual(['runner:stopped', 'runner:cancelled']);
    expect(runner).not.toContain('runner:interrupted');
    expect(JSON.parse(watchdog.stdout())).toMatchObject({ kind: 'fail', code: 'STOPPED' });
    expect(await f.status()).toMatchObject({
      phase: 'stopped',
      cancelled: { reason: 'no longer needed', by: 'tester' },
    });
    expect(await f.effects()).toEqual(['start work 1']);
  });

  it('stops the leftover worker of a dead watchdog and settles the orphan', async () => {
    f = await fixture({ work: { block: true, retrySafe: true } });
    const watchdog = watchdogProcess(f);
    await f.waitForFile('started-work-1');
    const worker = (await f.status()).worker!.identity!;
    watchdog.child.kill('SIGKILL');
    await watchdog.exited;
    await waitUntil('the run to be orphaned', async () => (await f!.status()).phase === 'orphaned');

    const cancelled = await cancelSupervisedRun({ ...request(f), runRoot: f.repo });
    expect(cancelled).toMatchObject({
      outcome: 'stopped',
      from: 'orphaned',
      status: { phase: 'stopped', cleanupVerified: true },
    });
    expect(await isSameProcessAlive(worker)).toBe(false); // gone (or a zombie left to its new parent)
    // The dead watchdog's workspace lease is gone too: a new run in the same repository starts.
    const next = await startSupervisedRun({
      ...f.options,
      definition: {
        ...f.options.definition,
        runId: 'run-2',
        graphDefinition: { form: 'dag', version: 1, value: { nodes: { quick: { needs: [] } } } },
        resolvedInputs: { control: f.control, nodes: { quick: {} } },
      },
    });
    expect((await next.done).kind).toBe('complete');
  });

  it('leaves an ended run as it is and writes nothing', async () => {
    f = await fixture({ a: { retrySafe: true } });
    await (
      await startSupervisedRun(f.options)
    ).done;
    const before = await f.events('runner');
    expect(await cancelSupervisedRun(request(f))).toMatchObject({ outcome: 'already-ended', from: 'completed' });
    expect(await f.events('runner')).toEqual(before);
    expect((await f.status()).cancelled).toBeNull();
    expect(existsSync(await intentFile(f))).toBe(false);
  });

  it('keeps the intent durable and readable for a watchdog, and refuses bad requests', async () => {
    f = await fixture({ gate: { policy: 'approval', retrySafe: true } });
    await (
      await startSupervisedRun(f.options)
    ).done;
    expect(await isCancelRequested(f.storage, f.runId)).toBe(false);
    await writeCancelIntent(await createLocalRunStorage(f.storage), f.runId, { reason: 'r', by: 'b' });
    expect(await isCancelRequested(f.storage, f.runId)).toBe(true);
    await expect(cancelSupervisedRun({ ...request(f), reason: ' ' })).rejects.toMatchObject({
      code: 'INVALID_OPTIONS',
      message: expect.stringContaining('options.reason'),
    });
    await expect(cancelSupervisedRun({ ...request(f), runId: 'nope' })).rejects.toMatchObject({ code: 'RUN_STORAGE' });
    await expect(
      cancelSupervisedRun({ ...request(f), storage: { ...f.storage, knownSecrets: ['needed'] } }),
    ).rejects.toMatchObject({ code: 'INVALID_OPTIONS', message: expect.stringMatching(/^options\.reason: holds/) });
    const secret = 'tok-9f2c41d7e8';
    await expect(
      cancelSupervisedRun({
        ...request(f),
        by: `ci ${Buffer.from(secret).toString('hex')}`,
        storage: { ...f.storage, knownSecrets: [secret] },
      }),
    ).rejects.toMatchObject({
      code: 'INVALID_OPTIONS',
      message: expect.stringMatching(/^options\.by: holds a known secret \(hex\)/),
    });
  });
  it('refuses a reason or name holding the value of a variable the run was given, with no knownSecrets passed', async () => {
    const token = 'tok-cancel-7d1e93a0c5';
    process.env.CANCEL_TEST_TOKEN = token;
    try {
      f = await fixture(
        { gate: { policy: 'approval', retrySafe: true } },
        { environmentVariables: ['CANCEL_TEST_TOKEN'] },
      );
      expect(await (await startSupervisedRun(f.options)).done).toMatchObject({ kind: 'pause' });
      const before = await f.events('runner');
      // f.storage names no known secrets: the run's recorded variables are what make the token one.
      for (const reason of [`pasted ${token}`, `pasted ${Buffer.from(token).toString('base64')}`]) {
        await expect(cancelSupervisedRun({ ...request(f), reason })).rejects.toMatchObject({
          code: 'INVALID_OPTIONS',
          message: expect.stringMatching(/^options\.reason: holds a known secret/),
        });
      }
      await expect(cancelSupervisedRun({ ...request(f), by: token })).rejects.toMatchObject({
        code: 'INVALID_OPTIONS',
        message: expect.stringMatching(/^options\.by: holds a known secret/),
      });
      // Nothing was recorded: no intent, no record, the run still paused.
      expect(await f.events('runner')).toEqual(before);
      expect(existsSync(await intentFile(f))).toBe(false);
      expect((await f.status()).phase).toBe('paused');
    } finally {
      delete process.env.CANCEL_TEST_TOKEN;
    }
  });

  it('names who cancelled and why in one bounded line when a retry of the cancelled run is refused', async () => {
    f = await fixture({ gate: { policy: 'approval', retrySafe: true } });
    await (
      await startSupervisedRun(f.options)
    ).done;
    const reason = `line one\nline two \u001b]8;;https://example.invalid\u0007link\u001b]8;;\u0007 \u202eevil`;
    await cancelSupervisedRun({ ...request(f), reason });
    const refusal = await resumeSupervisedRun({
      storage: f.storage,
      runId: f.runId,
      runRoot: f.repo,
      retryFailed: { by: 'tester' },
    }).catch((error: unknown) => error as { code: string; message: string });
    expect(refusal).toMatchObject({
      code: 'RUN_NOT_RETRYABLE',
      message: expect.stringContaining('(cancelled by tester: line one line two \ufffd]8;;https://example.invalid'),
    });
    const { message } = refusal as { message: string };
    expect(message).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e]/);
    expect(message).toContain('link\ufffd]8;;\ufffd \ufffdevil); a stop is');
  });
});
