// Money reads one way everywhere in the report, as the usage table has it: the figure, then USD
// (`0.0123 USD`, `1.20 of 5.00 USD`), never `$` (GitHub renders `$…$` as math): the headline's cost
// and budget, the usage section's budget and node caps, a budget pause, and the CLI's status.
import { describe, expect, it } from 'vitest';
import { statusLines } from '../../src/cli/output/status-text.ts';
import {
  parseSummaryContext,
  planPauses,
  renderRunSummary,
  renderRunSummaryText,
  type RunReport,
} from '../../src/report/index.ts';
import { actionContext, node, report, reportedUsage } from './fixtures.ts';
import { outsideCode } from './markdown.ts';

function budgetedRun(): RunReport {
  const position = 'dag/polish/1';
  return report({
    phase: 'paused',
    result: { kind: 'pause', code: null, reason: null, positions: [position] },
    pauses: [
      {
        position,
        nodeId: 'polish',
        eventId: 'e1',
        reason: 'run budget reached',
        request: { kind: 'budget', spent: { usd: 0.05, tokens: 1540 }, limit: { usd: 0.04 } },
      },
    ],
    positions: [position],
    nodes: [node({ position, nodeId: 'polish', state: 'paused', durationMs: null })],
    usage: [{ nodeId: 'polish', usage: reportedUsage() }],
    budget: { limit: { usd: 0.04, tokens: 20_000 }, spent: { usd: 0.05, tokens: 1540 }, unknownCalls: 0 },
    nodeCaps: [
      {
        nodeId: 'polish',
        limit: { usd: 0.03 },
        declared: { usd: 0.03 },
        spent: { usd: 0.05, tokens: 1540 },
        unknownCalls: 0,
        raisedBy: null,
      },
    ],
  });
}

describe('money in the report', () => {
  it('is written "<figure> USD" in the headline, usage, caps and the budget pause, with no "$"', () => {
    const markdown = renderRunSummary(budgetedRun(), actionContext);
    expect(outsideCode(markdown)).not.toContain('$');
    const text = renderRunSummaryText(budgetedRun(), actionContext);
    expect(text).not.toContain('$');
    expect(text).toContain(
      'Cost: 0.0123 USD billed (API) (1 engine call) · Budget: 0.05 of 0.04 USD, 1,540 of 20,000 tokens',
    );
    expect(text).toContain('Budget: 0.05 USD spent of 0.04; 1,540 tokens spent of 20,000');
    expect(text).toContain('Cap of polish: 0.05 USD spent of 0.03');
    expect(text).toContain('Spent: 0.05 of 0.04 USD, 1,540 of 20,000 tokens · Reason: run budget reached');
    expect(text).toContain("Node polish's own cap is reached too (0.05 of 0.03 USD)");
  });

  it('reads the same in status', () => {
    const run = budgetedRun();
    const lines = statusLines(
      { report: run, plan: planPauses(run, parseSummaryContext({})) },
      { directory: '/tmp/store', namespace: 'default', isDefault: true, flags: [] },
    );
    expect(lines.join('\n')).not.toContain('$');
    expect(lines).toContain('  budget      0.05 of 0.04 USD, 1,540 of 20,000 tokens');
    expect(lines).toContain('  cap         polish: 0.05 of 0.03 USD');
  });
});
