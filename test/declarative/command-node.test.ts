// Command nodes run for real through the built-in host's binding: real processes, real signals.
import { mkdir, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commandNodeBinding, type CommandNodeContext } from '../../src/declarative/bind/command-node.ts';
import { DeclarativeError } from '../../src/declarative/errors.ts';
import type { CommandNodeConfig } from '../../src/declarative/host-config.ts';
import type { DataNodeContext } from '../../src/graph/contract.ts';
import type { JsonValue } from '../../src/store/contract.ts';
import { tempRoot, useTempRoots } from './helpers.ts';

useTempRoots();

const node = process.execPath;
const baseEnv = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: '/home/someone' };

function attempt(signal = new AbortController().signal): DataNodeContext {
  return {
    position: 'dag/x/1',
    nodeId: 'x',
    input: null,
    attemptId: 'attempt-1',
    attempt: 1,
    signal,
  } as unknown as DataNodeContext;
}

async function run(
  config: Partial<CommandNodeConfig> & { argv: string[] },
  context: Partial<CommandNodeContext> = {},
  signal?: AbortSignal,
): Promise<Record<string, JsonValue>> {
  const root = context.runRoot ?? (await tempRoot());
  const binding = commandNodeBinding(
    'x',
    { kind: 'command', cwd: '.', env: {}, retrySafe: false, ...config },
    {
      runRoot: root,
      environment: baseEnv,
      secrets: [],
      teardownGraceMs: 200,
      ...context,
    },
  );
  return (await binding.run(null, attempt(signal))) as Record<string, JsonValue>;
}

async function failure(promise: Promise<unknown>): Promise<DeclarativeError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DeclarativeError) return error;
    throw error;
  }
  throw new Error('expected the command node to fail');
}

describe('command node binding', () => {
  it('resolves with exit code, duration and the stdout tail on exit 0', async () => {
    const result = await run({ argv: [node, '-e', 'process.stdout.write("hello\\n")'] });
    expect(result).toEqual({ exitCode: 0, durationMs: expect.any(Number), stdoutTail: 'hello\n' });
    expect(result.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('keeps only the last 4 KiB of a long stdout', async () => {
    const script = 'for (let i = 0; i < 2000; i++) process.stdout.write(String(i).padStart(8, "0") + "\\n")';
    const result = await run({ argv: [node, '-e', script] });
    const tail = result.stdoutTail as string;
    expect(tail.length).toBe(4096);
    expect(tail.endsWith('00001999\n')).toBe(true);
    expect(tail).not.toContain('00000000');
  });

  it('throws COMMAND_FAILED naming the exit code and the end of stderr on a non-zero exit', async () => {
    const error = await failure(run({ argv: [node, '-e', 'console.error("it broke"); process.exit(3)'] }));
    expect(error.code).toBe('COMMAND_FAILED');
    expect(error.message).toBe(`node x: command "${node}" exited with code 3; stderr ends with:\nit broke`);
  });

  it('names the signal when the command is killed', async () => {
    const error = await failure(run({ argv: [node, '-e', 'process.kill(process.pid, "SIGKILL")'] }));
    expect(error.message).toBe(`node x: command "${node}" was killed by signal SIGKILL`);
  });

  it('stops a command at its timeout and says so', async () => {
    const error = await failure(
      // Long enough for node to start and print on a loaded machine (the stderr tail is what is checked).
      run({ argv: [node, '-e', 'console.error("started"); setInterval(() => {}, 1000)'], timeoutMs: 2000 }),
    );
    expect(error.message).toBe(
      `node x: command "${node}" timed out after 2000 ms and was stopped; stderr ends with:\nstarted`,
    );
  });

  it('stops a command whose output passes the bound', async () => {
    const error = await failure(
      run(
        { argv: [node, '-e', 'setInterval(() => process.stdout.write("x".repeat(1000)), 1)'] },
        { maxOutputBytes: 10_000 },
      ),
    );
    expect(error.message).toBe(`node x: command "${node}" printed more than 10000 bytes and was stopped`);
  });

  it('stops the command when the attempt is aborted', async () => {
    const controller = new AbortController();
    const promise = run(
      { argv: [node, '-e', 'console.log("up"); setInterval(() => {}, 1000)'] },
      {},
      controller.signal,
    );
    setTimeout(() => controller.abort(), 200);
    const error = await failure(promise);
    expect(error.message).toBe(`node x: command "${node}" was stopped: the attempt was aborted`);
  });

  it('reports a missing executable as a start failure', async () => {
    const error = await failure(run({ argv: ['definitely-not-a-command-xyz', '--flag'] }));
    expect(error.message).toMatch(/^node x: command "definitely-not-a-command-xyz" could not start \(ENOENT: /);
  });

  it('runs without a shell: variables and globs reach the command literally', async () => {
    const result = await run({
      argv: [node, '-e', 'console.log(JSON.stringify(process.argv.slice(1)))', '$HOME', '*', '`id`'],
    });
    expect(JSON.parse(result.stdoutTail as string)).toEqual(['$HOME', '*', '`id`']);
  });

  it('gives the command the worker environment plus the node env and the attempt ID, nothing else', async () => {
    process.env.DECLARATIVE_TEST_PARENT_ONLY = 'parent';
    try {
      const script =
        'const e = process.env; console.log(JSON.stringify([e.HOME, e.CI, e.OBVERSA_ATTEMPT_ID, e.OBVERSA_HEADLESS, e.DECLARATIVE_TEST_PARENT_ONLY ?? null]))';
      const result = await run({ argv: [node, '-e', script], env: { CI: 'true', HOME: '/override' } });
      expect(JSON.parse(result.stdoutTail as string)).toEqual(['/override', 'true', 'attempt-1', '1', null]);
    } finally {
      delete process.env.DECLARATIVE_TEST_PARENT_ONLY;
    }
  });

  it('runs in its cwd under the run root and refuses one that now leads outside it', async () => {
    const root = await tempRoot();
    await mkdir(join(root, 'packages', 'app'), { recursive: true });
    const result = await run(
      { argv: [node, '-e', 'console.log(process.cwd())'], cwd: 'packages/app' },
      { runRoot: root },
    );
    expect((result.stdoutTail as string).trim()).toMatch(/packages\/app$/);
    const outside = await tempRoot('declarative-outside-');
    await symlink(outside, join(root, 'escape'));
    const error = await failure(run({ argv: [node, '-e', ''], cwd: 'escape' }, { runRoot: root }));
    expect(error.message).toMatch(/^node x: cwd "escape" resolves outside the run root/);
  });

  it('redacts secrets from the stdout tail and from the stderr in failure messages', async () => {
    const secret = 'sk-live-0123456789abcdef';
    const ok = await run({ argv: [node, '-e', `console.log("token=${secret}")`] }, { secrets: [secret] });
    expect(ok.stdoutTail).toBe('token=***\n');
    const error = await failure(
      run({ argv: [node, '-e', `console.error("bad ${secret}"); process.exit(1)`] }, { secrets: [secret] }),
    );
    expect(error.message).toContain('bad ***');
    expect(error.message).not.toContain(secret);
  });

  it('redacts a secret that straddles the start of the kept tail', async () => {
    const secret = 'SECRETVALUE-abcdefghijklmnop';
    // The secret ends 4090 bytes before the end: only its last characters fall inside the 4096-byte tail.
    const script = `process.stdout.write("${secret}" + "y".repeat(4090))`;
    const result = await run({ argv: [node, '-e', script] }, { secrets: [secret] });
    expect(result.stdoutTail).not.toMatch(/klmnop/);
    expect((result.stdoutTail as string).endsWith('y'.repeat(4090))).toBe(true);
  });
});
