// A reviewer whose revise verdict waits for its send-back when another lane's required node fails:
// the loop never runs its next round. A finally node must not read that reviewer as `not-run` (it
// ran) nor as passed: it reads `changes-requested`, and a `when:` on it says so in the skip reason.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nodeScript, runGraph } from './flow-helpers.ts';
import { useTempRoots } from './helpers.ts';

useTempRoots();

const writeArgs = nodeScript(
  `require('fs').mkdirSync('marks',{recursive:true});require('fs').writeFileSync('marks/args',process.argv.slice(1).join('|'))`,
).replace(/\]$/, ', "{{ needs.review.outcome }}", "{{ needs.bad.outcome }}"]');

// The reviewer answers revise and leaves a mark; `bad` fails once it sees the mark, so the verdict
// is in whichever order the two records land, and the send-back never happens.
const graph = `version: 1
concurrency: 3
nodes:
  draft: { run: [echo, draft], retry-safe: true }
  review:
    needs: [draft]
    retry-safe: true
    run: ${nodeScript(`const fs=require('fs');fs.mkdirSync('marks',{recursive:true});fs.appendFileSync(process.env.SUPERVISED_OUTPUT,'verdict=revise\\nfindings=["one"]\\n');fs.writeFileSync('marks/reviewed','')`)}
    review: { sends-back-to: draft, rounds: 3 }
  bad:
    run: ${nodeScript(`const fs=require('fs');const t=setInterval(()=>{if(fs.existsSync('marks/reviewed')){clearInterval(t);process.exit(4)}},20)`)}
  notify:
    finally: true
    needs: [review, bad]
    run: ${writeArgs}
  only-if-passed:
    finally: true
    needs: [review]
    when: { passed: review }
    run: [echo]
`;

describe('a review loop cut short by a failure in another lane', () => {
  it('tells finally nodes the reviewer asked for changes: neither "not-run" nor passed', async () => {
    const { result, root, status } = await runGraph(graph);
    expect(result).toMatchObject({ kind: 'fail', code: 'DAG_NODE_FAILED' });
    expect(await readFile(join(root, 'marks/args'), 'utf8')).toBe('changes-requested|failed');
    expect(status.nodes.find((n) => n.nodeId === 'only-if-passed')).toMatchObject({
      state: 'skipped',
      message: expect.stringContaining('passed: review (it asked for changes that were never made'),
    });
  });
});
