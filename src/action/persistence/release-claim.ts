// Giving a session claim back: a job that claimed the next session and then ran nothing (cancelled
// during restore, a graph file missing, a workspace it could not rebuild) must not leave the claim,
// or every later job of another workflow run is refused RUN_CLAIMED for a session nobody drives.
// The cache has no delete of its own; the REST API deletes by key (needs `actions: write`):
//   DELETE {api}/repos/{repo}/actions/caches?key=<key>[&ref=<ref>]
import type { PruneTarget } from './prune.ts';

export type ReleaseResult = { kind: 'released' } | { kind: 'kept'; message: string };

export async function releaseClaim(target: PruneTarget, key: string): Promise<ReleaseResult> {
  const query = new URLSearchParams({ key });
  if (target.ref !== undefined && target.ref !== '') query.set('ref', target.ref);
  const url = `${target.apiUrl.replace(/\/$/, '')}/repos/${target.repository}/actions/caches?${query.toString()}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'DELETE',
      headers: {
        accept: 'application/vnd.github+json',
        authorization: `Bearer ${target.token}`,
        'x-github-api-version': '2022-11-28',
      },
    });
  } catch (error) {
    return { kind: 'kept', message: `the cache API could not be reached (${(error as Error).message})` };
  }
  // 404: nothing under that key (already gone), which is what was wanted.
  if (response.ok || response.status === 404) return { kind: 'released' };
  return {
    kind: 'kept',
    message:
      response.status === 403 || response.status === 401
        ? `the token may not delete caches (${response.status}; give the job actions: write)`
        : `deleting it answered ${response.status}`,
  };
}
