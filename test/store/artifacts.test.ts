import { promises as fs } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalRunStorage, sha256Hex } from '../../src/store/index.ts';
import { codeOf, tempStore } from './helpers.ts';

const state = { mediaType: 'application/json', purpose: 'node-output', contentMode: 'state' } as const;

describe('artifacts', () => {
  it('stores content by SHA-256 and returns a reference with digest, bytes, media type and purpose', async () => {
    const storage = await tempStore();
    const artifacts = storage.artifacts('run-1');
    const ref = await artifacts.put('{"ok":true}', state);
    expect(ref).toEqual({
      schemaVersion: 1,
      digest: `sha256:${sha256Hex('{"ok":true}')}`,
      bytes: 11,
      mediaType: 'application/json',
      purpose: 'node-output',
    });
    expect((await artifacts.get(ref)).toString()).toBe('{"ok":true}');
    const file = path.join(storage.runDirectory('run-1'), 'artifacts', ref.digest.slice(7));
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
    const binary = Uint8Array.from([0, 255, 1, 254]);
    expect([...(await artifacts.get(await artifacts.put(binary, state)))]).toEqual([0, 255, 1, 254]);
  });

  it('does not rewrite an existing digest and leaves no temp files', async () => {
    const storage = await tempStore();
    const artifacts = storage.artifacts('run-1');
    const ref = await artifacts.put('same', state);
    const file = path.join(storage.runDirectory('run-1'), 'artifacts', ref.digest.slice(7));
    const { ino, mtimeMs } = await fs.stat(file);
    expect(await artifacts.put('same', { ...state, purpose: 'other' })).toEqual({ ...ref, purpose: 'other' });
    expect(await fs.stat(file)).toMatchObject({ ino, mtimeMs });
    expect(await fs.readdir(path.dirname(file))).toEqual([ref.digest.slice(7)]);
  });

  it('refuses an artifact over maxArtifactBytes', async () => {
    const storage = await tempStore({ policy: { maxArtifactBytes: 10 } });
    await storage.artifacts('run-1').put('x'.repeat(10), state);
    const error = await storage
      .artifacts('run-1')
      .put('x'.repeat(11), state)
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'STORAGE_LIMIT_EXCEEDED', limit: 10, actual: 11 });
  });

  it('counts distinct digests once against the per-run quota', async () => {
    const storage = await tempStore({ policy: { maxTotalArtifactBytesPerRun: 10 } });
    const artifacts = storage.artifacts('run-1');
    await artifacts.put('aaaa', state);
    await artifacts.put('bbbb', state);
    await artifacts.put('aaaa', state); // duplicate: free
    await artifacts.put('bbbb', { ...state, contentMode: 'exact' });
    expect(await artifacts.totalBytes()).toBe(8);
    await artifacts.put('cc', state); // exactly at the quota
    const error = await artifacts.put('d', state).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'STORAGE_LIMIT_EXCEEDED', limit: 10, actual: 11 });
    await artifacts.put('aaaa', state); // still free when the quota is full
    expect(await artifacts.totalBytes()).toBe(10);
    // The quota is per run.
    await storage.artifacts('run-2').put('eeee', state);
  });

  it('counts artifacts stored by another store instance (another process) against the quota', async () => {
    const storage = await tempStore({ policy: { maxTotalArtifactBytesPerRun: 10 } });
    const other = await createLocalRunStorage({
      directory: storage.directory,
      namespace: 'ns',
      policy: { maxTotalArtifactBytesPerRun: 10 },
    });
    await storage.artifacts('run-1').put('123456', state);
    expect(await codeOf(other.artifacts('run-1').put('abcdef', state))).toBe('STORAGE_LIMIT_EXCEEDED');
    await other.artifacts('run-1').put('123456', state); // the same digest is free for it too
    expect(await other.artifacts('run-1').totalBytes()).toBe(6);
  });

  it('refuses known secrets for state and exact content, raw or JSON-escaped', async () => {
    const storage = await tempStore({ knownSecrets: ['s3cr3t', 'q"uote'] });
    const artifacts = storage.artifacts('run-1');
    for (const contentMode of ['state', 'exact'] as const) {
      expect(await codeOf(artifacts.put('token=s3cr3t', { ...state, contentMode }))).toBe('KNOWN_SECRET');
      expect(await codeOf(artifacts.put(Buffer.from('{"v":"q\\"uote"}'), { ...state, contentMode }))).toBe(
        'KNOWN_SECRET',
      );
    }
    expect(await artifacts.totalBytes()).toBe(0);
  });

  it('replaces known secrets by *** for display content', async () => {
    const storage = await tempStore({ knownSecrets: ['s3cr3t', 's3cr3t-longer'] });
    const artifacts = storage.artifacts('run-1');
    const ref = await artifacts.put('a s3cr3t-longer and s3cr3t s3cr3t', { ...state, contentMode: 'display' });
    expect((await artifacts.get(ref)).toString()).toBe('a *** and *** ***');
    expect(ref.bytes).toBe(17);
  });

  it('refuses a tampered artifact (ARTIFACT_INTEGRITY) and a missing one (ARTIFACT_NOT_FOUND)', async () => {
    const storage = await tempStore();
    const artifacts = storage.artifacts('run-1');
    const ref = await artifacts.put('original', state);
    const file = path.join(storage.runDirectory('run-1'), 'artifacts', ref.digest.slice(7));
    await fs.writeFile(file, 'originaX');
    expect(await codeOf(artifacts.get(ref))).toBe('ARTIFACT_INTEGRITY');
    await fs.writeFile(file, 'original plus');
    expect(await codeOf(artifacts.get(ref))).toBe('ARTIFACT_INTEGRITY');
    expect(await codeOf(artifacts.get({ ...ref, bytes: 3 }))).toBe('ARTIFACT_INTEGRITY');
    await fs.rm(file);
    expect(await codeOf(artifacts.get(ref))).toBe('ARTIFACT_NOT_FOUND');
    expect(await codeOf(storage.artifacts('never-written').get(ref))).toBe('ARTIFACT_NOT_FOUND');
    expect(await codeOf(artifacts.get({ ...ref, digest: 'sha256:../../x' }))).toBe('ARTIFACT_INTEGRITY');
  });

  it('refuses an artifact file replaced by a symlink', async () => {
    const storage = await tempStore();
    const artifacts = storage.artifacts('run-1');
    const ref = await artifacts.put('original', state);
    const file = path.join(storage.runDirectory('run-1'), 'artifacts', ref.digest.slice(7));
    const elsewhere = path.join(storage.directory, '..', 'elsewhere');
    await fs.writeFile(elsewhere, 'original');
    await fs.rm(file);
    await fs.symlink(elsewhere, file);
    expect(await codeOf(artifacts.get(ref))).toBe('UNSAFE_STORAGE_PATH');
  });

  it('rejects invalid put options with a TypeError naming the field', async () => {
    const storage = await tempStore();
    await expect(storage.artifacts('run-1').put('x', { ...state, mediaType: '' })).rejects.toThrow(/mediaType/);
    await expect(storage.artifacts('run-1').put('x', { ...state, contentMode: 'raw' as never })).rejects.toThrow(
      TypeError,
    );
  });
});
