// Deleting a run's older cache entries through the REST API (needs `actions: write`), so write-ahead
// saves do not fill the repository's 10 GB: every entry of exactly this run created before the one
// just saved goes; the newest never does. A token without the permission (403) or no API at all
// only means the old entries stay until the cache evicts them.
//   GET    {api}/repos/{repo}/actions/caches?key=<prefix>&per_page=100
//   DELETE {api}/repos/{repo}/actions/caches/{cache_id}
import { z } from 'zod';
import { lazySchema } from '../../store/index.ts';

export interface PruneTarget {
  apiUrl: string;
  repository: string;
  token: string;
  /** GITHUB_REF: only this ref's entries are listed (caches are scoped by branch). */
  ref: string | undefined;
}

const listSchema = lazySchema(() =>
  z.object({
    actions_caches: z.array(z.looseObject({ id: z.number(), key: z.string(), created_at: z.string().optional() })),
  }),
);

export type PruneResult = { kind: 'pruned'; deleted: number } | { kind: 'forbidden'; message: string };

/** Deletes the run's entries under `restorePrefix` other than `keep` and created no later than it. */
export async function pruneOlderEntries(
  target: PruneTarget,
  restorePrefix: string,
  keep: string,
): Promise<PruneResult> {
  const headers = {
    accept: 'application/vnd.github+json',
    authorization: `Bearer ${target.token}`,
    'x-github-api-version': '2022-11-28',
  };
  const base = `${target.apiUrl.replace(/\/$/, '')}/repos/${target.repository}/actions/caches`;
  const query = new URLSearchParams({ key: restorePrefix, per_page: '100' });
  if (target.ref !== undefined && target.ref !== '') query.set('ref', target.ref);
  const listed = await fetch(`${base}?${query.toString()}`, { headers });
  if (listed.status === 403 || listed.status === 401)
    return { kind: 'forbidden', message: `listing caches answered ${listed.status}` };
  if (!listed.ok) throw new Error(`listing the run's cache entries answered ${listed.status}`);
  const { actions_caches: entries } = listSchema().parse(await listed.json());
  const kept = entries.find((entry) => entry.key === keep);
  // The service matches the prefix without regard to case: only this run's own keys, exactly.
  const older = entries.filter(
    (entry) =>
      entry.key !== keep &&
      entry.key.startsWith(restorePrefix) &&
      (kept?.created_at === undefined || entry.created_at === undefined || entry.created_at <= kept.created_at),
  );
  if (kept === undefined) return { kind: 'pruned', deleted: 0 };
  let deleted = 0;
  for (const entry of older) {
    const response = await fetch(`${base}/${entry.id}`, { method: 'DELETE', headers });
    if (response.status === 403 || response.status === 401)
      return { kind: 'forbidden', message: `deleting a cache entry answered ${response.status}` };
    if (response.ok || response.status === 404) deleted += 1;
  }
  return { kind: 'pruned', deleted };
}
