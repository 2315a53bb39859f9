// A local Actions runtime for tests: the cache service v2, the artifact service v2, the blob
// storage both sign URLs for, and the GitHub REST endpoints for downloading another workflow
// run's artifacts — all on 127.0.0.1 (ephemeral port), so the UNMODIFIED @actions/cache and
// @actions/artifact clients run against it over real HTTP.
//
// GITHUB_SERVER_URL is `https://github.localhost`: the clients treat any host that is not
// github.com, *.ghe.com or *.localhost as GitHub Enterprise Server (cache v1, no artifacts).
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleArtifactRpc } from './artifact-service.ts';
import { blobPathPrefix, createBlobSigner, handleBlob } from './blob-service.ts';
import { handleCacheRpc, type CacheMode } from './cache-service.ts';
import { handleControl, controlPathPrefix } from './control.ts';
import { HttpProblem, problems, readJsonObject, sendJson, sendRestError, sendTwirpError } from './http.ts';
import { apiPathPrefix, handleRest } from './rest-api.ts';
import { EmulatorState } from './state.ts';
import { mintRuntimeToken, verifyBearer, type JobIdentity } from './token.ts';
import type { ActionsEmulator, ActionsEmulatorOptions, RequestRecord } from './types.ts';

export type * from './types.ts';

const cacheService = 'github.actions.results.api.v1.CacheService';
const artifactService = 'github.actions.results.api.v1.ArtifactService';

export async function startActionsEmulator(options: ActionsEmulatorOptions = {}): Promise<ActionsEmulator> {
  const secret = randomBytes(32);
  const state = new EmulatorState(options.directory);
  await state.init();
  const signer = createBlobSigner(secret);
  const repository = options.repository ?? 'obversa/supervised-run-test';
  const defaultRunId = options.githubRunId ?? 1001;
  let cacheMode: CacheMode = 'write';
  let savesDenied = false;
  let apiWritesDenied = false;
  let rateLimited = 0;
  let heldCreate: { reached: (key: string) => void; released: Promise<void>; handled: () => void } | undefined;
  let heldDownload: { reached: (blob: string) => void; released: Promise<void> } | undefined;
  let heldFinalize: { reached: (key: string) => void; released: Promise<void>; handled: () => void } | undefined;
  const requestLog: RequestRecord[] = [];
  const errorLog: string[] = [];
  let baseUrl = '';

  const sign = {
    upload: (container: string) => (blob: string) => signer.sign(baseUrl, container, blob, 'w'),
    download: (container: string) => (blob: string, fileName?: string) =>
      signer.sign(baseUrl, container, blob, 'r', fileName),
  };

  const emulator: ActionsEmulator = {
    url: '',
    env: {},
    jobEnv(identity = {}) {
      const job: JobIdentity = {
        githubRunId: identity.githubRunId ?? defaultRunId,
        attempt: identity.attempt ?? 1,
        job: identity.job ?? 'job',
      };
      const env: Record<string, string> = {
        ACTIONS_RESULTS_URL: `${baseUrl}/`,
        ACTIONS_RUNTIME_TOKEN: mintRuntimeToken(secret, job),
        ACTIONS_CACHE_SERVICE_V2: 'True',
        GITHUB_SERVER_URL: 'https://github.localhost',
        GITHUB_API_URL: `${baseUrl}${apiPathPrefix}`,
        GITHUB_REPOSITORY: repository,
        GITHUB_REPOSITORY_OWNER: repository.split('/')[0] ?? '',
        GITHUB_RUN_ID: String(job.githubRunId),
        GITHUB_RUN_ATTEMPT: String(job.attempt),
        GITHUB_RETENTION_DAYS: '90',
        ACTIONS_EMULATOR_URL: baseUrl,
      };
      if (cacheMode !== 'write') env.ACTIONS_CACHE_MODE = cacheMode;
      if (options.apiToken !== undefined) env.ACTIONS_EMULATOR_API_TOKEN = options.apiToken;
      return env;
    },
    cacheEntries: () =>
      state.read((data) =>
        data.cacheEntries.map(({ id, key, version, sizeBytes, createdAt, finalized }) => ({
          id,
          key,
          version,
          sizeBytes,
          createdAt,
          finalized,
        })),
      ),
    artifacts: () =>
      state.read((data) =>
        data.artifacts.map(({ id, name, githubRunId, size, digest, createdAt, finalized }) => ({
          id,
          name,
          githubRunId,
          size,
          digest,
          createdAt,
          finalized,
        })),
      ),
    async cacheArchive(key) {
      const entry = await state.read((data) =>
        data.cacheEntries.find((candidate) => candidate.key === key && candidate.finalized),
      );
      return entry ? state.getBlob(entry.blob) : undefined;
    },
    async replaceCacheArchive(key, content) {
      const entry = await state.read((data) =>
        data.cacheEntries.find((candidate) => candidate.key === key && candidate.finalized),
      );
      if (!entry) throw new Error(`no finalized cache entry ${key}`);
      await state.putBlob(entry.blob, content);
    },
    async evictCache(keyPrefix = '') {
      const evicted = await state.update((data) => {
        const gone = data.cacheEntries.filter((entry) => entry.key.startsWith(keyPrefix));
        data.cacheEntries = data.cacheEntries.filter((entry) => !gone.includes(entry));
        return gone;
      });
      for (const entry of evicted) await state.deleteBlob(entry.blob);
      return evicted.length;
    },
    async expireArtifacts(githubRunId) {
      return state.update((data) => {
        const expiring = data.artifacts.filter((artifact) => artifact.githubRunId === githubRunId);
        for (const artifact of expiring) artifact.expired = true;
        return expiring.length;
      });
    },
    async artifactContent(id) {
      const artifact = await state.read((data) =>
        data.artifacts.find((candidate) => candidate.id === id && candidate.finalized),
      );
      return artifact ? state.getBlob(artifact.blob) : undefined;
    },
    async putArtifact({ githubRunId, name, content }) {
      const id = await state.update((data) => {
        const next = data.nextId++;
        data.artifacts = data.artifacts.filter(
          (artifact) => !(artifact.githubRunId === githubRunId && artifact.name === name),
        );
        data.artifacts.push({
          id: next,
          name,
          githubRunId,
          workflowRunBackendId: `run-${githubRunId}`,
          workflowJobRunBackendId: `job-${githubRunId}-1-injected`,
          blob: `artifacts/${next}.zip`,
          size: content.length,
          digest: undefined,
          createdAt: new Date().toISOString(),
          finalized: true,
        });
        return next;
      });
      await state.putBlob(`artifacts/${id}.zip`, content);
      return { id };
    },
    setCacheMode(mode) {
      cacheMode = mode;
      Object.assign(emulator.env, emulator.jobEnv());
      if (mode === 'write') delete emulator.env.ACTIONS_CACHE_MODE;
    },
    denySaves(deny = true) {
      savesDenied = deny;
    },
    denyApiWrites(deny = true) {
      apiWritesDenied = deny;
    },
    rateLimitCacheCreates(count) {
      rateLimited = count;
    },
    holdNextCacheCreate() {
      let reached!: (key: string) => void;
      let release!: () => void;
      let handled!: () => void;
      const reachedPromise = new Promise<string>((resolve) => (reached = resolve));
      const handledPromise = new Promise<void>((resolve) => (handled = resolve));
      heldCreate = { reached, released: new Promise<void>((resolve) => (release = resolve)), handled };
      return { reached: reachedPromise, release, handled: handledPromise };
    },
    holdNextCacheFinalize() {
      let reached!: (key: string) => void;
      let release!: () => void;
      let handled!: () => void;
      const reachedPromise = new Promise<string>((resolve) => (reached = resolve));
      const handledPromise = new Promise<void>((resolve) => (handled = resolve));
      heldFinalize = { reached, released: new Promise<void>((resolve) => (release = resolve)), handled };
      return { reached: reachedPromise, release, handled: handledPromise };
    },
    holdNextCacheDownload() {
      let reached!: (blob: string) => void;
      let release!: () => void;
      const reachedPromise = new Promise<string>((resolve) => (reached = resolve));
      heldDownload = { reached, released: new Promise<void>((resolve) => (release = resolve)) };
      return { reached: reachedPromise, release };
    },
    requests: () => [...requestLog],
    errors: () => [...errorLog],
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };

  async function route(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const twirp = /^\/twirp\/([^/]+)\/([^/]+)$/.exec(url.pathname);
    if (twirp) {
      const [, service, method = ''] = twirp;
      try {
        if (request.method !== 'POST')
          throw new HttpProblem(404, 'bad_route', `twirp needs POST, got ${request.method}`);
        const caller = verifyBearer(secret, request.headers.authorization);
        const body = await readJsonObject(request);
        if (service === cacheService) {
          const held = method === 'CreateCacheEntry' ? heldCreate : undefined;
          if (held !== undefined) {
            heldCreate = undefined;
            held.reached(typeof body.key === 'string' ? body.key : '');
            await held.released;
          }
          const heldFinal = method === 'FinalizeCacheEntryUpload' ? heldFinalize : undefined;
          if (heldFinal !== undefined) {
            heldFinalize = undefined;
            heldFinal.reached(typeof body.key === 'string' ? body.key : '');
            await heldFinal.released;
          }
          let result: Record<string, unknown>;
          try {
            result = await handleCacheRpc(method, body, state, {
              mode: () => cacheMode,
              savesDenied: () => savesDenied,
              takeRateLimit: () => rateLimited > 0 && rateLimited-- > 0,
              signUpload: sign.upload('cache'),
              signDownload: sign.download('cache'),
            });
          } finally {
            // Done whether or not its caller is still there to hear the answer.
            held?.handled();
            heldFinal?.handled();
          }
          return sendJson(response, 200, result);
        }
        if (service === artifactService) {
          const result = await handleArtifactRpc(method, body, caller, state, {
            signUpload: sign.upload('artifacts'),
            signDownload: sign.download('artifacts'),
          });
          return sendJson(response, 200, result);
        }
        throw new HttpProblem(404, 'bad_route', `no twirp service ${service}`);
      } catch (error) {
        return sendTwirpError(response, asProblem(error));
      }
    }
    if (url.pathname.startsWith(blobPathPrefix)) {
      try {
        const held =
          request.method !== 'PUT' && url.pathname.startsWith(`${blobPathPrefix}cache/`) ? heldDownload : undefined;
        if (held !== undefined) {
          heldDownload = undefined;
          held.reached(url.pathname.slice(`${blobPathPrefix}cache/`.length));
          await held.released;
        }
        return await handleBlob(request, response, url, state, signer);
      } catch (error) {
        return sendTwirpError(response, asProblem(error));
      }
    }
    if (url.pathname.startsWith(`${apiPathPrefix}/`)) {
      try {
        return await handleRest(request, response, url, state, {
          repository,
          token: options.apiToken,
          apiBaseUrl: `${baseUrl}${apiPathPrefix}`,
          signDownload: sign.download('artifacts'),
          writesDenied: () => apiWritesDenied,
        });
      } catch (error) {
        return sendRestError(response, asProblem(error));
      }
    }
    if (url.pathname.startsWith(controlPathPrefix)) {
      try {
        return await handleControl(request, response, url, emulator);
      } catch (error) {
        return sendTwirpError(response, asProblem(error));
      }
    }
    sendRestError(response, problems.notFound(`nothing is emulated at ${url.pathname}`));
  }

  function asProblem(error: unknown): HttpProblem {
    if (error instanceof HttpProblem) return error;
    // A bug in the emulator. 501 rather than 500: the clients retry 500/502/503/504 for ~20 s,
    // which would bury the message; 501 fails the call at once with this text.
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    errorLog.push(message);
    return new HttpProblem(501, 'internal', `emulator error: ${message}`);
  }

  const server = createServer((request, response) => {
    const started = performance.now();
    const url = new URL(request.url ?? '/', baseUrl);
    response.on('finish', () => {
      requestLog.push({
        method: request.method ?? '',
        path: url.pathname,
        status: response.statusCode,
        durationMs: performance.now() - started,
      });
    });
    route(request, response, url).catch((error: unknown) => {
      if (!response.headersSent) sendTwirpError(response, asProblem(error));
      else response.destroy();
    });
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  Object.assign(emulator, { url: baseUrl });
  Object.assign(emulator.env, emulator.jobEnv());
  return emulator;
}
