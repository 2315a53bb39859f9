// Write-ahead to the cache (runJob in process, the unmodified @actions/cache client against the
// emulator): before a non-retry-safe node's code starts, a cache entry holding its start record is
// finalized; keys are immutable (`.w<seq>`) and a restore by prefix yields the newest; a refused
// save warns once (auto) or pauses the node before its code (required, WRITE_AHEAD); rate limits
// are backed off; older entries are pruned where the token may delete caches.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Cancellation } from '../../src/action/cancellation.ts';
import { startActionsEmulator, type ActionsEmulator } from './emulator/index.ts';
import { enterJob, saveEnvironment } from './support/jobs.ts';
import { recordingIO, type RecordingIO } from './support/recording-io.ts';
import { waitUntil } from '../support/wait.ts';

const node = JSON.stringify(process.execPath);
const gitEnv = { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_CONFIG_NOSYSTEM: '1' };
const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, env: gitEnv, stdio: 'pipe' });

let emulator: ActionsEmulator;
let root: string;
let restoreEnvironment: () => void;
let runJob: typeof import('../../src/action/run-job.ts').runJob;
let jobNumber = 0;

/** A node that notes, when its code starts, the newest finalized cache entries (by the emulator). */
const probe = (name: string) =>
  `[${node}, -e, "const u=process.env.ACTIONS_EMULATOR_URL; fetch(u+'/_emulator/cache-entries').then(r=>r.json()).then(e=>require('fs').appendFileSync(process.env.PROBE_FILE, JSON.stringify({node:'${name}',keys:e.filter(x=>x.finalized).map(x=>x.key)})+'\\\\n'))"]`;

const graph = `version: 1
nodes:
  prepare: { run: [${node}, -e, "1"], retry-safe: true }
  publish: { run: ${probe('publish')}, needs: [prepare] }
  announce: { run: ${probe('announce')}, needs: [publish] }
`;

beforeAll(async () => {
  restoreEnvironment = saveEnvironment();
  emulator = await startActionsEmulator();
  process.env.GITHUB_API_URL = emulator.env.GITHUB_API_URL;
  ({ runJob } = await import('../../src/action/run-job.ts'));
  root = await realpath(await mkdtemp(path.join(os.tmpdir(), 'action-write-ahead-')));
});

afterAll(async () => {
  restoreEnvironment();
  await emulator?.close();
  if (root && !process.env.KEEP) await rm(root, { recursive: true, force: true });
});

beforeEach(() => {
  emulator.setCacheMode('write');
  emulator.denySaves(false);
  emulator.denyApiWrites(false);
  emulator.rateLimitCacheCreates(0);
});

async function runOne(
  runId: string,
  inputs: Record<string, string> = {},
  name?: string,
  job$: { io?: RecordingIO; cancellation?: Cancellation } = {},
) {
  jobNumber += 1;
  const job = await enterJob(emulator, root, { name: name ?? `${runId}-${jobNumber}`, githubRunId: 700 + jobNumber });
  if (!existsSync(path.join(job.workspace, '.git'))) git(job.workspace, 'init', '-q');
  await writeFile(path.join(job.workspace, 'graph.yml'), graph);
  const probeFile = path.join(root, `${runId}-${jobNumber}.probe`);
  await writeFile(probeFile, '');
  // The worker's environment is a snapshot of this process's (the listed names).
  process.env.PROBE_FILE = probeFile;
  const io = job$.io ?? recordingIO();
  const env: Record<string, string | undefined> = {
    ...process.env,
    PROBE_FILE: probeFile,
    GITHUB_TOKEN_FOR_TEST: '',
    'INPUT_RUN-ID': runId,
    INPUT_GRAPH: 'graph.yml',
    'INPUT_ENVIRONMENT-VARIABLES': 'ACTIONS_EMULATOR_URL, PROBE_FILE',
    'INPUT_RECORD-CHANGES': 'false',
    INPUT_HEARTBEAT: '0',
    'INPUT_GITHUB-TOKEN': 'test-token',
    GITHUB_REF: 'refs/heads/main',
  };
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
  const outcome = await runJob({ env, cwd: job.workspace, io, cancellation: job$.cancellation ?? new Cancellation() });
  const probes = (await readFile(probeFile, 'utf8'))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { node: string; keys: string[] });
  return { io, outcome, probes, job };
}

/** The graph log inside a cache entry's archive (zstd tar). */
async function graphLogOf(key: string): Promise<string> {
  const archive = await emulator.cacheArchive(key);
  if (archive === undefined) throw new Error(`no archive for ${key}`);
  const file = path.join(root, `${key.replace(/[^A-Za-z0-9]/g, '_')}.tzst`);
  await writeFile(file, archive);
  const members = execFileSync('tar', ['--use-compress-program', 'unzstd', '-tPf', file], { encoding: 'utf8' });
  const member = members.split('\n').find((name) => name.endsWith('graph.events.jsonl'));
  if (member === undefined) throw new Error(`${key} holds no graph log:\n${members}`);
  return execFileSync('tar', ['--use-compress-program', 'unzstd', '-xPOf', file, member], { encoding: 'utf8' });
}

describe('write-ahead', () => {
  it('finalizes a cache entry holding each unsafe node attempt start record before its code runs', async () => {
    emulator.denyApiWrites(true); // keep every entry to look into
    const { io, outcome, probes } = await runOne('wa-basic');
    expect(outcome.failed, JSON.stringify(io.log)).toBe(false);
    expect(io.outputs.result, io.summary).toBe('complete');
    const base = 'supervised-run/default/wa-basic/';
    for (const name of ['publish', 'announce']) {
      const seen = probes.find((probe) => probe.node === name)!;
      // The newest finalized entry when the node's code started: a write-ahead entry of this run.
      const newest = seen.keys.filter((key) => key.startsWith(base)).at(-1)!;
      expect(newest).toMatch(/^supervised-run\/default\/wa-basic\/\d+-1\.w\d+$/);
      const started = (await graphLogOf(newest))
        .split('\n')
        .map((line) => line.replace(/^[\s\0]+|[\s\0]+$/g, '')) // the log is preallocated: padding after the last record
        .filter((line) => line !== '')
        .map((line) => JSON.parse(line) as { type: string; data: { position?: string; retrySafe?: boolean } });
      const position = `dag/${name}/1`;
      expect(started.some((e) => e.type === 'graph:node-attempt-started' && e.data.position === position)).toBe(true);
      expect(started.some((e) => e.type === 'graph:node-completed' && e.data.position === position)).toBe(false);
    }
    // Keys are immutable and increase; the job's own save is the newest (what a restore by prefix yields).
    const keys = (await emulator.cacheEntries()).filter((entry) => entry.key.startsWith(base)).map((e) => e.key);
    expect(keys.at(-1)).toBe(io.outputs['cache-key']);
    expect(
      io.log.some((line) =>
        /write-ahead: saved the store to the cache under .*\.w1 \(before dag\/publish\/1\)/.test(line.message),
      ),
    ).toBe(true);
    // The log reads in time order: the node before each save has its completed line above the save's.
    const at = (pattern: RegExp) => io.log.findIndex((line) => pattern.test(line.message));
    for (const [before, next] of [
      ['prepare', 'publish'],
      ['publish', 'announce'],
    ]) {
      const completed = at(new RegExp(`^ {2}dag/${before}/1 +completed`));
      expect(completed).toBeGreaterThan(-1);
      expect(completed).toBeLessThan(at(new RegExp(`write-ahead: saved .* \\(before dag/${next}/1\\)`)));
    }
  });

  it("prunes the run's older entries after a save where the token may delete caches, never the newest", async () => {
    const { io } = await runOne('wa-prune');
    const keys = (await emulator.cacheEntries()).filter((e) => e.key.startsWith('supervised-run/default/wa-prune/'));
    expect(keys.map((e) => e.key)).toEqual([io.outputs['cache-key']]);

    emulator.denyApiWrites(true);
    const kept = await runOne('wa-keep');
    const left = (await emulator.cacheEntries()).filter((e) => e.key.startsWith('supervised-run/default/wa-keep/'));
    expect(left.length).toBeGreaterThan(1);
    expect(left.at(-1)!.key).toBe(kept.io.outputs['cache-key']);
    expect(kept.io.log.some((line) => /older cache entries of the run are kept/.test(line.message))).toBe(true);
  });

  it('backs off a rate-limited save and saves under the next key', async () => {
    // The first two creations are the session claim's two keys (both refused: "could not be claimed", a warning), the third the first write-ahead save.
    emulator.rateLimitCacheCreates(3);
    const { io, probes } = await runOne('wa-rate', { 'checkpoint-interval': '0' });
    expect(io.outputs.result, io.summary).toBe('complete');
    expect(io.log.some((line) => /write-ahead: .*trying again in \d+ ms/.test(line.message))).toBe(true);
    expect(io.log.some((line) => /session 1 of run wa-rate could not be claimed/.test(line.message))).toBe(true);
    const seen = probes.find((probe) => probe.node === 'publish')!;
    expect(seen.keys.filter((key) => key.includes('/wa-rate/')).at(-1)).toMatch(/\.w2$/);
  });

  it('auto: a refused save is one warning and the run goes on', async () => {
    emulator.denySaves(true);
    const { io, probes } = await runOne('wa-auto-denied');
    expect(io.outputs.result, io.summary).toBe('complete');
    expect(probes.map((probe) => probe.node)).toEqual(['publish', 'announce']);
    const warnings = io.log.filter((line) => line.level === 'warning' && line.message.startsWith('write-ahead:'));
    expect(warnings).toHaveLength(1);
  });

  it('required: a refused save pauses the node before its code with WRITE_AHEAD; resuming the position runs it', async () => {
    emulator.denySaves(true);
    const paused = await runOne('wa-required', { 'write-ahead': 'required' }, 'wa-required');
    expect(paused.probes).toEqual([]);
    expect(paused.io.outputs).toMatchObject({ result: 'pause', code: 'WRITE_AHEAD', positions: '["dag/publish/1"]' });
    expect(paused.io.summary).toContain('WRITE&#95;AHEAD');
    // The job's own save was refused too: resume on the same runner (its store is still there).
    emulator.denySaves(false);
    const resumed = await runOne(
      'wa-required',
      { 'write-ahead': 'required', position: 'dag/publish/1' },
      'wa-required',
    );
    expect(resumed.io.outputs.result, resumed.io.summary).toBe('complete');
    expect(resumed.probes.map((probe) => probe.node)).toEqual(['publish', 'announce']);
  });

  it('a cancel while the save before a node hangs: INTERRUPTED at once, the node never runs, the next job runs it', async () => {
    // Held in turn: the session claim (released at once), then the save before dag/publish/1.
    const claim = emulator.holdNextCacheCreate();
    let save: ReturnType<ActionsEmulator['holdNextCacheCreate']> | undefined;
    const saveReached = claim.reached.then(() => {
      save = emulator.holdNextCacheCreate();
      claim.release();
      return save.reached;
    });
    const io = recordingIO();
    const cancellation = new Cancellation();
    const cancelled = runOne('wa-cancel', { 'checkpoint-interval': '0' }, 'wa-cancel', { io, cancellation });
    expect(await saveReached).toMatch(/\/wa-cancel\/\d+-1\.w1$/);
    cancellation.cancel('SIGINT (the job was cancelled)');
    // Recorded while the save still hangs (GitHub kills a cancelled step 10 s after its first signal).
    await waitUntil('the interrupt', async () => io.log.some((line) => line.message.startsWith('run interrupted')));
    save!.release();
    const first = await cancelled;
    expect(first.io.outputs, first.io.summary).toMatchObject({ result: 'pause', code: 'INTERRUPTED' });
    // The summary says what interrupted the run.
    expect(first.io.summary).toContain(
      '**Paused:** INTERRUPTED: interrupted by SIGINT &#40;the job was cancelled&#41;',
    );
    expect(first.probes).toEqual([]);
    // The save that finished after the cancel does not read as if the node went ahead.
    expect(io.log.map((line) => line.message)).toContainEqual(
      expect.stringMatching(
        /^write-ahead: saved the store to the cache under .*\.w1 \(for dag\/publish\/1, which did not start: the run was being interrupted meanwhile\)$/,
      ),
    );
    expect(
      io.log.some((line) =>
        /^ {2}dag\/publish\/1 +paused .*WRITE_AHEAD: the worker was stopped for the interrupt .*its code never ran/.test(
          line.message,
        ),
      ),
    ).toBe(true);

    // A fresh machine (the same paths, nothing on its disk): the newest cache entry is the job's own
    // save, and the node runs without a decision.
    for (const where of ['ws', 'temp'])
      await rm(path.join(root, `${where}-wa-cancel`), { recursive: true, force: true });
    const next = await runOne('wa-cancel', { 'checkpoint-interval': '0' }, 'wa-cancel');
    expect(next.io.outputs.result, next.io.summary).toBe('complete');
    expect(next.probes.map((probe) => probe.node)).toEqual(['publish', 'announce']);
    expect(next.io.outputs['reconcile-requests']).toBe('[]');
  });

  it('auto with persist artifact says once that nothing is written ahead, and the run goes on', async () => {
    const { io, probes } = await runOne('wa-artifact', { persist: 'artifact' });
    expect(io.outputs.result, io.summary).toBe('complete');
    expect(probes.map((probe) => probe.node)).toEqual(['publish', 'announce']);
    const warnings = io.log.filter((line) => line.level === 'warning' && line.message.startsWith('write-ahead:'));
    expect(warnings.map((line) => line.message)).toEqual([
      'write-ahead: persist is artifact, so nothing is saved to the cache before non-retry-safe nodes run: a lost runner may repeat them (persist cache or both writes ahead)',
    ]);
  });

  it('refuses write-ahead required without the cache, naming the input', async () => {
    const { io } = await runOne('wa-bad', { 'write-ahead': 'required', persist: 'artifact' });
    expect(io.failed).toMatch(
      /^INVALID_INPUT: input "write-ahead" \(got "required"\): write-ahead required saves to the cache/,
    );
  });
});
