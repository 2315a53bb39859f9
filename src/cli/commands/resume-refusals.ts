// What `resume` refuses by the run's status before the runner is called, in the CLI's words: a
// reconcile request without --decision, an open gate without a fitting --answer, and a --position
// on a run that has no graph pause (it continues without one).
import { reviewerAt, storedGraphSpecSchema } from '../../graph/index.ts';
import { decisionCommands, openGate, shellQuote } from '../../report/index.ts';
import { isReconcileRequest, SupervisedRunError, type SupervisedRunStatus } from '../../runner/index.ts';
import type { RunStorage } from '../../store/index.ts';
import { usageError } from '../errors.ts';
import { cliInvocation, commandContext, withPlace, type CommandPlace } from '../output/command-place.ts';
import { completeWords } from '../output/complete-words.ts';

/** Whether `position` runs a review loop's reviewer, by the run's stored definition. */
export async function reviewerAtPosition(storage: RunStorage, runId: string, position: string): Promise<boolean> {
  const stored = storedGraphSpecSchema().safeParse(await storage.readDefinition(runId));
  return stored.success && reviewerAt(stored.data.graphDefinition, position) !== undefined;
}

/**
 * A reconcile request is never resumed without --decision: the library's re-offer would run the
 * uncertain work again, though it may already have happened (a package published twice).
 * `reviewer`: the position is a review loop's reviewer, whose completion records a verdict.
 */
export function refuseWithoutDecision(
  status: SupervisedRunStatus,
  position: string,
  place: CommandPlace,
  reviewer = false,
): void {
  const pause = status.pauses.find((candidate) => candidate.position === position);
  if (pause === undefined || !isReconcileRequest(pause.request)) return;
  const commands = decisionCommands(commandContext(place), status.runId, position, { reviewer });
  throw new SupervisedRunError(
    'RESUME_DECISION',
    [
      `--decision: position ${position} of run ${status.runId} is a reconcile request: whether its uncertain work happened is unknown, so resuming it needs --decision; nothing was run. Check whether the effect happened, then run one of:`,
      `  run it again:       ${commands.retry}`,
      `  it happened:        ${completeWords(commands.complete, reviewer)}`,
      `  record it failed:   ${commands.fail}`,
    ].join('\n'),
  );
}

/**
 * An open gate is never resumed without an --answer that is a JSON object: it would only ask again.
 * The refusal lists the gate's answers; an --answer that is no object is refused anywhere else too.
 */
export function refuseWithoutAnswer(
  status: SupervisedRunStatus,
  position: string,
  place: CommandPlace,
  answer: { ok: true } | { ok: false; accepts: string } | undefined,
): void {
  if (answer?.ok === true) return;
  const gate = openGate(status, commandContext(place), position);
  if (gate === undefined) {
    if (answer === undefined) return;
    throw usageError(`--answer: expected ${answer.accepts}`);
  }
  const asks = `position ${position} of run ${status.runId} asks ${JSON.stringify(gate.question)}`;
  const width = Math.max(...gate.commands.map((c) => c.label.length)) + 1;
  throw new SupervisedRunError(
    'RESUME_ANSWER',
    [
      answer === undefined
        ? `--answer: ${asks}; resuming it needs --answer (a JSON object of the fields); nothing was run. Answer with one of:`
        : `--answer: expected ${answer.accepts}; ${asks}; nothing was run. Answer with one of:`,
      ...gate.commands.map((c) => `  ${`${c.label}:`.padEnd(width)}  ${c.command}`),
    ].join('\n'),
  );
}

/**
 * A --position on a run with no graph pause (interrupted, or paused for the workspace): the
 * runner's RESUME_POSITION, saying that such a run continues without --position.
 */
export function refuseUnpausedPosition(status: SupervisedRunStatus, position: string, place: CommandPlace): void {
  if (status.pauses.length > 0) return;
  if (status.phase !== 'interrupted' && status.phase !== 'paused') return;
  const was = status.phase === 'interrupted' ? 'was interrupted' : 'is paused as a whole';
  const inFlight = status.positions.includes(position) ? ` (${position} was in flight)` : '';
  const command = withPlace(`${cliInvocation} resume --run-id ${shellQuote(status.runId)}`, place, { root: true });
  throw new SupervisedRunError(
    'RESUME_POSITION',
    `--position: position ${JSON.stringify(position)} of run ${status.runId} is not a recorded pause; paused positions: none. The run ${was}${inFlight}: continue it without --position (${command})`,
  );
}
