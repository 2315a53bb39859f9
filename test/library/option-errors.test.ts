// A library caller's bad options are refused with the layer's typed error naming the field and
// what it accepts (never a bare TypeError or a crash inside), and the structured details name it too.
import { afterEach, describe, expect, it } from 'vitest';
import {
  createGitWorkspaceProvider,
  createGraphExecutor,
  EngineError,
  GraphError,
  startSupervisedRun,
  SupervisedRunError,
  WorkspaceError,
} from '../../src/index.ts';
import { runOwnedCommand } from '../../src/engine/command/index.ts';
import { MockEngine } from '../../src/engine/testing/index.ts';
import { fixture, type Fixture } from '../runner/helpers.ts';

function thrown(task: () => unknown): unknown {
  try {
    task();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('bad options at the library edge', () => {
  it('createGitWorkspaceProvider: WorkspaceError INVALID_OPTIONS naming the field', () => {
    const error = thrown(() => createGitWorkspaceProvider({ root: '', leaseDirectory: '/tmp/x' }));
    expect(error).toBeInstanceOf(WorkspaceError);
    expect(error).toMatchObject({ code: 'INVALID_OPTIONS', message: expect.stringContaining('root') });
    const missing = thrown(() => createGitWorkspaceProvider(undefined as never));
    expect(missing).toMatchObject({ code: 'INVALID_OPTIONS' });
  });

  it('runOwnedCommand: EngineError invalid-config naming the field', async () => {
    const error = await runOwnedCommand({ command: 'x', args: 'a' } as never).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EngineError);
    expect(error).toMatchObject({ kind: 'invalid-config', message: expect.stringContaining('options.args') });
  });

  it('MockEngine: steps that are not a list are refused naming steps', () => {
    const error = thrown(() => new MockEngine({ steps: 5 } as never));
    expect(error).toBeInstanceOf(EngineError);
    expect(error).toMatchObject({ kind: 'invalid-config', message: expect.stringContaining('steps') });
    expect((error as Error).message).not.toContain('iterable');
  });

  it('createGraphExecutor({}): GraphError naming a missing field, not a crash inside', () => {
    const error = thrown(() => createGraphExecutor({} as never));
    expect(error).toBeInstanceOf(GraphError);
    expect((error as Error).message).toMatch(/storage/);
    expect((error as Error).message).not.toContain('Cannot read properties');
  });
});

describe('structured INVALID_OPTIONS details', () => {
  let f: Fixture | undefined;
  afterEach(async () => {
    await f?.cleanup();
    f = undefined;
  });

  it('an unknown option key is named in details.option.option', async () => {
    f = await fixture({ work: {} });
    const error = await startSupervisedRun({ ...f.options, bogusOption: 1 } as never).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SupervisedRunError);
    expect(error).toMatchObject({
      code: 'INVALID_OPTIONS',
      message: expect.stringContaining('bogusOption'),
      details: { option: { option: 'bogusOption' } },
    });
  });
});

describe('status of an interrupted run', () => {
  let f: Fixture | undefined;
  afterEach(async () => {
    await f?.cleanup();
    f = undefined;
  });

  it("shows the interrupt's reason, as the handle returned it", async () => {
    f = await fixture({ work: { block: true, retrySafe: true } });
    const handle = await startSupervisedRun(f.options);
    await f.waitForFile('started-work-1');
    const result = await handle.interrupt('the test');
    expect(result).toMatchObject({ kind: 'pause', code: 'INTERRUPTED', reason: 'interrupted by the test' });
    expect(await f.status()).toMatchObject({
      phase: 'interrupted',
      result: { kind: 'pause', code: 'INTERRUPTED', reason: 'interrupted by the test' },
    });
  }, 60_000);
});
