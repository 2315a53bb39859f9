// A reviewer that asked for changes and whose work was sent back, when the run then stops at its
// dispatch limit before the reviewer runs again: it did run and its last verdict was revise, so a
// finally node reads `reviewing` of it (the declarative layer's `changes-requested`, as of a
// reviewer whose revise verdict was still waiting for its send-back), not a node that never ran.
import { describe, expect, it } from 'vitest';
import { createDagGraph, createGraphExecutor } from '../../src/graph/index.ts';
import type { JsonValue } from '../../src/store/contract.ts';
import { data, never, newRun, tempStorage } from './helpers.ts';

describe('a reviewer sent back when max-dispatches stops the run', () => {
  it('reads reviewing (changes requested) in the finally node, not pending', async () => {
    const storage = await tempStorage();
    const graph = createDagGraph({
      nodes: {
        draft: { needs: [] },
        review: { needs: ['draft'], review: { sendsBackTo: 'draft', rounds: 3 } },
        other: { needs: [] },
        notify: { needs: ['draft', 'review', 'other'], finally: true, readsOutcomes: true },
      },
    });
    const runId = await newRun(storage, graph);
    const told: JsonValue[] = [];
    const result = await createGraphExecutor({
      storage,
      runId,
      graph,
      engines: [],
      session: 1,
      // draft/1, other/1, review/1: the send-back's draft/2 would pass the limit.
      maxDispatches: 3,
      nodes: {
        draft: data(() => 'draft'),
        review: data(() => ({ verdict: 'revise', findings: ['shorter'] })),
        other: data(() => 'other'),
        notify: data((input) => (told.push((input as { outcomes: JsonValue }).outcomes), 'told')),
      },
    }).run(never());
    expect(result).toMatchObject({ kind: 'fail', code: 'BUDGET_STOP' });
    expect(told).toEqual([{ draft: 'pending', review: 'reviewing', other: 'passed' }]);
  });
});
