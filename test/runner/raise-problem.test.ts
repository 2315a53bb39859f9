// A refused budget raise carries what was refused, and each surface words it with its own names.
import { describe, expect, it } from 'vitest';
import { withInputNames } from '../../src/action/job/refusal-words.ts';
import { withFlagNames } from '../../src/cli/options/flag-names.ts';
import { raiseRefused } from '../../src/runner/lifecycle/raise-problem.ts';
import { raiseProblemOf, SupervisedRunError } from '../../src/runner/index.ts';

const lower = raiseRefused({ problem: 'not-higher', field: 'usd', current: 0.01, value: 0.005 });
const elsewhere = raiseRefused({ problem: 'not-a-budget-pause', position: 'dag/p/1', pauseKind: 'reconcile-attempt' });
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
      'input "raise-budget-usd"/"raise-budget-tokens": it answers a budget pause; position dag/p/1 is a reconcile request (answer it with the decision input)',
    );
  });
});
