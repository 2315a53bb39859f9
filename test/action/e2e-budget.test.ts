// Run budgets end to end through the BUILT action (dist/index.js as main and post) over the Actions
// emulator, with fake `claude` and `codex` CLIs that report cost (claude: a dollar figure; codex:
// tokens, priced from the shipped table): a budget pause in the middle of a multi-engine run,
// raised by a dispatch in a second job and completed; a call of unknown usage pausing a hard
// budget; and the spend holding across a SIGKILLed worker and a resume in another job. The
// engines' own limits (claude's --max-turns / --max-budget-usd through `args`) reach the CLI.
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StepResult } from './support/runner-emulation.ts';
import { describeStep, e2eWorld, quick, type Job } from './support/e2e-world.ts';

const world = e2eWorld('budget', 8000);
const { origin, newJob } = world;
let claudeBin: string;
let codexBin: string;

// A fake `claude -p --output-format json`: logs its argv and prompt, then prints one result object
// costing FAKE_COST dollars (FAKE_MODE=unknown: no cost and no token counts).
const fakeClaude = `
const fs = require('fs');
// FAKE_MODE=crash-once: the first call kills its worker (the parent) mid-call, as a lost machine would.
if (process.env.FAKE_MODE === 'crash-once' && !fs.existsSync(process.env.FAKE_MARKER)) {
  fs.writeFileSync(process.env.FAKE_MARKER, '');
  fs.appendFileSync(process.env.FAKE_LOG, JSON.stringify({ tool: 'claude-killed', argv: [], prompt: '' }) + '\\n');
  process.kill(process.ppid, 'SIGKILL');
  process.exit(1);
}
let stdin = '';
process.stdin.on('data', (c) => (stdin += c)).on('end', () => {
  fs.appendFileSync(process.env.FAKE_LOG, JSON.stringify({ tool: 'claude', argv: process.argv.slice(2), prompt: stdin }) + '\\n');
  const known = process.env.FAKE_MODE !== 'unknown';
  const result = { type: 'result', subtype: 'success', is_error: false, result: 'ok', num_turns: 1, session_id: 's-1' };
  if (known) {
    result.total_cost_usd = Number(process.env.FAKE_COST ?? '0.02');
    result.usage = { input_tokens: 100, output_tokens: 50, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 };
  }
  process.stdout.write(JSON.stringify(result) + '\\n');
});
`;
// A fake `codex exec --json`: logs, then one turn of 8000 input and 1000 output tokens
// (gpt-5-codex at the shipped prices: an estimated $0.02).
const fakeCodex = `
const fs = require('fs');
let stdin = '';
process.stdin.on('data', (c) => (stdin += c)).on('end', () => {
  fs.appendFileSync(process.env.FAKE_LOG, JSON.stringify({ tool: 'codex', argv: process.argv.slice(2), prompt: stdin }) + '\\n');
  const event = (e) => process.stdout.write(JSON.stringify(e) + '\\n');
  event({ type: 'thread.started', thread_id: 't-1' });
  event({ type: 'turn.started' });
  event({ type: 'item.completed', item: { id: 'item_0', type: 'agent_message', text: 'checked' } });
  event({ type: 'turn.completed', usage: { input_tokens: 8000, cached_input_tokens: 0, output_tokens: 1000 } });
});
`;

beforeAll(async () => {
  claudeBin = path.join(world.root, 'bin', 'claude');
  codexBin = path.join(world.root, 'bin', 'codex');
  await mkdir(path.join(world.root, 'bin'));
  for (const [file, body] of [
    [claudeBin, fakeClaude],
    [codexBin, fakeCodex],
  ] as const) {
    await writeFile(file, `#!${process.execPath}\n${body}`);
    await chmod(file, 0o755);
  }
});

/** A job's main and post; post must succeed in every job here. */
async function runJob(job: Job, inputs: Record<string, string>): Promise<{ main: StepResult; post: StepResult }> {
  const { main, post } = await world.runJob(job, inputs);
  expect(post.exitCode, describeStep(post)).toBe(0);
  return { main, post };
}

interface Call {
  tool: string;
  argv: string[];
  prompt: string;
}
const calls = async (file: string): Promise<Call[]> =>
  existsSync(file)
    ? (await readFile(file, 'utf8'))
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => JSON.parse(line) as Call)
    : [];

const usageOf = (result: StepResult) =>
  JSON.parse(result.outputs.usage!) as { budget?: { limit: unknown; spent: unknown; unknownCalls: number } };
const pausesOf = (result: StepResult) => JSON.parse(result.outputs.positions!) as string[];

const engines = (log: string) => `engines:
  writer:
    kind: claude-cli
    model: claude-sonnet-4-5
    executable: ${JSON.stringify(claudeBin)}
    args: [--max-turns, "3", --max-budget-usd, "0.5"]
    env: { FAKE_LOG: ${JSON.stringify(log)} }
  checker:
    kind: codex-cli
    model: gpt-5-codex
    executable: ${JSON.stringify(codexBin)}
    env: { FAKE_LOG: ${JSON.stringify(log)} }
  vague:
    kind: claude-cli
    model: claude-haiku-4-5
    executable: ${JSON.stringify(claudeBin)}
    env: { FAKE_LOG: ${JSON.stringify(log)}, FAKE_MODE: unknown }
  fragile:
    kind: claude-cli
    model: claude-opus-4-5
    executable: ${JSON.stringify(claudeBin)}
    env: { FAKE_LOG: ${JSON.stringify(log)}, FAKE_MODE: crash-once, FAKE_MARKER: ${JSON.stringify(`${log}.killed`)} }
`;

describe('run budgets through the built action', () => {
  it('pauses a multi-engine run at its budget in job 1; a dispatch raising it completes the run in job 2', async () => {
    const log = path.join(world.root, 'calls-raise.log');
    const repo = await origin('raise', {
      'graph.yml': `version: 1
${engines(log)}nodes:
  draft: { engine: writer, prompt: "Draft it", retry-safe: true }
  check: { needs: [draft], engine: checker, prompt: "Check it", retry-safe: true }
  polish: { needs: [check], engine: writer, prompt: "Polish it", retry-safe: true }
  recheck: { needs: [polish], engine: checker, prompt: "Check again", retry-safe: true }
`,
    });
    const runId = 'e2e-budget-raise';
    const first = await runJob(await newJob('raise-1', repo), {
      'run-id': runId,
      graph: 'graph.yml',
      'budget-usd': '0.04',
      ...quick,
    });
    expect(first.main.exitCode, describeStep(first.main)).toBe(0);
    expect(first.main.outputs).toMatchObject({ result: 'pause', 'needs-decision': 'true' });
    expect(pausesOf(first.main)).toEqual(['dag/polish/1']);
    expect(usageOf(first.main).budget).toEqual({
      limit: { usd: 0.04 },
      spent: { usd: 0.04, tokens: 9150 },
      unknownCalls: 0,
    });
    expect(first.main.summary).toContain('**Budget:** 0.04 of 0.04 USD');
    expect(first.main.summary).toContain('run budget reached');
    expect(first.main.summary).toContain('#### Raise the run budget to resume dag/polish/1');
    // The summary breaks a long command over continuation lines: joined, it is the same command.
    expect(first.main.summary.replaceAll(' \\\n  ', ' ')).toContain(
      '-f position=dag/polish/1 -f raise-budget-usd=0.08',
    );
    expect((await calls(log)).map((c) => c.tool)).toEqual(['claude', 'codex']);
    // The engine's own limits went through `args` to the CLI, after the adapter's flags.
    expect((await calls(log))[0]!.argv).toEqual([
      '-p',
      '--output-format',
      'json',
      '--model',
      'claude-sonnet-4-5',
      '--max-turns',
      '3',
      '--max-budget-usd',
      '0.5',
    ]);

    // A raise that is not higher is refused: nothing runs.
    const lower = await runJob(await newJob('raise-2', repo, { actor: 'mona' }), {
      'run-id': runId,
      position: 'dag/polish/1',
      'raise-budget-usd': '0.04',
      ...quick,
    });
    expect(lower.main.exitCode, describeStep(lower.main)).toBe(1);
    expect(lower.main.stdout).toContain(
      'RESUME_BUDGET: input "raise-budget-usd": 0.04 is not more than the current limit 0.04; a budget only goes up, so nothing was recorded (the run budget, at position dag/polish/1)',
    );
    expect((await calls(log)).length).toBe(2);

    // A decision answers only a reconcile request: refused before the job claims a session.
    const decided = await runJob(await newJob('raise-decision', repo, { actor: 'mona' }), {
      'run-id': runId,
      position: 'dag/polish/1',
      decision: 'retry',
      'raise-budget-usd': '1',
      ...quick,
    });
    expect(decided.main.exitCode, describeStep(decided.main)).toBe(1);
    expect(decided.main.stdout).toContain(
      'RESUME_DECISION: input "decision": it answers a reconcile request; position dag/polish/1 is a budget pause (raise it with input "raise-budget-usd"/"raise-budget-tokens"); nothing was run',
    );
    expect(decided.main.stdout).not.toContain('claim');
    expect((await calls(log)).length).toBe(2);

    const raised = await runJob(await newJob('raise-3', repo, { actor: 'mona' }), {
      'run-id': runId,
      position: 'dag/polish/1',
      'raise-budget-usd': '1',
      ...quick,
    });
    expect(raised.main.exitCode, describeStep(raised.main)).toBe(0);
    expect(raised.main.outputs.result).toBe('complete');
    expect((await calls(log)).map((c) => c.tool)).toEqual(['claude', 'codex', 'claude', 'codex']);
    expect(usageOf(raised.main).budget).toEqual({
      limit: { usd: 1 },
      spent: { usd: 0.08, tokens: 18300 },
      unknownCalls: 0,
    });
    expect(raised.main.summary).toContain('**Budget:** 0.08 of 1.00 USD');
  });

  it('pauses a hard budget before the call after one of unknown usage, naming it; a resume accepts it', async () => {
    const log = path.join(world.root, 'calls-unknown.log');
    const repo = await origin('unknown', {
      'graph.yml': `version: 1
${engines(log)}nodes:
  guess: { engine: vague, prompt: "Guess", retry-safe: true }
  check: { needs: [guess], engine: checker, prompt: "Check it", retry-safe: true }
`,
    });
    const runId = 'e2e-budget-unknown';
    const first = await runJob(await newJob('unknown-1', repo), {
      'run-id': runId,
      graph: 'graph.yml',
      'budget-usd': '5',
      ...quick,
    });
    expect(first.main.exitCode, describeStep(first.main)).toBe(0);
    expect(pausesOf(first.main)).toEqual(['dag/check/1']);
    expect(first.main.summary).toContain('run budget cannot be checked');
    expect(first.main.summary).toContain('at dag/guess/1');
    expect((await calls(log)).map((c) => c.tool)).toEqual(['claude']);

    const resumed = await runJob(await newJob('unknown-2', repo), {
      'run-id': runId,
      position: 'dag/check/1',
      ...quick,
    });
    expect(resumed.main.exitCode, describeStep(resumed.main)).toBe(0);
    expect(resumed.main.outputs.result).toBe('complete');
    expect((await calls(log)).map((c) => c.tool)).toEqual(['claude', 'codex']);
  });

  it('holds across a SIGKILLed worker and a resume in another job: the spend before the crash still counts', async () => {
    const log = path.join(world.root, 'calls-crash.log');
    const marker = path.join(world.root, 'crashed-once');
    const crash = JSON.stringify(
      `const fs = require('fs'); if (!fs.existsSync(${JSON.stringify(marker)})) { fs.writeFileSync(${JSON.stringify(marker)}, ''); process.kill(process.ppid, 'SIGKILL'); setInterval(() => {}, 1000); }`,
    );
    const repo = await origin('crash', {
      'graph.yml': `version: 1
${engines(log)}nodes:
  draft: { engine: writer, prompt: "Draft it", retry-safe: true }
  build: { needs: [draft], run: [${JSON.stringify(process.execPath)}, -e, ${crash}], retry-safe: true }
  check: { needs: [build], engine: checker, prompt: "Check it", retry-safe: true }
  polish: { needs: [check], engine: writer, prompt: "Polish it", retry-safe: true }
`,
    });
    const runId = 'e2e-budget-crash';
    const first = await runJob(await newJob('crash-1', repo), {
      'run-id': runId,
      graph: 'graph.yml',
      'budget-usd': '0.04',
      ...quick,
    });
    expect(first.main.exitCode, describeStep(first.main)).toBe(0);
    expect(existsSync(marker)).toBe(true);
    // The replacement worker counted the dead worker's call: polish pauses at $0.04, draft never re-ran.
    expect(pausesOf(first.main)).toEqual(['dag/polish/1']);
    expect(usageOf(first.main).budget).toMatchObject({ limit: { usd: 0.04 }, spent: { usd: 0.04 } });
    expect((await calls(log)).map((c) => c.tool)).toEqual(['claude', 'codex']);

    const raised = await runJob(await newJob('crash-2', repo), {
      'run-id': runId,
      position: 'dag/polish/1',
      'raise-budget-usd': '0.1',
      ...quick,
    });
    expect(raised.main.exitCode, describeStep(raised.main)).toBe(0);
    expect(raised.main.outputs.result).toBe('complete');
    expect(usageOf(raised.main).budget).toMatchObject({ limit: { usd: 0.1 }, spent: { usd: 0.06 } });
    expect((await calls(log)).map((c) => c.tool)).toEqual(['claude', 'codex', 'claude']);
  });

  it('a worker killed in the middle of an engine call: its call counts as unknown, the hard budget pauses its retry', async () => {
    const log = path.join(world.root, 'calls-killed.log');
    const repo = await origin('killed', {
      'graph.yml': `version: 1
${engines(log)}nodes:
  draft: { engine: writer, prompt: "Draft it", retry-safe: true }
  review: { needs: [draft], engine: fragile, prompt: "Review it", retry-safe: true }
`,
    });
    const runId = 'e2e-budget-killed';
    const first = await runJob(await newJob('killed-1', repo), {
      'run-id': runId,
      graph: 'graph.yml',
      'budget-usd': '1',
      ...quick,
    });
    expect(first.main.exitCode, describeStep(first.main)).toBe(0);
    expect((await calls(log)).map((c) => c.tool)).toEqual(['claude', 'claude-killed']);
    expect(pausesOf(first.main)).toEqual(['dag/review/1']);
    expect(first.main.summary).toContain('run budget cannot be checked');
    expect(first.main.summary).toContain('at dag/review/1');
    expect(usageOf(first.main).budget).toMatchObject({ spent: { usd: 0.02 } });

    const resumed = await runJob(await newJob('killed-2', repo), {
      'run-id': runId,
      position: 'dag/review/1',
      ...quick,
    });
    expect(resumed.main.exitCode, describeStep(resumed.main)).toBe(0);
    expect(resumed.main.outputs.result).toBe('complete');
    expect((await calls(log)).map((c) => c.tool)).toEqual(['claude', 'claude-killed', 'claude']);
  });
});
