// A decision answers only a reconcile request: given for a gate or a budget pause, the job refuses it
// before its session claim (RESUME_DECISION naming what that pause takes), answer or raise given or not.
import { describe, expect, it } from 'vitest';
import { completeDecisionAt, misplacedDecision } from '../../src/action/job/decision-check.ts';
import { decideJob, type JobRequest } from '../../src/action/modes.ts';
import { storedRunOf } from '../../src/action/stored-run.ts';
import type { RunReport } from '../../src/report/index.ts';
import type { SupervisedRunStatus } from '../../src/runner/types.ts';

const gate = {
  kind: 'gate',
  question: 'Ship?',
  fields: [{ name: 'choice', type: 'choice', options: ['ship', 'hold'], required: true }],
};
const budget = { kind: 'budget', scope: 'run', limit: { usd: 1 }, spent: { usd: 1 } };
const reconcile = {
  kind: 'reconcile-attempt',
  position: 'dag/publish/1',
  nodeId: 'publish',
  attemptId: 'a1',
  reason: 'the worker died during the attempt',
};

function pausedAt(request: unknown, position = 'dag/publish/1'): SupervisedRunStatus {
  const pause = { position, nodeId: position.split('/')[1], eventId: 'e1', reason: 'asks', request };
  return {
    runId: 'r1',
    phase: 'paused',
    result: { kind: 'pause', code: null, reason: 'asks', positions: [position] },
    pauses: [pause],
    positions: [position],
  } as unknown as SupervisedRunStatus;
}

const request = (status: SupervisedRunStatus, overrides: Partial<JobRequest> = {}): JobRequest => ({
  mode: 'resume',
  runId: 'r1',
  position: 'dag/publish/1',
  takeover: false,
  tried: 'cache prefix supervised-run/default/r1/',
  decision: true,
  retryFailed: false,
  decisionCommands: () => ({ retry: 'r', complete: 'c', fail: 'f' }),
  misplacedDecision: (position) => misplacedDecision(status, position),
  ...overrides,
});

describe('a decision given for a pause it cannot answer', () => {
  it('is refused for a gate before its answer is checked, naming the answer input', () => {
    const status = pausedAt(gate);
    const refusal = {
      kind: 'refuse',
      code: 'RESUME_DECISION',
      input: 'decision',
      message:
        'input "decision": it answers a reconcile request; position dag/publish/1 is a gate (give input "answer"); nothing was run',
    };
    expect(decideJob(request(status), storedRunOf(status))).toEqual(refusal);
    const answered = request(status, { answer: { values: { choice: 'ship' }, answeredBy: 'mona' } });
    expect(decideJob(answered, storedRunOf(status))).toEqual(refusal);
  });

  it('is refused for a budget pause, naming the raise inputs', () => {
    expect(misplacedDecision(pausedAt(budget), 'dag/publish/1')).toEqual({
      input: 'decision',
      message:
        'input "decision": it answers a reconcile request; position dag/publish/1 is a budget pause (raise it with input "raise-budget-usd"/"raise-budget-tokens"); nothing was run',
    });
  });

  it('is no problem for a reconcile request, nor for a position that is no open pause', () => {
    expect(misplacedDecision(pausedAt(reconcile), 'dag/publish/1')).toBeUndefined();
    expect(misplacedDecision(pausedAt(gate), 'dag/other/1')).toBeUndefined();
    expect(misplacedDecision(null, 'dag/publish/1')).toBeUndefined();
  });

  it("is refused for a reviewer's reconcile request without a verdict, naming decision-output", () => {
    const status = pausedAt({ ...reconcile, position: 'dag/review/1' }, 'dag/review/1');
    const report = { status, reviewLoops: [{ reviewer: 'review', target: 'draft' }] } as unknown as RunReport;
    const at = (output?: unknown) =>
      misplacedDecision(
        status,
        'dag/review/1',
        completeDecisionAt(report, 'dag/review/1', {
          decision: 'complete',
          ...(output === undefined ? {} : { output }),
        }),
      );
    expect(at()).toEqual({
      input: 'decision-output',
      message:
        'input "decision-output": position dag/review/1 is the reviewer of a review loop, so decision complete must record its verdict: {"verdict":"pass"}, or {"verdict":"revise","findings":[...]} to send the work back to draft; a reviewer must answer with verdict: pass or revise (and a list of findings); nothing was run',
    });
    expect(at({ verdict: 'maybe' })?.message).toMatch(/is the reviewer of a review loop/);
    expect(at({ verdict: 'pass' })).toBeUndefined();
    expect(at({ verdict: 'revise', findings: ['tighten the wording'] })).toBeUndefined();
    // Another node, or a decision that records no output: nothing to check.
    expect(completeDecisionAt(report, 'dag/draft/1', { decision: 'complete' })).toBeUndefined();
    expect(completeDecisionAt(report, 'dag/review/1', { decision: 'retry' })).toBeUndefined();
  });
});
