// Results for commands that never ran (aborted before start, bad cwd, spawn threw), and the checks that
// decide it before spawning.
import { statSync } from 'node:fs';
import { commandCleanupCapability } from './capability.ts';
import type { CleanupReport, OwnedCommandResult, OwnedProcess } from './types.ts';

export const emptyCleanup = (): CleanupReport => ({
  verified: true,
  capability: commandCleanupCapability(),
  stopped: [],
  survivors: [],
});

export function notStarted(extra: Partial<OwnedCommandResult>): OwnedProcess {
  const result: OwnedCommandResult = {
    exitCode: null,
    signal: null,
    stdout: '',
    stderr: '',
    timedOut: false,
    aborted: false,
    outputLimitExceeded: false,
    memoryLimitExceeded: false,
    durationMs: 0,
    pid: undefined,
    cleanup: emptyCleanup(),
    ...extra,
  };
  return {
    pid: undefined,
    identity: async () => undefined,
    onOutput: () => {},
    send: () => false,
    provideInput: () => false,
    onMessage: () => {},
    result: Promise.resolve(result),
    stop: async () => result.cleanup,
  };
}

export function cwdProblem(cwd: string | undefined): string | undefined {
  if (cwd === undefined) return undefined;
  try {
    return statSync(cwd).isDirectory() ? undefined : `working directory is not a directory: ${cwd}`;
  } catch {
    return `working directory does not exist: ${cwd}`;
  }
}
