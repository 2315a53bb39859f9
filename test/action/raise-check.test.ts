// The Action checks a budget raise against the stored pause before it claims a session: a raise
// that is not higher, not above what was spent, leaves another reached limit, or names a pause
// with no budget, is refused (RESUME_BUDGET, naming the input) and the plan runs nothing; a good
// raise, or no raise, keeps the plan.
import { describe, expect, it } from 'vitest';
import { refuseBadRaise } from '../../src/action/job/raise-check.ts';
import type { SupervisedRunStatus } from '../../src/runner/index.ts';

const pause = (request: unknown) => ({ position: 'dag/b/1', nodeId: 'b', eventId: 'e1', reason: 'r', request });
const status = (request: unknown) => ({ pauses: [pause(request)] }) as unknown as SupervisedRunStatus;
const resume = { kind: 'resume', position: 'dag/b/1' } as const;
const run = status({ kind: 'budget', spent: { usd: 0.5, tokens: 300 }, limit: { usd: 0.5, tokens: 1000 } });

describe('refuseBadRaise', () => {
  it('keeps the plan for a higher raise, no raise at a pause with no budget, or a position it does not know', () => {
    expect(refuseBadRaise(resume, { usd: 1 }, run)).toBe(resume);
    expect(refuseBadRaise(resume, undefined, status({ attemptId: 'a' }))).toBe(resume);
    expect(refuseBadRaise({ kind: 'resume', position: 'dag/x/1' }, { usd: 0.1 }, run)).toMatchObject({
      kind: 'resume',
    });
  });

  it('refuses a raise that is not higher, naming the input and the cap it answers', () => {
    expect(refuseBadRaise(resume, { usd: 0.5 }, run)).toMatchObject({
      kind: 'refuse',
      code: 'RESUME_BUDGET',
      input: 'raise-budget-usd',
      message:
        'input "raise-budget-usd": 0.5 is not more than the current limit 0.5; a budget only goes up, so nothing was recorded (the run budget, at position dag/b/1)',
    });
    const node = status({
      kind: 'budget',
      scope: 'node',
      nodeId: 'b',
      spent: { usd: 0, tokens: 0 },
      limit: { tokens: 1000 },
    });
    expect(refuseBadRaise(resume, { tokens: 900 }, node)).toMatchObject({
      code: 'RESUME_BUDGET',
      input: 'raise-budget-tokens',
      message: expect.stringContaining(`node "b"'s cap`),
    });
  });

  it('refuses a raise that would pause again at once: not above what was spent, or another reached limit left', () => {
    const over = status({ kind: 'budget', spent: { usd: 1, tokens: 1200 }, limit: { usd: 0.75, tokens: 1000 } });
    expect(refuseBadRaise(resume, { usd: 0.9, tokens: 2000 }, over)).toMatchObject({
      code: 'RESUME_BUDGET',
      input: 'raise-budget-usd',
      message: expect.stringMatching(
        /^input "raise-budget-usd": 0\.9 would pause again at once: 1 USD was already spent/,
      ),
    });
    expect(refuseBadRaise(resume, { usd: 2 }, over)).toMatchObject({
      code: 'RESUME_BUDGET',
      input: 'raise-budget-tokens',
      message: expect.stringContaining('input "raise-budget-tokens" is needed too'),
    });
    expect(refuseBadRaise(resume, { usd: 2, tokens: 2400 }, over)).toBe(resume);
    // A resume without a raise: the same, naming the first limit reached.
    expect(refuseBadRaise(resume, undefined, over)).toMatchObject({
      code: 'RESUME_BUDGET',
      input: 'raise-budget-usd',
      message: expect.stringMatching(
        /^input "raise-budget-usd" is needed: the pause reached that limit \(1 USD spent of 0\.75 USD\)/,
      ),
    });
    // A pause on calls of unknown usage reached no limit: a bare resume answers it.
    const unknown = status({ kind: 'budget', spent: { usd: 0.1, tokens: 0 }, limit: { usd: 0.75 } });
    expect(refuseBadRaise(resume, undefined, unknown)).toBe(resume);
  });

  it('refuses a raise at a pause that is not a budget pause', () => {
    expect(refuseBadRaise(resume, { usd: 3 }, status({ attemptId: 'a' }))).toMatchObject({
      code: 'RESUME_BUDGET',
      message: expect.stringContaining('not a budget pause'),
    });
  });
});
