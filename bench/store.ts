// Store benchmark: the cost of one synced append batch next to the cost of one fdatasync on
// the same disk, measured interleaved (in shuffled order) in the same run; plus the cost of a
// verified read. Prints figures; asserts nothing.
import { constants, fdatasyncSync, promises as fs, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createLocalRunStorage, type NewEvent, type RunStorage } from '../src/store/index.ts';
import { median } from './median.ts';

const rounds = 200;
const readEvents = 10_000;
const recordBytes = 385; // bytesPerEvent of the records below

async function timed(action: () => unknown): Promise<number> {
  const start = process.hrtime.bigint();
  await action();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** A typical small graph record. */
const event = (n: number): NewEvent => ({
  type: 'graph:node-completed',
  session: 1,
  data: { position: `dag/node-${n}/1`, result: { ok: true, n } },
});

async function measureAppends(directory: string, storage: RunStorage): Promise<Record<string, number>> {
  const raw = await fs.open(
    path.join(directory, 'raw.bin'),
    constants.O_WRONLY | constants.O_CREAT | constants.O_APPEND,
    0o600,
  );
  const block = Buffer.alloc(recordBytes, 'x'); // about one record
  const block3 = Buffer.alloc(recordBytes * 3, 'x'); // about three: more bytes can mean more pages to write
  const raw3 = await fs.open(
    path.join(directory, 'raw3.bin'),
    constants.O_WRONLY | constants.O_CREAT | constants.O_APPEND,
    0o600,
  );
  const one = await storage.openEventLog('one', 'graph');
  const three = await storage.openEventLog('three', 'graph');
  const samples: Record<string, number[]> = { fsync: [], fsync3: [], fsyncAsync: [], append1: [], append3: [] };
  const steps: Record<string, (n: number) => unknown> = {
    // The floor: synchronous syscalls, no event-loop or thread-pool overhead.
    fsync: () => {
      writeSync(raw.fd, block);
      fdatasyncSync(raw.fd);
    },
    fsync3: () => {
      writeSync(raw3.fd, block3);
      fdatasyncSync(raw3.fd);
    },
    // The same through fs.promises, for comparison with an async store.
    fsyncAsync: async () => {
      await raw.write(block);
      await raw.datasync();
    },
    append1: (n) => one.append([event(n)]),
    append3: (n) => three.append([event(n), event(n + 1), event(n + 2)]),
  };
  const names = Object.keys(steps);
  for (const name of names) await steps[name]!(0); // warm up: creates and syncs files and directories
  for (let n = 1; n <= rounds; n += 1) {
    // Shuffled each round so neither disk drift nor position in the round favours one step.
    const order = [...names].sort(() => Math.random() - 0.5);
    for (const name of order) samples[name]!.push(await timed(() => steps[name]!(n)));
  }
  await raw.close();
  await raw3.close();
  await one.close();
  await three.close();
  const fsync = median(samples.fsync!);
  return {
    fsyncMedianMs: round3(fsync),
    fsync3xBytesMedianMs: round3(median(samples.fsync3!)),
    fsyncAsyncMedianMs: round3(median(samples.fsyncAsync!)),
    append1MedianMs: round3(median(samples.append1!)),
    append3MedianMs: round3(median(samples.append3!)),
    append1PerFsync: round3(median(samples.append1!) / fsync),
    append3PerFsync: round3(median(samples.append3!) / fsync),
    append3PerSameBytesFsync: round3(median(samples.append3!) / median(samples.fsync3!)),
  };
}

async function measureReads(storage: RunStorage): Promise<Record<string, number>> {
  const writer = await storage.openEventLog('read', 'graph');
  for (let n = 0; n < readEvents; n += 100) await writer.append(Array.from({ length: 100 }, (_, i) => event(n + i)));
  await writer.close();
  const bytes = (await fs.stat(path.join(storage.runDirectory('read'), 'graph.events.jsonl'))).size;
  await storage.readEvents('read', 'graph'); // warm up the verifier
  const readMs = await timed(() => storage.readEvents('read', 'graph'));
  const openMs = await timed(async () => (await storage.openEventLog('read', 'graph')).close());
  return {
    bytesPerEvent: Math.round(bytes / readEvents),
    verifiedReadMsPer1kEvents: round3((readMs / readEvents) * 1000),
    openForAppendMsAt10kEvents: round3(openMs),
  };
}

export async function benchStore(): Promise<Record<string, number>> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-store-'));
  try {
    const storage = await createLocalRunStorage({ directory: path.join(directory, 'store'), namespace: 'bench' });
    return { ...(await measureAppends(directory, storage)), ...(await measureReads(storage)) };
  } finally {
    await fs.rm(directory, { recursive: true, force: true });
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const figures = await benchStore();
  console.log(
    `store bench: ${rounds} rounds, medians; fsync = write + fdatasync of ${recordBytes} bytes on the same disk; target append/fsync <= 1.5`,
  );
  console.table(figures);
}
