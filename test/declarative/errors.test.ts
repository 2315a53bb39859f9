// Every way a graph file is refused: typed DeclarativeError, the path inside the file, exact messages.
import { symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DeclarativeError } from '../../src/declarative/errors.ts';
import { loadGraphFile } from '../../src/declarative/load.ts';
import { issueTexts, load, loadError, tempRoot, useTempRoots, writeIn } from './helpers.ts';

useTempRoots();

const engines = `
engines:
  reviewer: { kind: mock }
`;

describe('graph file errors', () => {
  it('names an unknown node in needs with its path, line and column', async () => {
    const error = await loadError(`version: 1
nodes:
  test: { run: [npm, test] }
  review:
    needs: [tset]
    run: echo
`);
    expect(error).toBeInstanceOf(DeclarativeError);
    expect(error.code).toBe('INVALID_GRAPH');
    expect(issueTexts(error)).toEqual(['nodes.review.needs[0]: unknown node "tset"']);
    expect(error.issues[0]).toMatchObject({ line: 5, column: 13 });
    expect(error.message).toContain('  nodes.review.needs[0]: unknown node "tset" (line 5, column 13)');
  });

  it('names needs such as __proto__ and constructor as unknown nodes (no prototype lookups)', async () => {
    const error = await loadError(`version: 1
nodes:
  build:
    needs: [__proto__, constructor]
    run: echo
`);
    expect(issueTexts(error)).toEqual([
      'nodes.build.needs[0]: unknown node "__proto__"',
      'nodes.build.needs[1]: unknown node "constructor"',
    ]);
  });

  it('refuses a fallback named after an Object.prototype member', async () => {
    const error = await loadError(`version: 1
engines:
  reviewer: { kind: mock, fallback: constructor }
nodes:
  review: { engine: reviewer, prompt: hi }
`);
    expect(issueTexts(error)).toEqual(['engines.reviewer.fallback: unknown engine "constructor" (declared: reviewer)']);
  });

  it('refuses a cycle, a self-need and a need listed twice', async () => {
    const error = await loadError(`version: 1
nodes:
  a: { run: a, needs: [b] }
  b: { run: b, needs: [c] }
  c: { run: c, needs: [a] }
  d: { run: d, needs: [d] }
  e: { run: e, needs: [a, a] }
`);
    expect(issueTexts(error)).toEqual([
      'nodes.a.needs[0]: cycle in needs: a -> b -> c -> a',
      'nodes.d.needs[0]: a node cannot need itself',
      'nodes.e.needs[1]: "a" is listed twice',
    ]);
  });

  it('refuses a node with both run and engine, and one with neither', async () => {
    const error = await loadError(`version: 1${engines}
nodes:
  both: { run: x, engine: reviewer, prompt: hi }
  neither: { retry-safe: true }
`);
    expect(issueTexts(error)).toEqual([
      'nodes.both: has both run and engine: a node is either a command (run) or an engine call (engine)',
      'nodes.neither: needs run (a command), engine (an engine call) or ask (a question for a person)',
    ]);
  });

  it('refuses an engine node without a prompt or with both prompt forms, and command-only keys on it', async () => {
    const root = await tempRoot();
    await writeIn(root, 'p.md', 'hello');
    const error = await loadError(
      `version: 1${engines}
nodes:
  none: { engine: reviewer }
  two: { engine: reviewer, prompt: hi, prompt-file: p.md }
  timed: { engine: reviewer, prompt: hi, timeout: 5s, cwd: sub, env: { A: b } }
  cmd: { run: x, prompt: hi }
`,
      { root },
    );
    expect(issueTexts(error)).toEqual([
      'nodes.none: an engine node needs prompt (text) or prompt-file (a file under the run root)',
      'nodes.two: has both prompt and prompt-file: give one',
      'nodes.timed.timeout: only command nodes take timeout (set timeout on the engine instead)',
      'nodes.timed.cwd: only command nodes take cwd',
      'nodes.timed.env: only command nodes take env',
      'nodes.cmd.prompt: only engine nodes take a prompt',
    ]);
  });

  it('names an unknown engine and lists the declared ones', async () => {
    const error = await loadError(`version: 1${engines}
nodes:
  review: { engine: reveiwer, prompt: hi }
`);
    expect(issueTexts(error)).toEqual(['nodes.review.engine: unknown engine "reveiwer" (declared: reviewer)']);
    const none = await loadError(`version: 1\nnodes:\n  review: { engine: x, prompt: hi }\n`);
    expect(issueTexts(none)).toEqual(['nodes.review.engine: unknown engine "x" (no engines are declared)']);
  });

  it('refuses a fallback that names no engine or the engine itself', async () => {
    const error = await loadError(`version: 1
engines:
  a: { kind: mock, fallback: nope }
  b: { kind: mock, fallback: b }
nodes:
  n: { engine: a, prompt: hi }
`);
    expect(issueTexts(error)).toEqual([
      'engines.a.fallback: unknown engine "nope" (declared: a, b)',
      'engines.b.fallback: an engine cannot be its own fallback',
    ]);
  });

  it('refuses fields a kind does not take, missing required fields, and two engines on one target', async () => {
    const error = await loadError(`version: 1
engines:
  a: { kind: claude-cli, responses: [{ text: x }], base-url: "http://x" }
  b: { kind: command }
  c: { kind: anthropic }
  d: { kind: claude-cli }
  e: { kind: codex-cli, model: gpt-5 }
  f: { kind: openai, model: gpt-5 }
nodes:
  n: { run: x }
`);
    expect(issueTexts(error)).toEqual([
      'engines.a.responses: not accepted for kind claude-cli (only for mock)',
      'engines.a.base-url: not accepted for kind claude-cli (only for anthropic, openai)',
      'engines.b.command: required for kind command (the executable, or the whole argv)',
      'engines.c.model: required for kind anthropic',
      'engines.d: same provider and model as engines.a (anthropic, the default model): give one of them a different model',
      'engines.f: same provider and model as engines.e (openai, model "gpt-5"): give one of them a different model',
    ]);
  });

  it('refuses bad timeouts with what is accepted', async () => {
    const error = await loadError(`version: 1
nodes:
  a: { run: x, timeout: 10 minutes }
  b: { run: x, timeout: 0 }
  c: { run: x, timeout: 1.5 }
  d: { run: x, timeout: 30d }
`);
    const accepted =
      'must be a duration such as 500ms, 30s, 10m, 2h or 5h50m (units ms, s, m, h; combine them largest first), at most 2147483647 ms';
    expect(issueTexts(error)).toEqual([
      `nodes.a.timeout: ${accepted}; got "10 minutes"`,
      `nodes.b.timeout: ${accepted}; got 0`,
      `nodes.c.timeout: ${accepted}; got 1.5`,
      `nodes.d.timeout: ${accepted}; got "30d"`,
    ]);
  });

  it('refuses a cwd outside the run root, as written and through a symlink', async () => {
    const root = await tempRoot();
    const outside = await tempRoot('declarative-outside-');
    await symlink(outside, join(root, 'link'));
    const error = await loadError(
      `version: 1
nodes:
  up: { run: x, cwd: ../elsewhere }
  abs: { run: x, cwd: /tmp }
  linked: { run: x, cwd: link/sub }
`,
      { root },
    );
    expect(issueTexts(error)).toEqual([
      'nodes.up.cwd: "../elsewhere" leaves the run root',
      'nodes.abs.cwd: must be relative to the run root, got the absolute path "/tmp"',
      expect.stringMatching(
        /^nodes\.linked\.cwd: "link\/sub" resolves outside the run root \(through .*declarative-outside-/,
      ),
    ]);
  });

  it('refuses a prompt-file outside the run root via .. and via a symlink, and a missing one', async () => {
    const root = await tempRoot();
    const outside = await tempRoot('declarative-outside-');
    await writeIn(outside, 'secret.md', 'not yours');
    await symlink(join(outside, 'secret.md'), join(root, 'prompt.md'));
    const error = await loadError(
      `version: 1${engines}
nodes:
  dots: { engine: reviewer, prompt-file: ../secret.md }
  linked: { engine: reviewer, prompt-file: prompt.md }
  missing: { engine: reviewer, prompt-file: nope.md }
`,
      { root },
    );
    expect(issueTexts(error)).toEqual([
      'nodes.dots.prompt-file: "../secret.md" leaves the run root',
      expect.stringMatching(
        /^nodes\.linked\.prompt-file: "prompt\.md" resolves outside the run root \(to .*secret\.md\)$/,
      ),
      'nodes.missing.prompt-file: "nope.md" does not exist under the run root',
    ]);
  });

  it('refuses unknown template references in prompts and prompt files', async () => {
    const root = await tempRoot();
    await writeIn(root, 'p.md', 'Fix {{ input.ticket }} using {{ needs.test.output }}');
    const error = await loadError(
      `version: 1${engines}
inputs: { ticket: {} }
nodes:
  test: { run: x }
  a: { engine: reviewer, prompt: "{{ inputs.tikcet }} {{ needs.b.output }} \${{ secrets.TOKEN }}" }
  b: { engine: reviewer, needs: [test], prompt-file: p.md }
`,
      { root, inputs: { ticket: 'X' } },
    );
    expect(issueTexts(error)).toEqual([
      // Refused as a GitHub expression, which says more than "unknown template reference".
      expect.stringMatching(/^nodes\.a\.prompt: "\$\{\{ secrets\.TOKEN }}" looks like a GitHub expression/),
      'nodes.a.prompt: unknown template reference "{{ inputs.tikcet }}": input "tikcet" is not declared in inputs',
      'nodes.a.prompt: unknown template reference "{{ needs.b.output }}": "b" is not in this node\'s needs',
      'nodes.b.prompt-file: unknown template reference "{{ input.ticket }}" (accepted: {{ inputs.<name> }}, {{ needs.<id>.output }}, {{ needs.<id>.output.<field> }}, {{ needs.<id>.outputs.<name> }}, {{ needs.<id>.outcome }}, {{ run.outcome }} (finally nodes), {{ review.findings }} and {{ review.round }} (review loops))',
    ]);
  });

  it('reports YAML syntax errors with line and column', async () => {
    const error = await loadError('version: 1\nnodes:\n  a: { run: [x }\n');
    expect(error.code).toBe('INVALID_GRAPH');
    expect(error.issues[0]).toMatchObject({ path: '', line: 3 });
    expect(error.issues[0]!.message).toMatch(/^YAML syntax error at line 3, column \d+: /);
    expect(error.message).toMatch(/graph\.yml is not valid YAML or JSON:\n {2}YAML syntax error at line 3/);
    const duplicate = await loadError('version: 1\nnodes:\n  a: { run: x }\n  a: { run: y }\n');
    expect(duplicate.issues[0]!.message).toMatch(/^YAML syntax error at line 4, column 3: Map keys must be unique/);
  });

  it('explains the unquoted ": " inside a command string', async () => {
    const error = await loadError(`version: 1\nnodes:\n  a:\n    run: node -e "console.log('x: y')"\n`);
    expect(issueTexts(error)).toEqual([
      'YAML syntax error at line 4, column 10: Nested mappings are not allowed in compact mappings ' +
        '(a value containing ": " must be quoted, or written as a list such as [node, -e, "..."])',
    ]);
  });

  it('reports JSON syntax errors with line and column', async () => {
    const error = await loadError('{\n  "version": 1,\n  "nodes": { "a": { "run": "x" }\n', { file: 'graph.json' });
    expect(error.issues[0]!.message).toMatch(/^YAML syntax error at line \d+, column \d+: /);
  });

  it('refuses unknown keys everywhere and lists the accepted ones', async () => {
    const error = await loadError(`version: 1
name: x
engines:
  e: { kind: mock, modle: m, responses: [{ txt: hi }] }
inputs:
  i: { defualt: 1 }
nodes:
  a: { run: x, retry_safe: true }
`);
    expect(issueTexts(error)).toEqual([
      'name: unknown key (accepted: version, concurrency, log-limit, budget, inputs, engines, nodes)',
      'engines.e.modle: unknown key (accepted: kind, model, fallback, args, command, executable, api-key-env, base-url, billing, timeout, max-tokens, env, responses)',
      'engines.e.responses[0].txt: unknown key (accepted: text, output, echo, usage, delay, error, message, retry-after)',
      'inputs.i.defualt: unknown key (accepted: default, description)',
      'nodes.a.retry_safe: unknown key (accepted: run, engine, ask, prompt, prompt-file, needs, retry-safe, optional, retries, timeout, cwd, env, when, finally, phase, max-cost-usd, max-tokens-total, review)',
    ]);
  });

  it('refuses bad names, versions, types and an empty node map', async () => {
    const error = await loadError(`version: 2
concurrency: 0
engines:
  bad.name: { kind: gpt }
nodes:
  "a b": { run: x }
  ok: { run: 5, needs: test, retries: -1, optional: yes }
`);
    expect(issueTexts(error)).toEqual([
      'version: must be 1 (the only format version)',
      'concurrency: must be a whole number from 1 to 1000',
      'engines["bad.name"]: invalid name "bad.name": engine names must be 1-64 letters, digits, "_" or "-"',
      'nodes["a b"]: invalid name "a b": node IDs must be 1-64 letters, digits, "_" or "-"',
      'nodes.ok.run: must be a command string or a list of arguments',
      'nodes.ok.needs: must be a list of node IDs',
      'nodes.ok.retries: must be a whole number from 0 to 100, or a map with limit, backoff, max-backoff, on',
      'nodes.ok.optional: must be true or false',
    ]);
    const empty = await loadError('version: 1\nnodes: {}\n');
    expect(issueTexts(empty)).toEqual(['nodes: must declare at least one node']);
    const notMap = await loadError('- just\n- a list\n');
    expect(issueTexts(notMap)).toEqual(['the document must be a map with version and nodes']);
  });

  it('refuses command strings with shell operators or quotes left open, and empty argv', async () => {
    const error = await loadError(`version: 1
nodes:
  a: { run: "npm test && npm run build" }
  b: { run: "echo 'open" }
  c: { run: [] }
  d: { run: ["", x] }
`);
    expect(issueTexts(error)).toEqual([
      'nodes.a.run: shell operator "&&" at character 10 is not supported: the string is split without a shell (quote it to pass it literally, or use an argv list such as [sh, -c, "..."])',
      'nodes.b.run: unterminated single quote at character 6',
      'nodes.c.run: the argument list is empty',
      'nodes.d.run[0]: the executable must not be empty',
    ]);
  });

  it('refuses secrets-looking expressions and reserved variables in env and argv', async () => {
    const error = await loadError(`version: 1
inputs:
  token: { default: { nested: "\${{ secrets.T }}" } }
engines:
  cli: { kind: command, command: [tool], args: ["\${{ secrets.A }}"], env: { KEY: "\${{ secrets.KEY }}" } }
nodes:
  a:
    run: [deploy, "--token=\${{ secrets.TOKEN }}"]
    env: { TOKEN: "\${{ secrets.TOKEN }}", OBVERSA_RUN_OWNER: x }
`);
    const advice = (expr: string) =>
      `"\${{ ${expr} }}" looks like a GitHub expression; graph files are not expanded and their values are stored in the run record: ` +
      'pass secrets to the worker with the environment-variables option (the action input of that name), never in the graph file';
    expect(issueTexts(error)).toEqual([
      `inputs.token.default.nested: ${advice('secrets.T')}`,
      `engines.cli.args[0]: ${advice('secrets.A')}`,
      `engines.cli.env.KEY: ${advice('secrets.KEY')}`,
      `nodes.a.run[1]: ${advice('secrets.TOKEN')}`,
      `nodes.a.env.TOKEN: ${advice('secrets.TOKEN')}`,
      'nodes.a.env.OBVERSA_RUN_OWNER: OBVERSA_* variables are reserved for the runner',
    ]);
  });

  it('refuses ${{ ... }} in every string of the file, pointing a reference of its own to {{ ... }}', async () => {
    const root = await tempRoot();
    await writeIn(root, 'prompts/p.md', 'Summarise ${{ needs.a.output }}\n');
    const error = await loadError(
      `version: 1
inputs:
  x: { description: "\${{ github.ref }}" }
engines:
  m:
    kind: mock
    responses:
      - { text: "\${{ secrets.T }}" }
      - { output: { "\${{ secrets.K }}": 1, v: "\${{ secrets.V }}" } }
      - { error: auth, message: "\${{ secrets.M }}" }
  c: { kind: command, command: "tool \${{ secrets.C }}" }
nodes:
  a: { run: [x, "\${{ inputs.x }}"], phase: "\${{ env.P }}" }
  b: { needs: [a], engine: m, prompt: "got \${{ needs.a.output }}" }
  f: { needs: [a], engine: m, prompt-file: prompts/p.md }
  g:
    needs: [a]
    when: [{ value: "\${{ inputs.x }}", equals: "1" }, { command: [x, "\${{ secrets.W }}"] }]
    ask:
      question: "ok \${{ needs.a.output }}?"
      fields:
        c: { type: string, default: "\${{ secrets.D }}", description: "\${{ secrets.E }}" }
        o: { type: choice, options: [yes, "\${{ secrets.O }}"] }
`,
      { root },
    );
    const own = (expr: string) =>
      `"\${{ ${expr} }}" is GitHub expression syntax, which graph files do not expand: the graph file's own template is "{{ ${expr} }}", ` +
      'without the "$" (filled in prompts, a gate\'s question, run arguments, env values and when: conditions)';
    expect(issueTexts(error)).toEqual([
      expect.stringMatching(/^inputs\.x\.description: "\$\{\{ github\.ref }}" looks like a GitHub expression/),
      expect.stringMatching(/^engines\.m\.responses\[0\]\.text: "\$\{\{ secrets\.T }}" looks like/),
      expect.stringMatching(
        /^engines\.m\.responses\[1\]\.output\["\$\{\{ secrets\.K }}"\]: "\$\{\{ secrets\.K }}" looks like/,
      ),
      expect.stringMatching(/^engines\.m\.responses\[1\]\.output\.v: "\$\{\{ secrets\.V }}" looks like/),
      expect.stringMatching(/^engines\.m\.responses\[2\]\.message: "\$\{\{ secrets\.M }}" looks like/),
      expect.stringMatching(/^engines\.c\.command: "\$\{\{ secrets\.C }}" looks like/),
      `nodes.a.run[1]: ${own('inputs.x')}`,
      expect.stringMatching(/^nodes\.a\.phase: "\$\{\{ env\.P }}" looks like/),
      `nodes.b.prompt: ${own('needs.a.output')}`,
      `nodes.f.prompt-file: the file "prompts/p.md": ${own('needs.a.output')}`,
      `nodes.g.when[0].value: ${own('inputs.x')}`,
      expect.stringMatching(/^nodes\.g\.when\[1\]\.command\[1\]: "\$\{\{ secrets\.W }}" looks like/),
      `nodes.g.ask.question: ${own('needs.a.output')}`,
      expect.stringMatching(/^nodes\.g\.ask\.fields\.c\.default: "\$\{\{ secrets\.D }}" looks like/),
      expect.stringMatching(/^nodes\.g\.ask\.fields\.c\.description: "\$\{\{ secrets\.E }}" looks like/),
      expect.stringMatching(/^nodes\.g\.ask\.fields\.o\.options\[1\]: "\$\{\{ secrets\.O }}" looks like/),
    ]);
    expect(error.issues.map((i) => i.line)).toEqual([3, 8, 9, 9, 10, 11, 13, 13, 14, 15, 18, 18, 20, 22, 22, 23]);
  });

  it('refuses mock answers that mix an error with text', async () => {
    const error = await loadError(`version: 1
engines:
  m: { kind: mock, responses: [{ error: auth, text: hi }, { text: ok, retry-after: 1s }, { error: nope }] }
nodes:
  a: { engine: m, prompt: x }
`);
    expect(issueTexts(error)).toEqual([
      'engines.m.responses[2].error: must be one of auth, billing, missing-cli, model-unavailable, invalid-config, rate-limit, timeout, transport, incomplete, protocol, other',
    ]);
    const mixed = await loadError(`version: 1
engines:
  m: { kind: mock, responses: [{ error: auth, text: hi }, { text: ok, retry-after: 1s }] }
nodes:
  a: { engine: m, prompt: x }
`);
    expect(issueTexts(mixed)).toEqual([
      'engines.m.responses[0].text: an answer with error cannot also have text, output or echo',
      'engines.m.responses[1].retry-after: only an answer with error takes this',
    ]);
  });

  it('checks caller inputs against the declared inputs (INVALID_INPUTS)', async () => {
    const text = `version: 1
inputs:
  ticket: {}
  branch: { default: main }
nodes:
  a: { run: x }
`;
    const error = await loadError(text, { inputs: { tiket: 'A-1' } });
    expect(error.code).toBe('INVALID_INPUTS');
    expect(issueTexts(error)).toEqual([
      'inputs.tiket: not declared in the graph file (declared: ticket, branch)',
      'inputs.ticket: required: the graph file gives no default',
    ]);
    const none = await loadError('version: 1\nnodes:\n  a: { run: x }\n', { inputs: { x: 1 } });
    expect(issueTexts(none)).toEqual(['inputs.x: not declared in the graph file (the graph file declares no inputs)']);
    const inherited = await loadError('version: 1\nnodes:\n  a: { run: x }\n', { inputs: { constructor: 1 } });
    expect(issueTexts(inherited)).toEqual([
      'inputs.constructor: not declared in the graph file (the graph file declares no inputs)',
    ]);
  });

  it('counts a required input given as null or "" as left out (INVALID_INPUTS); a default applies instead', async () => {
    const text = `version: 1
inputs:
  ticket: {}
  note: {}
  branch: { default: main }
  label: { default: none }
nodes:
  a: { run: [echo, "{{ inputs.ticket }}"] }
`;
    const error = await loadError(text, { inputs: { ticket: null, note: '', branch: null } });
    expect(error.code).toBe('INVALID_INPUTS');
    expect(issueTexts(error)).toEqual([
      'inputs.ticket: required: the graph file gives no default; null counts as left out',
      'inputs.note: required: the graph file gives no default; "" counts as left out',
    ]);
    const loaded = await load(text, { inputs: { ticket: ' ', note: 0, branch: null, label: '' } });
    // Only null and "" count as left out (as in a gate's answer): whitespace, 0 and false are values.
    expect(loaded.resolvedInputs).toEqual({ ticket: ' ', note: 0, branch: 'main', label: 'none' });
  });

  it('refuses a file it cannot read (GRAPH_FILE)', async () => {
    const root = await tempRoot();
    await expect(loadGraphFile(join(root, 'missing.yml'), { runRoot: root })).rejects.toMatchObject({
      name: 'DeclarativeError',
      code: 'GRAPH_FILE',
      message: `graph file ${join(root, 'missing.yml')} cannot be read (ENOENT)`,
    });
  });
});
