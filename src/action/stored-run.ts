// The stored run as a job's plan sees it (modes.ts): read from the restored store's status.
import { isReconcileRequest, isRetryableFailure, type SupervisedRunStatus } from '../runner/index.ts';

/** The stored run as the decision sees it. */
export type StoredRun =
  | { state: 'none' }
  /** A definition and not one record: the job that wrote it was killed before the run started. */
  | { state: 'never-started' }
  /**
   * Settled pause. `continuable`: the runner continues it without a position (a drift pause).
   * `pausedAt`: the positions of its open graph pauses, the only ones a resume may name.
   */
  | {
      state: 'paused';
      code: string | null;
      positions: string[];
      pausedAt: string[];
      continuable: boolean;
      reconcile: string[];
    }
  | { state: 'interrupted'; positions: string[]; pausedAt: string[]; reconcile: string[] }
  /** `retryable`: failed because nodes failed, cleanup verified (retryFailed would reopen it). */
  | { state: 'ended'; phase: string; retryable: boolean }
  /** Not settled and its watchdog is provably gone. */
  | { state: 'orphaned' }
  /** Not settled and its watchdog may be alive (a lock held on this machine or another). */
  | { state: 'live'; phase: string };

/** Positions of open reconcile-attempt pauses: a person must say whether their uncertain work happened. */
export function reconcilePositions(status: SupervisedRunStatus): string[] {
  return status.pauses.filter((pause) => isReconcileRequest(pause.request)).map((pause) => pause.position);
}

export function storedRunOf(status: SupervisedRunStatus | null): StoredRun {
  if (status === null) return { state: 'none' };
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- statuses built by hand (tests, older callers) may lack eventCount
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
        pausedAt: status.pauses.map((pause) => pause.position),
        continuable: code === 'WORKSPACE_DRIFT' && status.pauses.length === 0,
        reconcile: reconcilePositions(status),
      };
    }
    case 'interrupted':
      return {
        state: 'interrupted',
        positions: status.positions,
        pausedAt: status.pauses.map((pause) => pause.position),
        reconcile: reconcilePositions(status),
      };
    case 'completed':
    case 'failed':
    case 'stopped':
    case 'timeout':
      return { state: 'ended', phase: status.phase, retryable: isRetryableFailure(status) };
    case 'orphaned':
      return { state: 'orphaned' };
    default:
      return { state: 'live', phase: status.phase };
  }
}
