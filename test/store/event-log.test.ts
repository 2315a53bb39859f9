import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { digestEventLogPrefixes, storedEventSchema, type JsonValue } from '../../src/store/index.ts';
import { appendBatches, codeOf, logPath, readLines, tempStore } from './helpers.ts';

const zero = '0'.repeat(64);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('event log append and read', () => {
  it('numbers records, chains them and counts batchRemaining down to 0 within a batch', async () => {
    const storage = await tempStore();
    const stored = await appendBatches(storage, 'run-1', [1, 3]);
    expect(stored.map((event) => [event.seq, event.batchRemaining])).toEqual([
      [0, 0],
      [1, 2],
      [2, 1],
      [3, 0],
    ]);
    expect(stored[0]!.prev).toBe(zero);
    for (let i = 1; i < stored.length; i += 1) expect(stored[i]!.prev).toBe(stored[i - 1]!.hash);
    for (const event of stored) expect(storedEventSchema().parse(event)).toEqual(event);

    const read = await storage.readEvents('run-1', 'graph');
    expect(read.events).toEqual(stored);
    expect(read.tornTail).toBe(false);
    expect(read.cursor).toEqual({
      offset: (await fs.stat(logPath(storage, 'run-1'))).size,
      nextSeq: 4,
      head: stored[3]!.hash,
    });
  });

  it('writes one line per record, with file mode 0600 and directory mode 0700', async () => {
    const storage = await tempStore();
    await appendBatches(storage, 'run-1', [2]);
    expect(await readLines(logPath(storage, 'run-1'))).toHaveLength(2);
    expect((await fs.stat(logPath(storage, 'run-1'))).mode & 0o777).toBe(0o600);
    expect((await fs.stat(storage.runDirectory('run-1'))).mode & 0o777).toBe(0o700);
  });

  it('reopening continues the chain, and the two logs of a run are independent', async () => {
    const storage = await tempStore();
    const first = await appendBatches(storage, 'run-1', [2]);
    await appendBatches(storage, 'run-1', [1], 'runner');
    const writer = await storage.openEventLog('run-1', 'graph');
    expect(writer.cursor().nextSeq).toBe(2);
    const [next] = await writer.append([{ type: 'graph:more', session: 2, data: 'x' }]);
    await writer.close();
    expect(next).toMatchObject({ seq: 2, prev: first[1]!.hash, session: 2 });
    expect((await storage.readEvents('run-1', 'runner')).events.map((event) => event.seq)).toEqual([0]);
  });

  it('round-trips any JSON data, including non-ASCII text and lone surrogates, through append and a verified read', async () => {
    const storage = await tempStore();
    const writer = await storage.openEventLog('run-1', 'graph');
    const samples: JsonValue[] = [
      { text: 'é ✓ 🚀 \u0000 "q" \\' },
      '\ud800 alone',
      [1.5e-7, -0, 2 ** 53],
      { '': { nested: [[], {}] } },
    ];
    const stored = await writer.append(samples.map((data) => ({ type: 'graph:ünïcode', session: 1, data })));
    await writer.close();
    const read = await storage.readEvents('run-1', 'graph');
    expect(read.events).toEqual(stored);
    expect(read.events.map((event) => event.data)).toEqual(JSON.parse(JSON.stringify(samples)));
  });

  it('returns an empty read for a run or log that does not exist', async () => {
    const storage = await tempStore();
    expect(await storage.readEvents('nothing', 'graph')).toEqual({
      events: [],
      cursor: { offset: 0, nextSeq: 0, head: zero },
      tornTail: false,
    });
  });

  it('serialises concurrent appends on one writer so the chain stays linear', async () => {
    const storage = await tempStore();
    const writer = await storage.openEventLog('run-1', 'graph');
    await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        writer.append([
          { type: 't', session: 1, data: n },
          { type: 't', session: 1, data: -n },
        ]),
      ),
    );
    await writer.close();
    const read = await storage.readEvents('run-1', 'graph');
    expect(read.events.map((event) => event.seq)).toEqual(Array.from({ length: 40 }, (_, i) => i));
  });

  it('refuses a second writer for the same log in one process (LOG_IN_USE) until the first closes', async () => {
    const storage = await tempStore();
    const writer = await storage.openEventLog('run-1', 'graph');
    expect(await codeOf(storage.openEventLog('run-1', 'graph'))).toBe('LOG_IN_USE');
    await writer.close();
    await (await storage.openEventLog('run-1', 'graph')).close();
  });

  it('completes an append made before close, and refuses appends after close', async () => {
    const storage = await tempStore();
    const writer = await storage.openEventLog('run-1', 'graph');
    const pending = writer.append([{ type: 't', session: 1, data: 1 }]);
    await writer.close();
    expect(await pending).toHaveLength(1);
    expect((await storage.readEvents('run-1', 'graph')).events).toHaveLength(1);
  });

  it('refuses appends after close', async () => {
    const storage = await tempStore();
    const writer = await storage.openEventLog('run-1', 'graph');
    await writer.close();
    expect(await codeOf(writer.append([{ type: 't', session: 1, data: 1 }]))).toBe('STORAGE_IO');
  });

  it('rejects data that is not JSON with a TypeError and writes nothing', async () => {
    const storage = await tempStore();
    const writer = await storage.openEventLog('run-1', 'graph');
    await expect(writer.append([{ type: 't', session: 1, data: Number.NaN }])).rejects.toThrow(TypeError);
    await writer.close();
    expect((await fs.stat(logPath(storage, 'run-1'))).size).toBe(0);
  });
});

describe('event log cursor reads', () => {
  it('continues from a cursor without returning the prefix', async () => {
    const storage = await tempStore();
    const writer = await storage.openEventLog('run-1', 'graph');
    await writer.append([{ type: 'a', session: 1, data: 1 }]);
    const first = await storage.readEvents('run-1', 'graph');
    await writer.append([
      { type: 'b', session: 1, data: 2 },
      { type: 'c', session: 1, data: 3 },
    ]);
    await writer.close();
    const second = await storage.readEvents('run-1', 'graph', first.cursor);
    expect(second.events.map((event) => event.type)).toEqual(['b', 'c']);
    expect(second.cursor).toEqual((await storage.readEvents('run-1', 'graph')).cursor);
    const third = await storage.readEvents('run-1', 'graph', second.cursor);
    expect(third).toEqual({ events: [], cursor: second.cursor, tornTail: false });
  });

  it('opens a writer from a cursor and continues the chain', async () => {
    const storage = await tempStore();
    await appendBatches(storage, 'run-1', [1, 1]);
    const { cursor } = await storage.readEvents('run-1', 'graph');
    const writer = await storage.openEventLog('run-1', 'graph', cursor);
    const [event] = await writer.append([{ type: 'next', session: 1, data: null }]);
    await writer.close();
    expect(event).toMatchObject({ seq: 2, prev: cursor.head });
  });

  it('detects a cursor whose head does not chain to the next record', async () => {
    const storage = await tempStore();
    await appendBatches(storage, 'run-1', [1, 1]);
    const { events } = await storage.readEvents('run-1', 'graph');
    const lines = await readLines(logPath(storage, 'run-1'));
    const wrongHead = { offset: Buffer.byteLength(lines[0]!) + 1, nextSeq: 1, head: 'f'.repeat(64) };
    const error = await storage.readEvents('run-1', 'graph', wrongHead).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'CORRUPT_EVENT_STREAM', line: 2 });
    // The genuine cursor works, and a cursor off a record boundary or past the end is refused.
    const good = { offset: Buffer.byteLength(lines[0]!) + 1, nextSeq: 1, head: events[0]!.hash };
    expect((await storage.readEvents('run-1', 'graph', good)).events).toEqual([events[1]]);
    expect(await codeOf(storage.readEvents('run-1', 'graph', { ...good, offset: good.offset - 3 }))).toBe(
      'CORRUPT_EVENT_STREAM',
    );
    expect(await codeOf(storage.readEvents('run-1', 'graph', { ...good, offset: 1_000_000 }))).toBe(
      'CORRUPT_EVENT_STREAM',
    );
    expect(await codeOf(storage.openEventLog('run-1', 'graph', wrongHead))).toBe('CORRUPT_EVENT_STREAM');
  });

  it('a writer refuses a cursor at the end of the log that does not name its last closed batch, which no read can catch', async () => {
    const storage = await tempStore();
    // A large first record: the check reads back past its first window to find the line's start.
    await storage.openEventLog('run-1', 'graph').then(async (log) => {
      await log.append([{ type: 'big', session: 1, data: 'x'.repeat(20_000) }]);
      await log.append([
        { type: 'a', session: 1, data: 1 },
        { type: 'b', session: 1, data: 2 },
      ]);
      await log.close();
    });
    const { events, cursor } = await storage.readEvents('run-1', 'graph');
    // Nothing follows these cursors, so a read from them returns nothing and cannot tell them apart.
    const forged = [
      { ...cursor, head: 'f'.repeat(64) },
      { ...cursor, nextSeq: cursor.nextSeq + 1 },
      // The right offset, naming the record before the last one (inside the batch).
      { ...cursor, nextSeq: cursor.nextSeq - 1, head: events[1]!.hash },
    ];
    for (const from of forged) {
      expect((await storage.readEvents('run-1', 'graph', from)).events).toEqual([]);
      expect(await codeOf(storage.openEventLog('run-1', 'graph', from))).toBe('CORRUPT_EVENT_STREAM');
    }
    // A cursor after the first record, whose line is longer than the first window read back.
    const afterFirst = {
      offset: Buffer.byteLength((await readLines(logPath(storage, 'run-1')))[0]!) + 1,
      nextSeq: 1,
      head: events[0]!.hash,
    };
    const writer = await storage.openEventLog('run-1', 'graph', afterFirst);
    expect(writer.cursor()).toEqual(cursor);
    const [next] = await writer.append([{ type: 'next', session: 1, data: null }]);
    await writer.close();
    expect(next).toMatchObject({ seq: 3, prev: cursor.head });
    expect((await storage.readEvents('run-1', 'graph')).events).toHaveLength(4);
  });

  it('with digest, hashes exactly the bytes it verified: the prefix below the cursor, then the range a cursor read covers; a torn tail and padding are left out', async () => {
    const storage = await tempStore();
    const writer = await storage.openEventLog('run-1', 'graph');
    await writer.append([{ type: 'a', session: 1, data: 1 }]);
    const first = await storage.readEvents('run-1', 'graph', undefined, { digest: true });
    await writer.append([
      { type: 'b', session: 1, data: 2 },
      { type: 'c', session: 1, data: 3 },
    ]);
    // The live writer's NUL padding follows the records: it is not hashed.
    const live = await storage.readEvents('run-1', 'graph', undefined, { digest: true });
    await writer.close();
    const bytes = await fs.readFile(logPath(storage, 'run-1'));
    expect(first.digest).toBe(sha256(bytes.subarray(0, first.cursor.offset)));
    expect(live.digest).toBe(sha256(bytes));
    expect((await digestEventLogPrefixes(storage, 'run-1', 'graph', [first.cursor.offset]))[0]).toBe(first.digest);
    const rest = await storage.readEvents('run-1', 'graph', first.cursor, { digest: true });
    expect(rest.digest).toBe(sha256(bytes.subarray(first.cursor.offset)));
    // A torn final line is not part of what was verified.
    await fs.appendFile(logPath(storage, 'run-1'), '{"torn":');
    const torn = await storage.readEvents('run-1', 'graph', undefined, { digest: true });
    expect(torn.tornTail).toBe(true);
    expect(torn.digest).toBe(sha256(bytes));
    // Without the option there is no digest; a missing log hashes as empty.
    expect((await storage.readEvents('run-1', 'graph')).digest).toBeUndefined();
    expect((await storage.readEvents('run-2', 'graph', undefined, { digest: true })).digest).toBe(
      sha256(Buffer.alloc(0)),
    );
  });

  it('refuses a malformed cursor with a TypeError', async () => {
    const storage = await tempStore();
    await expect(storage.readEvents('run-1', 'graph', { offset: -1, nextSeq: 0, head: 'x' })).rejects.toThrow(
      TypeError,
    );
  });
});

describe('event policy', () => {
  it('refuses data over maxEventPayloadBytes (canonical bytes) and writes nothing of the batch', async () => {
    const storage = await tempStore({ policy: { maxEventPayloadBytes: 20 } });
    const writer = await storage.openEventLog('run-1', 'graph');
    const fits = 'x'.repeat(18); // "xxx…" = 20 bytes of canonical JSON
    await writer.append([{ type: 't', session: 1, data: fits }]);
    const error = await writer
      .append([
        { type: 't', session: 1, data: 1 },
        { type: 't', session: 1, data: `${fits}y` },
      ])
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'STORAGE_LIMIT_EXCEEDED', limit: 20, actual: 21 });
    await writer.append([{ type: 't', session: 1, data: 2 }]);
    await writer.close();
    expect((await storage.readEvents('run-1', 'graph')).events.map((event) => event.data)).toEqual([fits, 2]);
  });

  it('refuses event data holding a known secret, raw or JSON-escaped, and writes nothing', async () => {
    const storage = await tempStore({ knownSecrets: ['', 'tok-123', 'pa"ss\\word'] });
    const writer = await storage.openEventLog('run-1', 'graph');
    const samples: JsonValue[] = [{ note: 'uses tok-123 here' }, ['pa"ss\\word'], { 'key tok-123': 1 }];
    for (const data of samples) {
      const error = await writer
        .append([
          { type: 'ok', session: 1, data: 1 },
          { type: 't', session: 1, data },
        ])
        .catch((caught: unknown) => caught);
      expect(error).toMatchObject({ code: 'KNOWN_SECRET' });
      expect((error as Error).message).not.toContain('tok-123');
    }
    // The empty secret is ignored: ordinary data is still accepted. A short secret is only looked
    // for in what the caller supplied, not in the record's own ids and hashes (prev is 64 zeros here).
    const zeros = await tempStore({ knownSecrets: ['0000'] });
    const other = await zeros.openEventLog('run-1', 'graph');
    await other.append([{ type: 't', session: 1, data: 'fine' }]);
    expect(await codeOf(other.append([{ type: 't', session: 1, data: 10000 }]))).toBe('KNOWN_SECRET');
    await other.close();
    await writer.append([{ type: 't', session: 1, data: 'plain' }]);
    await writer.close();
    expect((await storage.readEvents('run-1', 'graph')).events).toHaveLength(1);
  });
});
