// Restoring a run's store from the store artifact of another workflow run (from-run), when the cache
// misses: found, downloaded, and unpacked by zip-reader (which refuses hostile entries) into a
// staging directory below `.local`, then renamed into place and accepted as a cache restore is. One
// listed larger than any zip the reader accepts is not downloaded, and one whose download is longer
// than listed is refused. (The artifact client writes the whole download before it can be measured.)
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ActionError, isActionError } from '../errors.ts';
import {
  downloadArtifactZip,
  findStoreArtifact,
  isExpiredArtifactError,
  type FoundArtifact,
  type FromRun,
} from './artifact-client.ts';
import { artifactNamePrefix } from './keys.ts';
import type { StoreLocation, StoreRef } from './layout.ts';
import { TreeProblem, assertDirectoryChain, pathExists, removeTree } from './tree.ts';
import { acceptRestored } from './verify.ts';
import { defaultZipLimits, zipFileBound } from './zip-directory.ts';

export async function restoreFromArtifact(
  location: StoreLocation,
  ref: StoreRef,
  fromRun: FromRun,
  warnings: string[],
) {
  const failed = (what: string, error: unknown) =>
    new ActionError(
      'STORE_RESTORE',
      `${what} (workflow run ${fromRun.runId} of ${fromRun.repository}): ${(error as Error).message}`,
      { cause: error },
    );
  let artifact;
  try {
    artifact = await findStoreArtifact(fromRun, ref);
  } catch (error) {
    throw failed('could not list the artifacts of from-run', error);
  }
  if (!artifact) {
    warnings.push(
      `workflow run ${fromRun.runId} has no store artifact of run ${ref.runId} (looked for ${artifactNamePrefix}+${ref.namespace}+${ref.runId}+<attempt>)`,
    );
    return undefined;
  }
  const origin = `artifact ${artifact.name} (ID ${artifact.id}) of workflow run ${fromRun.runId}`;
  refuseOversized(artifact, origin);
  const download = await fs.mkdtemp(path.join(process.env.RUNNER_TEMP || os.tmpdir(), 'supervised-run-artifact-'));
  try {
    let zip: string;
    try {
      zip = await downloadArtifactZip(fromRun, artifact, download);
    } catch (error) {
      if (isExpiredArtifactError(error)) throw expiredArtifact(artifact.name, fromRun, ref, error);
      throw failed(`could not download ${artifact.name}`, error);
    }
    await refuseLongerThanListed(zip, artifact, origin);
    await unpackInPlace(location, zip, origin);
    const storedRunId = await acceptRestored(location, ref, origin);
    return { ...artifact, storedRunId };
  } finally {
    await removeTree(download);
  }
}

/**
 * An artifact listed larger than any zip the reader accepts is refused before it is downloaded: the
 * download would only fill the runner's disk. The listing's size is what the uploader declared.
 */
function refuseOversized(artifact: FoundArtifact, origin: string): void {
  const bound = zipFileBound(defaultZipLimits);
  if (Number.isSafeInteger(artifact.size) && artifact.size >= 0 && artifact.size <= bound) return;
  throw new ActionError(
    'STORE_RESTORE',
    `${origin} was refused: its listing says ${artifact.size} bytes, more than a store artifact can be (${bound} bytes: ${defaultZipLimits.maxEntries} files, ${defaultZipLimits.maxTotalBytes} bytes unpacked); it was not downloaded`,
  );
}

/** A download longer than the listing says is not the artifact that was listed (its size was a lie). */
async function refuseLongerThanListed(zip: string, artifact: FoundArtifact, origin: string): Promise<void> {
  const { size } = await fs.lstat(zip);
  if (size <= artifact.size) return;
  throw new ActionError(
    'STORE_RESTORE',
    `${origin} was refused: its download is ${size} bytes, its listing says ${artifact.size}; nothing of it was unpacked`,
  );
}

/** The artifact outlived its retention: the run's store is gone unless a later job saved it. */
function expiredArtifact(name: string, fromRun: FromRun, ref: StoreRef, cause: unknown): ActionError {
  return new ActionError(
    'STORE_RESTORE',
    `the store artifact ${name} of workflow run ${fromRun.runId} has expired (GitHub keeps artifacts for the repository's retention period, 90 days by default), and the cache did not restore run ${ref.runId}: pass the ID of a later workflow run that saved the run as from-run; if there is none, the run's store is gone: start the work again under a new run-id`,
    { cause },
  );
}

/** Unpacks into a fresh staging directory below the store's machine-local directory, then renames it into place. */
async function unpackInPlace(location: StoreLocation, zip: string, origin: string): Promise<void> {
  const refuse = (message: string, cause: unknown) =>
    new ActionError('STORE_RESTORE', `${origin} was refused: ${message}`, { cause });
  try {
    await fs.mkdir(location.localDirectory, { recursive: true, mode: 0o700 });
    await assertDirectoryChain(location.storeRoot, [path.basename(location.localDirectory)]);
  } catch (error) {
    throw refuse(`cannot stage below ${location.localDirectory}: ${(error as Error).message}`, error);
  }
  const staging = await fs.mkdtemp(path.join(location.localDirectory, 'restore-'));
  try {
    // Loaded only for an artifact (with node:zlib): a cache restore never reads a zip.
    const { ZipProblem, extractZip } = await import('./zip-reader.ts');
    try {
      await extractZip(zip, staging);
    } catch (error) {
      if (error instanceof ZipProblem) throw refuse(error.message, error);
      throw error;
    }
    await fs.mkdir(path.dirname(location.runDirectory), { recursive: true, mode: 0o700 });
    await assertDirectoryChain(location.storeRoot, location.segments);
    if (await pathExists(location.runDirectory))
      throw refuse(`${location.runDirectory} appeared while unpacking`, undefined);
    await fs.rename(staging, location.runDirectory);
  } catch (error) {
    if (isActionError(error)) throw error;
    const message = error instanceof TreeProblem ? error.message : (error as Error).message;
    throw refuse(message, error);
  } finally {
    await removeTree(staging);
  }
}
