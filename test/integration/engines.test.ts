// Engines end to end (issue 7, "How it is checked"): declarative graph files with real engine kinds
// run by a real watchdog and real worker processes over a real store and git repository, with the
// fake claude / codex / json-engine first on PATH. Each fake call's scenario comes from a plan file
// (fixtures/fake-tool.mjs) and every call is logged, so the tests count what actually ran.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDeclarativeRun } from '../../src/declarative/index.ts';
import { loadRunReport, renderRunSummary, type RunReport } from '../../src/report/index.ts';
import type { SupervisedRunResult } from '../../src/runner/index.ts';
import type { StoredEvent } from '../../src/store/contract.ts';
import { alive, driver, fakePath, filesUnder, usageCells, usageRow, waitUntil, world, type World } from './helpers.ts';

const restart = { maxRestarts: 2, initialBackoffMs: 10, maxBackoffMs: 50 };
const common = { restart, teardownGraceMs: 500, heartbeatMs: 0 };

const savedPath = process.env.PATH;
const savedFakeDir = process.env.FAKE_DIR;
beforeAll(() => {
  // The watchdog snapshots PATH (on its allow-list) and FAKE_DIR (listed) from this process.
  process.env.PATH = fakePath(savedPath);
});
afterAll(() => {
  process.env.PATH = savedPath;
  if (savedFakeDir === undefined) delete process.env.FAKE_DIR;
  else process.env.FAKE_DIR = savedFakeDir;
});

const ofType = (events: readonly StoredEvent[], type: string) => events.filter((e) => e.type === type);
const dataOf = (event: StoredEvent) => event.data as Record<string, unknown>;

// reviewer (claude) is dead on auth and falls back to backup (codex); writer is a claude that works;
// fixer (codex) hangs after one reported turn on its first call; prober (codex) hangs until its
// time bound; plain is a generic command engine that reports no usage.
const deadLaneGraph = `version: 1
concurrency: 1
engines:
  reviewer: { kind: claude-cli, model: claude-sonnet-4-5, fallback: backup }
  backup:   { kind: codex-cli, model: gpt-5-codex }
  writer:   { kind: claude-cli, model: claude-opus-4-5 }
  fixer:    { kind: codex-cli, model: gpt-5.1-codex }
  prober:   { kind: codex-cli, model: gpt-5-mini, timeout: 3s }
  plain:    { kind: command, command: json-engine }
nodes:
  review:  { engine: reviewer, prompt: "Review the change", retry-safe: true }
  recheck: { needs: [review], engine: reviewer, prompt: "Recheck after {{ needs.review.output }}", retry-safe: true }
  notes:   { engine: writer, prompt: "Write release notes", retry-safe: true }
  triage:  { engine: plain, prompt: "Triage the report", retry-safe: true }
  probe:   { engine: prober, prompt: "Probe", retry-safe: true, optional: true, retries: 0 }
  fix:     { needs: [recheck, notes, triage], engine: fixer, prompt: "Fix it", retry-safe: true }
  final:   { needs: [fix], engine: reviewer, prompt: "Final review", retry-safe: true }
`;

describe('a declarative DAG with a dead primary lane, a killed call and a timed-out call', () => {
  let w: World;
  let result: SupervisedRunResult;
  let report: RunReport;
  let summary: string;
  let graphEvents: StoredEvent[];
  let runnerEvents: StoredEvent[];
  let hungPid: number;

  beforeAll(async () => {
    w = await world(
      { 'graph.yml': deadLaneGraph, 'README.md': 'integration\n' },
      {
        'claude:claude-sonnet-4-5': ['auth'],
        'claude:claude-opus-4-5': ['success'],
        'codex:gpt-5-codex': ['success'],
        'codex:gpt-5.1-codex': ['usage-then-hang', 'success'],
        'codex:gpt-5-mini': ['usage-then-hang'],
        'json-engine:-': ['no-usage'],
      },
    );
    process.env.FAKE_DIR = w.fakes;
    const handle = await startDeclarativeRun({
      ...common,
      runId: 'dead-lane',
      graphFile: 'graph.yml',
      runRoot: w.repo,
      storage: w.storage,
      environmentVariables: ['FAKE_DIR'],
    });
    // The fake codex of `fix` has printed a completed turn with its usage and now hangs: kill the worker.
    const marker = path.join(w.fakes, 'hanging-codex-gpt-5.1-codex');
    // The fake creates the marker, then writes its pid: wait for the pid, not just the file.
    hungPid = await waitUntil(
      'the fix call to hang',
      async () => {
        const pid = existsSync(marker) ? Number(await readFile(marker, 'utf8')) : 0;
        return pid > 0 ? pid : undefined;
      },
      40_000,
    );
    const status = await waitUntil('a live worker', async () => {
      const s = await handle.status();
      return s.worker?.alive === true && s.worker.pid !== null ? s : undefined;
    });
    process.kill(status.worker!.pid!, 'SIGKILL');
    result = await handle.done;
    report = await loadRunReport(w.storage, 'dead-lane');
    summary = renderRunSummary(report, {});
    graphEvents = await w.events('dead-lane', 'graph');
    runnerEvents = await w.events('dead-lane', 'runner');
  });
  afterAll(() => w?.cleanup());

  const usageOf = (nodeId: string) => {
    const entry = report.status.usage.find((u) => u.nodeId === nodeId);
    if (entry === undefined) throw new Error(`no usage for ${nodeId}`);
    return entry.usage;
  };
  const callsOf = (position: string) => {
    // The worker appends engine records to the graph log, in call order.
    const started = ofType(graphEvents, 'runner:engine-started').filter((e) => dataOf(e).position === position);
    return started.map((e) => {
      const target = dataOf(e).target as { provider: string; model: string };
      return `${target.provider}/${target.model}`;
    });
  };

  it('completes after the worker was killed once', () => {
    expect(result).toMatchObject({
      kind: 'complete',
      output: { review: 'Repo contains docs.', fix: 'Repo contains docs.', final: 'Repo contains docs.' },
    });
    expect(ofType(runnerEvents, 'runner:worker-crashed')).toHaveLength(1);
    expect(report.status.restartCount).toBe(1);
  });

  it('falls back once from the dead claude lane to codex for the node that found it dead', async () => {
    expect(callsOf('dag/review/1')).toEqual(['anthropic/claude-sonnet-4-5', 'openai/gpt-5-codex']);
    const dead = ofType(graphEvents, 'graph:lane-dead');
    expect(dead).toHaveLength(1);
    expect(dataOf(dead[0]!)).toMatchObject({
      lane: 'reviewer',
      position: 'dag/review/1',
      kind: 'auth',
      selected: { provider: 'anthropic', model: 'claude-sonnet-4-5' },
    });
    const failed = ofType(graphEvents, 'runner:engine-failed');
    expect(failed.map((e) => dataOf(e).kind).sort()).toEqual(['auth', 'timeout']);
    expect(usageOf('review')).toMatchObject({ calls: 2, failedCalls: 1 });
  });

  it('sends later nodes of the dead lane straight to the fallback, before and after a worker restart', async () => {
    // recheck ran in the first worker, final in the replacement (which read the dead lane from the log).
    expect(callsOf('dag/recheck/1')).toEqual(['openai/gpt-5-codex']);
    expect(callsOf('dag/final/1')).toEqual(['openai/gpt-5-codex']);
    const calls = await w.calls();
    expect(calls.filter((c) => c.startsWith('claude:claude-sonnet-4-5 '))).toEqual(['claude:claude-sonnet-4-5 auth']);
    expect(calls.filter((c) => c.startsWith('codex:gpt-5-codex '))).toHaveLength(3);
    for (const nodeId of ['recheck', 'final'])
      expect(usageOf(nodeId)).toMatchObject({ state: 'reported', calls: 1, failedCalls: 0 });
  });

  it('shows reported, estimated and unknown cost in the usage table where each applies', () => {
    // A claude call that succeeded on another lane: the CLI's own total_cost_usd.
    expect(usageOf('notes')).toMatchObject({
      state: 'reported',
      cost: { reportedUsd: 0.0123, estimatedUsd: 0, unknownCalls: 0 },
    });
    expect(usageCells(summary, 'notes')).toMatchObject({
      cost: '0.0123 USD (reported)',
      reported: '0.0123 USD',
      estimated: '—',
    });
    // codex names no price: its tokens (315 uncached in, 24,448 cached, 122 out) priced by the table for gpt-5-codex.
    expect(usageOf('recheck')).toMatchObject({
      inputTokens: 315,
      cacheReadTokens: 24_448,
      outputTokens: 122,
      cost: { reportedUsd: 0, estimatedUsd: 0.00466975 },
    });
    expect(usageCells(summary, 'recheck')).toMatchObject({
      input: '315',
      output: '122',
      cost: '0.0047 USD (estimated)',
      reported: '—',
      estimated: '0.0047 USD',
    });
    // The generic command reported nothing: unknown, never 0.
    expect(usageOf('triage')).toMatchObject({ state: 'unknown', calls: 1, unknownCalls: 1, cost: { unknownCalls: 1 } });
    const triage = usageCells(summary, 'triage');
    expect(triage).toMatchObject({ calls: '1', input: 'unknown', output: 'unknown', cost: 'unknown' });
    expect(Object.values(triage).join(' | ')).not.toMatch(/\b0 USD|\| 0 \|/);
    const nodesRow = usageRow(summary, 'triage', '### Nodes');
    expect(nodesRow?.[1]).toBe('✅ completed');
    expect(nodesRow?.[4]).toBe('unknown');
    // The total names every source; the line under the table counts the calls with no figure.
    const total = usageCells(summary, '**total**');
    expect(total.cost).toMatch(/^≥ [\d.]+ USD (\(reported \+ estimated, 2 unknown\)|subscription)$/);
    expect(summary).toMatch(/2 calls have no cost figure \(gpt-5\.1-codex\)/);
  });

  it('leaves partial usage on the node whose call was cut off by the killed worker', () => {
    // The hung call has a start record and no end (its printed turn died with the worker); the
    // retry measured its tokens. The fake that hung was swept with the worker.
    expect(alive(hungPid)).toBe(false);
    const crashed = dataOf(ofType(runnerEvents, 'runner:worker-crashed')[0]!);
    expect(crashed).toMatchObject({ signal: 'SIGKILL', cleanup: { verified: true, survivors: [] } });
    expect((crashed.cleanup as { stopped: Array<{ pid: number }> }).stopped.map((p) => p.pid)).toContain(hungPid);
    expect(callsOf('dag/fix/1')).toEqual(['openai/gpt-5.1-codex', 'openai/gpt-5.1-codex']);
    const fix = usageOf('fix');
    expect(fix).toMatchObject({
      state: 'partial',
      calls: 2,
      measuredCalls: 1,
      unknownCalls: 1,
      openCalls: 1,
      cost: { unknownCalls: 1, unknownModels: ['gpt-5.1-codex'] },
    });
    expect(fix.state === 'partial' && fix.inputTokens).toBe(315);
    expect(usageCells(summary, 'fix')).toMatchObject({
      calls: '2',
      input: '≥ 315',
      output: '≥ 122',
      // The open call's billing is unknown: the priced part is the subscription estimate.
      cost: '≥ 0.0047 USD subscription',
      failedOpen: '0 / 1',
    });
    expect(summary).toContain('| fix | ✅ completed | 2 |');
    expect(usageCells(summary, '**total**')).toMatchObject({ input: '≥ 1,964', output: '≥ 563' });
    expect(report.status.totalUsage).toMatchObject({ state: 'partial', unknownCalls: 2, openCalls: 1 });
  });

  it('keeps the tokens a timed-out call had reported on its failed receipt', async () => {
    // prober printed one completed turn (500 in, 100 of them cached, 50 out) and was stopped at 3 s
    // (long enough for a loaded machine to start the fake and let it print).
    const failed = ofType(graphEvents, 'runner:engine-failed').find((e) => dataOf(e).kind === 'timeout');
    expect(dataOf(failed!).usage).toMatchObject({
      measured: true,
      failed: true,
      inputTokens: 400,
      cacheReadTokens: 100,
      outputTokens: 50,
      model: 'gpt-5-mini',
      cost: { kind: 'estimated' },
    });
    expect(report.status.nodes.find((n) => n.nodeId === 'probe')).toMatchObject({ state: 'failed' });
    expect(usageOf('probe')).toMatchObject({
      calls: 1,
      failedCalls: 1,
      measuredCalls: 1,
      inputTokens: 400,
      outputTokens: 50,
    });
    expect(usageCells(summary, 'probe')).toMatchObject({ calls: '1', input: '400', output: '50' });
    expect(alive(Number(await readFile(path.join(w.fakes, 'hanging-codex-gpt-5-mini'), 'utf8')))).toBe(false);
  });

  it('bills claude and codex without API keys as subscription, and the command as unknown', () => {
    expect(usageOf('notes').billing).toMatchObject({ subscription: { calls: 1, usd: 0.0123 }, api: { calls: 0 } });
    expect(usageCells(summary, 'notes').billing).toBe('subscription');
    expect(usageCells(summary, 'review').billing).toBe('subscription');
    expect(usageCells(summary, 'triage').billing).toBe('unknown');
    expect(usageCells(summary, '**total**').billing).toMatch(/^subscription \d+, unknown 2$/);
    // The headline never adds the subscription estimate to an API bill.
    expect(summary).toMatch(/\*\*Cost:\*\* ≥ [\d.]+ USD subscription estimate \(not billed\)/);
    expect(summary).not.toContain('billed (API)');
    expect(report.status.totalUsage.billing.api.calls).toBe(0);
  });
});

// The same kinds with ANTHROPIC_API_KEY listed in environmentVariables: claude bills the API. The
// reviewer's claude prints the key on stderr and in its error text (leak-key), and a command node
// prints it on stdout and stderr; the key must reach no record, artifact, summary or output.
const keyedGraph = `version: 1
concurrency: 1
engines:
  reviewer: { kind: claude-cli, model: claude-sonnet-4-5, fallback: backup }
  backup:   { kind: codex-cli, model: gpt-5-codex }
  writer:   { kind: claude-cli, model: claude-opus-4-5 }
nodes:
  review: { engine: reviewer, prompt: "Review the change", retry-safe: true }
  notes:  { engine: writer, prompt: "Write release notes", retry-safe: true }
  env:    { run: [node, -e, "console.log('key=' + process.env.ANTHROPIC_API_KEY); console.error('key=' + process.env.ANTHROPIC_API_KEY)"], retry-safe: true }
  leaky:  { run: [node, -e, "console.error('rejected ' + process.env.ANTHROPIC_API_KEY); process.exit(3)"], retry-safe: true, optional: true }
`;

interface DriverRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

function drive(options: object, env: Record<string, string>): Promise<DriverRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [driver, JSON.stringify(options)],
      { env, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        resolve({ code: error === null ? 0 : typeof error.code === 'number' ? error.code : null, stdout, stderr });
      },
    );
  });
}

describe('claude with an API key listed in environmentVariables, in a watchdog process of its own', () => {
  const secret = `sk-ant-api03-${randomBytes(24).toString('hex')}`;
  let w: World;
  let run: DriverRun;
  let result: SupervisedRunResult;
  let report: RunReport;
  let summary: string;
  let graphEvents: StoredEvent[];

  beforeAll(async () => {
    w = await world(
      { 'graph.yml': keyedGraph, 'README.md': 'integration\n' },
      {
        'claude:claude-sonnet-4-5': ['leak-key'],
        'claude:claude-opus-4-5': ['success'],
        'codex:gpt-5-codex': ['success'],
      },
    );
    const options = {
      ...common,
      runId: 'keyed',
      graphFile: 'graph.yml',
      runRoot: w.repo,
      storage: w.storage,
      environmentVariables: ['ANTHROPIC_API_KEY', 'FAKE_DIR'],
    };
    const env: Record<string, string> = { PATH: fakePath(savedPath), ANTHROPIC_API_KEY: secret, FAKE_DIR: w.fakes };
    if (process.env.HOME !== undefined) env.HOME = process.env.HOME;
    run = await drive(options, env);
    const last = run.stdout.trim().split('\n').at(-1) ?? '{}';
    result = (JSON.parse(last) as { result: SupervisedRunResult }).result;
    report = await loadRunReport(w.storage, 'keyed');
    summary = renderRunSummary(report, {});
    graphEvents = await w.events('keyed', 'graph');
  });
  afterAll(() => w?.cleanup());

  const usageOf = (nodeId: string) => report.status.usage.find((u) => u.nodeId === nodeId)?.usage;

  it('completes, the leaking claude lane dead and its node answered by the fallback', async () => {
    expect(run.code).toBe(0);
    expect(result).toMatchObject({
      kind: 'complete',
      output: { review: 'Repo contains docs.', notes: 'OK', env: { exitCode: 0, stdoutTail: 'key=***\n' } },
    });
    expect(ofType(graphEvents, 'graph:lane-dead').map((e) => dataOf(e).kind)).toEqual(['auth']);
    expect(await w.calls()).toEqual(
      expect.arrayContaining([
        'claude:claude-sonnet-4-5 leak-key',
        'claude:claude-opus-4-5 success',
        'codex:gpt-5-codex success',
      ]),
    );
  });

  it('bills the claude calls to the API, shown in the billing column', () => {
    expect(usageOf('notes')?.billing).toMatchObject({ api: { calls: 1, usd: 0.0123 }, subscription: { calls: 0 } });
    expect(usageCells(summary, 'notes').billing).toBe('API');
    // The failed claude call is billed to the API too; its codex fallback has no key of its own.
    expect(usageCells(summary, 'review').billing).toBe('API 1, subscription 1');
    expect(usageCells(summary, 'review').cost).toBe('0.0047 USD subscription');
    expect(usageCells(summary, '**total**').billing).toBe('API 2, subscription 1');
    expect(usageCells(summary, '**total**').cost).toBe('0.0123 USD API + 0.0047 USD subscription');
  });

  it('keeps the key out of the store, the summary and the watchdog process output', async () => {
    const files = await filesUnder(w.store);
    expect(files.length).toBeGreaterThan(5);
    expect(files.filter(([, bytes]) => bytes.includes(secret)).map(([name]) => name)).toEqual([]);
    expect(summary).not.toContain(secret);
    expect(run.stdout).not.toContain(secret);
    expect(run.stderr).not.toContain(secret);
    // The captures that held it were kept, redacted: the leaky node's failure and the claude error.
    const failed = ofType(graphEvents, 'graph:node-failed').find((e) => dataOf(e).position === 'dag/leaky/1');
    expect(JSON.stringify(dataOf(failed!))).toContain('rejected ***');
    // The fake claude had the key (it printed it back); the record keeps the message without it.
    expect(ofType(graphEvents, 'runner:engine-failed').map((e) => dataOf(e).message)).toEqual([
      'claude-cli: API Error: 401 invalid x-api-key ***',
    ]);
  });
});
