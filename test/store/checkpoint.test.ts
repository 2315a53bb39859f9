import { promises as fs } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeOf, tempStore } from './helpers.ts';

describe('checkpoints (display caches)', () => {
  it('round-trips a value and overwrites it atomically, leaving no temp files', async () => {
    const storage = await tempStore();
    expect(await storage.readCheckpoint('run-1', 'status')).toBeUndefined();
    await storage.writeCheckpoint('run-1', 'status', { phase: 'running', nodes: [1, 2] });
    await storage.writeCheckpoint('run-1', 'status', { phase: 'completed' });
    expect(await storage.readCheckpoint('run-1', 'status')).toEqual({ phase: 'completed' });
    expect(await fs.readdir(path.join(storage.runDirectory('run-1'), 'checkpoints'))).toEqual(['status.json']);
  });

  it.each([
    ['not JSON', '{"schemaVersion":1,'],
    ['a wrong schema version', '{"schemaVersion":2,"name":"status","value":1}'],
    ['another name', '{"schemaVersion":1,"name":"other","value":1}'],
    ['an empty file', ''],
  ])('reads %s back as undefined', async (_what, content) => {
    const storage = await tempStore();
    await storage.writeCheckpoint('run-1', 'status', 1);
    await fs.writeFile(path.join(storage.runDirectory('run-1'), 'checkpoints', 'status.json'), content);
    expect(await storage.readCheckpoint('run-1', 'status')).toBeUndefined();
  });

  it('refuses a checkpoint holding a known secret', async () => {
    const storage = await tempStore({ knownSecrets: ['hunter2'] });
    expect(await codeOf(storage.writeCheckpoint('run-1', 'status', { note: 'hunter2' }))).toBe('KNOWN_SECRET');
    expect(await storage.readCheckpoint('run-1', 'status')).toBeUndefined();
  });
});
