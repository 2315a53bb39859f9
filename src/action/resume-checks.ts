// Whether the job may resume one named position of a paused or interrupted run: the position is a
// recorded pause, a reconcile request has its decision, a gate its answer (fitting, from someone it
// allows, recordable). Refused before the session is claimed, so a corrected dispatch can follow.
import { checkGateActor, checkGateAnswer, isGraphError } from '../graph/index.ts';
import type { JobPlan, JobRequest } from './job-plan.ts';
import type { StoredRun } from './stored-run.ts';

/** A reconcile request resumed without a decision would re-run work that may already have happened. */
export function decisionRefusal(request: JobRequest, position: string): JobPlan {
  const commands = request.decisionCommands(position);
  return {
    kind: 'refuse',
    code: 'RESUME_DECISION',
    message: `position ${position} of run ${request.runId} is a reconcile request: whether its uncertain work happened is unknown, so resuming it needs the decision input (retry, complete or fail); nothing was run. Check whether the effect happened, then run one of: retry (run it again): ${commands.retry} | complete (it happened; node code does not run): ${commands.complete} | fail (record it failed): ${commands.fail}`,
  };
}

/**
 * A decision given for a pause it cannot answer (a gate, a budget pause), or a reviewer's complete
 * decision whose decision-output holds no verdict, refused before the claim. The latter shows the
 * command that completes it with a verdict (pass; the revise form sends the work back).
 */
export function wrongDecision(request: JobRequest, position: string): JobPlan | undefined {
  const why = request.decision ? request.misplacedDecision?.(position) : undefined;
  if (why === undefined) return undefined;
  const message =
    why.input === 'decision-output'
      ? `${why.message}. Complete it with its verdict: ${request.decisionCommands(position).complete}`
      : why.message;
  return { kind: 'refuse', code: 'RESUME_DECISION', input: why.input, message };
}

/**
 * A gate resumed without an answer would only ask again: say how to answer it. An answer that does
 * not fit, or from someone the gate does not allow, is refused here too, before the session is
 * claimed, so a corrected dispatch can follow (the runner checks the same again).
 */
export function answerRefusal(request: JobRequest, position: string): JobPlan | undefined {
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

/**
 * A position that is no open pause of the run, refused before the session is claimed (the runner
 * refuses it too, but after a claim that a token without actions: write cannot give back).
 */
export function notPaused(
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
