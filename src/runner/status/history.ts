// History: a bounded, cursor-paged projection of a run's two logs (the seed's `History`). Entries
// carry metadata only (type, time, position, code, session); payloads only when asked, capped.
// The cursor is opaque: the next seq of each log, plus a store cursor at a batch boundary of the
// graph log so a poller that keeps up reads only what is new. Within a page the logs are merged by
// time (runner first on a tie), each in its own order: pages never skip or repeat a record, even
// while the run appends.
import { z } from 'zod';
import { lazySchema, canonicalJson } from '../../store/index.ts';
import {
  eventCursorSchema,
  storeIdPattern,
  type EventCursor,
  type EventLogName,
  type JsonValue,
  type RunStorage,
  type StoredEvent,
} from '../../store/contract.ts';
import { describeError, invalidOption, isSupervisedRunError, SupervisedRunError } from '../errors.ts';
import { storageOptionsSchema } from '../options/options.ts';
import { parseOptionsOrThrow } from '../options/parse-or-throw.ts';
import { runnerEventTypes as T, settledTypes } from '../records/records.ts';
import { openStorage } from '../records/storage.ts';
import { loadDefinition } from '../records/stored-run.ts';

export const maxHistoryLimit = 1000;
export const defaultHistoryLimit = 100;
export const defaultPayloadBytes = 4096;
export const maxPayloadBytes = 256 * 1024;

const cursorSchema = lazySchema(() =>
  z.strictObject({
    v: z.literal(1),
    /** Next seq of the runner log. */
    r: z.number().int().nonnegative(),
    /** Next seq of the graph log, and a verified read position at or before it (absent: the start). */
    g: z.strictObject({ s: z.number().int().nonnegative(), at: eventCursorSchema().optional() }),
  }),
);
type Cursor = z.infer<ReturnType<typeof cursorSchema>>;

export const historyOptionsSchema = lazySchema(() =>
  z.strictObject({
    storage: storageOptionsSchema(),
    runId: z.string().regex(storeIdPattern, 'runId must be 1-100 characters from [A-Za-z0-9._-]'),
    /** A cursor from an earlier page; absent: from the first record. */
    after: z.string().min(1, 'after must be a cursor from an earlier page').optional(),
    limit: z
      .number()
      .int()
      .min(1, `limit must be 1 to ${maxHistoryLimit}`)
      .max(maxHistoryLimit, `limit must be 1 to ${maxHistoryLimit}`)
      .default(defaultHistoryLimit),
    /** Include each record's data, up to this many bytes of canonical JSON (larger ones are cut to a preview). */
    payloadBytes: z
      .number()
      .int()
      .min(1)
      .max(maxPayloadBytes, `payloadBytes must be at most ${maxPayloadBytes}`)
      .optional(),
  }),
);
export type HistoryOptions = z.input<ReturnType<typeof historyOptionsSchema>>;

export interface HistoryEntry {
  log: EventLogName;
  seq: number;
  type: string;
  at: string;
  session: number;
  position?: string;
  /** When the record names several positions (a dispatch batch, a settled pause). */
  positions?: string[];
  nodeId?: string;
  code?: string;
  attempt?: number;
  durationMs?: number;
  payload?: JsonValue;
  /** Set instead of `payload` when the data is larger than the cap. */
  payloadPreview?: { bytes: number; text: string };
}

export interface HistoryPage {
  runId: string;
  entries: HistoryEntry[];
  /** Pass as `after` to continue; returned even when the page is empty (poll with it). */
  cursor: string;
  /** More records were already stored when this page was read. */
  hasMore: boolean;
  /** The latest session has settled: a poller that has no more to read can stop. */
  settled: boolean;
  counts: { graph: number; runner: number };
}

const startCursor: EventCursor = { offset: 0, nextSeq: 0, head: '0'.repeat(64) };

export function encodeHistoryCursor(cursor: Cursor): string {
  const at = cursor.g.at;
  const compact = at === undefined || at.offset === 0 ? { v: 1, r: cursor.r, g: { s: cursor.g.s } } : cursor;
  return Buffer.from(JSON.stringify(compact), 'utf8').toString('base64url');
}

function decodeCursor(text: string | undefined): Cursor {
  if (text === undefined) return { v: 1, r: 0, g: { s: 0 } };
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    value = undefined;
  }
  const parsed = cursorSchema().safeParse(value);
  if (!parsed.success || (parsed.data.g.at?.nextSeq ?? 0) > parsed.data.g.s) {
    throw invalidOption({
      option: 'after',
      below: '',
      why: 'not a history cursor (pass the cursor of an earlier page unchanged)',
    });
  }
  return parsed.data;
}

const record = (data: JsonValue): Record<string, JsonValue> =>
  typeof data === 'object' && data !== null && !Array.isArray(data) ? data : {};
const str = (value: JsonValue | undefined): string | undefined => (typeof value === 'string' ? value : undefined);
const strings = (value: JsonValue | undefined): string[] | undefined =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : undefined;
const impliedCodes: Record<string, string> = {
  [T.interrupted]: 'INTERRUPTED',
  [T.stopped]: 'STOPPED',
  [T.timeout]: 'TIMEOUT',
};

/** Metadata of one record: never its payload unless `payloadBytes` is given. */
export function projectHistoryEntry(log: EventLogName, event: StoredEvent, payloadBytes?: number): HistoryEntry {
  const data = record(event.data);
  const entry: HistoryEntry = { log, seq: event.seq, type: event.type, at: event.at, session: event.session };
  const dispatches = Array.isArray(data.dispatches) ? data.dispatches.map(record) : undefined;
  const positions =
    dispatches?.map((d) => str(d.position)).filter((p): p is string => p !== undefined) ?? strings(data.positions);
  const position = str(data.position) ?? (positions?.length === 1 ? positions[0] : undefined);
  if (position !== undefined) entry.position = position;
  else if (positions !== undefined && positions.length > 0) entry.positions = positions;
  const nodeId = str(data.nodeId) ?? (dispatches?.length === 1 ? str(dispatches[0]!.nodeId) : undefined);
  if (nodeId !== undefined) entry.nodeId = nodeId;
  const code = str(data.code) ?? impliedCodes[event.type];
  if (code !== undefined) entry.code = code;
  const attempt = record(data.identity ?? null).attempt;
  if (typeof attempt === 'number') entry.attempt = attempt;
  if (typeof data.durationMs === 'number') entry.durationMs = data.durationMs;
  if (payloadBytes !== undefined) {
    const text = canonicalJson(event.data);
    const bytes = Buffer.byteLength(text);
    if (bytes <= payloadBytes) entry.payload = event.data;
    else
      entry.payloadPreview = {
        bytes,
        text: Buffer.from(text)
          .subarray(0, payloadBytes)
          .toString('utf8')
          .replace(/\uFFFD$/, ''),
      };
  }
  return entry;
}

/** True when the newest runner record that starts or settles a session settles it. */
export function isSettled(runner: readonly StoredEvent[]): boolean {
  for (let i = runner.length - 1; i >= 0; i -= 1) {
    const type = runner[i]!.type;
    if (settledTypes.has(type)) return true;
    if (type === T.sessionStarted || type === T.adopted) return false;
  }
  return false;
}

async function readGraph(storage: RunStorage, runId: string, at: EventCursor) {
  try {
    return { read: await storage.readEvents(runId, 'graph', at), from: at };
  } catch (error) {
    if (at.offset === 0) throw error;
    // The stored read position no longer fits the log (replaced by a restore): re-read and skip by seq.
    return { read: await storage.readEvents(runId, 'graph'), from: startCursor };
  }
}

export async function readRunHistory(
  storage: RunStorage,
  runId: string,
  options: Omit<z.output<ReturnType<typeof historyOptionsSchema>>, 'storage' | 'runId'>,
): Promise<HistoryPage> {
  await loadDefinition(storage, runId);
  const cursor = decodeCursor(options.after);
  // The runner log holds supervision records only (a few per worker launch): read whole, so
  // `settled` is exact. The graph log can be long: read from the cursor's position.
  const runnerRead = await storage.readEvents(runId, 'runner');
  const graph = await readGraph(storage, runId, cursor.g.at ?? startCursor);
  const graphCount = graph.from.nextSeq + graph.read.events.length;
  const runnerCount = runnerRead.events.length;
  if (cursor.r > runnerCount || cursor.g.s > graphCount) {
    throw invalidOption({
      option: 'after',
      below: '',
      why: `the cursor is past the end of run ${runId}'s logs (a cursor of another run or store?)`,
    });
  }
  const runner = runnerRead.events.filter((event) => event.seq >= cursor.r);
  const graphEvents = graph.read.events.filter((event) => event.seq >= cursor.g.s);
  const entries: HistoryEntry[] = [];
  let r = 0;
  let g = 0;
  while (entries.length < options.limit && (r < runner.length || g < graphEvents.length)) {
    const nextRunner = runner[r];
    const nextGraph = graphEvents[g];
    if (nextRunner !== undefined && (nextGraph === undefined || nextRunner.at <= nextGraph.at)) {
      entries.push(projectHistoryEntry('runner', nextRunner, options.payloadBytes));
      r += 1;
    } else {
      entries.push(projectHistoryEntry('graph', nextGraph!, options.payloadBytes));
      g += 1;
    }
  }
  const graphDrained = g === graphEvents.length;
  const next: Cursor = {
    v: 1,
    r: runner[r]?.seq ?? runnerCount,
    g: { s: graphEvents[g]?.seq ?? graphCount, at: graphDrained ? graph.read.cursor : graph.from },
  };
  return {
    runId,
    entries,
    cursor: encodeHistoryCursor(next),
    hasMore: !graphDrained || r < runner.length,
    settled: isSettled(runnerRead.events),
    counts: { graph: graphCount, runner: runnerCount },
  };
}

/** readRunHistory from serialisable options (INVALID_OPTIONS naming the field; RUN_STORAGE). */
export async function readSupervisedRunHistory(options: HistoryOptions): Promise<HistoryPage> {
  const { storage: storageOptions, runId, ...rest } = parseOptionsOrThrow(historyOptionsSchema(), options);
  const storage = await openStorage(storageOptions);
  try {
    return await readRunHistory(storage, runId, rest);
  } catch (error) {
    if (isSupervisedRunError(error)) throw error;
    throw new SupervisedRunError(
      'RUN_STORAGE',
      `the history of run ${JSON.stringify(runId)} cannot be read: ${describeError(error)}`,
      { cause: error },
    );
  }
}
