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
import { alive, driver, fakePath, filesUnder, usageCells, waitUntil, world, type World } from './helpers.ts';

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
  prober:   { kind: codex-cli, model: gpt-5-mini, timeout: 1s }
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
  let killedWorkerPid: number;

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
    await waitUntil('the fix call to hang', async () => existsSync(marker));
    hungPid = Number(await readFile(marker, 'utf8'));
    const status = await waitUntil('a live worker', async () => {
      const s = await handle.status();
      return s.worker?.alive === true && s.worker.pid !== null ? s : undefined;
    });
    killedWorkerPid = status.worker!.pid!;
    process.kill(killedWorkerPid, 'SIGKILL');
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
    expect(result).toMatchObject({ kind: 'complete', output: { review: 'Repo contains docs.', fix: 'Repo contains docs.', final: 'Repo contains docs.' } });
    expect(ofType(runnerEvents, 'runner:worker-crashed')).toHaveLength(1);
    expect(report.status.restartCount).toBe(1);
  });

  it('falls back once from the dead claude lane to codex for the node that found it dead', async () => {
    expect(callsOf('dag/review/1')).toEqual(['anthropic/claude-sonnet-4-5', 'openai/gpt-5-codex']);
    const dead = ofType(graphEvents, 'graph:lane-dead');
    expect(dead).toHaveLength(1);
    expect(dataOf(dead[0]!)).toMatchObject({ lane: 'reviewer', position: 'dag/review/1', kind: 'auth', selected: { provider: 'anthropic', model: 'claude-sonnet-4-5' } });
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
    for (const nodeId of ['recheck', 'final']) expect(usageOf(nodeId)).toMatchObject({ state: 'reported', calls: 1, failedCalls: 0 });
  });

  it('shows reported, estimated and unknown cost in the usage table where each applies', () => {
    // A claude call that succeeded on another lane: the CLI's own total_cost_usd.
    expect(usageOf('notes')).toMatchObject({ state: 'reported', cost: { reportedUsd: 0.0123, estimatedUsd: 0, unknownCalls: 0 } });
    expect(usageCells(summary, 'notes')).toMatchObject({ state: 'reported', cost: '0.0123 USD (reported)', reported: '0.0123 USD', estimated: '—' });
    // codex names no price: its tokens (315 uncached in, 24,448 cached, 122 out) priced by the table for gpt-5-codex.
    expect(usageOf('recheck')).toMatchObject({ inputTokens: 315, cacheReadTokens: 24_448, outputTokens: 122, cost: { reportedUsd: 0, estimatedUsd: 0.00466975 } });
    expect(usageCells(summary, 'recheck')).toMatchObject({ state: 'reported', input: '315', output: '122', cost: '0.0047 USD (estimated)', reported: '—', estimated: '0.0047 USD' });
    // The generic command reported nothing: unknown, never 0.
    expect(usageOf('triage')).toMatchObject({ state: 'unknown', calls: 1, unknownCalls: 1, cost: { unknownCalls: 1 } });
    const triage = usageCells(summary, 'triage');
    expect(triage).toMatchObject({ state: 'unknown', calls: '1', unknownCalls: '1', input: 'unknown', output: 'unknown', cost: 'unknown', noCostFigure: '1' });
    expect(Object.values(triage).join(' | ')).not.toMatch(/\b0 USD|\| 0 \|/);
    const nodesRow = summary.split('\n').find((line) => line.startsWith('| dag/triage/1 |'));
    expect(nodesRow).toBe(`| dag/triage/1 | triage | completed | 1 | ${nodesRow?.split(' | ')[4]} | unknown | unknown | unknown |`);
    // The total names every source and counts the calls with no figure.
    const total = usageCells(summary, '**total**');
    expect(total.cost).toMatch(/^≥ [\d.]+ USD \(reported \+ estimated, 2 unknown\)$/);
    expect(total.noCostFigure).toBe('2 (gpt-5.1-codex)');
  });

  it('leaves partial usage on the node whose call was cut off by the killed worker', () => {
    // The hung call has a start record and no end (its printed turn died with the worker); the
    // retry measured its tokens. The fake that hung was swept with the worker.
    expect(alive(hungPid)).toBe(false);
    expect(callsOf('dag/fix/1')).toEqual(['openai/gpt-5.1-codex', 'openai/gpt-5.1-codex']);
    const fix = usageOf('fix');
    expect(fix).toMatchObject({ state: 'partial', calls: 2, measuredCalls: 1, unknownCalls: 1, openCalls: 1, cost: { unknownCalls: 1, unknownModels: ['gpt-5.1-codex'] } });
    expect(fix.state === 'partial' && fix.inputTokens).toBe(315);
    expect(usageCells(summary, 'fix')).toMatchObject({
      state: 'partial',
      calls: '2',
      unknownCalls: '1',
      input: '≥ 315',
      output: '≥ 122',
      cost: '≥ 0.0047 USD (estimated, 1 unknown)',
      noCostFigure: '1 (gpt-5.1-codex)',
    });
    expect(summary).toContain('| dag/fix/1 | fix | completed | 2 |');
    expect(usageCells(summary, '**total**')).toMatchObject({ state: 'partial', unknownCalls: '2', input: '≥ 1,964', output: '≥ 563' });
    expect(report.status.totalUsage).toMatchObject({ state: 'partial', unknownCalls: 2, openCalls: 1 });
  });

  it('keeps the tokens a timed-out call had reported on its failed receipt', async () => {
    // prober printed one completed turn (500 in, 100 of them cached, 50 out) and was stopped at 1 s.
    const failed = ofType(graphEvents, 'runner:engine-failed').find((e) => dataOf(e).kind === 'timeout');
    expect(dataOf(failed!).usage).toMatchObject({ measured: true, failed: true, inputTokens: 400, cacheReadTokens: 100, outputTokens: 50, model: 'gpt-5-mini', cost: { kind: 'estimated' } });
    expect(report.status.nodes.find((n) => n.nodeId === 'probe')).toMatchObject({ state: 'failed' });
    expect(usageOf('probe')).toMatchObject({ calls: 1, failedCalls: 1, measuredCalls: 1, inputTokens: 400, outputTokens: 50 });
    expect(usageCells(summary, 'probe')).toMatchObject({ calls: '1', input: '400', output: '50' });
    expect(alive(Number(await readFile(path.join(w.fakes, 'hanging-codex-gpt-5-mini'), 'utf8')))).toBe(false);
  });

  it('bills claude and codex without API keys as subscription, and the command as unknown', () => {
    expect(usageOf('notes').billing).toMatchObject({ subscription: { calls: 1, usd: 0.0123 }, api: { calls: 0 } });
    expect(usageCells(summary, 'notes').billing).toBe('subscription 1 (0.0123 USD)');
    expect(usageCells(summary, 'review').billing).toBe('subscription 2 (0.0047 USD)');
    expect(usageCells(summary, 'triage').billing).toBe('unknown 1');
    expect(usageCells(summary, '**total**').billing).toMatch(/^subscription \d+ \([\d.]+ USD\), unknown 2$/);
    expect(report.status.totalUsage.billing.api.calls).toBe(0);
  });
});
