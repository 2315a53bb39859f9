// The public library API: `import { startSupervisedRun } from 'supervised-run'`.
// Subpaths: `supervised-run/command` (owned processes), `supervised-run/testing` (MockEngine, conformance kit).

// Supervised runs
export * from './runner/index.ts';

// Graphs: the executor, the built-in DAG form, declarative graph files
export {
  createGraphExecutor,
  createGraphRun,
  createDagGraph,
  dagFormModule,
  graphForms,
  GraphError,
  isGraphError,
  graphRunSpecSchema,
  graphDefinitionSchema,
  graphPlanSchema,
  // Review loops: a host module's reviewer returns { verdict, findings }; the records are read back by type.
  reviewEventTypes,
  readVerdict,
  normalizeFindings,
  dagResultCodes,
  // A graph form of your own folds these record types; graphDefinitionOf gives its definition.
  graphEventTypes,
  graphDefinitionOf,
} from './graph/index.ts';
export type {
  // What node code, policies and graph forms are handed and return.
  AttemptContext,
  DataNodeContext,
  EngineNodeContext,
  PolicyContext,
  PauseInfo,
  ChildRunOptions,
  Dispatch,
  GraphSpec,
  GraphPlan,
  GraphDefinition,
  GraphRunSpecInput,
  LaneTarget,
  ResumeOptions,
  RecordedPosition,
  DagReview,
  ReviewFinding,
  NodeSentBack,
  ReviewExhausted,
  Graph,
  GraphDecision,
  GraphEvent,
  GraphResult,
  GraphExecutor,
  GraphExecutorOptions,
  GraphRunSpec,
  NodeBinding,
  DataNodeBinding,
  EngineNodeBinding,
  EngineBinding,
  ActionPolicy,
  PolicyDecision,
  ReconcileDecision,
  PauseSummary,
} from './graph/index.ts';
export {
  loadGraphFile,
  compileGraph,
  DeclarativeError,
  isDeclarativeError,
  startDeclarativeRun,
  resumeDeclarativeRun,
  unpassedEngineKeys,
  describeUnpassedKey,
} from './declarative/index.ts';
export type { GraphDocument, StartDeclarativeRunOptions, UnpassedEngineKey } from './declarative/index.ts';

// Engines, usage and cost
export {
  EngineError,
  isEngineError,
  engineErrorCodes,
  engineErrorCodeOf,
  isDeadLaneKind,
  createEngine,
  estimateCost,
  resolvePriceEntry,
  mergePrices,
  shippedPrices,
  summarizeUsage,
  usageTotalsSchema,
  canonicalJson,
  digestJson,
  cloneFrozenJson,
  // Command-adapter helpers (the seed's engine entry points).
  attemptEnvironment,
  retryAfterHeaderToMs,
  scrubCapture,
  redactEnvValues,
  redactSecrets,
} from './engine/index.ts';
export type {
  Engine,
  EngineIdentity,
  EngineRequest,
  EngineResult,
  UsageReceipt,
  UsageTotals,
  Cost,
  Billing,
  PriceTable,
  EngineErrorKind,
  EngineErrorCode,
  EngineConfigInput,
  CreateEngineOptions,
} from './engine/index.ts';

// The run store and the git workspace
export { createLocalRunStorage, StorageError, isStorageError } from './store/index.ts';
export type {
  JsonValue,
  RunStorage,
  StoredEvent,
  NewEvent,
  EventLog,
  ArtifactRef,
  StoragePolicy,
  LocalRunStorageOptions,
} from './store/index.ts';
export { createGitWorkspaceProvider, WorkspaceError, isWorkspaceError } from './workspace/index.ts';
export type { WorkspaceProvider, WorkspaceAnchor } from './workspace/index.ts';

// Reports: the job summary Markdown and the JSON outputs
export { renderRunSummary, renderRunSummaryText, runOutputs, loadRunReport } from './report/index.ts';
export type { LoadRunReportOptions, RunReport, SummaryContext } from './report/index.ts';
