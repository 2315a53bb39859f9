// Corruption before the torn tail is refused with CORRUPT_EVENT_STREAM naming the line,
// both by readers and by a writer opening the log; nothing is repaired or skipped.
import { promises as fs } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { RunStorage } from '../../src/store/index.ts';
import { appendBatches, logPath, readLines, reseal, tempStore, writeLines } from './helpers.ts';

async function storeWithLines(): Promise<{ storage: RunStorage; file: string; lines: string[] }> {
  const storage = await tempStore();
  await appendBatches(storage, 'run-1', [1, 1, 2, 1]);
  const file = logPath(storage, 'run-1');
  return { storage, file, lines: await readLines(file) };
}

async function expectCorruptAt(storage: RunStorage, file: string, line: number, problem: RegExp): Promise<void> {
  const before = await fs.readFile(file);
  const readError = await storage.readEvents('run-1', 'graph').catch((error: unknown) => error);
  expect(readError).toMatchObject({
    name: 'StorageError',
    code: 'CORRUPT_EVENT_STREAM',
    line,
    log: 'graph',
    runId: 'run-1',
  });
  expect((readError as Error).message).toMatch(new RegExp(`line ${line}`));
  expect((readError as Error).message).toMatch(problem);
  const openError = await storage.openEventLog('run-1', 'graph').catch((error: unknown) => error);
  expect(openError).toMatchObject({ code: 'CORRUPT_EVENT_STREAM', line });
  expect(await fs.readFile(file)).toEqual(before); // refused, not repaired
}

describe('corruption in the middle', () => {
  it('a flipped byte in a record', async () => {
    const { storage, file, lines } = await storeWithLines();
    const at = lines.slice(0, 1).join('\n').length + 1 + lines[1]!.indexOf('"n":1') + 4;
    const bytes = await fs.readFile(file);
    bytes[at] = '7'.charCodeAt(0);
    await fs.writeFile(file, bytes);
    await expectCorruptAt(storage, file, 2, /checksum/);
  });

  it('a flipped byte that breaks the JSON', async () => {
    const { storage, file, lines } = await storeWithLines();
    await writeLines(file, [lines[0]!, lines[1]!.replace('{', '['), ...lines.slice(2)]);
    await expectCorruptAt(storage, file, 2, /not valid JSON/);
  });

  it('a deleted line', async () => {
    const { storage, file, lines } = await storeWithLines();
    await writeLines(file, [lines[0]!, ...lines.slice(2)]);
    await expectCorruptAt(storage, file, 2, /seq is 2, expected 1/);
  });

  it('swapped lines', async () => {
    const { storage, file, lines } = await storeWithLines();
    await writeLines(file, [lines[0]!, lines[2]!, lines[1]!, ...lines.slice(3)]);
    await expectCorruptAt(storage, file, 2, /seq is 2, expected 1/);
  });

  it('an edited field resealed with a recomputed hash breaks the chain at the next line', async () => {
    const { storage, file, lines } = await storeWithLines();
    const edited = reseal({ ...JSON.parse(lines[1]!), data: { n: 99 } });
    await writeLines(file, [lines[0]!, edited, ...lines.slice(2)]);
    await expectCorruptAt(storage, file, 3, /prev does not match/);
  });

  it('a resealed record with a wrong prev', async () => {
    const { storage, file, lines } = await storeWithLines();
    const forged = reseal({ ...JSON.parse(lines[1]!), prev: 'a'.repeat(64) });
    await writeLines(file, [lines[0]!, forged, ...lines.slice(2)]);
    await expectCorruptAt(storage, file, 2, /prev does not match/);
  });

  it('a resealed record with an extra field', async () => {
    const { storage, file, lines } = await storeWithLines();
    await writeLines(file, [lines[0]!, lines[1]!.replace('{', '{"extra":1,'), ...lines.slice(2)]);
    await expectCorruptAt(storage, file, 2, /schema/);
  });

  it('an empty line in the middle', async () => {
    const { storage, file, lines } = await storeWithLines();
    await writeLines(file, [lines[0]!, '', ...lines.slice(1)]);
    await expectCorruptAt(storage, file, 2, /empty/);
  });

  it('a batch whose batchRemaining does not count down', async () => {
    const { storage, file, lines } = await storeWithLines();
    // Line 3 opens a batch of two (batchRemaining 1); reseal line 4 to claim 5 and fix up the chain after it.
    const third = JSON.parse(lines[3]!);
    const forgedThird = reseal({ ...third, batchRemaining: 5 });
    const fourth = reseal({ ...JSON.parse(lines[4]!), prev: JSON.parse(forgedThird).hash });
    await writeLines(file, [...lines.slice(0, 3), forgedThird, fourth]);
    await expectCorruptAt(storage, file, 4, /batchRemaining is 5, expected 0/);
  });

  it('a corrupted complete last line is corruption, not a torn tail', async () => {
    const { storage, file, lines } = await storeWithLines();
    const last = lines[4]!.replace('"n":4', '"n":5');
    await writeLines(file, [...lines.slice(0, 4), last]);
    await expectCorruptAt(storage, file, 5, /checksum/);
  });

  it('a complete last line that is not JSON is corruption too', async () => {
    const { storage, file, lines } = await storeWithLines();
    await writeLines(file, [...lines.slice(0, 4), 'garbage']);
    await expectCorruptAt(storage, file, 5, /not valid JSON/);
  });
});
