import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  isSameProcessAlive,
  newOwnerId,
  runOwnedCommand,
  startOwnedCommand,
} from '../../../src/engine/command/index.ts';
import { EngineError } from '../../../src/engine/contract.ts';
import { executable, firstJsonLine, fixture, Leftovers } from './helpers.ts';

const leftovers = new Leftovers();
afterEach(() => leftovers.kill());

const node = process.execPath;

describe('runOwnedCommand basics', () => {
  it('returns exit code, stdout and stderr of an argv command', async () => {
    const result = await runOwnedCommand({
      command: node,
      args: [
        '-e',
        'process.stdout.write("out " + process.argv[1]); process.stderr.write("err"); process.exitCode = 3',
        'a b;$(x)',
      ],
    });
    expect(result).toMatchObject({
      exitCode: 3,
      signal: null,
      stdout: 'out a b;$(x)',
      stderr: 'err',
      timedOut: false,
      aborted: false,
    });
    expect(result.pid).toBeGreaterThan(0);
    expect(result.cleanup).toMatchObject({ verified: true, survivors: [] });
  });

  it('writes input to stdin and closes it; without input stdin is empty', async () => {
    const cat = executable('cat');
    expect((await runOwnedCommand({ command: cat, args: [], input: 'hello\nworld' })).stdout).toBe('hello\nworld');
    expect((await runOwnedCommand({ command: cat, args: [], input: new Uint8Array([0x68, 0x69]) })).stdout).toBe('hi');
    const empty = await runOwnedCommand({ command: cat, args: [] });
    expect(empty).toMatchObject({ exitCode: 0, stdout: '' });
  });

  it('with holdInput keeps stdin open until provideInput writes it, once', async () => {
    const cat = executable('cat');
    const held = startOwnedCommand({ command: cat, args: [], holdInput: true });
    const printed = new Promise<string>((resolve) => held.onOutput((chunk) => resolve(chunk.toString('utf8'))));
    expect(held.provideInput('later')).toBe(true);
    expect(held.provideInput('again')).toBe(false);
    expect(await printed).toBe('later');
    expect(await held.result).toMatchObject({ exitCode: 0, stdout: 'later' });
    // Without holdInput there is nothing to provide.
    const plain = startOwnedCommand({ command: cat, args: [], input: 'now' });
    expect(plain.provideInput('more')).toBe(false);
    expect((await plain.result).stdout).toBe('now');
    expect(() => startOwnedCommand({ command: cat, args: [], holdInput: true, input: 'x' })).toThrow(
      /holdInput and input exclude each other/,
    );
  });

  it('resolves a missing executable with spawnError ENOENT instead of rejecting', async () => {
    const result = await runOwnedCommand({ command: 'definitely-not-installed-owned-cmd', args: [] });
    expect(result.spawnError?.code).toBe('ENOENT');
    expect(result).toMatchObject({ exitCode: null, pid: undefined });
  });

  it('runs in cwd, and reports a missing cwd as INVALID_CWD rather than a missing executable', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'owned-cwd-'));
    try {
      const result = await runOwnedCommand({
        command: node,
        args: ['-e', 'process.stdout.write(process.cwd())'],
        cwd: dir,
      });
      expect(result.stdout).toBe(realpathSync(dir));
      const missing = await runOwnedCommand({ command: node, args: [], cwd: join(dir, 'gone') });
      expect(missing.spawnError?.code).toBe('INVALID_CWD');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('rejects invalid options with an EngineError (invalid-config) naming the field', async () => {
    await expect(runOwnedCommand({ command: '', args: [] })).rejects.toThrow(/options\.command/);
    await expect(runOwnedCommand({ command: 'x', args: ['a\0b'] })).rejects.toThrow(EngineError);
    await expect(runOwnedCommand({ command: 'x', args: [], timeoutMs: -1 })).rejects.toThrow(/options\.timeoutMs/);
    await expect(runOwnedCommand({ command: 'x', args: [], ownerId: 'sha256:ABC' })).rejects.toThrow(
      /options\.ownerId/,
    );
    await expect(runOwnedCommand({ command: 'x', args: [], env: { 'A=B': '1' } })).rejects.toThrow(EngineError);
    await expect(runOwnedCommand({ command: 'x', args: [], shell: true } as never)).rejects.toThrow(EngineError);
    expect(() => startOwnedCommand({ command: 'x' } as never)).toThrow(/options\.args/);
  });
});

describe('environment', () => {
  it('passes only the given variables unless inheritParentEnv is set', async () => {
    process.env.OWNED_TEST_PARENT_ONLY = 'parent-secret';
    try {
      const isolated = JSON.parse(
        (await runOwnedCommand({ command: node, args: [fixture('print-env.mjs')], env: { GIVEN: '1' } })).stdout,
      );
      expect(isolated.GIVEN).toBe('1');
      expect(isolated.OWNED_TEST_PARENT_ONLY).toBeUndefined();
      expect(isolated.PATH).toBeUndefined();
      const inherited = JSON.parse(
        (
          await runOwnedCommand({
            command: node,
            args: [fixture('print-env.mjs')],
            env: { GIVEN: '2' },
            inheritParentEnv: true,
          })
        ).stdout,
      );
      expect(inherited).toMatchObject({ GIVEN: '2', OWNED_TEST_PARENT_ONLY: 'parent-secret' });
    } finally {
      delete process.env.OWNED_TEST_PARENT_ONLY;
    }
  });

  it('gives the child the owner marker by precedence: inherited > ownerId > env', async () => {
    const [inherited, own, fromEnv] = [newOwnerId(), newOwnerId(), newOwnerId()];
    const markerOf = async (options: { ownerId?: string; env?: Record<string, string> }) =>
      JSON.parse((await runOwnedCommand({ command: node, args: [fixture('print-env.mjs')], ...options })).stdout)
        .OBVERSA_RUN_OWNER;
    expect(await markerOf({ env: { OBVERSA_RUN_OWNER: fromEnv } })).toBe(fromEnv);
    expect(await markerOf({ ownerId: own, env: { OBVERSA_RUN_OWNER: fromEnv } })).toBe(own);
    expect(await markerOf({})).toBeUndefined();
    process.env.OBVERSA_RUN_OWNER = inherited;
    try {
      // Kept although inheritParentEnv is false, and it beats both other sources.
      expect(await markerOf({ ownerId: own, env: { OBVERSA_RUN_OWNER: fromEnv } })).toBe(inherited);
      expect(await markerOf({})).toBe(inherited);
    } finally {
      delete process.env.OBVERSA_RUN_OWNER;
    }
  });
});

describe('bounds', () => {
  it('stops a command at its time limit', async () => {
    const result = await runOwnedCommand({ command: executable('sleep'), args: ['30'], timeoutMs: 150 });
    expect(result).toMatchObject({
      timedOut: true,
      aborted: false,
      exitCode: null,
      signal: 'SIGTERM',
      stopReason: 'timeout',
    });
    expect(result.cleanup.verified).toBe(true);
  });

  it('stops a command that exceeds the output limit and keeps output up to the limit', async () => {
    const result = await runOwnedCommand({ command: executable('yes'), args: ['owned'], maxOutputBytes: 100_000 });
    expect(result).toMatchObject({
      outputLimitExceeded: true,
      timedOut: false,
      exitCode: null,
      stopReason: 'output-limit',
    });
    expect(result.signal).not.toBeNull();
    expect(result.stdout.length + result.stderr.length).toBe(100_000);
    expect(result.stdout.startsWith('owned\nowned\n')).toBe(true);
  });

  it('counts stdout and stderr together against the output limit', async () => {
    const result = await runOwnedCommand({
      command: node,
      args: [
        '-e',
        'process.stdout.write("a".repeat(60)); process.stderr.write("b".repeat(60), () => setInterval(() => {}, 1000))',
      ],
      maxOutputBytes: 100,
    });
    expect(result.outputLimitExceeded).toBe(true);
    expect(result.stdout.length + result.stderr.length).toBe(100);
  });

  it('stops a command whose process tree exceeds the memory limit', async () => {
    const result = await runOwnedCommand({
      command: node,
      args: [fixture('allocate.mjs'), '300'],
      maxMemoryBytes: 150 * 1024 * 1024,
      timeoutMs: 30_000,
    });
    // The fixture never exits by itself: only the memory bound (not the 30 s time bound) stopped it.
    expect(result).toMatchObject({
      memoryLimitExceeded: true,
      timedOut: false,
      stopReason: 'memory-limit',
      exitCode: null,
    });
  });

  it('stops on abort and reports aborted', async () => {
    const controller = new AbortController();
    const owned = startOwnedCommand({
      command: node,
      args: [fixture('ignore-term.mjs')],
      signal: controller.signal,
      teardownGraceMs: 100,
    });
    await firstJsonLine(owned);
    controller.abort();
    const result = await owned.result;
    expect(result).toMatchObject({ aborted: true, timedOut: false, stopReason: 'aborted', signal: 'SIGKILL' });
    expect(result.cleanup.verified).toBe(true);
  });

  it('does not start a command whose signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const result = await runOwnedCommand({ command: node, args: ['-e', ''], signal: controller.signal });
    expect(result).toMatchObject({ aborted: true, pid: undefined, exitCode: null });
  });
});

describe('streaming and stop()', () => {
  it('streams output to listeners without buffering when keepOutput is false', async () => {
    const owned = startOwnedCommand({
      command: node,
      args: ['-e', 'process.stdout.write("one\\n"); process.stderr.write("two\\n")'],
      keepOutput: false,
    });
    const seen: string[] = [];
    owned.onOutput((chunk, stream) => seen.push(`${stream}:${chunk.toString()}`));
    const result = await owned.result;
    expect(result).toMatchObject({ exitCode: 0, stdout: '', stderr: '' });
    expect(seen.sort()).toEqual(['stderr:two\n', 'stdout:one\n']);
  });

  it('exposes the root identity and stops the command with stop(reason)', async () => {
    const owned = startOwnedCommand({ command: executable('sleep'), args: ['30'] });
    const identity = await owned.identity();
    expect(identity).toMatchObject({ pid: owned.pid, parentPid: process.pid, processGroupId: owned.pid });
    leftovers.add(identity!);
    const report = await owned.stop('worker replaced');
    expect(report.stopped).toContainEqual(identity);
    expect(await isSameProcessAlive(identity!)).toBe(false);
    const result = await owned.result;
    expect(result).toMatchObject({ aborted: true, stopReason: 'worker replaced', signal: 'SIGTERM' });
    expect(result.cleanup).toBe(report);
    expect(await owned.stop()).toBe(report); // idempotent
  });
});
