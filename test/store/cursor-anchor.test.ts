// A writer handed a cursor checks the line just before it (cursor-anchor.ts). That check reads back
// from the cursor only what it needs: one bounded chunk at a time while it looks for the start of
// the line, then the line alone if it is no longer than a record. Memory is measured in a fresh
// node process that only opens the log (its peak resident memory, VmHWM, against the same open
// of a log without the long line).
import { spawn } from 'node:child_process';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { EventCursor } from '../../src/store/index.ts';
import { appendBatches, logPath, tempDirectory, tempStore } from './helpers.ts';

const storeIndex = pathToFileURL(
  path.join(path.dirname(fileURLToPath(import.meta.url)), '../../src/store/index.ts'),
).href;
const MiB = 1024 * 1024;

interface OpenReport {
  error?: { code?: string; message: string };
  peakMb: number;
}

/** Opens the graph log of run "r" to append at `cursor` in a fresh node process: what it threw, its peak memory. */
function openInChild(directory: string, cursor: EventCursor): Promise<OpenReport> {
  const code = `import { readFileSync } from 'node:fs';
import { createLocalRunStorage } from ${JSON.stringify(storeIndex)};
const [directory, cursor] = process.argv.slice(1);
const storage = await createLocalRunStorage({ directory, namespace: 'ns' });
let error;
try {
  await (await storage.openEventLog('r', 'graph', JSON.parse(cursor))).close();
} catch (thrown) {
  error = { code: thrown.code, message: String(thrown.message) };
}
const peakKb = Number(/VmHWM:\\s*(\\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))[1]);
process.stdout.write(JSON.stringify({ error, peakMb: peakKb / 1024 }));`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code, directory, JSON.stringify(cursor)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (exitCode) => {
      if (exitCode === 0) resolve(JSON.parse(stdout) as OpenReport);
      else reject(new Error(`the opening process exited ${exitCode}: ${stderr}`));
    });
  });
}

/** A store whose graph log holds `sizes` batches: its directory, log file and the cursor after them. */
async function storeOf(sizes: number[], data?: (n: number) => unknown) {
  const directory = path.join(await tempDirectory(), 'store');
  const storage = await tempStore({ directory, policy: { maxEventPayloadBytes: 4 * MiB } });
  const stored =
    data === undefined ? await appendBatches(storage, 'r', sizes) : await appendOf(storage, sizes.length, data);
  const file = logPath(storage, 'r');
  const last = stored[stored.length - 1]!;
  const end: EventCursor = { offset: (await fs.stat(file)).size, nextSeq: last.seq + 1, head: last.hash };
  return { storage, directory, file, end };
}

async function appendOf(storage: Awaited<ReturnType<typeof tempStore>>, count: number, data: (n: number) => unknown) {
  const writer = await storage.openEventLog('r', 'graph');
  try {
    const stored = [];
    for (let n = 0; n < count; n += 1)
      stored.push(...(await writer.append([{ type: 'test:event', session: 1, data: data(n) as never }])));
    return stored;
  } finally {
    await writer.close();
  }
}

/** Appends one newline-terminated line of `bytes` (not a record) in 1 MiB writes. */
async function appendLongLine(file: string, bytes: number): Promise<void> {
  const handle = await fs.open(file, 'a');
  try {
    const chunk = Buffer.alloc(MiB, 'x');
    for (let left = bytes - 1; left > 0; left -= chunk.length)
      await handle.write(chunk, 0, Math.min(left, chunk.length));
    await handle.write('\n');
  } finally {
    await handle.close();
  }
}

describe("a writer's check of the line before its cursor", () => {
  it('refuses a cursor after a line longer than any record in about one read chunk of memory', async () => {
    const plain = await storeOf([2]);
    const long = await storeOf([2]);
    await appendLongLine(long.file, 40 * MiB);
    const afterLine = { ...long.end, offset: (await fs.stat(long.file)).size };
    const [baseline, report] = await Promise.all([
      openInChild(plain.directory, plain.end),
      openInChild(long.directory, afterLine),
    ]);
    expect(baseline.error).toBeUndefined();
    expect(report.error).toEqual({
      code: 'CORRUPT_EVENT_STREAM',
      message: expect.stringContaining('the cursor does not follow the closed batch'),
    });
    // It read the line back in chunks of at most 1 MiB, never whole (it used to take ~45 MB).
    expect(report.peakMb - baseline.peakMb).toBeLessThan(6);
  }, 60_000);

  it('accepts a cursor after a record whose line spans many read chunks, and refuses one that does not name it', async () => {
    // Lines of ~3 MiB: several chunks back from the cursor (4 KiB doubling to 1 MiB).
    const big = (n: number) => ({ n, text: 'y'.repeat(3 * MiB) });
    const { storage, end } = await storeOf([1, 1], big);
    const writer = await storage.openEventLog('r', 'graph', end);
    const [next] = await writer.append([{ type: 'test:event', session: 1, data: { n: 2 } }]);
    await writer.close();
    expect(next).toMatchObject({ seq: end.nextSeq, prev: end.head });

    const corrupt = { code: 'CORRUPT_EVENT_STREAM' };
    const wrongHead = { ...end, head: next!.prev === end.head ? 'f'.repeat(64) : end.head };
    await expect(storage.openEventLog('r', 'graph', wrongHead)).rejects.toMatchObject(corrupt);
    await expect(storage.openEventLog('r', 'graph', { ...end, nextSeq: end.nextSeq - 1 })).rejects.toMatchObject(
      corrupt,
    );
    // Not at the end of a line (inside the big record's text).
    await expect(storage.openEventLog('r', 'graph', { ...end, offset: end.offset - 10 })).rejects.toMatchObject(
      corrupt,
    );
  });

  it('accepts a cursor after the first line of the log (no newline before it)', async () => {
    const { storage, end } = await storeOf([1]);
    const writer = await storage.openEventLog('r', 'graph', end);
    await writer.close();
    const tiny = await storeOf([1], () => null);
    const again = await tiny.storage.openEventLog('r', 'graph', tiny.end);
    await again.close();
  });
});
