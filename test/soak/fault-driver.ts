// Applies a session's faults in order, each when its trigger fires, until the session ends.
import { readFileSync } from 'node:fs';
import { faultLabel, type Fault, type Trigger } from './faults.ts';
import type { LogTail, TailRecord } from './log-tail.ts';
import type { Session } from './session.ts';

export interface Delivered {
  target: 'worker' | 'watchdog' | 'interrupt';
  label: string;
}

interface DriveInput {
  faults: readonly Fault[];
  session: Session;
  tail: LogTail;
  runId: string;
  ended: Promise<unknown>;
  /** Nodes whose processes make teardown slow (command nodes); a teardown fault waits for one of them. */
  slowTeardownNodes: ReadonlySet<string>;
  onDelivered(delivered: Delivered): void;
}

/** The next record matching `match`, or null once the session has ended. */
function nextRecord(tail: LogTail, ended: Promise<unknown>, match: (record: TailRecord) => boolean): Promise<TailRecord | null> {
  return new Promise((resolve) => {
    let done = false;
    const off = tail.onRecord((record) => {
      if (done || !match(record)) return;
      done = true;
      off();
      resolve(record);
    });
    void ended.then(() => {
      if (done) return;
      done = true;
      off();
      resolve(null);
    });
  });
}

function delay(ms: number, ended: Promise<unknown>): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(true), ms);
    void ended.then(() => {
      clearTimeout(timer);
      resolve(false);
    });
  });
}

async function fired(trigger: Trigger, tail: LogTail, ended: Promise<unknown>): Promise<boolean> {
  if (trigger.kind === 'delay') {
    if ((await nextRecord(tail, ended, (r) => r.type === 'runner:worker-started')) === null) return false;
    return delay(trigger.ms, ended);
  }
  let seen = 0;
  const record = await nextRecord(tail, ended, (r) => r.log === trigger.log && (trigger.type === null || r.type === trigger.type) && ++seen >= trigger.count);
  return record !== null;
}

/** SIGKILL the newest recorded worker if that pid is still this run's worker (never a recycled pid). */
export function killWorker(tail: LogTail, runId: string): boolean {
  const pid = tail.workerPid;
  if (pid === null) return false;
  let environ: string;
  try {
    environ = readFileSync(`/proc/${pid}/environ`, 'latin1');
  } catch {
    return false;
  }
  if (!environ.split('\0').includes(`OBVERSA_RUN_ID=${runId}`)) return false;
  try {
    process.kill(pid, 'SIGKILL');
    return true;
  } catch {
    return false;
  }
}

export async function driveFaults(input: DriveInput): Promise<void> {
  const { session, tail, runId, ended } = input;
  const midNode = (r: TailRecord) => r.type === 'graph:node-attempt-started';
  const midSlowNode = (r: TailRecord) =>
    midNode(r) && (input.slowTeardownNodes.size === 0 || input.slowTeardownNodes.has(String(r.data.nodeId)));
  for (const fault of input.faults) {
    const label = faultLabel(fault);
    switch (fault.target) {
      case 'worker':
        if (!(await fired(fault.trigger, tail, ended))) return;
        if (killWorker(tail, runId)) input.onDelivered({ target: 'worker', label });
        break;
      case 'watchdog':
        if (!(await fired(fault.trigger, tail, ended))) return;
        if (session.signal('SIGKILL')) input.onDelivered({ target: 'watchdog', label });
        return;
      case 'interrupt':
        if (!(await fired(fault.trigger, tail, ended))) return;
        if (session.signal('SIGTERM')) input.onDelivered({ target: 'interrupt', label });
        return;
      case 'watchdog-in-backoff': {
        if ((await nextRecord(tail, ended, midNode)) === null) return;
        if (!killWorker(tail, runId)) break;
        input.onDelivered({ target: 'worker', label: 'worker @ graph:node-attempt-started' });
        const backoff = await nextRecord(tail, ended, (r) => r.type === 'runner:backoff');
        if (backoff === null) return;
        const delayMs = typeof backoff.data.delayMs === 'number' ? backoff.data.delayMs : 0;
        if (!(await delay(Math.floor(delayMs * fault.fraction), ended))) return;
        if (session.signal('SIGKILL')) input.onDelivered({ target: 'watchdog', label });
        return;
      }
      case 'watchdog-in-teardown': {
        if ((await nextRecord(tail, ended, midSlowNode)) === null) return;
        if (!killWorker(tail, runId)) break;
        input.onDelivered({ target: 'worker', label: 'worker @ graph:node-attempt-started' });
        if (!(await delay(fault.delayMs, ended))) return;
        if (session.signal('SIGKILL')) input.onDelivered({ target: 'watchdog', label });
        return;
      }
    }
  }
}
