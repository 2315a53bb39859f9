// The worker's graph work for one launch: `run` (then resume each position a crashed predecessor
// left in flight, under the executor's crash-recovery rules) or `resume` of one recorded pause
// (only if that pause is still the current one; otherwise RESUME_EVENT_MISMATCH).
import type { GraphExecutor, GraphResult } from '../../graph/contract.ts';
import { SupervisedRunError } from '../errors.ts';
import type { WorkerMode } from '../records/records.ts';

export type ExecuteOutcome = GraphResult | { kind: 'mismatch'; position: string; expected: string; found: string };

export async function execute(executor: GraphExecutor, mode: WorkerMode, signal: AbortSignal): Promise<ExecuteOutcome> {
  let result: GraphResult;
  if (mode.kind === 'resume') {
    // The executor's own read of the log, which the resume or run below continues.
    const current = await executor.recorded(mode.position);
    if (current?.status === 'paused' && current.pauseEventId !== mode.pauseEventId) {
      return {
        kind: 'mismatch',
        position: mode.position,
        expected: mode.pauseEventId,
        found: current.pauseEventId ?? 'none',
      };
    }
    // Still paused by the expected record: reopen it. Otherwise an earlier worker of this resume
    // already reopened it (and may have crashed since): continue as after a crash.
    result =
      current?.status === 'paused'
        ? await executor.resume(mode.position, signal, mode.decision, {
            pauseEventId: mode.pauseEventId,
            ...(mode.raiseBudget === undefined ? {} : { raiseBudget: mode.raiseBudget }),
            ...(mode.answer === undefined ? {} : { answer: mode.answer }),
          })
        : await executor.run(signal);
  } else {
    result = await executor.run(signal);
  }
  const resumed = new Set<string>();
  while (result.kind === 'waiting') {
    const next = result.positions.find((position) => !resumed.has(position));
    if (next === undefined) {
      throw new SupervisedRunError(
        'WORKER_ERROR',
        `the executor keeps reporting positions in flight after they were resumed: ${result.positions.join(', ')}`,
      );
    }
    resumed.add(next);
    result = await executor.resume(next, signal);
  }
  return result;
}
