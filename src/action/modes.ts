// What a job does with what the restored store holds (DESIGN.md section 8, the `mode: auto`
// table), as a pure function: mode + position + takeover + the stored run -> a plan.
import type { JobPlan, JobRequest } from './job-plan.ts';
import { answerRefusal, decisionRefusal, notPaused, wrongDecision } from './resume-checks.ts';
import type { StoredRun } from './stored-run.ts';

export type { JobPlan, JobRequest } from './job-plan.ts';

const takeoverHint = (runId: string) =>
  `run ${runId} was not settled: its watchdog stopped without recording a result (the job was killed?). Nothing was run. To continue it, run again with takeover: true (the takeover is recorded)`;

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
