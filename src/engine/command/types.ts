// Shapes shared by the owned-command modules. Identities and cleanup reports end up in run
// records (the runner stores survivors with TEARDOWN_INCOMPLETE), so they have zod schemas.
import { z } from 'zod';
import { lazySchema } from '../../store/index.ts';

/** A process as the kernel names it: a pid is only the same process while its start time matches. */
export const processIdentitySchema = lazySchema(() =>
  z.object({
    pid: z.number().int().positive(),
    parentPid: z.number().int().nonnegative(),
    processGroupId: z.number().int().nonnegative(),
    /** Linux: field 22 of /proc/<pid>/stat (clock ticks since boot). */
    startedAt: z.number().int().nonnegative(),
  }),
);
export type ProcessIdentity = z.infer<ReturnType<typeof processIdentitySchema>>;

export const commandCleanupCapabilitySchema = lazySchema(() => z.enum(['inherited-owner', 'observed-processes']));
export type CommandCleanupCapability = z.infer<ReturnType<typeof commandCleanupCapabilitySchema>>;

export const cleanupReportSchema = lazySchema(() =>
  z.object({
    /** True only when every process cleanup knew of was re-checked and found gone. */
    verified: z.boolean(),
    capability: commandCleanupCapabilitySchema(),
    /** Processes that were alive when cleanup began and are gone now. */
    stopped: z.array(processIdentitySchema()),
    /** Processes still alive (same pid and start time) after SIGKILL. */
    survivors: z.array(processIdentitySchema()),
    /** Set when cleanup itself failed (e.g. /proc unreadable); verified is then false. */
    error: z.string().optional(),
  }),
);
export type CleanupReport = z.infer<ReturnType<typeof cleanupReportSchema>>;

export type OutputStream = 'stdout' | 'stderr';

export interface OwnedCommandResult {
  exitCode: number | null;
  /** Signal that ended the root process, e.g. 'SIGTERM'. */
  signal: string | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
  /** The abort signal fired or stop() was called. */
  aborted: boolean;
  outputLimitExceeded: boolean;
  memoryLimitExceeded: boolean;
  /** From spawn to the root process's exit. */
  durationMs: number;
  pid: number | undefined;
  cleanup: CleanupReport;
  /** Why the command was stopped early: 'timeout', 'aborted', 'output-limit', 'memory-limit' or stop()'s reason. */
  stopReason?: string;
  /** The command could not be started (ENOENT for a missing executable, EACCES...). */
  spawnError?: { code: string; message: string };
}

export interface OwnedProcess {
  /** Undefined when the command could not be started. */
  readonly pid: number | undefined;
  /** The root process's identity, read right after spawn. */
  identity(): Promise<ProcessIdentity | undefined>;
  /** Streams output as it arrives (also when keepOutput is false). */
  onOutput(listener: (chunk: Buffer, stream: OutputStream) => void): void;
  readonly result: Promise<OwnedCommandResult>;
  /** Stops the command and its tree; resolves with the cleanup report (the same one `result` carries). */
  stop(reason?: string): Promise<CleanupReport>;
  /** With `channel`: sends a message (false when the channel is closed). */
  send(message: unknown): boolean;
  /** With `channel`: messages the child sends. */
  onMessage(listener: (message: unknown) => void): void;
  /** With `holdInput`: writes stdin and closes it (false when stdin is not held, or given already). */
  provideInput(input: string): boolean;
}
