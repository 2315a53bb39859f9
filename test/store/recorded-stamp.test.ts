// recordedStamp: what tells the Action that a refused start or resume recorded nothing (it then
// gives its session claim back and saves nothing), so a change it misses would lose records.
import { promises as fs } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { recordedStamp } from '../../src/store/index.ts';
import { appendBatches, logPath, tempStore } from './helpers.ts';

describe('recordedStamp', () => {
  it('stays the same while nothing is recorded, and changes with the definition and with each appended batch', async () => {
    const storage = await tempStore();
    const absent = await recordedStamp(storage, 'run-1');
    expect(await recordedStamp(storage, 'run-1')).toBe(absent);
    await storage.writeDefinition('run-1', { any: 'definition' });
    const defined = await recordedStamp(storage, 'run-1');
    expect(defined).not.toBe(absent);
    await storage.readEvents('run-1', 'graph');
    expect(await recordedStamp(storage, 'run-1')).toBe(defined);
    await appendBatches(storage, 'run-1', [1], 'runner');
    const appended = await recordedStamp(storage, 'run-1');
    expect(appended).not.toBe(defined);
    await appendBatches(storage, 'run-1', [1], 'graph');
    expect(await recordedStamp(storage, 'run-1')).not.toBe(appended);
  });

  it("changes when a log is rewritten to the same size (a dead writer's padding filled with records)", async () => {
    const storage = await tempStore();
    await appendBatches(storage, 'run-1', [2], 'graph');
    const file = logPath(storage, 'run-1', 'graph');
    const bytes = await fs.readFile(file);
    const before = await recordedStamp(storage, 'run-1');
    const handle = await fs.open(file, 'r+');
    await handle.write(Buffer.from(bytes).fill(0x20, 0, 1), 0, 1, 0);
    await handle.close();
    expect((await fs.stat(file)).size).toBe(bytes.length);
    expect(await recordedStamp(storage, 'run-1')).not.toBe(before);
  });
});
