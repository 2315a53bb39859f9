// Ways a cache-restored store is tampered with, applied to a copy of a real paused run, with or
// without its status checkpoint (a checkpoint must never hide a changed record below its cursor).
import fc from 'fast-check';
import { readdirSync } from 'node:fs';
import { readFile, rm, truncate, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { hostileString } from './arbitraries.ts';
import type { PausedRun } from './stored-run.ts';

export type Log = 'graph' | 'runner';
export type Tamper =
  | { kind: 'edit'; log: Log; line: number; value: string }
  | { kind: 'flip'; log: Log; at: number; xor: number }
  | { kind: 'delete'; log: Log; line: number }
  | { kind: 'swap'; log: Log; a: number; b: number }
  | { kind: 'truncate'; log: Log; at: number }
  | { kind: 'definition'; value: string }
  | { kind: 'definition-truncate'; at: number }
  | { kind: 'artifact-swap' }
  | { kind: 'artifact-truncate'; at: number }
  | { kind: 'checkpoint'; text: string };

const log = fc.constantFrom<Log>('graph', 'runner');
const n = fc.nat({ max: 50 });
export const tamperArb: fc.Arbitrary<Tamper> = fc.oneof(
  fc.record({ kind: fc.constant('edit' as const), log, line: n, value: hostileString }),
  fc.record({
    kind: fc.constant('flip' as const),
    log,
    at: fc.nat({ max: 20_000 }),
    xor: fc.integer({ min: 1, max: 255 }),
  }),
  fc.record({ kind: fc.constant('delete' as const), log, line: n }),
  fc.record({ kind: fc.constant('swap' as const), log, a: n, b: n }),
  fc.record({ kind: fc.constant('truncate' as const), log, at: fc.nat({ max: 20_000 }) }),
  fc.record({ kind: fc.constant('definition' as const), value: hostileString }),
  fc.record({ kind: fc.constant('definition-truncate' as const), at: fc.nat({ max: 5000 }) }),
  fc.constant({ kind: 'artifact-swap' as const }),
  fc.record({ kind: fc.constant('artifact-truncate' as const), at: fc.nat({ max: 5000 }) }),
  fc.record({ kind: fc.constant('checkpoint' as const), text: hostileString }),
);

export async function editLines(file: string, change: (lines: string[]) => void): Promise<void> {
  const lines = (await readFile(file, 'utf8')).split('\n').slice(0, -1);
  change(lines);
  await writeFile(file, lines.map((l) => `${l}\n`).join(''));
}

/** A copy of the run with the tamper applied; the checkpoint stays when asked or when it is the target. */
export async function tampered(
  run: PausedRun,
  t: Tamper,
  keepCheckpoint: boolean,
): Promise<{ directory: string; runDirectory: string }> {
  const copy = await run.copy();
  const file = (name: string) => path.join(copy.runDirectory, name);
  if (t.kind !== 'checkpoint' && !keepCheckpoint) await rm(file('checkpoints'), { recursive: true, force: true });
  const artifact = () => file(path.join('artifacts', readdirSync(file('artifacts'))[0]!));
  switch (t.kind) {
    case 'edit':
      await editLines(file(`${t.log}.events.jsonl`), (lines) => {
        const i = t.line % lines.length;
        const record = JSON.parse(lines[i]!) as { data: Record<string, unknown> };
        record.data = { ...record.data, reason: t.value };
        lines[i] = JSON.stringify(record);
      });
      break;
    case 'flip': {
      const bytes = await readFile(file(`${t.log}.events.jsonl`));
      bytes[t.at % bytes.length] = bytes[t.at % bytes.length]! ^ t.xor;
      await writeFile(file(`${t.log}.events.jsonl`), bytes);
      break;
    }
    case 'delete':
      await editLines(file(`${t.log}.events.jsonl`), (lines) => void lines.splice(t.line % lines.length, 1));
      break;
    case 'swap':
      await editLines(file(`${t.log}.events.jsonl`), (lines) => {
        const [a, b] = [t.a % lines.length, t.b % lines.length];
        [lines[a], lines[b]] = [lines[b]!, lines[a]!];
      });
      break;
    case 'truncate': {
      const bytes = await readFile(file(`${t.log}.events.jsonl`));
      await truncate(file(`${t.log}.events.jsonl`), t.at % bytes.length);
      break;
    }
    case 'definition': {
      const definition = JSON.parse(await readFile(file('definition.json'), 'utf8')) as Record<string, unknown>;
      await writeFile(file('definition.json'), JSON.stringify({ ...definition, resolvedInputs: { note: t.value } }));
      break;
    }
    case 'definition-truncate': {
      const bytes = await readFile(file('definition.json'));
      await truncate(file('definition.json'), t.at % bytes.length);
      break;
    }
    case 'artifact-swap':
      await writeFile(artifact(), JSON.stringify({ schemaVersion: 1, head: null, fingerprint: 'forged', files: [] }));
      break;
    case 'artifact-truncate': {
      const bytes = await readFile(artifact());
      await truncate(artifact(), t.at % bytes.length);
      break;
    }
    case 'checkpoint':
      await writeFile(file('checkpoints/runner-status.json'), t.text);
      break;
  }
  return copy;
}
