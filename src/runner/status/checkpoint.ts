// The status checkpoint: a display cache of the fold (state + cursors) so a read folds only the
// tail. A restored store is untrusted and reading from a cursor verifies nothing below it, so the
// checkpoint also holds a SHA-256 of each log's bytes below its cursor; a read re-hashes that
// prefix (streaming, far cheaper than a verified fold) and rebuilds from the start on a mismatch.
import { z } from 'zod';
import { digestEventLogPrefixes, digestJson } from '../../store/index.ts';
import { eventCursorSchema, type EventLogName, type RunStorage } from '../../store/contract.ts';
import { loadDefinition } from '../records/stored-run.ts';
import type { Folded } from './folded.ts';
import { graphFoldSchema, runnerFoldSchema } from './state.ts';

export const statusCheckpointName = 'runner-status';

const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/);
const logSchema = <T extends z.ZodType>(fold: T) => z.object({ cursor: eventCursorSchema, prefix: sha256Hex, fold });
const checkpointSchema = z.object({
  // 2: each log carries `prefix`; a version-1 checkpoint (no prefix) is rebuilt.
  schemaVersion: z.literal(2),
  definitionDigest: z.string(),
  runner: logSchema(runnerFoldSchema),
  graph: logSchema(graphFoldSchema),
});
export type StatusCheckpoint = z.infer<typeof checkpointSchema>;

// Stored as one JSON string: the store validates a checkpoint value as generic JSON, which costs
// seconds for a large fold; a string is checked at once, and this module parses it with its schema.
const envelopeSchema = z.object({ schemaVersion: z.literal(1), checkpoint: z.string() });

const logs: readonly EventLogName[] = ['runner', 'graph'];

/** The stored checkpoint when it parses and belongs to this definition; its prefixes are not checked yet. */
export async function readStatusCheckpoint(
  storage: RunStorage,
  runId: string,
  definitionDigest: string,
): Promise<StatusCheckpoint | undefined> {
  const value = await storage.readCheckpoint(runId, statusCheckpointName).catch(() => undefined);
  const envelope = envelopeSchema.safeParse(value);
  if (!envelope.success) return undefined;
  let inner: unknown;
  try {
    inner = JSON.parse(envelope.data.checkpoint);
  } catch {
    return undefined;
  }
  const parsed = checkpointSchema.safeParse(inner);
  // The checked JSON itself, not zod's copy: a record's copy loses a "__proto__" key (a valid node ID).
  return parsed.success && parsed.data.definitionDigest === definitionDigest ? (inner as StatusCheckpoint) : undefined;
}

/**
 * Whether the logs below the checkpoint's cursors are still the bytes it was made from. On success,
 * `folded` (continued from the checkpoint) gets the digests of the prefixes below its own cursors,
 * from the same pass, for the next checkpoint.
 */
export async function checkPrefixes(
  storage: RunStorage,
  runId: string,
  checkpoint: StatusCheckpoint,
  folded: Folded,
): Promise<boolean> {
  const digests = await Promise.all(
    logs.map((log) =>
      digestEventLogPrefixes(storage, runId, log, [checkpoint[log].cursor.offset, folded.cursors[log].offset]),
    ),
  );
  const [runner, graph] = digests as [Array<string | undefined>, Array<string | undefined>];
  if (runner[0] !== checkpoint.runner.prefix || graph[0] !== checkpoint.graph.prefix) return false;
  if (runner[1] === undefined || graph[1] === undefined) return false;
  folded.prefixes = { runner: runner[1], graph: graph[1] };
  return true;
}

export async function saveCheckpoint(storage: RunStorage, runId: string, folded: Folded): Promise<void> {
  const { json } = await loadDefinition(storage, runId);
  let prefixes = folded.prefixes;
  if (prefixes === undefined) {
    const [runner, graph] = await Promise.all(
      logs.map(async (log) => (await digestEventLogPrefixes(storage, runId, log, [folded.cursors[log].offset]))[0]),
    );
    if (runner === undefined || graph === undefined) return; // the log is shorter than what was folded: not a cache of it
    prefixes = { runner, graph };
  }
  const value: StatusCheckpoint = {
    schemaVersion: 2,
    definitionDigest: digestJson(json),
    runner: { cursor: folded.cursors.runner, prefix: prefixes.runner, fold: folded.runner },
    graph: { cursor: folded.cursors.graph, prefix: prefixes.graph, fold: folded.graph },
  };
  await storage.writeCheckpoint(runId, statusCheckpointName, { schemaVersion: 1, checkpoint: JSON.stringify(value) });
}
