// Review loops through graph files and real processes: an engine reviewer (mock) and command
// reviewers (outputs, or a revise exit code with findings from what they print) send work back;
// the target sees the findings in {{ review.findings }} and $SUPERVISED_REVIEW_FINDINGS; rounds
// run out both ways; a malformed answer fails the reviewer; refused forms name path, line, column.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reviewEventTypes } from '../../src/graph/index.ts';
import { createLocalRunStorage } from '../../src/store/index.ts';
import { loadRunReport, renderRunSummary, renderRunSummaryText } from '../../src/report/index.ts';
import { findingsForEnv, maxFindingsEnvBytes } from '../../src/declarative/bind/verdict.ts';
import { nodeScript, runGraph } from './flow-helpers.ts';
import { issueTexts, loadError, useTempRoots } from './helpers.ts';

useTempRoots();

async function recorded(storage: { directory: string; namespace: string }, runId: string, type: string) {
  const store = await createLocalRunStorage(storage);
  return (await store.readEvents(runId, 'graph')).events.filter((e) => e.type === type) as Array<{
    data: Record<string, any>;
  }>;
}

const engines = `engines:
  writer: { kind: mock, responses: [{ echo: true }] }
  critic:
    kind: mock
    responses:
      - output: { verdict: revise, findings: ["add a timeout", { message: "name the unit", line: 3 }] }
      - output: { verdict: revise, findings: ["the timeout is too long"] }
      - output: { verdict: pass }
`;

/** A command writer that prints the round and the findings it answers. */
const writerCommand = nodeScript(
  `console.log(process.env.SUPERVISED_REVIEW_ROUND + ' ' + process.env.SUPERVISED_REVIEW_FINDINGS)`,
);

describe('review loops in graph files', () => {
  it('an engine reviewer revises twice and passes on round 3; the writer sees each round and its findings', async () => {
    const { result, status, storage, runId } = await runGraph(`version: 1
${engines}nodes:
  brief: { run: ${nodeScript("console.log('brief')")} }
  write:
    needs: [brief]
    engine: writer
    prompt: "round {{ review.round }} answers {{ review.findings }}"
  review:
    needs: [write]
    engine: critic
    prompt: "review {{ needs.write.output }}"
    review: { sends-back-to: write, rounds: 3 }
`);
    expect(result).toMatchObject({ kind: 'complete' });
    const output = (result as { output: Record<string, unknown> }).output;
    expect(output.write).toBe('round 3 answers [{"id":"finding-1","message":"the timeout is too long"}]');
    expect(output.review).toEqual({ verdict: 'pass', findings: [] });
    const sent = await recorded(storage, runId, reviewEventTypes.sentBack);
    expect(sent.map((e) => [e.data.round, e.data.findings.map((f: { id: string }) => f.id)])).toEqual([
      [2, ['finding-1', 'finding-2']],
      [3, ['finding-1']],
    ]);
    expect(sent[0]!.data.findings[1]).toEqual({ id: 'finding-2', message: 'name the unit', details: { line: 3 } });
    // brief ran once; write and review three times each, at new positions.
    const positions = status.nodes.map((n) => n.position);
    expect(positions).toEqual(expect.arrayContaining(['dag/brief/1', 'dag/write/3', 'dag/review/3']));
    expect(positions).not.toContain('dag/brief/2');
    // The summary shows the loop's rounds, folded.
    const report = await loadRunReport(storage, runId);
    expect(report.reviewLoops?.[0]?.rounds.map((r) => [r.round, r.verdict, r.findings])).toEqual([
      [1, 'revise', 2],
      [2, 'revise', 1],
      [3, 'pass', 0],
    ]);
    const text = renderRunSummaryText(report, {});
    expect(text).toContain('review → write: passed in round 3 of 3');
    expect(renderRunSummary(report, {})).toContain('<details><summary>Review loops (1 loop, 3 rounds)</summary>');
  });

  it('a command reviewer says revise by exit code; findings come from its output and reach a command writer', async () => {
    const reviewer = nodeScript(
      `if (process.env.SUPERVISED_REVIEW_ROUND === '1') { console.log('missing timeout'); console.log('no retries'); process.exit(3) }`,
    );
    const writer = nodeScript(
      `require('fs').writeFileSync('draft.txt', 'round ' + process.env.SUPERVISED_REVIEW_ROUND + '\\n'); ` +
        `console.log(process.env.SUPERVISED_REVIEW_ROUND + ' ' + process.env.SUPERVISED_REVIEW_FINDINGS)`,
    );
    const { result, storage, runId } = await runGraph(`version: 1
nodes:
  write: { run: ${writer} }
  check:
    needs: [write]
    run: ${reviewer}
    review: { sends-back-to: write, rounds: 2, revise-exit-code: 3 }
`);
    expect(result).toMatchObject({ kind: 'complete' });
    const output = (result as { output: Record<string, any> }).output;
    expect(output.write.stdoutTail).toBe(
      '2 [{"id":"finding-1","message":"missing timeout"},{"id":"finding-2","message":"no retries"}]\n',
    );
    expect(output.check).toMatchObject({ exitCode: 0, verdict: 'pass', findings: [] });
    // Each round's change record names the findings it answered.
    const report = await loadRunReport(storage, runId);
    const writes = report.nodeChanges.filter((c) => c.nodeId === 'write');
    expect(writes.map((c) => [c.position, c.round, c.findings, c.files.map((f) => f.path)])).toEqual([
      ['dag/write/1', 1, [], ['draft.txt']],
      ['dag/write/2', 2, ['finding-1', 'finding-2'], ['draft.txt']],
    ]);
    const text = renderRunSummaryText(report, {});
    expect(text).toContain('check → write: passed in round 2 of 2');
  });

  it('rounds out: when-exhausted fail ends the run REVIEW_EXHAUSTED; what follows never runs', async () => {
    const reviewer = nodeScript(
      `require('fs').writeFileSync(process.env.SUPERVISED_OUTPUT, 'verdict=revise\\nfindings=["still wrong"]\\n')`,
    );
    const { result, status, storage, runId } = await runGraph(`version: 1
nodes:
  write: { run: ${writerCommand} }
  check: { needs: [write], run: ${reviewer}, review: { sends-back-to: write, rounds: 2 } }
  publish: { needs: [check], run: ${nodeScript('1')} }
`);
    expect(result).toMatchObject({ kind: 'fail', code: 'REVIEW_EXHAUSTED' });
    expect((result as { message: string }).message).toBe(
      'review "check" still asked for changes after 2 of 2 rounds (1 finding)',
    );
    expect(status.nodes.map((n) => n.nodeId)).not.toContain('publish');
    const exhausted = await recorded(storage, runId, reviewEventTypes.exhausted);
    expect(exhausted.map((e) => e.data)).toEqual([
      expect.objectContaining({ outcome: 'fail', round: 2, findings: [{ id: 'finding-1', message: 'still wrong' }] }),
    ]);
    const text = renderRunSummaryText(await loadRunReport(storage, runId), {});
    expect(text).toContain('check → write: rounds ran out after 2 of 2: failed');
    // The reviewer's row says why the run failed, not a bare "completed".
    expect(text).toMatch(/^ {2}check +❌ still asked for changes after its last round \(REVIEW_EXHAUSTED\) +2 /m);
    expect(text).toMatch(/^ {2}write +✅ completed +2 /m);
  });

  it('rounds out: when-exhausted pass lets the run go on', async () => {
    const reviewer = nodeScript(`console.log('nit'); process.exit(5)`);
    const { result, storage, runId } = await runGraph(`version: 1
nodes:
  write: { run: ${writerCommand} }
  check: { needs: [write], run: ${reviewer}, review: { sends-back-to: write, rounds: 2, when-exhausted: pass, revise-exit-code: 5 } }
  publish: { needs: [check], run: ${nodeScript("console.log('published')")} }
`);
    expect(result).toMatchObject({ kind: 'complete', output: { publish: { stdoutTail: 'published\n' } } });
    const report = await loadRunReport(storage, runId);
    expect(report.warnings).toContain(
      'Review "check" still asked for changes after 2 rounds (1 finding left); it was passed because its loop says when-exhausted: pass.',
    );
    expect(renderRunSummaryText(report, {})).toMatch(
      /^ {2}check +⚠️ still asked for changes after its last round; passed \(when-exhausted: pass\) +2 /m,
    );
  });

  it('rounds count toward the run budget: round 2 pauses when round 1 spent it', async () => {
    const { result, status } = await runGraph(`version: 1
budget: { usd: 0.005 }
engines:
  writer: { kind: mock, responses: [{ text: draft, usage: { input-tokens: 10, output-tokens: 10, cost-usd: 0.002 } }] }
  critic:
    kind: mock
    responses: [{ output: { verdict: revise, findings: [again] }, usage: { input-tokens: 10, output-tokens: 10, cost-usd: 0.003 } }]
nodes:
  write: { engine: writer, prompt: "write {{ review.findings }}", retry-safe: true }
  review: { needs: [write], engine: critic, prompt: review, retry-safe: true, review: { sends-back-to: write, rounds: 3 } }
`);
    expect(result).toMatchObject({ kind: 'pause', positions: ['dag/write/2'] });
    expect(status.pauses).toEqual([
      expect.objectContaining({ position: 'dag/write/2', request: expect.objectContaining({ kind: 'budget' }) }),
    ]);
  });

  it('a malformed engine answer fails the reviewer with a clear message', async () => {
    const { result } = await runGraph(`version: 1
engines:
  writer: { kind: mock, responses: [{ text: draft }] }
  critic: { kind: mock, responses: [{ text: "looks fine to me" }] }
nodes:
  write: { engine: writer, prompt: write }
  review: { needs: [write], engine: critic, prompt: review, review: { sends-back-to: write, rounds: 2 } }
`);
    expect(result).toMatchObject({ kind: 'fail', code: 'DAG_NODE_FAILED' });
    expect((result as { message: string }).message).toContain(
      `node review: the reviewer's answer has no verdict pass or revise`,
    );
    expect((result as { message: string }).message).toContain('it said: "looks fine to me"');
  });

  it('bounds the findings a command reads from its environment, counting what it left out', () => {
    const findings = Array.from({ length: 300 }, (_, i) => ({ id: `finding-${i + 1}`, message: 'x'.repeat(1000) }));
    const json = findingsForEnv(findings);
    expect(Buffer.byteLength(json)).toBeLessThanOrEqual(maxFindingsEnvBytes);
    const parsed = JSON.parse(json) as Array<{ id: string; message: string }>;
    expect(parsed[0]!.id).toBe('finding-1');
    expect(parsed.at(-1)).toEqual({
      id: 'omitted',
      message: `${301 - parsed.length} more findings left out (too long)`,
    });
    expect(findingsForEnv([{ id: 'finding-1', message: 'short' }])).toBe('[{"id":"finding-1","message":"short"}]');
  });

  it("a loop node's when reads the round and the findings, each round its own", async () => {
    const mark = (name: string) =>
      nodeScript(
        `require('fs').mkdirSync('marks',{recursive:true});require('fs').appendFileSync('marks/${name}',process.env.SUPERVISED_REVIEW_ROUND+'\\n')`,
      );
    const probe = `[${JSON.stringify(process.execPath)}, -e, "process.exit(process.argv[1] === '2' ? 0 : 1)", "{{ review.round }}"]`;
    const reviewer = nodeScript(
      `if (process.env.SUPERVISED_REVIEW_ROUND !== '3') { console.log('again'); process.exit(1) }`,
    );
    const { result, storage, runId, root } = await runGraph(`version: 1
concurrency: 1
nodes:
  draft: { run: ${mark('draft')} }
  lint: { needs: [draft], run: ${mark('lint')}, when: { value: "{{ review.round }}", one-of: ["1", "3"] } }
  probe: { needs: [draft], run: ${mark('probe')}, when: { command: ${probe} } }
  fix: { needs: [draft], run: ${mark('fix')}, when: { value: "{{ review.findings }}", not-equals: "[]" } }
  check:
    needs: [lint, probe, fix]
    run: ${reviewer}
    review: { sends-back-to: draft, rounds: 3, revise-exit-code: 1 }
`);
    expect(result).toMatchObject({ kind: 'complete' });
    const marks = async (name: string) => (await readFile(join(root, 'marks', name), 'utf8')).trim().split('\n');
    expect(await marks('draft')).toEqual(['1', '2', '3']);
    expect(await marks('lint')).toEqual(['1', '3']);
    expect(await marks('probe')).toEqual(['2']);
    expect(await marks('fix')).toEqual(['2', '3']); // round 1 answers no findings
    const ends = await recorded(storage, runId, 'graph:node-completed');
    const skipped = ends
      .filter((e) => e.data.skipped !== undefined)
      .map((e) => [e.data.position, e.data.skipped.reason])
      .sort();
    expect(skipped).toEqual([
      ['dag/fix/1', 'when is unmet: "{{ review.findings }}" not-equals "[]" (got "[]")'],
      ['dag/lint/2', 'when is unmet: "{{ review.round }}" one-of ["1", "3"] (got "2")'],
      ['dag/probe/1', expect.stringMatching(/^when is unmet: command ".* 1" exited non-zero$/)],
      ['dag/probe/3', expect.stringMatching(/^when is unmet: command ".* 3" exited non-zero$/)],
    ]);
  });

  it('refuses a target that is not an ancestor, revise-exit-code on an engine node, review.* off a loop', async () => {
    const error = await loadError(`version: 1
engines:
  e: { kind: mock }
nodes:
  a: { run: x }
  b: { run: "echo {{ review.findings }}" }
  c: { run: x, when: { value: "{{ review.round }}", equals: 2 } }
  r1:
    needs: [a]
    run: x
    review: { sends-back-to: b, rounds: 2 }
  r2: { needs: [a], engine: e, prompt: p, review: { sends-back-to: a, rounds: 2, revise-exit-code: 3 } }
`);
    expect(issueTexts(error)).toEqual([
      'nodes.b.run: "{{ review.findings }}" is known only in the nodes of a review loop (from the node a reviewer sends work back to, to the reviewer)',
      'nodes.c.when.value: "{{ review.round }}" is known only in the nodes of a review loop (from the node a reviewer sends work back to, to the reviewer)',
      'nodes.r2.review.revise-exit-code: only command reviewers say "revise" by exit code; an engine reviewer answers verdict: revise',
    ]);
    expect(error.issues[1]).toMatchObject({ line: 7, column: 31 });
    const ancestor = await loadError(`version: 1
nodes:
  a: { run: x }
  b: { run: x }
  r:
    needs: [a]
    run: x
    review: { sends-back-to: b, rounds: 2 }
`);
    expect(issueTexts(ancestor)).toEqual([
      'nodes.r.review.sends-back-to: "b" is not one of its needs, direct or indirect; a reviewer sends work back to an ancestor',
    ]);
    expect(ancestor.issues[0]).toMatchObject({ line: 8, column: 30 });
    const keys = await loadError(`version: 1
nodes:
  a: { run: x }
  r: { needs: [a], run: x, review: { sends-back: a, rounds: 2 } }
`);
    expect(issueTexts(keys).join('\n')).toContain(
      'nodes.r.review.sends-back: unknown key (accepted: sends-back-to, rounds',
    );
  });
});
