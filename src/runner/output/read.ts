// Reading kept attempt output back: which attempts printed something (their runner:node-output
// records, and live files an attempt left without one — a crash), and the lines of one of them,
// from its artifact when the attempt ended, else from its live files.
import type { RunStorage, StoredEvent } from '../../store/contract.ts';
import { attemptLogPath, listAttemptLogs, readAttemptLog } from '../../store/index.ts';
import { parseAttemptLog, type ParsedAttemptLog } from './format.ts';
import { nodeOutputSchema, nodeOutputType, type NodeOutputRecord } from './record.ts';

export interface AttemptOutputEntry {
  attemptId: string;
  position: string;
  nodeId: string;
  attempt: number;
  startedAt: string;
  /** Present when the attempt ended in a worker that recorded its output. */
  record?: NodeOutputRecord;
  /** The live head file, relative to the storage directory. */
  livePath: string;
  /** The same file relative to the run directory (the root of the Action's store artifact). */
  runPath: string;
}

/** runner:node-output records of a graph log, by attempt ID. */
export function outputRecordsFrom(events: readonly StoredEvent[]): Map<string, NodeOutputRecord> {
  const records = new Map<string, NodeOutputRecord>();
  for (const event of events) {
    if (event.type !== nodeOutputType) continue;
    const parsed = nodeOutputSchema().safeParse(event.data);
    if (parsed.success) records.set(parsed.data.attemptId, parsed.data);
  }
  return records;
}

/** Every attempt with kept output, in the order the attempts started. */
export async function listAttemptOutputs(
  storage: RunStorage,
  runId: string,
  graphEvents?: readonly StoredEvent[],
): Promise<AttemptOutputEntry[]> {
  const events = graphEvents ?? (await storage.readEvents(runId, 'graph')).events;
  const records = outputRecordsFrom(events);
  const entries = new Map<string, AttemptOutputEntry>();
  for (const record of records.values()) {
    entries.set(record.attemptId, {
      attemptId: record.attemptId,
      position: record.position,
      nodeId: record.nodeId,
      attempt: record.attempt,
      startedAt: record.startedAt,
      record,
      livePath: attemptLogPath(storage, runId, record.attemptId),
      runPath: attemptLogPath(storage, runId, record.attemptId, { from: 'run' }),
    });
  }
  for (const attemptId of await listAttemptLogs(storage, runId)) {
    if (entries.has(attemptId)) continue;
    const { head } = await readAttemptLog(storage, runId, attemptId);
    const header = parseAttemptLog(head).header;
    if (header === undefined) continue;
    entries.set(attemptId, {
      attemptId,
      position: header.position,
      nodeId: header.nodeId,
      attempt: header.attempt,
      startedAt: header.startedAt,
      livePath: attemptLogPath(storage, runId, attemptId),
      runPath: attemptLogPath(storage, runId, attemptId, { from: 'run' }),
    });
  }
  return [...entries.values()].sort((a, b) => a.startedAt.localeCompare(b.startedAt));
}

/**
 * The lines of one attempt: its artifact (verified) when recorded, else what its live files hold.
 * A recorded artifact that is missing or fails its check rejects (ARTIFACT_INTEGRITY ...): the live
 * files are not hash-checked, so in a restored store they could say anything.
 */
export async function readAttemptOutput(
  storage: RunStorage,
  runId: string,
  entry: Pick<AttemptOutputEntry, 'attemptId' | 'record'>,
): Promise<ParsedAttemptLog> {
  if (entry.record?.artifact !== undefined)
    return parseAttemptLog(await storage.artifacts(runId).get(entry.record.artifact));
  const files = await readAttemptLog(storage, runId, entry.attemptId);
  return parseAttemptLog(files.head, files.tail);
}
