// What is true of each node of the graph once the run has ended (or at the time of a snapshot):
// a node in flight when every process stopped is interrupted or stopped, not "running"; a node
// that never ran is not run, or blocked by a need that failed (optional or not: the DAG form
// blocks every node that needs a failed node, transitively); a node a review loop sent back that
// did not run again in the new round is judged like one that never ran, not by its earlier
// result. One place decides (nodeState) and one says it (stateText in node-state-text.ts): a new
// outcome is a new kind in both.
import { parseDagPosition } from '../graph/index.ts';
import type { NodeOccurrence, SupervisedRunPhase } from '../runner/index.ts';
import type { EndsFailedCause } from './ends-failed.ts';
import { oneLine } from './escape.ts';
import type { HeldSendBack } from './held-send-back.ts';
import type { RunReport } from './types.ts';

export interface NodeRow {
  nodeId: string;
  /** Its positions (a retry is a new one), in dispatch order. */
  occurrences: NodeOccurrence[];
  needs: string[];
  optional: boolean;
  /** The plan phase the node declares (its graph definition's, else the one its occurrences recorded). */
  planPhase: string | null;
  /** A finally node (from the graph definition). */
  finally?: true;
  /** A conditional node (from the graph definition): a failed need does not block it. */
  conditional?: true;
}

/** A need that keeps a node from running: it failed, or it was itself blocked by `blockedBy` failing. */
export interface BlockingNeed {
  need: string;
  /** The failed nodes that blocked the need (absent: the need itself failed). */
  blockedBy?: string[];
}

/** A node a review loop sent back for `round` that has not run in it (the reviewer's last round said revise). */
export interface SentBackRound {
  round: number;
  reviewer: boolean;
}

export type NodeState =
  | {
      kind: 'completed' | 'failed';
      code: string | null;
      reconciled: NodeOccurrence['reconciled'];
      answeredBy?: string;
      /** A reviewer whose last round still said revise: it failed for it (fail), or its loop passed it. */
      exhausted?: 'fail' | 'pass';
      /** Failed, and optional: its failure did not fail the run. */
      optional?: true;
    }
  | { kind: 'decision' | 'paused' | 'running' | 'starting' | 'interrupted' | 'stopped' | 'timed-out' }
  /** Running, its engine call waiting for its turn under a hard budget after these nodes' calls. */
  | { kind: 'budget-turn'; after: string[] }
  /** In flight when the run's watchdog was lost (an orphaned run): nothing stopped it, nothing runs it. */
  | { kind: 'lost' }
  /** Paused when the run ended for good (cancelled, stopped, out of time): nobody will answer it. */
  | { kind: 'unanswered'; ending: 'cancelled' | 'stopped' | 'timed-out' | 'ended' }
  /**
   * Never dispatched (or not again after a send-back) because a need failed or was blocked; `ended`:
   * the run has ended (it did not run), else it will not.
   */
  | { kind: 'blocked'; because: BlockingNeed[]; failed: string[]; ended: boolean; round?: SentBackRound }
  /** Not dispatched in a paused run that can no longer start a node other than a finally node (`cause`). */
  | { kind: 'will-not-run'; cause: EndsFailedCause; round?: SentBackRound }
  /** A reviewer that asked for changes whose send-back (or loop end) waits for open pauses or work in flight. */
  | { kind: 'send-back-held'; held: HeldSendBack }
  /** Dispatched and recorded skipped: its `when` condition was unmet (green for its dependents). */
  | { kind: 'unmet'; reason: string | null }
  /** Never dispatched, no failed need: `waiting` (live run), `not-yet` (paused), `not-run` (ended). */
  | { kind: 'waiting' | 'not-yet' | 'not-run'; round?: SentBackRound }
  /** A finally node never dispatched in a run that was stopped (they do not run then) or whose time and grace ran out. */
  | { kind: 'finally-not-run'; ending: 'stopped' | 'timed-out' };

/** How the run ended, as far as nodes still in flight are concerned. */
export type RunEnding = 'live' | 'interrupted' | 'stopped' | 'timed-out' | 'settled';

export function runEnding(report: RunReport): RunEnding {
  return runEndingOf(report.status.phase);
}

/** How a run in this phase ended (or that it is live), for the positions it left in flight. */
export function runEndingOf(phase: SupervisedRunPhase): RunEnding {
  if (phase === 'starting' || phase === 'running' || phase === 'backoff') return 'live';
  if (phase === 'interrupted' || phase === 'orphaned' || phase === 'paused') return 'interrupted';
  if (phase === 'stopped') return 'stopped';
  if (phase === 'timeout') return 'timed-out';
  return 'settled';
}

/** Rows in graph order (the DAG's, when known; else the order nodes were first dispatched). */
export function nodeRows(report: RunReport): NodeRow[] {
  const byNode = new Map<string, NodeOccurrence[]>();
  for (const occurrence of report.status.nodes) {
    const list = byNode.get(occurrence.nodeId);
    if (list === undefined) byNode.set(occurrence.nodeId, [occurrence]);
    else list.push(occurrence);
  }
  const recordedPhase = (occurrences: readonly NodeOccurrence[]) =>
    occurrences.find((occurrence) => occurrence.planPhase !== null)?.planPhase ?? null;
  const rows: NodeRow[] = (report.graphNodes ?? []).map((node) => {
    const occurrences = byNode.get(node.id) ?? [];
    return {
      nodeId: node.id,
      occurrences,
      needs: node.needs,
      optional: node.optional,
      planPhase: node.phase ?? recordedPhase(occurrences),
      ...(node.finally === true ? { finally: true as const } : {}),
      ...(node.conditional === true ? { conditional: true as const } : {}),
    };
  });
  const listed = new Set(rows.map((row) => row.nodeId));
  for (const [nodeId, occurrences] of byNode)
    if (!listed.has(nodeId))
      rows.push({ nodeId, occurrences, needs: [], optional: false, planPhase: recordedPhase(occurrences) });
  return rows;
}

/** What the pause plan knows that the nodes' states depend on. */
export interface NodeStateOptions {
  /** Positions that wait for a reconcile decision. */
  decisions: ReadonlySet<string>;
  /** Set when the paused run can no longer complete: no node but a finally node starts again. */
  endsFailed?: EndsFailedCause | undefined;
  /** Review loops whose send-back waits, by reviewer. */
  heldSendBacks?: readonly HeldSendBack[];
}

interface StateContext {
  ending: RunEnding;
  endsFailed: EndsFailedCause | undefined;
  orphaned: boolean;
  cancelled: boolean;
  decisions: ReadonlySet<string>;
  /** Rows decided so far (a row's needs come before it). */
  decided: Map<string, { state: NodeState; finally: boolean }>;
  sentBack: ReadonlyMap<string, SentBackRound>;
}

/** Each row's state; a row's needs are decided before it (graph order). */
export function nodeStates(report: RunReport, rows: readonly NodeRow[], options: NodeStateOptions): NodeState[] {
  const { decisions } = options;
  const held = new Map((options.heldSendBacks ?? []).map((entry) => [entry.reviewer, entry]));
  const context: StateContext = {
    ending: runEnding(report),
    endsFailed: options.endsFailed,
    orphaned: report.status.phase === 'orphaned',
    cancelled: report.status.cancelled != null,
    decisions,
    decided: new Map(),
    sentBack: sentBackNotRun(report),
  };
  const exhausted = new Map((report.reviewLoops ?? []).map((loop) => [loop.reviewer, loop.exhausted]));
  return rows.map((row) => {
    const ended = withOutcome(nodeState(row, context), exhausted.get(row.nodeId), row.optional);
    // A completed reviewer that asked for changes: what its send-back waits for.
    const waiting = ended.kind === 'completed' ? held.get(row.nodeId) : undefined;
    const state: NodeState = waiting === undefined ? ended : { kind: 'send-back-held', held: waiting };
    context.decided.set(row.nodeId, { state: ended, finally: row.finally === true });
    return state;
  });
}

/**
 * The nodes each loop's latest send-back put back on its path that have no position in the round
 * it opened: they wait to run again (or never will), so their earlier result no longer stands.
 */
function sentBackNotRun(report: RunReport): Map<string, SentBackRound> {
  const notRun = new Map<string, SentBackRound>();
  for (const loop of report.reviewLoops ?? []) {
    const sent = loop.sentBack;
    if (sent === undefined) continue;
    const positions = loop.rounds.find((round) => round.round === sent.round)?.positions ?? [];
    const ran = new Set(positions.map((position) => parseDagPosition(position)?.nodeId));
    for (const nodeId of sent.nodes)
      if (!ran.has(nodeId)) notRun.set(nodeId, { round: sent.round, reviewer: nodeId === loop.reviewer });
  }
  return notRun;
}

/**
 * A reviewer that completed its last round asking for changes it did not get: failed for it
 * (`when-exhausted: fail`) or passed with a warning, not a bare "completed". A failed optional
 * node says its failure did not fail the run.
 */
function withOutcome(state: NodeState, exhausted: 'fail' | 'pass' | undefined, optional: boolean): NodeState {
  const ended =
    state.kind === 'completed' && exhausted !== undefined
      ? { ...state, kind: exhausted === 'fail' ? ('failed' as const) : state.kind, exhausted }
      : state;
  return ended.kind === 'failed' && optional ? { ...ended, optional: true } : ended;
}

function nodeState(row: NodeRow, context: StateContext): NodeState {
  const round = context.sentBack.get(row.nodeId);
  const last = round === undefined ? row.occurrences.at(-1) : undefined;
  if (last === undefined) return notDispatched(row, context, round);
  const { ending } = context;
  switch (last.state) {
    case 'completed':
    case 'failed':
      return {
        kind: last.state,
        code: last.code,
        reconciled: last.reconciled,
        ...(last.answered == null ? {} : { answeredBy: last.answered.answeredBy }),
      };
    case 'skipped':
      return { kind: 'unmet', reason: last.message };
    case 'paused':
      if (ending === 'stopped' || ending === 'timed-out' || ending === 'settled')
        return { kind: 'unanswered', ending: unansweredEnding(ending, context.cancelled) };
      return { kind: context.decisions.has(last.position) ? 'decision' : 'paused' };
    case 'running':
    case 'dispatched':
      if (ending === 'live' && last.state === 'running' && last.budgetTurn !== undefined)
        return { kind: 'budget-turn', after: turnNodes(last.budgetTurn.after) };
      if (ending === 'live') return { kind: last.state === 'running' ? 'running' : 'starting' };
      return context.orphaned ? { kind: 'lost' } : { kind: leftInFlight(ending) };
  }
}

/** The nodes of the positions a turn waits after (a node once, in their order). */
function turnNodes(positions: readonly string[]): string[] {
  return [...new Set(positions.map((position) => parseDagPosition(position)?.nodeId ?? position))];
}

function unansweredEnding(ending: 'stopped' | 'timed-out' | 'settled', cancelled: boolean) {
  if (ending === 'settled') return 'ended' as const;
  return ending === 'stopped' && cancelled ? ('cancelled' as const) : ending;
}

/** A node not dispatched (or not again in the round its loop sent it back for). */
function notDispatched(row: NodeRow, context: StateContext, round: SentBackRound | undefined): NodeState {
  const because = blockingNeeds(row, context.decided);
  const inRound = round === undefined ? {} : { round };
  const { ending } = context;
  if (because.length > 0) {
    const failed = [...new Set(because.flatMap((entry) => entry.blockedBy ?? [entry.need]))];
    return { kind: 'blocked', because, failed, ended: ending !== 'live' && ending !== 'interrupted', ...inRound };
  }
  // A paused run that ends failed whatever the answer starts no node but its finally nodes.
  if (ending === 'interrupted' && context.endsFailed !== undefined && row.finally !== true)
    return { kind: 'will-not-run', cause: context.endsFailed, ...inRound };
  if (row.finally === true && (ending === 'stopped' || ending === 'timed-out'))
    return { kind: 'finally-not-run', ending };
  return { kind: ending === 'live' ? 'waiting' : ending === 'interrupted' ? 'not-yet' : 'not-run', ...inRound };
}

/**
 * The needs that failed or were blocked. A finally node needs the other nodes for their outputs
 * only (it runs whatever their outcome): only its finally needs can block it.
 */
function blockingNeeds(row: NodeRow, decided: StateContext['decided']): BlockingNeed[] {
  const because: BlockingNeed[] = [];
  // A conditional node runs once its needs settle, failed ones included (it reads their outcomes).
  if (row.conditional === true) return because;
  for (const need of row.needs) {
    const entry = decided.get(need);
    if (entry === undefined || (row.finally === true && !entry.finally)) continue;
    if (entry.state.kind === 'failed') because.push({ need });
    else if (entry.state.kind === 'blocked') because.push({ need, blockedBy: entry.state.failed });
  }
  return because;
}

/**
 * A listed position's state as a person should read it: one still `running` or `dispatched` in a
 * run that has ended is `interrupted`, `timed out` or `stopped` (no process runs it any more); one
 * still `paused` in a run that ended for good is `not answered` (nobody will answer it).
 */
export function positionStateText(
  state: NodeOccurrence['state'],
  phase: SupervisedRunPhase,
  budgetTurn?: NodeOccurrence['budgetTurn'],
): string {
  const ending = runEndingOf(phase);
  if (state === 'running' && ending === 'live' && budgetTurn !== undefined) return budgetTurnText(budgetTurn.after);
  if (state === 'paused' && (ending === 'stopped' || ending === 'timed-out' || ending === 'settled'))
    return 'not answered';
  if ((state !== 'running' && state !== 'dispatched') || ending === 'live') return state;
  if (phase === 'orphaned') return 'in flight (watchdog lost)';
  return leftInFlight(ending).replace('-', ' ');
}

/** `waiting for its budget turn (after dag/a/1)`: a running position whose engine call waits (status, one line). */
export function budgetTurnText(after: readonly string[]): string {
  const shown = after.slice(0, 3).map((position) => oneLine(position, 60));
  const more = after.length > shown.length ? ` and ${after.length - shown.length} more` : '';
  return `waiting for its budget turn${shown.length === 0 ? '' : ` (after ${shown.join(', ')}${more})`}`;
}

/** What a position still in flight is once its run has ended so. */
function leftInFlight(ending: Exclude<RunEnding, 'live'>): 'interrupted' | 'timed-out' | 'stopped' {
  return ending === 'interrupted' ? 'interrupted' : ending === 'timed-out' ? 'timed-out' : 'stopped';
}
