// The runner layer's public surface (the lead re-exports it from src/index.ts).
export { startSupervisedRun } from './lifecycle/start.ts';
export { resumeSupervisedRun } from './lifecycle/resume.ts';
export { prelaunchSupervisedWorker, type PrelaunchOptions } from './lifecycle/prelaunch.ts';
export type { WorkerPrelaunch as PrelaunchedWorker } from './watchdog/prelaunch.ts';
export { snapshotEnvironment } from './watchdog/environment.ts';
export { readSupervisedRunStatus } from './status/read.ts';
export { isHolderAlive } from './status/observe.ts';
export type { StatusNodes } from './status/read.ts';
export { SupervisedRunError, isSupervisedRunError, optionProblemOf, supervisedRunErrorCodes } from './errors.ts';
export type { OptionProblem, SupervisedRunErrorCode } from './errors.ts';
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
} from './options/options.ts';
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
  OffMachinePersistence,
  OffMachineRequest,
  OffMachineOutcome,
  AttemptRef,
} from './options/options.ts';
export { supervisedRunDefinitionSchema, storedHostSchema } from './records/definition.ts';
export type { SupervisedRunDefinition, StoredHost } from './records/definition.ts';
export type {
  SupervisedRunUsage,
  SupervisedRunBudget,
  SupervisedRunNodeCap,
  SupervisedRunResult,
  SupervisedHeadDrift,
  SupervisedPauseCode,
  SupervisedRunHandle,
  SupervisedRunStatus,
  SupervisedRunNodeCounts,
  SupervisedRunPhase,
  ActiveOccurrence,
  NodeOccurrence,
  NodeUsage,
  WorkerStatus,
  SupervisedRunCancellation,
} from './types.ts';
export type { BindRun, BindRunArgs, BoundRun, HostForms, HostEngines, SupervisedWorkerOptions } from './host/types.ts';
export { cancelSupervisedRun, isCancelRequested, readCancelIntent } from './lifecycle/cancel.ts';
export type { CancelOptions, CancelResult, CancelIntent } from './lifecycle/cancel.ts';
export {
  readSupervisedRunHistory,
  defaultHistoryLimit,
  maxHistoryLimit,
  defaultPayloadBytes,
  maxPayloadBytes,
} from './status/history.ts';
export type { HistoryOptions, HistoryPage, HistoryEntry } from './status/history.ts';
export { restorePausedWorkspace, pausedRunWorkspace } from './lifecycle/restore-workspace.ts';
export type { PausedWorkspaceRestore } from './lifecycle/restore-workspace.ts';
export { readStoredRunLogs } from './status/verified-read.ts';
export { readRecordedRunHeads } from './status/recorded-heads.ts';
export type { VerifiedStoredRun, WholeLogs } from './status/verified-read.ts';
// The option values both adapters read their inputs and flags with (one reading, one message).
export * from './options/option-values.ts';
export * from './options/definition-file.ts';
// Record types and schemas the adapters and the report read from the runner log.
export {
  runnerEventTypes,
  workerEventTypes,
  cancelledSchema,
  resumeRefusedSchema,
  nodeChangesSchema,
} from './records/records.ts';
// For worker entries of other layers (the declarative worker registers its built-in host).
export { runSupervisedWorker } from './worker/worker.ts';
export { requireWorkerEntry } from './worker/worker-path.ts';
// What node attempts print: kept, followed live, read back.
export * from './output/index.ts';
export { isReconcileRequest, reconcileRequestSchema } from './records/reconcile-request.ts';
export type { ReconcileRequestData } from './records/reconcile-request.ts';
export { isRetryableFailure, reopenableCodes } from './lifecycle/reopen.ts';
export { isUnstoredStart } from './watchdog/unstart.ts';
export { holdingSecret, unrecordableInput, type RecordLimits } from './lifecycle/recorded-input.ts';
export { checkHostModule, describeHostModuleProblem, hostModuleProblemOf, withRootName } from './host/resolve.ts';
export {
  describeDecisionProblem,
  describeRaiseProblem,
  decisionProblemOf,
  raiseProblemAt,
  requestNow,
  raiseProblemOf,
  withResumeNames,
} from './lifecycle/resume-refusals.ts';
export type { DecisionProblem, RaiseProblem, ResumeNames } from './lifecycle/resume-refusals.ts';
export type { HostModuleProblem } from './host/resolve.ts';
export { describeOptionProblem, optionNames, type OptionName, type OptionNameTable } from './options/option-names.ts';
export { retryFailedSchema } from './options/options.ts';
export type { SupervisedRunReopening } from './types.ts';
