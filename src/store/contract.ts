// The run store's public contract. Every other layer codes against these types;
// `createLocalRunStorage` (local-storage.ts) is the one implementation.
import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';
import { maxEventPayloadBytesLimit } from './record-limits.ts';

/** A JSON value as stored. Stored JSON is always parsed through a schema before use. */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };
export const jsonValueSchema: z.ZodType<JsonValue> = z.lazy(() =>
  z.union([
    z.null(),
    z.boolean(),
    z.number(),
    z.string(),
    z.array(jsonValueSchema),
    z.record(z.string(), jsonValueSchema),
  ]),
);

/**
 * A JSON value as read back from the store: it came out of JSON.parse (a record, a definition, an
 * artifact), so it is JSON already, and walking it again through jsonValueSchema would only cost
 * time (most of a fold of a log; tens of ms for a large graph's definition). Only presence is
 * checked. Values from callers go through jsonValueSchema.
 */
export const storedJsonValueSchema = z.custom<JsonValue>((value) => value !== undefined);

/** Run IDs and namespaces name cache keys and directories: `[A-Za-z0-9._-]`, 1-100 chars, not `.` or `..`. */
export const storeIdPattern = /^(?!\.{1,2}$)[A-Za-z0-9._-]{1,100}$/;

/** The default of storagePolicy.maxEventPayloadBytes. */
export const defaultMaxEventPayloadBytes = 256 * 1024;

export const storagePolicySchema = lazySchema(() =>
  z.object({
    /** Largest `data` of one event, as canonical JSON bytes. */
    maxEventPayloadBytes: z
      .number()
      .int()
      .positive()
      .max(
        maxEventPayloadBytesLimit,
        `maxEventPayloadBytes must be at most ${maxEventPayloadBytesLimit} (an event log line holds at most 16 MiB)`,
      )
      .default(defaultMaxEventPayloadBytes),
    /** Largest single artifact. */
    maxArtifactBytes: z
      .number()
      .int()
      .positive()
      .default(16 * 1024 * 1024),
    /** Sum of the distinct artifacts of one run (a digest counts once). */
    maxTotalArtifactBytesPerRun: z
      .number()
      .int()
      .positive()
      .default(256 * 1024 * 1024),
  }),
);
export type StoragePolicy = z.infer<ReturnType<typeof storagePolicySchema>>;
export type StoragePolicyInput = z.input<ReturnType<typeof storagePolicySchema>>;

export interface LocalRunStorageOptions {
  /**
   * Root directory of the store. Created if missing. It must not be a symlink, and nothing below
   * it may be one (a restored store is untrusted): `UNSAFE_STORAGE_PATH`. Its ancestors are the
   * caller's choice and are not checked.
   */
  directory: string;
  /** Separates runs of different projects or workflows inside one directory. */
  namespace: string;
  policy?: StoragePolicyInput;
  /** Byte strings that must never be stored. Content containing one is refused (`KNOWN_SECRET`). */
  knownSecrets?: readonly string[];
}

/** The two append-only logs of a run. The worker writes `graph`; the watchdog writes `runner`. */
export const eventLogNames = ['graph', 'runner'] as const;
export type EventLogName = (typeof eventLogNames)[number];

/** One durable record, exactly as a line of an event log. */
export const storedEventSchema = lazySchema(() =>
  z.object({
    schemaVersion: z.literal(1),
    /** 0-based position in its log. */
    seq: z.number().int().nonnegative(),
    /** Unique ID (UUID) of this record. */
    id: z.string().min(1),
    /** ISO-8601 time the record was appended. */
    at: z.string(),
    /** e.g. `graph:node-completed`, `runner:worker-started`. */
    type: z.string().min(1),
    /** 1 for a fresh run, one more for each resume or continuation. */
    session: z.number().int().positive(),
    data: jsonValueSchema,
    /** Records still to come in the same batch; 0 closes the batch. A batch not closed at the end of the log is torn. */
    batchRemaining: z.number().int().nonnegative(),
    /** `hash` of the previous record, or 64 zeros for the first. */
    prev: z.string().regex(/^[0-9a-f]{64}$/),
    /** SHA-256 (hex) of the canonical JSON of every other field of this record. */
    hash: z.string().regex(/^[0-9a-f]{64}$/),
  }),
);
export type StoredEvent = z.infer<ReturnType<typeof storedEventSchema>>;

/** What a caller appends; the store fills in seq, id, at, chain fields. */
export interface NewEvent {
  type: string;
  session: number;
  data: JsonValue;
}

/** Where a reader stopped, so a later read continues without re-reading the prefix. */
export const eventCursorSchema = lazySchema(() =>
  z.object({
    /** Byte offset just after the last record read. */
    offset: z.number().int().nonnegative(),
    /** seq of the next record expected. */
    nextSeq: z.number().int().nonnegative(),
    /** hash of the last record read (64 zeros at the start). */
    head: z.string().regex(/^[0-9a-f]{64}$/),
  }),
);
export type EventCursor = z.infer<ReturnType<typeof eventCursorSchema>>;

export interface EventRead {
  events: StoredEvent[];
  /** Cursor after the last complete, closed batch. */
  cursor: EventCursor;
  /**
   * True when bytes after the cursor were ignored as a torn (unacknowledged) tail: an incomplete
   * final line, complete lines of a batch that never closed (NUL padding after them or not), or the
   * batch a writer was writing, with NULs where its bytes had not landed. NUL padding after the last
   * closed batch alone is not a torn tail: it is space the live writer preallocated (or a power-loss
   * tail that holds no acknowledged record either).
   */
  tornTail: boolean;
  /**
   * SHA-256 (hex) of the bytes this read verified: from its start cursor's offset to `cursor`'s.
   * Only when asked (ReadEventsOptions.digest). Read from the start, it is what
   * digestEventLogPrefixes gives at `cursor.offset` while those bytes are unchanged: a later
   * check that the records are still there byte for byte, without parsing them again.
   */
  digest?: string;
}

export interface ReadEventsOptions {
  /** Also hash the bytes verified (EventRead.digest): about 1 ms per MB. */
  digest?: boolean;
  /**
   * Hands each closed batch over as soon as it is verified, in log order, instead of returning the
   * records (EventRead.events is then empty): a caller that folds a whole log then holds one batch
   * at a time, not every record (fewer survivors for the garbage collector to copy). Should the
   * read fail, the batches handed over so far were verified; the caller drops what it built.
   */
  eachBatch?: (events: readonly StoredEvent[]) => void;
}

/** The single writer's handle on one log. */
export interface EventLog {
  readonly name: EventLogName;
  /** Cursor after the last durable record. */
  cursor(): EventCursor;
  /** Appends the records as one batch, written and fdatasync'ed before the promise resolves. */
  append(records: readonly NewEvent[]): Promise<StoredEvent[]>;
  close(): Promise<void>;
}

export const contentModes = ['state', 'exact', 'display'] as const;
/** `state`/`exact`: bytes are kept as given and refused if they hold a known secret. `display`: known secrets are replaced by `***` before storing. */
export type ContentMode = (typeof contentModes)[number];

export const artifactRefSchema = lazySchema(() =>
  z.object({
    schemaVersion: z.literal(1),
    digest: z.string().regex(/^sha256:[0-9a-f]{64}$/),
    bytes: z.number().int().nonnegative(),
    mediaType: z.string().min(1).max(200),
    purpose: z.string().min(1).max(200),
  }),
);
export type ArtifactRef = z.infer<ReturnType<typeof artifactRefSchema>>;

export interface PutArtifactOptions {
  mediaType: string;
  purpose: string;
  contentMode: ContentMode;
}

export interface ArtifactStore {
  put(content: Uint8Array | string, options: PutArtifactOptions): Promise<ArtifactRef>;
  /** Reads and re-verifies digest and length (`ARTIFACT_NOT_FOUND`, `ARTIFACT_INTEGRITY`). */
  get(ref: ArtifactRef): Promise<Buffer>;
  /** Sum of the distinct artifacts of the run. */
  totalBytes(): Promise<number>;
}

/** Holder of the per-run process lock. Released only by its holder. */
export interface ProcessLock {
  readonly token: string;
  release(): Promise<void>;
}

export const lockHolderSchema = lazySchema(() =>
  z.object({
    schemaVersion: z.literal(1),
    token: z.string(),
    pid: z.number().int().positive(),
    /** Process start time as read from /proc (clock ticks since boot), null where unknown. */
    pidStartTime: z.number().nullable(),
    hostname: z.string(),
    acquiredAt: z.string(),
  }),
);
export type LockHolder = z.infer<ReturnType<typeof lockHolderSchema>>;

export interface RunStorage {
  readonly directory: string;
  readonly namespace: string;
  readonly policy: StoragePolicy;
  readonly knownSecrets: readonly string[];
  /** Directory that holds everything persisted for one run (definition, logs, artifacts, checkpoint). */
  runDirectory(runId: string): string;
  /** Machine-local state (locks, leases): never persisted between jobs. */
  localDirectory(): string;
  /** Writes the run definition once; a second write for the same run ID is refused. */
  writeDefinition(runId: string, definition: JsonValue): Promise<void>;
  /** The stored definition, checksum-verified, or undefined when the run does not exist. */
  readDefinition(runId: string): Promise<JsonValue | undefined>;
  listRuns(): Promise<string[]>;
  /**
   * Opens a log for appending (the single writer). Verifies the log (from `from`, a cursor of an
   * earlier verified read, or from the start) and discards a torn tail. A `from` must sit right after
   * the closed batch whose last record it names (seq and hash), or CORRUPT_EVENT_STREAM.
   */
  openEventLog(runId: string, log: EventLogName, from?: EventCursor): Promise<EventLog>;
  /** Reads (without repairing) a log, optionally continuing from a cursor. */
  readEvents(runId: string, log: EventLogName, from?: EventCursor, options?: ReadEventsOptions): Promise<EventRead>;
  artifacts(runId: string): ArtifactStore;
  /** `PROCESS_LOCKED` when another holder has it; never taken over by force. */
  acquireProcessLock(runId: string): Promise<ProcessLock>;
  readProcessLock(runId: string): Promise<LockHolder | undefined>;
  /**
   * Removes a lock whose holder is proven dead; the caller records the takeover. Refused with
   * `PROCESS_LOCKED` when the lock is held under another token; resolves when no lock exists.
   */
  breakProcessLock(runId: string, expectedToken: string): Promise<void>;
  /**
   * Display cache: written atomically, read back only if it parses. `attachment`: raw bytes kept in
   * the same file (replaced with the value), for data too large to be read cheaply as JSON text.
   */
  writeCheckpoint(runId: string, name: string, value: JsonValue, attachment?: Uint8Array): Promise<void>;
  readCheckpoint(runId: string, name: string): Promise<JsonValue | undefined>;
  /** The value with its attachment (empty when written without one). */
  readCheckpointEntry(runId: string, name: string): Promise<CheckpointEntry | undefined>;
}

export interface CheckpointEntry {
  value: JsonValue;
  attachment: Uint8Array;
}

export const storageErrorCodes = [
  'CORRUPT_EVENT_STREAM',
  'ARTIFACT_NOT_FOUND',
  'ARTIFACT_INTEGRITY',
  'STORAGE_LIMIT_EXCEEDED',
  'KNOWN_SECRET',
  'UNSAFE_STORAGE_PATH',
  'PROCESS_LOCKED',
  'DEFINITION_EXISTS',
  'INVALID_STORE_ID',
  'STORAGE_IO',
  /** The stored definition does not parse or does not match its digest. */
  'CORRUPT_DEFINITION',
  /** createLocalRunStorage options (policy, knownSecrets, directory) are not what it accepts. */
  'INVALID_STORAGE_OPTIONS',
  /** The log is already open for appending in this process (one writer per log). */
  'LOG_IN_USE',
] as const;
export type StorageErrorCode = (typeof storageErrorCodes)[number];
