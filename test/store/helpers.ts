// Shared test helpers: a fresh store in a temp directory, raw log access, and a JSON-lines
// re-encoder for tests that forge records.
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import {
  createLocalRunStorage,
  type LocalRunStorageOptions,
  type RunStorage,
  type StorageErrorCode,
} from '../../src/store/index.ts';
import { encodeRecord } from '../../src/store/event-record.ts';
import { canonicalJson } from '../../src/store/json.ts';

const cleanups: string[] = [];

afterEach(async () => {
  while (cleanups.length > 0) await fs.rm(cleanups.pop()!, { recursive: true, force: true });
});

export async function tempDirectory(prefix = 'store-test-'): Promise<string> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  cleanups.push(directory);
  return directory;
}

export async function tempStore(options: Partial<LocalRunStorageOptions> = {}): Promise<RunStorage> {
  const directory = options.directory ?? path.join(await tempDirectory(), 'store');
  return createLocalRunStorage({ namespace: 'ns', ...options, directory });
}

export function logPath(storage: RunStorage, runId: string, log: 'graph' | 'runner' = 'graph'): string {
  return path.join(storage.runDirectory(runId), `${log}.events.jsonl`);
}

/** Appends `count` single-record batches, returning the stored events. */
export async function appendBatches(
  storage: RunStorage,
  runId: string,
  sizes: number[],
  log: 'graph' | 'runner' = 'graph',
) {
  const writer = await storage.openEventLog(runId, log);
  try {
    const stored = [];
    let n = 0;
    for (const size of sizes) {
      const batch = Array.from({ length: size }, () => ({ type: 'test:event', session: 1, data: { n: n++ } }));
      stored.push(...(await writer.append(batch)));
    }
    return stored;
  } finally {
    await writer.close();
  }
}

export async function readLines(file: string): Promise<string[]> {
  const text = await fs.readFile(file, 'utf8');
  return text.split('\n').slice(0, -1);
}

export async function writeLines(file: string, lines: string[]): Promise<void> {
  await fs.writeFile(file, lines.map((line) => `${line}\n`).join(''));
}

/** Re-encodes a parsed record with a freshly computed hash (a forger's edit). */
export function reseal(record: Record<string, unknown>): string {
  const fields = record as {
    seq: number;
    id: string;
    at: string;
    type: string;
    session: number;
    data: unknown;
    batchRemaining: number;
    prev: string;
  };
  return encodeRecord({ ...fields, dataJson: canonicalJson(fields.data) }).line;
}

/** Resolves to the rejection's StorageError code (fails the test when it resolves). */
export async function codeOf(promise: Promise<unknown> | (() => unknown)): Promise<StorageErrorCode> {
  try {
    await (typeof promise === 'function' ? promise() : promise);
  } catch (error) {
    const code = (error as { code?: StorageErrorCode }).code;
    if (code === undefined) throw error;
    return code;
  }
  throw new Error('expected a StorageError, but the call succeeded');
}
