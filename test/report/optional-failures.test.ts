// What the summary says when an optional node fails, from real runs of graph files: the nodes that
// need it (directly, or through a node it blocked) are blocked and name the node that failed; a
// review loop an optional failure cut short says so and does not show its reviewer as completed;
// an optional reviewer whose rounds ran out fails alone (the run goes on) and the summary says why.
import { describe, expect, it } from 'vitest';
import { loadRunReport, renderRunSummary, renderRunSummaryText } from '../../src/report/index.ts';
import { nodeScript, runGraph } from '../declarative/flow-helpers.ts';
import { useTempRoots } from '../declarative/helpers.ts';

useTempRoots();

/** The state cell of a node's row in the Markdown nodes table. */
function stateOf(md: string, nodeId: string): string | undefined {
  return md
    .split('\n')
    .find((line) => line.startsWith(`| ${nodeId} |`))
    ?.split(' | ')[1];
}

async function summaryOf(graph: string) {
  const { result, storage, runId } = await runGraph(graph);
  const report = await loadRunReport(storage, runId);
  return { result, markdown: renderRunSummary(report, {}), text: renderRunSummaryText(report, {}) };
}

describe('optional failures in the summary', () => {
  it('blocks the nodes that need a failed optional node, naming the node that failed', async () => {
    const { result, markdown } = await summaryOf(`version: 1
nodes:
  lint: { optional: true, run: ${nodeScript('process.exit(3)')} }
  after: { needs: [lint], run: ${nodeScript("console.log('after')")} }
  downstream: { needs: [after], run: ${nodeScript("console.log('downstream')")} }
  other: { run: ${nodeScript("console.log('other')")} }
`);
    expect(result).toMatchObject({ kind: 'complete' });
    expect(stateOf(markdown, 'lint')).toBe('❌ failed (EFFECT&#95;FAILED); optional: its failure did not fail the run');
    expect(stateOf(markdown, 'after')).toBe('⛔ blocked: needs lint, which failed');
    expect(stateOf(markdown, 'downstream')).toBe('⛔ blocked: needs after, which was blocked because lint failed');
    expect(stateOf(markdown, 'other')).toBe('✅ completed');
  });

  it('a loop cut short by an optional failure: the reviewer and what needs it are blocked, the loop says why', async () => {
    const round = 'const r = process.env.SUPERVISED_REVIEW_ROUND; console.log("round", r);';
    const { result, markdown, text } = await summaryOf(`version: 1
nodes:
  fix: { optional: true, retry-safe: true, run: ${nodeScript(`${round} process.exit(r === '2' ? 5 : 0)`)} }
  check:
    needs: [fix]
    run: ${nodeScript(`${round} process.exit(1)`)}
    review: { sends-back-to: fix, rounds: 3, revise-exit-code: 1 }
  publish: { needs: [check], run: ${nodeScript("console.log('published')")} }
`);
    expect(result).toMatchObject({ kind: 'complete' });
    expect(stateOf(markdown, 'check')).toBe(
      '⛔ blocked: needs fix, which failed (in review round 2; round 1 asked for changes)',
    );
    expect(stateOf(markdown, 'publish')).toBe('⛔ blocked: needs check, which was blocked because fix failed');
    expect(text).toContain(
      'check → fix: cut short in round 2 of 3: fix failed (optional: its failure did not fail the run)',
    );
    expect(text).not.toContain('in progress');
    // The round the reviewer never answered has no verdict (not "open": the run is over).
    expect(markdown).toContain('| 2 | none | 0 |');
  });

  it('an optional reviewer whose rounds ran out fails alone: the run goes on, its dependent is blocked', async () => {
    const { result, markdown, text } = await summaryOf(`version: 1
nodes:
  a: { run: ${nodeScript('1')} }
  r:
    needs: [a]
    optional: true
    run: ${nodeScript('process.exit(1)')}
    review: { sends-back-to: a, rounds: 2, revise-exit-code: 1, when-exhausted: fail }
  p: { needs: [r], run: ${nodeScript("console.log('p ran')")} }
`);
    expect(result).toMatchObject({ kind: 'complete' });
    expect(stateOf(markdown, 'r')).toBe(
      '❌ still asked for changes after its last round (REVIEW_EXHAUSTED); optional: its failure did not fail the run',
    );
    expect(stateOf(markdown, 'p')).toBe('⛔ blocked: needs r, which failed');
    expect(text).toContain(
      'r → a: rounds ran out after 2 of 2: failed; the reviewer is optional, so this did not fail the run',
    );
  });
});
