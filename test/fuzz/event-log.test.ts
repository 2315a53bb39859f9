// Stored event logs that were tampered with (a flipped byte, a deleted, swapped, duplicated or
// inserted line, an edited field, a record from another chain, a truncation): a reader either gets
// a prefix of what was written (a torn final batch is dropped) or CORRUPT_EVENT_STREAM naming the
// first changed line; a writer opening it never "repairs" corruption away.
import fc from 'fast-check';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalRunStorage, isStorageError, type RunStorage } from '../../src/store/index.ts';
import type { StoredEvent } from '../../src/store/contract.ts';
import { hostileString } from './arbitraries.ts';

let temp: string;
let storage: RunStorage;
let original: Buffer;
let originalEvents: StoredEvent[];
let foreignLines: string[];
let copies = 0;

async function writeLog(runId: string, batches: number[]): Promise<void> {
  const log = await storage.openEventLog(runId, 'graph');
  let n = 0;
  for (const size of batches) {
    await log.append(
      Array.from({ length: size }, () => ({
        type: 'graph:node-completed',
        session: 1,
        data: { position: `dag/n${n}/1`, text: `é😀<x> ${n++}` },
      })),
    );
  }
  await log.close();
}

beforeAll(async () => {
  temp = await mkdtemp(path.join(os.tmpdir(), 'fuzz-events-'));
  storage = await createLocalRunStorage({ directory: path.join(temp, 'store'), namespace: 'fuzz' });
  await writeLog('original', [1, 3, 2, 1, 4, 2, 1, 3]);
  await writeLog('foreign', [2, 2, 2, 2, 2, 2, 2, 2, 2]);
  original = await readFile(logFile('original'));
  originalEvents = (await storage.readEvents('original', 'graph')).events;
  foreignLines = (await readFile(logFile('foreign'), 'utf8')).split('\n').filter((l) => l !== '');
});
afterAll(() => rm(temp, { recursive: true, force: true }));

function logFile(runId: string): string {
  return path.join(storage.runDirectory(runId), 'graph.events.jsonl');
}

type Mutation =
  | { kind: 'flip'; at: number; xor: number }
  | { kind: 'delete'; line: number }
  | { kind: 'swap'; a: number; b: number }
  | { kind: 'duplicate'; line: number }
  | { kind: 'insert'; line: number; text: string }
  | { kind: 'edit'; line: number; value: string }
  | { kind: 'foreign'; line: number }
  | { kind: 'truncate'; at: number };

const lineIndex = fc.nat({ max: 20 });
const mutationArb: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({
    kind: fc.constant('flip' as const),
    at: fc.nat({ max: 100_000 }),
    xor: fc.integer({ min: 1, max: 255 }),
  }),
  fc.record({ kind: fc.constant('delete' as const), line: lineIndex }),
  fc.record({ kind: fc.constant('swap' as const), a: lineIndex, b: lineIndex }).filter((m) => m.a !== m.b),
  fc.record({ kind: fc.constant('duplicate' as const), line: lineIndex }),
  fc.record({
    kind: fc.constant('insert' as const),
    line: lineIndex,
    text: hostileString.map((s) => s.replace(/\n/g, ' ')),
  }),
  fc.record({ kind: fc.constant('edit' as const), line: lineIndex, value: hostileString }),
  fc.record({ kind: fc.constant('foreign' as const), line: lineIndex }),
  fc.record({ kind: fc.constant('truncate' as const), at: fc.nat({ max: 100_000 }) }),
);

function mutate(bytes: Buffer, m: Mutation): Buffer {
  const lines = bytes.toString('utf8').split('\n').slice(0, -1);
  const at = (i: number) => i % lines.length;
  switch (m.kind) {
    case 'flip': {
      const copy = Buffer.from(bytes);
      copy[m.at % copy.length] = copy[m.at % copy.length]! ^ m.xor;
      return copy;
    }
    case 'truncate':
      return bytes.subarray(0, m.at % bytes.length);
    case 'delete':
      lines.splice(at(m.line), 1);
      break;
    case 'swap': {
      const [a, b] = [at(m.a), at(m.b)];
      [lines[a], lines[b]] = [lines[b]!, lines[a]!];
      break;
    }
    case 'duplicate':
      lines.splice(at(m.line), 0, lines[at(m.line)]!);
      break;
    case 'insert':
      lines.splice(at(m.line), 0, m.text);
      break;
    case 'edit': {
      const record = JSON.parse(lines[at(m.line)]!) as { data: Record<string, unknown> };
      record.data.text = m.value;
      lines[at(m.line)] = JSON.stringify(record);
      break;
    }
    case 'foreign':
      lines[at(m.line)] = foreignLines[at(m.line)]!;
      break;
  }
  return Buffer.from(lines.map((l) => `${l}\n`).join(''));
}

/** 1-based number of the first complete line that differs from the original, if any. */
function firstChangedLine(mutated: Buffer): number | undefined {
  const before = original.toString('utf8').split('\n');
  const after = mutated.toString('utf8').split('\n');
  const complete = after.length - 1; // the text after the last newline is not a complete line
  for (let i = 0; i < complete; i += 1) if (after[i] !== before[i]) return i + 1;
  return undefined;
}

function expectPrefix(events: readonly StoredEvent[]): void {
  expect(events.length).toBeLessThanOrEqual(originalEvents.length);
  events.forEach((event, i) => {
    expect(event.id).toBe(originalEvents[i]!.id);
    expect(event.hash).toBe(originalEvents[i]!.hash);
  });
}

async function tampered(m: Mutation): Promise<{ runId: string; bytes: Buffer }> {
  const runId = `copy-${copies++}`;
  await writeLog(runId, [1]); // creates the run directory
  const bytes = mutate(original, m);
  await writeFile(logFile(runId), bytes);
  return { runId, bytes };
}

describe('tampered event logs (fuzz)', () => {
  it('read as a prefix of what was written, or CORRUPT_EVENT_STREAM naming the first changed line', async () => {
    await fc.assert(
      fc.asyncProperty(mutationArb, async (m) => {
        const { runId, bytes } = await tampered(m);
        let events: StoredEvent[];
        try {
          events = (await storage.readEvents(runId, 'graph')).events;
        } catch (error) {
          if (!isStorageError(error, 'CORRUPT_EVENT_STREAM')) throw error;
          const line = firstChangedLine(bytes);
          expect(line, `${JSON.stringify(m)}: refused, yet every complete line is unchanged`).toBeDefined();
          // The first changed line, or the one after it when the change is itself a valid record
          // (a foreign first record: the chain starts anew there, so the next link breaks).
          const named = Number(/corrupt at line (\d+):/.exec(error.message)?.[1]);
          expect([line, line! + 1], error.message).toContain(named);
          return;
        }
        expectPrefix(events);
      }),
      { numRuns: 300 },
    );
  });

  it('open for appending only after cutting a torn tail, never by dropping corrupt records', async () => {
    await fc.assert(
      fc.asyncProperty(mutationArb, async (m) => {
        const { runId, bytes } = await tampered(m);
        try {
          const log = await storage.openEventLog(runId, 'graph');
          await log.close();
        } catch (error) {
          if (!isStorageError(error, 'CORRUPT_EVENT_STREAM')) throw error;
          expect(await readFile(logFile(runId))).toEqual(bytes); // refused and left as found
          return;
        }
        const after = await readFile(logFile(runId));
        expect(bytes.subarray(0, after.length)).toEqual(after); // only a tail was cut
        expectPrefix((await storage.readEvents(runId, 'graph')).events);
      }),
      { numRuns: 150 },
    );
  });
});
