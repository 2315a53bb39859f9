// Projection of the folded state (plus what was observed live) into SupervisedRunStatus. Pure:
// the report layer and the CLI reuse it with their own observations.
import type { JsonValue, LockHolder } from '../../store/contract.ts';
import { mergeUsageTotals, summarizeUsage, totalTokens, type UsageTotals } from '../../engine/index.ts';
import type { CommandCleanupCapability, ProcessIdentity } from '../../engine/command/index.ts';
import { declaredPhases, raisedLimit, type RunBudget } from '../../graph/index.ts';
import type { SupervisedRunDefinition } from '../records/definition.ts';
import { headDriftSchema, runnerEventTypes as T, terminalTypes } from '../records/records.ts';
import type {
  NodeUsage,
  SupervisedRunBudget,
  SupervisedRunPhase,
  SupervisedRunStatus,
  SupervisedRunUsage,
} from '../types.ts';
import { elapsedAt, remainingAt, timeoutMessage } from './budget.ts';
import { nodeCapsStatus } from './node-caps.ts';
import { activeOccurrences, listedNodes } from './occurrences.ts';
import { openPauses } from './fold-graph.ts';
import { settledPausePositions } from './open-pauses.ts';
import { settledField } from './fold-runner.ts';
import { nodeCounts, nothingLeftOut, type LeftOut } from './open-nodes.ts';
import { ownValue, type GraphFold, type NodeUsageFold, type RunnerFold } from './state.ts';

export interface LiveObservation {
  now: number;
  /** The process lock holder, if any. */
  holder: LockHolder | null;
  /** Whether that holder is alive (null: cannot tell from here, e.g. another host). */
  holderAlive: boolean | null;
  /** Whether the last recorded worker is alive (null: cannot tell). */
  workerAlive: boolean | null;
  processes: readonly ProcessIdentity[];
  cleanupCapability: CommandCleanupCapability;
  heads: { graph: string; runner: string };
}

const settledPhase: Record<string, SupervisedRunPhase> = {
  [T.completed]: 'completed',
  [T.paused]: 'paused',
  [T.interrupted]: 'interrupted',
  [T.stopped]: 'stopped',
  [T.timeout]: 'timeout',
  [T.failed]: 'failed',
};

/** Not settled and no live watchdog: no lock, or a holder provably dead. */
export function isOrphaned(runner: RunnerFold, live: Pick<LiveObservation, 'holder' | 'holderAlive'>): boolean {
  if (runner.settled !== null) return false;
  return live.holder === null ? runner.eventCount > 0 : live.holderAlive === false;
}

export function phaseOf(
  runner: RunnerFold,
  live: Pick<LiveObservation, 'holder' | 'holderAlive' | 'workerAlive'>,
): SupervisedRunPhase {
  if (runner.settled !== null) return settledPhase[runner.settled.type] ?? 'failed';
  if (isOrphaned(runner, live)) return 'orphaned';
  if (runner.backoff !== null) return 'backoff';
  if (runner.worker !== null && runner.worker.exitedAt === null && live.workerAlive !== false) return 'running';
  return 'starting';
}

export function nodeTotal(usage: NodeUsageFold): SupervisedRunUsage {
  const open = Object.values(usage.open).map((call) => ({
    kind: 'open' as const,
    ...(call.model === undefined ? {} : { model: call.model }),
  }));
  return open.length === 0 ? usage.closed : mergeUsageTotals([usage.closed, summarizeUsage(open)]);
}

const text = (value: JsonValue | undefined): string | null => (typeof value === 'string' ? value : null);

/**
 * An interruption's record keeps its cause (`signal`), not the reason the handle returned: rebuilt
 * here as the watchdog words it (records written before either field read `interrupted`).
 */
function interruptReason(settled: NonNullable<RunnerFold['settled']>): string | null {
  if (settled.type !== T.interrupted) return null;
  const cause = text(settledField(settled, 'signal'));
  return cause === null ? 'interrupted' : `interrupted by ${cause}`;
}

function resultOf(runner: RunnerFold, graph: GraphFold): SupervisedRunStatus['result'] {
  const cancelled = runner.cancelled;
  const settled = runner.settled;
  if (settled === null) return null;
  switch (settled.type) {
    case T.completed:
      return { kind: 'complete', outputArtifact: settledField(settled, 'outputArtifact') ?? null };
    case T.paused:
    case T.interrupted: {
      // Absent in records written before it, and in one that is not a HEAD drift.
      const head = headDriftSchema().safeParse(settledField(settled, 'head'));
      return {
        kind: 'pause',
        code: settled.type === T.interrupted ? 'INTERRUPTED' : text(settledField(settled, 'code')),
        reason: text(settledField(settled, 'reason')) ?? interruptReason(settled),
        positions: settledPausePositions(settled, graph) ?? [],
        ...(head.success ? { head: head.data } : {}),
      };
    }
    case T.stopped:
      return {
        kind: 'fail',
        code: 'STOPPED',
        message:
          cancelled === null ? 'the run was stopped' : `the run was cancelled by ${cancelled.by}: ${cancelled.reason}`,
      };
    case T.timeout:
      return {
        kind: 'fail',
        code: 'TIMEOUT',
        message: timeoutMessage(settledField(settled, 'elapsedMs'), settledField(settled, 'timeoutMs')),
      };
    default:
      return {
        kind: 'fail',
        code: text(settledField(settled, 'code')) ?? 'WORKER_ERROR',
        message: text(settledField(settled, 'message')) ?? '',
      };
  }
}

export function projectStatus(
  definition: SupervisedRunDefinition,
  runner: RunnerFold,
  graph: GraphFold,
  live: LiveObservation,
  /** For an open read: what its fold left out (the fold holds the listed positions only). */
  leftOut?: LeftOut,
): SupervisedRunStatus {
  const phase = phaseOf(runner, live);
  // An orphan's clock stops at its last recorded activity (a takeover does not count the gap either).
  const lastActivity = lastActivityOf(runner, graph);
  const clock = phase === 'orphaned' && lastActivity !== undefined ? Date.parse(lastActivity) : live.now;
  const timeoutMs = definition.limits.timeoutMs;
  const planPhase = planPhaseOf(definition);
  const { usageByNode, usage, totalUsage } = usageOf(graph);
  const active = activeOccurrences(graph, phase, live, planPhase, usageByNode);
  const nodes = listedNodes(graph, leftOut, planPhase);
  const result = resultOf(runner, graph);
  const { pauses, positions } = pausesOf(runner, graph, result);
  const settled = runner.settled;
  const cleanup = settledField(settled, 'cleanupVerified');
  return {
    runId: definition.runId,
    namespace: definition.namespace,
    phase,
    session: Math.max(runner.session, graph.session),
    createdAt: definition.createdAt,
    result,
    worker: workerStatus(runner, phase, live),
    watchdog: { holder: live.holder, alive: live.holder === null ? null : live.holderAlive },
    processes: [...live.processes],
    cleanupCapability: live.cleanupCapability,
    restartCount: runner.restartCount,
    backoff: phase === 'backoff' ? runner.backoff : null,
    elapsedMs: Math.round(elapsedAt(runner.budget, clock)),
    timeoutMs: timeoutMs ?? null,
    remainingTimeoutMs: remainingAt(runner.budget, timeoutMs, clock),
    dispatches: graph.dispatches,
    maxDispatches: definition.limits.maxDispatches ?? null,
    pauses,
    positions,
    cleanupVerified: settled === null ? null : typeof cleanup === 'boolean' ? cleanup : null,
    leaseRetained: settled?.type === T.failed && settledField(settled, 'leaseRetained') === true,
    cancelled: runner.cancelled,
    resumeRefused: runner.resumeRefused,
    reopened: runner.reopened ?? [],
    active,
    nodes,
    nodeCounts: nodeCounts(graph, leftOut ?? nothingLeftOut),
    nodesListed: leftOut === undefined ? 'all' : 'open',
    usage,
    totalUsage,
    ...budgetsOf(definition, graph.budgetRaise, graph.nodeCaps, usage, totalUsage),
    lastHeartbeatAt: graph.lastHeartbeatAt,
    lastEventAt: lastActivity ?? null,
    eventCount: { graph: graph.eventCount, runner: runner.eventCount },
    heads: live.heads,
  };
}

/** The later of the runner's and the graph's last recorded event. */
function lastActivityOf(runner: RunnerFold, graph: GraphFold): string | undefined {
  return [runner.lastEventAt, graph.lastEventAt]
    .filter((at): at is string => at !== null)
    .sort()
    .at(-1);
}

/** The plan phase each node declares (null: none). */
function planPhaseOf(definition: SupervisedRunDefinition): (nodeId: string) => string | null {
  const phases = declaredPhases(definition.graphDefinition);
  return (nodeId: string): string | null => phases.get(nodeId) ?? null;
}

/** Each node's usage total (open engine calls included), as a map and as a list, and their sum. */
function usageOf(graph: GraphFold): {
  usageByNode: Map<string, SupervisedRunUsage>;
  usage: NodeUsage[];
  totalUsage: SupervisedRunUsage;
} {
  // In the order of first engine call (usageOrder): the keys of graph.usage keep none.
  const usageByNode = new Map<string, SupervisedRunUsage>();
  for (const nodeId of graph.usageOrder) {
    const usage = ownValue(graph.usage, nodeId);
    if (usage !== undefined) usageByNode.set(nodeId, nodeTotal(usage));
  }
  const usage: NodeUsage[] = [...usageByNode].map(([nodeId, totals]) => ({ nodeId, usage: totals }));
  const totalUsage = mergeUsageTotals([...usageByNode.values()]);
  return { usageByNode, usage, totalUsage };
}

/** The open pauses, and the positions a resume can take. */
function pausesOf(
  runner: RunnerFold,
  graph: GraphFold,
  result: SupervisedRunStatus['result'],
): Pick<SupervisedRunStatus, 'pauses' | 'positions'> {
  const ended = runner.settled !== null && terminalTypes.has(runner.settled.type);
  // A run that ended (completed, failed, stopped, timed out) waits for nothing: a pause left
  // open there cannot be resumed, so none is listed.
  const pauses = ended ? [] : openPauses(graph);
  return {
    pauses,
    positions: ended ? [] : result?.kind === 'pause' ? result.positions : pauses.map((pause) => pause.position),
  };
}

/** The last recorded worker, alive by what was observed unless it exited. */
function workerStatus(
  runner: RunnerFold,
  phase: SupervisedRunPhase,
  live: LiveObservation,
): SupervisedRunStatus['worker'] {
  if (runner.worker === null) return null;
  const workerAlive = phase === 'running' ? (live.workerAlive ?? null) : live.workerAlive;
  return {
    launchId: runner.worker.launchId,
    session: runner.worker.session,
    launch: runner.worker.launch,
    pid: runner.worker.pid,
    identity: runner.worker.identity,
    launchedAt: runner.worker.launchedAt,
    startedAt: runner.worker.startedAt,
    exitedAt: runner.worker.exitedAt,
    alive: runner.worker.exitedAt !== null ? false : workerAlive,
  };
}

/** The run budget and the node caps as they are now: limits raised by resumes, what was spent. */
export function budgetsNow(
  definition: SupervisedRunDefinition,
  graph: GraphFold,
): Pick<SupervisedRunStatus, 'budget' | 'nodeCaps'> {
  const { usage, totalUsage } = usageOf(graph);
  return budgetsOf(definition, graph.budgetRaise, graph.nodeCaps, usage, totalUsage);
}

function budgetsOf(
  definition: SupervisedRunDefinition,
  raise: GraphFold['budgetRaise'],
  caps: GraphFold['nodeCaps'],
  usage: NodeUsage[],
  totalUsage: SupervisedRunUsage,
): Pick<SupervisedRunStatus, 'budget' | 'nodeCaps'> {
  return { budget: budgetStatus(definition.limits.budget, raise, totalUsage), nodeCaps: nodeCapsStatus(caps, usage) };
}

function budgetStatus(
  limit: RunBudget | undefined,
  raise: { usd?: number; tokens?: number } | undefined,
  total: UsageTotals,
): SupervisedRunBudget | null {
  if (limit === undefined) return null;
  const current = raise === undefined ? { ...limit } : raisedLimit(limit, raise);
  return {
    limit: current,
    spent: {
      usd: Math.round((total.cost.reportedUsd + total.cost.estimatedUsd) * 1e6) / 1e6,
      tokens: totalTokens(total) ?? null,
    },
    unknownCalls: total.cost.unknownCalls,
  };
}
