// After a failure the DAG form decides from what it keeps in its state (the blocked nodes, the
// failed ones, the ready set) instead of scanning every node on every decision. This checks its
// decisions against a reference that scans everything (dag-reference.ts, from the form's documented
// rules), over random DAGs with optional, conditional and finally nodes and retries, driven through
// random completions, skips, failures and reopenings of the failed nodes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDagGraph, dagPosition, graphEventTypes as T, type GraphEvent } from '../../src/graph/index.ts';
import { refNode, referenceDecide, type RefNode } from './dag-reference.ts';
import { formSpec } from './helpers.ts';

/** A random DAG: node i may need any node before it; the last `finals` are finally nodes. */
const dagArbitrary = fc.integer({ min: 1, max: 10 }).chain((count) =>
  fc.record({
    needs: fc.tuple(...Array.from({ length: count }, (_, i) => fc.subarray(Array.from({ length: i }, (_, j) => j)))),
    optional: fc.array(fc.boolean(), { minLength: count, maxLength: count }),
    conditional: fc.array(fc.boolean(), { minLength: count, maxLength: count }),
    retries: fc.array(fc.integer({ min: 0, max: 1 }), { minLength: count, maxLength: count }),
    finals: fc.integer({ min: 0, max: Math.min(3, count) }),
    finallyFirst: fc.boolean(),
    concurrency: fc.integer({ min: 1, max: 4 }),
    // Per step: which open position settles next, and how; or the failed nodes are reopened.
    steps: fc.array(
      fc.record({
        pick: fc.nat(),
        outcome: fc.constantFrom('complete', 'complete', 'fail', 'fail', 'skip', 'reopen'),
      }),
      { minLength: 30, maxLength: 50 },
    ),
  }),
);

describe('DAG decide after failures', () => {
  it('gives the decision a full scan of the documented rules gives, through failures, skips and reopenings', () => {
    fc.assert(
      fc.property(
        dagArbitrary,
        ({ needs, optional, conditional, retries, finals, finallyFirst, concurrency, steps }) => {
          const count = needs.length;
          const isFinal = (i: number) => i >= count - finals;
          // Finally nodes sort first or last in ID order.
          const name = (i: number) => `${isFinal(i) ? (finallyFirst ? 'f' : 'z') : 'm'}${String(i).padStart(2, '0')}`;
          const definition = {
            nodes: Object.fromEntries(
              needs.map((list, i) => [
                name(i),
                {
                  needs: list.map(name),
                  optional: optional[i],
                  retries: retries[i],
                  ...(conditional[i] === true ? { conditional: true } : {}),
                  ...(isFinal(i) ? { finally: true } : {}),
                },
              ]),
            ),
            concurrency,
          };
          const graph = createDagGraph(definition);
          const inputs = { k: 1 };
          let state = graph.initial(formSpec(inputs));
          const reference = new Map<string, RefNode>(
            Object.entries(definition.nodes).map(([id, node]) => [
              id,
              refNode(node.needs, {
                optional: node.optional!,
                conditional: node.conditional === true,
                final: node.finally === true,
                retries: node.retries!,
              }),
            ]),
          );
          const open: Array<{ position: string; nodeId: string }> = [];
          const apply = (event: GraphEvent) => (state = graph.fold(state, event));
          for (const step of steps) {
            const decision = graph.decide(state);
            expect(decision).toEqual(referenceDecide(reference, concurrency, inputs));
            if (decision.kind === 'dispatch')
              for (const dispatch of decision.dispatches) {
                apply({ type: T.nodeDispatched, session: 1, data: { dispatches: [dispatch] } as never });
                reference.get(dispatch.nodeId)!.dispatches += 1;
                reference.get(dispatch.nodeId)!.status = 'open';
                open.push({ position: dispatch.position, nodeId: dispatch.nodeId });
              }
            if (step.outcome === 'reopen' || decision.kind === 'fail') {
              // A person reopens the failed run: every failed node starts its retries afresh, and
              // (when anything failed) every settled finally node runs again.
              const failed = [...reference].filter(([, node]) => node.status === 'failed').map(([id]) => id);
              apply({ type: T.runReopened, session: 1, data: { nodes: failed } });
              const finals = [...reference].filter(
                ([, node]) =>
                  failed.length > 0 && node.final && ['completed', 'skipped', 'failed'].includes(node.status),
              );
              for (const id of [...failed, ...finals.map(([finalId]) => finalId)])
                Object.assign(reference.get(id)!, { status: 'pending', failures: 0 });
              continue;
            }
            if (decision.kind === 'complete' || open.length === 0) return;
            const [settling] = open.splice(step.pick % open.length, 1);
            const node = reference.get(settling!.nodeId)!;
            const data: Record<string, unknown> = { position: settling!.position, durationMs: 1 };
            if (step.outcome === 'fail') {
              apply({
                type: T.nodeFailed,
                session: 1,
                data: { ...data, code: 'EFFECT_FAILED', message: `x${step.pick}` },
              });
              node.failures += 1;
              node.lastFailure = `x${step.pick}`;
              node.status = node.failures > node.retries ? 'failed' : 'pending';
            } else if (step.outcome === 'skip') {
              apply({ type: T.nodeCompleted, session: 1, data: { ...data, skipped: { reason: 'r' } } });
              node.status = 'skipped';
              node.output = null;
            } else {
              apply({ type: T.nodeCompleted, session: 1, data: { ...data, output: { by: node.needs } } });
              node.status = 'completed';
              node.output = { by: node.needs };
            }
          }
        },
      ),
      // Fewer runs missed a conditional node retried after the failures were last worked out.
      { numRuns: 5000 },
    );
  });

  it('a blocked node the log shows dispatched (a log the form did not decide) keeps the run open until it settles', () => {
    const graph = createDagGraph({ nodes: { a: { needs: [], optional: true }, b: { needs: ['a'] } } });
    let state = graph.initial(formSpec());
    const apply = (type: string, data: Record<string, unknown>) =>
      (state = graph.fold(state, { type, session: 1, data: data as never }));
    apply(T.nodeDispatched, { dispatches: [{ position: dagPosition('a', 1), nodeId: 'a' }] });
    apply(T.nodeFailed, { position: dagPosition('a', 1), code: 'EFFECT_FAILED', message: 'x', durationMs: 1 });
    // b is blocked: the run would complete without it.
    expect(graph.decide(state)).toEqual({ kind: 'complete', output: {} });
    apply(T.nodeDispatched, { dispatches: [{ position: dagPosition('b', 1), nodeId: 'b' }] });
    expect(graph.decide(state)).toEqual({ kind: 'dispatch', dispatches: [] });
    apply(T.nodeCompleted, { position: dagPosition('b', 1), output: 2, durationMs: 1 });
    expect(graph.decide(state)).toEqual({ kind: 'complete', output: { b: 2 } });
  });
});
