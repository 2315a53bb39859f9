// Reports of each kind of run the summary must render well, for the browser test: hostile text
// in every field a node or person controls (IDs, messages, reasons, warnings).
import { summarizeUsage } from '../../src/engine/usage.ts';
import type { DeadLane, RunReport } from '../../src/report/index.ts';
import type { GraphNode } from '../../src/report/graph-nodes.ts';
import { changes, hostile, node, partialUsage, receipt, report, reportedUsage } from './fixtures.ts';

/**
 * Markup that must stay text: a script, an image with a handler, a link, a table break; and what
 * GitHub would turn into a mention or an issue link.
 */
export const payload = `${hostile}<script>window.__pwned = true</script>|x\`y\` @octocat #123 GH-7`;

export const chain = (ids: readonly string[]): GraphNode[] =>
  ids.map((id, index) => ({ id, needs: index === 0 ? [] : [ids[index - 1] as string], optional: false }));

export function completedRun(): RunReport {
  return report(
    {
      nodes: [
        node({ position: 'dag/build/1', nodeId: 'build', durationMs: 65_000 }),
        node({ position: 'dag/test/1', nodeId: 'test', attempts: 2, durationMs: 800 }),
      ],
    },
    {
      result: { kind: 'complete', output: { ok: true } },
      graphNodes: chain(['build', 'test']),
      nodeChanges: [
        changes({
          position: 'dag/build/1',
          nodeId: 'build',
          files: [{ path: 'dist/main.js', change: 'modified', added: 120, removed: 30, binary: false }],
          added: 120,
          removed: 30,
        }),
        changes({ position: 'dag/test/1', nodeId: 'test' }),
      ],
    },
  );
}

export function reconcilePause(): RunReport {
  const position = `dag/publish/1`;
  return report(
    {
      phase: 'paused',
      result: { kind: 'pause', code: null, reason: null, positions: [position] },
      pauses: [
        {
          position,
          nodeId: 'publish',
          eventId: 'e1',
          reason: `uncertain: ${payload}`,
          request: { kind: 'reconcile-attempt', attemptId: `${position}#1` },
        },
      ],
      nodes: [
        node({ position: 'dag/build/1', nodeId: 'build' }),
        node({ position, nodeId: 'publish', state: 'paused' }),
      ],
    },
    { graphNodes: chain(['build', 'publish', 'announce']) },
  );
}

export function failedWithOutput(): RunReport {
  return report(
    {
      phase: 'failed',
      result: { kind: 'fail', code: 'DAG_NODE_FAILED', message: 'required node "test" failed' },
      nodes: [
        node({ position: 'dag/build/1', nodeId: 'build' }),
        node({
          position: 'dag/test/1',
          nodeId: 'test',
          state: 'failed',
          code: 'EFFECT_FAILED',
          message: `exit code 1: ${payload}\nnext line ${'x'.repeat(300)}`,
        }),
      ],
    },
    {
      graphNodes: [
        { id: 'build', needs: [], optional: false },
        { id: 'test', needs: ['build'], optional: false },
        { id: 'deploy', needs: ['test'], optional: false },
        { id: 'lint', needs: ['build'], optional: false },
      ],
      warnings: [`A fork was detected: ${payload}`],
    },
  );
}

export function interrupted(): RunReport {
  return report(
    {
      phase: 'interrupted',
      result: { kind: 'pause', code: 'INTERRUPTED', reason: 'the job was cancelled', positions: ['dag/test/1'] },
      nodes: [
        node({ position: 'dag/build/1', nodeId: 'build' }),
        node({ position: 'dag/test/1', nodeId: 'test', state: 'running', durationMs: null }),
      ],
    },
    { graphNodes: chain(['build', 'test', 'deploy']) },
  );
}

export function cancelled(): RunReport {
  return report(
    {
      phase: 'stopped',
      result: { kind: 'fail', code: 'STOPPED', message: `the run was cancelled by octocat: ${payload}` },
      cancelled: {
        by: 'octocat',
        reason: payload,
        at: '2025-01-01T00:01:00.000Z',
        requestedAt: '2025-01-01T00:00:59.000Z',
      },
      nodes: [node({ position: 'dag/build/1', nodeId: 'build', state: 'running', durationMs: null })],
    },
    { graphNodes: chain(['build', 'test']) },
  );
}

export function usageAndFallbacks(): RunReport {
  const subscription = summarizeUsage([
    {
      kind: 'receipt',
      receipt: receipt({ billing: 'subscription', cost: { kind: 'estimated', usd: 1.25, entry: 'x' } }),
    },
    {
      kind: 'receipt',
      receipt: receipt({ billing: 'subscription', cost: { kind: 'estimated', usd: 0.75, entry: 'x' } }),
    },
  ]);
  const lane: DeadLane = {
    position: 'dag/review/1',
    attemptId: 'dag/review/1#1',
    lane: 'default',
    selected: { provider: 'anthropic', model: 'claude-opus-4', adapter: 'claude-cli' },
    reported: { provider: 'anthropic', model: 'claude-opus-4', adapter: 'claude-cli' },
    kind: 'billing',
    message: `credit balance too low ${payload}`,
    at: '2025-01-01T00:00:30.000Z',
    takeover: {
      kind: 'called',
      target: { provider: 'openai', model: 'gpt-5' },
      adapter: 'codex-cli',
      position: 'dag/review/1',
    },
  };
  return report(
    {
      nodes: [
        node({ position: 'dag/plan/1', nodeId: 'plan' }),
        node({ position: 'dag/review/1', nodeId: 'review', attempts: 2 }),
        node({ position: 'dag/fix/1', nodeId: 'fix' }),
        node({ position: 'dag/test/1', nodeId: 'test' }),
      ],
      usage: [
        { nodeId: 'plan', usage: reportedUsage() },
        { nodeId: 'review', usage: partialUsage() },
        { nodeId: 'fix', usage: subscription },
      ],
    },
    {
      result: { kind: 'complete', output: null },
      graphNodes: chain(['plan', 'review', 'fix', 'test']),
      deadLanes: [lane],
      engineCalls: [
        { position: 'dag/plan/1', engine: 'anthropic/claude-sonnet-4-5', outcome: 'completed', receipt: receipt() },
        {
          position: 'dag/review/1',
          engine: 'anthropic/claude-opus-4',
          outcome: 'failed',
          receipt: receipt({ model: 'claude-opus-4', failed: true, cost: { kind: 'unknown' } }),
        },
        { position: 'dag/review/1', engine: 'openai/gpt-5', outcome: 'open', receipt: null },
        {
          position: 'dag/fix/1',
          engine: 'anthropic/claude-sonnet-4-5',
          outcome: 'completed',
          receipt: receipt({
            billing: 'subscription',
            cacheReadTokens: 24_448,
            cacheWriteTokens: 0,
            cost: { kind: 'estimated', usd: 1.25, entry: `claude-sonnet-4-5 ${payload}` },
          }),
        },
      ],
      positionEngines: {
        'dag/plan/1': ['anthropic/claude-sonnet-4-5'],
        'dag/review/1': ['anthropic/claude-opus-4', 'openai/gpt-5'],
        'dag/fix/1': ['anthropic/claude-sonnet-4-5'],
      },
    },
  );
}

/** 2,000 nodes, each with engine calls and a change: the Markdown is cut to fit 1 MiB. */
export function bigRun(): RunReport {
  const ids = Array.from({ length: 2000 }, (_, i) => `node-${String(i).padStart(4, '0')}-${'n'.repeat(80)}`);
  const nodes = ids.map((id) => node({ position: `dag/${id}/1`, nodeId: id }));
  return report(
    {
      nodes,
      usage: ids.map((nodeId) => ({ nodeId, usage: reportedUsage() })),
      dispatches: 2000,
    },
    {
      result: { kind: 'complete', output: null },
      graphNodes: chain(ids),
      positionEngines: Object.fromEntries(ids.map((id) => [`dag/${id}/1`, ['anthropic/claude-sonnet-4-5']])),
      nodeChanges: ids.map((id) =>
        changes({
          position: `dag/${id}/1`,
          nodeId: id,
          files: [{ path: `src/${id}.ts`, change: 'modified', added: 1, removed: 1, binary: false }],
          added: 1,
          removed: 1,
        }),
      ),
    },
  );
}

/** A gate with hostile question, description and options: the answer commands must stay exact. */
export function gatePause(): RunReport {
  const position = 'dag/approve/1';
  return report(
    {
      phase: 'paused',
      result: { kind: 'pause', code: null, reason: null, positions: [position] },
      pauses: [
        {
          position,
          nodeId: 'approve',
          eventId: 'e7',
          reason: `asks: ${payload}`,
          request: {
            kind: 'gate',
            question: `Ship ${payload}?`,
            fields: [
              { name: 'choice', type: 'choice', options: ['ship', 'hold'], required: true, description: payload },
              // A default is graph-file text too: it must not become markup either.
              { name: 'note', type: 'string', required: false, default: `<b>bold</b> ${payload}` },
            ],
            allowedActors: ['octocat', 'release-team'],
            deadline: '2026-12-09T00:00:00.000Z',
          },
        },
      ],
      positions: [position],
      nodes: [
        node({ position: 'dag/build/1', nodeId: 'build' }),
        node({ position, nodeId: 'approve', state: 'paused', durationMs: null }),
      ],
    },
    { graphNodes: chain(['build', 'approve', 'publish']) },
  );
}

/** A run budget and a node cap both reached: spent of limit and the raise commands. */
export function budgetPause(): RunReport {
  const position = 'dag/polish/1';
  return report({
    phase: 'paused',
    result: { kind: 'pause', code: null, reason: null, positions: [position] },
    pauses: [
      {
        position,
        nodeId: 'polish',
        eventId: 'e8',
        reason: `run budget reached: ${payload}`,
        request: { kind: 'budget', spent: { usd: 0.04, tokens: 9150 }, limit: { usd: 0.04, tokens: 9000 } },
      },
    ],
    positions: [position],
    nodes: [node({ position, nodeId: 'polish', state: 'paused', durationMs: null })],
  });
}

/**
 * A review loop an optional node's failure cut short (the run completed): the reviewer and what
 * needs it are blocked, and the failed attempt printed lines far too long to show whole.
 */
export function optionalFailureInLoop(): RunReport {
  const printed = Array.from({ length: 40 }, (_, i) => `[out] ${i}: ${payload} ${'f'.repeat(30_000)}`);
  return report(
    {
      nodes: [
        node({ position: 'dag/fix/1', nodeId: 'fix' }),
        node({ position: 'dag/check/1', nodeId: 'check', durationMs: 900 }),
        node({ position: 'dag/fix/2', nodeId: 'fix', state: 'failed', code: 'EFFECT_FAILED', message: payload }),
      ],
    },
    {
      graphNodes: [
        { id: 'fix', needs: [], optional: true },
        { id: 'check', needs: ['fix'], optional: false },
        { id: 'publish', needs: ['check'], optional: false },
      ],
      reviewLoops: [
        {
          reviewer: 'check',
          target: 'fix',
          limit: 3,
          exhausted: undefined,
          sentBack: { round: 2, nodes: ['check', 'fix'] },
          rounds: [1, 2].map((round) => ({
            round,
            verdict: round === 1 ? ('revise' as const) : ('open' as const),
            findings: round === 1 ? 1 : 0,
            changes: { files: 0, added: 0, removed: 0, recorded: true },
            usage: summarizeUsage([]),
            positions: round === 1 ? ['dag/fix/1', 'dag/check/1'] : ['dag/fix/2'],
          })),
        },
      ],
      attemptOutputs: [
        {
          position: 'dag/fix/2',
          nodeId: 'fix',
          attemptId: 'dag/fix/2#1',
          attempt: 1,
          outcome: 'failed',
          startedAt: '2025-01-01T00:00:03.000Z',
          ranMs: 3100,
          totalLines: 50,
          cutLines: 8,
          lastLines: printed,
          storePath: 'default/runs/release-1/logs/fix-2.head.jsonl',
          artifactPath: 'logs/fix-2.head.jsonl',
          artifact: null,
        },
      ],
    },
  );
}
