// A crash can leave bytes after the last acknowledged batch. Those are discarded on open
// (never half-parsed); a read-only reader reports them without touching the file.
import { promises as fs } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { RunStorage } from '../../src/store/index.ts';
import { appendBatches, logPath, readLines, tempStore, writeLines } from './helpers.ts';

async function expectTornThenRepaired(storage: RunStorage, keptSeqs: number[], keptHead: string): Promise<void> {
  const file = logPath(storage, 'run-1');
  const before = await fs.readFile(file);
  const read = await storage.readEvents('run-1', 'graph');
  expect(read.tornTail).toBe(true);
  expect(read.events.map((event) => event.seq)).toEqual(keptSeqs);
  expect(await fs.readFile(file)).toEqual(before); // read-only: unchanged

  const writer = await storage.openEventLog('run-1', 'graph');
  expect(writer.cursor()).toEqual(read.cursor);
  expect((await fs.stat(file)).size).toBe(read.cursor.offset);
  const [next] = await writer.append([{ type: 'after-crash', session: 2, data: null }]);
  await writer.close();
  expect(next).toMatchObject({ seq: keptSeqs.length, prev: keptHead });

  const after = await storage.readEvents('run-1', 'graph');
  expect(after.tornTail).toBe(false);
  expect(after.events.map((event) => event.seq)).toEqual([...keptSeqs, keptSeqs.length]);
}

describe('torn tail', () => {
  it('discards half a line', async () => {
    const storage = await tempStore();
    const stored = await appendBatches(storage, 'run-1', [1, 2, 1]);
    const lines = await readLines(logPath(storage, 'run-1'));
    await writeLines(logPath(storage, 'run-1'), lines.slice(0, 3));
    await fs.appendFile(logPath(storage, 'run-1'), lines[3]!.slice(0, 40));
    await expectTornThenRepaired(storage, [0, 1, 2], stored[2]!.hash);
  });

  it('discards the complete lines of a batch that never closed', async () => {
    const storage = await tempStore();
    const stored = await appendBatches(storage, 'run-1', [1, 3]);
    const lines = await readLines(logPath(storage, 'run-1'));
    await writeLines(logPath(storage, 'run-1'), lines.slice(0, 3)); // batch [1..3] lost its closing record
    await expectTornThenRepaired(storage, [0], stored[0]!.hash);
  });

  it('reads NUL padding after the last newline as preallocated space, not a torn tail; a writer trims it', async () => {
    const storage = await tempStore();
    const stored = await appendBatches(storage, 'run-1', [2]);
    const file = logPath(storage, 'run-1');
    const { cursor } = await storage.readEvents('run-1', 'graph');
    await fs.appendFile(file, Buffer.alloc(4096));
    const read = await storage.readEvents('run-1', 'graph');
    expect(read).toEqual({ events: stored, cursor, tornTail: false });
    const writer = await storage.openEventLog('run-1', 'graph');
    expect((await fs.stat(file)).size).toBe(cursor.offset);
    await writer.close();
  });

  it('discards a partial line followed by NUL padding', async () => {
    const storage = await tempStore();
    const stored = await appendBatches(storage, 'run-1', [2]);
    const lines = await readLines(logPath(storage, 'run-1'));
    await fs.appendFile(
      logPath(storage, 'run-1'),
      Buffer.concat([Buffer.from(lines[0]!.slice(0, 25)), Buffer.alloc(100)]),
    );
    await expectTornThenRepaired(storage, [0, 1], stored[1]!.hash);
  });

  it('discards an unclosed batch followed by a partial line, back to the last closed batch', async () => {
    const storage = await tempStore();
    const stored = await appendBatches(storage, 'run-1', [2, 3]);
    const lines = await readLines(logPath(storage, 'run-1'));
    await writeLines(logPath(storage, 'run-1'), lines.slice(0, 4));
    await fs.appendFile(logPath(storage, 'run-1'), lines[4]!.slice(0, lines[4]!.length - 1));
    await expectTornThenRepaired(storage, [0, 1], stored[1]!.hash);
  });

  it('treats a log that is only a torn first batch as empty', async () => {
    const storage = await tempStore();
    await appendBatches(storage, 'run-1', [2]);
    const lines = await readLines(logPath(storage, 'run-1'));
    await writeLines(logPath(storage, 'run-1'), lines.slice(0, 1));
    await expectTornThenRepaired(storage, [], '0'.repeat(64));
  });
});
