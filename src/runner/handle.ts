// The handle a start or resume returns, and optional SIGINT/SIGTERM handling (-> interrupt()).
import type { RunStorage } from '../store/contract.ts';
import { readStatusFrom } from './status/read.ts';
import type { SupervisedRunHandle, SupervisedRunResult } from './types.ts';
import type { Supervisor } from './watchdog/supervisor.ts';

export function supervisedHandle(storage: RunStorage, runId: string, supervisor: Supervisor, handleSignals: boolean): SupervisedRunHandle {
  if (handleSignals) {
    const onSignal = (signal: NodeJS.Signals) => void supervisor.interrupt(signal);
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
    void supervisor.done
      .catch(() => undefined)
      .finally(() => {
        process.off('SIGINT', onSignal);
        process.off('SIGTERM', onSignal);
      });
  }
  return {
    runId,
    status: () => readStatusFrom(storage, runId),
    done: supervisor.done,
    stop: () => supervisor.stop(),
    interrupt: () => supervisor.interrupt(),
  };
}

/** A handle for a call that settled during preflight (e.g. a resume refused for workspace evidence). */
export function settledHandle(storage: RunStorage, runId: string, result: SupervisedRunResult): SupervisedRunHandle {
  const done = Promise.resolve(result);
  return { runId, status: () => readStatusFrom(storage, runId), done, stop: () => done, interrupt: () => done };
}
