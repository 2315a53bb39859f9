// A restored store is untrusted: a log line past maxEventRecordBytes is refused (CORRUPT_EVENT_STREAM
// naming the file, the line and the limit) by every reader of the log without being read whole, and
// the writer never writes one. The real-size case runs in its own process so its peak memory is its own.
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

interface ChildReport {
  refusals: Array<{ what: string; code?: string; line?: number; limit?: number; message: string }>;
  maxRssMb: number;
}

/** Every read of the log in a fresh process: what each threw, and the process's peak resident memory. */
function readInChild(storeDirectory: string, cursor: EventCursor, end: EventCursor): Promise<ChildReport> {
  const code = `import { createLocalRunStorage } from ${JSON.stringify(storeIndex)};
const [directory, cursor, end] = process.argv.slice(1);
const storage = await createLocalRunStorage({ directory, namespace: 'ns' });
const reads = {
  'read from the start': () => storage.readEvents('r', 'graph'),
  'read from a cursor': () => storage.readEvents('r', 'graph', JSON.parse(cursor)),
  'digest read': () => storage.readEvents('r', 'graph', undefined, { digest: true, eachBatch: () => {} }),
  'open to append': () => storage.openEventLog('r', 'graph'),
  'open to append after the line': () => storage.openEventLog('r', 'graph', JSON.parse(end)),
};
const refusals = [];
for (const [what, read] of Object.entries(reads)) {
  try {
    await read();
    refusals.push({ what, message: 'read without error' });
  } catch (error) {
    refusals.push({ what, code: error.code, line: error.line, limit: error.limit, message: String(error.message) });
  }
}
process.stdout.write(JSON.stringify({ refusals, maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024) }));`;
  const child = spawn(
    process.execPath,
    ['--input-type=module', '-e', code, storeDirectory, JSON.stringify(cursor), JSON.stringify(end)],
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

describe('an event log line past maxEventRecordBytes', () => {
  it('is refused by every reader of a real 300 MB line, naming file, line and limit, in bounded memory', async () => {
    const directory = path.join(await tempDirectory(), 'store');
    const storage = await tempStore({ directory });
    const [, second] = await appendBatches(storage, 'r', [2]);
    const file = logPath(storage, 'r');
    await appendLongLine(file, 300 * 1024 * 1024);
    const cursor = { offset: (await fs.stat(file)).size - 300 * 1024 * 1024, nextSeq: 2, head: second!.hash };
    const end = { offset: (await fs.stat(file)).size, nextSeq: 3, head: second!.hash };

    const report = await readInChild(directory, cursor, end);

    const corruptAtLine3 = {
      code: 'CORRUPT_EVENT_STREAM',
      line: 3,
      limit: maxEventRecordBytes,
      message: expect.stringMatching(
        new RegExp(`corrupt at line 3: the line is longer than ${maxEventRecordBytes} bytes .*\\(${file}\\)$`),
      ),
    };
    expect(report.refusals).toEqual([
      { what: 'read from the start', ...corruptAtLine3 },
      { what: 'read from a cursor', ...corruptAtLine3 },
      { what: 'digest read', ...corruptAtLine3 },
      { what: 'open to append', ...corruptAtLine3 },
      // A writer's cursor is checked against the line before it, which is read no further either.
      {
        what: 'open to append after the line',
        code: 'CORRUPT_EVENT_STREAM',
        line: 3,
        message: expect.stringContaining('the cursor does not follow the closed batch'),
      },
    ]);
    // Reading the line whole took about a gigabyte; the bound is the limit and one read step.
    expect(report.maxRssMb).toBeLessThan(200);
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
