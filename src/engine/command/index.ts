// supervised-run/command: owned processes with time, output and memory bounds, and cleanup that
// reports what it could not stop.
export { startOwnedCommand, runOwnedCommand } from './start.ts';
export { stopOwnedProcessTree, type StopRequest } from './stop.ts';
export { inspectOwnerMarkedProcesses } from './inspect.ts';
export { commandCleanupCapability } from './capability.ts';
export { isValidOwnerId, newOwnerId, OWNER_ENV } from './owner-id.ts';
export { readProcessIdentity, isSameProcessAlive } from './identity.ts';
export { attemptEnvironment, type AttemptEnvironmentRequest } from './env.ts';
export { ownedCommandOptionsSchema, type OwnedCommandOptions } from './options.ts';
export {
  processIdentitySchema,
  cleanupReportSchema,
  commandCleanupCapabilitySchema,
  type ProcessIdentity,
  type CleanupReport,
  type CommandCleanupCapability,
  type OwnedCommandResult,
  type OwnedProcess,
  type OutputStream,
} from './types.ts';
