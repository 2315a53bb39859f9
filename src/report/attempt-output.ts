// What the attempts a person must look at printed: for each failed node and each paused position,
// the latest attempt's kept output (the last lines), when it started, how long it ran (to its
// outcome, or to the crash that left it without one) and where its full log is.
import {
  listAttemptOutputs,
  readAttemptOutput,
  type AttemptOutputEntry,
  type SupervisedRunPhase,
  type SupervisedRunStatus,
} from '../runner/index.ts';
import type { RunStorage, StoredEvent } from '../store/contract.ts';

/** Lines of an attempt shown in the summary (its last ones). */
export const shownOutputLines = 40;

export interface AttemptOutputView {
  position: string;
  nodeId: string;
  attemptId: string;
  attempt: number;
  /**
   * `failed`, `paused` (a pause whose attempt printed), `stopped` (in flight when the run was
   * interrupted, cancelled or ran out of time) or `crashed` (its worker died before an outcome).
   */
  outcome: 'completed' | 'failed' | 'paused' | 'stopped' | 'crashed';
  startedAt: string;
  /** From the start to the outcome record, or to the record of the crash; null when neither is known. */
  ranMs: number | null;
  totalLines: number;
  cutLines: number;
  /** The last lines, each `[out] text` / `[err] text`. */
  lastLines: string[];
  /** Of the live log, relative to the storage directory. */
  storePath: string;
  /** The same file inside the Action's store artifact (relative to the run directory). */
  artifactPath: string;
  /** `sha256:…` of the log artifact, when the attempt ended and it was stored. */
  artifact: string | null;
}

const endOfCrash = /^runner:(worker-crashed|interrupted|stopped|timeout)$/;

function ranMs(
  entry: AttemptOutputEntry,
  graph: readonly StoredEvent[],
  runner: readonly StoredEvent[],
): number | null {
  const start = Date.parse(entry.startedAt);
  const crashed = entry.record === undefined || entry.record.outcome === 'crashed';
  const ended = crashed
    ? runner.find((event) => endOfCrash.test(event.type) && Date.parse(event.at) >= start)?.at
    : graph.find(
        (event) =>
          event.type === 'runner:node-output' && (event.data as { attemptId?: unknown }).attemptId === entry.attemptId,
      )?.at;
  return ended === undefined || Number.isNaN(start) ? null : Math.max(0, Date.parse(ended) - start);
}

/** Phases of a run that ended with attempts in flight: what those printed is what a person asks for. */
const endedInFlight: ReadonlySet<SupervisedRunPhase> = new Set([
  'interrupted',
  'stopped',
  'timeout',
  'orphaned',
  'paused',
  'failed',
]);
/** Of those, the phases whose processes the run itself stopped (an interrupt, a cancel, its time). */
const stoppedByRun: ReadonlySet<SupervisedRunPhase> = new Set(['interrupted', 'stopped', 'timeout']);

/**
 * The attempts to show: the latest attempt of each failed or paused position that printed
 * something, and of each position in flight when the run ended. One whose output cannot be read
 * (its artifact missing or altered) is left out and passed to `unreadable`.
 */
export async function loadAttemptOutputs(
  storage: RunStorage,
  runId: string,
  status: Pick<SupervisedRunStatus, 'nodes' | 'pauses' | 'phase'>,
  graph: readonly StoredEvent[],
  runner: readonly StoredEvent[],
  unreadable: (entry: AttemptOutputEntry, error: unknown) => void,
): Promise<AttemptOutputView[]> {
  const inFlight = endedInFlight.has(status.phase);
  const wanted = new Set([
    ...status.nodes
      .filter((node) => node.state === 'failed' || (inFlight && node.state === 'running'))
      .map((node) => node.position),
    ...status.pauses.map((pause) => pause.position),
  ]);
  if (wanted.size === 0) return [];
  // An attempt without an outcome record: stopped by the run, or its worker died.
  const unended = stoppedByRun.has(status.phase) ? 'stopped' : 'crashed';
  const latest = new Map<string, AttemptOutputEntry>();
  for (const entry of await listAttemptOutputs(storage, runId, graph))
    if (wanted.has(entry.position)) latest.set(entry.position, entry); // listed in start order
  const views: AttemptOutputView[] = [];
  for (const entry of latest.values()) {
    let log: Awaited<ReturnType<typeof readAttemptOutput>>;
    try {
      log = await readAttemptOutput(storage, runId, entry);
    } catch (error) {
      unreadable(entry, error); // one bad attempt does not hide the others
      continue;
    }
    const lines = log.lines.slice(-shownOutputLines);
    views.push({
      position: entry.position,
      nodeId: entry.nodeId,
      attemptId: entry.attemptId,
      attempt: entry.attempt,
      outcome: entry.record?.outcome ?? unended,
      startedAt: entry.startedAt,
      ranMs: ranMs(entry, graph, runner),
      totalLines: entry.record?.lines ?? log.lines.at(-1)?.n ?? 0,
      cutLines: log.cut?.lines ?? 0,
      lastLines: lines.map((line) => `${line.k === 'o' ? '[out]' : '[err]'} ${line.t}`),
      storePath: entry.livePath,
      artifactPath: entry.runPath,
      artifact: entry.record?.artifact?.digest ?? null,
    });
  }
  return views;
}
