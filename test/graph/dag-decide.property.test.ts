// The DAG form keeps a ready set, a settled count and its failed nodes in its state so `decide`
// does not scan every node on every call. This checks that answer against a reference that scans
// everything (dag-reference.ts, from the form's documented rules), over random DAGs driven through
// random dispatch / complete / fail sequences; dag-decide-failures.property.test.ts adds
// conditional and finally nodes, skips and reopenings.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createDagGraph,
  dagPosition,
  graphEventTypes as T,
  type GraphDecision,
  type GraphEvent,
} from '../../src/graph/index.ts';
import { refNode, referenceDecide, type RefNode } from './dag-reference.ts';
import { formSpec } from './helpers.ts';

/** A random DAG: node i may need any node before it. */
const dagArbitrary = fc.integer({ min: 1, max: 9 }).chain((count) =>
  fc.record({
    needs: fc.tuple(...Array.from({ length: count }, (_, i) => fc.subarray(Array.from({ length: i }, (_, j) => j)))),
    optional: fc.array(fc.boolean(), { minLength: count, maxLength: count }),
    retries: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: count, maxLength: count }),
    concurrency: fc.integer({ min: 1, max: 4 }),
    // Per step: which open position settles next, and whether it fails.
    steps: fc.array(fc.record({ pick: fc.nat(), fails: fc.boolean() }), { minLength: 40, maxLength: 40 }),
  }),
);

describe('DAG decide from its indexes', () => {
  it('gives the same decision as a full scan after every dispatch, completion and failure', () => {
    fc.assert(
      fc.property(dagArbitrary, ({ needs, optional, retries, concurrency, steps }) => {
        const name = (i: number) => `n${String(i).padStart(2, '0')}`;
        const definition = {
          nodes: Object.fromEntries(
            needs.map((list, i) => [name(i), { needs: list.map(name), optional: optional[i], retries: retries[i] }]),
          ),
          concurrency,
        };
        const graph = createDagGraph(definition);
        const spec = formSpec({ k: 1 });
        let state = graph.initial(spec);
        const reference = new Map<string, RefNode>(
          needs.map((list, i) => [name(i), refNode(list.map(name), { optional: optional[i]!, retries: retries[i]! })]),
        );
        const openPositions: Array<{ position: string; nodeId: string }> = [];
        const apply = (event: GraphEvent) => (state = graph.fold(state, event));
        for (const step of steps) {
          const decision = graph.decide(state);
          const expected = referenceDecide(reference, concurrency, spec.resolvedInputs);
          expect(decision.kind).toBe(expected.kind);
          if (decision.kind === 'dispatch' && expected.kind === 'dispatch')
            expect(decision.dispatches).toEqual(expected.dispatches);
          if (decision.kind === 'complete') expect(decision).toEqual(expected);
          if (decision.kind !== 'dispatch') return;
          for (const dispatch of decision.dispatches) {
            apply({ type: T.nodeDispatched, session: 1, data: { dispatches: [dispatch] } as never });
            const node = reference.get(dispatch.nodeId)!;
            node.dispatches += 1;
            node.status = 'open';
            openPositions.push({ position: dispatch.position, nodeId: dispatch.nodeId });
          }
          if (openPositions.length === 0) return;
          const [settling] = openPositions.splice(step.pick % openPositions.length, 1);
          const node = reference.get(settling!.nodeId)!;
          if (step.fails) {
            apply({
              type: T.nodeFailed,
              session: 1,
              data: { position: settling!.position, code: 'EFFECT_FAILED', message: 'x', durationMs: 1 },
            });
            node.failures += 1;
            node.lastFailure = 'x';
            node.status = node.failures > node.retries ? 'failed' : 'pending';
          } else {
            apply({
              type: T.nodeCompleted,
              session: 1,
              data: { position: settling!.position, output: { by: settling!.nodeId }, durationMs: 1 },
            });
            node.status = 'completed';
            node.output = { by: settling!.nodeId };
          }
        }
      }),
      { numRuns: 300 },
    );
  });
  it('with finally nodes and no failure, gives the decision the documented rules give', () => {
    // The last `finals` nodes are finally nodes (only those may need one), run once every other
    // node has completed, in ID order as their finally needs complete, told the run's outcome.
    const finallyArbitrary = dagArbitrary.chain((dag) =>
      fc.record({ dag: fc.constant(dag), finals: fc.integer({ min: 1, max: Math.min(3, dag.needs.length) }) }),
    );
    fc.assert(
      fc.property(finallyArbitrary, ({ dag: { needs, concurrency, steps }, finals }) => {
        const count = needs.length;
        const isFinal = (i: number) => i >= count - finals;
        // Finally nodes sort first (f.. before m..): ready ones come ahead of the others in ID order.
        const name = (i: number) => `${isFinal(i) ? 'f' : 'm'}${String(i).padStart(2, '0')}`;
        const inIdOrder = needs.map((_, i) => i).sort((a, b) => (name(a) < name(b) ? -1 : 1));
        const definition = {
          nodes: Object.fromEntries(
            needs.map((list, i) => [name(i), { needs: list.map(name), ...(isFinal(i) ? { finally: true } : {}) }]),
          ),
          concurrency,
        };
        const graph = createDagGraph(definition);
        const inputs = { k: 1 };
        let state = graph.initial(formSpec(inputs));
        const status = new Map<string, 'pending' | 'open' | 'completed'>(needs.map((_, i) => [name(i), 'pending']));
        const outputs = new Map<string, unknown>();
        const expected = (): GraphDecision => {
          const ids = needs.map((_, i) => name(i));
          if (ids.every((id) => status.get(id) === 'completed'))
            return { kind: 'complete', output: Object.fromEntries(outputs) as never };
          const mainDone = ids.every((id, i) => isFinal(i) || status.get(id) === 'completed');
          let slots = concurrency - ids.filter((id) => status.get(id) === 'open').length;
          const dispatches = [];
          for (const i of inIdOrder) {
            const id = name(i);
            if (slots <= 0) break;
            if (isFinal(i) !== mainDone || status.get(id) !== 'pending') continue;
            // A finally node waits only on its finally needs (the others have completed by then).
            if (!needs[i]!.every((need) => status.get(name(need)) === 'completed')) continue;
            const needOutputs = Object.fromEntries(needs[i]!.map((need) => [name(need), outputs.get(name(need))]));
            const input = { inputs, needs: needOutputs, ...(isFinal(i) ? { run: { outcome: 'completed' } } : {}) };
            dispatches.push({ position: dagPosition(id, 1), nodeId: id, input: input as never });
            slots -= 1;
          }
          return { kind: 'dispatch', dispatches };
        };
        const open: Array<{ position: string; nodeId: string }> = [];
        for (const step of steps) {
          const decision = graph.decide(state);
          expect(decision).toEqual(expected());
          if (decision.kind !== 'dispatch') return;
          for (const dispatch of decision.dispatches) {
            state = graph.fold(state, {
              type: T.nodeDispatched,
              session: 1,
              data: { dispatches: [dispatch] } as never,
            });
            status.set(dispatch.nodeId, 'open');
            open.push({ position: dispatch.position, nodeId: dispatch.nodeId });
          }
          if (open.length === 0) return;
          const [settling] = open.splice(step.pick % open.length, 1);
          const output = { by: settling!.nodeId };
          state = graph.fold(state, {
            type: T.nodeCompleted,
            session: 1,
            data: { position: settling!.position, output, durationMs: 1 },
          });
          status.set(settling!.nodeId, 'completed');
          outputs.set(settling!.nodeId, output);
        }
      }),
      { numRuns: 300 },
    );
  });
});
