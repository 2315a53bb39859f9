// One watchdog session (start or resume) as a person or CI job runs it: used in-process by the
// soak and by the watchdog child process. Returns the settled result or the typed error.
import type { LockHolder } from '../../src/store/contract.ts';
import {
  isSupervisedRunError,
  resumeSupervisedRun,
  startSupervisedRun,
  type ResumeSupervisedRunOptionsInput,
  type SupervisedRunEvent,
  type SupervisedRunOptionsInput,
  type SupervisedRunResult,
} from '../../src/runner/index.ts';
import { soakWorkspace } from './world.ts';

export type SessionRequest =
  { kind: 'start'; options: SupervisedRunOptionsInput } | { kind: 'resume'; options: ResumeSupervisedRunOptionsInput };

export interface SessionSetup {
  request: SessionRequest;
  repo: string;
  leaseDirectory: string;
  handleSignals: boolean;
}

/** An event the watchdog reported: it was read back from a closed batch, so it is acknowledged. */
export interface AckedEvent {
  log: 'graph' | 'runner';
  seq: number;
  id: string;
  hash: string;
  type: string;
}

export type SessionEnd =
  | { kind: 'result'; result: SupervisedRunResult }
  | { kind: 'error'; code: string | null; message: string; holder: LockHolder | null }
  /** The watchdog process was SIGKILLed (child sessions only). */
  | { kind: 'killed' }
  /** Our SIGTERM ended the watchdog process before it settled: its handlers were not installed yet. */
  | { kind: 'terminated' };

export function ackOf(event: SupervisedRunEvent): AckedEvent {
  return { log: event.log, seq: event.event.seq, id: event.event.id, hash: event.event.hash, type: event.event.type };
}

export async function driveSession(setup: SessionSetup, onEvent: (event: AckedEvent) => void): Promise<SessionEnd> {
  const extras = {
    workspace: soakWorkspace(setup.repo, setup.leaseDirectory),
    onEvent: (event: SupervisedRunEvent) => onEvent(ackOf(event)),
    handleSignals: setup.handleSignals,
  };
  try {
    const handle =
      setup.request.kind === 'start'
        ? await startSupervisedRun({ ...setup.request.options, ...extras })
        : await resumeSupervisedRun({ ...setup.request.options, ...extras });
    return { kind: 'result', result: await handle.done };
  } catch (error) {
    const typed = isSupervisedRunError(error);
    const holder = typed ? (error.details?.holder as LockHolder | undefined) : undefined;
    return {
      kind: 'error',
      code: typed ? error.code : null,
      message: error instanceof Error ? error.message : String(error),
      holder: holder ?? null,
    };
  }
}
