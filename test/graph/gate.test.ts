// Answers through the library: an action policy waits with a request (a gate, or any request), the
// answer is recorded with the resume (node-resumed, with who answered) and the policy reads it on
// resume. A resume naming another pause record is RESUME_EVENT_MISMATCH and records nothing.
import { describe, expect, it } from 'vitest';
import {
  checkGateAnswer,
  createDagGraph,
  createGraphExecutor,
  GraphError,
  graphEventTypes as T,
  parseGateRequest,
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

/** A one-node run whose policy asks with `request`: its executor, not yet run. */
async function askingRun(request: unknown) {
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
  return { storage, runId, executor, seen };
}

async function setup(request: unknown) {
  const { storage, runId, executor, seen } = await askingRun(request);
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

  it('reads a number field from decimal text only, as a dispatch input gives it', () => {
    const request = { kind: 'gate', question: 'How many?', fields: [{ name: 'n', type: 'number', required: true }] };
    const parsed = parseGateRequest(request)!;
    for (const [given, read] of [
      ['3', 3],
      [' -2.5 ', -2.5],
      ['1e3', 1000],
      [7, 7],
    ] as const)
      expect(checkGateAnswer(parsed, { n: given })).toEqual({ n: read });
    for (const given of ['0x10', '0b1', '0o7', '1e400', 'Infinity', '1_000'])
      expect(() => checkGateAnswer(parsed, { n: given })).toThrow(/answer field "n" accepts a number/);
  });

  it('reads a choice from a JSON number or boolean whose text is an option, recording the option', () => {
    const request = {
      kind: 'gate',
      question: 'Which?',
      fields: [
        { name: 'n', type: 'choice', options: ['1', '2'], required: true },
        { name: 'b', type: 'choice', options: ['true', 'later'] },
      ],
    };
    const parsed = parseGateRequest(request)!;
    // `--answer '{"n":1}'` reads like the option "1": the recorded answer is the option's text.
    expect(checkGateAnswer(parsed, { n: 1, b: true })).toEqual({ n: '1', b: 'true' });
    expect(checkGateAnswer(parsed, { n: '2' })).toEqual({ n: '2' });
    expect(() => checkGateAnswer(parsed, { n: 3 })).toThrow('answer field "n" accepts one of "1", "2", got 3');
    expect(() => checkGateAnswer(parsed, { n: 1.5 })).toThrow(/answer field "n" accepts one of "1", "2"/);
    expect(() => checkGateAnswer(parsed, { n: ['1'] })).toThrow(/answer field "n" accepts one of "1", "2"/);
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

describe('a request of kind gate that is not a gate', () => {
  // Each would have been recorded as a plain pause: no answer required, any answer from anyone.
  const malformed: Array<[string, Record<string, unknown>, string]> = [
    [
      'fields as a map (the graph file shape)',
      {
        ...gateRequest,
        fields: { choice: { type: 'choice', options: ['ship', 'hold'], required: true } },
      },
      'fields must be a list of fields ({ name, type, options, required, default, description }), not a map of names to fields as in a graph file\'s `ask:`: write [{ name: "choice", type: ... }]',
    ],
    [
      'an unknown field type',
      { ...gateRequest, fields: [{ name: 'note', type: 'text' }] },
      'fields[0] ("note").type must be one of choice, string, boolean, number',
    ],
    [
      'a choice without options',
      { ...gateRequest, fields: [{ name: 'choice', type: 'choice', required: true }] },
      'fields[0] ("choice").options a choice field needs options (a list of strings)',
    ],
    [
      'a misspelt allowedActors',
      { kind: 'gate', question: 'Ship?', fields: gateRequest.fields, 'allowed-actors': ['alice'] },
      'unknown key "allowed-actors" (a gate request takes kind, question, fields, allowedActors, deadline and text)',
    ],
    [
      'a default that is not an option',
      { ...gateRequest, fields: [{ name: 'choice', type: 'choice', options: ['ship'], default: 'maybe' }] },
      'fields[0] ("choice").default must be one of "ship"',
    ],
    [
      'a deadline that is not a date',
      { ...gateRequest, deadline: 'next week' },
      'deadline must be an ISO 8601 date-time string',
    ],
  ];

  it.each(malformed)(
    'fails the node EFFECT_FAILED naming the problem, recording no pause: %s',
    async (_, request, problem) => {
      const { storage, runId, executor } = await askingRun(request);
      const result = await executor.run(never());
      expect(result).toMatchObject({ kind: 'fail', code: 'DAG_NODE_FAILED' });
      const all = await events(storage, runId);
      expect(ofType(all, T.nodePaused)).toEqual([]);
      expect(ofType(all, T.nodeResumed)).toEqual([]);
      expect(ofType(all, T.attemptStarted)).toEqual([]);
      expect(ofType(all, T.nodeFailed).map((e) => [e.data.code, e.data.message])).toEqual([
        [
          'EFFECT_FAILED',
          `the action policy paused with a request of kind "gate" that is not a valid gate request: ${problem}`,
        ],
      ]);
    },
  );

  it('a field without required is optional (required: false) and the request is still a gate', async () => {
    const request = {
      ...gateRequest,
      fields: [
        { name: 'choice', type: 'choice', options: ['ship', 'hold'], required: true },
        { name: 'note', type: 'string' },
      ],
    };
    const { storage, runId, executor, pause } = await setup(request);
    const before = (await events(storage, runId)).length;
    const resume = (values: Record<string, unknown>, answeredBy: string) =>
      codeOf(
        executor.resume(pause.position, never(), undefined, {
          pauseEventId: pause.eventId,
          answer: { values: values as never, answeredBy },
        }),
      );
    expect(await resume({ choice: 'maybe', extra: 1 }, 'alice')).toBe(
      'RESUME_ANSWER: answer field "extra" is not asked for; the fields are: choice, note',
    );
    expect(await resume({ choice: 'maybe' }, 'alice')).toBe(
      'RESUME_ANSWER: answer field "choice" accepts one of "ship", "hold", got "maybe"',
    );
    expect(await resume({ choice: 'ship' }, 'mallory')).toBe(
      'RESUME_ACTOR: "mallory" may not answer this gate; it may be answered by: alice',
    );
    expect((await events(storage, runId)).length).toBe(before);
    const { checkResumeAnswer } = await import('../../src/runner/lifecycle/answer.ts');
    expect(() => checkResumeAnswer(undefined, { position: pause.position, request }, 'policy')).toThrow(
      /is a gate waiting for an answer to "Ship\?"; resume it with an answer \(a JSON object: choice \(required\): one of "ship", "hold"; note: a string\)/,
    );
    const done = await executor.resume(pause.position, never(), undefined, {
      pauseEventId: pause.eventId,
      answer: { values: { choice: 'hold' }, answeredBy: 'alice' },
    });
    expect(done).toEqual({ kind: 'complete', output: { ask: { choice: 'hold' } } });
  });

  it('a before hook that pauses with a malformed gate fails the attempt the same way', async () => {
    const storage = await tempStorage();
    const graph = createDagGraph({ nodes: { ask: { needs: [] } } });
    const runId = await newRun(storage, graph);
    const executor = createGraphExecutor({
      storage,
      runId,
      graph,
      nodes: { ask: { kind: 'data', retrySafe: true, run: () => Promise.resolve('ran') } },
      engines: [],
      session: 1,
      attemptHooks: {
        before: () =>
          Promise.resolve({ pause: { reason: 'asks', request: { kind: 'gate', question: 'Ship?', fields: {} } } }),
      },
    });
    expect(await executor.run(never())).toMatchObject({ kind: 'fail', code: 'DAG_NODE_FAILED' });
    const all = await events(storage, runId);
    expect(ofType(all, T.nodePaused)).toEqual([]);
    expect(ofType(all, T.nodeFailed).map((e) => e.data.message)).toEqual([
      expect.stringMatching(
        /^the before hook paused with a request of kind "gate" that is not a valid gate request: fields must be a list/,
      ),
    ]);
  });

  it('other requests stay plain policy pauses', async () => {
    for (const request of [{ kind: 'approval', fields: { a: 1 } }, 'gate', ['gate'], null]) {
      const { executor, pause } = await setup(request);
      const done = await executor.resume(pause.position, never(), undefined, {
        pauseEventId: pause.eventId,
        answer: { values: { anything: 1 }, answeredBy: 'anyone' },
      });
      expect(done).toMatchObject({ kind: 'complete' });
    }
  });
});
