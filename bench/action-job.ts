// The Action's overhead per job, over the project's Actions emulator on 127.0.0.1 (the unmodified
// @actions/cache client talking HTTP to it): a job runs a 1-node graph end to end as the runner
// runs it (node dist/index.js as main — restore, run, summary, save to the cache — then as post),
// less the node's own recorded time; against @actions/cache alone, in its own process, doing the
// same cache calls on the same store directory (a restore that misses, a save). The floor's client
// is bundled with ncc, as an Action ships it (dist/ is bundled too): loaded unbundled from
// node_modules the client takes ~150-300 ms longer to import, which would flatter the ratio; that
// figure is printed beside it, and so is the bundled client in two processes, a restore then a save,
// as the actions/cache Action runs them (its main and post steps). The CPU of all the job's processes
// against the client alone's (process-cpu.ts) says how much of the ratio this machine's cores set.
// Plus saveStore / restoreStore of a 10k-event store (store-10k.ts).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { inputEnv, startEmulatorProcess } from '../test/action/support/runner-emulation.ts';
import { jobPhases, phaseNames, timedStep, type JobPhases } from './job-phases.ts';
import { childrenCpuOf } from './process-cpu.ts';
import { benchStore10k, type Store10kFigures } from './store-10k.ts';
import { median } from './median.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, '..');
const rounds = 5;

const round2 = (value: number) => Math.round(value * 100) / 100;

export type ActionJobFigures =
  | ({
      /** main + post of a 1-node job, less the node's durationMs (median). */
      jobOverheadMs: number;
      jobMs: number;
      nodeMs: number;
      /** Where the job's time goes (medians of each phase); undefined when the steps' lines could not be read. */
      phases: JobPhases | undefined;
      /** @actions/cache alone, bundled: restore (miss) + save of the same store, in a fresh process (median). */
      cacheAloneMs: number;
      overheadOverCache: number;
      /** The same, the client imported unbundled from node_modules (median). */
      cacheAloneUnbundledMs: number;
      overheadOverUnbundled: number;
      /** The bundled client as the actions/cache Action runs it: restore in one process (main), save in another (post). */
      cacheTwoStepsMs: number;
      /** Its two processes apart (medians): the restore (a miss), the save. */
      cacheRestoreStepMs: number;
      cacheSaveStepMs: number;
      overheadOverTwoSteps: number;
      /** CPU of every process of the job (main, post and all they started) and of the client alone (medians); undefined without /proc. */
      cpu: { jobMs: number; cacheAloneMs: number; cores: number } | undefined;
    } & Store10kFigures)
  | { skipped: string };

function git(cwd: string, ...args: string[]): void {
  execFileSync('git', args, { cwd, stdio: 'ignore' });
}

async function origin(dir: string): Promise<string> {
  await fs.mkdir(dir, { recursive: true });
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'config', 'user.name', 'Bench');
  git(dir, 'config', 'user.email', 'bench@example.invalid');
  git(dir, 'config', 'commit.gpgsign', 'false');
  const node = JSON.stringify(process.execPath);
  await fs.writeFile(
    path.join(dir, 'graph.yml'),
    `version: 1\nnodes:\n  only: { run: [${node}, -e, "0"], retry-safe: true }\n`,
  );
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'bench');
  return dir;
}

/** `bench/cache-alone.mjs` bundled with ncc into `directory`, as an Action ships its code; its entry file. */
function bundleCacheAlone(directory: string): string {
  const ncc = path.join(root, 'node_modules', '.bin', 'ncc');
  execFileSync(ncc, ['build', path.join(here, 'cache-alone.mjs'), '-o', directory, '-q'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const entry = ['index.mjs', 'index.js'].map((name) => path.join(directory, name)).find((file) => existsSync(file));
  if (entry === undefined) throw new Error(`ncc wrote no entry file to ${directory}`);
  return entry;
}

/** A cache-alone program in its own process: the client restoring (a miss) and saving `directory`, or one of the two. */
function cacheAlone(
  program: string,
  env: Record<string, string>,
  cwd: string,
  directory: string,
  key: string,
  only?: 'restore' | 'save',
): Promise<number> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const child = spawn(process.execPath, [program, directory, key, ...(only === undefined ? [] : [only])], {
      cwd,
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0 ? resolve(performance.now() - start) : reject(new Error(`cache-alone exited ${code}: ${stderr}`)),
    );
  });
}

function medianPhases(samples: readonly JobPhases[]): JobPhases | undefined {
  if (samples.length === 0) return undefined;
  const pick = (name: keyof JobPhases) => Math.round(median(samples.map((sample) => sample[name])));
  return Object.fromEntries(phaseNames.map((name) => [name, pick(name)])) as unknown as JobPhases;
}

type JobFigures = Omit<Exclude<ActionJobFigures, { skipped: string }>, keyof Store10kFigures>;

async function jobs(work: string): Promise<JobFigures> {
  const emulator = await startEmulatorProcess();
  try {
    const from = await origin(path.join(work, 'origin'));
    const job: number[] = [];
    const node: number[] = [];
    const alone: number[] = [];
    const unbundled: number[] = [];
    const twoSteps: number[] = [];
    const restoreSteps: number[] = [];
    const saveSteps: number[] = [];
    const phases: JobPhases[] = [];
    const jobCpu: number[] = [];
    const aloneCpu: number[] = [];
    const bundled = bundleCacheAlone(path.join(work, 'cache-alone-bundle'));
    const source = path.join(here, 'cache-alone.mjs');
    for (let i = 0; i <= rounds; i += 1) {
      const workspace = path.join(work, `ws-${i}`);
      git(work, 'clone', '-q', from, workspace);
      const temp = path.join(work, `temp-${i}`);
      await fs.mkdir(temp);
      // Each job on a new runner, as on GitHub-hosted ones: nothing left in the temp directory (no compile cache).
      const tmpdir = path.join(work, `tmp-${i}`);
      await fs.mkdir(tmpdir);
      const env = {
        ...(await emulator.jobEnv({ githubRunId: 500 + i, attempt: 1, job: 'bench' })),
        RUNNER_TEMP: temp,
        TMPDIR: tmpdir,
      };
      const inputs = inputEnv({ 'run-id': `job-${i}`, graph: 'graph.yml', persist: 'cache', heartbeat: '0' });
      const step = (script: 'main' | 'post', state?: Record<string, string>) =>
        timedStep({
          script,
          workspace,
          filesDirectory: path.join(work, `files-${i}`, script),
          env: { ...env, ...inputs },
          ...(state === undefined ? {} : { state }),
        });
      const start = performance.now();
      const { value: timed, cpuMs: stepsCpu } = await childrenCpuOf(async () => {
        const timedMain = await step('main');
        return { timedMain, timedPost: await step('post', timedMain.result.state) };
      });
      const { timedMain, timedPost } = timed;
      const elapsed = performance.now() - start;
      const [main, post] = [timedMain.result, timedPost.result];
      if (main.exitCode !== 0 || post.exitCode !== 0 || main.outputs.result !== 'complete')
        throw new Error(`the bench job did not complete: ${main.stdout}\n${main.stderr}`);
      const output = JSON.parse(main.outputs.output ?? '{}') as { only?: { durationMs?: number } };
      const nodeMs = output.only?.durationMs ?? 0;
      // The same cache calls on the same store, from a fresh process of another job.
      const aloneEnv = {
        ...(await emulator.jobEnv({ githubRunId: 900 + i, attempt: 1, job: 'alone' })),
        PATH: process.env.PATH ?? '',
      };
      const store = path.join(temp, 'supervised-run');
      const steps = { restore: 0, save: 0 };
      let aloneCpuMs: number | undefined;
      const floors = {
        alone: async () => {
          const { value, cpuMs } = await childrenCpuOf(() =>
            cacheAlone(bundled, aloneEnv, workspace, store, `alone/${i}`),
          );
          aloneCpuMs = cpuMs;
          return value;
        },
        unbundled: () => cacheAlone(source, aloneEnv, workspace, store, `unbundled/${i}`),
        twoSteps: async () => {
          steps.restore = await cacheAlone(bundled, aloneEnv, workspace, store, `steps/${i}`, 'restore');
          steps.save = await cacheAlone(bundled, aloneEnv, workspace, store, `steps/${i}`, 'save');
          return steps.restore + steps.save;
        },
      };
      // Rotated, so that no floor always runs first after the job.
      const names = Object.keys(floors) as (keyof typeof floors)[];
      const shift = i % names.length;
      const measured: Partial<Record<keyof typeof floors, number>> = {};
      for (const name of [...names.slice(shift), ...names.slice(0, shift)]) measured[name] = await floors[name]();
      if (i === 0) continue; // warms the disk cache and the emulator
      job.push(elapsed);
      node.push(nodeMs);
      const phased = jobPhases(timedMain, timedPost, nodeMs);
      if (phased !== undefined) phases.push(phased);
      alone.push(measured.alone!);
      unbundled.push(measured.unbundled!);
      twoSteps.push(measured.twoSteps!);
      if (stepsCpu !== undefined && aloneCpuMs !== undefined) {
        jobCpu.push(stepsCpu);
        aloneCpu.push(aloneCpuMs);
      }
      restoreSteps.push(steps.restore);
      saveSteps.push(steps.save);
    }
    const overhead = job.map((ms, index) => ms - node[index]!);
    return {
      jobOverheadMs: Math.round(median(overhead)),
      jobMs: Math.round(median(job)),
      nodeMs: Math.round(median(node)),
      // Only when every job's lines could be read: medians over fewer jobs would not match the others.
      phases: phases.length === job.length ? medianPhases(phases) : undefined,
      cacheAloneMs: Math.round(median(alone)),
      overheadOverCache: round2(median(overhead) / median(alone)),
      cacheAloneUnbundledMs: Math.round(median(unbundled)),
      overheadOverUnbundled: round2(median(overhead) / median(unbundled)),
      cacheTwoStepsMs: Math.round(median(twoSteps)),
      cacheRestoreStepMs: Math.round(median(restoreSteps)),
      cacheSaveStepMs: Math.round(median(saveSteps)),
      overheadOverTwoSteps: round2(median(overhead) / median(twoSteps)),
      cpu:
        jobCpu.length === job.length
          ? { jobMs: median(jobCpu), cacheAloneMs: median(aloneCpu), cores: os.availableParallelism() }
          : undefined,
    };
  } finally {
    await emulator.close();
  }
}

export async function benchActionJob(): Promise<ActionJobFigures> {
  if (!existsSync(path.join(root, 'dist', 'index.js')))
    return { skipped: 'dist/index.js is not built (npm run build)' };
  const work = await fs.realpath(await fs.mkdtemp(path.join(os.tmpdir(), 'bench-action-job-')));
  try {
    return { ...(await jobs(work)), ...(await benchStore10k(work)) };
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}

if (import.meta.main) console.log(await benchActionJob());
