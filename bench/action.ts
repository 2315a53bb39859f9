// The Action's cold start: `node dist/index.js` as a runner starts its main step (INPUT_* variables,
// the GITHUB_* files, mode status on an empty store, persist none), timed to its first log line,
// against its floor `node -e 0` started the same way in the same rounds (interleaved, so load
// drift hits both); plus the size of dist/. Skipped, with the reason, when dist/index.js is not built.
// Each round starts it twice: with a fresh temp directory (the first start on a new runner: no V8
// compile cache), then with a temp directory whose compile cache the earlier rounds filled (a later
// start on the same runner, e.g. the post step, or the next job on a self-hosted runner).
import { spawn } from 'node:child_process';
import { existsSync, promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { median } from './median.ts';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
// 12 measured rounds: with 6, one slow phase of the machine (a few seconds) once moved the cold
// start's median while the floor's, a lighter start, stayed put.
const runs = 13;
export const measuredRounds = runs - 1;

function firstLine(
  env: Record<string, string>,
  cwd: string,
  args: string[] = [path.join(root, 'dist', 'index.js')],
): Promise<{ firstLineMs: number; exitMs: number; code: number | null }> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    let firstLineMs = Number.NaN;
    const child = spawn(process.execPath, args, {
      cwd,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const onData = (chunk: Buffer) => {
      if (Number.isNaN(firstLineMs) && chunk.includes(0x0a)) firstLineMs = performance.now() - start;
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('error', reject);
    child.once('close', (code) => resolve({ firstLineMs, exitMs: performance.now() - start, code }));
  });
}

export type ActionFigures =
  | {
      /** First line, a fresh temp directory (no compile cache). */
      coldStartMs: number;
      coldStartExitMs: number;
      /** First line, a temp directory that earlier starts left a compile cache in. */
      warmStartMs: number;
      warmStartOverFloor: number;
      /** `node -e 0`, spawn to exit: the floor of the cold start. */
      nodeFloorMs: number;
      coldStartOverFloor: number;
      distBytes: number;
      distFiles: number;
    }
  | { skipped: string };

export async function benchAction(): Promise<ActionFigures> {
  if (!existsSync(path.join(root, 'dist', 'index.js')))
    return { skipped: 'dist/index.js is not built (npm run build)' };
  let distBytes = 0;
  for (const name of await fs.readdir(path.join(root, 'dist')))
    distBytes += (await fs.stat(path.join(root, 'dist', name))).size;
  const temp = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-action-'));
  try {
    const first: number[] = [];
    const exit: number[] = [];
    const warm: number[] = [];
    const floor: number[] = [];
    const sharedTemp = path.join(temp, 'tmp-shared');
    // The compile cache directory, as the first worker on a runner leaves it (a step does not create it).
    const cacheName = `supervised-run-compile-cache-${process.getuid?.() ?? 'user'}`;
    await fs.mkdir(path.join(sharedTemp, cacheName), { recursive: true, mode: 0o700 });
    for (let i = 0; i < runs; i += 1) {
      const files = Object.fromEntries(
        await Promise.all(
          ['GITHUB_OUTPUT', 'GITHUB_STEP_SUMMARY', 'GITHUB_STATE'].map(async (name) => {
            const file = path.join(temp, `${name}-${i}`);
            await fs.writeFile(file, '');
            return [name, file] as const;
          }),
        ),
      );
      const env: Record<string, string> = {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? temp,
        'INPUT_RUN-ID': `bench-${i}`,
        INPUT_MODE: 'status',
        'INPUT_STORAGE-PATH': path.join(temp, 'store'),
        INPUT_PERSIST: 'none',
        GITHUB_WORKSPACE: temp,
        RUNNER_TEMP: temp,
        ...files,
      };
      const freshTemp = path.join(temp, `tmp-${i}`);
      await fs.mkdir(freshTemp);
      const result = await firstLine({ ...env, TMPDIR: freshTemp }, temp);
      if (result.code !== 0) return { skipped: `node dist/index.js exited ${result.code} in mode status` };
      const again = await firstLine({ ...env, TMPDIR: sharedTemp }, temp);
      const bare = await firstLine({ ...env, TMPDIR: sharedTemp }, temp, ['-e', '0']);
      if (i === 0) continue; // the first start also warms the disk cache (and the shared compile cache)
      first.push(result.firstLineMs);
      exit.push(result.exitMs);
      warm.push(again.firstLineMs);
      floor.push(bare.exitMs);
    }
    const coldStartMs = Math.round(median(first));
    const nodeFloorMs = Math.round(median(floor));
    return {
      coldStartMs,
      coldStartExitMs: Math.round(median(exit)),
      warmStartMs: Math.round(median(warm)),
      warmStartOverFloor: Math.round((median(warm) / median(floor)) * 100) / 100,
      nodeFloorMs,
      coldStartOverFloor: Math.round((median(first) / median(floor)) * 100) / 100,
      distBytes,
      distFiles: (await fs.readdir(path.join(root, 'dist'))).length,
    };
  } finally {
    await fs.rm(temp, { recursive: true, force: true });
  }
}

if (import.meta.main) console.log(await benchAction());
