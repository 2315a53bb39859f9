// Path attacks: the store refuses symlinks anywhere below its directory and IDs that are not
// plain [A-Za-z0-9._-] names.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalRunStorage } from '../../src/store/index.ts';
import { codeOf, tempDirectory, tempStore } from './helpers.ts';

const state = { mediaType: 'text/plain', purpose: 'p', contentMode: 'state' } as const;

describe('run IDs and namespaces', () => {
  const bad: Array<[string, string]> = [
    ['..', 'relative path'],
    ['.', 'relative path'],
    ['a/b', 'contains "/"'],
    ['../escape', 'contains "/"'],
    ['/abs', 'contains "/"'],
    ['', 'empty'],
    ['x'.repeat(101), '101 characters'],
    ['a b', 'contains " "'],
    ['a\0b', 'contains'],
    ['é', 'contains "é"'],
  ];

  it.each(bad)('refuses run ID %j (%s) in every operation with INVALID_STORE_ID', async (runId, reason) => {
    const storage = await tempStore();
    const message = await Promise.resolve()
      .then(() => storage.runDirectory(runId))
      .catch((error: unknown) => (error as Error).message);
    expect(message).toContain(reason);
    expect(message).toContain('[A-Za-z0-9._-]');
    expect(await codeOf(() => storage.runDirectory(runId))).toBe('INVALID_STORE_ID');
    expect(await codeOf(storage.writeDefinition(runId, 1))).toBe('INVALID_STORE_ID');
    expect(await codeOf(storage.readDefinition(runId))).toBe('INVALID_STORE_ID');
    expect(await codeOf(storage.openEventLog(runId, 'graph'))).toBe('INVALID_STORE_ID');
    expect(await codeOf(storage.readEvents(runId, 'graph'))).toBe('INVALID_STORE_ID');
    expect(await codeOf(() => storage.artifacts(runId))).toBe('INVALID_STORE_ID');
    expect(await codeOf(storage.acquireProcessLock(runId))).toBe('INVALID_STORE_ID');
    expect(await codeOf(storage.writeCheckpoint(runId, 'status', 1))).toBe('INVALID_STORE_ID');
  });

  it.each(bad)('refuses namespace %j', async (namespace) => {
    expect(await codeOf(createLocalRunStorage({ directory: await tempDirectory(), namespace }))).toBe(
      'INVALID_STORE_ID',
    );
  });

  it('reserves the machine-local namespace', async () => {
    expect(await codeOf(createLocalRunStorage({ directory: await tempDirectory(), namespace: '.local' }))).toBe(
      'INVALID_STORE_ID',
    );
    expect(await codeOf(createLocalRunStorage({ directory: await tempDirectory(), namespace: '.LOCAL' }))).toBe(
      'INVALID_STORE_ID',
    );
  });

  it('accepts the full allowed alphabet and 100 characters', async () => {
    const storage = await tempStore({ namespace: 'Org.repo_1-x' });
    const runId = `${'A-z_0.9'.repeat(14)}ab`;
    expect(runId).toHaveLength(100);
    await storage.writeDefinition(runId, 1);
    expect(await storage.listRuns()).toEqual([runId]);
  });

  it('refuses invalid checkpoint names and log names', async () => {
    const storage = await tempStore();
    expect(await codeOf(storage.writeCheckpoint('run-1', '../x', 1))).toBe('INVALID_STORE_ID');
    await expect(storage.readEvents('run-1', 'other' as never)).rejects.toThrow(TypeError);
  });

  it('refuses invalid options with INVALID_STORAGE_OPTIONS', async () => {
    const directory = await tempDirectory();
    expect(await codeOf(createLocalRunStorage({ directory, namespace: 'ns', policy: { maxArtifactBytes: -1 } }))).toBe(
      'INVALID_STORAGE_OPTIONS',
    );
    expect(await codeOf(createLocalRunStorage({ directory, namespace: 'ns', knownSecrets: [1 as never] }))).toBe(
      'INVALID_STORAGE_OPTIONS',
    );
    expect(await codeOf(createLocalRunStorage({ directory: '', namespace: 'ns' }))).toBe('INVALID_STORAGE_OPTIONS');
  });
});

describe('symlinks below the storage directory', () => {
  it('refuses a storage directory that is a symlink', async () => {
    const base = await tempDirectory();
    await fs.mkdir(path.join(base, 'real'));
    await fs.symlink(path.join(base, 'real'), path.join(base, 'link'));
    expect(await codeOf(createLocalRunStorage({ directory: path.join(base, 'link'), namespace: 'ns' }))).toBe(
      'UNSAFE_STORAGE_PATH',
    );
  });

  it('refuses a symlinked namespace directory', async () => {
    const base = await tempDirectory();
    await fs.mkdir(path.join(base, 'store'));
    await fs.mkdir(path.join(base, 'outside'));
    await fs.symlink(path.join(base, 'outside'), path.join(base, 'store', 'ns'));
    expect(await codeOf(createLocalRunStorage({ directory: path.join(base, 'store'), namespace: 'ns' }))).toBe(
      'UNSAFE_STORAGE_PATH',
    );
  });

  it('refuses a symlinked runs directory and a symlinked run directory in every operation', async () => {
    for (const linked of [
      ['ns', 'runs'],
      ['ns', 'runs', 'run-1'],
    ]) {
      const storage = await tempStore();
      const outside = path.join(path.dirname(storage.directory), `outside-${linked.length}`);
      await fs.mkdir(outside);
      await fs.mkdir(path.join(storage.directory, ...linked.slice(0, -1)), { recursive: true });
      await fs.symlink(outside, path.join(storage.directory, ...linked));
      expect(await codeOf(storage.writeDefinition('run-1', 1))).toBe('UNSAFE_STORAGE_PATH');
      expect(await codeOf(storage.readDefinition('run-1'))).toBe('UNSAFE_STORAGE_PATH');
      expect(await codeOf(storage.openEventLog('run-1', 'graph'))).toBe('UNSAFE_STORAGE_PATH');
      expect(await codeOf(storage.readEvents('run-1', 'graph'))).toBe('UNSAFE_STORAGE_PATH');
      expect(await codeOf(storage.artifacts('run-1').put('x', state))).toBe('UNSAFE_STORAGE_PATH');
      expect(await codeOf(storage.writeCheckpoint('run-1', 'status', 1))).toBe('UNSAFE_STORAGE_PATH');
      expect(await fs.readdir(outside)).toEqual([]); // nothing was written through the link
    }
  });

  it('refuses symlinked artifacts and checkpoints directories, event log files and lock directories', async () => {
    const storage = await tempStore();
    await storage.writeDefinition('run-1', 1);
    const outside = path.join(path.dirname(storage.directory), 'outside');
    await fs.mkdir(outside);
    const run = storage.runDirectory('run-1');
    await fs.symlink(outside, path.join(run, 'artifacts'));
    await fs.symlink(outside, path.join(run, 'checkpoints'));
    await fs.writeFile(path.join(outside, 'target.jsonl'), '');
    await fs.symlink(path.join(outside, 'target.jsonl'), path.join(run, 'graph.events.jsonl'));
    await fs.mkdir(path.join(storage.directory, '.local'));
    await fs.symlink(outside, path.join(storage.directory, '.local', 'locks'));
    expect(await codeOf(storage.artifacts('run-1').put('x', state))).toBe('UNSAFE_STORAGE_PATH');
    expect(await codeOf(storage.artifacts('run-1').totalBytes())).toBe('UNSAFE_STORAGE_PATH');
    expect(await codeOf(storage.writeCheckpoint('run-1', 'status', 1))).toBe('UNSAFE_STORAGE_PATH');
    expect(await codeOf(storage.readCheckpoint('run-1', 'status'))).toBe('UNSAFE_STORAGE_PATH');
    expect(await codeOf(storage.openEventLog('run-1', 'graph'))).toBe('UNSAFE_STORAGE_PATH');
    expect(await codeOf(storage.readEvents('run-1', 'graph'))).toBe('UNSAFE_STORAGE_PATH');
    expect(await codeOf(storage.acquireProcessLock('run-1'))).toBe('UNSAFE_STORAGE_PATH');
    expect(await fs.readdir(outside)).toEqual(['target.jsonl']);
    expect(await fs.readFile(path.join(outside, 'target.jsonl'), 'utf8')).toBe('');
  });

  it('refuses a symlinked definition file', async () => {
    const storage = await tempStore();
    await storage.writeDefinition('other', { x: 1 });
    await fs.mkdir(storage.runDirectory('run-1'));
    await fs.symlink(
      path.join(storage.runDirectory('other'), 'definition.json'),
      path.join(storage.runDirectory('run-1'), 'definition.json'),
    );
    expect(await codeOf(storage.readDefinition('run-1'))).toBe('UNSAFE_STORAGE_PATH');
  });

  it('leaves symlinked entries out of listRuns', async () => {
    const storage = await tempStore();
    await storage.writeDefinition('real', 1);
    await fs.symlink(storage.runDirectory('real'), path.join(storage.directory, 'ns', 'runs', 'linked'));
    expect(await storage.listRuns()).toEqual(['real']);
  });
});
