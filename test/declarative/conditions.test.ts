// `when:` conditions through graph files and real processes: need outcomes, value comparisons, probe
// commands, all / any / not. An unmet condition records the node as skipped (status, summary), and a
// skip counts as green for the nodes that need it.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRunReport, renderRunSummary } from '../../src/report/index.ts';
import { nodeScript, runGraph } from './flow-helpers.ts';
import { issueTexts, loadError, useTempRoots } from './helpers.ts';

useTempRoots();

const ok = nodeScript('process.exit(0)');
const exit = (code: number) => nodeScript(`process.exit(${code})`);
const publishKind = nodeScript(`require('fs').writeFileSync(process.env.SUPERVISED_OUTPUT, 'kind=release\\n')`);

describe('when conditions', () => {
  it('runs or skips every kind of condition, records skips with the reason, and treats a skip as green', async () => {
    const { result, status, storage, runId } = await runGraph(
      `version: 1
concurrency: 3
inputs: { mode: { default: fast } }
nodes:
  lint: { run: ${exit(1)}, optional: true }
  build: { run: ${publishKind}, retry-safe: true }
  on-lint-failed: { needs: [lint], run: ${ok}, when: { failed: lint } }
  on-lint-passed: { needs: [lint], run: ${ok}, when: { passed: lint } }
  fast: { run: ${ok}, when: { value: "{{ inputs.mode }}", equals: fast } }
  slow: { run: ${ok}, when: { value: "{{ inputs.mode }}", not-equals: fast } }
  release: { needs: [build], run: ${ok}, when: { value: "{{ needs.build.outputs.kind }}", one-of: [release, rc] } }
  probe-yes: { run: ${ok}, when: { command: ${ok} } }
  probe-no: { run: ${ok}, when: { command: ${exit(3)}, timeout: 10s } }
  combo:
    needs: [lint, build]
    run: ${ok}
    when:
      all:
        - any: [{ failed: lint }, { passed: build }]
        - not: { value: "{{ inputs.mode }}", equals: slow }
  after-skip: { needs: [slow, probe-no], run: ${ok} }
  blocked: { needs: [lint], run: ${ok} }
`,
    );
    expect(result.kind).toBe('complete');
    const output = (result as { output: Record<string, unknown> }).output;
    expect(Object.keys(output).sort()).toEqual(
      ['after-skip', 'build', 'combo', 'fast', 'on-lint-failed', 'probe-yes', 'release'].sort(),
    );
    const states = Object.fromEntries(status.nodes.map((n) => [n.nodeId, n.state]));
    expect(states).toMatchObject({
      lint: 'failed',
      'on-lint-passed': 'skipped',
      slow: 'skipped',
      'probe-no': 'skipped',
      'after-skip': 'completed',
      combo: 'completed',
    });
    expect(states.blocked).toBeUndefined(); // never dispatched: a need failed and it has no condition
    const reason = (id: string) => status.nodes.find((n) => n.nodeId === id)!.message;
    expect(reason('on-lint-passed')).toBe('when is unmet: passed: lint (it failed)');
    expect(reason('slow')).toBe('when is unmet: "{{ inputs.mode }}" not-equals "fast" (got "fast")');
    expect(reason('probe-no')).toMatch(/^when is unmet: command ".*node.* -e process\.exit\(3\)" exited non-zero$/);
    // The skip is recorded without an attempt: no node code ran for it.
    expect(status.nodes.find((n) => n.nodeId === 'slow')).toMatchObject({ attempts: 0 });
    const summary = renderRunSummary(await loadRunReport(storage, runId), {});
    expect(summary).toContain(
      '| slow | ⏭️ skipped: when is unmet: &#34;{{ inputs.mode }}&#34; not-equals &#34;fast&#34;',
    );
  });

  it('skips by an input given at start (a list of conditions must all hold)', async () => {
    const { result, status } = await runGraph(
      `version: 1
inputs: { mode: {} }
nodes:
  deploy: { run: ${ok}, when: [{ value: "{{ inputs.mode }}", one-of: [prod, staging] }] }
`,
      { inputs: { mode: 'dev' } },
    );
    expect(result).toEqual({ kind: 'complete', output: {} });
    expect(status.nodes[0]).toMatchObject({ state: 'skipped', message: expect.stringContaining('(got "dev")') });
  });

  it('runs a probe before the attempt starts: a crash during it re-runs it instead of pausing the node', async () => {
    // The probe kills its worker the first time; the node is not retry-safe, yet nothing is uncertain.
    const probe = nodeScript(
      `const fs = require('fs'); fs.mkdirSync('marks', { recursive: true }); fs.appendFileSync('marks/probe', 'x');` +
        `if (fs.readFileSync('marks/probe', 'utf8').length === 1) { process.kill(process.ppid, 'SIGKILL'); setInterval(() => {}, 1000) }`,
    );
    const { result, root } = await runGraph(`version: 1
nodes:
  publish: { run: ${nodeScript(`require('fs').appendFileSync('marks/publish', 'x')`)}, when: { command: ${probe} } }
`);
    expect(result).toMatchObject({ kind: 'complete', output: { publish: { exitCode: 0 } } });
    expect(await readFile(join(root, 'marks/probe'), 'utf8')).toBe('xx');
    expect(await readFile(join(root, 'marks/publish'), 'utf8')).toBe('x');
  });

  it('checks conditions when the file loads, with path, line and column', async () => {
    const error = await loadError(`version: 1
nodes:
  a: { run: x }
  b: { run: x, optional: true }
  c:
    needs: [a, b]
    run: x
    when:
      any:
        - { passed: z }
        - { failed: a }
        - { failed: b, equals: 1 }
        - { value: "{{ inputs.nope }}", equals: 1 }
        - { value: x }
        - { command: "x # c", timeout: 5 }
        - { sometimes: true }
        - 3
`);
    expect(issueTexts(error)).toEqual([
      'nodes.c.when.any[0].passed: "z" is not in this node\'s needs (needs: a, b)',
      'nodes.c.when.any[1].failed: a branch on failed needs "a" to be optional (optional: true): a required node\'s failure fails the run before this node could run (a finally node, finally: true, may branch on any need)',
      'nodes.c.when.any[2].equals: unknown key beside failed (accepted: failed)',
      'nodes.c.when.any[3].value: unknown template reference "{{ inputs.nope }}": input "nope" is not declared in inputs',
      'nodes.c.when.any[4]: value needs exactly one of equals, not-equals or one-of',
      expect.stringMatching(/^nodes\.c\.when\.any\[5\]\.command: "#" at character 3 starts a shell comment/),
      expect.stringMatching(/^nodes\.c\.when\.any\[5\]\.timeout: must be a duration with a unit/),
      expect.stringMatching(
        /^nodes\.c\.when\.any\[6\]: must be a map with one of passed, failed, value, command, all, any, not .*found none$/,
      ),
      expect.stringMatching(/^nodes\.c\.when\.any\[7\]: must be a map with one of/),
    ]);
    expect(error.issues.map((i) => [i.line, i.column])).toEqual([
      [10, 21],
      [11, 21],
      [12, 32],
      [13, 20],
      [14, 11],
      [15, 22],
      [15, 40],
      [16, 11],
      [17, 11],
    ]);
  });

  it("fills templates in a probe's arguments and its node's env before it runs; other tools' templates stay literal", async () => {
    // The probe records what it got and exits 0 only when its first argument is "yes".
    const probe = (extra: string[]) =>
      `[${JSON.stringify(process.execPath)}, -e, ${JSON.stringify(
        `const fs = require('fs'); fs.mkdirSync('marks', { recursive: true });` +
          `fs.appendFileSync('marks/probe', JSON.stringify([process.argv.slice(1), process.env.KIND]) + '\\n');` +
          `process.exit(process.argv[1] === 'yes' ? 0 : 1)`,
      )}, ${extra.map((e) => JSON.stringify(e)).join(', ')}]`;
    const { result, status, root } = await runGraph(`version: 1
concurrency: 1
inputs: { want: { default: "yes" }, other: { default: "no" } }
nodes:
  build: { run: ${publishKind}, retry-safe: true }
  go:
    needs: [build]
    run: ${ok}
    env: { KIND: "kind={{ needs.build.outputs.kind }}" }
    when: { command: ${probe(['{{ inputs.want }}', '{{ needs.build.outputs.kind }}', '{{.title}}'])} }
  stay:
    needs: [go]
    run: ${ok}
    when: { command: ${probe(['{{ inputs.other }}'])} }
`);
    expect(result).toMatchObject({ kind: 'complete', output: { go: { exitCode: 0 } } });
    expect(
      (await readFile(join(root, 'marks/probe'), 'utf8'))
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l)),
    ).toEqual([
      [['yes', 'release', '{{.title}}'], 'kind=release'],
      [['no'], null], // stay has no env: KIND is unset
    ]);
    expect(status.nodes.find((n) => n.nodeId === 'stay')).toMatchObject({
      state: 'skipped',
      // The reason shows the command as it ran, its end kept when it is long.
      message: expect.stringMatching(/^when is unmet: command ".*….* no" exited non-zero$/),
    });
  });

  it("fails the node when a probe's template names an output its need did not publish", async () => {
    const { result, status } = await runGraph(`version: 1
nodes:
  build: { run: ${ok} }
  go: { needs: [build], run: ${ok}, when: { command: [node, "{{ needs.build.outputs.kind }}"] } }
`);
    expect(result).toMatchObject({ kind: 'fail' });
    const go = status.nodes.find((n) => n.nodeId === 'go')!;
    // The person's words (the node's condition), not the executor's ("the action policy threw").
    expect(go.code).toBe('EFFECT_FAILED');
    expect(go.message).toMatch(
      /^node go's condition \(when:\) failed: \{\{ needs\.build\.outputs\.kind \}\}: node "build" did not publish an output named "kind"/,
    );
  });

  it("checks a probe's templates when the file loads, like a command node's arguments", async () => {
    const error = await loadError(`version: 1
inputs: { mode: {} }
nodes:
  a: { run: x }
  b:
    needs: [a]
    run: x
    when:
      all:
        - { command: [x, "{{ inputs.mode }}", "{{ needs.a.output }}", "{{ inputs.nope }}", "{{.title}}"] }
        - { command: "x {{ needs.z.output }}" }
        - { command: [x, "{{ review.round }}", "{{ run.outcome }}"] }
`);
    expect(issueTexts(error)).toEqual([
      'nodes.b.when.all[0].command[3]: unknown template reference "{{ inputs.nope }}": input "nope" is not declared in inputs',
      'nodes.b.when.all[1].command: unknown template reference "{{ needs.z.output }}": "z" is not in this node\'s needs',
      'nodes.b.when.all[2].command[1]: "{{ review.round }}" is known only in the nodes of a review loop (from the node a reviewer sends work back to, to the reviewer)',
      'nodes.b.when.all[2].command[2]: "{{ run.outcome }}" is known only in finally nodes (finally: true)',
    ]);
    expect(error.issues.map((i) => [i.line, i.column])).toEqual([
      [10, 71],
      [11, 22],
      [12, 26],
      [12, 48],
    ]);
  });
});
