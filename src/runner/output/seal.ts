// A worker that died mid-attempt leaves that attempt's live log without a runner:node-output record.
// The next worker of the run (only one runs at a time, so every such log is a dead worker's) seals
// each one before it runs anything: the kept lines become a content-addressed artifact, recorded
// with outcome `crashed` and the time of the last line it printed.
import type { EventLog, JsonValue, RunStorage } from '../../store/contract.ts';
import { listAttemptLogs, readAttemptLog } from '../../store/index.ts';
import { encodeRecord, parseAttemptLog } from './format.ts';
import { outputRecordsFrom } from './read.ts';
import { nodeOutputType, storeLogArtifact, type NodeOutputRecord } from './record.ts';

export async function sealCrashedOutputs(
  storage: RunStorage,
  runId: string,
  session: number,
  log: EventLog,
): Promise<void> {
  const live = await listAttemptLogs(storage, runId);
  if (live.length === 0) return;
  const recorded = outputRecordsFrom((await storage.readEvents(runId, 'graph')).events);
  const records = [];
  for (const attemptId of live.filter((id) => !recorded.has(id))) {
    const files = await readAttemptLog(storage, runId, attemptId);
    const parsed = parseAttemptLog(files.head, files.tail);
    if (parsed.header === undefined) continue;
    const { header, lines, cut } = parsed;
    const last = lines.at(-1);
    const data: NodeOutputRecord = {
      position: header.position,
      nodeId: header.nodeId,
      attemptId,
      attempt: header.attempt,
      outcome: 'crashed',
      startedAt: header.startedAt,
      lines: last?.n ?? 0,
      cut: cut ?? { lines: 0, bytes: 0 },
      ...(last === undefined ? {} : { lastLineMs: last.ms }),
    };
    const content = Buffer.concat([
      encodeRecord(header),
      ...lines.map((line) => encodeRecord(line)),
      ...(cut === undefined ? [] : [encodeRecord({ k: 'cut', ...cut })]),
    ]);
    await storeLogArtifact(storage, runId, content, data);
    records.push({ type: nodeOutputType, session, data: data as unknown as JsonValue });
  }
  if (records.length > 0) await log.append(records);
}
