// What write-ahead adds per non-retry-safe node: the same job (runJob in this process, from source,
// the unmodified @actions/cache client over the emulator in its own process) runs a chain of
// non-retry-safe nodes with write-ahead off and auto, alternately in fresh workspaces; the added
// time divided by the nodes is the cost per node. Its floor, measured in the same run: one save of
// the finished store to the cache alone (the WriteAheadSaver, no run around it), since a
// write-ahead save cannot cost less than one cache save of the store.
import { execFileSync } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Cancellation } from '../src/action/cancellation.ts';
import { WriteAheadSaver } from '../src/action/persistence/index.ts';
import { runJob } from '../src/action/run-job.ts';
import { recordingIO } from '../test/action/support/recording-io.ts';
import { startEmulatorProcess } from '../test/action/support/runner-emulation.ts';
import { median } from './median.ts';

/** Non-retry-safe nodes in the chain. */
export const writeAheadNodes = 6;
const rounds = 5;

export interface WriteAheadFigures {
  /** Median added ms per non-retry-safe node (auto − off) ÷ nodes. */
  perNodeMs: number;
  offJobMs: number;
  onJobMs: number;
  /** One cache save of the finished store alone (median). */
  saveAloneMs: number;
  /** Write-ahead saves the auto job made (per job; one per node expected). */
  savesPerJob: number;
}

function graph(): string {
  const node = JSON.stringify(process.execPath);
  const lines = ['version: 1', 'nodes:'];
  for (let n = 1; n <= writeAheadNodes; n += 1)
    lines.push(`  n${n}: { run: [${node}, -e, "0"]${n === 1 ? '' : `, needs: [n${n - 1}]`} }`);
  return `${lines.join('\n')}\n`;
}

export async function benchWriteAhead(): Promise<WriteAheadFigures> {
  const emulator = await startEmulatorProcess();
  const work = await fs.realpath(await fs.mkdtemp(path.join(os.tmpdir(), 'bench-write-ahead-')));
  const saved = { ...process.env };
  const cwd = process.cwd();
  // The clients log their workflow commands to stdout, where the bench prints its table.
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = () => true;
  try {
    const off: number[] = [];
    const on: number[] = [];
    const alone: number[] = [];
    const saves: number[] = [];
    let job = 0;
    const runOne = async (mode: 'off' | 'auto') => {
      job += 1;
      const workspace = path.join(work, `ws-${job}`);
      await fs.mkdir(workspace);
      execFileSync('git', ['init', '-q', workspace]);
      await fs.writeFile(path.join(workspace, '.gitignore'), '.store/\n');
      await fs.writeFile(path.join(workspace, 'graph.yml'), graph());
      // The cache client reads the runner's variables at call time: this process plays one job at a time.
      Object.assign(process.env, await emulator.jobEnv({ githubRunId: 300 + job, attempt: 1, job: 'bench' }), {
        GITHUB_WORKSPACE: workspace,
        RUNNER_TEMP: work,
      });
      process.chdir(workspace);
      const env = {
        ...process.env,
        'INPUT_RUN-ID': `wa-${job}`,
        INPUT_GRAPH: 'graph.yml',
        'INPUT_STORAGE-PATH': '.store',
        'INPUT_WRITE-AHEAD': mode,
        'INPUT_RECORD-CHANGES': 'false',
        INPUT_HEARTBEAT: '0',
        INPUT_PERSIST: 'cache',
      };
      const io = recordingIO();
      const start = performance.now();
      await runJob({ env, cwd: workspace, io, cancellation: new Cancellation() });
      const elapsed = performance.now() - start;
      if (io.outputs.result !== 'complete') throw new Error(`the bench job did not complete: ${io.failed ?? ''}`);
      const made = io.log.filter((line) => line.message.startsWith('write-ahead: saved')).length;
      return { elapsed, made, runId: `wa-${job}`, githubRunId: 300 + job };
    };
    for (let round = 0; round <= rounds; round += 1) {
      const a = await runOne('off');
      const b = await runOne('auto');
      // One save of that finished store alone, under a key of its own.
      const saver = new WriteAheadSaver({
        storeDirectory: '.store',
        namespace: 'default',
        runId: b.runId,
        prefix: 'bench-alone',
        githubRunId: b.githubRunId,
        githubRunAttempt: 1,
        tries: 1,
      });
      const start = performance.now();
      const one = await saver.save();
      const aloneMs = performance.now() - start;
      if (one.kind !== 'saved') throw new Error(`the save alone failed: ${one.message}`);
      if (round === 0) continue; // warms the disk cache, the emulator and the module cache
      off.push(a.elapsed);
      on.push(b.elapsed);
      alone.push(aloneMs);
      saves.push(b.made);
    }
    const added = on.map((ms, index) => ms - off[index]!);
    return {
      perNodeMs: Math.round((median(added) / writeAheadNodes) * 10) / 10,
      offJobMs: Math.round(median(off)),
      onJobMs: Math.round(median(on)),
      saveAloneMs: Math.round(median(alone) * 10) / 10,
      savesPerJob: median(saves),
    };
  } finally {
    process.stdout.write = write;
    process.chdir(cwd);
    for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
    Object.assign(process.env, saved);
    await emulator.close();
    await fs.rm(work, { recursive: true, force: true });
  }
}

if (import.meta.main) console.log(await benchWriteAhead());
