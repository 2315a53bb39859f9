// The handle a start or resume returns, and optional SIGINT/SIGTERM handling (-> interrupt()).
import type { RunStorage } from '../../store/contract.ts';
import { SupervisedRunError } from '../errors.ts';
import { readStatusFrom, statusNodesOption } from '../status/read.ts';
import type { SupervisedRunHandle, SupervisedRunResult } from '../types.ts';
import { SignalGate } from '../watchdog/signals.ts';
import { readCancelIntent } from './cancel-intent.ts';
import type { Supervisor } from '../watchdog/supervisor.ts';

/**
 * Signal gates installed at the start of a call, by the storage object that call opened (one per
 * call), so the handle that call builds attaches them instead of installing listeners late.
 */
const earlyGates = new WeakMap<RunStorage, SignalGate>();

/** Routes the signals `gate` holds to the supervisor of the session opened with `storage`. */
export function holdSignalsFor(storage: RunStorage, gate: SignalGate): void {
  earlyGates.set(storage, gate);
}

/** Refuses to go on when a signal arrived before anything was written (start leaves nothing behind). */
export function refuseIfSignalled(gate: SignalGate | null, runId: string): void {
  const signal = gate?.pending ?? null;
  if (signal !== null)
    throw new SupervisedRunError(
      'INTERRUPTED',
      `interrupted by ${signal} before run ${runId} was written; nothing was stored`,
    );
}

/**
 * The supervisors of the runs this process drives, by run directory: a cancel from this same process
 * (a library caller cancelling its own run) stops one directly, since SIGTERM would end the caller.
 */
const drivenHere = new Map<string, Supervisor>();

/** The supervisor of `runId` when this process drives it (its handle is live), else undefined. */
export function supervisorHere(storage: RunStorage, runId: string): Supervisor | undefined {
  return drivenHere.get(storage.runDirectory(runId));
}

export function supervisedHandle(
  storage: RunStorage,
  runId: string,
  supervisor: Supervisor,
  handleSignals: boolean,
): SupervisedRunHandle {
  const driven = storage.runDirectory(runId);
  drivenHere.set(driven, supervisor);
  const forget = () => {
    if (drivenHere.get(driven) === supervisor) drivenHere.delete(driven);
  };
  supervisor.done.then(forget, forget);
  const early = earlyGates.get(storage);
  earlyGates.delete(storage);
  const gate = early ?? (handleSignals ? SignalGate.install() : undefined);
  // A cancel records its intent, then sends SIGTERM: stop then (terminal), so `done` says STOPPED
  // as the record the cancel writes does, instead of a resumable interruption.
  gate?.attach({
    done: supervisor.done,
    interrupt: (signal?: string) => {
      const done = supervisor.interrupt(signal);
      void readCancelIntent(storage, runId).then(
        (intent) => {
          if (intent !== undefined) supervisor.escalateToStop();
        },
        () => undefined,
      );
      return done;
    },
  });
  return {
    runId,
    status: (options) => readStatusFrom(storage, runId, { nodes: statusNodesOption(options?.nodes) }),
    done: supervisor.done,
    stop: () => supervisor.stop(),
    interrupt: (cause?: string) => supervisor.interrupt(cause),
  };
}

/** A handle for a call that settled during preflight (e.g. a resume refused for workspace evidence). */
export function settledHandle(storage: RunStorage, runId: string, result: SupervisedRunResult): SupervisedRunHandle {
  const done = Promise.resolve(result);
  return {
    runId,
    status: (options) => readStatusFrom(storage, runId, { nodes: statusNodesOption(options?.nodes) }),
    done,
    stop: () => done,
    interrupt: () => done,
  };
}
