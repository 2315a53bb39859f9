// The 1-node module-host run the start and resume figures time (host.mjs of benchRepository), and
// its records by type, whose times split a figure into phases.
import type { SupervisedRunOptions } from '../src/runner/index.ts';
import type { StoredEvent } from '../src/store/contract.ts';
import { createLocalRunStorage } from '../src/store/index.ts';

export type BenchStorage = { directory: string; namespace: string };

/** Start options without a worker entry or a prelaunch (the caller adds them). */
export function oneNodeRunOptions(input: {
  storage: BenchStorage;
  runId: string;
  repo: string;
  teardownGraceMs: number;
}): SupervisedRunOptions {
  const { storage, runId, repo, teardownGraceMs } = input;
  return {
    storage,
    definition: { runId, graphDefinition: { form: 'dag', version: 1, value: { nodes: { only: { needs: [] } } } } },
    host: { kind: 'module', module: './host.mjs' },
    runRoot: repo,
    restart: { maxRestarts: 0, initialBackoffMs: 0, maxBackoffMs: 0 },
    teardownGraceMs,
    heartbeatMs: 0,
  };
}

/** The first record of each type in both logs of the run (of one session when given). */
export async function recordsOf(
  storage: BenchStorage,
  runId: string,
  session?: number,
): Promise<{ find: (type: string) => StoredEvent; at: (type: string) => number }> {
  const store = await createLocalRunStorage(storage);
  const events = [
    ...(await store.readEvents(runId, 'runner')).events,
    ...(await store.readEvents(runId, 'graph')).events,
  ].filter((event) => session === undefined || event.session === session);
  const find = (type: string): StoredEvent => {
    const event = events.find((e) => e.type === type);
    if (event === undefined)
      throw new Error(`no ${type} record${session === undefined ? '' : ` in session ${session}`}`);
    return event;
  };
  return { find, at: (type) => Date.parse(find(type).at) };
}
