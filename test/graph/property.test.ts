// Property: random DAGs, a simulated crash at a random append (durable or not, up to two
// crashes), then any sequence of resumes with truthful reconcile answers. No position completes
// twice, no node completes twice, a non-retry-safe node's effect runs exactly once when it
// completes (at most once otherwise), and every run ends in a bounded number of steps.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createDagGraph,
  createGraphExecutor,
  graphEventTypes as T,
  type GraphExecutor,
  type GraphResult,
  type NodeBinding,
} from '../../src/graph/index.ts';
import type { EventLog } from '../../src/store/index.ts';
import { crashingLog, events, hang, never, newRun, ofType, tempStorage, type CrashingLog } from './helpers.ts';

const dagArbitrary = fc.integer({ min: 1, max: 6 }).chain((n) =>
  fc.record({
    nodes: fc.tuple(
      ...Array.from({ length: n }, (_, i) =>
        fc.record({
          needs: fc.subarray(Array.from({ length: i }, (_, j) => j)),
          optional: fc.boolean(),
          retries: fc.integer({ min: 0, max: 1 }),
          retrySafe: fc.boolean(),
          flaky: fc.boolean(),
        }),
      ),
    ),
    concurrency: fc.integer({ min: 1, max: 3 }),
    crashes: fc.array(fc.record({ at: fc.integer({ min: 1, max: 14 }), durable: fc.boolean() }), {
      minLength: 1,
      maxLength: 2,
    }),
    choices: fc.array(fc.nat(), { minLength: 40, maxLength: 40 }),
  }),
);

interface Effect {
  nodeId: string;
  position: string;
  attemptId: string;
}

const CRASH: unique symbol = Symbol('crash');

describe('property: crash anywhere, resume in any order', () => {
  it('no position completes twice and each completed non-retry-safe effect ran exactly once', async () => {
    const storage = await tempStorage();
    const exercised = { crashedRuns: 0, resumes: 0, reconciles: 0 };
    await fc.assert(
      fc.asyncProperty(dagArbitrary, async ({ nodes: specs, concurrency, crashes, choices }) => {
        const ids = specs.map((_, i) => `n${i}`);
        const graph = createDagGraph({
          nodes: Object.fromEntries(
            specs.map((s, i) => [
              ids[i]!,
              { needs: s.needs.map((j) => ids[j]!), optional: s.optional, retries: s.retries },
            ]),
          ),
          concurrency,
        });
        const runId = await newRun(storage, graph);
        const effects: Effect[] = [];
        const executions = new Map<string, number>();
        let generation = 0;
        const deadGenerations = new Set<number>();

        const bindings = (gen: number): Record<string, NodeBinding> =>
          Object.fromEntries(
            specs.map((s, i) => [
              ids[i]!,
              {
                kind: 'data',
                retrySafe: s.retrySafe,
                run: async (_input, ctx) => {
                  await Promise.resolve();
                  if (deadGenerations.has(gen)) return hang();
                  const count = (executions.get(ids[i]!) ?? 0) + 1;
                  executions.set(ids[i]!, count);
                  if (s.flaky && count === 1) throw new Error('flaky first execution');
                  effects.push({ nodeId: ids[i]!, position: ctx.position, attemptId: ctx.attemptId });
                  return `${ids[i]}-out`;
                },
              } satisfies NodeBinding,
            ]),
          );

        let choice = 0;
        const pick = (n: number) => choices[choice++ % choices.length]! % n;
        let log: CrashingLog | EventLog | undefined;
        let executor: GraphExecutor;
        const startGeneration = async () => {
          generation += 1;
          const crash = crashes[generation - 1];
          log = crash === undefined ? undefined : await crashingLog(storage, runId, crash.at, crash.durable);
          executor = createGraphExecutor({
            storage,
            runId,
            graph,
            nodes: bindings(generation),
            engines: [],
            session: generation,
            ...(log === undefined ? {} : { log }),
          });
        };
        const guarded = async (work: Promise<GraphResult>): Promise<GraphResult | typeof CRASH> => {
          if (log === undefined || !('crashed' in log)) return work;
          return Promise.race([work, log.crashed.then((): typeof CRASH => CRASH)]);
        };

        await startGeneration();
        let outcome = await guarded(executor!.run(never()));
        let steps = 0;
        for (;;) {
          steps += 1;
          expect(steps).toBeLessThan(60);
          if (outcome === CRASH) {
            if (deadGenerations.size === 0) exercised.crashedRuns += 1;
            deadGenerations.add(generation);
            await startGeneration();
            outcome = await guarded(executor!.run(never()));
            continue;
          }
          if (outcome.kind === 'complete' || outcome.kind === 'fail') break;
          if (outcome.kind === 'waiting') {
            exercised.resumes += 1;
            outcome = await guarded(executor!.resume(outcome.positions[pick(outcome.positions.length)]!, never()));
            continue;
          }
          const pause = outcome.pauses[pick(outcome.pauses.length)]!;
          const request = pause.request as { kind: string; attemptId: string };
          expect(request.kind).toBe('reconcile-attempt');
          exercised.reconciles += 1;
          // A truthful person: complete if that attempt's effect happened, else retry or fail.
          const happened = effects.some((e) => e.attemptId === request.attemptId);
          const decision = happened
            ? ({ decision: 'complete', output: `${pause.nodeId}-out`, decidedBy: 'oracle' } as const)
            : pick(2) === 0
              ? ({ decision: 'retry', decidedBy: 'oracle' } as const)
              : ({ decision: 'fail', decidedBy: 'oracle' } as const);
          outcome = await guarded(executor!.resume(pause.position, never(), decision));
        }
        if (log !== undefined && !('crashed' in log && log.dead)) await log.close();

        const list = await events(storage, runId);
        const completed = ofType(list, T.nodeCompleted);
        const positions = completed.map((e) => e.data.position as string);
        expect(new Set(positions).size).toBe(positions.length);
        const completedNodes = completed.map((e) => e.data.position.split('/')[1] as string);
        expect(new Set(completedNodes).size).toBe(completedNodes.length);
        specs.forEach((s, i) => {
          const id = ids[i]!;
          const count = effects.filter((e) => e.nodeId === id).length;
          const done = completedNodes.includes(id);
          // A run can end (e.g. a required node failed) with an uncertain attempt still paused.
          if (!s.retrySafe) expect(count).toBeLessThanOrEqual(1);
          if (!s.retrySafe && done) expect(count).toBe(1);
          else if (done) expect(count).toBeGreaterThanOrEqual(1);
        });
        if (outcome.kind === 'complete')
          expect(Object.keys(outcome.output as object).sort()).toEqual([...completedNodes].sort());
      }),
      { numRuns: 50 },
    );
    // The property is not vacuous: crashes, resumes and reconcile answers all happened.
    expect(exercised.crashedRuns).toBeGreaterThan(10);
    expect(exercised.resumes).toBeGreaterThan(5);
    expect(exercised.reconciles).toBeGreaterThan(0);
  });
});
