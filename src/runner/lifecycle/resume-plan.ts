// What a resume does (and what its phases hand on), decided from the verified fold before anything is taken: reopen one recorded
// pause, continue an interrupted or drift-paused run, take over an orphan, or reopen a failed run.
import type { LockHolder, ProcessLock, RunStorage } from '../../store/contract.ts';
import type { ProcessIdentity } from '../../engine/command/index.ts';
import type { WorkspaceLease, WorkspaceProvider } from '../../workspace/index.ts';
import { SupervisedRunError } from '../errors.ts';
import {
  decisionRefused,
  raiseProblemAt,
  raiseRefused,
  requestNow,
  type BudgetsNow,
  type NamedPause,
} from './resume-refusals.ts';
import type { parseResumeSupervisedRunOptions, RestartPolicy } from '../options/options.ts';
import type { loadDefinition } from '../records/stored-run.ts';
import type { SupervisedRunHandle } from '../types.ts';
import type { SignalGate } from '../watchdog/signals.ts';
import { terminalTypes, runnerEventTypes as T, type WorkerMode } from '../records/records.ts';
import { openPauses } from '../status/fold-graph.ts';
import { settledField } from '../status/fold-runner.ts';
import type { Folded } from '../status/read.ts';
import { occurrenceAt } from '../status/state.ts';
import { planReopen, type Reopen } from './reopen.ts';
import { checkResumeAnswer } from './answer.ts';
import { parseGateRequest, reviewerAt, reviewerOutputProblem, type GraphDefinition } from '../../graph/index.ts';

export type ParsedResume = ReturnType<typeof parseResumeSupervisedRunOptions>['parsed'];

// The phases of a resume (resume.ts: prepare, hold, preflight, record) hand these on.
export type Extras = ReturnType<typeof parseResumeSupervisedRunOptions>['extras'];

/** What the stored run and the options settle before anything is taken (reads and checks only). */
export interface ResumeContext {
  parsed: ParsedResume;
  extras: Extras;
  signals: SignalGate | null;
  storage: RunStorage;
  runId: string;
  realRoot: string;
  definition: Awaited<ReturnType<typeof loadDefinition>>['definition'];
  verified: Folded;
  restart: RestartPolicy;
  teardownGraceMs: number;
  scratchDirectory: string;
  workspace: WorkspaceProvider;
}

/** The lock (and later the lease) this resume holds, and the dead holders it cleared on the way. */
export interface Held {
  lock: ProcessLock;
  lease: WorkspaceLease | null;
  previousHolder: LockHolder | null;
  clearedLock: LockHolder | null;
  release: () => Promise<void>;
}

/** The plan with what preflight found: the fold it was decided on and what a takeover stopped. */
export interface Checked {
  decided: Plan;
  folded: Folded;
  lastActivityAt: string | null;
  stoppedProcesses: ProcessIdentity[];
  brokeLease: boolean;
}

export type Outcome = { handle: SupervisedRunHandle; attachedSignals: boolean };

export type Plan =
  | { kind: 'resume'; mode: Extract<WorkerMode, { kind: 'resume' }> }
  | { kind: 'continue'; from: 'interrupted' | 'paused' }
  | { kind: 'takeover'; mode: WorkerMode }
  | { kind: 'reopen'; reopen: Reopen };

const positionList = (positions: readonly string[]) =>
  positions.length === 0 ? 'none' : positions.map((p) => JSON.stringify(p)).join(', ');

/** `budgets`: the run budget and node caps now, which a budget pause's resume must answer. */
export function plan(
  folded: Folded,
  options: ParsedResume,
  graphDefinition: GraphDefinition,
  budgets: BudgetsNow = {},
): Plan {
  const form = graphDefinition.form;
  const { runId } = options;
  if (options.retryFailed !== undefined)
    return { kind: 'reopen', reopen: planReopen(folded, runId, form, options.retryFailed) };
  const settled = folded.runner.settled;
  if (settled !== null && terminalTypes.has(settled.type)) {
    throw new SupervisedRunError(
      'RUN_NOT_PAUSED',
      `run ${runId} has ended (${settled.type}); there is nothing to resume`,
    );
  }
  const mode: WorkerMode =
    options.position === undefined
      ? { kind: 'run' }
      : resumeMode(folded, options, options.position, { budgets, graphDefinition });
  if (settled === null) {
    if (options.takeover === undefined) {
      throw new SupervisedRunError(
        'RUN_NOT_PAUSED',
        `run ${runId} has no settled pause: its watchdog stopped without recording one (status phase "orphaned"); continue it only with an explicit takeover { reason, by }`,
      );
    }
    return { kind: 'takeover', mode };
  }
  if (mode.kind === 'resume') return { kind: 'resume', mode };
  if (settled.type === T.interrupted) return { kind: 'continue', from: 'interrupted' };
  // Runner-level pauses (no graph pause to name) continue like an interrupted run.
  const code = settledField(settled, 'code');
  if (code === 'WORKSPACE_DRIFT' || code === 'WORKSPACE_LEASE') return { kind: 'continue', from: 'paused' };
  throw new SupervisedRunError(
    'RESUME_POSITION',
    `run ${runId} is paused; pass the position of one recorded pause: ${positionList(openPauses(folded.graph).map((p) => p.position))}`,
  );
}

/** The worker mode that reopens the recorded pause at `position`, once the options answer it as it asks. */
function resumeMode(
  folded: Folded,
  options: ParsedResume,
  position: string,
  { budgets, graphDefinition }: { budgets: BudgetsNow; graphDefinition: GraphDefinition },
): Extract<WorkerMode, { kind: 'resume' }> {
  const pauses = openPauses(folded.graph);
  const pause = pauses.find((candidate) => candidate.position === position);
  if (pause === undefined) {
    throw new SupervisedRunError(
      'RESUME_POSITION',
      `position ${JSON.stringify(position)} of run ${options.runId} is not a recorded pause; paused positions: ${positionList(pauses.map((p) => p.position))}`,
    );
  }
  const pauseKind = occurrenceAt(folded.graph, pause.position)?.pause?.pauseKind;
  const named: NamedPause = {
    position: pause.position,
    pauseKind: pauseKind ?? 'graph',
    gate: parseGateRequest(pause.request) !== undefined,
  };
  if (options.decision !== undefined && pauseKind !== 'reconcile-attempt')
    throw decisionRefused({ problem: 'not-a-reconcile-request', ...named });
  if (options.decision?.decision === 'complete')
    checkReviewerVerdict(graphDefinition, position, options.decision.output);
  const asked = { position: pause.position, request: requestNow(pause.request, budgets) };
  if (options.raiseBudget !== undefined) checkRaise(options.raiseBudget, asked, named);
  else if (pauseKind === 'budget') checkBareResume(asked);
  const answer = checkResumeAnswer(options.answer, pause, pauseKind);
  return {
    kind: 'resume',
    position: pause.position,
    pauseEventId: pause.eventId,
    ...(options.decision === undefined ? {} : { decision: options.decision }),
    ...(options.raiseBudget === undefined ? {} : { raiseBudget: options.raiseBudget }),
    ...(answer === undefined ? {} : { answer }),
  };
}

/** A reviewer completed by a decision needs a verdict its loop reads: without one the run would fail (REVIEW_VERDICT). */
function checkReviewerVerdict(graphDefinition: GraphDefinition, position: string, output: unknown): void {
  const reviewer = reviewerAt(graphDefinition, position);
  const why = reviewer === undefined ? undefined : reviewerOutputProblem(output ?? null);
  if (why !== undefined)
    throw decisionRefused({ problem: 'reviewer-verdict', position, sendsBackTo: reviewer!.sendsBackTo, why });
}

/** A raise answers a budget pause: above the limit it recorded and what was spent, for each limit reached. */
function checkRaise(
  raise: { usd?: number | undefined; tokens?: number | undefined },
  pause: { position: string; request: unknown },
  named: NamedPause,
): void {
  if (named.pauseKind !== 'budget') throw raiseRefused({ problem: 'not-a-budget-pause', ...named });
  if (raise.usd === undefined && raise.tokens === undefined)
    throw new SupervisedRunError('RESUME_BUDGET', 'raiseBudget needs usd and/or tokens (a higher limit)');
  const problem = raiseProblemAt(raise, pause.request);
  if (problem !== undefined) throw raiseRefused(problem);
}

/** A resume without a raise answers a budget pause only when it reached no limit (calls of unknown usage). */
function checkBareResume(pause: { request: unknown }): void {
  const problem = raiseProblemAt({}, pause.request);
  if (problem !== undefined) throw raiseRefused(problem);
}
