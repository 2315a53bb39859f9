// The Action checks a budget raise against the stored pause before it claims a session: a raise
// that is not higher, or that names a pause with no budget, is refused (RESUME_BUDGET, naming the
// input) and the plan runs nothing; a good raise, or no raise, keeps the plan.
import { describe, expect, it } from 'vitest';
import { refuseBadRaise } from '../../src/action/job/raise-check.ts';
import type { SupervisedRunStatus } from '../../src/runner/index.ts';

const pause = (request: unknown) => ({ position: 'dag/b/1', nodeId: 'b', eventId: 'e1', reason: 'r', request });
const status = (request: unknown) => ({ pauses: [pause(request)] }) as unknown as SupervisedRunStatus;
const resume = { kind: 'resume', position: 'dag/b/1' } as const;
const run = status({ kind: 'budget', limit: { usd: 0.5, tokens: 1000 } });

describe('refuseBadRaise', () => {
  it('keeps the plan for a higher raise, no raise, or a position it does not know', () => {
    expect(refuseBadRaise(resume, { usd: 1 }, run)).toBe(resume);
    expect(refuseBadRaise(resume, undefined, run)).toBe(resume);
    expect(refuseBadRaise({ kind: 'resume', position: 'dag/x/1' }, { usd: 0.1 }, run)).toMatchObject({
      kind: 'resume',
    });
  });

  it('refuses a raise that is not higher, naming the input and the cap it answers', () => {
    expect(refuseBadRaise(resume, { usd: 0.5 }, run)).toMatchObject({
      kind: 'refuse',
      code: 'RESUME_BUDGET',
      input: 'raise-budget-usd',
      message: expect.stringContaining('raise-budget-usd 0.5 is not more than the run budget'),
    });
    const node = status({ kind: 'budget', scope: 'node', nodeId: 'b', limit: { tokens: 1000 } });
    expect(refuseBadRaise(resume, { tokens: 900 }, node)).toMatchObject({
      code: 'RESUME_BUDGET',
      input: 'raise-budget-tokens',
      message: expect.stringContaining(`node "b"'s cap`),
    });
  });

  it('refuses a raise at a pause that is not a budget pause', () => {
    expect(refuseBadRaise(resume, { usd: 3 }, status({ attemptId: 'a' }))).toMatchObject({
      code: 'RESUME_BUDGET',
      message: expect.stringContaining('not a budget pause'),
    });
  });
});
