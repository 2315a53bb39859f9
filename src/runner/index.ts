// The runner layer's public surface (the lead re-exports it from src/index.ts).
export { startSupervisedRun } from './start.ts';
export { resumeSupervisedRun } from './resume.ts';
export { readSupervisedRunStatus } from './status/read.ts';
export { SupervisedRunError, isSupervisedRunError, supervisedRunErrorCodes } from './errors.ts';
export type { SupervisedRunErrorCode } from './errors.ts';
export {
  supervisedRunOptionsSchema,
  resumeSupervisedRunOptionsSchema,
  storageOptionsSchema,
  hostOptionSchema,
  restartPolicySchema,
  runLimitsSchema,
  decisionSchema,
  takeoverSchema,
  environmentVariableNameSchema,
  parseSupervisedRunOptions,
  parseResumeSupervisedRunOptions,
} from './options.ts';
export type {
  SupervisedRunOptions,
  ResumeSupervisedRunOptions,
  SupervisedRunOptionsInput,
  ResumeSupervisedRunOptionsInput,
  ParsedSupervisedRunOptions,
  ParsedResumeSupervisedRunOptions,
  SupervisedRunExtras,
  SupervisedRunEvent,
  StorageOptions,
  HostOption,
  RestartPolicy,
  RunLimits,
  ResumeDecision,
} from './options.ts';
export { supervisedRunDefinitionSchema, storedHostSchema } from './definition.ts';
export type { SupervisedRunDefinition, StoredHost } from './definition.ts';
export type {
  SupervisedRunUsage,
  SupervisedRunResult,
  SupervisedPauseCode,
  SupervisedRunHandle,
  SupervisedRunStatus,
  SupervisedRunPhase,
  ActiveOccurrence,
  NodeOccurrence,
  NodeUsage,
  WorkerStatus,
  SupervisedRunCancellation,
} from './types.ts';
export type { BindRun, BindRunArgs, BoundRun, HostForms, HostEngines, SupervisedWorkerOptions } from './host/types.ts';
export { cancelSupervisedRun, isCancelRequested, readCancelIntent } from './cancel.ts';
export type { CancelOptions, CancelResult, CancelIntent } from './cancel.ts';
export {
  readSupervisedRunHistory,
  defaultHistoryLimit,
  maxHistoryLimit,
  defaultPayloadBytes,
  maxPayloadBytes,
} from './history.ts';
export type { HistoryOptions, HistoryPage, HistoryEntry } from './history.ts';
export { restorePausedWorkspace, pausedRunWorkspace } from './restore-workspace.ts';
export type { PausedWorkspaceRestore } from './restore-workspace.ts';
export { isReconcileRequest, reconcileRequestSchema } from './reconcile-request.ts';
export type { ReconcileRequestData } from './reconcile-request.ts';
export { isRetryableFailure, reopenableCodes } from './reopen.ts';
export { retryFailedSchema } from './options.ts';
export type { SupervisedRunReopening } from './types.ts';
