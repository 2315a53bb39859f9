// The run's time limit, as the runner's cleanup worker hands it to the executor
// (GraphExecutorOptions.timeLimit): the first such run records `graph:time-limit-reached`, naming
// every position still unsettled (they were stopped with the worker that ran them and are never
// resumed), and a form that settles after a stop runs its cleanup (the DAG form's finally nodes)
// before it fails with the record's code. A later worker of the same cleanup (after a crash) finds
// the record and goes on from it; a form that does not settle after a stop fails at once.
import type { GraphExecutorOptions, GraphResult } from '../contract.ts';
import { graphEventTypes } from '../events.ts';
import type { Ledger } from './ledger.ts';
import type { Front } from './services.ts';

export const timeLimitCode = 'TIMEOUT';

/** The first batch of a run past the time limit: its record (once), or `fail` when nothing would run after it. */
export function timeLimitFront<S>(options: GraphExecutorOptions<S>, ledger: Ledger): Front | 'fail' | undefined {
  const limit = options.timeLimit;
  if (limit === undefined) return undefined;
  if (options.graph.settlesAfterStop !== true) return 'fail';
  if (ledger.timeLimitReached) return undefined;
  const stopped = [...ledger.open(), ...ledger.paused()].map((record) => record.position);
  return {
    records: [
      {
        event: {
          type: graphEventTypes.timeLimitReached,
          session: options.session,
          data: {
            timeoutMs: Math.max(0, Math.round(limit.timeoutMs)),
            elapsedMs: Math.max(0, Math.round(limit.elapsedMs)),
            stopped,
            code: timeLimitCode,
            message: limit.message,
          },
        },
      },
    ],
    // Stopped, not in flight: the same batch may already dispatch the cleanup.
    exclude: new Set(stopped),
    launches: [],
  };
}

export function timeLimitResult(limit: NonNullable<GraphExecutorOptions<unknown>['timeLimit']>): GraphResult {
  return { kind: 'fail', code: timeLimitCode, message: limit.message };
}
