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

  it('keeps an attachment beside the value in the same file: read back whole, replaced with it', async () => {
    const storage = await tempStore();
    const bytes = Uint8Array.from({ length: 300 }, (_, i) => i % 256); // a newline among them
    await storage.writeCheckpoint('run-1', 'status', { phase: 'running' }, bytes);
    expect(await storage.readCheckpoint('run-1', 'status')).toEqual({ phase: 'running' });
    const entry = await storage.readCheckpointEntry('run-1', 'status');
    expect(entry?.value).toEqual({ phase: 'running' });
    expect([...entry!.attachment]).toEqual([...bytes]);
    expect(await fs.readdir(path.join(storage.runDirectory('run-1'), 'checkpoints'))).toEqual(['status.json']);
    // It starts at a multiple of 4 bytes into the file, whatever the JSON line's length.
    for (const note of ['', 'a', 'ab', 'abc']) {
      await storage.writeCheckpoint('run-1', 'status', { note }, bytes);
      const file = await fs.readFile(path.join(storage.runDirectory('run-1'), 'checkpoints', 'status.json'));
      expect((file.length - bytes.length) % 4).toBe(0);
      expect(await storage.readCheckpointEntry('run-1', 'status')).toEqual({ value: { note }, attachment: bytes });
    }
    await storage.writeCheckpoint('run-1', 'status', { phase: 'completed' });
    expect(await storage.readCheckpointEntry('run-1', 'status')).toEqual({
      value: { phase: 'completed' },
      attachment: new Uint8Array(0),
    });
  });

  it('refuses an attachment that is not bytes, naming it, and writes nothing', async () => {
    const storage = await tempStore();
    const text = 'not bytes' as unknown as Uint8Array;
    await expect(storage.writeCheckpoint('run-1', 'status', 1, text)).rejects.toThrow(
      /checkpoint attachment must be a Uint8Array \(bytes\), got string/,
    );
    expect(await storage.readCheckpoint('run-1', 'status')).toBeUndefined();
  });

  it('reads a checkpoint whose attachment is torn, grown or unannounced back as undefined', async () => {
    const storage = await tempStore();
    const file = path.join(storage.runDirectory('run-1'), 'checkpoints', 'status.json');
    await storage.writeCheckpoint('run-1', 'status', 1, Uint8Array.of(1, 2, 3, 4));
    const whole = await fs.readFile(file);
    await storage.writeCheckpoint('run-1', 'status', 1);
    const plain = await fs.readFile(file);
    for (const content of [
      whole.subarray(0, whole.length - 1),
      Buffer.concat([whole, Uint8Array.of(5)]),
      Buffer.concat([plain, Buffer.from('\n\u0001')]),
    ]) {
      await fs.writeFile(file, content);
      expect(await storage.readCheckpointEntry('run-1', 'status')).toBeUndefined();
      expect(await storage.readCheckpoint('run-1', 'status')).toBeUndefined();
    }
  });

  it('refuses an attachment holding a known secret, as it is or encoded, and keeps the checkpoint before it', async () => {
    const storage = await tempStore({ knownSecrets: ['hunter2-secret'] });
    await storage.writeCheckpoint('run-1', 'status', 1, Uint8Array.of(1));
    for (const text of ['..hunter2-secret..', Buffer.from('hunter2-secret').toString('base64')])
      expect(await codeOf(storage.writeCheckpoint('run-1', 'status', 2, Buffer.from(text)))).toBe('KNOWN_SECRET');
    expect(await storage.readCheckpointEntry('run-1', 'status')).toEqual({ value: 1, attachment: Uint8Array.of(1) });
  });

  it('decodes a JSON attachment as JSON on its own: a wrapped base64 secret in one of its strings is refused', async () => {
    const secret = 'hunter2-secret-long-enough';
    const storage = await tempStore({ knownSecrets: [secret] });
    const base64 = Buffer.from(secret).toString('base64');
    // Wrapped as MIME wraps base64: in the JSON text the line break is an escape, which splits the run.
    const wrapped = `${base64.slice(0, 16)}\n${base64.slice(16)}`;
    const attachment = Buffer.from(JSON.stringify({ message: wrapped }));
    expect(await codeOf(storage.writeCheckpoint('run-1', 'status', 1, attachment))).toBe('KNOWN_SECRET');
    expect(await storage.readCheckpointEntry('run-1', 'status')).toBeUndefined();
  });

  it('refuses a checkpoint holding a known secret', async () => {
    const storage = await tempStore({ knownSecrets: ['hunter2'] });
    expect(await codeOf(storage.writeCheckpoint('run-1', 'status', { note: 'hunter2' }))).toBe('KNOWN_SECRET');
    expect(await storage.readCheckpoint('run-1', 'status')).toBeUndefined();
  });
});
