// One job drives one session: a job claims the next session of its run in the cache (first writer
// wins) before it runs anything. The loser runs nothing, saves nothing and fails RUN_CLAIMED naming
// the workflow run that holds the claim; a cache that cannot take the claim is told apart by a
// lookup afterwards (a warning, not a refusal).
import { execFileSync } from 'node:child_process';
import { readFile, mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Cancellation } from '../../src/action/cancellation.ts';
import { startActionsEmulator, type ActionsEmulator } from './emulator/index.ts';
import { enterJob, saveEnvironment } from './support/jobs.ts';
import { recordingIO } from './support/recording-io.ts';

const node = JSON.stringify(process.execPath);
let emulator: ActionsEmulator;
let root: string;
let restoreEnvironment: () => void;
let persistence: typeof import('../../src/action/persistence/index.ts');
let runJob: typeof import('../../src/action/run-job.ts').runJob;
let jobNumber = 0;

beforeAll(async () => {
  restoreEnvironment = saveEnvironment();
  emulator = await startActionsEmulator();
  process.env.GITHUB_API_URL = emulator.env.GITHUB_API_URL;
  persistence = await import('../../src/action/persistence/index.ts');
  ({ runJob } = await import('../../src/action/run-job.ts'));
  root = await realpath(await mkdtemp(path.join(os.tmpdir(), 'action-claim-')));
});

afterAll(async () => {
  restoreEnvironment();
  await emulator?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

beforeEach(() => emulator.denySaves(false));

async function enter(githubRunId: number, attempt = 1) {
  jobNumber += 1;
  const job = await enterJob(emulator, root, { name: `job-${jobNumber}`, githubRunId, attempt });
  execFileSync('git', ['init', '-q', job.workspace]);
  return job;
}

const store = (temp: string, runId: string) => ({
  storeDirectory: path.join(temp, 'supervised-run'),
  namespace: 'default',
  runId,
  prefix: 'supervised-run',
});

describe('session claims', () => {
  it('first writer wins; the second is told who holds the claim; a refused write is "unavailable"', async () => {
    const a = await enter(501);
    const first = await persistence.claimSession({
      ...store(a.temp, 'claimed'),
      session: 3,
      holder: { githubRunId: '501', githubRunAttempt: '1', job: 'first' },
    });
    expect(first).toEqual({ kind: 'claimed', key: 'supervised-run/default/claimed@claim/3' });
    const b = await enter(502);
    const second = await persistence.claimSession({
      ...store(b.temp, 'claimed'),
      session: 3,
      holder: { githubRunId: '502', githubRunAttempt: '1', job: 'second' },
    });
    expect(second).toMatchObject({ kind: 'held', holder: { githubRunId: '501', githubRunAttempt: '1', job: 'first' } });
    emulator.denySaves(true);
    const denied = await persistence.claimSession({
      ...store(b.temp, 'claimed'),
      session: 4,
      holder: { githubRunId: '502', githubRunAttempt: '1', job: 'second' },
    });
    expect(denied.kind).toBe('unavailable');
    // Claims never answer a restore of the run (nor of a run named like it).
    expect(await persistence.restoreStore(store(b.temp, 'claimed'))).toMatchObject({ source: 'none' });
  });

  it('a job whose session another workflow run claimed runs nothing, saves nothing and fails RUN_CLAIMED naming it', async () => {
    const other = await enter(601);
    await persistence.claimSession({
      ...store(other.temp, 'contested'),
      session: 1,
      holder: { githubRunId: '601', githubRunAttempt: '2', job: 'winner' },
    });
    const job = await enter(602);
    const effects = path.join(root, 'contested.effects');
    await writeFile(effects, '');
    await writeFile(
      path.join(job.workspace, 'graph.yml'),
      `version: 1\nnodes:\n  publish: { run: [${node}, -e, "require('fs').appendFileSync(${JSON.stringify(JSON.stringify(effects)).slice(1, -1)}, 'publish')"] }\n`,
    );
    const io = recordingIO();
    const env = {
      ...process.env,
      'INPUT_RUN-ID': 'contested',
      INPUT_GRAPH: 'graph.yml',
      'INPUT_RECORD-CHANGES': 'false',
      GITHUB_JOB: 'loser',
    };
    const outcome = await runJob({ env, cwd: job.workspace, io, cancellation: new Cancellation() });
    expect(outcome.failed).toBe(true);
    expect(io.failed).toMatch(
      /^RUN_CLAIMED: session 1 of run contested is claimed by workflow run 601 attempt 2 \(job winner/,
    );
    expect(await readFile(effects, 'utf8')).toBe('');
    const saved = (await emulator.cacheEntries()).filter((entry) =>
      entry.key.startsWith('supervised-run/default/contested/'),
    );
    expect(saved).toEqual([]);
    expect(io.state['supervised-run-pending']).toBeUndefined(); // the post step saves nothing either
  });
});
