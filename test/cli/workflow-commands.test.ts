// The CLI in a GitHub Actions step (GITHUB_ACTIONS=true), where the runner reads every line of both
// streams for workflow commands: node output, a question filled from it, and --json documents are
// shown as text and act as no command, in either form (`::name::` at a line's start, `##[name]`
// anywhere); the JSON stays whole for a step that captures it. Outside a step nothing is wrapped.
// Azure Pipelines and TeamCity agents act on their own prefixes, which have no stop-commands: there
// the prefix is rewritten.
import { openSync, closeSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ciLogGuard, commandProof, jsonLine, prefixProof, vsoPrefix } from '../../src/cli/io.ts';
import { readsAsCommand } from '../../src/report/index.ts';
import { processWorkflowCommands } from '../support/workflow-commands.ts';
import { cli, json, nodeBin, repository, tempDir, useCleanup } from './helpers.ts';

useCleanup();

const hostile = ['::error::pwned', 'x ##[set-output name=pwned]1', '##[add-mask]pwned', '  ::warning::pwned'];
const say = `for (const line of ${JSON.stringify(hostile)}) console.log(line); require('fs').appendFileSync(process.env.SUPERVISED_OUTPUT, 'title=v2 ##[error]pwned title\\n')`;
const graph = `version: 1
nodes:
  say: { run: [${nodeBin}, -e, ${JSON.stringify(say)}] }
  approve:
    needs: [say]
    ask:
      question: "Ship {{ needs.say.outputs.title }}?"
      fields: { ok: { type: boolean, required: true } }
`;
const fast = ['--heartbeat', '0', '--initial-backoff', '20ms', '--teardown-grace', '500ms'];
const inStep = { GITHUB_ACTIONS: 'true' };

function noCommands(log: string): void {
  const processed = processWorkflowCommands(log);
  expect(processed).toMatchObject({ annotations: [], masks: [], outputs: {}, states: {} });
}

/** The lines of `log` the runner would try as commands: those outside every stop-commands block. */
function commandLinesOutsideBlocks(log: string): string[] {
  const outside: string[] = [];
  let token: string | null = null;
  for (const line of log.split(/\r\n|\r|\n/)) {
    if (token !== null) {
      if (line === `::${token}::`) token = null;
      continue;
    }
    const start = /^::stop-commands::([0-9a-f]{32})$/.exec(line);
    if (start !== null) token = start[1]!;
    else if (readsAsCommand(line)) outside.push(line);
  }
  expect(token, 'a stop-commands block is left open').toBeNull();
  return outside;
}

describe('the CLI in a GitHub Actions step', () => {
  it('prints node output and a question made from it as text that issues no workflow command', async () => {
    const repo = await repository({ 'graph.yml': graph });
    const started = await cli(['start', '--graph', 'graph.yml', '--run-id', 'wc-1', ...fast], {
      cwd: repo,
      env: inStep,
    });
    expect(started.code, started.stderr).toBe(3);
    noCommands(started.stdout);
    noCommands(started.stderr);
    const shown = processWorkflowCommands(started.stdout).text;
    for (const line of hostile) expect(shown).toContain(`[say] ${line}`);
    expect(shown).toContain('  dag/approve/1 asks: Ship v2 ##[error]pwned title?');

    // --json: one whole document with the question as it is, and no `##[` in its text.
    const status = await cli(['status', '--run-id', 'wc-1', '--json'], { cwd: repo, env: inStep });
    expect(status.code, status.stderr).toBe(0);
    expect(status.stdout).not.toContain('##[');
    const waiting = json<{ waiting: { waiting: Array<{ gate: { request: { question: string } } }> } }>(status).waiting;
    expect(waiting.waiting[0]!.gate.request.question).toBe('Ship v2 ##[error]pwned title?');
    noCommands(status.stdout);

    // Outside a step, the same text is printed as it is.
    const plain = await cli(['status', '--run-id', 'wc-1'], { cwd: repo });
    expect(plain.stdout).toContain('Ship v2 ##[error]pwned title?');
    expect(plain.stdout).not.toContain('::stop-commands::');
  });

  it('prints node output in history --payloads and --follow inside stop-commands blocks', async () => {
    const evil = `console.log('##[error]hash'); console.log('::error::x'); console.log('x ##[add-mask]pwned')`;
    const repo = await repository({
      'evil.yml': `version: 1\nnodes: { evil: { run: [${nodeBin}, -e, ${JSON.stringify(evil)}] } }\n`,
    });
    const started = await cli(['start', '--graph', 'evil.yml', '--run-id', 'wc-history', '--quiet', ...fast], {
      cwd: repo,
    });
    expect(started.code, started.stderr).toBe(0);
    for (const args of [
      ['--payloads'],
      ['--follow', '--payloads'],
      ['--follow'],
      ['--payloads', '--payload-bytes', '40'],
      ['--follow', '--payloads', '--limit', '2'],
    ]) {
      const history = await cli(['history', '--run-id', 'wc-history', ...args], { cwd: repo, env: inStep });
      expect(history.code, history.stderr).toBe(0);
      expect(commandLinesOutsideBlocks(history.stdout), args.join(' ')).toEqual([]);
      expect(commandLinesOutsideBlocks(history.stderr), args.join(' ')).toEqual([]);
      noCommands(history.stdout);
      noCommands(history.stderr);
      if (args.includes('--payloads') && !args.includes('--payload-bytes')) {
        // The node's output is shown (as text), and a settled run ends the follow.
        expect(history.stdout).toContain('::stop-commands::');
        expect(processWorkflowCommands(history.stdout).text.join('\n')).toContain('##[error]hash');
      }
    }
  });

  it('leaves a stream redirected to a file as it is: no runner reads it', async () => {
    const file = openSync(path.join(await tempDir('cli-wc-'), 'summary.md'), 'w');
    try {
      const written: string[] = [];
      const toFile = { fd: file, write: (text: string) => written.push(text) };
      expect(commandProof(toFile)).toBe(toFile);
      const toPipe = commandProof({ write: (text: string) => written.push(text) });
      toPipe.write('fine\n');
      toPipe.write('a ##[error]b\n');
      expect(written[0]).toBe('fine\n');
      expect(written[1]).toMatch(/^::stop-commands::([0-9a-f]{32})\na ##\[error\]b\n::\1::\n$/);
    } finally {
      closeSync(file);
    }
  });
});

// Azure Pipelines: the agent acts on `##vso[` anywhere in a line of stdout or stderr (set a variable,
// prepend to PATH); TF_BUILD=True on its agents.
const vsoHostile = [
  '##vso[task.setvariable variable=PWNED]1',
  'x ##vso[task.prependpath]/tmp/evil',
  '##VSO[task.complete result=Failed]',
];
const vsoSay = `for (const line of ${JSON.stringify(vsoHostile)}) console.log(line); require('fs').appendFileSync(process.env.SUPERVISED_OUTPUT, 'title=v2 ##vso[build.addbuildtag]pwned\\n')`;
const vsoGraph = graph.replace(JSON.stringify(say), JSON.stringify(vsoSay));
const inPipeline = { TF_BUILD: 'True' };

describe('the CLI in an Azure Pipelines step', () => {
  it('writes the logging-command prefix of node output and questions as ##_vso[; --json keeps the values', async () => {
    const repo = await repository({ 'graph.yml': vsoGraph });
    const started = await cli(['start', '--graph', 'graph.yml', '--run-id', 'vso-1', ...fast], {
      cwd: repo,
      env: inPipeline,
    });
    expect(started.code, started.stderr).toBe(3);
    for (const stream of [started.stdout, started.stderr]) expect(stream).not.toContain('##vso[');
    expect(started.stdout).toContain('[say] ##_vso[task.setvariable variable=PWNED]1');
    expect(started.stdout).toContain('[say] x ##_vso[task.prependpath]/tmp/evil');
    expect(started.stdout).toContain('[say] ##_VSO[task.complete result=Failed]');
    expect(started.stdout).toContain('  dag/approve/1 asks: Ship v2 ##_vso[build.addbuildtag]pwned?');
    // No stop-commands block: that is GitHub's.
    expect(started.stdout).not.toContain('::stop-commands::');

    const status = await cli(['status', '--run-id', 'vso-1', '--json'], { cwd: repo, env: inPipeline });
    expect(status.code, status.stderr).toBe(0);
    expect(status.stdout).not.toMatch(/##vso\[/i);
    const waiting = json<{ waiting: { waiting: Array<{ gate: { request: { question: string } } }> } }>(status).waiting;
    expect(waiting.waiting[0]!.gate.request.question).toBe('Ship v2 ##vso[build.addbuildtag]pwned?');

    // Outside a pipeline, the text is printed as it is.
    const plain = await cli(['status', '--run-id', 'vso-1'], { cwd: repo });
    expect(plain.stdout).toContain('Ship v2 ##vso[build.addbuildtag]pwned?');
  });

  it('leaves a stream redirected to a file as it is', async () => {
    const file = openSync(path.join(await tempDir('cli-vso-'), 'out.txt'), 'w');
    try {
      const written: string[] = [];
      const toFile = { fd: file, write: (text: string) => written.push(text) };
      expect(prefixProof(toFile, vsoPrefix)).toBe(toFile);
      prefixProof({ write: (text: string) => written.push(text) }, vsoPrefix).write('a ##vso[x]b ##Vso[y]\n');
      expect(written).toEqual(['a ##_vso[x]b ##_Vso[y]\n']);
    } finally {
      closeSync(file);
    }
  });
});

describe('the CLI in a TeamCity build (TEAMCITY_VERSION set)', () => {
  it('writes the service-message prefix as ##_teamcity[, and --json holds no command prefix', () => {
    const written: string[] = [];
    const guard = ciLogGuard({ TEAMCITY_VERSION: '2025.07' });
    guard({ write: (text: string) => written.push(text) }).write(
      "[say] ##teamcity[setParameter name='env.PATH' value='/tmp/evil'] ::error::x ##vso[y]\n",
    );
    expect(written).toEqual([
      "[say] ##_teamcity[setParameter name='env.PATH' value='/tmp/evil'] ::error::x ##vso[y]\n",
    ]);
    // --json: the same value once parsed, and no prefix any of the three reads.
    const documents: string[] = [];
    const value = { q: "##teamcity[buildStatus text='x'] ##vso[task.complete] ##[error]e ##VSO[y]" };
    jsonLine({ write: (text: string) => documents.push(text) }, value);
    expect(documents[0]).not.toMatch(/##(vso|teamcity)?\[/i);
    expect(JSON.parse(documents[0]!)).toEqual(value);
    // Outside any CI system the CLI knows, nothing is rewritten.
    const plain = { write: (text: string) => written.push(text) };
    expect(ciLogGuard({})(plain)).toBe(plain);
  });
});
