// Helpers for the engine tests: fake executables first on PATH, a temp dir per test.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EngineRequest } from '../../src/engine/contract.ts';

export const fakeBin = join(import.meta.dirname, 'fixtures', 'bin');

export function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'engine-test-'));
}

/** A minimal environment (no credentials of the machine running the tests) with the fakes first on PATH. */
export function fakeEnv(scenario: string, extra: Record<string, string> = {}): Record<string, string> {
  const env: Record<string, string> = { PATH: `${fakeBin}:${process.env.PATH ?? ''}`, FAKE_SCENARIO: scenario };
  for (const name of ['HOME', 'TMPDIR']) {
    const value = process.env[name];
    if (value !== undefined) env[name] = value;
  }
  return { ...env, ...extra };
}

export interface Recorded {
  argv: string[];
  stdin: string;
  env: Record<string, string>;
}

export function readRecord(file: string): Recorded {
  return JSON.parse(readFileSync(file, 'utf8')) as Recorded;
}

export const request = (prompt = 'Say OK.', extra: Partial<EngineRequest> = {}): EngineRequest => ({
  prompt,
  attemptId: 'attempt-1',
  ...extra,
});

export const never = (): AbortSignal => new AbortController().signal;

/** The rejection of a promise that must reject. */
export async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

/** Alive and not a zombie (an orphan's zombie stays until its new parent reaps it; in containers pid 1 may never). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

/** Polls a condition until it holds or the deadline passes. */
export async function eventually(condition: () => boolean, deadlineMs = 3000): Promise<boolean> {
  const until = Date.now() + deadlineMs;
  while (Date.now() < until) {
    if (condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return condition();
}
