// Content-addressed artifacts of one run: file name = SHA-256 hex of the bytes, written to
// a temp file, synced, then linked into place (an existing digest is never rewritten).
// Every read re-verifies length and digest.
import { nodeCrypto } from './crypto.ts';
import { constants, promises as fs } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';
import {
  artifactRefSchema,
  contentModes,
  type ArtifactRef,
  type ArtifactStore,
  type StoragePolicy,
} from './contract.ts';
import { StorageError, errnoCode, ioError } from './errors.ts';
import { isOversized, readWithin, type Oversized } from './bounded-read.ts';
import { sha256Hex } from './json.ts';
import {
  ensureDirectory,
  entryKind,
  findDirectory,
  fsyncDirectory,
  joinInside,
  openFile,
  removeQuietly,
  writeNewFile,
} from './paths.ts';
import { describeFinding, findEncodedSecret } from './secret-scan.ts';
import type { SecretMatcher } from './secrets.ts';

const putOptionsSchema = lazySchema(() =>
  z.object({
    mediaType: z.string().min(1).max(200),
    purpose: z.string().min(1).max(200),
    contentMode: z.enum(contentModes),
  }),
);

const digestName = /^[0-9a-f]{64}$/;

export interface ArtifactStoreOptions {
  root: string;
  /** Segments from root to the run's artifact directory. */
  segments: readonly string[];
  runId: string;
  policy: StoragePolicy;
  secrets: SecretMatcher;
}

export function createArtifactStore(options: ArtifactStoreOptions): ArtifactStore {
  const { root, segments, runId, policy } = options;
  const sizes = createSizeCache(runId);

  return {
    async put(content, putOptions) {
      const { mediaType, purpose, contentMode } = parsePutOptions(putOptions);
      const bytes = storableBytes(content, { purpose, contentMode }, options);
      const hex = sha256Hex(bytes);
      const ref: ArtifactRef = { schemaVersion: 1, digest: `sha256:${hex}`, bytes: bytes.length, mediaType, purpose };
      const directory = await ensureDirectory(root, segments);
      const existing = await sizes(directory);
      const stored = existing.get(hex);
      if (stored !== undefined) {
        // Immutable: a re-put is free and leaves the file as it is.
        if (stored !== bytes.length) {
          throw new StorageError(
            'ARTIFACT_INTEGRITY',
            `stored artifact ${ref.digest} is ${stored} bytes, expected ${bytes.length}`,
            { runId, digest: ref.digest },
          );
        }
        return ref;
      }
      checkRunQuota(sum(existing) + bytes.length, bytes.length, purpose, runId, policy);
      await linkIntoPlace(directory, hex, bytes, { runId, digest: ref.digest });
      return ref;
    },

    async get(ref) {
      const parsed = artifactRefSchema().safeParse(ref);
      if (!parsed.success) {
        throw new StorageError(
          'ARTIFACT_INTEGRITY',
          `artifact reference is malformed: ${parsed.error.issues[0]?.message}`,
          { runId },
        );
      }
      const { digest } = parsed.data;
      const hex = digest.slice('sha256:'.length);
      const directory = await findDirectory(root, segments);
      const file = directory === undefined ? undefined : joinInside(directory, [hex]);
      const content = file === undefined ? undefined : await readIfPresent(file, parsed.data.bytes, { runId, digest });
      return verifiedContent(content, parsed.data, hex, file, runId);
    },

    async totalBytes() {
      return sum(await sizes(await findDirectory(root, segments)));
    },
  };
}

/** The sizes of the artifacts in a run's directory by digest name (empty when there is no directory). */
function createSizeCache(runId: string): (directory: string | undefined) => Promise<Map<string, number>> {
  // Artifacts are immutable, so a size once seen stays valid while the file exists; only new
  // names (from this or another process) need an lstat. The directory is listed on every call
  // so the quota sees what other processes stored.
  const knownSizes = new Map<string, number>();

  return async function sizes(directory: string | undefined): Promise<Map<string, number>> {
    const found = new Map<string, number>();
    if (directory === undefined) return found;
    let names: string[];
    try {
      names = await fs.readdir(directory);
    } catch (error) {
      throw ioError('listing artifacts', directory, error, { runId });
    }
    await Promise.all(
      names
        .filter((name) => digestName.test(name))
        .map(async (name) => {
          const known = knownSizes.get(name);
          if (known !== undefined) return void found.set(name, known);
          const stats = await fs.lstat(path.join(directory, name)).catch(() => undefined);
          if (stats?.isFile()) found.set(name, stats.size);
        }),
    );
    knownSizes.clear();
    for (const [name, size] of found) knownSizes.set(name, size);
    return found;
  };
}

const sum = (map: Map<string, number>) => [...map.values()].reduce((total, size) => total + size, 0);

/** Refuses a new artifact that would bring the run's artifacts to `total` bytes, past the run's limit. */
function checkRunQuota(total: number, size: number, purpose: string, runId: string, policy: StoragePolicy): void {
  if (total > policy.maxTotalArtifactBytesPerRun) {
    throw new StorageError(
      'STORAGE_LIMIT_EXCEEDED',
      `${purpose} artifact (${size} bytes) would bring run ${runId} to ${total} bytes of artifacts; maxTotalArtifactBytesPerRun is ${policy.maxTotalArtifactBytesPerRun}`,
      { runId, limit: policy.maxTotalArtifactBytesPerRun, actual: total },
    );
  }
}

/** The content read for `ref`, once it is found and its length and digest match. */
function verifiedContent(
  content: Buffer | Oversized | undefined,
  { digest, bytes }: ArtifactRef,
  hex: string,
  file: string | undefined,
  runId: string,
): Buffer {
  if (content === undefined) {
    throw new StorageError('ARTIFACT_NOT_FOUND', `artifact ${digest} of run ${runId} is not in the store`, {
      runId,
      digest,
      path: file,
    });
  }
  if (isOversized(content) || content.length !== bytes) {
    const size = isOversized(content) ? content.bytes : content.length;
    throw new StorageError(
      'ARTIFACT_INTEGRITY',
      `artifact ${digest} is ${size} bytes, its reference says ${bytes}${isOversized(content) ? ' (the file was not read)' : ''}`,
      { runId, digest, path: file },
    );
  }
  if (sha256Hex(content) !== hex) {
    throw new StorageError('ARTIFACT_INTEGRITY', `artifact ${digest} does not match its digest`, {
      runId,
      digest,
      path: file,
    });
  }
  return content;
}

function parsePutOptions(putOptions: unknown): z.output<ReturnType<typeof putOptionsSchema>> {
  const parsed = putOptionsSchema().safeParse(putOptions);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new TypeError(
      `artifact options: ${issue?.path.join('.')}: ${issue?.message} (mediaType and purpose 1-200 chars, contentMode one of ${contentModes.join(', ')})`,
    );
  }
  return parsed.data;
}

/**
 * The bytes to store: a copy (the caller may reuse its buffer), display content redacted, other
 * content holding a known secret refused, and within the size limit.
 */
function storableBytes(
  content: string | Uint8Array,
  { purpose, contentMode }: { purpose: string; contentMode: (typeof contentModes)[number] },
  { runId, policy, secrets }: ArtifactStoreOptions,
): Buffer {
  let bytes: Buffer = typeof content === 'string' ? Buffer.from(content, 'utf8') : Buffer.from(content);
  if (contentMode === 'display') {
    bytes = secrets.redact(bytes);
  } else {
    const secret = secrets.findInBytes(bytes);
    if (secret >= 0) {
      throw new StorageError(
        'KNOWN_SECRET',
        `${purpose} artifact (${contentMode}) holds knownSecrets[${secret}]; it was not stored`,
        { runId },
      );
    }
  }
  // Behind an encoding a secret cannot be redacted in place: refused in every mode.
  const encoded = findEncodedSecret(secrets, bytes);
  if (encoded !== null) {
    throw new StorageError(
      'KNOWN_SECRET',
      `${purpose} artifact (${contentMode}) holds knownSecrets[${encoded.index}] (${describeFinding(encoded)}); it was not stored`,
      { runId },
    );
  }
  if (bytes.length > policy.maxArtifactBytes) {
    throw new StorageError(
      'STORAGE_LIMIT_EXCEEDED',
      `${purpose} artifact is ${bytes.length} bytes; maxArtifactBytes is ${policy.maxArtifactBytes}`,
      { runId, limit: policy.maxArtifactBytes, actual: bytes.length },
    );
  }
  return bytes;
}

/** Writes a synced temp file and links it to its digest name (never over an existing file). */
async function linkIntoPlace(
  directory: string,
  hex: string,
  bytes: Buffer,
  context: { runId: string; digest: string },
): Promise<void> {
  const target = joinInside(directory, [hex]);
  const temp = joinInside(directory, [`.tmp-${nodeCrypto().randomUUID()}`]);
  try {
    await writeNewFile(temp, bytes, true);
    try {
      await fs.link(temp, target);
    } catch (error) {
      if (errnoCode(error) !== 'EEXIST') throw error;
      // A concurrent put stored the same bytes, unless the name is taken by something else.
      const kind = await entryKind(target);
      if (kind !== 'file')
        throw new StorageError('UNSAFE_STORAGE_PATH', `${target} is a ${kind}, not an artifact file`, {
          path: target,
        });
    }
    await fsyncDirectory(directory);
  } catch (error) {
    throw ioError('storing artifact', target, error, context);
  } finally {
    await removeQuietly(temp);
  }
}

/**
 * The file's bytes, or undefined when it does not exist; Oversized past the length its reference
 * records (a restored store is untrusted: a larger file is refused, not read whole).
 */
async function readIfPresent(
  file: string,
  bytes: number,
  context: { runId: string; digest: string },
): Promise<Buffer | Oversized | undefined> {
  try {
    const handle = await openFile(file, constants.O_RDONLY);
    try {
      return await readWithin(handle, bytes);
    } finally {
      await handle.close();
    }
  } catch (error) {
    if (errnoCode(error) !== 'ENOENT') throw ioError('reading artifact', file, error, context);
    return undefined;
  }
}
