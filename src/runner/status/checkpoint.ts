// The status checkpoint: a display cache of the fold (state + cursors) so a read folds only the
// events after it. It binds itself to each log by a SHA-256 of the last bytes below its cursor
// (the last records, with the chain hash the tail must continue from), so a log rewritten or
// truncated since is noticed and the read rebuilds from the start. It does not re-hash the whole
// prefix: a status read is a display, and what decides something (resume, the workspace rebuild,
// the Action's restore and save) folds and verifies both logs in full without it.
import { z } from 'zod';
import { lazySchema, digestEventLogWindows, digestJson } from '../../store/index.ts';
import { eventCursorSchema, type EventCursor, type EventLogName, type RunStorage } from '../../store/contract.ts';
import { loadDefinition } from '../records/stored-run.ts';
import type { Folded } from './folded.ts';
import { decodeGraphFold, encodeGraphFold, storedGraphFoldSchema } from './checkpoint-codec.ts';
import { runnerFoldSchema, type GraphFold } from './state.ts';

export const statusCheckpointName = 'runner-status';

const sha256Hex = lazySchema(() => z.string().regex(/^[0-9a-f]{64}$/));
export const logSchema = <T extends z.ZodType>(fold: T) =>
  z.object({ cursor: eventCursorSchema(), window: sha256Hex(), fold });
const checkpointSchema = lazySchema(() =>
  z.object({
    // 6: the graph fold's usageOrder (5 added nodeCaps; 4 put occurrences in columns; 3 had them as
    // objects; 3 added `window`, 2 had the whole prefix's digest, 1 none): older ones are rebuilt.
    schemaVersion: z.literal(6),
    definitionDigest: z.string(),
    runner: logSchema(runnerFoldSchema()),
    graph: logSchema(storedGraphFoldSchema()),
  }),
);
type StoredCheckpoint = z.infer<ReturnType<typeof checkpointSchema>>;
/** A checkpoint as read: its graph fold decoded (owned by the reader, which folds it in place). */
export type StatusCheckpoint = Omit<StoredCheckpoint, 'graph'> & {
  graph: Omit<StoredCheckpoint['graph'], 'fold'> & { fold: GraphFold };
};

// The checkpoint's JSON is never the store's own value: the store validates a value as generic
// JSON, which costs seconds for a large fold. Envelope 1 holds it as one string (checked at once;
// the open read's checkpoint, whose attachment is its cold set); envelope 2 has it as the
// attachment, UTF-8 (the full checkpoint: MBs at 100k events, where a string inside the line cost
// a second large string and a parse of it, ~11 ms of a read that lists every node).
const envelopeSchema = lazySchema(() =>
  z.discriminatedUnion('schemaVersion', [
    z.object({ schemaVersion: z.literal(1), checkpoint: z.string() }),
    z.object({ schemaVersion: z.literal(2) }),
  ]),
);

const logs: readonly EventLogName[] = ['runner', 'graph'];

const noBytes = new Uint8Array(0);

/**
 * A checkpoint's JSON and the attachment that is not that JSON (empty when it is), when its
 * envelope parses (its own schema is the caller's to check).
 */
export async function readCheckpointJson(
  storage: RunStorage,
  runId: string,
  name: string,
): Promise<{ json: unknown; attachment: Uint8Array } | undefined> {
  const entry = await storage.readCheckpointEntry(runId, name).catch(() => undefined);
  const envelope = envelopeSchema().safeParse(entry?.value);
  if (entry === undefined || !envelope.success) return undefined;
  try {
    if (envelope.data.schemaVersion === 1)
      return { json: JSON.parse(envelope.data.checkpoint), attachment: entry.attachment };
    const { buffer, byteOffset, byteLength } = entry.attachment;
    return { json: JSON.parse(Buffer.from(buffer, byteOffset, byteLength).toString('utf8')), attachment: noBytes };
  } catch {
    return undefined;
  }
}

/** Writes `value` as envelope 1 (its JSON in the line), with the caller's attachment if any. */
export async function writeCheckpointJson(
  storage: RunStorage,
  runId: string,
  name: string,
  value: unknown,
  attachment?: Uint8Array,
): Promise<void> {
  await storage.writeCheckpoint(runId, name, { schemaVersion: 1, checkpoint: JSON.stringify(value) }, attachment);
}

/** Writes `value` as envelope 2: its JSON is the attachment (a large checkpoint). */
export async function writeAttachedCheckpointJson(
  storage: RunStorage,
  runId: string,
  name: string,
  value: unknown,
): Promise<void> {
  await storage.writeCheckpoint(runId, name, { schemaVersion: 2 }, Buffer.from(JSON.stringify(value)));
}

/** The stored checkpoint when it parses and belongs to this definition; its windows are not checked yet. */
export async function readStatusCheckpoint(
  storage: RunStorage,
  runId: string,
  definitionDigest: string,
): Promise<StatusCheckpoint | undefined> {
  const inner = (await readCheckpointJson(storage, runId, statusCheckpointName))?.json;
  const parsed = checkpointSchema().safeParse(inner);
  if (!parsed.success || parsed.data.definitionDigest !== definitionDigest) return undefined;
  // The checked JSON itself, not zod's copy: a record's copy loses a "__proto__" key (a valid node ID).
  const checked = inner as StoredCheckpoint;
  const fold = decodeGraphFold(checked.graph.fold);
  return fold === undefined ? undefined : { ...checked, graph: { ...checked.graph, fold } };
}

/**
 * Whether the last bytes below the checkpoint's cursors are still the ones it was made from. On
 * success, `folded` (continued from the checkpoint) gets the windows below its own cursors, from
 * the same open, for the next checkpoint.
 */
export async function checkWindows(
  storage: RunStorage,
  runId: string,
  checkpoint: Record<EventLogName, { cursor: EventCursor; window: string }>,
  folded: Folded,
): Promise<boolean> {
  const digests = await Promise.all(
    logs.map((log) =>
      digestEventLogWindows(storage, runId, log, [checkpoint[log].cursor.offset, folded.cursors[log].offset]),
    ),
  );
  const [runner, graph] = digests as [Array<string | undefined>, Array<string | undefined>];
  if (runner[0] !== checkpoint.runner.window || graph[0] !== checkpoint.graph.window) return false;
  if (runner[1] === undefined || graph[1] === undefined) return false;
  folded.windows = { runner: runner[1], graph: graph[1] };
  return true;
}

/** The windows below a fold's cursors (computed unless the read that folded it has them), or undefined. */
export async function windowsOf(storage: RunStorage, runId: string, folded: Folded): Promise<Folded['windows']> {
  if (folded.windows !== undefined) return folded.windows;
  const [runner, graph] = await Promise.all(
    logs.map(async (log) => (await digestEventLogWindows(storage, runId, log, [folded.cursors[log].offset]))[0]),
  );
  // The log is shorter than what was folded: not a cache of it.
  return runner === undefined || graph === undefined ? undefined : { runner, graph };
}

/** `definitionDigest`: of the stored definition, when the caller has it (else read here). */
export async function saveCheckpoint(
  storage: RunStorage,
  runId: string,
  folded: Folded,
  definitionDigest?: string,
): Promise<void> {
  const digest = definitionDigest ?? digestJson((await loadDefinition(storage, runId)).json);
  const windows = await windowsOf(storage, runId, folded);
  if (windows === undefined) return;
  const value: StoredCheckpoint = {
    schemaVersion: 6,
    definitionDigest: digest,
    runner: { cursor: folded.cursors.runner, window: windows.runner, fold: folded.runner },
    graph: { cursor: folded.cursors.graph, window: windows.graph, fold: encodeGraphFold(folded.graph) },
  };
  await writeAttachedCheckpointJson(storage, runId, statusCheckpointName, value);
}
