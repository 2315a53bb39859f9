// A gate's optional field without a default, left out of the answer: a later node reading it gets
// empty text (as a dispatch form's empty field), and `when:` can test it; a field the gate does not
// declare is refused when the file loads.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resumeDeclarativeRun } from '../../src/declarative/start.ts';
import { common, nodeScript, runGraph } from './flow-helpers.ts';
import { issueTexts, loadError, useTempRoots } from './helpers.ts';

useTempRoots();

const recordArgs = (name: string, ...args: string[]) =>
  nodeScript(
    `require('fs').mkdirSync('marks',{recursive:true});require('fs').writeFileSync('marks/${name}',process.argv.slice(1).join('|'))`,
  ).replace(/\]$/, `, ${args.map((arg) => JSON.stringify(arg)).join(', ')}]`);

const graph = `version: 1
engines:
  echo: { kind: mock, responses: [{ echo: true }] }
nodes:
  approve:
    ask:
      question: "Ship?"
      fields:
        choice: { type: choice, options: [ship, hold], required: true }
        note: { type: string }
        count: { type: number }
  publish:
    needs: [approve]
    when: { value: "{{ needs.approve.output.note }}", equals: "" }
    run: ${recordArgs('publish', 'note=[{{ needs.approve.output.note }}]', 'count=[{{ needs.approve.output.count }}]')}
    env: { NOTE: "{{ needs.approve.output.note }}" }
  announce:
    needs: [approve]
    engine: echo
    prompt: "{{ needs.approve.output.choice }} ({{ needs.approve.output.note }})"
`;

describe('a gate field left out of the answer', () => {
  it('fills in empty in arguments, prompts and when:, instead of failing the node that reads it', async () => {
    const ctx = await runGraph(graph);
    expect(ctx.result).toMatchObject({ kind: 'pause' });
    const handle = await resumeDeclarativeRun({
      restart: common.restart,
      teardownGraceMs: common.teardownGraceMs,
      runId: ctx.runId,
      runRoot: ctx.root,
      storage: ctx.storage,
      position: 'dag/approve/1',
      answer: { values: { choice: 'ship' }, answeredBy: 'alice' },
    });
    const done = await handle.done;
    expect(done).toMatchObject({ kind: 'complete', output: { approve: { choice: 'ship' }, announce: 'ship ()' } });
    expect(await readFile(join(ctx.root, 'marks/publish'), 'utf8')).toBe('note=[]|count=[]');
  });

  it('is refused at load when a template names a field the gate does not declare', async () => {
    const error = await loadError(
      graph.replace('count=[{{ needs.approve.output.count }}]', '{{ needs.approve.output.nte }}'),
    );
    expect(issueTexts(error)).toEqual([
      'nodes.publish.run[4]: unknown template reference "{{ needs.approve.output.nte }}": the gate "approve" has no field "nte" (fields: choice, note, count)',
    ]);
  });
});
