// Outputs between nodes: a command publishes name=value and name<<DELIM lines to $SUPERVISED_OUTPUT;
// they join its recorded result and fill templates in later arguments, env values and prompts.
import { describe, expect, it } from 'vitest';
import { parseOutputs } from '../../src/declarative/bind/outputs.ts';
import { common, nodeScript, runGraph } from './flow-helpers.ts';
import { issueTexts, loadError, useTempRoots } from './helpers.ts';

useTempRoots();

const publish = (lines: string) =>
  nodeScript(`require('fs').appendFileSync(process.env.SUPERVISED_OUTPUT, ${JSON.stringify(lines)})`);
const printArgs = nodeScript(`console.log(JSON.stringify({ args: process.argv.slice(1), env: process.env.GREETING }))`);

describe('outputs between nodes', () => {
  it('flows published outputs into one argument each, env values and prompts, and records them', async () => {
    const { result } = await runGraph(`version: 1
concurrency: 2
inputs: { who: { default: "a b" } }
engines:
  echo: { kind: mock }
nodes:
  make:
    run: ${publish('version=1.2.3\nnotes<<EOF\nline one\nline two; rm -rf /\nEOF\n')}
    retry-safe: true
  use:
    needs: [make]
    run: ${printArgs.slice(0, -1)}, "v={{ needs.make.outputs.version }}", "{{ needs.make.outputs.notes }}", "{{ inputs.who }}"]
    env: { GREETING: "hello {{ needs.make.outputs.version }}" }
  shell-words:
    needs: [make]
    run: printf %s {{ needs.make.outputs.notes }}
  tell:
    needs: [make]
    engine: echo
    prompt: "Release {{ needs.make.outputs.version }}:\\n{{ needs.make.outputs.notes }}"
`);
    expect(result.kind).toBe('complete');
    const output = (result as { output: Record<string, { stdoutTail?: string; outputs?: unknown }> }).output;
    expect(output.make!.outputs).toEqual({ version: '1.2.3', notes: 'line one\nline two; rm -rf /' });
    expect(JSON.parse(output.use!.stdoutTail!)).toEqual({
      args: ['v=1.2.3', 'line one\nline two; rm -rf /', 'a b'],
      env: 'hello 1.2.3',
    });
    // A template in a command string is one word: its value never adds arguments or operators.
    expect(output['shell-words']!.stdoutTail).toBe('line one\nline two; rm -rf /');
    expect(output.tell).toBe('Release 1.2.3:\nline one\nline two; rm -rf /');
  });

  it('fails the node that names an output its need did not publish, with a clear message', async () => {
    const { result, status } = await runGraph(`version: 1
concurrency: 2
engines:
  echo: { kind: mock }
nodes:
  make: { run: ${publish('version=1\n')}, retry-safe: true }
  use: { needs: [make], run: "echo {{ needs.make.outputs.tag }}", optional: true }
  ask: { needs: [make], engine: echo, prompt: "tag {{ needs.make.outputs.tag }}" }
`);
    expect(result).toMatchObject({ kind: 'fail', code: 'DAG_NODE_FAILED' });
    const message =
      '{{ needs.make.outputs.tag }}: node "make" did not publish an output named "tag" (published: version;';
    expect(result.kind === 'fail' && result.message).toContain(message);
    const use = status.nodes.find((o) => o.position === 'dag/use/1');
    expect(use).toMatchObject({ state: 'failed', code: 'EFFECT_FAILED' });
    expect(use!.message).toContain('node use: ' + message);
    // The prompt is never sent with an empty string in its place.
    expect(status.nodes.find((o) => o.position === 'dag/ask/1')).toMatchObject({ state: 'failed' });
  });

  it('says a need was skipped or failed, not that it did not publish, when it has no result', async () => {
    const { result, status } = await runGraph(`version: 1
concurrency: 2
inputs: { channel: { default: dev } }
nodes:
  release: { when: { value: "{{ inputs.channel }}", equals: stable }, run: ${publish('tag=v1\n')} }
  announce: { needs: [release], run: "echo {{ needs.release.outputs.tag }}", optional: true }
  broken: { run: ${nodeScript('process.exit(3)')}, optional: true }
  report: { needs: [broken], when: { failed: broken }, run: "echo {{ needs.broken.output.summary }}" }
`);
    expect(result).toMatchObject({ kind: 'fail', code: 'DAG_NODE_FAILED' });
    expect(status.nodes.find((o) => o.position === 'dag/release/1')).toMatchObject({ state: 'skipped' });
    expect(status.nodes.find((o) => o.position === 'dag/announce/1')!.message).toContain(
      'node announce: {{ needs.release.outputs.tag }}: node "release" has no result: it was skipped (its when was unmet) or failed as an optional node, so there is nothing to fill in',
    );
    expect(status.nodes.find((o) => o.position === 'dag/report/1')!.message).toContain(
      'node report: {{ needs.broken.output.summary }}: node "broken" has no result: it was skipped',
    );
  });

  it('refuses an output holding a known secret, and an oversized outputs file', async () => {
    const { result, status } = await runGraph(
      `version: 1
concurrency: 2
nodes:
  leak: { run: ${nodeScript(`require('fs').writeFileSync(process.env.SUPERVISED_OUTPUT, 'token=' + ['xx-s3cret', 'value-xx'].join('-'))`)}, optional: true }
  big: { run: ${nodeScript(`require('fs').writeFileSync(process.env.SUPERVISED_OUTPUT, 'a=' + 'x'.repeat(70000))`)}, optional: true }
`,
      { knownSecrets: ['xx-s3cret-value-xx'] },
    );
    expect(result.kind).toBe('complete');
    const texts = JSON.stringify(status.nodes);
    expect(texts).toContain('node leak: output \\"token\\" holds a known secret value and was refused');
    expect(texts).not.toContain('xx-s3cret-value-xx');
    expect(texts).toContain(
      'node big: its outputs file ($SUPERVISED_OUTPUT) holds 70002 bytes; outputs are limited to 65536 bytes',
    );
  });

  it('checks template references in arguments and env values when the file loads, with positions', async () => {
    const error = await loadError(`version: 1
nodes:
  a: { run: "echo {{ needs.b.outputs.x }}" }
  b: { run: [gh, --template, "{{.title}}", "{{ inputs.nope }}"] }
  c: { run: echo, env: { X: "{{ need.a.output }}", Y: "{{ needz }}", SUPERVISED_OUTPUT: x } }
`);
    expect(issueTexts(error)).toEqual([
      'nodes.a.run: unknown template reference "{{ needs.b.outputs.x }}": "b" is not in this node\'s needs',
      'nodes.b.run[3]: unknown template reference "{{ inputs.nope }}": input "nope" is not declared in inputs',
      expect.stringMatching(/^nodes\.c\.env\.SUPERVISED_OUTPUT: SUPERVISED_\* variables are set by the runner/),
    ]);
    expect(error.issues[0]).toMatchObject({ line: 3 });
    expect(common.teardownGraceMs).toBe(500);
  });
});

describe('parseOutputs', () => {
  it('reads name=value and heredoc blocks, and refuses malformed lines', () => {
    expect(parseOutputs('a=1\r\n\nb=x=y\nc<<END\n\nz\nEND\na=2\n')).toEqual({
      ok: true,
      outputs: { a: '2', b: 'x=y', c: '\nz' },
    });
    expect(parseOutputs('novalue\n')).toEqual({
      ok: false,
      problem: 'outputs file line 1: expected name=value or name<<DELIMITER',
    });
    expect(parseOutputs('x<<END\nno end\n')).toMatchObject({
      ok: false,
      problem: expect.stringContaining('no closing line "END"'),
    });
    expect(parseOutputs('bad name=1\n')).toMatchObject({
      ok: false,
      problem: expect.stringContaining('output names are'),
    });
  });
});

describe('a need rendered into a prompt', () => {
  it('reads the same fresh and read back from the store (keys sorted), so a resumed run sends the same prompt', async () => {
    const { renderTemplate } = await import('../../src/declarative/template.ts');
    // A command node's result as its writer builds it, and as the store returns it after a resume.
    const fresh = { exitCode: 0, durationMs: 39, stdoutTail: 'ok\n', outputs: { b: '2', a: '1' } };
    const stored = JSON.parse(
      JSON.stringify({ durationMs: 39, exitCode: 0, outputs: { a: '1', b: '2' }, stdoutTail: 'ok\n' }),
    );
    const prompt = 'Lint said: {{ needs.lint.output }}; findings {{ review.findings }}';
    const render = (lint: unknown, findings: unknown) =>
      renderTemplate(prompt, {
        inputs: {},
        needs: { lint } as never,
        review: { round: 2, findings: findings as never },
      });
    expect(render(fresh, [{ line: 3, id: 'x' }])).toBe(render(stored, [{ id: 'x', line: 3 }]));
    expect(render(fresh, [])).toBe(
      'Lint said: {"durationMs":39,"exitCode":0,"outputs":{"a":"1","b":"2"},"stdoutTail":"ok\\n"}; findings []',
    );
  });
});
