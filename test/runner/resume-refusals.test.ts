// A refused budget raise or reconcile decision carries what was refused, and each surface words it
// with its own names, saying what does answer the pause it named.
import { describe, expect, it } from 'vitest';
import { withInputNames } from '../../src/action/job/refusal-words.ts';
import { withFlagNames } from '../../src/cli/options/flag-names.ts';
import { decisionRefused, raiseRefused } from '../../src/runner/lifecycle/resume-refusals.ts';
import { decisionProblemOf, raiseProblemOf, SupervisedRunError } from '../../src/runner/index.ts';

const lower = raiseRefused({ problem: 'not-higher', field: 'usd', current: 0.01, value: 0.005 });
const elsewhere = raiseRefused({
  problem: 'not-a-budget-pause',
  position: 'dag/p/1',
  pauseKind: 'reconcile-attempt',
  gate: false,
});
const onGate = decisionRefused({
  problem: 'not-a-reconcile-request',
  position: 'dag/ask/1',
  pauseKind: 'policy',
  gate: true,
});
const onBudget = decisionRefused({
  problem: 'not-a-reconcile-request',
  position: 'dag/b/1',
  pauseKind: 'budget',
  gate: false,
});
const message = (error: unknown) => (error as Error).message;

describe('a refused budget raise', () => {
  it("says it in the library's names, and carries the problem", () => {
    expect(lower).toMatchObject({ code: 'RESUME_BUDGET' });
    expect(message(lower)).toBe(
      'raiseBudget.usd: 0.005 is not more than the current limit 0.01; a budget only goes up, so nothing was recorded',
    );
    expect(message(elsewhere)).toBe(
      'raiseBudget: it answers a budget pause; position dag/p/1 is a reconcile request (answer it with a decision)',
    );
    expect(raiseProblemOf(lower)).toEqual({ problem: 'not-higher', field: 'usd', current: 0.01, value: 0.005 });
    expect(raiseProblemOf(new SupervisedRunError('RESUME_BUDGET', 'other'))).toBeUndefined();
  });

  it("in the CLI's and the Action's names, keeping the code", () => {
    expect(withFlagNames(lower)).toMatchObject({
      code: 'RESUME_BUDGET',
      message: expect.stringMatching(/^--raise-budget-usd: 0\.005 is not more than the current limit 0\.01;/),
    });
    expect(message(withInputNames(lower))).toMatch(/^input "raise-budget-usd": 0\.005 is not more/);
    expect(message(withInputNames(elsewhere))).toBe(
      'input "raise-budget-usd"/"raise-budget-tokens": it answers a budget pause; position dag/p/1 is a reconcile request (answer it with input "decision")',
    );
  });
});

describe('a refused decision', () => {
  it('says what answers the pause it named, in each surface’s names, keeping the code', () => {
    expect(onGate).toMatchObject({ code: 'RESUME_DECISION' });
    expect(message(onGate)).toBe(
      'a decision: it answers a reconcile request; position dag/ask/1 is a gate (give an answer)',
    );
    expect(decisionProblemOf(onGate)).toEqual({
      problem: 'not-a-reconcile-request',
      position: 'dag/ask/1',
      pauseKind: 'policy',
      gate: true,
    });
    expect(withFlagNames(onGate)).toMatchObject({
      code: 'RESUME_DECISION',
      message: '--decision: it answers a reconcile request; position dag/ask/1 is a gate (give --answer)',
    });
    expect(message(withInputNames(onBudget))).toBe(
      'input "decision": it answers a reconcile request; position dag/b/1 is a budget pause (raise it with input "raise-budget-usd"/"raise-budget-tokens")',
    );
    expect(decisionProblemOf(new SupervisedRunError('RESUME_DECISION', 'other'))).toBeUndefined();
  });
});
