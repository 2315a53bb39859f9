// The save's check that a store still extends the logs a job restored, with the seal of the job's
// own verified read (loadRunReport digestLogs): the restored bytes are hashed, not parsed again,
// and only the records after them are verified. Real stores in temp directories; what the check
// must still catch is caught, and a seal that does not match only means the whole read runs.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chainMarksState,
  chainsShortened,
  parseChainMarks,
  type SealedChainMarks,
} from '../../src/action/persistence/index.ts';
import { loadRunReport } from '../../src/report/index.ts';
import { startSupervisedRun } from '../../src/runner/index.ts';
import { createLocalRunStorage, type EventLogName, type RunStorage } from '../../src/store/index.ts';

const namespace = 'default';
const runId = 'sealed';
let root: string;
/** A store a real run wrote (two nodes, both logs non-empty); each test works on a copy. */
let original: string;
let copies = 0;

beforeAll(async () => {
  root = await fs.realpath(await fs.mkdtemp(path.join(os.tmpdir(), 'chains-seal-')));
  const repo = path.join(root, 'repo');
  execFileSync('git', ['init', '-q', repo]);
  await fs.writeFile(
    path.join(repo, 'host.mjs'),
    `export async function bindRun({ definition, forms }) {
  const run = async () => ({ ok: true });
  return { graph: forms.dag(definition.graphDefinition.value), nodes: { a: { kind: 'data', retrySafe: true, run }, b: { kind: 'data', retrySafe: true, run } } };
}
`,
  );
  original = path.join(root, 'original');
  const handle = await startSupervisedRun({
    storage: { directory: original, namespace },
    definition: {
      runId,
      graphDefinition: { form: 'dag', version: 1, value: { nodes: { a: { needs: [] }, b: { needs: ['a'] } } } },
    },
    host: { kind: 'module', module: './host.mjs' },
    runRoot: repo,
    recordChanges: false,
    heartbeatMs: 0,
  });
  expect((await handle.done).kind).toBe('complete');
});

afterAll(async () => {
  if (root) await fs.rm(root, { recursive: true, force: true });
});

async function restoredStore(): Promise<{ storeDirectory: string; storage: RunStorage; marks: SealedChainMarks }> {
  copies += 1;
  const storeDirectory = path.join(root, `store-${copies}`);
  await fs.cp(original, storeDirectory, { recursive: true });
  const storage = await createLocalRunStorage({ directory: storeDirectory, namespace });
  const report = await loadRunReport({ directory: storeDirectory, namespace }, runId, { digestLogs: true });
  return { storeDirectory, storage, marks: report.logs! };
}

const logFile = (storage: RunStorage, log: EventLogName) =>
  path.join(storage.runDirectory(runId), `${log}.events.jsonl`);

async function appendTo(storage: RunStorage, log: EventLogName, count: number): Promise<void> {
  const writer = await storage.openEventLog(runId, log);
  for (let index = 0; index < count; index += 1)
    await writer.append([{ type: `${log}:later`, session: 9, data: { index } }]);
  await writer.close();
}

describe('the save check with sealed marks', () => {
  it('the report seals both logs: their byte lengths and the SHA-256 of those bytes', async () => {
    const { storage, marks } = await restoredStore();
    for (const log of ['runner', 'graph'] as const) {
      const bytes = await fs.readFile(logFile(storage, log));
      expect(marks[log].records).toBeGreaterThan(0);
      expect(marks[log].offset).toBe(bytes.length);
      // What the save's check compares with digestEventLogPrefixes, so an unchanged log takes the short way.
      expect(marks[log].digest).toBe(createHash('sha256').update(bytes).digest('hex'));
    }
    // Without the option the report carries lengths and heads, but no digest.
    const plain = await loadRunReport({ directory: storage.directory, namespace }, runId);
    expect(plain.logs?.graph.digest).toBeUndefined();
    expect(plain.logs?.graph.offset).toBe(marks.graph.offset);
  });

  it('passes a store whose logs grew after the sealed bytes', async () => {
    const { storeDirectory, storage, marks } = await restoredStore();
    await appendTo(storage, 'graph', 3);
    await appendTo(storage, 'runner', 1);
    expect(await chainsShortened({ storeDirectory, namespace, runId }, marks)).toBeUndefined();
  });

  it('catches a log cut short', async () => {
    const { storeDirectory, storage, marks } = await restoredStore();
    const file = logFile(storage, 'graph');
    const text = await fs.readFile(file, 'utf8');
    await fs.writeFile(file, text.slice(0, text.indexOf('\n') + 1));
    expect(await chainsShortened({ storeDirectory, namespace, runId }, marks)).toMatch(
      /^its graph log holds 1 records, fewer than the \d+ it was restored with/,
    );
  });

  it('catches a restored record changed in place, though the record after the seal chains on', async () => {
    const { storeDirectory, storage, marks } = await restoredStore();
    await appendTo(storage, 'graph', 1);
    const file = logFile(storage, 'graph');
    const text = await fs.readFile(file, 'utf8');
    // One digit of the first record's data changed: same length, so only the bytes tell.
    const at = text.indexOf('"session":') + '"session":'.length;
    const changed = `${text.slice(0, at)}${text[at] === '7' ? '8' : '7'}${text.slice(at + 1)}`;
    await fs.writeFile(file, changed);
    expect(await chainsShortened({ storeDirectory, namespace, runId }, marks)).toMatch(/^its graph log cannot be read/);
  });

  it('catches a corrupt record after the sealed bytes', async () => {
    const { storeDirectory, storage, marks } = await restoredStore();
    await appendTo(storage, 'runner', 2);
    const file = logFile(storage, 'runner');
    const text = await fs.readFile(file, 'utf8');
    await fs.writeFile(file, `${text.slice(0, -3)}x${text.slice(-2)}`);
    // The last of the two records appended after the sealed ones.
    const line = marks.runner.records + 2;
    expect(await chainsShortened({ storeDirectory, namespace, runId }, marks)).toMatch(
      new RegExp(`^its runner log cannot be read \\(runner event log of run sealed is corrupt at line ${line}: `),
    );
  });

  it('a seal that matches nothing only costs the whole read: a sound store still passes, a shortened one is still caught', async () => {
    const { storeDirectory, storage, marks } = await restoredStore();
    const wrong: SealedChainMarks = {
      runner: { ...marks.runner, digest: 'f'.repeat(64) },
      graph: { ...marks.graph, offset: marks.graph.offset! - 1 },
    };
    expect(await chainsShortened({ storeDirectory, namespace, runId }, wrong)).toBeUndefined();
    const file = logFile(storage, 'runner');
    const text = await fs.readFile(file, 'utf8');
    await fs.writeFile(file, text.slice(0, text.indexOf('\n') + 1));
    expect(await chainsShortened({ storeDirectory, namespace, runId }, wrong)).toMatch(
      /^its runner log holds 1 records/,
    );
  });

  it('the state main hands to post carries lengths and heads only: post reads the logs whole', async () => {
    const { marks } = await restoredStore();
    const state = chainMarksState(marks);
    expect(state).not.toContain('digest');
    expect(state).not.toContain('offset');
    expect(parseChainMarks(state)).toEqual({
      runner: { records: marks.runner.records, head: marks.runner.head },
      graph: { records: marks.graph.records, head: marks.graph.head },
    });
  });
});
