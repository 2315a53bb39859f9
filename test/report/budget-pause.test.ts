// A budget pause in the summary: which limit (the run budget or a node's cap), spent of limit, and
// a command that resumes it with a raise of each reached limit (a bare resume would pause again);
// an unknown-usage pause keeps the plain resume command, which accepts those calls.
import { describe, expect, it } from 'vitest';
import { renderRunSummary } from '../../src/report/index.ts';
import { actionContext, node, report } from './fixtures.ts';
import { preCommands } from './markdown.ts';

function budgetPaused(request: Record<string, unknown>, reason: string) {
  const position = 'dag/polish/1';
  return report({
    runId: 'b-1',
    phase: 'paused',
    result: { kind: 'pause', code: null, reason: null, positions: [position] },
    pauses: [{ position, nodeId: 'polish', eventId: 'ev-1', reason, request: { kind: 'budget', ...request } }],
    positions: [position],
    nodes: [node({ position, nodeId: 'polish', state: 'paused', durationMs: null })],
  });
}

describe('budget pauses in the summary', () => {
  it('a reached run budget: spent of limit and a dispatch raising it', () => {
    const markdown = renderRunSummary(
      budgetPaused({ spent: { usd: 0.04, tokens: 9150 }, limit: { usd: 0.04 } }, 'run budget reached'),
      actionContext,
    );
    expect(markdown).toContain('#### Raise the run budget to resume dag/polish/1');
    // What to do next names what it waits on: a budget, not "the policy".
    expect(markdown).toContain('1 paused position waits on a budget.');
    expect(markdown).not.toContain('for the policy');
    expect(markdown).toContain('**Spent:** 0.04 of 0.04 USD');
    expect(preCommands(markdown)).toContain(
      'gh workflow run supervised-run.yml --repo obversa/example --ref main -f run-id=b-1 -f position=dag/polish/1 -f raise-budget-usd=0.08',
    );
  });

  it('a limit passed by more than its own value: the raise doubles it until it is above what was spent', () => {
    const markdown = renderRunSummary(
      budgetPaused({ spent: { usd: 0.5, tokens: 150 }, limit: { usd: 0.2, tokens: 100 } }, 'run budget reached'),
      actionContext,
    );
    // Twice 0.2 (0.4) is still below the $0.50 spent: that raise would only pause again.
    expect(preCommands(markdown)).toContain(
      'gh workflow run supervised-run.yml --repo obversa/example --ref main -f run-id=b-1 -f position=dag/polish/1 -f raise-budget-usd=0.8 -f raise-budget-tokens=200',
    );
    expect(markdown).toContain('doubled until it is above what was spent');
  });

  it("a pause whose limit another pause's resume raised since: figures and command as they are now", () => {
    const run = budgetPaused({ spent: { usd: 1.8, tokens: 400 }, limit: { usd: 1 } }, 'run budget reached');
    run.status.budget = { limit: { usd: 4 }, spent: { usd: 2.7, tokens: 600 }, unknownCalls: 0 };
    const markdown = renderRunSummary(run, actionContext);
    expect(markdown).toContain('**Spent:** 2.70 of 4.00 USD');
    // $2.70 of $4: a bare resume goes on; the recorded $1.8 of $1 would have asked for 2, below the limit now.
    expect(preCommands(markdown)).toContain(
      'gh workflow run supervised-run.yml --repo obversa/example --ref main -f run-id=b-1 -f position=dag/polish/1',
    );
    expect(markdown).not.toContain('raise-budget-usd=2');
  });

  it("says when the node's own cap is reached too: the run budget's resume pauses again at it", () => {
    const run = budgetPaused({ spent: { usd: 1.2, tokens: 400 }, limit: { usd: 1 } }, 'run budget reached');
    run.status.nodeCaps = [
      {
        nodeId: 'polish',
        limit: { usd: 0.5 },
        declared: { usd: 0.5 },
        spent: { usd: 0.6, tokens: 200 },
        unknownCalls: 0,
        raisedBy: null,
      },
    ];
    expect(renderRunSummary(run, actionContext)).toContain(
      "Node polish's own cap is reached too (0.60 of 0.50 USD): after this resume the run pauses again at that cap; resume that pause with a raise of the cap.",
    );
    run.status.nodeCaps[0]!.spent.usd = 0.4;
    expect(renderRunSummary(run, actionContext)).not.toContain('own cap is reached too');
  });

  it('says dollars the way the headline does, and tokens with separators', () => {
    const markdown = renderRunSummary(
      budgetPaused({ spent: { usd: 0.3, tokens: 12500 }, limit: { usd: 0.25, tokens: 10000 } }, 'run budget reached'),
      actionContext,
    );
    expect(markdown).toContain('**Spent:** 0.30 of 0.25 USD, 12,500 of 10,000 tokens');
  });

  it('a reached node cap names the node; the CLI form uses the raise flags', () => {
    const markdown = renderRunSummary(
      budgetPaused(
        { scope: 'node', nodeId: 'polish', spent: { usd: 0, tokens: 500 }, limit: { tokens: 500 } },
        'node "polish" reached its cap',
      ),
      {},
    );
    expect(markdown).toContain('#### Raise the cap of node polish to resume dag/polish/1');
    expect(preCommands(markdown)).toContain(
      'npx supervised-run resume --run-id b-1 --position dag/polish/1 --raise-budget-tokens 1000',
    );
  });

  it('an unknown-usage pause is resumed as it is', () => {
    const markdown = renderRunSummary(
      budgetPaused({ spent: { usd: 0, tokens: 0 }, limit: { usd: 5 } }, 'run budget cannot be checked'),
      actionContext,
    );
    expect(markdown).toContain('#### Resume dag/polish/1 to accept the calls of unknown usage');
    expect(markdown).toContain('1 paused position waits on a budget.');
    // As recorded, with the calls it could not count: their cost is unknown, not $0.00.
    const recorded = renderRunSummary(
      budgetPaused(
        { spent: { usd: 0, tokens: 0 }, limit: { usd: 5 }, unknownCalls: [{ callId: 'c1', position: 'dag/draft/1' }] },
        'run budget cannot be checked',
      ),
      actionContext,
    );
    expect(recorded).toContain('**Spent:** unknown of 5.00 USD ·');
    expect(preCommands(markdown)).toContain(
      'gh workflow run supervised-run.yml --repo obversa/example --ref main -f run-id=b-1 -f position=dag/polish/1',
    );
  });
});
