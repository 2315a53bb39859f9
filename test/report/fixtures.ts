// Builders for RunReports: real types, plausible values, overridable per test.
import { mergeUsageTotals, summarizeUsage, type UsageTotals } from '../../src/engine/usage.ts';
import type { UsageReceipt } from '../../src/engine/contract.ts';
import type { NodeOccurrence, SupervisedRunStatus } from '../../src/runner/types.ts';
import type { NodeChanges, RunReport } from '../../src/report/index.ts';

export const hostile = '<img src=x onerror=alert(1)>';

export function receipt(overrides: Partial<UsageReceipt> = {}): UsageReceipt {
  return {
    measured: true,
    inputTokens: 1200,
    outputTokens: 340,
    cost: { kind: 'reported', usd: 0.0123 },
    billing: 'api',
    model: 'claude-sonnet-4-5',
    ...overrides,
  };
}

export const reportedUsage = (): UsageTotals => summarizeUsage([{ kind: 'receipt', receipt: receipt() }]);
/** One measured call and one cut off by a crash (no receipt). */
export const partialUsage = (): UsageTotals =>
  summarizeUsage([
    { kind: 'receipt', receipt: receipt({ cost: { kind: 'estimated', usd: 0.5, entry: 'claude-sonnet-4-5' } }) },
    { kind: 'open', model: 'mystery-model' },
  ]);
/** Calls with no measured receipt at all. */
export const unknownUsage = (): UsageTotals =>
  summarizeUsage([
    {
      kind: 'receipt',
      receipt: { measured: false, cost: { kind: 'unknown' }, billing: 'subscription', model: 'gpt-zz' },
    },
    { kind: 'open', model: 'gpt-zz' },
  ]);

export function node(overrides: Partial<NodeOccurrence> & { position: string; nodeId: string }): NodeOccurrence {
  return {
    state: 'completed',
    attempts: 1,
    startedAt: '2025-01-01T00:00:01.000Z',
    durationMs: 1500,
    code: null,
    message: null,
    reconciled: null,
    planPhase: null,
    ...overrides,
  };
}

export function status(overrides: Partial<SupervisedRunStatus> = {}): SupervisedRunStatus {
  return {
    runId: 'release-1',
    namespace: 'default',
    phase: 'completed',
    session: 1,
    createdAt: '2025-01-01T00:00:00.000Z',
    result: { kind: 'complete', outputArtifact: null },
    worker: null,
    watchdog: { holder: null, alive: null },
    processes: [],
    cleanupCapability: 'observed-processes',
    restartCount: 0,
    backoff: null,
    elapsedMs: 65_000,
    timeoutMs: 3_600_000,
    remainingTimeoutMs: 3_535_000,
    dispatches: 2,
    maxDispatches: null,
    pauses: [],
    positions: [],
    cleanupVerified: true,
    leaseRetained: false,
    active: [],
    nodes: [],
    usage: [],
    lastHeartbeatAt: null,
    lastEventAt: '2025-01-01T00:01:05.000Z',
    eventCount: { graph: 12, runner: 7 },
    heads: { graph: 'a'.repeat(64), runner: 'b'.repeat(64) },
    ...overrides,
    totalUsage: overrides.totalUsage ?? mergeUsageTotals((overrides.usage ?? []).map((entry) => entry.usage)),
  };
}

export function report(overrides: Partial<SupervisedRunStatus> = {}, extra: Partial<RunReport> = {}): RunReport {
  const s = status(overrides);
  return {
    status: s,
    nodeChanges: [],
    evidence: { eventCount: s.eventCount, chainHeads: s.heads, session: s.session },
    warnings: [],
    ...extra,
  };
}

export function changes(overrides: Partial<NodeChanges> & { position: string; nodeId: string }): NodeChanges {
  return {
    attemptId: `${overrides.position}#1`,
    attempt: 1,
    outcome: 'completed',
    files: [],
    added: 0,
    removed: 0,
    ...overrides,
  };
}

export const actionContext = {
  workflowFile: '.github/workflows/supervised-run.yml',
  ref: 'main',
  repository: 'obversa/example',
  serverUrl: 'https://github.com',
};
