import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  attemptEnvironment,
  commandCleanupCapability,
  isSameProcessAlive,
  isValidOwnerId,
  newOwnerId,
  readProcessIdentity,
} from '../../../src/engine/command/index.ts';
import { buildChildEnvironment } from '../../../src/engine/command/env.ts';
import { environHasEntry } from '../../../src/engine/command/inspect.ts';
import { resolveOwner } from '../../../src/engine/command/owner-id.ts';
import { parseProcStat } from '../../../src/engine/command/proc-stat.ts';
import { eventually, executable, Leftovers, startSleeper } from './helpers.ts';

const leftovers = new Leftovers();
afterEach(() => leftovers.kill());

const idA = `sha256:${'a'.repeat(64)}`;
const idB = `sha256:${'b'.repeat(64)}`;
const idC = `sha256:${'c'.repeat(64)}`;

describe('owner IDs', () => {
  it('accepts only sha256: followed by 64 lowercase hex characters', () => {
    expect(isValidOwnerId(idA)).toBe(true);
    expect(isValidOwnerId(`sha256:${'A'.repeat(64)}`)).toBe(false);
    expect(isValidOwnerId(`sha256:${'a'.repeat(63)}`)).toBe(false);
    expect(isValidOwnerId(`sha256:${'a'.repeat(65)}`)).toBe(false);
    expect(isValidOwnerId(`sha512:${'a'.repeat(64)}`)).toBe(false);
    expect(isValidOwnerId(`${idA}\n`)).toBe(false);
    expect(isValidOwnerId(undefined)).toBe(false);
  });

  it('creates fresh valid IDs', () => {
    const first = newOwnerId();
    expect(isValidOwnerId(first)).toBe(true);
    expect(newOwnerId()).not.toBe(first);
  });

  it('ranks an inherited marker over ownerId over env, and only ownerId without inheritance owns cleanup', () => {
    expect(resolveOwner(idB, { OBVERSA_RUN_OWNER: idC }, { OBVERSA_RUN_OWNER: idA })).toEqual({
      marker: idA,
      outerOwner: false,
    });
    expect(resolveOwner(idB, { OBVERSA_RUN_OWNER: idC }, {})).toEqual({ marker: idB, outerOwner: true });
    expect(resolveOwner(undefined, { OBVERSA_RUN_OWNER: idC }, {})).toEqual({ marker: idC, outerOwner: false });
    expect(resolveOwner(undefined, undefined, {})).toEqual({ marker: undefined, outerOwner: false });
    // An invalid marker in the caller's environment is not an inherited owner.
    expect(resolveOwner(idB, undefined, { OBVERSA_RUN_OWNER: 'sha256:nope' })).toEqual({
      marker: idB,
      outerOwner: true,
    });
  });

  it('keeps the inherited marker in the child environment even without inheritParentEnv', () => {
    const parent = { OBVERSA_RUN_OWNER: idA, SECRET: 'x' };
    const built = buildChildEnvironment({ env: { A: '1' } }, parent);
    expect(built.env).toEqual({ A: '1', OBVERSA_RUN_OWNER: idA });
    expect(buildChildEnvironment({ env: { A: '1' } }, {}).env).toEqual({ A: '1' });
    expect(buildChildEnvironment({ inheritParentEnv: true, ownerId: idB }, { SECRET: 'x' }).env).toEqual({
      SECRET: 'x',
      OBVERSA_RUN_OWNER: idB,
    });
  });
});

describe('attemptEnvironment', () => {
  it('sets the attempt, run, headless and owner variables over the given ones', () => {
    expect(
      attemptEnvironment({
        attemptId: 'att-1',
        runId: 'run-1',
        ownerId: idA,
        env: { KEY: 'v', OBVERSA_HEADLESS: '0' },
      }),
    ).toEqual({
      KEY: 'v',
      OBVERSA_ATTEMPT_ID: 'att-1',
      OBVERSA_RUN_ID: 'run-1',
      OBVERSA_HEADLESS: '1',
      OBVERSA_RUN_OWNER: idA,
    });
    expect(attemptEnvironment({ attemptId: 'att-2' })).toEqual({ OBVERSA_ATTEMPT_ID: 'att-2', OBVERSA_HEADLESS: '1' });
  });

  it('rejects an invalid owner ID or a missing attempt ID with EngineError INVALID_OPTIONS', () => {
    expect(() => attemptEnvironment({ attemptId: 'a', ownerId: 'sha256:abc' })).toThrow(/request\.ownerId/);
    expect(() => attemptEnvironment({ attemptId: '' })).toThrow(/attemptId/);
  });
});

describe('/proc/<pid>/stat parsing', () => {
  const tail = '0 -1 4194304 99 0 0 0 0 0 0 0 20 0 1 0 37668 3133440 411 18446744073709551615';

  it('reads parent, group, session and start time', () => {
    expect(parseProcStat(`4838 (cat) R 4832 4833 2741 ${tail}`)).toEqual({
      pid: 4838,
      parentPid: 4832,
      processGroupId: 4833,
      sessionId: 2741,
      startedAt: 37668,
      state: 'R',
    });
  });

  it('splits at the last ")" when the command name holds spaces and parentheses', () => {
    expect(parseProcStat(`77 (a) S 1 (b c)) Z 9 10 11 ${tail}`)).toMatchObject({
      pid: 77,
      state: 'Z',
      parentPid: 9,
      processGroupId: 10,
      sessionId: 11,
      startedAt: 37668,
    });
  });

  it('rejects malformed text', () => {
    expect(parseProcStat('')).toBeUndefined();
    expect(parseProcStat('12 cat R 1 2 3')).toBeUndefined();
    expect(parseProcStat('12 (cat) R 1 2')).toBeUndefined();
  });

  it('identifies a live process whose name is full of spaces and parentheses', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'owned-comm-'));
    try {
      const tricky = join(dir, 'x) S 1 (y z');
      symlinkSync(executable('sleep'), tricky);
      const child = spawn(tricky, ['300'], { stdio: 'ignore' });
      const identity = await readProcessIdentity(child.pid!);
      leftovers.add(identity!);
      expect(identity).toMatchObject({ pid: child.pid, parentPid: process.pid });
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('process identity', () => {
  it('reports a live process alive only with its own start time (pid reuse is not survival)', async () => {
    const sleeper = await startSleeper();
    leftovers.add(sleeper);
    expect(await isSameProcessAlive(sleeper)).toBe(true);
    // The same pid with another start time is what a recycled pid looks like.
    expect(await isSameProcessAlive({ ...sleeper, startedAt: sleeper.startedAt + 1 })).toBe(false);
    expect(await isSameProcessAlive({ ...sleeper, startedAt: Math.max(0, sleeper.startedAt - 1) })).toBe(false);
  });

  it('reports an exited process as not alive, zombie or reaped', async () => {
    const child = spawn(executable('sleep'), ['300'], { stdio: 'ignore' });
    const identity = (await readProcessIdentity(child.pid!))!;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    // Until Node reaps it, the killed child is a zombie; zombie and reaped both count as "not alive".
    process.kill(identity.pid, 'SIGKILL');
    await eventually(async () => !(await isSameProcessAlive(identity)), 'the killed process to be not alive');
    await exited;
    expect(await isSameProcessAlive(identity)).toBe(false);
    expect(await readProcessIdentity(identity.pid)).toBeUndefined();
  });

  it('rejects malformed identities and pids with EngineError INVALID_OPTIONS', async () => {
    await expect(isSameProcessAlive({ pid: -1, parentPid: 0, processGroupId: 0, startedAt: 0 })).rejects.toMatchObject({
      code: 'INVALID_OPTIONS',
    });
    await expect(readProcessIdentity(0)).rejects.toMatchObject({ code: 'INVALID_OPTIONS' });
  });

  it('reports the inherited-owner capability on Linux', () => {
    expect(commandCleanupCapability()).toBe(process.platform === 'linux' ? 'inherited-owner' : 'observed-processes');
  });
});

describe('environ matching', () => {
  const entry = `OBVERSA_RUN_OWNER=${idA}`;
  const block = (...entries: string[]) => Buffer.from(`${entries.join('\0')}\0`);

  it('matches the complete entry anywhere in the block', () => {
    expect(environHasEntry(block(entry), entry)).toBe(true);
    expect(environHasEntry(block('A=1', entry, 'B=2'), entry)).toBe(true);
    expect(environHasEntry(Buffer.from(`A=1\0${entry}`), entry)).toBe(true);
  });

  it('does not match a prefix, a suffix of another variable or another value', () => {
    expect(environHasEntry(block(`${entry}0`), entry)).toBe(false);
    expect(environHasEntry(block(`X${entry}`), entry)).toBe(false);
    expect(environHasEntry(block(`OBVERSA_RUN_OWNER=${idB}`), entry)).toBe(false);
    expect(environHasEntry(block(`X${entry}`, `${entry}0`, `A=${entry}`), entry)).toBe(false);
    expect(environHasEntry(Buffer.alloc(0), entry)).toBe(false);
  });
});
