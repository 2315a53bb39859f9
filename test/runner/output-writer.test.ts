// The attempt-output writer over a real store: bytes become tagged lines per stream, a character
// split across chunks stays whole, a line without end is kept in pieces with no secret cut in two,
// the bound keeps head and tail, the follower shows each line once, and silence writes no file.
import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { OutputFollower, type FollowedLine } from '../../src/runner/output/follow.ts';
import { parseAttemptLog, renderAttemptLog } from '../../src/runner/output/format.ts';
import { storeLogArtifact } from '../../src/runner/output/record.ts';
import { AttemptOutputWriter } from '../../src/runner/output/writer.ts';
import {
  createSecretMatcher,
  listAttemptLogs,
  openAttemptLog,
  readAttemptLog,
  type RunStorage,
} from '../../src/store/index.ts';
import { tempStore } from '../store/helpers.ts';
import { waitUntil } from '../support/wait.ts';

const header = (attemptId: string) => ({
  k: 'attempt' as const,
  schemaVersion: 1 as const,
  attemptId,
  position: 'dag/test/1',
  nodeId: 'test',
  attempt: 1,
  startedAt: new Date().toISOString(),
});

function writer(storage: RunStorage, attemptId: string, options: { limitBytes?: number; secrets?: string[] } = {}) {
  return new AttemptOutputWriter({
    header: header(attemptId),
    open: () => openAttemptLog(storage, 'run-1', attemptId),
    limitBytes: options.limitBytes ?? 1024 * 1024,
    secrets: options.secrets ?? [],
  });
}

describe('AttemptOutputWriter', () => {
  it('keeps lines per stream, whole characters across chunks, CRLF ends, and a last line without newline', async () => {
    const storage = await tempStore();
    const out = writer(storage, 'a1');
    const e = Buffer.from('é\n');
    out.write('stdout', e.subarray(0, 1));
    out.write('stderr', 'warn: x\r\n');
    out.write('stdout', e.subarray(1));
    out.write('stdout', 'no newline at the end');
    const closed = await out.close();
    const log = parseAttemptLog(closed.content);
    expect(renderAttemptLog(log)).toEqual(['[err] warn: x', '[out] é', '[out] no newline at the end']);
    const live = await readAttemptLog(storage, 'run-1', 'a1');
    expect(parseAttemptLog(live.head, live.tail).lines).toEqual(log.lines);
  });

  it('keeps a line without end in pieces and never lets a secret straddle a cut', async () => {
    const storage = await tempStore();
    const secret = 'tok-0123456789abcdef';
    const out = writer(storage, 'a2', { secrets: [secret] });
    // 16 KiB pieces: place the secret across each possible cut near the first piece's end.
    const text = `${'x'.repeat(16_384 - 7)}${secret}${'y'.repeat(40_000)}${secret}`;
    for (let i = 0; i < text.length; i += 1000) out.write('stdout', text.slice(i, i + 1000));
    const closed = await out.close();
    const joined = parseAttemptLog(closed.content)
      .lines.map((line) => line.t)
      .join('');
    expect(joined).toBe(text.replaceAll(secret, '***'));
    const live = await readAttemptLog(storage, 'run-1', 'a2');
    expect(Buffer.concat([live.head!, live.tail ?? Buffer.alloc(0)]).includes(secret)).toBe(false);
    expect(closed.content.includes(secret)).toBe(false);
  });

  it('never lets an escaped secret (six characters a byte) straddle a cut either', async () => {
    const storage = await tempStore();
    const secret = 'tok-0123456789abcdef';
    const escaped = [...secret].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');
    const out = new AttemptOutputWriter({
      header: header('a3'),
      open: () => openAttemptLog(storage, 'run-1', 'a3'),
      limitBytes: 1024 * 1024,
      secrets: [secret],
      storedSecrets: createSecretMatcher([secret]),
    });
    // The escaped form (120 characters) starts 20 characters before the first 16 KiB cut, and
    // arrives in small writes: the cut is made as soon as the line is long enough.
    const text = `${'x'.repeat(16_384 - 20)}${escaped}${'y'.repeat(1000)}\n`;
    out.write('stdout', text.slice(0, 16_000));
    for (let i = 16_000; i < text.length; i += 10) out.write('stdout', text.slice(i, i + 10));
    const closed = await out.close();
    const joined = parseAttemptLog(closed.content)
      .lines.map((line) => line.t)
      .join('');
    // Whole: no piece of the escaped secret is left on either side of the cut.
    expect(joined).toBe(text.slice(0, -1).replace(escaped, '***'));
  });

  it('bounds the log to its head and tail, and a follower shows every kept line once with a cut marker', async () => {
    const storage = await tempStore();
    const seen: FollowedLine[] = [];
    const follower = new OutputFollower(storage, 'run-1', (lines) => seen.push(...lines), { intervalMs: 20 });
    await follower.start();
    const out = writer(storage, 'a3', { limitBytes: 16_384 });
    for (let i = 1; i <= 5000; i += 1) out.write(i % 2 === 0 ? 'stderr' : 'stdout', `line ${i}\n`);
    const closed = await out.close();
    await follower.stop();
    expect(closed.content.length).toBeLessThanOrEqual(16_384 + 200);
    const log = parseAttemptLog(closed.content);
    expect(log.lines[0]!.t).toBe('line 1');
    expect(log.lines.at(-1)!.t).toBe('line 5000');
    expect(closed.cut.lines + log.lines.length).toBe(5000);
    const rendered = renderAttemptLog(log);
    expect(rendered.filter((line) => line.startsWith('…'))).toHaveLength(1);
    expect(rendered.find((line) => line.startsWith('…'))).toContain(`${closed.cut.lines} lines`);
    // The follower never shows a line twice and ends with the last one.
    const texts = seen.filter((line) => line.stream !== 'cut').map((line) => line.text);
    expect(new Set(texts).size).toBe(texts.length);
    expect(texts.at(-1)).toBe('line 5000');
    expect(texts[0]).toBe('line 1');
  });

  it('a follower reads an attempt it was told ended no more, and the others as before', async () => {
    const storage = await tempStore();
    const seen: string[] = [];
    // Polled by hand (a long interval): each poll below is the follower's only read.
    const follower = new OutputFollower(storage, 'run-1', (lines) => seen.push(...lines.map((l) => l.text)), {
      intervalMs: 60_000,
    });
    await follower.start();
    const ended = writer(storage, 'a7');
    const running = writer(storage, 'a8');
    ended.write('stdout', 'ended 1\n');
    running.write('stdout', 'running 1\n');
    const landed = (attemptId: string, text: string) =>
      waitUntil(`${text} in its live file`, async () =>
        (await readAttemptLog(storage, 'run-1', attemptId)).head?.includes(text),
      );
    await landed('a7', 'ended 1');
    await landed('a8', 'running 1');
    await follower.poll();
    follower.forget(['a7']);
    // A line after the end (none comes: an attempt's end is recorded after its last flush).
    ended.write('stdout', 'never read\n');
    await ended.close();
    running.write('stdout', 'running 2\n');
    await running.close();
    await follower.stop();
    expect(seen).toEqual(['ended 1', 'running 1', 'running 2']);
  });

  it('a follower passes on the lines of several attempts in the order they were written, not by attempt ID', async () => {
    const storage = await tempStore();
    const base = Date.parse('2026-01-01T00:00:00.000Z');
    let now = base;
    // IDs whose directory order is not the start order; times as a run of first -> slow -> last, with
    // `par` running beside slow.
    const timed = (attemptId: string, nodeId: string, startedMs: number) =>
      new AttemptOutputWriter({
        header: {
          ...header(attemptId),
          nodeId,
          position: `dag/${nodeId}/1`,
          startedAt: new Date(startedMs).toISOString(),
        },
        open: () => openAttemptLog(storage, 'run-1', attemptId),
        limitBytes: 1024 * 1024,
        secrets: [],
        clock: () => now,
        startedMs,
      });
    const at = (ms: number, out: AttemptOutputWriter, text: string) => {
      now = base + ms;
      out.write('stdout', `${text}\n`);
    };
    const first = timed('z-first', 'first', base);
    at(5, first, 'first done');
    await first.close();
    const slow = timed('a-slow', 'slow', base + 10);
    const par = timed('m-par', 'par', base + 12);
    at(11, slow, 'slow start');
    at(13, par, 'par 1');
    at(900, par, 'par 2');
    at(8_000, slow, 'slow end');
    await par.close();
    await slow.close();
    const last = timed('b-last', 'last', base + 8_010);
    at(8_011, last, 'last');
    await last.close();
    const seen: string[] = [];
    const follower = new OutputFollower(
      storage,
      'run-1',
      (lines) => seen.push(...lines.map((l) => `[${l.nodeId}] ${l.text}`)),
      { fromStart: true, intervalMs: 60_000 },
    );
    await follower.start();
    await follower.stop(); // one poll reads all four attempts
    expect(seen).toEqual([
      '[first] first done',
      '[slow] slow start',
      '[par] par 1',
      '[par] par 2',
      '[slow] slow end',
      '[last] last',
    ]);
  });

  it('writes no file for an attempt that prints nothing', async () => {
    const storage = await tempStore();
    const closed = await writer(storage, 'a4').close();
    expect(closed.lines).toBe(0);
    expect(await listAttemptLogs(storage, 'run-1')).toEqual([]);
    expect(await readdir(storage.runDirectory('run-1')).catch(() => [])).toEqual([]);
  });

  it("times lines from the attempt's start when the writer is made at its first output", async () => {
    const storage = await tempStore();
    let now = 10_000;
    const out = new AttemptOutputWriter({
      header: header('a6'),
      open: () => openAttemptLog(storage, 'run-1', 'a6'),
      limitBytes: 1024 * 1024,
      secrets: [],
      clock: () => now,
      startedMs: 7_500,
    });
    out.write('stdout', 'first\n');
    now = 10_250;
    out.write('stdout', 'second\n');
    const lines = parseAttemptLog((await out.close()).content).lines;
    expect(lines.map((line) => [line.t, line.ms])).toEqual([
      ['first', 2_500],
      ['second', 2_750],
    ]);
  });

  it("leaves a quarter of the run's artifact quota to its results: a log that would eat into it stays live only", async () => {
    const storage = await tempStore({ policy: { maxTotalArtifactBytesPerRun: 4000, maxArtifactBytes: 4000 } });
    const record = (attemptId: string) => ({
      position: 'dag/test/1',
      nodeId: 'test',
      attemptId,
      attempt: 1,
      outcome: 'failed' as const,
      startedAt: new Date().toISOString(),
      lines: 1,
      cut: { lines: 0, bytes: 0 },
    });
    const small = record('s1');
    await storeLogArtifact(storage, 'run-1', Buffer.alloc(1000, 'a'), small);
    expect(small).toMatchObject({ artifact: { bytes: 1000 } });
    const large = record('l1');
    await storeLogArtifact(storage, 'run-1', Buffer.alloc(2500, 'b'), large);
    expect(large).not.toHaveProperty('artifact');
    expect((large as { error?: string }).error).toContain('kept only in the live log');
  });
});
