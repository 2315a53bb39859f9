// createLocalRunStorage: the run store as plain files, composed from the modules beside it.
import { constants, promises as fs } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';
import {
  eventLogNames,
  storagePolicySchema,
  storeIdPattern,
  type ArtifactStore,
  type EventCursor,
  type EventLogName,
  type EventRead,
  type LocalRunStorageOptions,
  type ReadEventsOptions,
  type RunStorage,
  type StoragePolicy,
} from './contract.ts';
import { StorageError, errnoCode, ioError } from './errors.ts';
import { createArtifactStore } from './artifacts.ts';
import { readCheckpointFile, writeCheckpointFile } from './checkpoint.ts';
import { definitionFileContent, readDefinitionFile, writeDefinitionFile } from './definition.ts';
import { corrupt, startCursor } from './event-log-reader.ts';
import { openLocalEventLog, parseCursor, readLogFrom } from './event-log.ts';
import { assertNamespace, assertStoreId } from './ids.ts';
import {
  artifactSegments,
  checkpointSegments,
  eventLogFileName,
  localDirectoryName,
  lockSegments,
  runSegments,
  runsSegments,
} from './layout.ts';
import { acquireLock, breakLock, readLock } from './lock.ts';
import { ensureDirectory, findDirectory, joinInside, openFile, prepareRoot } from './paths.ts';
import { createSecretMatcher, type SecretMatcher } from './secrets.ts';
import { sha256Hex } from './json.ts';

const optionsSchema = lazySchema(() =>
  z.object({
    directory: z.string().min(1),
    namespace: z.string(),
    policy: storagePolicySchema().default(storagePolicySchema().parse({})),
    knownSecrets: z.array(z.string()).default([]),
  }),
);

/** Logs open for appending in this process, by file path: one writer per log. */
const openLogs = new Set<string>();

function assertLogName(log: unknown): asserts log is EventLogName {
  if (!(eventLogNames as readonly unknown[]).includes(log)) {
    throw new TypeError(`event log must be one of ${eventLogNames.join(', ')}; got ${JSON.stringify(log)}`);
  }
}

export async function createLocalRunStorage(options: LocalRunStorageOptions): Promise<RunStorage> {
  const parsed = optionsSchema().safeParse(options);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new StorageError(
      'INVALID_STORAGE_OPTIONS',
      `storage options: ${issue?.path.join('.') || 'options'}: ${issue?.message}`,
    );
  }
  const { namespace, policy } = parsed.data;
  assertNamespace(namespace);
  const knownSecrets = Object.freeze(parsed.data.knownSecrets.filter((secret) => secret.length > 0));
  const secrets = createSecretMatcher(knownSecrets);
  const root = await prepareRoot(parsed.data.directory);
  await findDirectory(root, [namespace]); // refuses a symlinked namespace directory up front

  const runPath = (runId: string): string => {
    assertStoreId('run ID', runId);
    return joinInside(root, runSegments(namespace, runId));
  };
  const store: LocalStore = { root, namespace, policy, secrets, runPath };
  const artifactStores = new Map<string, ArtifactStore>();

  return {
    directory: root,
    namespace,
    policy: Object.freeze({ ...policy }),
    knownSecrets,
    runDirectory: runPath,
    localDirectory: () => joinInside(root, [localDirectoryName]),

    ...definitionMethods(store),
    listRuns: () => listRunIds(store),
    ...eventLogMethods(store),

    artifacts(runId) {
      runPath(runId);
      let artifacts = artifactStores.get(runId);
      if (artifacts === undefined) {
        artifacts = createArtifactStore({ root, segments: artifactSegments(namespace, runId), runId, policy, secrets });
        artifactStores.set(runId, artifacts);
      }
      return artifacts;
    },

    ...processLockMethods(store),
    ...checkpointMethods(store),
  };
}

/** What the store's methods share: where it is, its policy, its secrets, and the run directory check. */
interface LocalStore {
  root: string;
  namespace: string;
  policy: StoragePolicy;
  secrets: SecretMatcher;
  runPath: (runId: string) => string;
}

async function listRunIds({ root, namespace }: LocalStore): Promise<string[]> {
  const directory = await findDirectory(root, runsSegments(namespace));
  if (directory === undefined) return [];
  try {
    const entries = await fs.readdir(directory, { withFileTypes: true });
    return entries
      .filter((entry) => entry.isDirectory() && storeIdPattern.test(entry.name))
      .map((entry) => entry.name)
      .sort();
  } catch (error) {
    throw ioError('listing runs', directory, error);
  }
}

function eventLogMethods(store: LocalStore): Pick<RunStorage, 'openEventLog' | 'readEvents'> {
  const { root, namespace, policy, secrets, runPath } = store;
  const logLocation = (runId: string, log: EventLogName) => {
    assertLogName(log);
    return { runId, log, path: joinInside(runPath(runId), [eventLogFileName(log)]) };
  };
  return {
    async openEventLog(runId, log, from) {
      const where = logLocation(runId, log);
      if (openLogs.has(where.path)) {
        throw new StorageError(
          'LOG_IN_USE',
          `${log} event log of run ${runId} is already open for appending in this process`,
          { runId, log },
        );
      }
      openLogs.add(where.path);
      try {
        const directory = await ensureDirectory(root, runSegments(namespace, runId));
        return await openLocalEventLog({
          where,
          directory,
          policy,
          secrets,
          ...(from === undefined ? {} : { from }),
          onClose: () => openLogs.delete(where.path),
        });
      } catch (error) {
        openLogs.delete(where.path);
        throw error;
      }
    },

    readEvents: async (runId, log, from?: EventCursor, options?: ReadEventsOptions) =>
      readLocalEvents(store, logLocation(runId, log), from, options),
  };
}

/** A log's events after `from`; a log that was never written reads as empty. */
async function readLocalEvents(
  { root, namespace }: LocalStore,
  where: { runId: string; log: EventLogName; path: string },
  from: EventCursor | undefined,
  options: ReadEventsOptions | undefined,
): Promise<EventRead> {
  const { runId, log } = where;
  const cursor = parseCursor(from);
  const empty = (): EventRead => {
    if (cursor.offset > 0)
      throw corrupt(where, cursor.nextSeq + 1, `the log is missing but the cursor is at byte ${cursor.offset}`);
    return {
      events: [],
      cursor: { ...startCursor },
      tornTail: false,
      ...(options?.digest === true ? { digest: sha256Hex('') } : {}),
    };
  };
  const directory = await findDirectory(root, runSegments(namespace, runId));
  if (directory === undefined) return empty();
  let handle;
  try {
    handle = await openFile(where.path, constants.O_RDONLY);
  } catch (error) {
    if (errnoCode(error) === 'ENOENT') return empty();
    throw ioError('opening event log', where.path, error, { runId, log });
  }
  try {
    return (await readLogFrom(handle, cursor, where, options)).read;
  } finally {
    await handle.close();
  }
}

function processLockMethods({
  root,
  namespace,
}: LocalStore): Pick<RunStorage, 'acquireProcessLock' | 'readProcessLock' | 'breakProcessLock'> {
  const lockLocation = (runId: string) => {
    assertStoreId('run ID', runId);
    return { root, segments: lockSegments(namespace), runId };
  };
  return {
    acquireProcessLock: async (runId) => acquireLock(lockLocation(runId)),
    readProcessLock: async (runId) => readLock(lockLocation(runId)),
    breakProcessLock: async (runId, expectedToken) => breakLock(lockLocation(runId), expectedToken),
  };
}

function definitionMethods(store: LocalStore): Pick<RunStorage, 'writeDefinition' | 'readDefinition'> {
  const { root, namespace, secrets, runPath } = store;
  return {
    async writeDefinition(runId, definition) {
      runPath(runId);
      // Refused (a known secret) before the run's directory is made: nothing of the run is left.
      const content = definitionFileContent(runId, definition, secrets);
      const directory = await ensureDirectory(root, runSegments(namespace, runId));
      await writeDefinitionFile(directory, runId, content);
    },
    async readDefinition(runId) {
      runPath(runId);
      return readDefinitionFile(await findDirectory(root, runSegments(namespace, runId)), runId);
    },
  };
}

function checkpointMethods(
  store: LocalStore,
): Pick<RunStorage, 'writeCheckpoint' | 'readCheckpoint' | 'readCheckpointEntry'> {
  const { root, namespace, secrets, runPath } = store;
  const checkpointName = (name: string) => {
    assertStoreId('checkpoint name', name);
    return name;
  };
  const readCheckpointEntry = async (runId: string, name: string) => {
    runPath(runId);
    checkpointName(name);
    return readCheckpointFile(await findDirectory(root, checkpointSegments(namespace, runId)), name);
  };
  return {
    async writeCheckpoint(runId, name, value, attachment) {
      runPath(runId);
      if (attachment !== undefined && !(attachment instanceof Uint8Array))
        throw new TypeError(`checkpoint attachment must be a Uint8Array (bytes), got ${typeof attachment}`);
      const directory = await ensureDirectory(root, checkpointSegments(namespace, runId));
      await writeCheckpointFile(directory, runId, checkpointName(name), value, secrets, attachment);
    },
    readCheckpoint: async (runId, name) => (await readCheckpointEntry(runId, name))?.value,
    readCheckpointEntry,
  };
}

/** Absolute path of a run's directory without creating a store (for adapters that copy it). */
export function runDirectoryPath(directory: string, namespace: string, runId: string): string {
  assertNamespace(namespace);
  assertStoreId('run ID', runId);
  return path.join(path.resolve(directory), ...runSegments(namespace, runId));
}
