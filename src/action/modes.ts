// What a job does with what the restored store holds (DESIGN.md section 8, the `mode: auto`
// table), as a pure function: mode + position + takeover + the stored run -> a plan.
import type { ActionMode } from './inputs/parse.ts';
import { checkGateActor, checkGateAnswer, isGraphError, type GateRequest } from '../graph/index.ts';
import type { JsonValue } from '../store/contract.ts';
import type { StoredRun } from './stored-run.ts';

export type JobPlan =
  /** `replace`: a never-started store of the run is removed first (it holds nothing but the definition). */
  | { kind: 'start'; replace?: true }
  /** resumeSupervisedRun with exactly this position (and the decision input, if any). */
  | { kind: 'resume'; position: string }
  /** resumeSupervisedRun without a position: runner:adopted, then as after a crash. */
  | { kind: 'continue' }
  /** resumeSupervisedRun with an explicit, recorded takeover. */
  | { kind: 'takeover'; position?: string }
  /** resumeSupervisedRun with retryFailed: the failed nodes run again. `why`: the input or the re-run. */
  | { kind: 'reopen'; why: string }
  /** Nothing runs: the summary and outputs report the stored run. `note` says why, when it is not obvious. */
  | { kind: 'report'; note?: string; warn: boolean }
  | {
      kind: 'refuse';
      code:
        | 'STORE_NOT_FOUND'
        | 'INVALID_INPUT'
        | 'RESUME_DECISION'
        | 'RESUME_BUDGET'
        | 'RESUME_ANSWER'
        | 'RESUME_ACTOR'
        | 'RESUME_POSITION'
        | 'RUN_NOT_PAUSED'
        | 'RUN_NOT_RETRYABLE';
      input?: string;
      message: string;
    };

export interface JobRequest {
  mode: ActionMode;
  runId: string;
  position: string | undefined;
  takeover: boolean;
  /** What was tried when nothing was stored, e.g. `cache prefix supervised-run/default/r1/ and from-run 123`. */
  tried: string;
  /** The retry-failed input. */
  retryFailed: boolean;
  /**
   * Set when this job is a "Re-run jobs" of the workflow run whose earlier attempt saved the
   * restored store (a higher GITHUB_RUN_ATTEMPT): e.g. `attempt 2 of workflow run 123`.
   */
  rerunOf?: string;
  /** Whether the decision input was given (a reconcile request is never resumed without one). */
  decision: boolean;
  /** Why the decision input cannot answer the pause at `position` (no reconcile request), or undefined. */
  misplacedDecision?(position: string): string | undefined;
  /** The three exact commands that answer the reconcile request at `position` (for the refusal). */
  decisionCommands(position: string): Record<'retry' | 'complete' | 'fail', string>;
  /** Why STORE_NOT_FOUND is likely and what helps (cache scope, eviction, from-run). */
  notFoundHints?: string;
  /** The from-run input: the workflow run that saved the run, so a run it does not bring back is never started afresh. */
  fromRun?: string;
  /** The answer input with who answers (an open gate is never resumed without one). */
  answer?: { values: Record<string, JsonValue>; answeredBy: string };
  /** What the answer input accepts, when it was given as text that is not that: always refused. */
  answerRefused?: string;
  /** Why the store would refuse to record these resume options (a known secret, too large), or undefined. */
  unrecordable?(recorded: Record<string, unknown>): string | undefined;
  /** The open gate at `position` and the commands that answer it; undefined when it is no open gate. */
  gate?(position: string): { request: GateRequest; commands: Array<{ label: string; command: string }> } | undefined;
}

const takeoverHint = (runId: string) =>
  `run ${runId} was not settled: its watchdog stopped without recording a result (the job was killed?). Nothing was run. To continue it, run again with takeover: true (the takeover is recorded)`;

/** A reconcile request resumed without a decision would re-run work that may already have happened. */
function decisionRefusal(request: JobRequest, position: string): JobPlan {
  const commands = request.decisionCommands(position);
  return {
    kind: 'refuse',
    code: 'RESUME_DECISION',
    message: `position ${position} of run ${request.runId} is a reconcile request: whether its uncertain work happened is unknown, so resuming it needs the decision input (retry, complete or fail); nothing was run. Check whether the effect happened, then run one of: retry (run it again): ${commands.retry} | complete (it happened; node code does not run): ${commands.complete} | fail (record it failed): ${commands.fail}`,
  };
}

/** A decision given for a pause it cannot answer (a gate, a budget pause), refused before the claim. */
function wrongDecision(request: JobRequest, position: string): JobPlan | undefined {
  const why = request.decision ? request.misplacedDecision?.(position) : undefined;
  return why === undefined ? undefined : { kind: 'refuse', code: 'RESUME_DECISION', input: 'decision', message: why };
}

/**
 * A gate resumed without an answer would only ask again: say how to answer it. An answer that does
 * not fit, or from someone the gate does not allow, is refused here too, before the session is
 * claimed, so a corrected dispatch can follow (the runner checks the same again).
 */
function answerRefusal(request: JobRequest, position: string): JobPlan | undefined {
  const gate = request.gate?.(position);
  if (gate === undefined) return undefined;
  const commands = gate.commands.map((c) => `${c.label}: ${c.command}`).join(' | ');
  if (request.answerRefused !== undefined) {
    return {
      kind: 'refuse',
      code: 'RESUME_ANSWER',
      message: `input "answer": expected ${request.answerRefused}; position ${position} of run ${request.runId} asks ${JSON.stringify(gate.request.question)}; nothing was run. Answer with one of: ${commands}`,
    };
  }
  const answer = request.answer;
  if (answer === undefined) {
    return {
      kind: 'refuse',
      code: 'RESUME_ANSWER',
      message: `position ${position} of run ${request.runId} asks ${JSON.stringify(gate.request.question)}: resuming it needs the answer input (a JSON object of the fields); nothing was run. Answer with one of: ${commands}`,
    };
  }
  try {
    checkGateActor(gate.request, answer.answeredBy);
    checkGateAnswer(gate.request, answer.values);
  } catch (error) {
    if (!isGraphError(error) || (error.code !== 'RESUME_ANSWER' && error.code !== 'RESUME_ACTOR')) throw error;
    return {
      kind: 'refuse',
      code: error.code,
      message: `${error.message} (position ${position} of run ${request.runId}); nothing was recorded${error.code === 'RESUME_ANSWER' ? `. Answer with one of: ${commands}` : ''}`,
    };
  }
  const unrecordable = request.unrecordable?.({ answer });
  if (unrecordable === undefined) return undefined;
  return {
    kind: 'refuse',
    code: 'RESUME_ANSWER',
    message: `${unrecordable} (position ${position} of run ${request.runId}). Answer with one of: ${commands}`,
  };
}

function notResumed(runId: string, position: string, why: string): JobPlan {
  return {
    kind: 'refuse',
    code: 'RUN_NOT_PAUSED',
    message: `position ${position} was not resumed: run ${runId} ${why}; nothing was run`,
  };
}

function liveNote(runId: string, phase: string): string {
  return `run ${runId} is ${phase} under another watchdog (its process lock is held); nothing was run. Two jobs must never drive one run: use a concurrency group per run ID`;
}

export function decideJob(request: JobRequest, stored: StoredRun): JobPlan {
  const plan = planForStoredState(request, stored);
  // An answer that is no JSON object is never passed on: refused with the gate's answers when the
  // position is an open gate (answerRefusal), else here.
  if (request.answerRefused === undefined || plan.kind === 'refuse') return plan;
  return {
    kind: 'refuse',
    code: 'INVALID_INPUT',
    input: 'answer',
    message: `input "answer": expected ${request.answerRefused}; nothing was run`,
  };
}

function planForStoredState(request: JobRequest, stored: StoredRun): JobPlan {
  const { mode, runId, position } = request;
  if (mode === 'status') return { kind: 'report', warn: false };
  if (stored.state === 'none') return notStoredPlan(request);
  // Provably never started: nothing ran, so it starts as new (mode start too; a resume has nothing to resume).
  if (stored.state === 'never-started' && mode !== 'resume' && position === undefined)
    return { kind: 'start', replace: true };
  if (mode === 'start') {
    return {
      kind: 'refuse',
      code: 'INVALID_INPUT',
      input: 'mode',
      message: `input "mode" (got "start"): run ${runId} already exists in the store (${describe(stored)}); use mode auto, resume or status, or a new run-id`,
    };
  }
  if (request.retryFailed) return retryPlan(runId, stored);
  if (stored.state === 'ended' && stored.retryable && position === undefined && request.rerunOf !== undefined)
    return { kind: 'reopen', why: `Re-run jobs (${request.rerunOf})` };
  return storedRunPlan(request, stored);
}

/** Nothing stored: a new run starts, unless the inputs asked to retry or resume one. */
function notStoredPlan(request: JobRequest): JobPlan {
  const { mode, runId, position } = request;
  if (request.retryFailed)
    return {
      kind: 'refuse',
      code: 'STORE_NOT_FOUND',
      message: `run ${runId} was not found (tried ${request.tried}), so it cannot be retried${request.notFoundHints === undefined ? '' : `. ${request.notFoundHints}`}`,
    };
  if (mode === 'resume' || position !== undefined) {
    return {
      kind: 'refuse',
      code: 'STORE_NOT_FOUND',
      message: `run ${runId} was not found (tried ${request.tried}), so position ${position ?? ''} cannot be resumed${request.notFoundHints === undefined ? '' : `. ${request.notFoundHints}`}`,
    };
  }
  // from-run says the run exists (saved by that workflow run): a new run under its ID could
  // repeat its finished, non-retry-safe work.
  if (request.fromRun !== undefined)
    return {
      kind: 'refuse',
      code: 'STORE_NOT_FOUND',
      message: `run ${runId} was not found (tried ${request.tried}); from-run says it was saved, so it was not started afresh: pass the ID of the last workflow run that saved it (its summary's evidence names the artifact), or leave from-run empty to start a new run`,
    };
  return { kind: 'start' };
}

/** The retry-failed input: only a run that ended can be reopened. */
function retryPlan(runId: string, stored: StoredRun): JobPlan {
  // The runner refuses a run that cannot be reopened (RUN_NOT_RETRYABLE, saying why).
  if (stored.state === 'ended' && !stored.retryable)
    return {
      kind: 'refuse',
      code: 'RUN_NOT_RETRYABLE',
      message: `run ${runId} cannot be retried: it ${stored.phase === 'failed' ? 'failed for a reason that is not a node failure (or its teardown was incomplete)' : `is ${stored.phase}`}, which stays final; nothing was run`,
    };
  if (stored.state !== 'ended')
    return {
      kind: 'refuse',
      code: 'RUN_NOT_RETRYABLE',
      message: `run ${runId} cannot be retried: it has not failed (${describe(stored)}); nothing was run`,
    };
  return { kind: 'reopen', why: 'the retry-failed input' };
}

/** Mode auto or resume on a stored run, by its state: continue, resume the position, report or refuse. */
function storedRunPlan(request: JobRequest, stored: Exclude<StoredRun, { state: 'none' }>): JobPlan {
  const { runId, position } = request;
  switch (stored.state) {
    case 'ended':
      // A refused resume fails the step, as the CLI exits 2 (RUN_NOT_PAUSED).
      return position === undefined
        ? { kind: 'report', warn: false }
        : notResumed(runId, position, `has ended (${stored.phase})`);
    case 'live':
      return position === undefined
        ? { kind: 'report', warn: true, note: liveNote(runId, stored.phase) }
        : notResumed(runId, position, `is ${stored.phase} under another watchdog (its process lock is held)`);
    case 'never-started':
      return {
        kind: 'refuse',
        code: 'STORE_NOT_FOUND',
        message: `run ${runId} was stored but never started (a definition and no records), so position ${position ?? ''} cannot be resumed; run it with mode auto to start it`,
      };
    case 'orphaned':
      if (request.takeover) return position === undefined ? { kind: 'takeover' } : { kind: 'takeover', position };
      return position === undefined
        ? { kind: 'report', warn: true, note: takeoverHint(runId) }
        : notResumed(runId, position, 'was not settled (its watchdog is gone); run again with takeover: true');
    case 'interrupted':
      if (position === undefined) return { kind: 'continue' };
      if (!stored.pausedAt.includes(position)) return notPaused(request, stored, position);
      if (stored.reconcile.includes(position) && !request.decision) return decisionRefusal(request, position);
      return wrongDecision(request, position) ?? answerRefusal(request, position) ?? { kind: 'resume', position };
    case 'paused':
      if (position !== undefined && !stored.pausedAt.includes(position)) return notPaused(request, stored, position);
      if (position !== undefined && stored.reconcile.includes(position) && !request.decision)
        return decisionRefusal(request, position);
      if (position !== undefined)
        return wrongDecision(request, position) ?? answerRefusal(request, position) ?? { kind: 'resume', position };
      // mode resume always has a position (checked with the inputs), so this is auto.
      if (stored.continuable) return { kind: 'continue' };
      return { kind: 'report', warn: false };
  }
}

/**
 * A position that is no open pause of the run, refused before the session is claimed (the runner
 * refuses it too, but after a claim that a token without actions: write cannot give back).
 */
function notPaused(
  request: JobRequest,
  stored: Extract<StoredRun, { state: 'paused' | 'interrupted' }>,
  position: string,
): JobPlan {
  const listed = stored.pausedAt.length === 0 ? 'none' : stored.pausedAt.join(', ');
  const interrupted =
    stored.state === 'interrupted' ? '; an interrupted run continues without a position (leave position empty)' : '';
  return {
    kind: 'refuse',
    code: 'RESUME_POSITION',
    input: 'position',
    message: `input "position": ${JSON.stringify(position)} is not a recorded pause of run ${request.runId}; paused positions: ${listed}${interrupted}; nothing was run`,
  };
}

function describe(stored: StoredRun): string {
  switch (stored.state) {
    case 'paused':
      return `paused at ${stored.positions.join(', ') || 'no position'}`;
    case 'interrupted':
      return 'interrupted';
    case 'ended':
    case 'live':
      return stored.phase;
    case 'orphaned':
      return 'not settled; its watchdog is gone';
    case 'none':
      return 'not stored';
    case 'never-started':
      return 'stored but never started';
  }
}
