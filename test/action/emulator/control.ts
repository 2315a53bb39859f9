// Control endpoints for an emulator running as a separate process (server.ts), so a test
// can drive it over HTTP as it would in-process:
//   POST /_emulator/job-env      { githubRunId?, attempt?, job? } -> env of that job
//   GET  /_emulator/cache-entries, /_emulator/artifacts, /_emulator/requests, /_emulator/errors
//   POST /_emulator/cache-mode   { mode: write | read | write-only | none }
//   POST /_emulator/deny-saves   { deny: boolean }
//   POST /_emulator/deny-api-writes { deny: boolean }   (REST cache deletion answers 403)
//   POST /_emulator/rate-limit   { count }             (the next count cache entry creations answer 429)
//   POST /_emulator/expire-artifacts { githubRunId }   (that workflow run's artifacts are past retention)
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ActionsEmulator, CacheMode } from './types.ts';
import { problems, readJsonObject, sendJson } from './http.ts';

export const controlPathPrefix = '/_emulator/';

const cacheModes: readonly CacheMode[] = ['write', 'read', 'write-only', 'none'];

export async function handleControl(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  emulator: ActionsEmulator,
): Promise<void> {
  const action = `${request.method} ${url.pathname.slice(controlPathPrefix.length)}`;
  switch (action) {
    case 'POST job-env': {
      const body = await readJsonObject(request);
      const identity: { githubRunId?: number; attempt?: number; job?: string } = {};
      if (typeof body.githubRunId === 'number') identity.githubRunId = body.githubRunId;
      if (typeof body.attempt === 'number') identity.attempt = body.attempt;
      if (typeof body.job === 'string') identity.job = body.job;
      return sendJson(response, 200, emulator.jobEnv(identity));
    }
    case 'GET cache-entries':
      return sendJson(response, 200, await emulator.cacheEntries());
    case 'GET artifacts':
      return sendJson(response, 200, await emulator.artifacts());
    case 'GET requests':
      return sendJson(response, 200, emulator.requests());
    case 'GET errors':
      return sendJson(response, 200, emulator.errors());
    case 'POST cache-mode': {
      const { mode } = await readJsonObject(request);
      if (!cacheModes.includes(mode as CacheMode))
        throw problems.badRequest(`mode must be one of ${cacheModes.join(', ')}`);
      emulator.setCacheMode(mode as CacheMode);
      return sendJson(response, 200, { mode });
    }
    case 'POST deny-api-writes': {
      const { deny } = await readJsonObject(request);
      emulator.denyApiWrites(deny !== false);
      return sendJson(response, 200, { deny: deny !== false });
    }
    case 'POST rate-limit': {
      const { count } = await readJsonObject(request);
      if (typeof count !== 'number' || !Number.isInteger(count) || count < 0)
        throw problems.badRequest('count must be a whole number');
      emulator.rateLimitCacheCreates(count);
      return sendJson(response, 200, { count });
    }
    case 'POST expire-artifacts': {
      const { githubRunId } = await readJsonObject(request);
      if (typeof githubRunId !== 'number') throw problems.badRequest('githubRunId must be a number');
      return sendJson(response, 200, { expired: await emulator.expireArtifacts(githubRunId) });
    }
    case 'POST deny-saves': {
      const { deny } = await readJsonObject(request);
      emulator.denySaves(deny !== false);
      return sendJson(response, 200, { deny: deny !== false });
    }
    default:
      throw problems.notFound(`no control endpoint ${action}`);
  }
}
