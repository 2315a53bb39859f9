// Figures a reader could misread: the first error names a node that could fail the run (not an
// optional one that failed earlier), and a call that reported only part of its usage says so.
import { describe, expect, it } from 'vitest';
import { summarizeUsage } from '../../src/engine/usage.ts';
import { renderRunSummary } from '../../src/report/index.ts';
import { actionContext, node, report } from './fixtures.ts';

describe('renderRunSummary: what a reader could misread', () => {
  it("names the required node's failure first, not an optional one that failed earlier", () => {
    const md = renderRunSummary(
      report(
        {
          phase: 'failed',
          result: { kind: 'fail', code: 'DAG_NODE_FAILED', message: 'required node "test" failed' },
          nodes: [
            node({ position: 'dag/lint/1', nodeId: 'lint', state: 'failed', code: 'EFFECT_FAILED', message: 'exit 2' }),
            node({ position: 'dag/test/1', nodeId: 'test', state: 'failed', code: 'EFFECT_FAILED', message: 'exit 1' }),
          ],
        },
        {
          graphNodes: [
            { id: 'lint', needs: [], optional: true },
            { id: 'test', needs: [], optional: false },
          ],
        },
      ),
      actionContext,
    );
    expect(md).toContain('**First error:** test (dag/test/1): EFFECT&#95;FAILED: exit 1');
    expect(md).not.toContain('**First error:** lint');
  });

  it('a call that reported only its input tokens: its receipt shows them, and the reason says part was reported', () => {
    const inputOnly = { measured: false, inputTokens: 5, cost: { kind: 'unknown' }, billing: 'unknown' } as const;
    const call = { position: 'dag/a/1', engine: 'mock/m', outcome: 'completed', receipt: inputOnly } as const;
    const markdown = renderRunSummary(
      report(
        {
          usage: [{ nodeId: 'a', usage: summarizeUsage([{ kind: 'receipt', receipt: inputOnly }]) }],
          nodes: [node({ position: 'dag/a/1', nodeId: 'a' })],
        },
        { engineCalls: [call] },
      ),
      actionContext,
    );
    expect(markdown).toContain('| a | — | 1 | ≥ 5 / ≥ 0 |');
    expect(markdown).toContain('| dag/a/1 | mock/m | 5 / unknown | unknown | unknown |');
    expect(markdown).toContain(
      '**Not measured:** 1 of 1 call has no complete usage figures (1 completed with only part of its usage reported), so token figures marked ≥ are lower bounds.',
    );
  });

  it('groups the thousands of a large cost, as it does token counts', () => {
    const big = {
      measured: true,
      inputTokens: 123_456_789,
      outputTokens: 98_765,
      cost: { kind: 'reported', usd: 1234.5678 },
      billing: 'api',
    } as const;
    const call = { position: 'dag/a/1', engine: 'mock/m', outcome: 'completed', receipt: big } as const;
    const markdown = renderRunSummary(
      report(
        {
          usage: [{ nodeId: 'a', usage: summarizeUsage([{ kind: 'receipt', receipt: big }]) }],
          nodes: [node({ position: 'dag/a/1', nodeId: 'a' })],
        },
        { engineCalls: [call] },
      ),
      actionContext,
    );
    expect(markdown).toContain('| dag/a/1 | mock/m | 123,456,789 / 98,765 | 1,234.57 USD reported | API |');
    expect(markdown).toContain('**Cost:** 1,234.57 USD billed (API)');
  });
});
