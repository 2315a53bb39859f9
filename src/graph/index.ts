// The graph layer's public surface: the executor, the run spec, the built-in DAG form.
export * from './contract.ts';
export { GraphError, isGraphError } from './errors.ts';
export {
  graphEventTypes,
  engineEventTypes,
  pauseKinds,
  identityKey,
  runStartedSchema,
  dispatchEntrySchema,
  nodeDispatchedSchema,
  attemptIdentitySchema,
  attemptStartedSchema,
  nodeCompletedSchema,
  nodePausedSchema,
  nodeFailedSchema,
  nodeResumedSchema,
  nodeReconciledSchema,
  laneDeadSchema,
  runReopenedSchema,
  dispatchLimitReachedSchema,
  timeLimitReachedSchema,
  engineStartedSchema,
  engineCompletedSchema,
  engineFailedSchema,
} from './events.ts';
export type { PauseKind, DispatchEntry, AttemptIdentity } from './events.ts';
export {
  reviewEventTypes,
  reviewFindingSchema,
  nodeSentBackSchema,
  reviewExhaustedSchema,
  formRecordSchemas,
} from './review-events.ts';
export type { ReviewFinding, NodeSentBack, ReviewExhausted } from './review-events.ts';
export {
  createGraphRun,
  parseGraphRunSpec,
  readStoredGraphSpec,
  checkGraphMatches,
  graphDefinitionOf,
} from './spec.ts';
export { foldGraphRecord, isUnsettled, type PhasedPosition, type PositionFold } from './fold/reduce.ts';
export { graphSteps, hasGraphSteps } from './fold/steps.ts';
export type {
  DispatchedStep,
  GraphRecord,
  GraphStep,
  PositionPhase,
  PositionStep,
  RunStep,
  StepMode,
} from './fold/steps.ts';
export { createGraphExecutor } from './executor/executor.ts';
export { childRunId } from './executor/child.ts';
export { outputPurpose, inputPurpose } from './executor/payload.ts';
export { partsPurpose } from './executor/engine-call.ts';
export { uncertainReason } from './executor/resume.ts';
export { inputNotBefore } from './executor/not-before.ts';
export * from './dag/index.ts';
export {
  runBudgetSchema,
  budgetRaisedType,
  budgetRaisedSchema,
  raisedLimit,
  type RunBudget,
} from './executor/budget.ts';
export { nodeCapRaisedType, nodeCapRaisedSchema } from './executor/node-caps.ts';
export { budgetTurnWaitingType, budgetTurnWaitingSchema, type BudgetTurnWaiting } from './executor/budget-turns.ts';
export {
  gateFieldTypes,
  gateFieldSchema,
  gateRequestSchema,
  gateAnswerSchema,
  parseGateRequest,
  fieldAccepts,
  checkGateAnswer,
  checkGateActor,
  gateExpired,
  gateResume,
  type GateField,
  type GateRequest,
  type GateAnswer,
} from './executor/gate.ts';
