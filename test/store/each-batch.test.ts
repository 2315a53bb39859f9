// Reads that hand each closed batch over as it is verified (ReadEventsOptions.eachBatch) instead of
// returning every record: the same records, cursor and digest as a plain read, each batch exactly
// once, even when a read of a half-written batch is made again.
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '../../src/store/contract.ts';
import { readLogFrom } from '../../src/store/event-log.ts';
import { startCursor } from '../../src/store/event-log-reader.ts';
import { appendBatches, codeOf, logPath, readLines, tempStore, writeLines } from './helpers.ts';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A read that collects what it was handed, batch by batch. */
function collector() {
  const batches: StoredEvent[][] = [];
  return { batches, eachBatch: (events: readonly StoredEvent[]) => batches.push([...events]) };
}

describe('reads batch by batch', () => {
  it('hand over every closed batch in order, with the cursor and digest of a plain read, and return no records', async () => {
    const storage = await tempStore();
    const stored = await appendBatches(storage, 'run-1', [1, 3, 2]);
    const plain = await storage.readEvents('run-1', 'graph', undefined, { digest: true });
    const { batches, eachBatch } = collector();
    const read = await storage.readEvents('run-1', 'graph', undefined, { digest: true, eachBatch });
    expect(batches.map((batch) => batch.map((event) => event.seq))).toEqual([[0], [1, 2, 3], [4, 5]]);
    expect(batches.flat()).toEqual(stored);
    expect(read).toEqual({ ...plain, events: [] });
    // From a cursor too: only what follows it.
    const after = collector();
    const tail = await storage.readEvents('run-1', 'graph', { offset: 0, nextSeq: 0, head: '0'.repeat(64) }, after);
    expect(after.batches.flat()).toEqual(stored);
    expect(tail.cursor).toEqual(plain.cursor);
  });

  it('hand over no batch that never closed, and stop with the error at a corrupt record after the verified ones', async () => {
    const storage = await tempStore();
    await appendBatches(storage, 'run-1', [1, 2, 2]);
    const file = logPath(storage, 'run-1');
    const lines = await readLines(file);
    // A torn tail: the first record of the last batch of two, without the record that closes it.
    await writeLines(file, lines.slice(0, 4));
    const torn = collector();
    const read = await storage.readEvents('run-1', 'graph', undefined, torn);
    expect(read.tornTail).toBe(true);
    expect(torn.batches.map((batch) => batch.map((event) => event.seq))).toEqual([[0], [1, 2]]);
    // A changed record after the first batch: that batch was handed over, then the read fails.
    await writeLines(file, [lines[0]!, lines[1]!.replace('"n":1', '"n":9'), ...lines.slice(2)]);
    const corrupt = collector();
    expect(await codeOf(storage.readEvents('run-1', 'graph', undefined, corrupt))).toBe('CORRUPT_EVENT_STREAM');
    expect(corrupt.batches.map((batch) => batch.map((event) => event.seq))).toEqual([[0]]);
  });

  it('a batch caught half-written is read again from after the batches already handed over, each handed over once', async () => {
    const storage = await tempStore();
    const stored = await appendBatches(storage, 'run-1', [1, 2, 1]);
    const whole = await fs.readFile(logPath(storage, 'run-1'));
    // The last record half landed: NULs in its middle, not on a sector boundary (a racing writer's
    // write in progress, not a power loss), so the first read calls it corrupt and reads again.
    const last = whole.lastIndexOf(0x0a, whole.length - 2) + 1;
    const half = Buffer.from(whole);
    half.fill(0, last + 10, last + 30);
    const reads: number[] = [];
    let served = 0;
    const handle = {
      stat: async () => Promise.resolve({ size: whole.length }),
      read: async (buffer: Buffer, offset: number, length: number, position: number) => {
        reads.push(position);
        const source = served++ === 0 ? half : whole;
        const bytesRead = source.copy(buffer, offset, position, position + length);
        return Promise.resolve({ bytesRead, buffer });
      },
    } as unknown as FileHandle;
    const where = { runId: 'run-1', log: 'graph' as const, path: 'test' };
    const { batches, eachBatch } = collector();
    const { read } = await readLogFrom(handle, startCursor, where, { digest: true, eachBatch });
    expect(batches.map((batch) => batch.map((event) => event.seq))).toEqual([[0], [1, 2], [3]]);
    expect(batches.flat()).toEqual(stored);
    expect(read.digest).toBe(sha256(whole));
    // The second read started at the newline before the last batch, not at the log's start.
    expect(reads).toEqual([0, last - 1]);
    // A plain read reads the whole log again and returns every record.
    served = 0;
    const plain = await readLogFrom(handle, startCursor, where, { digest: true });
    expect(plain.read.events).toEqual(stored);
    expect(plain.read.digest).toBe(sha256(whole));
  });
});
