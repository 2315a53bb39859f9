// The Action's cold start: `node dist/main.js` as a runner starts it (INPUT_* variables, the
// GITHUB_* files, mode status on an empty store, persist none), timed to its first log line;
// plus the size of dist/. Skipped, with the reason, when dist/main.js is not built.
import { spawn } from 'node:child_process';
import { existsSync, promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const runs = 7;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function firstLine(
  env: Record<string, string>,
  cwd: string,
): Promise<{ firstLineMs: number; exitMs: number; code: number | null }> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    let firstLineMs = Number.NaN;
    const child = spawn(process.execPath, [path.join(root, 'dist', 'main.js')], {
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

export type ActionFigures = { coldStartMs: number; coldStartExitMs: number; distBytes: number } | { skipped: string };

export async function benchAction(): Promise<ActionFigures> {
  if (!existsSync(path.join(root, 'dist', 'main.js'))) return { skipped: 'dist/main.js is not built (npm run build)' };
  let distBytes = 0;
  for (const name of await fs.readdir(path.join(root, 'dist')))
    distBytes += (await fs.stat(path.join(root, 'dist', name))).size;
  const temp = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-action-'));
  try {
    const first: number[] = [];
    const exit: number[] = [];
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
      const result = await firstLine(env, temp);
      if (result.code !== 0) return { skipped: `node dist/main.js exited ${result.code} in mode status` };
      if (i === 0) continue; // the first start also warms the disk cache
      first.push(result.firstLineMs);
      exit.push(result.exitMs);
    }
    return { coldStartMs: Math.round(median(first)), coldStartExitMs: Math.round(median(exit)), distBytes };
  } finally {
    await fs.rm(temp, { recursive: true, force: true });
  }
}

if (import.meta.main) console.log(await benchAction());
