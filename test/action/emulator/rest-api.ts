// The GitHub REST endpoints @actions/artifact calls with `findBy` (another workflow run):
//   GET    /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts[?name=&per_page=&page=]
//   GET    /repos/{owner}/{repo}/actions/artifacts/{artifact_id}
//   GET    /repos/{owner}/{repo}/actions/artifacts/{artifact_id}/zip  -> 302 to a signed blob URL (410 once expired)
//   DELETE /repos/{owner}/{repo}/actions/artifacts/{artifact_id}
// and the cache management endpoints (a token may be refused writes: `actions: read` only):
//   GET    /repos/{owner}/{repo}/actions/caches[?key=<prefix>&ref=&per_page=&page=]
//   DELETE /repos/{owner}/{repo}/actions/caches/{cache_id}
//   DELETE /repos/{owner}/{repo}/actions/caches?key=<key>
// served below `apiPathPrefix` (GITHUB_API_URL).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { problems, sendJson } from './http.ts';
import type { ArtifactRecord, CacheEntryRecord, EmulatorState } from './state.ts';

export const apiPathPrefix = '/api/v3';

export interface RestControls {
  repository: string;
  /** When set, the only token accepted; otherwise any token is. */
  token: string | undefined;
  apiBaseUrl: string;
  signDownload(blob: string, fileName: string): string;
  /** True: DELETE on caches answers 403, as for a token without `actions: write`. */
  writesDenied(): boolean;
}

export async function handleRest(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  state: EmulatorState,
  controls: RestControls,
): Promise<void> {
  const authorization = request.headers.authorization ?? '';
  const token = /^(?:token|bearer) (.+)$/i.exec(authorization)?.[1];
  if (!token) throw problems.unauthenticated('Requires authentication');
  if (controls.token !== undefined && token !== controls.token) throw problems.unauthenticated('Bad credentials');
  const route = url.pathname.slice(apiPathPrefix.length);
  const caches = /^\/repos\/([^/]+)\/([^/]+)\/actions\/caches(?:\/(\d+))?$/.exec(route);
  if (caches) {
    const [, owner, repo, cacheId] = caches;
    if (`${owner}/${repo}`.toLowerCase() !== controls.repository.toLowerCase()) throw problems.notFound('Not Found');
    return handleCaches(request.method ?? 'GET', response, url, state, controls, cacheId);
  }
  const match = /^\/repos\/([^/]+)\/([^/]+)\/actions\/(?:runs\/(\d+)\/artifacts|artifacts\/(\d+)(\/zip)?)$/.exec(route);
  if (!match) throw problems.notFound('Not Found');
  const [, owner, repo, runId, artifactId, zip] = match;
  if (`${owner}/${repo}`.toLowerCase() !== controls.repository.toLowerCase()) throw problems.notFound('Not Found');
  const method = request.method ?? 'GET';

  if (runId !== undefined) {
    if (method !== 'GET') throw problems.notFound('Not Found');
    return listRunArtifacts(response, url, state, controls, Number(runId));
  }
  const artifact = await state.read((data) =>
    data.artifacts.find((candidate) => candidate.finalized && String(candidate.id) === artifactId),
  );
  if (!artifact) throw problems.notFound('Not Found');
  if (zip && method === 'GET') return sendZip(response, artifact, controls);
  if (!zip && method === 'GET') return sendJson(response, 200, describe(artifact, controls));
  if (!zip && method === 'DELETE') {
    await state.update((data) => {
      data.artifacts = data.artifacts.filter((candidate) => candidate.id !== artifact.id);
    });
    await state.deleteBlob(artifact.blob);
    response.writeHead(204);
    response.end();
    return;
  }
  throw problems.notFound('Not Found');
}

/** The artifact's download: a redirect to its signed blob, or 410 once it has expired. */
function sendZip(response: ServerResponse, artifact: ArtifactRecord, controls: RestControls): void {
  // GitHub's answer for an artifact past its retention (the list still shows it, expired: true).
  if (artifact.expired === true) {
    sendJson(response, 410, {
      message: 'Artifact has expired',
      documentation_url: 'https://docs.github.com/rest/actions/artifacts#download-an-artifact',
      status: '410',
    });
    return;
  }
  // The client asks with redirect: 'manual' and follows Location itself.
  response.writeHead(302, {
    location: controls.signDownload(artifact.blob.slice('artifacts/'.length), `${artifact.name}.zip`),
    'content-length': '0',
  });
  response.end();
}

async function listRunArtifacts(
  response: ServerResponse,
  url: URL,
  state: EmulatorState,
  controls: RestControls,
  githubRunId: number,
): Promise<void> {
  const name = url.searchParams.get('name');
  const perPage = Math.min(100, Math.max(1, Number(url.searchParams.get('per_page') ?? 30) || 30));
  const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
  const all = await state.read((data) =>
    data.artifacts
      .filter(
        (artifact) =>
          artifact.finalized && artifact.githubRunId === githubRunId && (name === null || artifact.name === name),
      )
      .sort((a, b) => b.id - a.id),
  );
  const slice = all.slice((page - 1) * perPage, page * perPage);
  sendJson(response, 200, {
    total_count: all.length,
    artifacts: slice.map((artifact) => describe(artifact, controls)),
  });
}

function describe(artifact: ArtifactRecord, controls: RestControls) {
  const url = `${controls.apiBaseUrl}/repos/${controls.repository}/actions/artifacts/${artifact.id}`;
  return {
    id: artifact.id,
    node_id: `MDg6QXJ0aWZhY3Q${artifact.id}`,
    name: artifact.name,
    size_in_bytes: artifact.size,
    url,
    archive_download_url: `${url}/zip`,
    expired: artifact.expired === true,
    digest: artifact.digest ?? null,
    created_at: artifact.createdAt,
    updated_at: artifact.createdAt,
    expires_at: new Date(Date.parse(artifact.createdAt) + 90 * 86_400_000).toISOString(),
    workflow_run: {
      id: artifact.githubRunId,
      repository_id: 1,
      head_repository_id: 1,
      head_branch: 'main',
      head_sha: '0'.repeat(40),
    },
  };
}

async function handleCaches(
  method: string,
  response: ServerResponse,
  url: URL,
  state: EmulatorState,
  controls: RestControls,
  cacheId: string | undefined,
): Promise<void> {
  const describeCache = (entry: CacheEntryRecord) => ({
    id: entry.id,
    ref: 'refs/heads/main',
    key: entry.key,
    version: entry.version,
    last_accessed_at: entry.createdAt,
    created_at: entry.createdAt,
    size_in_bytes: entry.sizeBytes,
  });
  if (method === 'GET' && cacheId === undefined) {
    const key = url.searchParams.get('key') ?? '';
    const perPage = Math.min(100, Math.max(1, Number(url.searchParams.get('per_page') ?? 30) || 30));
    const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
    const all = await state.read((data) =>
      data.cacheEntries
        .filter((entry) => entry.finalized && entry.key.toLowerCase().startsWith(key.toLowerCase()))
        .sort((a, b) => b.order - a.order),
    );
    return sendJson(response, 200, {
      total_count: all.length,
      actions_caches: all.slice((page - 1) * perPage, page * perPage).map(describeCache),
    });
  }
  if (method !== 'DELETE') throw problems.notFound('Not Found');
  if (controls.writesDenied()) throw problems.forbidden('Resource not accessible by integration');
  const key = url.searchParams.get('key');
  if (cacheId === undefined && key === null) throw problems.badRequest('key is required to delete caches by key');
  const gone = await state.update((data) => {
    // Only what the API lists: whether GitHub's deletes a reservation never finalized is not known,
    // so the emulator does not (the stricter case: such a key stays reserved).
    const doomed = data.cacheEntries.filter(
      (entry) => entry.finalized && (cacheId !== undefined ? String(entry.id) === cacheId : entry.key === key),
    );
    data.cacheEntries = data.cacheEntries.filter((entry) => !doomed.includes(entry));
    return doomed;
  });
  if (gone.length === 0) throw problems.notFound('Not Found');
  for (const entry of gone) await state.deleteBlob(entry.blob);
  if (cacheId !== undefined) {
    response.writeHead(204);
    response.end();
    return;
  }
  sendJson(response, 200, { total_count: gone.length, actions_caches: gone.map(describeCache) });
}
