// What a job does with what the restored store holds (DESIGN.md section 8, the `mode: auto`
// table), as a pure function: mode + position + takeover + the stored run -> a plan.
import type { SupervisedRunStatus } from '../runner/index.ts';
import type { ActionMode } from './inputs/parse.ts';

/** The stored run as the decision sees it. */
export type StoredRun =
  | { state: 'none' }
  /** A definition and not one record: the job that wrote it was killed before the run started. */
  | { state: 'never-started' }
  /** Settled pause. `continuable`: the runner continues it without a position (a drift pause). */
  | { state: 'paused'; code: string | null; positions: string[]; continuable: boolean }
  | { state: 'interrupted'; positions: string[] }
  | { state: 'ended'; phase: string }
  /** Not settled and its watchdog is provably gone. */
  | { state: 'orphaned' }
  /** Not settled and its watchdog may be alive (a lock held on this machine or another). */
  | { state: 'live'; phase: string };

export type JobPlan =
  /** `replace`: a never-started store of the run is removed first (it holds nothing but the definition). */
  | { kind: 'start'; replace?: true }
  /** resumeSupervisedRun with exactly this position (and the decision input, if any). */
  | { kind: 'resume'; position: string }
  /** resumeSupervisedRun without a position: runner:adopted, then as after a crash. */
  | { kind: 'continue' }
  /** resumeSupervisedRun with an explicit, recorded takeover. */
  | { kind: 'takeover'; position?: string }
  /** Nothing runs: the summary and outputs report the stored run. `note` says why, when it is not obvious. */
  | { kind: 'report'; note?: string; warn: boolean }
  | { kind: 'refuse'; code: 'STORE_NOT_FOUND' | 'INVALID_INPUT'; input?: string; message: string };

export interface JobRequest {
  mode: ActionMode;
  runId: string;
  position: string | undefined;
  takeover: boolean;
  /** What was tried when nothing was stored, e.g. `cache prefix supervised-run/default/r1/ and from-run 123`. */
  tried: string;
}

export function storedRunOf(status: SupervisedRunStatus | null): StoredRun {
  if (status === null) return { state: 'none' };
  if (status.phase === 'starting' && status.eventCount?.runner === 0 && status.eventCount.graph === 0)
    return { state: 'never-started' };
  switch (status.phase) {
    case 'paused': {
      const result = status.result?.kind === 'pause' ? status.result : null;
      const code = result?.code ?? null;
      return {
        state: 'paused',
        code,
        positions: status.positions,
        continuable: code === 'WORKSPACE_DRIFT' && status.pauses.length === 0,
      };
    }
    case 'interrupted':
      return { state: 'interrupted', positions: status.positions };
    case 'completed':
    case 'failed':
    case 'stopped':
    case 'timeout':
      return { state: 'ended', phase: status.phase };
    case 'orphaned':
      return { state: 'orphaned' };
    default:
      return { state: 'live', phase: status.phase };
  }
}

const takeoverHint = (runId: string) =>
  `run ${runId} was not settled: its watchdog stopped without recording a result (the job was killed?). Nothing was run. To continue it, run again with takeover: true (the takeover is recorded)`;

function liveNote(runId: string, phase: string): string {
  return `run ${runId} is ${phase} under another watchdog (its process lock is held); nothing was run. Two jobs must never drive one run: use a concurrency group per run ID`;
}

export function decideJob(request: JobRequest, stored: StoredRun): JobPlan {
  const { mode, runId, position } = request;
  if (mode === 'status') return { kind: 'report', warn: false };
  if (stored.state === 'none') {
    if (mode === 'resume' || position !== undefined) {
      return {
        kind: 'refuse',
        code: 'STORE_NOT_FOUND',
        message: `run ${runId} was not found (tried ${request.tried}), so position ${position ?? ''} cannot be resumed`,
      };
    }
    return { kind: 'start' };
  }
  // Provably never started: nothing ran, so it starts as new (mode start too; a resume has nothing to resume).
  if (stored.state === 'never-started' && mode !== 'resume' && position === undefined)
    return { kind: 'start', replace: true };
  if (mode === 'start') {
    return {
      kind: 'refuse',
      code: 'INVALID_INPUT',
      input: 'mode',
      message: `input "mode" (got "start"): run ${runId} already exists in the store (${describe(stored)}); use mode auto, resume or status, or a new run-id`,
    };
  }
  switch (stored.state) {
    case 'ended':
      return position === undefined
        ? { kind: 'report', warn: false }
        : {
            kind: 'report',
            warn: true,
            note: `position ${position} was not resumed: run ${runId} has ended (${stored.phase}); nothing was run`,
          };
    case 'live':
      return { kind: 'report', warn: true, note: liveNote(runId, stored.phase) };
    case 'never-started':
      return {
        kind: 'refuse',
        code: 'STORE_NOT_FOUND',
        message: `run ${runId} was stored but never started (a definition and no records), so position ${position ?? ''} cannot be resumed; run it with mode auto to start it`,
      };
    case 'orphaned':
      if (request.takeover) return position === undefined ? { kind: 'takeover' } : { kind: 'takeover', position };
      return { kind: 'report', warn: true, note: takeoverHint(runId) };
    case 'interrupted':
      return position === undefined ? { kind: 'continue' } : { kind: 'resume', position };
    case 'paused':
      if (position !== undefined) return { kind: 'resume', position };
      // mode resume always has a position (checked with the inputs), so this is auto.
      if (stored.continuable) return { kind: 'continue' };
      return { kind: 'report', warn: false };
  }
}

function describe(stored: StoredRun): string {
  switch (stored.state) {
    case 'paused':
      return `paused at ${stored.positions.join(', ') || 'no position'}`;
    case 'interrupted':
      return 'interrupted';
    case 'ended':
    case 'live':
      return stored.phase;
    case 'orphaned':
      return 'not settled; its watchdog is gone';
    case 'none':
      return 'not stored';
    case 'never-started':
      return 'stored but never started';
  }
}
