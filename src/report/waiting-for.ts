// What a paused run waits for, in words a sentence joins: the summary's first line under "What to
// do next", the CLI's headline and the Action's annotation say the same.
import { budgetRequestSchema } from './budget-commands.ts';
import { endsFailedCauseText } from './ends-failed.ts';
import { formatCount } from './format.ts';
import type { PausePlan } from './pauses.ts';

/**
 * What the run waits for, in parts a sentence joins: `1 attempt needs your decision`, `2 questions
 * wait for your answer`, `the run waits to be continued`... The summary and the annotation say the same.
 * `endsFailed: false` leaves out that the run will end failed whatever the answer: for a line the
 * full sentence (endsFailedSentences) follows, so that it is said once.
 */
export function waitingFor(plan: PausePlan, { endsFailed = true }: { endsFailed?: boolean } = {}): string[] {
  const parts: string[] = [];
  const decisions = plan.reconcile.length;
  if (decisions > 0)
    parts.push(`${formatCount(decisions)} ${decisions === 1 ? 'attempt needs' : 'attempts need'} your decision`);
  const gates = plan.waiting.filter((pause) => pause.gate !== undefined).length;
  if (gates > 0)
    parts.push(`${formatCount(gates)} ${gates === 1 ? 'question waits' : 'questions wait'} for your answer`);
  const budgets = plan.waiting.filter((pause) => budgetRequestSchema().safeParse(pause.request).success).length;
  if (budgets > 0)
    parts.push(`${formatCount(budgets)} paused ${budgets === 1 ? 'position waits' : 'positions wait'} on a budget`);
  const others = plan.waiting.length - gates - budgets;
  if (others > 0)
    parts.push(`${formatCount(others)} paused ${others === 1 ? 'position waits' : 'positions wait'} for the policy`);
  // A paused run with nothing listed still waits for someone to continue it; first when nothing
  // else can be resumed before it (pause-order.ts).
  const run =
    plan.run?.takeover === true
      ? 'the run lost its watchdog and waits to be taken over'
      : plan.run !== null || parts.length === 0
        ? 'the run waits to be continued'
        : undefined;
  if (run !== undefined) parts.splice(plan.runFirst ? 0 : parts.length, 0, run);
  // Said with what waits, so nobody reads the answer as deciding the outcome. Node IDs are plain
  // words (the DAG form's pattern); the failure's code, any text, is left to the sentences that escape it.
  const cause = endsFailed ? plan.endsFailed?.cause : undefined;
  if (cause !== undefined)
    parts.push(
      `it will end failed whatever the answer (${endsFailedCauseText(cause.kind === 'node' ? { ...cause, code: null } : cause, (value) => value)})`,
    );
  return parts;
}
