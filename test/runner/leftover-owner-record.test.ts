// A dead session's worker record whose owner ID stopOwnedProcessTree refuses (a damaged or foreign
// record: the runner only writes newOwnerId's form) cannot be stopped: the runner says so in its own
// error, TEARDOWN_INCOMPLETE naming the record's problem, not a storage failure or a bare TypeError.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { stopOwnedProcessTree } from '../../src/engine/command/index.ts';
import { cancelSupervisedRun } from '../../src/runner/lifecycle/cancel.ts';
import { runnerEventTypes } from '../../src/runner/records/records.ts';
import { SupervisedRunError } from '../../src/runner/index.ts';
import { createLocalRunStorage } from '../../src/store/index.ts';
import { fixture, waitUntil, type Fixture } from './helpers.ts';

const runnerIndex = pathToFileURL(
  path.join(path.dirname(fileURLToPath(import.meta.url)), '../../src/runner/index.ts'),
).href;
let f: Fixture | undefined;
afterEach(async () => {
  await f?.cleanup();
  f = undefined;
});

/** Starts the run's watchdog in its own process (as the CLI does) and SIGKILLs it once work started. */
async function orphanRun(fx: Fixture): Promise<void> {
  const code = `import { startSupervisedRun } from ${JSON.stringify(runnerIndex)};
await startSupervisedRun(JSON.parse(process.argv[1]));`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code, JSON.stringify(fx.options)], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    await fx.waitForFile('started-work-1');
  } finally {
    child.kill('SIGKILL');
    await exited;
  }
}

describe('stopping a dead session whose worker record names a bad owner ID', () => {
  it('is refused TEARDOWN_INCOMPLETE naming the record, and the cancel intent stays', async () => {
    f = await fixture({ work: { block: true, retrySafe: true } });
    await orphanRun(f);
    await waitUntil('the run to be orphaned', async () => (await f!.status()).phase === 'orphaned');
    // Stop the real leftovers by the owner ID the runner recorded, so only the damaged record is left.
    const launching = (await f.events('runner')).filter((e) => e.type === runnerEventTypes.workerLaunching);
    const { ownerId } = launching.at(-1)!.data as { ownerId: string };
    expect((await stopOwnedProcessTree({ ownerId, graceMs: 200 })).verified).toBe(true);

    // A later launch record whose owner ID is not newOwnerId's form (it passes the record schema).
    const storage = await createLocalRunStorage(f.storage);
    const log = await storage.openEventLog(f.runId, 'runner');
    const { data, session } = launching.at(-1)!;
    await log.append([
      {
        type: runnerEventTypes.workerLaunching,
        session,
        data: { ...(data as object), launchId: 'damaged', ownerId: 'not-an-owner-id' },
      },
    ]);
    await log.close();

    const error = await cancelSupervisedRun({ storage: f.storage, runId: f.runId, reason: 'done', by: 'tester' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(SupervisedRunError);
    expect(error).toMatchObject({ code: 'TEARDOWN_INCOMPLETE' });
    const message = (error as Error).message;
    expect(message).toContain(
      "the dead session's worker cannot be stopped: the stop request made from its record was refused",
    );
    expect(message).toContain('stopOwnedProcessTree request.ownerId');
    expect(message).toContain('the cancel intent stays recorded, nothing was settled');
    expect((await f.status()).phase).toBe('orphaned');
  }, 60_000);
});
