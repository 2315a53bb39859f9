// Fault plans: SIGKILL the worker or the watchdog when a given record appears (so a kill lands
// while its writer syncs, or just after), at a random delay, during restart backoff or during
// teardown; or SIGTERM the watchdog (an interrupt). Watchdog faults need a watchdog in a child process.
import type { Random } from './prng.ts';
import { syscallKillSupported, type WatchedCall } from './syscall-kill.ts';

export type Trigger =
  | { kind: 'record'; log: 'graph' | 'runner'; type: string | null; count: number }
  /** ms after the next worker-started record. */
  | { kind: 'delay'; ms: number }
  /** While the worker is inside this system call on the graph log (workers only). */
  | { kind: 'syscall'; call: WatchedCall };

export type Fault =
  | { target: 'worker'; trigger: Trigger }
  | { target: 'watchdog'; trigger: Trigger }
  /** Kill the worker mid-node, then the watchdog at `fraction` of the backoff that follows. */
  | { target: 'watchdog-in-backoff'; fraction: number }
  /** Kill the worker mid-node, then the watchdog `delayMs` later, while it stops the worker's processes. */
  | { target: 'watchdog-in-teardown'; delayMs: number }
  | { target: 'interrupt'; trigger: Trigger };

export function needsChild(fault: Fault): boolean {
  return fault.target !== 'worker';
}

function triggerLabel(trigger: Trigger): string {
  if (trigger.kind === 'delay') return 'delay';
  if (trigger.kind === 'syscall') return `inside ${trigger.call}(2) on the graph log`;
  return trigger.type ?? `any ${trigger.log} record`;
}

/** A short name of the moment, for the counts. */
export function faultLabel(fault: Fault): string {
  switch (fault.target) {
    case 'worker':
    case 'watchdog':
    case 'interrupt':
      return `${fault.target} @ ${triggerLabel(fault.trigger)}`;
    case 'watchdog-in-backoff':
      return 'watchdog @ backoff';
    case 'watchdog-in-teardown':
      return 'watchdog @ teardown';
  }
}

const workerMoments: ReadonlyArray<['graph' | 'runner', string | null, number]> = [
  ['graph', null, 6],
  ['graph', 'graph:node-attempt-started', 3],
  ['graph', 'graph:node-completed', 3],
  ['graph', 'graph:node-dispatched', 2],
  ['graph', 'graph:run-started', 1],
  ['graph', 'runner:node-changes', 1],
  ['graph', 'runner:worker-result', 1],
  ['runner', 'runner:worker-started', 1],
];

const watchdogMoments: ReadonlyArray<['graph' | 'runner', string | null, number]> = [
  ['runner', null, 4],
  ['runner', 'runner:worker-launching', 2],
  ['runner', 'runner:worker-started', 2],
  ['runner', 'runner:worker-exited', 2],
  ['runner', 'runner:restart-anchor', 1],
  ['runner', 'runner:pause-anchor', 1],
  ['runner', 'runner:paused', 1],
  ['runner', 'runner:completed', 1],
  ['runner', 'runner:adopted', 1],
  ['graph', null, 3],
  ['graph', 'graph:node-attempt-started', 2],
  ['graph', 'runner:worker-result', 1],
];

function pickWeighted<T extends readonly unknown[]>(random: Random, items: ReadonlyArray<T>): T {
  const total = items.reduce((sum, item) => sum + (item.at(-1) as number), 0);
  let roll = random.next() * total;
  for (const item of items) {
    roll -= item.at(-1) as number;
    if (roll < 0) return item;
  }
  return items.at(-1)!;
}

function recordTrigger(random: Random, moments: ReadonlyArray<['graph' | 'runner', string | null, number]>): Trigger {
  const [log, type] = pickWeighted(random, moments);
  const repeated =
    type === null ||
    type === 'graph:node-attempt-started' ||
    type === 'graph:node-completed' ||
    type === 'graph:node-dispatched';
  return { kind: 'record', log, type, count: repeated ? random.int(1, type === null ? 8 : 3) : 1 };
}

export function randomFault(random: Random, teardownGraceMs: number): Fault {
  const kind = random.weighted({
    workerRecord: 28,
    workerDelay: 10,
    workerSyscall: 14,
    watchdogRecord: 18,
    watchdogDelay: 8,
    backoff: 10,
    teardown: 8,
    interrupt: 4,
  });
  switch (kind) {
    case 'workerSyscall':
      if (syscallKillSupported) return { target: 'worker', trigger: { kind: 'syscall', call: 'fdatasync' } };
      return { target: 'worker', trigger: recordTrigger(random, workerMoments) };
    case 'workerRecord':
      return { target: 'worker', trigger: recordTrigger(random, workerMoments) };
    case 'workerDelay':
      return { target: 'worker', trigger: { kind: 'delay', ms: random.int(0, 400) } };
    case 'watchdogRecord':
      return { target: 'watchdog', trigger: recordTrigger(random, watchdogMoments) };
    case 'watchdogDelay':
      return { target: 'watchdog', trigger: { kind: 'delay', ms: random.int(0, 500) } };
    case 'backoff':
      return { target: 'watchdog-in-backoff', fraction: random.next() };
    case 'teardown':
      return { target: 'watchdog-in-teardown', delayMs: random.int(0, teardownGraceMs + 50) };
    case 'interrupt':
      return {
        target: 'interrupt',
        trigger: random.chance(0.5)
          ? { kind: 'delay', ms: random.int(0, 400) }
          : recordTrigger(random, watchdogMoments),
      };
  }
}

/** The faults of one run, handed out session by session. */
export class FaultPlan {
  readonly #queue: Fault[];

  constructor(faults: Fault[]) {
    this.#queue = [...faults];
  }

  static random(random: Random, teardownGraceMs: number): FaultPlan {
    const count = random.weighted({ 0: 1, 1: 3, 2: 4, 3: 2 });
    return new FaultPlan(Array.from({ length: Number(count) }, () => randomFault(random, teardownGraceMs)));
  }

  /** Worker faults in a row (the watchdog restarts the worker within the session), ending with at most one watchdog fault. */
  nextSession(): Fault[] {
    const taken: Fault[] = [];
    while (this.#queue.length > 0) {
      const fault = this.#queue.shift()!;
      taken.push(fault);
      if (needsChild(fault)) break;
    }
    return taken;
  }

  get remaining(): number {
    return this.#queue.length;
  }
}
