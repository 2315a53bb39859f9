// Applies a session's faults in order, each when its trigger fires, until the session ends.
import { readFileSync } from 'node:fs';
import { faultLabel, type Fault, type Trigger } from './faults.ts';
import type { LogTail, TailRecord } from './log-tail.ts';
import type { Session } from './session.ts';
import { killInSyscall } from './syscall-kill.ts';

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
  /** Real path of the run's graph log (syscall triggers watch writes to it). */
  graphLog: string;
  /** Nodes whose processes make teardown slow (command nodes); a teardown fault waits for one of them. */
  slowTeardownNodes: ReadonlySet<string>;
  onDelivered(delivered: Delivered): void;
}

/** The next record matching `match`, or null once the session has ended. */
function nextRecord(
  tail: LogTail,
  ended: Promise<unknown>,
  match: (record: TailRecord) => boolean,
): Promise<TailRecord | null> {
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
  if (trigger.kind === 'syscall') return false; // workers only: see killInCall
  if (trigger.kind === 'delay') {
    if ((await nextRecord(tail, ended, (r) => r.type === 'runner:worker-started')) === null) return false;
    return delay(trigger.ms, ended);
  }
  let seen = 0;
  const record = await nextRecord(
    tail,
    ended,
    (r) => r.log === trigger.log && (trigger.type === null || r.type === trigger.type) && ++seen >= trigger.count,
  );
  return record !== null;
}

/** The newest recorded worker's pid, if that pid is still this run's worker (never a recycled pid). */
function runWorker(tail: LogTail, runId: string): number | undefined {
  const pid = tail.workerPid;
  if (pid === null) return undefined;
  try {
    return readFileSync(`/proc/${pid}/environ`, 'latin1').split('\0').includes(`OBVERSA_RUN_ID=${runId}`)
      ? pid
      : undefined;
  } catch {
    return undefined;
  }
}

/** SIGKILL this run's current worker. */
export function killWorker(tail: LogTail, runId: string): boolean {
  const pid = runWorker(tail, runId);
  if (pid === undefined) return false;
  try {
    process.kill(pid, 'SIGKILL');
    return true;
  } catch {
    return false;
  }
}

/** Kills the worker inside the system call, retrying in short synchronous polls until the session ends. */
async function killInCall(input: DriveInput, call: Extract<Trigger, { kind: 'syscall' }>['call']): Promise<boolean> {
  let ended = false;
  void input.ended.then(() => (ended = true));
  while (!ended) {
    const pid = runWorker(input.tail, input.runId);
    if (pid !== undefined && killInSyscall(pid, input.graphLog, call, 40) === 'killed') return true;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return false;
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
        if (fault.trigger.kind === 'syscall') {
          if (!(await killInCall(input, fault.trigger.call))) return;
          input.onDelivered({ target: 'worker', label });
          break;
        }
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
