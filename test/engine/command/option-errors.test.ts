// The owned-process helpers exported through supervised-run/command (and attemptEnvironment through
// the package entry) check their arguments once: a bad one is the engine layer's EngineError, code
// INVALID_OPTIONS (kind invalid-config), naming the field and what it accepts, never a bare TypeError.
import { describe, expect, it } from 'vitest';
import { attemptEnvironment as attemptEnvironmentFromEntry, EngineError } from '../../../src/index.ts';
import {
  attemptEnvironment,
  inspectOwnerMarkedProcesses,
  isSameProcessAlive,
  readProcessIdentity,
  stopOwnedProcessTree,
} from '../../../src/engine/command/index.ts';

async function refusal(task: () => unknown): Promise<unknown> {
  try {
    await task();
  } catch (error) {
    return error;
  }
  throw new Error('expected a refusal');
}

/** The refusal is the layer's typed error naming `field` and what it accepts. */
function expectOptionError(error: unknown, field: string, accepts: RegExp): void {
  expect(error).toBeInstanceOf(EngineError);
  expect(error).not.toBeInstanceOf(TypeError);
  expect(error).toMatchObject({ code: 'INVALID_OPTIONS', kind: 'invalid-config' });
  const message = (error as Error).message;
  expect(message.startsWith(`${field}: `), message).toBe(true);
  expect(message).toMatch(accepts);
  expect((error as EngineError).details).toMatchObject({ problems: [expect.objectContaining({ field })] });
}

describe('stopOwnedProcessTree', () => {
  it('refuses a bad request naming the field, stopping nothing', async () => {
    expectOptionError(
      await refusal(() => stopOwnedProcessTree({ rootPid: 0 })),
      'stopOwnedProcessTree request.rootPid',
      /positive integer process ID/,
    );
    expectOptionError(
      await refusal(() => stopOwnedProcessTree({ ownerId: 'sha256:xyz' })),
      'stopOwnedProcessTree request.ownerId',
      /sha256:/,
    );
    expectOptionError(
      await refusal(() => stopOwnedProcessTree({ graceMs: 1.5 })),
      'stopOwnedProcessTree request.graceMs',
      /whole milliseconds/,
    );
    expectOptionError(
      await refusal(() => stopOwnedProcessTree({ rootPids: [1] } as never)),
      'stopOwnedProcessTree request',
      /unknown field "rootPids"; expected \{ rootPid\?/,
    );
  });
});

describe('attemptEnvironment', () => {
  it('refuses a bad request naming the field, from the command entry and the package entry alike', async () => {
    for (const build of [attemptEnvironment, attemptEnvironmentFromEntry]) {
      expectOptionError(
        await refusal(() => build({ attemptId: '' })),
        'attemptEnvironment request.attemptId',
        /non-empty attempt ID/,
      );
      expectOptionError(
        await refusal(() => build({ attemptId: 'a', ownerId: 'sha256:abc' })),
        'attemptEnvironment request.ownerId',
        /'sha256:' followed by 64 lowercase hexadecimal characters/,
      );
      expectOptionError(
        await refusal(() => build({ attemptId: 'a', env: { TOKEN: 1 } } as never)),
        'attemptEnvironment request.env.TOKEN',
        /string value/,
      );
      expectOptionError(
        await refusal(() => build({ attemptId: 'a', owner: 'x' } as never)),
        'attemptEnvironment request',
        /unknown field "owner"/,
      );
    }
  });
});

describe('process identities', () => {
  it('readProcessIdentity refuses a pid that is not a positive integer, naming the value got', async () => {
    expectOptionError(await refusal(() => readProcessIdentity(0)), 'pid', /positive integer process ID \(got 0\)/);
    expectOptionError(await refusal(() => readProcessIdentity('12' as never)), 'pid', /\(got "12"\)/);
  });

  it('isSameProcessAlive refuses a malformed identity, naming each bad field', async () => {
    const error = await refusal(() => isSameProcessAlive({ pid: -1, parentPid: 0, processGroupId: 0, startedAt: 0 }));
    expectOptionError(error, 'identity.pid', /positive integer process ID \(got -1\)/);
    expectOptionError(await refusal(() => isSameProcessAlive(null as never)), 'identity', /ProcessIdentity/);
  });

  it('inspectOwnerMarkedProcesses refuses an owner ID not of newOwnerId form', async () => {
    expectOptionError(await refusal(() => inspectOwnerMarkedProcesses('owner')), 'ownerId', /sha256:/);
  });
});
