// A lost machine at random moments: the Action's main step (the built dist/index.js, as the runner starts it) is
// killed together with every process of its job — found, as the GitHub runner finds them, by
// RUNNER_TRACKING_ID — and its post step never runs; the next "job" starts on a fresh machine
// (empty RUNNER_TEMP and workspace) and restores the newest cache entry. Across many runs of a
// 6-node graph, with write-ahead on, no non-retry-safe node's effect ever happens twice: a node
// in flight when the machine died comes back as a reconcile request, which the "person" answers
// from the evidence (complete when the effect is there, retry when it is not).
import { execFileSync, spawn } from 'node:child_process';
import { promises as fs, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startActionsEmulator, type ActionsEmulator } from './emulator/index.ts';
import { inputEnv, parseFileCommands } from './support/runner-emulation.ts';

const repoRoot = path.join(import.meta.dirname, '..', '..');
const mainScript = path.join(repoRoot, 'dist', 'index.js');
const node = JSON.stringify(process.execPath);
// 6 runs by default (each job is a real main process: minutes on a loaded machine); VM_LOSS_RUNS=30 for more.
const runs = Number(process.env.VM_LOSS_RUNS ?? 6);
const parallel = 4;
const maxJobsPerRun = 14;

let emulator: ActionsEmulator;
let root: string;
let nextGithubRunId = 9000;

beforeAll(async () => {
  emulator = await startActionsEmulator();
  root = await fs.realpath(await fs.mkdtemp(path.join(os.tmpdir(), 'action-vm-loss-')));
});

afterAll(async () => {
  await emulator?.close();
  if (root) await fs.rm(root, { recursive: true, force: true });
});

/** Unsafe nodes note their effect (one line) the moment their code runs; every node takes a little while. */
function graphFile(effects: string): string {
  const unsafe = (name: string) =>
    `[${node}, -e, "require('fs').appendFileSync(${JSON.stringify(JSON.stringify(effects)).slice(1, -1)}, '${name}\\\\n'); setTimeout(() => {}, 150)"]`;
  const safe = `[${node}, -e, "setTimeout(() => {}, 150)"]`;
  return `version: 1
concurrency: 2
nodes:
  fetch: { run: ${safe}, retry-safe: true }
  build: { run: ${safe}, retry-safe: true, needs: [fetch] }
  tag: { run: ${unsafe('tag')}, needs: [fetch] }
  publish: { run: ${unsafe('publish')}, needs: [build, tag] }
  notify: { run: ${unsafe('notify')}, needs: [publish] }
  close: { run: ${unsafe('close')}, needs: [notify] }
`;
}

/** Every process carrying this job's RUNNER_TRACKING_ID, as the runner's own cleanup finds them. */
function trackedProcesses(trackingId: string): number[] {
  const needle = `RUNNER_TRACKING_ID=${trackingId}\0`;
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/environ`, 'latin1').includes(needle)) found.push(Number(entry));
    } catch {
      // gone already, or not ours to read
    }
  }
  return found;
}

/**
 * The machine is lost: SIGKILL everything of the job until nothing of it is left. A killed process
 * can take a moment to go (one inside fdatasync on a busy disk): those are waited for, and only a
 * process not seen before counts as a new one.
 */
async function loseMachine(trackingId: string): Promise<number> {
  const killed = new Set<number>();
  const deadline = Date.now() + 10_000;
  for (;;) {
    const pids = trackedProcesses(trackingId);
    if (pids.length === 0) return killed.size;
    const fresh = pids.filter((pid) => !killed.has(pid));
    for (const pid of fresh) {
      try {
        process.kill(pid, 'SIGKILL');
        killed.add(pid);
      } catch {
        // already gone
      }
    }
    if (Date.now() > deadline)
      throw new Error(`processes of ${trackingId} outlived SIGKILL for 10 s: ${pids.join(', ')}`);
    if (fresh.length === 0) await new Promise((resolve) => setTimeout(resolve, 5)); // killed, still going
  }
}

interface JobResult {
  killed: boolean;
  outputs: Record<string, string>;
}

/** Where the machine is lost: after the `afterLines`-th progress line of the step log, plus a moment. */
interface Loss {
  afterLines: number;
  delayMs: number;
}

const progressLine =
  /^( {2}\S+ +(running|completed|failed|paused|waiting|skipped|resumed|decided)\b| {2}watchdog: |write-ahead: saved|run (completed|paused|interrupted|stopped|timed out|failed)\b)/;

async function job(run: string, inputs: Record<string, string>, loss: Loss | null): Promise<JobResult> {
  const machine = path.join(root, run);
  const workspace = path.join(machine, 'ws');
  const temp = path.join(machine, 'temp');
  // A fresh machine: nothing of the last job's disk survives (same paths, as on hosted runners).
  await fs.rm(workspace, { recursive: true, force: true });
  await fs.rm(temp, { recursive: true, force: true });
  await fs.mkdir(workspace, { recursive: true });
  await fs.mkdir(temp, { recursive: true });
  execFileSync('git', ['init', '-q', workspace]);
  await fs.writeFile(path.join(workspace, 'graph.yml'), graphFile(path.join(root, `${run}.effects`)));
  const files = {
    GITHUB_OUTPUT: path.join(machine, 'output'),
    GITHUB_STATE: path.join(machine, 'state'),
    GITHUB_STEP_SUMMARY: path.join(machine, 'summary'),
  };
  for (const file of Object.values(files)) await fs.writeFile(file, '');
  const githubRunId = nextGithubRunId++;
  const trackingId = `vm-loss-${run}-${githubRunId}`;
  const base = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name, value]) => value !== undefined && !/^(GITHUB_|ACTIONS_|INPUT_|STATE_|RUNNER_)/.test(name),
    ),
  ) as Record<string, string>;
  const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', mainScript], {
    cwd: workspace,
    env: {
      ...base,
      ...emulator.jobEnv({ githubRunId, attempt: 1, job: run }),
      ...inputEnv({
        'run-id': run,
        graph: 'graph.yml',
        persist: 'cache',
        'record-changes': 'false',
        heartbeat: '0',
        'initial-backoff': '100ms',
        'max-backoff': '200ms',
        'teardown-grace': '500ms',
        takeover: 'true',
        'write-ahead': process.env.VM_LOSS_WRITE_AHEAD ?? 'auto',
        ...inputs,
      }),
      ...files,
      GITHUB_WORKSPACE: workspace,
      GITHUB_REF: 'refs/heads/main',
      RUNNER_TEMP: temp,
      RUNNER_TRACKING_ID: trackingId,
    },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  let log = '';
  let lines = 0;
  let reached: () => void = () => {};
  const lossPoint = new Promise<'loss'>((resolve) => (reached = () => resolve('loss')));
  child.stdout.on('data', (chunk: Buffer) => {
    log += chunk.toString('utf8');
    lines = log.split('\n').filter((line) => progressLine.test(line)).length;
    if (loss !== null && lines >= loss.afterLines) reached();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let killed = false;
  if (loss !== null && (await Promise.race([lossPoint, exited.then(() => 'exited' as const)])) === 'loss') {
    await new Promise((resolve) => setTimeout(resolve, loss.delayMs));
    if (child.exitCode === null && child.signalCode === null) {
      await loseMachine(trackingId);
      killed = true;
    }
  }
  await exited;
  if (killed) await loseMachine(trackingId); // anything that outlived main would be the runner's to kill too
  const outputs = killed ? {} : parseFileCommands(await fs.readFile(files.GITHUB_OUTPUT, 'utf8'));
  if (process.env.VM_LOSS_TRACE && !killed && outputs.result !== 'complete')
    console.log(
      log
        .split('\n')
        .filter((line) => !line.startsWith('::debug::') && !line.startsWith('::add-mask::'))
        .slice(-30)
        .join('\n'),
    );
  return { killed, outputs };
}

/** Jobs for one run until it completes: kills at random moments, reconcile requests answered from the evidence. */
async function driveRun(
  run: string,
  random: () => number,
): Promise<{ jobs: number; kills: number; reconciles: number }> {
  let inputs: Record<string, string> = {};
  let kills = 0;
  let reconciles = 0;
  for (let jobs = 1; jobs <= maxJobsPerRun; jobs += 1) {
    // The first job always loses its machine early (so every run is tested against a loss), the
    // next ones often, at a random point of their progress; later ones finish.
    const loss =
      jobs === 1
        ? { afterLines: 1 + Math.floor(random() * 4), delayMs: Math.floor(random() * 400) }
        : jobs <= 4 && random() < 0.75
          ? { afterLines: 1 + Math.floor(random() * 14), delayMs: Math.floor(random() * 400) }
          : null;
    const jobStarted = Date.now();
    const result = await job(run, inputs, loss);
    if (process.env.VM_LOSS_TRACE)
      console.log(
        `${run} job ${jobs}: ${result.killed ? `lost after line ${loss?.afterLines} + ${loss?.delayMs} ms` : `${result.outputs.result} ${result.outputs.code}`} (${Date.now() - jobStarted} ms)`,
      );
    inputs = {};
    if (result.killed) {
      kills += 1;
      continue;
    }
    if (result.outputs.result === 'complete') return { jobs, kills, reconciles };
    const requests = JSON.parse(result.outputs['reconcile-requests'] || '[]') as Array<{
      position: string;
      nodeId: string;
    }>;
    const request = requests[0];
    if (request !== undefined) {
      const effects = await fs.readFile(path.join(root, `${run}.effects`), 'utf8').catch(() => '');
      const happened = effects.split('\n').includes(request.nodeId);
      inputs = { position: request.position, decision: happened ? 'complete' : 'retry' };
      reconciles += 1;
    }
  }
  throw new Error(`run ${run} did not complete within ${maxJobsPerRun} jobs`);
}

/** A small seeded generator: a failing run can be replayed. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

describe('VM loss at random moments', () => {
  it(`runs ${runs} runs of a 6-node graph with write-ahead on and never repeats a non-retry-safe effect`, async () => {
    const seed = Number(process.env.VM_LOSS_SEED ?? Date.now() % 100_000);
    const started = Date.now();
    const stats: Array<{ jobs: number; kills: number; reconciles: number }> = [];
    const queue = Array.from({ length: runs }, (_, index) => `loss-${index + 1}`);
    await Promise.all(
      Array.from({ length: parallel }, async (_, lane) => {
        for (let run = queue.shift(); run !== undefined; run = queue.shift())
          stats.push(await driveRun(run, seeded(seed + lane * 7919 + stats.length)));
      }),
    );
    const duplicates: string[] = [];
    for (let index = 1; index <= runs; index += 1) {
      const effects = (await fs.readFile(path.join(root, `loss-${index}.effects`), 'utf8')).split('\n').filter(Boolean);
      for (const name of ['tag', 'publish', 'notify', 'close']) {
        const count = effects.filter((line) => line === name).length;
        if (count !== 1) duplicates.push(`loss-${index} ${name} x${count}`);
      }
    }
    const total = (key: 'jobs' | 'kills' | 'reconciles') => stats.reduce((sum, stat) => sum + stat[key], 0);
    console.log(
      `vm loss (seed ${seed}): ${runs} runs, ${total('jobs')} jobs, ${total('kills')} machines lost, ${total('reconciles')} reconcile decisions, ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    expect(duplicates).toEqual([]);
    // A kill lands only if its moment comes before the job ends; the first job's early one nearly always does.
    expect(total('kills')).toBeGreaterThanOrEqual(runs / 2);
  }, 900_000);
});
