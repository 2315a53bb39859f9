// The headline shows a run budget as "spent of limit" (dollars and/or tokens) beside the cost; the
// usage output carries the same budget; without a budget the headline has no budget fact.
import { describe, expect, it } from 'vitest';
import { renderRunSummary, renderRunSummaryText, runOutputs, spentOfLimit } from '../../src/report/index.ts';
import type { SupervisedRunStatus } from '../../src/runner/index.ts';
import { actionContext, partialUsage, report, unknownUsage } from './fixtures.ts';

const budgeted = (budget: SupervisedRunStatus['budget']) => report({ budget });

describe('budget in the headline', () => {
  it('shows dollars and tokens spent of their limits', () => {
    const run = budgeted({ limit: { usd: 5, tokens: 20000 }, spent: { usd: 1.2, tokens: 12345 }, unknownCalls: 0 });
    const headline = renderRunSummary(run, actionContext).split('\n')[2]!;
    expect(headline).toContain(' · **Budget:** 1.20 of 5.00 USD, 12,345 of 20,000 tokens · **Session:** 1');
    expect(renderRunSummaryText(run, actionContext)).toContain('Budget: 1.20 of 5.00 USD, 12,345 of 20,000 tokens');
    const usage = JSON.parse(runOutputs(run, actionContext).usage) as { budget: unknown };
    expect(usage.budget).toEqual({
      limit: { usd: 5, tokens: 20000 },
      spent: { usd: 1.2, tokens: 12345 },
      unknownCalls: 0,
    });
  });

  it('keeps sub-cent figures and says when tokens are unknown; calls of unknown cost make the dollars a lower bound', () => {
    const run = budgeted({ limit: { usd: 0.05, tokens: 100 }, spent: { usd: 0.0123, tokens: null }, unknownCalls: 1 });
    expect(renderRunSummary(run, actionContext).split('\n')[2]).toContain(
      '**Budget:** ≥ 0.0123 of 0.05 USD, unknown of 100 tokens',
    );
  });

  it('never shows unknown cost as zero: a soft budget whose calls had no cost figure', () => {
    // Two calls that reported no usage, under `budget: { usd: 1, soft: true }`.
    const run = report({
      budget: { limit: { usd: 1, soft: true }, spent: { usd: 0, tokens: null }, unknownCalls: 2 },
      usage: [{ nodeId: 'a', usage: unknownUsage() }],
    });
    const markdown = renderRunSummary(run, actionContext);
    expect(markdown.split('\n')[2]).toContain(
      '**Cost:** unknown (2 engine calls, none with a cost figure) · **Budget:** unknown of 1.00 USD ·',
    );
    expect(markdown).toContain(
      '**Budget:** an unknown amount spent of 1.00 USD (soft: 2 calls of unknown cost counted as zero)',
    );
    expect(spentOfLimit(run.status.budget!)).toBe('unknown of 1.00 USD');
  });

  it('marks a token figure that leaves out unmeasured calls as a lower bound', () => {
    const run = report({
      budget: { limit: { tokens: 5000 }, spent: { usd: 0.5, tokens: 1540 }, unknownCalls: 1 },
      usage: [{ nodeId: 'a', usage: partialUsage() }],
    });
    expect(renderRunSummary(run, actionContext).split('\n')[2]).toContain('**Budget:** ≥ 1,540 of 5,000 tokens ·');
  });

  it('counts the calls of unknown cost in words under Usage: one call, two calls', () => {
    const usageLine = (budget: SupervisedRunStatus['budget']) =>
      renderRunSummary(report({ budget, usage: [{ nodeId: 'a', usage: unknownUsage() }] }), actionContext)
        .split('\n')
        .find((line) => line.startsWith('**Budget:**'));
    expect(usageLine({ limit: { usd: 5 }, spent: { usd: 0, tokens: null }, unknownCalls: 1 })).toBe(
      '**Budget:** an unknown amount spent of 5.00 USD (1 call of unknown cost)',
    );
    expect(usageLine({ limit: { usd: 5, soft: true }, spent: { usd: 0.04, tokens: null }, unknownCalls: 2 })).toBe(
      '**Budget:** ≥ 0.04 USD spent of 5.00 (soft: 2 calls of unknown cost counted as zero)',
    );
  });

  it('has no budget fact without a budget', () => {
    expect(renderRunSummary(report({ budget: null }), actionContext)).not.toContain('Budget:');
  });
});
