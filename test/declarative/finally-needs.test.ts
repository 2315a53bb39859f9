// A finally node runs whatever its needs did: its `when:` may branch on any need's failure (a
// required one included), a need without a result fills its templates with empty text (never
// "null"), and {{ needs.<id>.outcome }} says how each need ended.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nodeScript, runGraph } from './flow-helpers.ts';
import { issueTexts, load, loadError, useTempRoots } from './helpers.ts';

useTempRoots();

/** A command that writes its arguments, one per line, to marks/args (read back after the run). */
const recordArgs = (...args: string[]) =>
  nodeScript(
    `require('fs').mkdirSync('marks',{recursive:true});require('fs').writeFileSync('marks/args',process.argv.slice(1).join('\\n'))`,
  ).replace(/\]$/, `, ${args.map((arg) => JSON.stringify(arg)).join(', ')}]`);

describe('finally nodes and their needs', () => {
  it('may branch on a required need failing: notify only when deploy failed', async () => {
    const graph = (exitCode: number) => `version: 1
nodes:
  deploy: { run: ${nodeScript(`process.exit(${exitCode})`)} }
  notify:
    finally: true
    needs: [deploy]
    when: { failed: deploy }
    run: ${recordArgs('deploy {{ needs.deploy.outcome }}')}
`;
    const failed = await runGraph(graph(3));
    expect(failed.result).toMatchObject({ kind: 'fail', code: 'DAG_NODE_FAILED' });
    expect(failed.status.nodes.find((n) => n.nodeId === 'notify')).toMatchObject({ state: 'completed' });
    expect(await readFile(join(failed.root, 'marks/args'), 'utf8')).toBe('deploy failed');
    const passed = await runGraph(graph(0));
    expect(passed.result.kind).toBe('complete');
    expect(passed.status.nodes.find((n) => n.nodeId === 'notify')).toMatchObject({
      state: 'skipped',
      message: expect.stringContaining('when is unmet: failed: deploy (it passed)'),
    });
  });

  it('loads failed on a required need only in a finally node; elsewhere it is refused naming the node and field', async () => {
    await expect(
      load(`version: 1
nodes:
  deploy: { run: [echo] }
  notify: { finally: true, needs: [deploy], when: { not: { failed: deploy } }, run: [echo] }
`),
    ).resolves.toBeDefined();
    const error = await loadError(`version: 1
nodes:
  deploy: { run: [echo] }
  after: { needs: [deploy], when: { failed: deploy }, run: [echo] }
`);
    expect(error).toMatchObject({ code: 'INVALID_GRAPH' });
    expect(issueTexts(error)).toEqual([
      'nodes.after.when.failed: a branch on failed needs "deploy" to be optional (optional: true): a required node\'s failure fails the run before this node could run (a finally node, finally: true, may branch on any need)',
    ]);
  });

  it("tells only a node reading {{ needs.<id>.outcome }} its needs' outcomes, so older files compile as they did", async () => {
    // A run stored before outcomes existed replays its finally node's dispatch with the recorded input:
    // a file that does not read them must keep compiling to that same definition.
    const compiled = await load(`version: 1
nodes:
  a: { run: [echo] }
  plain: { finally: true, needs: [a], run: [echo, '{{ needs.a.output }}'] }
  told: { finally: true, needs: [a], run: [echo, '{{ needs.a.outcome }}'] }
  asks: { needs: [a], run: [echo, '{{ needs.a.outcome }}'] }
`);
    expect(compiled.graphDefinition.value).toEqual({
      nodes: {
        a: { needs: [] },
        plain: { needs: ['a'], finally: true },
        told: { needs: ['a'], finally: true, readsOutcomes: true },
        asks: { needs: ['a'], readsOutcomes: true },
      },
    });
  });

  it('fill a need without a result with empty text and say how each need ended', async () => {
    const { result, status, root } = await runGraph(`version: 1
concurrency: 2
nodes:
  a: { run: ${nodeScript(`require('fs').writeFileSync(process.env.SUPERVISED_OUTPUT, 'x=1\\n'); process.exit(3)`)} }
  b: { needs: [a], run: [echo, b] }
  c: { optional: true, when: { value: "1", equals: "2" }, run: [echo, c] }
  notify:
    finally: true
    needs: [a, b, c]
    run: ${recordArgs(
      'a=[{{ needs.a.output }}][{{ needs.a.outputs.x }}][{{ needs.a.output.exitCode }}] {{ needs.a.outcome }}',
      'b=[{{ needs.b.output }}] {{ needs.b.outcome }}',
      'c=[{{ needs.c.outputs.y }}] {{ needs.c.outcome }}',
      'run {{ run.outcome }}',
    )}
`);
    expect(result).toMatchObject({ kind: 'fail', code: 'DAG_NODE_FAILED' });
    const notify = status.nodes.find((n) => n.nodeId === 'notify');
    expect(notify).toMatchObject({ state: 'completed' });
    // a failed (its outputs, published or not, are empty), b was blocked by it, c was skipped.
    expect(await readFile(join(root, 'marks/args'), 'utf8')).toBe(
      ['a=[][][] failed', 'b=[] blocked', 'c=[] skipped', 'run failed'].join('\n'),
    );
  });
});
