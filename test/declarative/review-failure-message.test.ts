// A node a review loop sent back that then fails for good: the run's failure counts its attempts in
// the round it failed in (its retries there), not its dispatches of earlier rounds, and names the round.
import { describe, expect, it } from 'vitest';
import { nodeScript, runGraph } from './flow-helpers.ts';
import { useTempRoots } from './helpers.ts';

useTempRoots();

describe('the failure of a node in a later review round', () => {
  it('says how many attempts it made in that round, and which round', async () => {
    const { result, status } = await runGraph(`version: 1
nodes:
  draft:
    run: ${nodeScript(`process.exit(process.env.SUPERVISED_REVIEW_ROUND === '1' ? 0 : 1)`)}
    retries: 1
  check:
    needs: [draft]
    run: ${nodeScript(`require('fs').writeFileSync(process.env.SUPERVISED_OUTPUT, 'verdict=revise\\nfindings=fix it\\n')`)}
    review: { sends-back-to: draft, rounds: 3 }
`);
    // draft ran at dag/draft/1 (round 1), then dag/draft/2 and its retry dag/draft/3 in round 2.
    expect(status.nodes.filter((n) => n.nodeId === 'draft').map((n) => n.position)).toEqual([
      'dag/draft/1',
      'dag/draft/2',
      'dag/draft/3',
    ]);
    expect(result).toMatchObject({ kind: 'fail', code: 'DAG_NODE_FAILED' });
    const message = 'required node "draft" failed after 2 attempts in review round 2: EFFECT_FAILED: node draft:';
    expect(result.kind === 'fail' && result.message).toContain(message);
    // Status (and the summary and CLI, which print it) repeat the run's failure as recorded.
    expect(status.result).toMatchObject({ kind: 'fail', message: expect.stringContaining(message) });
  });
});
