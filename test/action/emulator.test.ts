// The emulator itself, over raw HTTP: the service semantics the clients rely on, and the
// rule that every answer — errors included — is JSON the clients can read without retrying.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startActionsEmulator, type ActionsEmulator } from './emulator/index.ts';

const cacheService = 'github.actions.results.api.v1.CacheService';
const artifactService = 'github.actions.results.api.v1.ArtifactService';

let emulator: ActionsEmulator;
let root: string;

beforeAll(async () => {
  emulator = await startActionsEmulator();
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'actions-emulator-'));
});
afterAll(async () => {
  await emulator?.close();
  if (root) await fs.rm(root, { recursive: true, force: true });
});

async function twirp(
  target: ActionsEmulator,
  service: string,
  method: string,
  body: unknown,
  env: Record<string, string> = target.env,
) {
  const response = await fetch(`${target.url}/twirp/${service}/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${env.ACTIONS_RUNTIME_TOKEN}` },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    json: (await response.json()) as Record<string, unknown>,
  };
}

/** Saves `content` under key/version through the twirp calls and a whole-blob PUT, as the cache client does. */
async function saveEntry(target: ActionsEmulator, key: string, version: string, content: string): Promise<void> {
  const created = await twirp(target, cacheService, 'CreateCacheEntry', { key, version });
  expect(created.json.ok).toBe(true);
  const put = await fetch(String(created.json.signed_upload_url), {
    method: 'PUT',
    headers: { 'x-ms-blob-type': 'BlockBlob' },
    body: content,
  });
  expect(put.status).toBe(201);
  const finalized = await twirp(target, cacheService, 'FinalizeCacheEntryUpload', {
    key,
    version,
    size_bytes: String(Buffer.byteLength(content)),
  });
  expect(finalized.json).toMatchObject({ ok: true });
}

async function lookup(key: string, version: string, restoreKeys: string[] = []) {
  return (await twirp(emulator, cacheService, 'GetCacheEntryDownloadURL', { key, version, restore_keys: restoreKeys }))
    .json;
}

describe('error answers', () => {
  it('are JSON everywhere, with the status the clients treat as final', async () => {
    const call = async (url: string, init: RequestInit = {}) => {
      const response = await fetch(`${emulator.url}${url}`, init);
      const text = await response.text();
      return {
        status: response.status,
        type: response.headers.get('content-type') ?? '',
        body: JSON.parse(text) as unknown,
      };
    };
    const answers = [
      await call(`/twirp/${cacheService}/CreateCacheEntry`, { method: 'POST', body: '{}' }),
      await call(`/twirp/${cacheService}/NoSuchMethod`, {
        method: 'POST',
        headers: { authorization: `Bearer ${emulator.env.ACTIONS_RUNTIME_TOKEN}` },
        body: '{}',
      }),
      await call(`/twirp/${cacheService}/CreateCacheEntry`, {
        method: 'POST',
        headers: { authorization: `Bearer ${emulator.env.ACTIONS_RUNTIME_TOKEN}` },
        body: 'not json',
      }),
      await call(`/twirp/${cacheService}/CreateCacheEntry`, {
        method: 'POST',
        headers: { authorization: 'Bearer a.b.c' },
        body: '{}',
      }),
      await call('/blobs/cache/1.tzst?sp=r&sig=forged'),
      await call('/api/v3/repos/obversa/supervised-run-test/actions/runs/1/artifacts'),
      await call('/api/v3/repos/someone/else/actions/runs/1/artifacts', { headers: { authorization: 'token t' } }),
      await call('/nothing/here'),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([401, 404, 400, 401, 403, 401, 404, 404]);
    for (const answer of answers) {
      expect(answer.type).toContain('application/json');
      expect(answer.body).toBeTypeOf('object');
      // None of these is a status the clients retry (500, 502, 503, 504).
      expect([500, 502, 503, 504]).not.toContain(answer.status);
    }
  });
});

describe('cache service', () => {
  it('matches keys exactly first, then by prefix, without regard to case, newest first, only for the same version', async () => {
    await saveEntry(emulator, 'p/ns/run/2-1', 'v1', 'second');
    await saveEntry(emulator, 'p/ns/run/10-1', 'v1', 'tenth');
    await saveEntry(emulator, 'p/ns/run/1-1', 'v1', 'first (saved last)');
    await saveEntry(emulator, 'p/ns/run/99-1', 'v2', 'other version');

    expect(await lookup('P/NS/RUN/', 'v1')).toMatchObject({ ok: true, matched_key: 'p/ns/run/1-1' });
    expect(await lookup('p/ns/run/10-1', 'v1')).toMatchObject({ ok: true, matched_key: 'p/ns/run/10-1' });
    expect(await lookup('p/ns/run/1', 'v1')).toMatchObject({ matched_key: 'p/ns/run/1-1' });
    expect(await lookup('p/ns/other/', 'v1', ['p/ns/run/2'])).toMatchObject({ matched_key: 'p/ns/run/2-1' });
    expect(await lookup('p/ns/run/', 'v2')).toMatchObject({ matched_key: 'p/ns/run/99-1' });
    expect(await lookup('p/ns/run/', 'v3')).toEqual({ ok: false });

    const hit = await lookup('p/ns/run/2-1', 'v1');
    const download = await fetch(String(hit.signed_download_url));
    await expect(download.text()).resolves.toBe('second');
  });

  it('refuses a second entry for a key and version, and a finalize whose size does not match the upload', async () => {
    await saveEntry(emulator, 'p/dup/1', 'v1', 'x');
    const again = await twirp(emulator, cacheService, 'CreateCacheEntry', { key: 'P/DUP/1', version: 'v1' });
    expect(again.status).toBe(409);
    expect(again.json.code).toBe('already_exists');

    const created = await twirp(emulator, cacheService, 'CreateCacheEntry', { key: 'p/size/1', version: 'v1' });
    await fetch(String(created.json.signed_upload_url), {
      method: 'PUT',
      headers: { 'x-ms-blob-type': 'BlockBlob' },
      body: 'abc',
    });
    const finalized = await twirp(emulator, cacheService, 'FinalizeCacheEntryUpload', {
      key: 'p/size/1',
      version: 'v1',
      size_bytes: '4',
    });
    expect(finalized.json).toMatchObject({ ok: false });
    expect(await lookup('p/size/1', 'v1')).toEqual({ ok: false });
  });

  it('keeps a key reserved and never finalized: refused again, never listed, not deleted through the API', async () => {
    const reserved = await twirp(emulator, cacheService, 'CreateCacheEntry', { key: 'p/cut/1', version: 'v1' });
    expect(reserved.json.ok).toBe(true);
    const again = await twirp(emulator, cacheService, 'CreateCacheEntry', { key: 'p/CUT/1', version: 'v1' });
    expect(again.status).toBe(409);
    expect(again.json.code).toBe('already_exists');
    expect(await lookup('p/cut/1', 'v1')).toEqual({ ok: false });
    const caches = `${emulator.env.GITHUB_API_URL}/repos/${emulator.env.GITHUB_REPOSITORY}/actions/caches`;
    const headers = { authorization: 'Bearer ghs_test' };
    const listed = (await (await fetch(`${caches}?key=p/cut/`, { headers })).json()) as { total_count: number };
    expect(listed.total_count).toBe(0);
    const deleted = await fetch(`${caches}?key=p/cut/1`, { method: 'DELETE', headers });
    expect(deleted.status).toBe(404);
    await deleted.body?.cancel();
    expect(
      (await emulator.cacheEntries()).filter((entry) => entry.key === 'p/cut/1').map((entry) => entry.finalized),
    ).toEqual([false]);
  });

  it('answers denied writes and reads with the prefixes the client recognises', async () => {
    emulator.denySaves(true);
    const denied = await twirp(emulator, cacheService, 'CreateCacheEntry', { key: 'p/denied/1', version: 'v1' });
    expect(denied.status).toBe(200);
    expect(denied.json).toMatchObject({ ok: false });
    expect(String(denied.json.message)).toMatch(/^cache write denied:/);
    emulator.denySaves(false);

    emulator.setCacheMode('none');
    expect(emulator.env.ACTIONS_CACHE_MODE).toBe('none');
    const read = await twirp(emulator, cacheService, 'GetCacheEntryDownloadURL', { key: 'p/', version: 'v1' });
    expect(read.status).toBe(403);
    expect(String(read.json.msg)).toMatch(/^cache read denied:/);
    emulator.setCacheMode('write');
    expect(emulator.env.ACTIONS_CACHE_MODE).toBeUndefined();
  });
});

describe('blob storage', () => {
  it('serves ranges and HEAD, and answers an unsatisfiable range with 416 JSON', async () => {
    await saveEntry(emulator, 'p/range/1', 'v1', '0123456789');
    const url = String((await lookup('p/range/1', 'v1')).signed_download_url);
    const part = await fetch(url, { headers: { range: 'bytes=2-5' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 2-5/10');
    await expect(part.text()).resolves.toBe('2345');
    const suffix = await fetch(url, { headers: { 'x-ms-range': 'bytes=-3' } });
    await expect(suffix.text()).resolves.toBe('789');
    const head = await fetch(url, { method: 'HEAD' });
    expect(head.headers.get('content-length')).toBe('10');
    const beyond = await fetch(url, { headers: { range: 'bytes=20-' } });
    expect(beyond.status).toBe(416);
    expect(await beyond.json()).toMatchObject({ code: 'InvalidRange' });
    // A download URL does not permit writes.
    const write = await fetch(url.replace('sp=r', 'sp=w'), {
      method: 'PUT',
      headers: { 'x-ms-blob-type': 'BlockBlob' },
      body: 'x',
    });
    expect(write.status).toBe(403);
  });

  it('commits staged blocks in block-list order and refuses a list naming an unstaged block', async () => {
    const created = await twirp(emulator, cacheService, 'CreateCacheEntry', { key: 'p/blocks/1', version: 'v1' });
    const url = new URL(String(created.json.signed_upload_url));
    const stage = async (id: string, body: string) => {
      const block = new URL(url);
      block.searchParams.set('comp', 'block');
      block.searchParams.set('blockid', id);
      expect((await fetch(block, { method: 'PUT', body })).status).toBe(201);
    };
    await stage('Ymxr', 'world');
    await stage('YWFh', 'hello ');
    const commit = new URL(url);
    commit.searchParams.set('comp', 'blocklist');
    const missing = await fetch(commit, {
      method: 'PUT',
      body: '<?xml version="1.0"?><BlockList><Latest>bm9uZQ==</Latest></BlockList>',
    });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ code: 'InvalidBlockList' });
    const committed = await fetch(commit, {
      method: 'PUT',
      body: '<?xml version="1.0"?><BlockList><Latest>YWFh</Latest><Latest>Ymxr</Latest></BlockList>',
    });
    expect(committed.status).toBe(201);
    await twirp(emulator, cacheService, 'FinalizeCacheEntryUpload', {
      key: 'p/blocks/1',
      version: 'v1',
      size_bytes: '11',
    });
    const download = await fetch(String((await lookup('p/blocks/1', 'v1')).signed_download_url));
    await expect(download.text()).resolves.toBe('hello world');
  });
});

describe('artifact service', () => {
  it('refuses a second artifact of one name in a workflow run, and calls for another run than the token grants', async () => {
    const env = emulator.jobEnv({ githubRunId: 7001 });
    const ids = { workflow_run_backend_id: 'run-7001', workflow_job_run_backend_id: 'job-7001-1-job' };
    const created = await twirp(emulator, artifactService, 'CreateArtifact', { ...ids, name: 'once', version: 7 }, env);
    await fetch(String(created.json.signed_upload_url), {
      method: 'PUT',
      headers: { 'x-ms-blob-type': 'BlockBlob' },
      body: 'zip',
    });
    expect(
      (await twirp(emulator, artifactService, 'FinalizeArtifact', { ...ids, name: 'once', size: '3' }, env)).json,
    ).toMatchObject({ ok: true });
    const again = await twirp(emulator, artifactService, 'CreateArtifact', { ...ids, name: 'once', version: 7 }, env);
    expect(again.status).toBe(409);
    expect(again.json.code).toBe('already_exists');
    const foreign = await twirp(
      emulator,
      artifactService,
      'ListArtifacts',
      { workflow_run_backend_id: 'run-7002', workflow_job_run_backend_id: 'x' },
      env,
    );
    expect(foreign.status).toBe(403);
  });
});

describe('shared state', () => {
  it('lets two emulators on one directory serve the same entries and blobs', async () => {
    const directory = path.join(root, 'shared-state');
    const first = await startActionsEmulator({ directory });
    const second = await startActionsEmulator({ directory });
    try {
      await saveEntry(first, 'p/shared/1', 'v1', 'shared content');
      const found = await twirp(second, cacheService, 'GetCacheEntryDownloadURL', { key: 'p/shared/', version: 'v1' });
      expect(found.json).toMatchObject({ ok: true, matched_key: 'p/shared/1' });
      await expect((await fetch(String(found.json.signed_download_url))).text()).resolves.toBe('shared content');
      expect((await second.cacheEntries()).map((entry) => entry.key)).toEqual(['p/shared/1']);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('runs as its own process: prints its env, answers control calls, stops on SIGTERM', async () => {
    const child = spawn(
      process.execPath,
      [path.join(import.meta.dirname, 'emulator', 'server.ts'), '--directory', path.join(root, 'server-state')],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    try {
      const [line] = (await once(createInterface({ input: child.stdout }), 'line')) as [string];
      const env = JSON.parse(line) as Record<string, string>;
      expect(env.ACTIONS_RESULTS_URL).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
      expect(env.GITHUB_SERVER_URL).toBe('https://github.localhost');
      const control = env.ACTIONS_EMULATOR_URL;
      const other = (await (
        await fetch(`${control}/_emulator/job-env`, {
          method: 'POST',
          body: JSON.stringify({ githubRunId: 55, attempt: 2 }),
        })
      ).json()) as Record<string, string>;
      expect(other).toMatchObject({ GITHUB_RUN_ID: '55', GITHUB_RUN_ATTEMPT: '2' });
      expect(other.ACTIONS_RUNTIME_TOKEN).not.toBe(env.ACTIONS_RUNTIME_TOKEN);
      await expect((await fetch(`${control}/_emulator/cache-entries`)).json()).resolves.toEqual([]);
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      expect(await exited).toEqual([0, null]);
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  });
});
