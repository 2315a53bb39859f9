// The artifact service v2 (twirp JSON, github.actions.results.api.v1.ArtifactService) as
// @actions/artifact 6 calls it. A name is unique per workflow run once finalized: a second
// CreateArtifact with that name answers 409 already_exists, as GitHub does for a re-run job.
import type { ArtifactRecord, EmulatorState } from './state.ts';
import { githubRunIdOf } from './token.ts';
import { problems, stringField } from './http.ts';

export interface ArtifactServiceControls {
  signUpload(blob: string): string;
  signDownload(blob: string, fileName: string): string;
}

interface Caller {
  workflowRunBackendId: string;
  workflowJobRunBackendId: string;
}

export async function handleArtifactRpc(
  method: string,
  body: Record<string, unknown>,
  caller: Caller,
  state: EmulatorState,
  controls: ArtifactServiceControls,
): Promise<Record<string, unknown>> {
  // The client sends the IDs from its token; a mismatch means a token for another job.
  const runBackendId = stringField(body, 'workflow_run_backend_id');
  if (runBackendId !== caller.workflowRunBackendId)
    throw problems.forbidden('workflow_run_backend_id does not match the bearer token');
  const githubRunId = githubRunIdOf(runBackendId);
  switch (method) {
    case 'CreateArtifact':
      return createArtifact(body, caller, githubRunId, state, controls);
    case 'FinalizeArtifact':
      return finalizeArtifact(body, githubRunId, state);
    case 'ListArtifacts':
      return listArtifacts(body, githubRunId, state);
    case 'GetSignedArtifactURL':
      return signedUrl(body, githubRunId, state, controls);
    case 'DeleteArtifact':
      return deleteArtifact(body, githubRunId, state);
    default:
      throw problems.notFound(`ArtifactService has no method ${method}`);
  }
}

async function createArtifact(
  body: Record<string, unknown>,
  caller: Caller,
  githubRunId: number,
  state: EmulatorState,
  controls: ArtifactServiceControls,
) {
  const name = stringField(body, 'name');
  if (Number(body.version ?? 0) < 4) throw problems.badRequest('artifact version must be at least 4');
  const blob = await state.update((data) => {
    const existing = data.artifacts.find((artifact) => artifact.githubRunId === githubRunId && artifact.name === name);
    if (existing?.finalized)
      throw problems.conflict(`an artifact with this name already exists on the workflow run: ${name}`);
    if (existing) data.artifacts.splice(data.artifacts.indexOf(existing), 1);
    const id = data.nextId++;
    const record: ArtifactRecord = {
      id,
      name,
      githubRunId,
      workflowRunBackendId: caller.workflowRunBackendId,
      workflowJobRunBackendId: caller.workflowJobRunBackendId,
      blob: `artifacts/${id}.zip`,
      size: 0,
      digest: undefined,
      createdAt: new Date().toISOString(),
      finalized: false,
    };
    data.artifacts.push(record);
    return record.blob;
  });
  return { ok: true, signed_upload_url: controls.signUpload(blob.slice('artifacts/'.length)) };
}

async function finalizeArtifact(body: Record<string, unknown>, githubRunId: number, state: EmulatorState) {
  const name = stringField(body, 'name');
  const size = Number(body.size ?? 0);
  const pending = await state.read((data) =>
    data.artifacts.find(
      (artifact) => artifact.githubRunId === githubRunId && artifact.name === name && !artifact.finalized,
    ),
  );
  if (!pending) throw problems.notFound(`no artifact ${name} is being uploaded in this workflow run`);
  const content = await state.getBlob(pending.blob);
  if (!content) throw problems.badRequest(`nothing was uploaded for artifact ${name}`);
  if (content.length !== size)
    throw problems.badRequest(`uploaded ${content.length} bytes for artifact ${name}, finalize says ${size}`);
  const hash = typeof body.hash === 'string' ? body.hash : undefined;
  return state.update((data) => {
    const artifact = data.artifacts.find((candidate) => candidate.id === pending.id);
    if (!artifact) throw problems.notFound(`artifact ${name} vanished`);
    artifact.finalized = true;
    artifact.size = size;
    artifact.digest = hash;
    return { ok: true, artifact_id: String(artifact.id) };
  });
}

function wrapperValue(value: unknown): string | undefined {
  // google.protobuf wrappers are plain JSON values; tolerate the { value } form too.
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (typeof value === 'object' && value !== null && 'value' in value) return String(value.value);
  return undefined;
}

async function listArtifacts(body: Record<string, unknown>, githubRunId: number, state: EmulatorState) {
  const nameFilter = wrapperValue(body.name_filter);
  const idFilter = wrapperValue(body.id_filter);
  const artifacts = await state.read((data) =>
    data.artifacts.filter(
      (artifact) =>
        artifact.finalized &&
        artifact.githubRunId === githubRunId &&
        (nameFilter === undefined || artifact.name === nameFilter) &&
        (idFilter === undefined || String(artifact.id) === idFilter),
    ),
  );
  return {
    artifacts: artifacts.map((artifact) => ({
      workflow_run_backend_id: artifact.workflowRunBackendId,
      workflow_job_run_backend_id: artifact.workflowJobRunBackendId,
      database_id: String(artifact.id),
      name: artifact.name,
      size: String(artifact.size),
      created_at: artifact.createdAt,
      ...(artifact.digest ? { digest: artifact.digest } : {}),
    })),
  };
}

async function signedUrl(
  body: Record<string, unknown>,
  githubRunId: number,
  state: EmulatorState,
  controls: ArtifactServiceControls,
) {
  const name = stringField(body, 'name');
  const artifact = await state.read((data) =>
    data.artifacts.find(
      (candidate) => candidate.finalized && candidate.githubRunId === githubRunId && candidate.name === name,
    ),
  );
  if (!artifact) throw problems.notFound(`no artifact ${name} in this workflow run`);
  return { signed_url: controls.signDownload(artifact.blob.slice('artifacts/'.length), `${artifact.name}.zip`) };
}

async function deleteArtifact(body: Record<string, unknown>, githubRunId: number, state: EmulatorState) {
  const name = stringField(body, 'name');
  const removed = await state.update((data) => {
    const artifact = data.artifacts.find(
      (candidate) => candidate.githubRunId === githubRunId && candidate.name === name,
    );
    if (!artifact) throw problems.notFound(`no artifact ${name} in this workflow run`);
    data.artifacts.splice(data.artifacts.indexOf(artifact), 1);
    return artifact;
  });
  await state.deleteBlob(removed.blob);
  return { ok: true, artifact_id: String(removed.id) };
}
