// Plan phases in the job summary: nodes grouped by the phase they declare (display only), a phase
// column only when some node declares one, phase names escaped like every user-controlled string.
import { describe, expect, it } from 'vitest';
import { renderRunSummary } from '../../src/report/index.ts';
import { groupByPhase } from '../../src/report/sections/nodes.ts';
import { actionContext, hostile, node, report } from './fixtures.ts';

const nodeRows = (markdown: string) => markdown.split('\n').filter((line) => /^\| (.* \| )?dag\//.test(line));

describe('plan phases in the summary', () => {
  it('groups the nodes table by phase: phases in first-dispatch order, nodes without a phase last', () => {
    const md = renderRunSummary(
      report({
        nodes: [
          node({ position: 'dag/lint/1', nodeId: 'lint', planPhase: 'check' }),
          node({ position: 'dag/compile/1', nodeId: 'compile', planPhase: 'build' }),
          node({ position: 'dag/notes/1', nodeId: 'notes' }),
          node({ position: 'dag/test/1', nodeId: 'test', planPhase: 'check' }),
          node({ position: 'dag/bundle/1', nodeId: 'bundle', planPhase: 'build' }),
        ],
      }),
      actionContext,
    );
    expect(md).toContain('| phase | position | node | state |');
    expect(nodeRows(md).map((row) => row.split(' | ').slice(0, 2).join(' '))).toEqual([
      '| check dag/lint/1',
      '| check dag/test/1',
      '| build dag/compile/1',
      '| build dag/bundle/1',
      '| — dag/notes/1',
    ]);
  });

  it('leaves the table as it was when no node declares a phase', () => {
    const md = renderRunSummary(
      report({ nodes: [node({ position: 'dag/a/1', nodeId: 'a' }), node({ position: 'dag/b/1', nodeId: 'b' })] }),
      actionContext,
    );
    expect(md).toContain('| position | node | state |');
    expect(md).not.toContain('| phase |');
    expect(nodeRows(md).map((row) => row.split(' | ')[0])).toEqual(['| dag/a/1', '| dag/b/1']);
  });

  it('escapes a hostile phase name', () => {
    const md = renderRunSummary(
      report({ nodes: [node({ position: 'dag/a/1', nodeId: 'a', planPhase: hostile })] }),
      actionContext,
    );
    expect(md).not.toContain(hostile);
    expect(md).not.toMatch(/<img/i);
  });

  it('groupByPhase keeps dispatch order inside a group and every node once', () => {
    const nodes = ['x', 'y', 'z', 'w'].map((id, index) =>
      node({ position: `dag/${id}/1`, nodeId: id, planPhase: index % 2 === 0 ? 'even' : null }),
    );
    expect(groupByPhase(nodes).map((n) => n.nodeId)).toEqual(['x', 'z', 'y', 'w']);
  });
});
