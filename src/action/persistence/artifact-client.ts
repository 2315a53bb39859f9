// The store artifact through the unmodified @actions/artifact client, loaded on first use (it is
// the largest part of the bundle: only from-run and upload need it; ncc makes it a chunk).
// NOTE: @actions/github (under the artifact client) reads GITHUB_API_URL once, when its module
// loads, for the REST calls that reach another workflow run: set it before the first call here.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { DefaultArtifactClient } from '@actions/artifact';
import { artifactAttemptOf } from './keys.ts';

let loaded: Promise<typeof import('@actions/artifact')> | undefined;

async function client(): Promise<DefaultArtifactClient> {
  const { DefaultArtifactClient } = await (loaded ??= import('@actions/artifact'));
  return new DefaultArtifactClient();
}

export interface FromRun {
  /** GITHUB_RUN_ID of the earlier workflow run. */
  runId: number;
  /** A token with actions:read on the repository. */
  token: string;
  /** owner/name. */
  repository: string;
}

function findBy(fromRun: FromRun) {
  const [repositoryOwner = '', repositoryName = ''] = fromRun.repository.split('/');
  return { token: fromRun.token, workflowRunId: fromRun.runId, repositoryOwner, repositoryName };
}

export interface UploadedArtifact {
  id: number | undefined;
  /** True when an artifact of the same name (an earlier save in this job attempt) was deleted first. */
  replaced: boolean;
}

/**
 * Uploads `files` (below `rootDirectory`) as artifact `name`. Names are per job attempt, and a
 * workflow run refuses a second artifact of one name (409), so a second save in the same
 * attempt (the post step after a main step that saved) deletes the first, then uploads.
 */
export async function uploadStoreArtifact(input: {
  name: string;
  files: string[];
  rootDirectory: string;
  retentionDays?: number;
}): Promise<UploadedArtifact> {
  const artifacts = await client();
  const { artifacts: existing } = await artifacts.listArtifacts({ latest: true });
  const replaced = existing.some((artifact) => artifact.name === input.name);
  if (replaced) await artifacts.deleteArtifact(input.name);
  const options = input.retentionDays === undefined ? {} : { retentionDays: input.retentionDays };
  const { id } = await artifacts.uploadArtifact(input.name, input.files, input.rootDirectory, options);
  return { id, replaced };
}

export interface FoundArtifact {
  id: number;
  name: string;
  digest: string | undefined;
  /** Bytes of its zip, as the listing says (what the uploader declared). */
  size: number;
}

/** The newest store artifact of exactly this namespace and run in another workflow run. */
export async function findStoreArtifact(
  fromRun: FromRun,
  run: { namespace: string; runId: string },
): Promise<FoundArtifact | undefined> {
  const artifacts = await client();
  const { artifacts: listed } = await artifacts.listArtifacts({ latest: true, findBy: findBy(fromRun) });
  let best: { artifact: FoundArtifact; attempt: number } | undefined;
  for (const artifact of listed) {
    const attempt = artifactAttemptOf(artifact.name, run);
    if (attempt === undefined) continue;
    if (!best || attempt > best.attempt || (attempt === best.attempt && artifact.id > best.artifact.id)) {
      best = {
        artifact: { id: artifact.id, name: artifact.name, digest: artifact.digest, size: artifact.size },
        attempt,
      };
    }
  }
  return best?.artifact;
}

/**
 * Whether a download failed because the artifact is past its retention: GitHub still lists it (the
 * client drops the list's `expired`) and answers its download 410 Gone ("Artifact has expired").
 */
export function isExpiredArtifactError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 410;
}

/** Downloads the artifact's zip as it is (not extracted) into the empty `directory`. */
export async function downloadArtifactZip(
  fromRun: FromRun,
  artifact: FoundArtifact,
  directory: string,
): Promise<string> {
  const artifacts = await client();
  const options = {
    path: directory,
    skipDecompress: true,
    findBy: findBy(fromRun),
    ...(artifact.digest ? { expectedHash: artifact.digest } : {}),
  };
  const { digestMismatch } = await artifacts.downloadArtifact(artifact.id, options);
  if (digestMismatch)
    throw new Error(`artifact ${artifact.name} (ID ${artifact.id}) does not match its digest ${artifact.digest}`);
  const names = await fs.readdir(directory);
  if (names.length !== 1 || !names[0])
    throw new Error(`downloading artifact ${artifact.name} left ${names.length} files, expected its one zip`);
  return path.join(directory, names[0]);
}
