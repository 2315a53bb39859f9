// Help and refusals: every command documents itself; unknown flags, bad values and missing files
// give one line naming the flag and what it accepts, exit 2, and write nothing to the store.
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { commands } from '../../src/cli/run.ts';
import { cli, cliInProcess, json, nodeBin, repository, useCleanup } from './helpers.ts';

useCleanup();

const names = commands.map((command) => command.spec.name);

describe('help', () => {
  it('lists every command with exit codes; each command has --help; no command is a usage error', async () => {
    const repo = await repository({});
    const overview = await cli(['--help'], { cwd: repo });
    expect(overview.code).toBe(0);
    expect(names).toEqual([
      'start',
      'resume',
      'retry-failed',
      'status',
      'history',
      'list',
      'cancel',
      'summary',
      'logs',
      'demo',
    ]);
    for (const name of names) expect(overview.stdout).toMatch(new RegExp(`^  ${name} +\\S`, 'm'));
    expect(overview.stdout.replace(/\s+/g, ' ')).toContain('3 paused / interrupted / orphaned');
    expect(await cli(['start', '--help'], { cwd: repo })).toMatchObject({
      code: 0,
      stdout: expect.stringContaining('Usage: supervised-run start'),
    });
    const helps = await Promise.all(names.map((name) => cliInProcess([name, '--help'], repo)));
    helps.forEach((help, i) => {
      expect(help.code).toBe(0);
      expect(help.stdout).toContain(`Usage: supervised-run ${names[i]}`);
      expect(help.stdout).toContain('Exit codes: 0 completed');
    });
    expect(helps[0]!.stdout).toMatch(/--timeout D +Elapsed-time budget/);
    expect(await cliInProcess(['help', 'cancel'], repo)).toMatchObject({
      code: 0,
      stdout: expect.stringContaining('Usage: supervised-run cancel'),
    });
    expect(await cli([], { cwd: repo })).toMatchObject({ code: 2, stderr: expect.stringContaining('Commands:') });
    expect(await cli(['--version'], { cwd: repo })).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^\d+\.\d+\.\d+\n$/),
    });
  });
});

describe('refusals', () => {
  const cases: Array<{ args: string[]; message: RegExp }> = [
    { args: ['launch'], message: /unknown command "launch"; commands: start, resume/ },
    { args: ['start', '--graf', 'graph.yml'], message: /unknown flag --graf for start; did you mean --graph\?/ },
    {
      args: ['start', '--graph', 'graph.yml', '--timeout', '5x'],
      message: /--timeout: expected a duration such as 500ms, 30s, 10m, 2h or 5h50m .* \(got "5x"\)/,
    },
    { args: ['start', '--graph', 'graph.yml', '--timeout', '30'], message: /--timeout: expected a duration/ },
    { args: ['start', '--graph', 'graph.yml', '--max-restarts', '-1'], message: /--max-restarts needs a value \(N\)/ },
    {
      args: ['start', '--graph', 'graph.yml', '--max-restarts', 'many'],
      message: /--max-restarts: expected a whole number from 0 to 1000 \(got "many"\)/,
    },
    {
      args: ['start', '--graph', 'graph.yml', '--initial-backoff', '2s', '--max-backoff', '1s'],
      message: /--max-backoff: must be at least --initial-backoff/,
    },
    { args: ['start', '--graph', 'graph.yml', '--inputs', '[1]'], message: /--inputs: expected a JSON object/ },
    {
      args: ['start', '--graph', 'graph.yml', '--run-id', 'a/b'],
      message: /--run-id: expected 1-100 characters from A-Z/,
    },
    {
      args: ['start', '--graph', 'graph.yml', '--env', '1BAD'],
      message: /--env: expected an environment variable name .* \(got "1BAD"\)/,
    },
    {
      args: ['start', '--graph', 'graph.yml', '--known-secret-env', 'CLI_TEST_UNSET_VARIABLE'],
      message: /--known-secret-env: CLI_TEST_UNSET_VARIABLE is not set/,
    },
    { args: ['start', '--graph', 'missing.yml'], message: /--graph: .*missing\.yml is not a file/ },
    {
      args: ['start', '--graph', 'bad.yml'],
      message: /INVALID_GRAPH: [\s\S]*nodes\.a\.needs\[0\]: unknown node "b" \(line 3/,
    },
    {
      args: ['start', '--graph', 'graph.yml', '--host-module', 'host.mjs'],
      message: /--graph: give either --graph FILE or --host-module FILE/,
    },
    { args: ['start', '--host-module', 'host.mjs'], message: /--definition: --host-module needs --definition FILE/ },
    {
      args: ['start', '--host-module', 'host.mjs', '--definition', 'definition.json'],
      message: /--definition: .*definition\.json at graphDefinition\.form: .*; expected \{ "graphDefinition"/,
    },
    {
      // A malformed value of the built-in DAG form: the file and the graph's own reason, nothing stored.
      args: ['start', '--host-module', 'host.mjs', '--definition', 'bad-dag.json'],
      message: /--definition: .*bad-dag\.json at graphDefinition\.value: nodes\.a\.needs\[0\]: unknown node "b"$/m,
    },
    { args: ['start', '--graph', 'graph.yml', '--root', 'nowhere'], message: /--root: .*nowhere is not a directory/ },
    { args: ['start', '--graph', 'graph.yml', '--json', 'yes'], message: /unexpected argument "yes"/ },
    {
      args: ['start', '--graph', 'graph.yml', '--timeout', '1m', '--timeout', '2m'],
      message: /--timeout is given more than once/,
    },
    { args: ['resume', '--position', 'dag/a/1'], message: /--run-id: is required/ },
    {
      args: ['resume', '--run-id', 'r', '--decision', 'maybe', '--position', 'dag/a/1'],
      message: /--decision: expected one of retry, complete, fail \(got "maybe"\)/,
    },
    {
      args: ['resume', '--run-id', 'r', '--decision', 'retry'],
      message: /--decision: answers a reconcile request; give the --position/,
    },
    {
      args: ['resume', '--run-id', 'r', '--position', 'dag/a/1', '--output', '{}'],
      message: /--output: only used with --decision complete; .*leave --output out/,
    },
    { args: ['status', '--run-id', 'r'], message: /STORE_NOT_FOUND: --store: no run store at .*\.supervised-run/ },
    { args: ['history', '--run-id', 'r', '--limit', '0'], message: /--limit: expected a whole number from 1 to 1000/ },
    {
      args: ['history', '--run-id', 'r', '--after', 'not a cursor'],
      message: /--after: expected a cursor printed by an earlier history call/,
    },
    { args: ['cancel', '--run-id', 'r'], message: /--reason: is required/ },
    { args: ['list', '--namespace', '.local'], message: /--namespace: expected .*"\.local" is reserved/ },
    { args: ['summary', '--run-id', 'r', '--ref', 'main'], message: /--ref: only used with --workflow/ },
  ];

  // A few as child processes (exactly what a user runs), the whole matrix in this process (same code).
  const spawned = new Set(['--graf', '5x', 'missing.yml', 'bad.yml', 'status']);

  it('answers each mistake with one line naming the flag, exit 2, and no store', async () => {
    const repo = await repository({
      'graph.yml': `version: 1\nnodes:\n  a: { run: [${nodeBin}, -e, "1"], retry-safe: true }\n`,
      'bad.yml': 'version: 1\nnodes:\n  a: { run: x, needs: [b] }\n',
      'host.mjs': 'export function bindRun() {}\n',
      'definition.json': '{"graphDefinition": {"form": ""}}',
      'bad-dag.json': JSON.stringify({
        graphDefinition: { form: 'dag', version: 1, value: { nodes: { a: { needs: ['b'] } } } },
      }),
    });
    const results = await Promise.all(
      cases.map((c) =>
        c.args.some((arg) => spawned.has(arg)) ? cli(c.args, { cwd: repo }) : cliInProcess(c.args, repo),
      ),
    );
    expect(cases.filter((c) => c.args.some((arg) => spawned.has(arg)))).toHaveLength(5);
    results.forEach((result, i) => {
      const { args, message } = cases[i]!;
      expect({ args, code: result.code }).toEqual({ args, code: 2 });
      expect(result.stderr, args.join(' ')).toMatch(message);
      expect(result.stderr.trim().split('\n').length, result.stderr).toBeLessThanOrEqual(
        args.includes('bad.yml') ? 2 : 1,
      );
      if (args.includes('--json')) expect(json(result)).toMatchObject({ error: { code: 'USAGE', exitCode: 2 } });
      else expect(result.stdout).toBe('');
    });
    expect(existsSync(path.join(repo, '.supervised-run'))).toBe(false);
  });

  it('in --json mode also prints the error as JSON; a missing run in an existing store writes nothing', async () => {
    const repo = await repository({
      'graph.yml': `version: 1\nnodes:\n  a: { run: [${nodeBin}, -e, "1"], retry-safe: true }\n`,
    });
    expect(await cli(['start', '--graph', 'graph.yml', '--run-id', 'one', '--json'], { cwd: repo })).toMatchObject({
      code: 0,
    });
    const store = path.join(repo, '.supervised-run');
    const before = await readdir(store, { recursive: true });
    const missing = await cli(['resume', '--run-id', 'two', '--json'], { cwd: repo });
    expect(missing.code).toBe(2);
    expect(json(missing)).toEqual({
      error: { code: 'STORE_NOT_FOUND', message: expect.stringContaining('no run "two"'), exitCode: 2 },
    });
    const again = await cli(['start', '--graph', 'graph.yml', '--run-id', 'one'], { cwd: repo });
    expect(again).toMatchObject({ code: 2, stderr: expect.stringContaining('--run-id: run "one" already exists') });
    // The runner's refusals of an option name the flag it came from.
    expect(await cli(['history', '--run-id', 'one', '--after', 'eyJ2IjoxfQ'], { cwd: repo })).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('history: --after: not a history cursor'),
    });
    expect(await cli(['resume', '--run-id', 'one', '--max-backoff', '1ms'], { cwd: repo })).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('resume: --max-backoff: must be at least the initial backoff (1000 ms)'),
    });
    expect(await readdir(store, { recursive: true })).toEqual(before);
  });
});
