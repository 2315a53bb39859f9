// The writer keeps its log preallocated with written NUL bytes past the last record (so most
// fdatasyncs need no size change) and trims them on close. Readers see padding as free space,
// not as a torn tail; a writer that died leaves padding that the next writer truncates.
import { spawn } from 'node:child_process';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { preallocationBytes } from '../../src/store/event-log.ts';
import type { EventLog, NewEvent, RunStorage } from '../../src/store/index.ts';
import { codeOf, logPath, tempStore } from './helpers.ts';

/** The reader's idea of a disk sector: NULs of a lost write end on this boundary. */
const sector = 512;

const fixture = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'append-loop.ts');

function waitForOutput(stream: Readable, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = '';
    stream.setEncoding('utf8').on('data', (chunk: string) => {
      seen += chunk;
      if (seen.includes(text)) resolve();
      seen = seen.slice(-text.length);
    });
    stream.on('end', () => reject(new Error(`output ended before ${JSON.stringify(text)}`)));
  });
}

const events = (count: number, from: number, pad = 0): NewEvent[] =>
  Array.from({ length: count }, (_, i) => ({
    type: 'test:event',
    session: 1,
    data: { n: from + i, pad: 'p'.repeat(pad) },
  }));

async function appendAll(writer: EventLog, sizes: number[], pad = 0): Promise<void> {
  let n = writer.cursor().nextSeq;
  for (const size of sizes) {
    await writer.append(events(size, n, pad));
    n += size;
  }
}

/** Another storage object on the same directory: it shares no state with the writer's. */
const otherReader = (storage: RunStorage) => tempStore({ directory: storage.directory });

const allNul = (bytes: Buffer) => bytes.every((byte) => byte === 0);

/** The log as a writer that died right now would leave it: the writer is then closed and the copy put back. */
async function crashCopy(storage: RunStorage, writer: EventLog): Promise<Buffer> {
  const file = logPath(storage, 'run-1');
  const snapshot = await fs.readFile(file);
  await writer.close();
  await fs.writeFile(file, snapshot);
  return snapshot;
}

/** Byte offsets of the line starts in `bytes` up to `end`. */
function lineStarts(bytes: Buffer, end: number): number[] {
  const starts = [0];
  for (let at = bytes.indexOf(0x0a); at >= 0 && at + 1 < end; at = bytes.indexOf(0x0a, at + 1)) starts.push(at + 1);
  return starts;
}

describe('preallocated event log', () => {
  it('keeps NUL padding past the records while open, reads cleanly from another instance, and trims it on close', async () => {
    const storage = await tempStore();
    const writer = await storage.openEventLog('run-1', 'graph');
    await appendAll(writer, [1]);
    const firstEnd = writer.cursor().offset; // the first append preallocates one step past its batch
    await appendAll(writer, [3, 2]);
    const { offset } = writer.cursor();
    const file = logPath(storage, 'run-1');
    const bytes = await fs.readFile(file);
    expect(bytes.length).toBe(firstEnd + preallocationBytes);
    expect(allNul(bytes.subarray(offset))).toBe(true);

    const read = await (await otherReader(storage)).readEvents('run-1', 'graph');
    expect(read.tornTail).toBe(false);
    expect(read.cursor).toEqual(writer.cursor());
    expect(read.events.map((event) => event.seq)).toEqual([0, 1, 2, 3, 4, 5]);

    await writer.close();
    expect((await fs.stat(file)).size).toBe(offset);
    expect((await storage.readEvents('run-1', 'graph')).events).toEqual(read.events);
  });

  it('takes a batch larger than the preallocation step, and many batches across several steps', async () => {
    const storage = await tempStore();
    const file = logPath(storage, 'run-1');
    const writer = await storage.openEventLog('run-1', 'graph');
    await appendAll(writer, [2], preallocationBytes); // two records of more than one step each
    const bigEnd = writer.cursor().offset;
    expect(bigEnd).toBeGreaterThan(2 * preallocationBytes);
    expect((await fs.stat(file)).size).toBe(bigEnd + preallocationBytes);

    const reader = await otherReader(storage);
    const sizes = new Set<number>();
    for (let round = 0; round < 120; round += 1) {
      await appendAll(writer, [1 + (round % 3)], 1500);
      const size = (await fs.stat(file)).size;
      expect(size).toBeGreaterThanOrEqual(writer.cursor().offset);
      sizes.add(size);
      if (round % 30 === 29) {
        const read = await reader.readEvents('run-1', 'graph');
        expect(read).toMatchObject({ tornTail: false, cursor: writer.cursor() });
      }
    }
    expect(sizes.size).toBeGreaterThanOrEqual(3); // the file grew in steps, several times
    const { offset, nextSeq } = writer.cursor();
    await writer.close();
    expect((await fs.stat(file)).size).toBe(offset);
    const read = await storage.readEvents('run-1', 'graph');
    expect(read.events.map((event) => event.seq)).toEqual(Array.from({ length: nextSeq }, (_, i) => i));
  });

  it('a writer that died mid-step leaves padding; the next writer truncates it, continues the chain, and preallocates afresh', async () => {
    const storage = await tempStore();
    const file = logPath(storage, 'run-1');
    const first = await storage.openEventLog('run-1', 'graph');
    await appendAll(first, [1, 2, 1]);
    const died = first.cursor();
    const snapshot = await crashCopy(storage, first);
    expect(snapshot.length).toBeGreaterThan(died.offset);

    const before = await storage.readEvents('run-1', 'graph');
    expect(before).toMatchObject({ cursor: died, tornTail: false });
    const second = await storage.openEventLog('run-1', 'graph');
    expect(second.cursor()).toEqual(died);
    expect((await fs.stat(file)).size).toBe(died.offset);
    const [next] = await second.append(events(1, 4));
    expect(next).toMatchObject({ seq: 4, prev: died.head });
    expect((await fs.stat(file)).size).toBe(second.cursor().offset + preallocationBytes);

    // Dies again mid-step; a third writer continues from there.
    const again = second.cursor();
    await crashCopy(storage, second);
    const third = await storage.openEventLog('run-1', 'graph');
    expect(third.cursor()).toEqual(again);
    await appendAll(third, [2]);
    await third.close();
    const read = await storage.readEvents('run-1', 'graph');
    expect(read.tornTail).toBe(false);
    expect(read.events.map((event) => event.seq)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect((await fs.stat(file)).size).toBe(read.cursor.offset);
  });

  it('a torn final batch followed by padding is a torn tail, discarded when a writer opens', async () => {
    const storage = await tempStore();
    const file = logPath(storage, 'run-1');
    const writer = await storage.openEventLog('run-1', 'graph');
    await appendAll(writer, [1, 3]);
    const snapshot = await crashCopy(storage, writer);
    const starts = lineStarts(snapshot, writer.cursor().offset);
    const kept = starts[1]!; // after the first batch

    for (const cut of [starts[3]!, starts[3]! + 30]) {
      // The unclosed batch (its closing record missing, or cut inside it), then padding.
      await fs.writeFile(file, Buffer.concat([snapshot.subarray(0, cut), Buffer.alloc(preallocationBytes)]));
      const read = await storage.readEvents('run-1', 'graph');
      expect(read.tornTail).toBe(true);
      expect(read.events.map((event) => event.seq)).toEqual([0]);
      expect(read.cursor.offset).toBe(kept);
      const reopened = await storage.openEventLog('run-1', 'graph');
      expect((await fs.stat(file)).size).toBe(kept);
      expect((await reopened.append(events(1, 1)))[0]).toMatchObject({ seq: 1, prev: read.events[0]!.hash });
      await reopened.close();
    }
  });

  it('reads the batch in flight with NULs in the sectors that did not reach the disk as a torn tail', async () => {
    const storage = await tempStore();
    const file = logPath(storage, 'run-1');
    const writer = await storage.openEventLog('run-1', 'graph');
    await appendAll(writer, [1, 4], 600); // records of about 900 bytes: the batch spans several sectors
    const end = writer.cursor().offset;
    const snapshot = await crashCopy(storage, writer);
    const starts = lineStarts(snapshot, end);
    const sectorAfter = (at: number) => Math.ceil((at + 1) / sector) * sector;
    const firstSector = [starts[1]!, sectorAfter(starts[1]!)] as const; // old content: NULs from the batch start
    const middle = sectorAfter(starts[2]!);
    const holes: Array<ReadonlyArray<readonly [number, number]>> = [
      [firstSector],
      [[middle, middle + sector]], // inside the second and third records, the closing record intact
      [firstSector, [middle + sector, middle + 2 * sector]],
      [[Math.floor((end - 1) / sector) * sector, end]], // the last sector: the closing record cut short
    ];
    for (const ranges of holes) {
      const damaged = Buffer.from(snapshot);
      for (const [from, to] of ranges) damaged.fill(0, from, to);
      await fs.writeFile(file, damaged);
      const read = await (await otherReader(storage)).readEvents('run-1', 'graph');
      expect(read.tornTail, JSON.stringify(ranges)).toBe(true);
      expect(read.events.map((event) => event.seq)).toEqual([0]);
      const reopened = await storage.openEventLog('run-1', 'graph');
      expect((await fs.stat(file)).size).toBe(starts[1]);
      await reopened.close();
    }
  });

  it('still refuses NULs in an acknowledged batch that a later batch follows', async () => {
    const storage = await tempStore();
    const file = logPath(storage, 'run-1');
    const writer = await storage.openEventLog('run-1', 'graph');
    await appendAll(writer, [1, 1, 2, 1, 1]);
    const snapshot = await crashCopy(storage, writer);
    const starts = lineStarts(snapshot, writer.cursor().offset);
    const cases: Array<[number, number, number]> = [
      [starts[1]!, starts[2]! - 1, 2], // a zeroed record, later batches intact
      // A hole across both records of a batch of two: the two batches after it cannot be one batch in flight.
      [starts[2]! + 10, starts[3]! + 10, 3],
      [starts[1]! + 5, starts[1]! + 6, 2], // a single NUL
      // In the last batch, NULs that do not end on a sector boundary are no lost write either.
      [starts[5]! + 5, starts[5]! + 6, 6],
      [starts[5]!, starts[5]! + ((starts[5]! + 40) % sector === 0 ? 41 : 40), 6],
    ];
    for (const [from, to, line] of cases) {
      const damaged = Buffer.from(snapshot);
      damaged.fill(0, from, to);
      await fs.writeFile(file, damaged);
      const error = await storage.readEvents('run-1', 'graph').catch((caught: unknown) => caught);
      expect(error, `hole ${from}-${to}`).toMatchObject({ code: 'CORRUPT_EVENT_STREAM', line });
      expect(await codeOf(storage.openEventLog('run-1', 'graph'))).toBe('CORRUPT_EVENT_STREAM');
      expect(await fs.readFile(file)).toEqual(damaged);
    }
  });
});

describe('readers racing a live writer in another process', () => {
  it('never see corruption, and see exactly the closed batches, in order', async () => {
    const storage = await tempStore();
    const reader = await otherReader(storage);
    const child = spawn(process.execPath, [fixture, storage.directory, 'ns', 'run-1', '1'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
    try {
      await waitForOutput(child.stdout, 'ack ');
      const deadline = Date.now() + 1500;
      let reads = 0;
      let torn = 0;
      let cursor = (await reader.readEvents('run-1', 'graph')).cursor;
      // Incremental reads from the last cursor, as a status poll does: each one reads the tail the writer is filling.
      while (Date.now() < deadline || reads < 200) {
        const read = await reader.readEvents('run-1', 'graph', cursor);
        reads += 1;
        if (read.tornTail) torn += 1;
        expect(read.events.map((event) => event.seq)).toEqual(
          Array.from({ length: read.events.length }, (_, i) => cursor.nextSeq + i),
        );
        if (read.events.length > 0) expect(read.events.at(-1)!.batchRemaining).toBe(0);
        cursor = read.cursor;
      }
      const seen = cursor.nextSeq;
      console.log(`racing reads: ${reads} reads, ${torn} saw a batch in flight, ${seen} records at the end`);
    } finally {
      child.kill('SIGKILL');
      await exited;
    }
    // What the killed writer left, padding included, opens and verifies.
    const writer = await storage.openEventLog('run-1', 'graph');
    await writer.close();
    expect((await storage.readEvents('run-1', 'graph')).tornTail).toBe(false);
  });
});
