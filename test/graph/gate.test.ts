// Answers through the library: an action policy waits with a request (a gate, or any request), the
// answer is recorded with the resume (node-resumed, with who answered) and the policy reads it on
// resume. A resume naming another pause record is RESUME_EVENT_MISMATCH and records nothing.
import { describe, expect, it } from 'vitest';
import {
  createDagGraph,
  createGraphExecutor,
  GraphError,
  graphEventTypes as T,
  type ActionPolicy,
  type DataNodeBinding,
} from '../../src/graph/index.ts';
import { events, never, newRun, ofType, tempStorage } from './helpers.ts';

const gateRequest = {
  kind: 'gate',
  question: 'Ship?',
  fields: [{ name: 'choice', type: 'choice', options: ['ship', 'hold'], required: true }],
  allowedActors: ['alice'],
};

function asking(request: unknown, seen: unknown[]): DataNodeBinding {
  const policy: ActionPolicy = (ctx) => {
    seen.push(ctx.resumedFrom?.answer);
    return Promise.resolve(
      ctx.resumedFrom?.answer === undefined
        ? { decision: 'wait', reason: 'asks', request: request as never }
        : { decision: 'allow' },
    );
  };
  return {
    kind: 'data',
    retrySafe: true,
    policy,
    run: (_input, ctx) => Promise.resolve(ctx.resumedFrom?.answer?.values ?? null),
  };
}

async function setup(request: unknown) {
  const storage = await tempStorage();
  const graph = createDagGraph({ nodes: { ask: { needs: [] } } });
  const runId = await newRun(storage, graph);
  const seen: unknown[] = [];
  const executor = createGraphExecutor({
    storage,
    runId,
    graph,
    nodes: { ask: asking(request, seen) },
    engines: [],
    session: 1,
  });
  const paused = await executor.run(never());
  if (paused.kind !== 'pause') throw new Error('expected a pause');
  return { storage, runId, executor, seen, pause: paused.pauses[0]! };
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => (error instanceof GraphError ? `${error.code}: ${error.message}` : String(error)),
  );

describe('answers to policy pauses', () => {
  it('records the answer with who answered and hands it to the policy and node code', async () => {
    const { storage, runId, executor, seen, pause } = await setup({ kind: 'approval', what: 'deploy' });
    const answer = { values: { ok: true, ticket: 'T-1' }, answeredBy: 'carol' };
    const done = await executor.resume(pause.position, never(), undefined, { pauseEventId: pause.eventId, answer });
    expect(done).toEqual({ kind: 'complete', output: { ask: { ok: true, ticket: 'T-1' } } });
    expect(seen).toEqual([undefined, answer]);
    const resumed = ofType(await events(storage, runId), T.nodeResumed);
    expect(resumed.map((e) => e.data)).toEqual([{ position: 'dag/ask/1', pauseEventId: pause.eventId, answer }]);
  });

  it('checks a gate answer against its fields and allowed actors; a refusal records nothing', async () => {
    const { storage, runId, executor, pause } = await setup(gateRequest);
    const before = (await events(storage, runId)).length;
    const resume = (values: Record<string, unknown>, answeredBy: string, pauseEventId = pause.eventId) =>
      codeOf(
        executor.resume(pause.position, never(), undefined, {
          pauseEventId,
          answer: { values: values as never, answeredBy },
        }),
      );
    expect(await resume({ choice: 'later' }, 'alice')).toBe(
      'RESUME_ANSWER: answer field "choice" accepts one of "ship", "hold", got "later"',
    );
    expect(await resume({}, 'alice')).toBe(
      'RESUME_ANSWER: answer field "choice" is required: give one of "ship", "hold"',
    );
    expect(await resume({ choice: 'ship' }, 'bob')).toBe(
      'RESUME_ACTOR: "bob" may not answer this gate; it may be answered by: alice',
    );
    expect(await resume({ choice: 'ship' }, 'alice', 'another-pause')).toMatch(/^RESUME_EVENT_MISMATCH: /);
    expect((await events(storage, runId)).length).toBe(before);
    const done = await executor.resume(pause.position, never(), undefined, {
      pauseEventId: pause.eventId,
      answer: { values: { choice: 'ship' }, answeredBy: 'Alice' },
    });
    expect(done).toEqual({ kind: 'complete', output: { ask: { choice: 'ship' } } });
  });

  it("a gate resumed without an answer asks again (the seed's repeated wait)", async () => {
    const { executor, pause, seen } = await setup(gateRequest);
    const again = await executor.resume(pause.position, never(), undefined, { pauseEventId: pause.eventId });
    expect(again).toMatchObject({ kind: 'pause', positions: ['dag/ask/1'] });
    expect(seen).toEqual([undefined, undefined]);
  });
});

describe('an answer to a pause that takes none', () => {
  it('is refused RESUME_ANSWER, saying what does resume a budget pause or a reconcile request', async () => {
    const { gateResume } = await import('../../src/graph/executor/gate.ts');
    const at = (pauseKind: string) => () =>
      gateResume({ pauseKind, request: {} }, { values: {}, answeredBy: 'a' }, new Date(), 'dag/n/1');
    expect(at('budget')).toThrow(/it is a budget pause\); resume it without an answer, raising the limit it reached$/);
    expect(at('reconcile-attempt')).toThrow(/resume it without an answer, with a decision$/);
    expect(at('engine')).toThrow(/\(it is an engine pause\); resume it without an answer$/);
  });
});
