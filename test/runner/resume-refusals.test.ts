// A refused budget raise or reconcile decision carries what was refused, and each surface words it
// with its own names, saying what does answer the pause it named.
import { describe, expect, it } from 'vitest';
import { withInputNames } from '../../src/action/job/refusal-words.ts';
import { withFlagNames } from '../../src/cli/options/flag-names.ts';
import {
  decisionRefused,
  raiseProblemAt,
  raiseRefused,
  requestNow,
} from '../../src/runner/lifecycle/resume-refusals.ts';
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

describe('raiseProblemAt: a raise that cannot answer a budget pause', () => {
  const request = { kind: 'budget', spent: { usd: 1, tokens: 300 }, limit: { usd: 0.75, tokens: 250 } };

  it('accepts a raise above each reached limit and above what was spent', () => {
    expect(raiseProblemAt({ usd: 1.5, tokens: 301 }, request)).toBeUndefined();
    // A pause on calls of unknown usage reached no limit: any higher limit answers it.
    const unknown = { kind: 'budget', spent: { usd: 0.1, tokens: 0 }, limit: { usd: 0.75 } };
    expect(raiseProblemAt({ usd: 0.8 }, unknown)).toBeUndefined();
  });

  it('refuses a raise above the limit but not above what was spent: it would pause again at once', () => {
    const problem = raiseProblemAt({ usd: 0.9, tokens: 400 }, request);
    expect(problem).toEqual({ problem: 'not-above-spent', field: 'usd', current: 0.75, value: 0.9, spent: 1 });
    expect(message(raiseRefused(problem!))).toBe(
      'raiseBudget.usd: 0.9 would pause again at once: 1 USD was already spent (the limit was 0.75 USD); give more than 1; nothing was recorded',
    );
    expect(raiseProblemOf(raiseRefused(problem!))).toEqual(problem);
  });

  it('refuses a raise that leaves another reached limit as it is, naming it', () => {
    const problem = raiseProblemAt({ usd: 2 }, request);
    expect(problem).toEqual({ problem: 'not-raised', field: 'tokens', current: 250, spent: 300, too: true });
    expect(message(withInputNames(raiseRefused(problem!)))).toBe(
      'input "raise-budget-tokens" is needed too: the pause also reached that limit (300 tokens spent of 250 tokens), so raising only the other one would pause again at once; give more than 300; nothing was recorded',
    );
    expect(raiseProblemOf(raiseRefused(problem!))).toEqual(problem);
  });

  it('refuses a new limit (one the pause did not have) at or below what was already spent', () => {
    const usdOnly = { kind: 'budget', spent: { usd: 0.02, tokens: 440 }, limit: { usd: 0.01 } };
    const problem = raiseProblemAt({ usd: 1, tokens: 10 }, usdOnly);
    expect(problem).toEqual({ problem: 'not-above-spent', field: 'tokens', current: null, value: 10, spent: 440 });
    expect(message(withFlagNames(raiseRefused(problem!)))).toBe(
      '--raise-budget-tokens: 10 would pause again at once: 440 tokens was already spent (there was no tokens limit); give more than 440; nothing was recorded',
    );
    expect(raiseProblemOf(raiseRefused(problem!))).toEqual(problem);
    expect(raiseProblemAt({ usd: 1, tokens: 441 }, usdOnly)).toBeUndefined();
  });

  it('checks a resume against the limits and spend as they are now, not as a second pause recorded them', () => {
    // Two nodes paused at $1.8 of $1; the first one's resume raised the limit to 4, and $2.7 is spent now.
    const stale = { kind: 'budget', spent: { usd: 1.8, tokens: null }, limit: { usd: 1 } };
    const now = { budget: { limit: { usd: 4, soft: false }, spent: { usd: 2.7, tokens: null } } };
    expect(requestNow(stale, now)).toMatchObject({ limit: { usd: 4 }, spent: { usd: 2.7 } });
    expect(raiseProblemAt({}, requestNow(stale, now))).toBeUndefined(); // a bare resume no longer pauses
    expect(raiseProblemAt({ usd: 2 }, requestNow(stale, now))).toEqual({
      problem: 'not-higher',
      field: 'usd',
      current: 4,
      value: 2,
    });
    // A node cap's pause is checked against that node's cap; spending recorded since only adds.
    const cap = { kind: 'budget', scope: 'node', nodeId: 'a', spent: { usd: 0.5 }, limit: { usd: 0.4 } };
    const caps = { nodeCaps: [{ nodeId: 'a', limit: { usd: 0.4 }, spent: { usd: 0.6, tokens: 10 } }] };
    expect(raiseProblemAt({ usd: 0.55 }, requestNow(cap, caps))).toMatchObject({
      problem: 'not-above-spent',
      spent: 0.6,
    });
    expect(requestNow(cap, {})).toBe(cap);
  });

  it('still refuses a lower limit first', () => {
    expect(raiseProblemAt({ usd: 0.5, tokens: 400 }, request)).toMatchObject({ problem: 'not-higher', field: 'usd' });
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
