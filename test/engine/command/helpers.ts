// Test helpers: fixture paths, reading a command's first JSON line, and a safety net that SIGKILLs any
// process a test started (by identity) if the test failed before cleanup did its job.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  isSameProcessAlive,
  readProcessIdentity,
  type OwnedProcess,
  type ProcessIdentity,
} from '../../../src/engine/command/index.ts';

export function fixture(name: string): string {
  return fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
}

export function executable(name: string): string {
  for (const dir of [...(process.env.PATH ?? '').split(delimiter), '/usr/bin', '/bin']) {
    const candidate = join(dir, name);
    if (dir !== '' && existsSync(candidate)) return candidate;
  }
  throw new Error(`${name} not found on PATH`);
}

/** Resolves with the first complete stdout line of a running command, parsed as JSON. */
export function firstJsonLine<T = Record<string, unknown>>(owned: OwnedProcess, timeoutMs = 15_000): Promise<T> {
  return new Promise((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error(`no JSON line within ${timeoutMs} ms: ${text}`)), timeoutMs);
    owned.onOutput((chunk, stream) => {
      if (stream !== 'stdout') return;
      text += chunk.toString('utf8');
      const end = text.indexOf('\n');
      if (end < 0) return;
      clearTimeout(timer);
      resolve(JSON.parse(text.slice(0, end)) as T);
    });
    void owned.result.then(() => reject(new Error(`command ended before a JSON line: ${text}`)));
  });
}

/** Identities a test started; `killLeftovers` ends whichever are still alive (same start time). */
export class Leftovers {
  private readonly identities: ProcessIdentity[] = [];

  add(...identities: ProcessIdentity[]): void {
    this.identities.push(...identities.map(strip));
  }

  async kill(): Promise<void> {
    for (const identity of this.identities.splice(0)) {
      if (await isSameProcessAlive(identity)) process.kill(identity.pid, 'SIGKILL');
    }
  }
}

/** Drops fields fixtures add (sessionId) so identities compare with the library's. */
export function strip(identity: ProcessIdentity & Record<string, unknown>): ProcessIdentity {
  return {
    pid: identity.pid,
    parentPid: identity.parentPid,
    processGroupId: identity.processGroupId,
    startedAt: identity.startedAt,
  };
}

export const sameProcess = (a: ProcessIdentity) => (b: ProcessIdentity) =>
  a.pid === b.pid && a.startedAt === b.startedAt;

/** A `sleep` started directly (not through the library), in its own group, with its identity. */
export async function startSleeper(
  env: Record<string, string> = {},
  options: { uid?: number; gid?: number } = {},
): Promise<ProcessIdentity> {
  const child = spawn(executable('sleep'), ['300'], { stdio: 'ignore', detached: true, env, ...options });
  child.unref();
  const identity = child.pid === undefined ? undefined : await readProcessIdentity(child.pid);
  if (identity === undefined) throw new Error('sleeper did not start');
  return identity;
}

/** Polls a condition until it holds (for state another process changes; no fixed sleeps). */
export async function eventually(
  condition: () => Promise<boolean> | boolean,
  what: string,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
