// The report layer's public surface: the job summary, the step outputs and the loader.
export { renderRunSummary, renderRunSummaryText } from './summary.ts';
export {
  runOutputs,
  noRunOutputs,
  runOutputNames,
  jsonText,
  type RunOutputs,
  type ReconcileRequestOutput,
  type GateOutput,
  type UsageOutput,
} from './outputs.ts';
export { loadRunReport, loadRunReportWithRead, type LoadRunReportOptions } from './load.ts';
export { attentionOf, type Attention } from './attention.ts';
export { describeBackoff, describeWorkerExit } from './worker-exit.ts';
export { budgetTurnText, positionStateText } from './node-state.ts';
export { ProgressLines, type ProgressCounts, type ProgressLinesOptions } from './progress-lines.ts';
export { budgetTurnWaitLine } from './progress-words.ts';
export { spentOfLimit } from './format.ts';
export {
  summaryContextSchema,
  parseSummaryContext,
  summaryContextFromEnv,
  parseWorkflowRef,
  workflowFileName,
  maxSummaryBytes,
  type SummaryContext,
  type ParsedSummaryContext,
} from './context.ts';
export { waitingFor } from './waiting-for.ts';
export {
  planPauses,
  reviewLoopAt,
  type PausePlan,
  type ReconcileRequest,
  type WaitingPause,
  type RunLevelPause,
} from './pauses.ts';
export {
  resumeCommand,
  retryFailedCommand,
  decisionCommands,
  decisionOutputWords,
  reviewerVerdicts,
  workflowPageUrl,
  reconcileDecisions,
  shellQuote,
  spelledOutCodePoints,
  attemptLogCommands,
  type AttemptLogCommands,
  type ResumeTarget,
  type ReconcileDecisionName,
} from './commands.ts';
export { answerCommands, openGate, maxOptionCommands, type AnswerCommand } from './gate-commands.ts';
export { escapeText, escapeCell, escapePre, cleanText, oneLine } from './escape.ts';
export { readsAsCommand, untrustedBlock, logLines } from './untrusted-log.ts';
export { countOf, formatCount, formatDuration, pauseWhyParts } from './format.ts';
export { tokenText, costText } from './usage-text.ts';
export { nodeChangesFrom, positionUsageFrom } from './derive.ts';
export { ReportError, isReportError, reportErrorCodes, type ReportErrorCode } from './errors.ts';
export { deadLanesFrom, planOf } from './lanes.ts';
export { endsFailedSentences, type EndsFailed, type EndsFailedCause, type DispatchStop } from './ends-failed.ts';
export { exhaustedLoops, exhaustedNextStep, exhaustedText, roundsText } from './review-exhausted.ts';
export { liveNote } from './live-note.ts';
export { statusNoteLines } from './status-notes.ts';
export type { RunReport, RunEvidence, NodeChanges, DeadLane, LaneTakeover } from './types.ts';
