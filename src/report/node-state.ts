// What is true of each node of the graph once the run has ended (or at the time of a snapshot):
// a node in flight when every process stopped is interrupted or stopped, not "running"; a node
// that never ran is not run, blocked by a failed need or skipped. One place decides (nodeState)
// and one says it (stateText): a new outcome is a new kind in both.
import type { NodeOccurrence, SupervisedRunPhase } from '../runner/index.ts';
import type { RunReport } from './types.ts';
import type { Writer } from './writer.ts';

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
}

export type NodeState =
  | {
      kind: 'completed' | 'failed';
      code: string | null;
      reconciled: NodeOccurrence['reconciled'];
      answeredBy?: string;
      /** A reviewer whose last round still said revise: the run failed for it, or its loop passed it. */
      exhausted?: 'fail' | 'pass';
    }
  | { kind: 'decision' | 'paused' | 'running' | 'starting' | 'interrupted' | 'stopped' | 'timed-out' }
  /** Never dispatched: `blocked` (a required need failed), `skipped` (an optional need failed). */
  | { kind: 'blocked' | 'skipped'; because: string[] }
  /** Dispatched and recorded skipped: its `when` condition was unmet (green for its dependents). */
  | { kind: 'unmet'; reason: string | null }
  /** Never dispatched, no failed need: `waiting` (live run), `not-yet` (paused), `not-run` (ended). */
  | { kind: 'waiting' | 'not-yet' | 'not-run' }
  /** A finally node never dispatched in a run that was stopped or ran out of time (they do not run then). */
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
    };
  });
  const listed = new Set(rows.map((row) => row.nodeId));
  for (const [nodeId, occurrences] of byNode)
    if (!listed.has(nodeId))
      rows.push({ nodeId, occurrences, needs: [], optional: false, planPhase: recordedPhase(occurrences) });
  return rows;
}

/** Each row's state; a row's needs are decided before it (graph order). */
export function nodeStates(report: RunReport, rows: readonly NodeRow[], decisions: ReadonlySet<string>): NodeState[] {
  const ending = runEnding(report);
  const decided = new Map<string, { state: NodeState; optional: boolean }>();
  const exhausted = new Map((report.reviewLoops ?? []).map((loop) => [loop.reviewer, loop.exhausted]));
  return rows.map((row) => {
    const state = withExhausted(nodeState(row, ending, decisions, decided), exhausted.get(row.nodeId));
    decided.set(row.nodeId, { state, optional: row.optional });
    return state;
  });
}

/** A reviewer that completed its last round asking for changes it did not get: said so, not a bare "completed". */
function withExhausted(state: NodeState, exhausted: 'fail' | 'pass' | undefined): NodeState {
  return state.kind === 'completed' && exhausted !== undefined ? { ...state, exhausted } : state;
}

function nodeState(
  row: NodeRow,
  ending: RunEnding,
  decisions: ReadonlySet<string>,
  decided: ReadonlyMap<string, { state: NodeState; optional: boolean }>,
): NodeState {
  const last = row.occurrences.at(-1);
  if (last === undefined) {
    const failedNeeds = row.needs.filter((need) => {
      const kind = decided.get(need)?.state.kind;
      return kind === 'failed' || kind === 'blocked' || kind === 'skipped';
    });
    if (failedNeeds.length > 0) {
      // The DAG skips a node whose failed need is optional (or skipped); a required failure blocks it.
      const skipped = failedNeeds.every((need) => {
        const entry = decided.get(need);
        return entry?.state.kind === 'skipped' || (entry?.state.kind === 'failed' && entry.optional);
      });
      return { kind: skipped ? 'skipped' : 'blocked', because: failedNeeds };
    }
    if (row.finally === true && (ending === 'stopped' || ending === 'timed-out'))
      return { kind: 'finally-not-run', ending };
    return { kind: ending === 'live' ? 'waiting' : ending === 'interrupted' ? 'not-yet' : 'not-run' };
  }
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
      return { kind: decisions.has(last.position) ? 'decision' : 'paused' };
    case 'running':
    case 'dispatched':
      if (ending === 'live') return { kind: last.state === 'running' ? 'running' : 'starting' };
      return { kind: leftInFlight(ending) };
  }
}

/**
 * A listed position's state as a person should read it: one still `running` or `dispatched` in a
 * run that has ended is `interrupted`, `timed out` or `stopped` (no process runs it any more).
 */
export function positionStateText(state: NodeOccurrence['state'], phase: SupervisedRunPhase): string {
  const ending = runEndingOf(phase);
  if ((state !== 'running' && state !== 'dispatched') || ending === 'live') return state;
  return leftInFlight(ending).replace('-', ' ');
}

/** What a position still in flight is once its run has ended so. */
function leftInFlight(ending: Exclude<RunEnding, 'live'>): 'interrupted' | 'timed-out' | 'stopped' {
  return ending === 'interrupted' ? 'interrupted' : ending === 'timed-out' ? 'timed-out' : 'stopped';
}

/**
 * A reconcile decision that did not end the node (a `retry`: the attempt ran again and is now in
 * another state): said beside that state, so who chose to repeat uncertain work stays visible.
 */
export function earlierDecisionText(w: Writer, row: NodeRow, state: NodeState): string {
  if (state.kind === 'completed' || state.kind === 'failed') return '';
  const decided = row.occurrences.filter((occurrence) => occurrence.reconciled !== null).at(-1)?.reconciled;
  if (decided == null) return '';
  return `, after reconciled: ${w.cell(decided.decision, 50)} by ${w.cell(decided.decidedBy, 100)}`;
}

function needsText(w: Writer, needs: readonly string[]): string {
  const shown = needs.slice(0, 5).map((need) => w.cell(need, 100));
  return `${shown.join(', ')}${needs.length > shown.length ? `, … (${needs.length - shown.length} more)` : ''}`;
}

/** The state as a person reads it (a table cell). */
export function stateText(w: Writer, state: NodeState): string {
  switch (state.kind) {
    case 'completed':
    case 'failed': {
      let text = state.kind === 'completed' ? '✅ completed' : '❌ failed';
      if (state.exhausted === 'fail') text = '❌ still asked for changes after its last round (REVIEW_EXHAUSTED)';
      if (state.exhausted === 'pass')
        text = '⚠️ still asked for changes after its last round; passed (when-exhausted: pass)';
      if (state.code !== null && state.reconciled === null) text += ` (${w.cell(state.code, 100)})`;
      if (state.reconciled !== null)
        text += `, reconciled: ${w.cell(state.reconciled.decision, 50)} by ${w.cell(state.reconciled.decidedBy, 100)}`;
      if (state.answeredBy !== undefined) text += `, answered by ${w.cell(state.answeredBy, 100)}`;
      return text;
    }
    case 'decision':
      return '✋ waits for your decision';
    case 'paused':
      return '⏸️ paused';
    case 'running':
      return '⏳ running';
    case 'starting':
      return '⏳ starting';
    case 'interrupted':
      return '⚠️ interrupted (its process was stopped)';
    case 'stopped':
      return '⏹️ stopped';
    case 'timed-out':
      return '⏹️ stopped at the time limit';
    case 'blocked':
      return `⛔ blocked: needs ${needsText(w, state.because)}, which did not complete`;
    case 'skipped':
      return `⏭️ skipped: optional need ${needsText(w, state.because)} failed`;
    case 'unmet':
      return `⏭️ skipped${state.reason === null ? '' : `: ${w.cell(state.reason, 200)}`}`;
    case 'waiting':
      return '🕒 waiting';
    case 'not-yet':
      return '➖ not run yet';
    case 'not-run':
      return '➖ not run';
    case 'finally-not-run':
      return state.ending === 'stopped'
        ? '➖ not run: finally nodes do not run when a run is stopped'
        : "➖ not run: finally nodes do not run when a run's time runs out";
  }
}
