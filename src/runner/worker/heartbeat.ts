// runner:heartbeat records in the graph log while the worker runs. The executor checks, after
// reading the log, that the open log's head is what it read; a heartbeat appended in between
// would look like a second writer. So heartbeats wait for reads in flight and skip a beat while
// the executor is between its read and that check (a storage/log proxy marks the window).
import type { EventCursor, EventLog, EventLogName, EventRead, RunStorage } from '../../store/contract.ts';
import { workerEventTypes } from '../records/records.ts';

export interface HeartbeatGate {
  storage: RunStorage;
  log: EventLog;
  start(): void;
  stop(): Promise<void>;
}

export function heartbeatGate(
  storage: RunStorage,
  log: EventLog,
  options: { runId: string; session: number; launchId: string; intervalMs: number },
): HeartbeatGate {
  let loading = false;
  let pending: Promise<unknown> | null = null;
  let timer: NodeJS.Timeout | undefined;
  const gatedStorage: RunStorage = Object.create(storage, {
    readEvents: {
      value: async (runId: string, name: EventLogName, from?: EventCursor): Promise<EventRead> => {
        if (runId === options.runId && name === 'graph') {
          loading = true;
          if (pending !== null) await pending;
        }
        return storage.readEvents(runId, name, from);
      },
    },
  }) as RunStorage;
  const gatedLog: EventLog = {
    name: log.name,
    cursor() {
      loading = false;
      return log.cursor();
    },
    append: (records) => log.append(records),
    close: () => log.close(),
  };
  const beat = () => {
    if (loading || pending !== null) return;
    pending = log
      .append([{ type: workerEventTypes.heartbeat, session: options.session, data: { launchId: options.launchId } }])
      .catch(() => undefined) // a missed heartbeat is not a failure of the run
      .finally(() => {
        pending = null;
      });
  };
  return {
    storage: gatedStorage,
    log: gatedLog,
    start() {
      if (options.intervalMs > 0) timer = setInterval(beat, options.intervalMs);
    },
    async stop() {
      clearInterval(timer);
      if (pending !== null) await pending;
    },
  };
}
