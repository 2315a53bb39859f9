// A reviewer's reconcile request resumed with decision complete but no verdict in decision-output:
// the decision is right and its output is what is missing, so the Action's refusal (before the
// session claim) names input "decision-output" and shows the command that completes it with a verdict.
import { describe, expect, it } from 'vitest';
import { completeDecisionAt, misplacedDecision } from '../../src/action/job/decision-check.ts';
import { decideJob, type JobRequest } from '../../src/action/modes.ts';
import { storedRunOf } from '../../src/action/stored-run.ts';
import type { RunReport } from '../../src/report/index.ts';
import type { SupervisedRunStatus } from '../../src/runner/types.ts';

const position = 'dag/review/1';
const status = {
  runId: 'r1',
  phase: 'paused',
  result: { kind: 'pause', code: null, reason: 'asks', positions: [position] },
  pauses: [
    {
      position,
      nodeId: 'review',
      eventId: 'e1',
      reason: 'the worker died during the attempt',
      request: { kind: 'reconcile-attempt', position, nodeId: 'review', attemptId: 'a1', reason: 'died' },
    },
  ],
  positions: [position],
} as unknown as SupervisedRunStatus;
const report = { status, reviewLoops: [{ reviewer: 'review', target: 'draft' }] } as unknown as RunReport;
const completeWithVerdict = `gh workflow run supervised-run.yml -f run-id=r1 -f position=${position} -f decision=complete -f decision-output='{"verdict":"pass"}'`;

function requestWith(output: unknown): JobRequest {
  return {
    mode: 'resume',
    runId: 'r1',
    position,
    takeover: false,
    tried: 'cache prefix supervised-run/default/r1/',
    decision: true,
    retryFailed: false,
    decisionCommands: () => ({ retry: 'r', complete: completeWithVerdict, fail: 'f' }),
    misplacedDecision: (at) =>
      misplacedDecision(status, at, completeDecisionAt(report, at, { decision: 'complete', output })),
  };
}

describe("a reviewer's complete decision without a verdict", () => {
  it('is refused naming input "decision-output", with the accepted forms and the command that carries one', () => {
    const plan = decideJob(requestWith(null), storedRunOf(status));
    expect(plan).toMatchObject({ kind: 'refuse', code: 'RESUME_DECISION', input: 'decision-output' });
    const message = (plan as { message: string }).message;
    expect(message).toMatch(/^input "decision-output": position dag\/review\/1 is the reviewer of a review loop/);
    expect(message).not.toContain('input "decision"');
    expect(message).toContain(
      '{"verdict":"pass"}, or {"verdict":"revise","findings":[...]} to send the work back to draft',
    );
    expect(message).toContain(`nothing was run. Complete it with its verdict: ${completeWithVerdict}`);
  });

  it('is accepted with a verdict', () => {
    expect(decideJob(requestWith({ verdict: 'pass' }), storedRunOf(status))).toEqual({ kind: 'resume', position });
  });
});
