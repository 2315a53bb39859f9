// A restored store is untrusted: a log line past maxEventRecordBytes is refused (CORRUPT_EVENT_STREAM
// naming the file, the line and the limit) by every reader of the log without being read whole, and
// the writer never writes one. The real-size case runs each read in a fresh node process that does
// only that read, and compares its peak memory with the same read's of a log without the line.
import { spawn } from 'node:child_process';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createLocalRunStorage, type EventCursor } from '../../src/store/index.ts';
import { readLogBytes } from '../../src/store/event-log-bytes.ts';
import { startCursor } from '../../src/store/event-log-reader.ts';
import { maxEventRecordBytes } from '../../src/store/record-limits.ts';
import { appendBatches, logPath, tempDirectory, tempStore } from './helpers.ts';

const storeIndex = pathToFileURL(
  path.join(path.dirname(fileURLToPath(import.meta.url)), '../../src/store/index.ts'),
).href;

/** Appends `bytes` of one JSON line (`{"data":"xxx…"}`, newline-terminated) in 1 MiB writes. */
async function appendLongLine(file: string, bytes: number): Promise<void> {
  const handle = await fs.open(file, 'a');
  try {
    const head = '{"data":"';
    const tail = '"}\n';
    await handle.write(head);
    const chunk = Buffer.alloc(1024 * 1024, 'x');
    for (let left = bytes - head.length - tail.length; left > 0; left -= chunk.length)
      await handle.write(chunk, 0, Math.min(left, chunk.length));
    await handle.write(tail);
  } finally {
    await handle.close();
  }
}

/** The reads of a log a store makes, each refused by a line past the limit. */
const reads = [
  'read from the start',
  'read from a cursor',
  'digest read',
  'open to append',
  'open to append after the line',
] as const;
type Read = (typeof reads)[number];

interface ChildReport {
  refusal: { code?: string; line?: number; limit?: number; message: string };
  peakMb: number;
}

/**
 * One read of the log (`what`) in a fresh node process that does only that (spawned, not a fork of
 * the test's): what it threw, and the peak resident memory of that process's own image (VmHWM).
 * Not process.resourceUsage().maxRSS: Linux keeps ru_maxrss across exec, so a spawned child would
 * report at least the test worker's resident memory at the fork, not what its read took.
 */
function readInChild(storeDirectory: string, cursor: EventCursor, end: EventCursor, what: Read): Promise<ChildReport> {
  const code = `import { readFileSync } from 'node:fs';
import { createLocalRunStorage } from ${JSON.stringify(storeIndex)};
const [directory, cursor, end, what] = process.argv.slice(1);
const storage = await createLocalRunStorage({ directory, namespace: 'ns' });
const reads = {
  'read from the start': () => storage.readEvents('r', 'graph'),
  'read from a cursor': () => storage.readEvents('r', 'graph', JSON.parse(cursor)),
  'digest read': () => storage.readEvents('r', 'graph', undefined, { digest: true, eachBatch: () => {} }),
  'open to append': async () => (await storage.openEventLog('r', 'graph')).close(),
  'open to append after the line': async () => (await storage.openEventLog('r', 'graph', JSON.parse(end))).close(),
};
let refusal = { message: 'read without error' };
try {
  await reads[what]();
} catch (error) {
  refusal = { code: error.code, line: error.line, limit: error.limit, message: String(error.message) };
}
const peakKb = Number(/VmHWM:\\s*(\\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))[1]);
process.stdout.write(JSON.stringify({ refusal, peakMb: Math.round(peakKb / 1024) }));`;
  const child = spawn(
    process.execPath,
    ['--input-type=module', '-e', code, storeDirectory, JSON.stringify(cursor), JSON.stringify(end), what],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (exitCode) => {
      if (exitCode === 0) resolve(JSON.parse(stdout) as ChildReport);
      else reject(new Error(`the reading process exited ${exitCode}: ${stderr}`));
    });
  });
}

/** A store whose graph log holds two records: its directory, the log file and the cursor after them. */
async function storeOfTwoRecords() {
  const directory = path.join(await tempDirectory(), 'store');
  const storage = await tempStore({ directory });
  const [, second] = await appendBatches(storage, 'r', [2]);
  const file = logPath(storage, 'r');
  const end: EventCursor = { offset: (await fs.stat(file)).size, nextSeq: 2, head: second!.hash };
  return { directory, file, end };
}

const MiB = 1024 * 1024;

describe('an event log line past maxEventRecordBytes', () => {
  it('is refused by every reader of a real 300 MB line, naming file, line and limit, in bounded memory', async () => {
    const plain = await storeOfTwoRecords();
    const { directory, file, end: cursor } = await storeOfTwoRecords();
    await appendLongLine(file, 300 * MiB);
    const end = { offset: (await fs.stat(file)).size, nextSeq: 3, head: cursor.head };

    const corruptAtLine3 = {
      code: 'CORRUPT_EVENT_STREAM',
      line: 3,
      limit: maxEventRecordBytes,
      message: expect.stringMatching(
        new RegExp(`corrupt at line 3: the line is longer than ${maxEventRecordBytes} bytes .*\\(${file}\\)$`),
      ),
    };
    const refusals: Record<Read, unknown> = {
      'read from the start': corruptAtLine3,
      'read from a cursor': corruptAtLine3,
      'digest read': corruptAtLine3,
      'open to append': corruptAtLine3,
      // A writer's cursor is checked against the line before it, which is read no further either.
      'open to append after the line': {
        code: 'CORRUPT_EVENT_STREAM',
        line: 3,
        message: expect.stringContaining('the cursor does not follow the closed batch'),
      },
    };
    const measured = await Promise.all(
      reads.map(async (what) => ({
        what,
        // The same read, in the same kind of process, of a log without the line: what it takes anyway.
        baseline: await readInChild(plain.directory, plain.end, plain.end, what),
        report: await readInChild(directory, cursor, end, what),
      })),
    );
    for (const { what, baseline, report } of measured) {
      expect(baseline.refusal, what).toEqual({ message: 'read without error' });
      expect(report.refusal, what).toEqual(refusals[what]);
      // Reading the line whole takes its 300 MB and more. A bounded read takes the limit and one
      // read step (16 + 4 MiB) more than the baseline; a writer's check of the line before its
      // cursor one read chunk (cursor-anchor.test.ts). Four times the limit leaves slack.
      expect(report.peakMb - baseline.peakMb, what).toBeLessThan((4 * maxEventRecordBytes) / MiB);
    }
  }, 60_000);

  it('is refused at the first byte past the limit, on any line, with the line counted from the cursor', async () => {
    const storage = await tempStore();
    const stored = await appendBatches(storage, 'r', [1, 1]);
    const file = logPath(storage, 'r');
    const records = (await fs.readFile(file, 'utf8')).split('\n');
    const longest = Math.max(...records.map((line) => Buffer.byteLength(line)));
    const where = { runId: 'r', log: 'graph' as const, path: file };
    const read = async (from: EventCursor, limit: number) => {
      const handle = await fs.open(file, 'r');
      try {
        return await readLogBytes(handle, from, where, limit);
      } finally {
        await handle.close();
      }
    };
    // A line exactly at the limit reads.
    expect((await read(startCursor, longest)).bytes.length).toBe((await fs.stat(file)).size);
    await expect(read(startCursor, longest - 1)).rejects.toMatchObject({
      code: 'CORRUPT_EVENT_STREAM',
      line: 1,
      limit: longest - 1,
    });

    await fs.appendFile(file, 'y'.repeat(longest + 1)); // no newline: an unfinished line past the limit
    const afterFirst = { offset: Buffer.byteLength(records[0]!) + 1, nextSeq: 1, head: stored[0]!.hash };
    await expect(read(afterFirst, longest)).rejects.toMatchObject({
      code: 'CORRUPT_EVENT_STREAM',
      line: 3,
      limit: longest,
      message: expect.stringContaining(`corrupt at line 3: the line is longer than ${longest} bytes`),
    });
    expect((await read(afterFirst, longest + 1)).bytes.length).toBeGreaterThan(longest);
  });

  it('is never written: a record that would make one, or a policy that would allow one, is refused', async () => {
    const storage = await tempStore();
    const log = await storage.openEventLog('r', 'graph');
    try {
      await expect(
        log.append([
          { type: 'test:small', session: 1, data: null },
          { type: `test:${'t'.repeat(maxEventRecordBytes)}`, session: 1, data: null },
        ]),
      ).rejects.toMatchObject({ code: 'STORAGE_LIMIT_EXCEEDED', limit: maxEventRecordBytes });
      expect(log.cursor().nextSeq).toBe(0);
    } finally {
      await log.close();
    }
    await expect(
      createLocalRunStorage({
        directory: await tempDirectory(),
        namespace: 'ns',
        policy: { maxEventPayloadBytes: maxEventRecordBytes },
      }),
    ).rejects.toMatchObject({
      code: 'INVALID_STORAGE_OPTIONS',
      message: expect.stringContaining('maxEventPayloadBytes must be at most'),
    });
  });
});
