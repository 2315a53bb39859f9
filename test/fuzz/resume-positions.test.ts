// Resuming a real paused run with hostile positions and decisions: RESUME_POSITION (not a recorded
// pause), RESUME_DECISION (a decision on a pause that is not a reconcile pause) or INVALID_OPTIONS,
// with the position quoted as JSON in the message; never a worker started, never the run changed.
import fc from 'fast-check';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSupervisedRunError, resumeSupervisedRun } from '../../src/runner/index.ts';
import { markedChildren } from '../support/processes.ts';
import { hostileString } from './arbitraries.ts';
import { pausedRun, type PausedRun } from './stored-run.ts';

let run: PausedRun;
beforeAll(async () => {
  run = await pausedRun();
}, 60_000);
afterAll(() => run?.cleanup());

const decisionArb = fc.option(
  fc.oneof(
    fc.record({ decision: fc.constantFrom('retry', 'complete', 'fail', 'maybe'), decidedBy: hostileString }),
    fc.record({
      decision: fc.constant('complete'),
      output: fc.jsonValue({ maxDepth: 2 }),
      decidedBy: fc.constant('ops'),
    }),
    fc.anything({ maxDepth: 1 }),
  ),
  { nil: undefined },
);

describe('resume positions and decisions (fuzz)', () => {
  it('refuse a position that is not a recorded pause, or a decision it does not take, before any worker is launched, leaving no process', async () => {
    const logs = async () =>
      Promise.all(
        ['graph', 'runner'].map((log) =>
          readFile(path.join(run.store, run.namespace, 'runs', run.runId, `${log}.events.jsonl`)),
        ),
      );
    const before = await logs();
    await fc.assert(
      fc.asyncProperty(
        hostileString.filter((p) => p !== run.position),
        decisionArb,
        async (position, decision) => {
          const launched: string[] = [];
          const outcome = await resumeSupervisedRun({
            storage: { directory: run.store, namespace: run.namespace },
            runId: run.runId,
            runRoot: run.repo,
            position,
            ...(decision === undefined ? {} : { decision: decision as never }),
            onEvent: (event) => launched.push(event.event.type),
          }).then(
            (handle) => handle.done,
            (e: unknown) => e,
          );
          if (!isSupervisedRunError(outcome))
            throw new Error(`resumed at ${JSON.stringify(position)}: ${JSON.stringify(outcome).slice(0, 200)}`);
          expect(['RESUME_POSITION', 'RESUME_DECISION', 'INVALID_OPTIONS']).toContain(outcome.code);
          if (outcome.code === 'RESUME_POSITION') expect(outcome.message).toContain(JSON.stringify(position));
          expect(launched).toEqual([]);
          // The worker the resume started while it verified was stopped before the refusal returned.
          expect(markedChildren(run.runId)).toEqual([]);
        },
      ),
      { numRuns: 60 },
    );
    expect(await logs()).toEqual(before); // nothing was appended by any refusal
  });

  it('refuse a decision on a policy pause with RESUME_DECISION, naming the pause kind', async () => {
    const outcome = await resumeSupervisedRun({
      storage: { directory: run.store, namespace: run.namespace },
      runId: run.runId,
      runRoot: run.repo,
      position: run.position,
      decision: { decision: 'complete', decidedBy: 'fuzz' },
    }).then(
      (handle) => handle.done,
      (e: unknown) => e,
    );
    expect(isSupervisedRunError(outcome, 'RESUME_DECISION')).toBe(true);
    expect((outcome as Error).message).toContain('policy');
  });
});
