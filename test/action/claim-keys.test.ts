// A session's claim keys (persistence/claim.ts) through the UNMODIFIED cache client over the emulator:
// a key that holds nobody is passed for the session's next key, which every job asks for in the same
// order; a job that passed a key as reserved while another job was still finalizing its claim there
// finds that claim afterwards, gives its own up and is told who holds the session.
import { execFileSync } from 'node:child_process';
import { mkdtemp, realpath, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startActionsEmulator, type ActionsEmulator } from './emulator/index.ts';
import { enterJob, saveEnvironment } from './support/jobs.ts';

let emulator: ActionsEmulator;
let root: string;
let restoreEnvironment: () => void;
let persistence: typeof import('../../src/action/persistence/index.ts');

beforeAll(async () => {
  restoreEnvironment = saveEnvironment();
  emulator = await startActionsEmulator();
  process.env.GITHUB_API_URL = emulator.env.GITHUB_API_URL;
  persistence = await import('../../src/action/persistence/index.ts');
  root = await realpath(await mkdtemp(path.join(os.tmpdir(), 'action-claim-keys-')));
});

afterAll(async () => {
  restoreEnvironment();
  await emulator?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

async function enter(githubRunId: number) {
  const job = await enterJob(emulator, root, { name: `job-${githubRunId}`, githubRunId });
  execFileSync('git', ['init', '-q', job.workspace]);
  return job;
}

const claim = (temp: string, runId: string, githubRunId: string, claimId: string) =>
  persistence.claimSession({
    storeDirectory: path.join(temp, 'supervised-run'),
    namespace: 'default',
    runId,
    prefix: 'supervised-run',
    session: 1,
    holder: { githubRunId, githubRunAttempt: '1', job: 'drive', claimId },
  });

describe('the claim keys of a session', () => {
  it('past a claim given up, the next job claims the next key and says which it passed; a third job is refused there', async () => {
    const runId = 'keys-given-up';
    const key = `supervised-run/default/${runId}@claim/1`;
    const first = await enter(1201);
    expect(await claim(first.temp, runId, '1201', 'first-claim')).toEqual({ kind: 'claimed', key });
    const givenUp = await persistence.recordClaimGivenUp({
      storeDirectory: path.join(first.temp, 'supervised-run'),
      namespace: 'default',
      runId,
      prefix: 'supervised-run',
      session: 1,
      givenUp: { claimId: 'first-claim', githubRunId: '1201', githubRunAttempt: '1', job: 'drive' },
    });
    expect(givenUp.kind).toBe('recorded');

    const second = await enter(1202);
    expect(await claim(second.temp, runId, '1202', 'second-claim')).toMatchObject({
      kind: 'claimed',
      key: `${key}.2`,
      passed: [{ key, why: 'given-up', holder: { githubRunId: '1201' }, givenUpKey: givenUp.key }],
    });
    const third = await enter(1203);
    expect(await claim(third.temp, runId, '1203', 'third-claim')).toMatchObject({
      kind: 'held',
      key: `${key}.2`,
      holder: { githubRunId: '1202', claimId: 'second-claim' },
    });
  });

  it('a claim finalized only after another job passed its key as reserved wins: that job gives its own claim up and is told who holds the session', async () => {
    const runId = 'keys-late';
    const key = `supervised-run/default/${runId}@claim/1`;
    const first = await enter(1301);
    // The first job's claim is uploaded, and its finalize held.
    const finalize = emulator.holdNextCacheFinalize();
    const firstClaim = claim(first.temp, runId, '1301', 'first-claim');
    expect(await finalize.reached).toBe(key);

    const second = await enter(1302);
    const firstCreate = emulator.holdNextCacheCreate();
    const secondClaim = claim(second.temp, runId, '1302', 'second-claim');
    expect(await firstCreate.reached).toBe(key);
    // Refused there and never listed while it looks, the key is passed as reserved: hold the next one's creation.
    const nextCreate = emulator.holdNextCacheCreate();
    firstCreate.release();
    expect(await nextCreate.reached).toBe(`${key}.2`);
    // Meanwhile the first job's claim lands.
    finalize.release();
    await finalize.handled;
    expect(await firstClaim).toEqual({ kind: 'claimed', key });
    nextCreate.release();

    expect(await secondClaim).toMatchObject({
      kind: 'held',
      key,
      holder: { githubRunId: '1301', claimId: 'first-claim' },
    });
    // Its own claim on the next key says it was given up: a later job passes it if the first gives up too.
    const keys = (await emulator.cacheEntries()).map((entry) => entry.key);
    expect(keys).toContain(`${key}.2`);
    expect(keys).toContain(`supervised-run/default/${runId}@claim-given-up/1/second-claim`);
  });
});
