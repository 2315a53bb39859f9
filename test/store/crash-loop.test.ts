// A child appends batches in a loop and is SIGKILLed at random moments, many times. Every
// reopen must succeed, every acknowledged record must be present and unchanged, the chain
// must verify, and appends must continue it.
import { spawn } from 'node:child_process';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { logPath, tempStore } from './helpers.ts';

/**
 * What a power loss could leave after the last write: part of a line, NUL padding, or both.
 * `torn` says whether a reader must report a torn tail: NUL padding alone is preallocated space.
 */
function tornBytes(): { bytes: Buffer; torn: boolean } {
  const partial = Buffer.from(
    '{"at":"2030-01-01T00:00:00.000Z","batchRemaining":0,"data":{"seq":'.slice(0, 1 + Math.floor(Math.random() * 60)),
  );
  const nul = Buffer.alloc(1 + Math.floor(Math.random() * 600));
  const pick = Math.random();
  return pick < 0.4
    ? { bytes: partial, torn: true }
    : pick < 0.7
      ? { bytes: nul, torn: false }
      : { bytes: Buffer.concat([partial, nul]), torn: true };
}

const fixture = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'append-loop.ts');
const maxKills = 40;
const timeBudgetMs = 30_000;

interface Life {
  acks: Array<[number, string]>;
  ready: boolean;
}

/** Runs the child until the chosen moment, kills it with SIGKILL and resolves after it exits. */
function runAndKill(
  directory: string,
  session: number,
  killAfterAcks: number | undefined,
  killAfterMs: number,
): Promise<Life> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [fixture, directory, 'ns', 'crash', String(session)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const life: Life = { acks: [], ready: false };
    let buffered = '';
    let stderr = '';
    let killed = false;
    const kill = () => {
      if (!killed) {
        killed = true;
        child.kill('SIGKILL');
      }
    };
    // Some kills land at a random time after spawn (possibly while the child opens and repairs the log).
    const timer = killAfterAcks === undefined ? setTimeout(kill, killAfterMs) : undefined;
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      buffered += chunk;
      let newline = buffered.indexOf('\n');
      while (newline >= 0) {
        const [word, seq, hash] = buffered.slice(0, newline).split(' ');
        buffered = buffered.slice(newline + 1);
        if (word === 'ready') life.ready = true;
        if (word === 'ack') life.acks.push([Number(seq), hash!]);
        newline = buffered.indexOf('\n');
      }
      if (killAfterAcks !== undefined && life.ready && life.acks.length >= killAfterAcks) kill();
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (signal !== 'SIGKILL')
        reject(new Error(`child exited with ${code ?? signal} before it was killed: ${stderr}`));
      else resolve(life);
    });
  });
}

describe('crash loop', () => {
  it('survives repeated SIGKILLs while appending: acknowledged records stay, the chain verifies and continues', async () => {
    const storage = await tempStore();
    const acknowledged = new Map<number, string>();
    const started = Date.now();
    let kills = 0;
    let continuedBatches = 0;
    let injected = 0;
    let tornSeen = 0;
    let paddedSeen = 0;
    while (kills < maxKills && Date.now() - started < timeBudgetMs) {
      const session = kills + 1;
      const byTime = Math.random() < 0.2;
      const life = await runAndKill(
        storage.directory,
        session,
        byTime ? undefined : Math.floor(Math.random() * 12),
        50 + Math.random() * 250,
      );
      kills += 1;
      for (const [seq, hash] of life.acks) acknowledged.set(seq, hash);
      // The killed writer leaves its preallocated NUL padding behind (close() would have trimmed it).
      const log = await fs.stat(logPath(storage, 'crash')).catch(() => undefined);
      const size = log?.size ?? 0;
      const cursorBeforeInjection = (await storage.readEvents('crash', 'graph')).cursor;
      if (size > cursorBeforeInjection.offset) paddedSeen += 1;
      // A SIGKILL rarely tears a write (the page cache survives it), so some rounds add what a power loss would
      // (to a log a writer created: one killed while Node still started, under load, left no run directory).
      if (log !== undefined && Math.random() < 0.3) {
        const { bytes, torn } = tornBytes();
        await fs.appendFile(logPath(storage, 'crash'), bytes);
        if (torn) injected += 1;
      }

      // Reopening always succeeds; every acknowledged record is there with identical content.
      const read = await storage.readEvents('crash', 'graph');
      if (read.tornTail) tornSeen += 1;
      const bySeq = new Map(read.events.map((event) => [event.seq, event]));
      for (const [seq, hash] of acknowledged) expect(bySeq.get(seq)?.hash, `acknowledged seq ${seq}`).toBe(hash);
      read.events.forEach((event, index) => {
        expect(event.seq).toBe(index);
        if (event.type === 'loop:event') expect((event.data as { seq: number }).seq).toBe(event.seq);
      });

      // The writer repairs any torn tail, and its next append chains onto the last durable record.
      const writer = await storage.openEventLog('crash', 'graph');
      expect(writer.cursor()).toEqual(read.cursor);
      const [marker] = await writer.append([{ type: 'test:reopened', session, data: { kills } }]);
      await writer.close();
      expect(marker).toMatchObject({ seq: read.cursor.nextSeq, prev: read.cursor.head });
      acknowledged.set(marker!.seq, marker!.hash);
      continuedBatches += 1;
    }
    const final = await storage.readEvents('crash', 'graph');
    expect(final.tornTail).toBe(false);
    expect(final.events.length).toBeGreaterThanOrEqual(acknowledged.size);
    expect(kills).toBeGreaterThanOrEqual(10);
    expect(continuedBatches).toBe(kills);
    expect(tornSeen).toBeGreaterThanOrEqual(injected);
    expect(paddedSeen).toBeGreaterThanOrEqual(1);
    console.log(
      `crash loop: ${kills} kills, ${paddedSeen} left padding, ${injected} torn tails injected, ${tornSeen} seen on reopen, ${acknowledged.size} acknowledged records, ${final.events.length} in the log`,
    );
  });
});
