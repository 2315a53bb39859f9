// Shared helpers for the graph tests: a real store in a temp directory, run specs, reading the
// graph log back, and a log wrapper that "dies" at a chosen append to simulate a crash.
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import {
  createLocalRunStorage,
  type EventLog,
  type JsonValue,
  type LocalRunStorageOptions,
  type NewEvent,
  type RunStorage,
  type StoredEvent,
} from '../../src/store/index.ts';
import {
  createGraphExecutor,
  createGraphRun,
  graphDefinitionOf,
  type DataNodeBinding,
  type DataNodeContext,
  type Graph,
  type GraphPlan,
  type GraphRunSpecInput,
  type GraphSpec,
} from '../../src/graph/index.ts';

const cleanups: string[] = [];

afterEach(async () => {
  while (cleanups.length > 0) await fs.rm(cleanups.pop()!, { recursive: true, force: true });
});

export async function tempStorage(options: Partial<LocalRunStorageOptions> = {}): Promise<RunStorage> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'graph-test-'));
  cleanups.push(directory);
  return createLocalRunStorage({ namespace: 'ns', directory: path.join(directory, 'store'), ...options });
}

export const emptyPlan: GraphPlan = { schemaVersion: 1, lanes: {} };

export function specFor(
  graph: Graph<unknown>,
  plan: GraphPlan = emptyPlan,
  resolvedInputs: JsonValue = {},
): GraphRunSpecInput {
  return { schemaVersion: 1, graphDefinition: graphDefinitionOf(graph), plan, resolvedInputs };
}

/** The spec a form's initial state takes when a test drives its fold and decide by hand. */
export function formSpec(resolvedInputs: JsonValue = {}): GraphSpec {
  return { graphDefinition: { form: 'dag', version: 1, value: null }, plan: emptyPlan, resolvedInputs };
}

let runCounter = 0;

/** Writes a new run for `graph` and returns its ID. */
export async function newRun(
  storage: RunStorage,
  graph: Graph<any>,
  plan?: GraphPlan,
  inputs?: JsonValue,
): Promise<string> {
  runCounter += 1;
  const runId = `run-${process.pid}-${runCounter}`;
  await createGraphRun(storage, runId, specFor(graph, plan, inputs), { session: 1 });
  return runId;
}

export async function events(storage: RunStorage, runId: string): Promise<StoredEvent[]> {
  return (await storage.readEvents(runId, 'graph')).events;
}

export async function eventTypes(storage: RunStorage, runId: string): Promise<string[]> {
  return (await events(storage, runId)).map((e) => e.type);
}

export function ofType(list: StoredEvent[], type: string): Array<StoredEvent & { data: Record<string, any> }> {
  return list.filter((e) => e.type === type) as Array<StoredEvent & { data: Record<string, any> }>;
}

export const never = (): AbortSignal => new AbortController().signal;

export function deferred<T = void>(): {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
} {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A promise that never settles: node code of a "dead" process. */
export function hang<T = never>(): Promise<T> {
  return new Promise<T>(() => {});
}

/** A data node binding from a function. */
export function data(
  run: (input: JsonValue, ctx: DataNodeContext) => JsonValue | Promise<JsonValue>,
  options: Omit<DataNodeBinding, 'kind' | 'run'> = {},
): DataNodeBinding {
  return { kind: 'data', ...options, run: async (input, ctx) => run(input, ctx) };
}

export interface CountingLog extends EventLog {
  readonly appends: number;
}

/** Wraps a log to count appends (each append is one batch = one fdatasync). */
export function countingLog(log: EventLog): CountingLog {
  let appends = 0;
  return {
    name: log.name,
    cursor: () => log.cursor(),
    append: (records: readonly NewEvent[]) => {
      appends += 1;
      return log.append(records);
    },
    close: () => log.close(),
    get appends() {
      return appends;
    },
  };
}

export interface CrashingLog extends EventLog {
  /** Resolves when the simulated process has died. */
  readonly crashed: Promise<void>;
  readonly dead: boolean;
  /** Kills the simulated process now (e.g. while node code hangs). */
  kill(): Promise<void>;
}

/**
 * A graph log of a process that dies at append number `crashAt` (1-based): with `durable` the
 * batch reaches the disk first, otherwise it never does. After that, every append hangs and the
 * real log is closed, so a fresh executor (the "next process") can open it.
 */
export async function crashingLog(
  storage: RunStorage,
  runId: string,
  crashAt = Number.POSITIVE_INFINITY,
  durable = true,
): Promise<CrashingLog> {
  const log = await storage.openEventLog(runId, 'graph');
  const died = deferred();
  let count = 0;
  let dead = false;
  const die = async () => {
    dead = true;
    await log.close();
    died.resolve();
  };
  return {
    name: log.name,
    cursor: () => log.cursor(),
    async append(records: readonly NewEvent[]) {
      if (dead) return hang();
      count += 1;
      if (count < crashAt) return log.append(records);
      if (durable) await log.append(records);
      await die();
      return hang();
    },
    close: async () => {
      if (!dead) await log.close();
    },
    get crashed() {
      return died.promise;
    },
    get dead() {
      return dead;
    },
    kill: async () => {
      if (!dead) await die();
    },
  };
}

/**
 * A new run of `graph` (nodes `a`, then `b`) whose process died while `a` ran: `dag/a/1` is left in
 * flight, so the next session pauses a non-retry-safe `a` for reconcile. Returns the run ID.
 */
export async function crashedWhileARan(storage: RunStorage, graph: Graph<any>): Promise<string> {
  const runId = await newRun(storage, graph);
  const log = await crashingLog(storage, runId);
  const started = deferred();
  void createGraphExecutor({
    storage,
    runId,
    graph,
    nodes: { a: data(() => (started.resolve(), hang())), b: data(() => 'b') },
    engines: [],
    session: 1,
    log,
  }).run(never());
  await started.promise;
  await log.kill();
  return runId;
}
