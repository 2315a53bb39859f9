// A fold of a stored run from the start takes each log batch by batch as the read verifies it
// (ReadEventsOptions.eachBatch), and folds to exactly what a fold of the whole reads gives; a store
// that returns the records instead of handing them over folds to the same.
import { afterEach, describe, expect, it } from 'vitest';
import { startSupervisedRun } from '../../src/runner/index.ts';
import { loadDefinition } from '../../src/runner/records/stored-run.ts';
import { foldReads, foldStoredRun } from '../../src/runner/status/fold-stored.ts';
import { VerifiedStoredRun } from '../../src/runner/status/verified-read.ts';
import { createLocalRunStorage } from '../../src/store/index.ts';
import type { ReadEventsOptions, RunStorage } from '../../src/store/contract.ts';
import { fixture, type Fixture } from './helpers.ts';

let f: Fixture | undefined;
afterEach(async () => {
  await f?.cleanup();
  f = undefined;
});

/** `storage` with the options of each readEvents call recorded; with `returnRecords`, eachBatch is ignored. */
function spied(storage: RunStorage, returnRecords = false) {
  const calls: Array<{ log: string; options: ReadEventsOptions | undefined }> = [];
  const wrapped = Object.create(storage, {
    readEvents: {
      value: (...args: Parameters<RunStorage['readEvents']>) => {
        const [runId, log, from, options] = args;
        calls.push({ log, options });
        if (!returnRecords || options === undefined) return storage.readEvents(...args);
        const { eachBatch: _ignored, ...rest } = options;
        return storage.readEvents(runId, log, from, rest);
      },
    },
  }) as RunStorage;
  return { storage: wrapped, calls };
}

describe('folds batch by batch', () => {
  it('fold both logs as each batch is verified, to what a fold of the whole reads gives', async () => {
    f = await fixture({ a: {}, b: { needs: ['a'] }, c: { needs: ['b'], retrySafe: true } });
    expect((await (await startSupervisedRun(f.options)).done).kind).toBe('complete');
    const storage = await createLocalRunStorage(f.storage);
    const { definition } = await loadDefinition(storage, f.runId);
    const reads = {
      runner: await storage.readEvents(f.runId, 'runner', undefined, { digest: true }),
      graph: await storage.readEvents(f.runId, 'graph', undefined, { digest: true }),
    };
    const whole = foldReads(f.runId, definition, undefined, reads);
    expect(whole.folded).toBe(reads.runner.events.length + reads.graph.events.length);

    const streamed = spied(storage);
    const { digests: _digests, ...plain } = whole;
    expect(await foldStoredRun(streamed.storage, f.runId, { useCheckpoint: false })).toEqual(plain);
    expect(streamed.calls.map((call) => [call.log, typeof call.options?.eachBatch])).toEqual([
      ['runner', 'function'],
      ['graph', 'function'],
    ]);

    const verified = spied(storage);
    expect((await VerifiedStoredRun.read(verified.storage, f.runId)).folded).toEqual(whole);
    expect(verified.calls.every((call) => call.options?.digest === true && call.options.eachBatch !== undefined)).toBe(
      true,
    );

    // A store that returns the records instead of handing them over.
    const returning = spied(storage, true);
    expect(await foldStoredRun(returning.storage, f.runId, { useCheckpoint: false })).toEqual(plain);
    expect((await VerifiedStoredRun.read(returning.storage, f.runId)).folded).toEqual(whole);
  });
});
