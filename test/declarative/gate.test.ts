// Gate nodes (`ask:`) through a graph file, a real watchdog and worker: the run pauses with a gate
// request; a resume with an answer (checked against the fields and allowed actors, nothing recorded
// on a refusal) continues it, and the answer is the node's output for later nodes.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resumeDeclarativeRun } from '../../src/declarative/start.ts';
import { readSupervisedRunStatus } from '../../src/runner/index.ts';
import { nodeResumedSchema } from '../../src/graph/index.ts';
import { openStorage } from '../../src/runner/records/storage.ts';
import { common, nodeScript, runGraph } from './flow-helpers.ts';
import { issueTexts, loadError, useTempRoots } from './helpers.ts';

useTempRoots();

const record = (name: string) =>
  nodeScript(
    `require('fs').mkdirSync('marks',{recursive:true});require('fs').appendFileSync('marks/${name}',process.argv.slice(1).join(' ')+'\\n')`,
  );

const graph = (extra = '') => `version: 1
inputs:
  version: { default: v1 }
nodes:
  build:
    run: ${record('build')}
  approve:
    needs: [build]
    ask:
      question: "Ship {{ inputs.version }}?"
      fields:
        choice: { type: choice, options: [ship, hold], required: true, description: what to do }
        note: { type: string, default: none }
        count: { type: number }
      allowed-actors: [alice, bob]
${extra}
  publish:
    needs: [approve]
    when: { value: "{{ needs.approve.output.choice }}", equals: ship }
    run: [${JSON.stringify(process.execPath)}, -e, "require('fs').appendFileSync('marks/publish', process.argv.slice(1).join(' ') + ' ' + process.env.NOTE + '\\\\n')", "{{ needs.approve.output.choice }}"]
    env: { NOTE: "{{ needs.approve.output.note }}" }
  announce:
    needs: [approve]
    engine: echo
    prompt: "Decision: {{ needs.approve.output.choice }} ({{ needs.approve.output.note }})"
engines:
  echo:
    kind: mock
    responses: [{ echo: true }]
`;

async function resume(
  ctx: { root: string; storage: { directory: string; namespace: string }; runId: string },
  extra: Record<string, unknown>,
) {
  const handle = await resumeDeclarativeRun({
    restart: common.restart,
    teardownGraceMs: common.teardownGraceMs,
    runId: ctx.runId,
    runRoot: ctx.root,
    storage: ctx.storage,
    position: 'dag/approve/1',
    ...extra,
  });
  return handle.done;
}

async function graphEventCount(ctx: { storage: { directory: string; namespace: string }; runId: string }) {
  const storage = await openStorage(ctx.storage);
  return (await storage.readEvents(ctx.runId, 'graph')).events.length;
}

describe('gate nodes', () => {
  it('pauses with a gate request, refuses bad answers without recording, and the answer flows to later nodes', async () => {
    const ctx = await runGraph(graph());
    expect(ctx.result).toMatchObject({ kind: 'pause', positions: ['dag/approve/1'] });
    const pause = ctx.status.pauses[0]!;
    expect(pause.request).toMatchObject({
      kind: 'gate',
      question: 'Ship v1?',
      allowedActors: ['alice', 'bob'],
      fields: [
        { name: 'choice', type: 'choice', options: ['ship', 'hold'], required: true, description: 'what to do' },
        { name: 'note', type: 'string', required: false, default: 'none' },
        { name: 'count', type: 'number', required: false },
      ],
    });
    expect((pause.request as { text: string }).text).toContain('- choice (required): one of "ship", "hold"');
    const before = await graphEventCount(ctx);

    await expect(resume(ctx, {})).rejects.toMatchObject({
      code: 'RESUME_ANSWER',
      message: expect.stringContaining('choice (required): one of "ship", "hold"'),
    });
    await expect(resume(ctx, { answer: { values: { choice: 'maybe' }, answeredBy: 'alice' } })).rejects.toMatchObject({
      code: 'RESUME_ANSWER',
      message: 'answer field "choice" accepts one of "ship", "hold", got "maybe"',
    });
    await expect(
      resume(ctx, { answer: { values: { count: 'x', choice: 'ship' }, answeredBy: 'alice' } }),
    ).rejects.toMatchObject({
      code: 'RESUME_ANSWER',
      message: expect.stringContaining('answer field "count" accepts a number'),
    });
    await expect(
      resume(ctx, { answer: { values: { choice: 'ship', extra: 1 }, answeredBy: 'alice' } }),
    ).rejects.toMatchObject({
      code: 'RESUME_ANSWER',
      message: expect.stringContaining('"extra" is not asked for'),
    });
    await expect(resume(ctx, { answer: { values: { choice: 'ship' }, answeredBy: 'mallory' } })).rejects.toMatchObject({
      code: 'RESUME_ACTOR',
      message: '"mallory" may not answer this gate; it may be answered by: alice, bob',
    });
    expect(await graphEventCount(ctx)).toBe(before);

    const done = await resume(ctx, { answer: { values: { choice: 'ship', count: '3' }, answeredBy: 'Bob' } });
    expect(done).toMatchObject({
      kind: 'complete',
      output: {
        approve: { choice: 'ship', note: 'none', count: 3 },
        announce: 'Decision: ship (none)',
      },
    });
    expect(await readFile(join(ctx.root, 'marks/publish'), 'utf8')).toBe('ship none\n');
    const status = await readSupervisedRunStatus({ runId: ctx.runId, storage: ctx.storage });
    const storage = await openStorage(ctx.storage);
    const resumed = (await storage.readEvents(ctx.runId, 'graph')).events.filter(
      (e) => e.type === 'graph:node-resumed',
    );
    expect(resumed).toHaveLength(1);
    expect(nodeResumedSchema().parse(resumed[0]!.data)).toMatchObject({
      pauseEventId: pause.eventId,
      answer: { values: { choice: 'ship', note: 'none', count: 3 }, answeredBy: 'Bob' },
    });
    expect(status.phase).toBe('completed');
  });

  it('an answer the store would refuse (a known secret as it is or encoded, or too large) is refused without recording; the gate still waits', async () => {
    const secret = 'tok-9f2c41d7e8';
    const ctx = await runGraph(graph(), { knownSecrets: [secret] });
    expect(ctx.result).toMatchObject({ kind: 'pause', positions: ['dag/approve/1'] });
    const before = await graphEventCount(ctx);
    const answer = (note: string, answeredBy = 'alice') => ({
      answer: { values: { choice: 'ship', note }, answeredBy },
    });
    await expect(resume(ctx, answer(`pasted ${secret}`))).rejects.toMatchObject({
      code: 'INVALID_OPTIONS',
      message:
        'options.answer.values.note: holds a known secret; it would be recorded with the run, so nothing was recorded',
    });
    const base64 = Buffer.from(`u:${secret}`).toString('base64');
    await expect(resume(ctx, answer(`Basic ${base64}`))).rejects.toMatchObject({
      code: 'INVALID_OPTIONS',
      message: expect.stringMatching(/^options\.answer\.values\.note: holds a known secret \(base64\);/),
    });
    await expect(resume(ctx, answer('fine', `alice ${secret}`))).rejects.toMatchObject({
      message: expect.stringContaining('options.answer.answeredBy: holds a known secret'),
    });
    await expect(resume(ctx, answer('z'.repeat(250_000)))).rejects.toMatchObject({
      code: 'INVALID_OPTIONS',
      message: expect.stringMatching(
        /^options\.answer: 2500\d\d bytes as JSON; what one call records is limited to 245760 bytes \(the store's maxEventPayloadBytes less room for the record's own fields\)/,
      ),
    });
    expect(await graphEventCount(ctx)).toBe(before);
    expect((await readSupervisedRunStatus({ runId: ctx.runId, storage: ctx.storage })).phase).toBe('paused');
    const done = await resume(ctx, answer('clean'));
    expect(done).toMatchObject({ kind: 'complete', output: { approve: { choice: 'ship', note: 'clean' } } });
  });

  it('an answer as large as what one call may record goes through every record that carries it', async () => {
    // Exactly the limit (the store's 256 KiB less 16 KiB), as JSON: more than half the store's event
    // limit, which the input check once held it to.
    const ctx = await runGraph(
      'version: 1\nnodes:\n  approve:\n    ask:\n      question: Ship?\n      fields:\n        note: { type: string, required: true }\n',
    );
    const note = 'c'.repeat(245_760 - '{"answeredBy":"alice","values":{"note":""}}'.length);
    const done = await resume(ctx, { answer: { values: { note }, answeredBy: 'alice' } });
    expect(done).toEqual({ kind: 'complete', output: { approve: { note } } });
  });

  it('an answer naming hold skips the node whose condition reads it', async () => {
    const ctx = await runGraph(graph());
    const done = await resume(ctx, { answer: { values: { choice: 'hold', note: 'later' }, answeredBy: 'alice' } });
    expect(done).toMatchObject({ kind: 'complete', output: { announce: 'Decision: hold (later)' } });
    await expect(readFile(join(ctx.root, 'marks/publish'), 'utf8')).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('a gate resumed after its timeout fails with GATE_TIMEOUT without an answer', async () => {
    const ctx = await runGraph(graph().replace('      allowed-actors: [alice, bob]\n', '      timeout: 1ms\n'));
    expect(ctx.result).toMatchObject({ kind: 'pause' });
    const done = await resume(ctx, {});
    expect(done).toMatchObject({ kind: 'fail', code: 'DAG_NODE_FAILED' });
    const status = await readSupervisedRunStatus({ runId: ctx.runId, storage: ctx.storage });
    expect(status.nodes.find((n) => n.nodeId === 'approve')).toMatchObject({ state: 'failed', code: 'GATE_TIMEOUT' });
  });
});

describe('gate nodes in the graph file', () => {
  const bad = async (ask: string, more = '') =>
    issueTexts(await loadError(`version: 1\nnodes:\n  approve:\n${more}    ask:\n${ask}`));

  it('refuses a choice without options, options on a string, a default that does not fit, with positions', async () => {
    const error = await loadError(
      'version: 1\nnodes:\n  approve:\n    ask:\n      question: Go?\n      fields:\n        pick: { type: choice }\n        text: { type: string, options: [a] }\n        level: { type: choice, options: [a, b], default: c }\n',
    );
    expect(issueTexts(error)).toEqual([
      'nodes.approve.ask.fields.pick.options: a choice field needs options (a list)',
      'nodes.approve.ask.fields.text.options: only a choice field takes options',
      'nodes.approve.ask.fields.level.default: must be one of the options (a, b)',
    ]);
    expect(error.issues[0]).toMatchObject({ line: 7 });
  });

  it('refuses unknown keys, bad types, logins, durations and keys of other node kinds', async () => {
    expect(await bad('      question: Go?\n      field: {}\n')).toEqual([
      'nodes.approve.ask.field: unknown key (accepted: question, fields, allowed-actors, timeout)',
    ]);
    expect(await bad('      question: Go?\n      fields: { a: { type: date } }\n')).toEqual([
      'nodes.approve.ask.fields.a.type: must be one of choice, string, boolean, number',
    ]);
    expect(await bad('      question: Go?\n      allowed-actors: ["not a login"]\n')).toEqual([
      'nodes.approve.ask.allowed-actors[0]: must be a GitHub login',
    ]);
    // An empty list reads as "no one" but would let anyone answer: only leaving it out says "anyone".
    const empty = await loadError(
      'version: 1\nnodes:\n  approve:\n    ask:\n      question: Go?\n      allowed-actors: []\n',
    );
    expect(issueTexts(empty)).toEqual([
      'nodes.approve.ask.allowed-actors: must list at least one GitHub login (leave allowed-actors out to let anyone who may resume answer)',
    ]);
    expect(empty.issues[0]).toMatchObject({ line: 6, column: 23 });
    expect((await bad('      question: Go?\n      timeout: 600\n'))[0]).toContain('nodes.approve.ask.timeout:');
    expect(await bad('      question: Go?\n', '    run: echo\n')).toEqual([
      'nodes.approve.run: a gate node (ask) does not take run: a node is a command (run), an engine call (engine) or a question (ask)',
    ]);
    expect(await bad('      question: "{{ needs.x.output.y }}"\n')).toEqual([
      'nodes.approve.ask.question: unknown template reference "{{ needs.x.output.y }}": "x" is not in this node\'s needs',
    ]);
  });
});

describe('gate nodes refuse caps and review at load', () => {
  it('names max-cost-usd, max-tokens-total and review with their line and column', async () => {
    const error = await loadError(
      'version: 1\nnodes:\n  build:\n    run: echo\n  approve:\n    needs: [build]\n    max-cost-usd: 2\n    max-tokens-total: 10\n    review: { sends-back-to: build, rounds: 2 }\n    ask:\n      question: Go?\n',
    );
    expect(issueTexts(error)).toEqual([
      'nodes.approve.max-cost-usd: a gate node (ask) does not take max-cost-usd: a gate makes no engine calls; cap the engine nodes, or set the run budget',
      'nodes.approve.max-tokens-total: a gate node (ask) does not take max-tokens-total: a gate makes no engine calls; cap the engine nodes, or set the run budget',
      'nodes.approve.review: a gate node (ask) does not take review: only command and engine nodes review (a verdict of pass or revise)',
    ]);
    expect(error.issues.map((issue) => [issue.line, issue.column])).toEqual([
      [7, 19],
      [8, 23],
      [9, 13],
    ]);
  });
});

describe('gate nodes and crashes', () => {
  it('a worker killed after the answer neither asks again nor runs the gate again', async () => {
    // publish kills its worker (SIGKILL) on its first attempt; being retry-safe it runs again.
    const crash = `const fs=require('fs');fs.mkdirSync('marks',{recursive:true});fs.appendFileSync('marks/publish',process.argv[1]+'\\n');if(!fs.existsSync('marks/crashed')){fs.writeFileSync('marks/crashed','');process.kill(process.ppid,'SIGKILL');setInterval(()=>{},1000)}`;
    const text = `version: 1
nodes:
  approve:
    ask:
      question: Go?
      fields: { choice: { type: choice, options: [ship, hold], required: true } }
  publish:
    needs: [approve]
    retry-safe: true
    run: [${JSON.stringify(process.execPath)}, -e, ${JSON.stringify(crash)}, "{{ needs.approve.output.choice }}"]
`;
    const ctx = await runGraph(text);
    expect(ctx.result).toMatchObject({ kind: 'pause', positions: ['dag/approve/1'] });
    const done = await resume(ctx, { answer: { values: { choice: 'ship' }, answeredBy: 'alice' } });
    expect(done).toMatchObject({ kind: 'complete', output: { approve: { choice: 'ship' } } });
    expect(await readFile(join(ctx.root, 'marks/publish'), 'utf8')).toBe('ship\nship\n');
    const storage = await openStorage(ctx.storage);
    const runner = (await storage.readEvents(ctx.runId, 'runner')).events.map((e) => e.type);
    expect(runner).toContain('runner:worker-crashed');
    const graph = (await storage.readEvents(ctx.runId, 'graph')).events;
    const at = (type: string, position: string) =>
      graph.filter((e) => e.type === type && (e.data as { position?: string }).position === position).length;
    expect(at('graph:node-paused', 'dag/approve/1')).toBe(1);
    expect(at('graph:node-attempt-started', 'dag/approve/1')).toBe(1);
    expect(at('graph:node-completed', 'dag/approve/1')).toBe(1);
    expect(at('graph:node-attempt-started', 'dag/publish/1')).toBe(2);
  });

  it('a crash resume of the gate attempt keeps the recorded answer (the ledger does not forget it)', async () => {
    const { Ledger } = await import('../../src/graph/executor/ledger.ts');
    const ledger = new Ledger();
    const answer = { values: { choice: 'ship' }, answeredBy: 'alice' };
    const events = [
      { type: 'graph:node-dispatched', data: { dispatches: [{ position: 'dag/a/1', nodeId: 'a', input: null }] } },
      {
        type: 'graph:node-paused',
        data: {
          position: 'dag/a/1',
          pauseKind: 'policy',
          reason: 'asks',
          request: { kind: 'gate', question: 'Go?', fields: [] },
        },
      },
      { type: 'graph:node-resumed', data: { position: 'dag/a/1', pauseEventId: 'p1', answer } },
      {
        type: 'graph:node-attempt-started',
        data: {
          position: 'dag/a/1',
          nodeId: 'a',
          identity: { attemptId: 'x', position: 'dag/a/1', attempt: 1 },
          retrySafe: true,
          kind: 'data',
        },
      },
      { type: 'graph:node-resumed', data: { position: 'dag/a/1', attemptId: 'x' } },
    ];
    events.forEach((event, seq) => ledger.apply({ ...event, id: `e${seq}`, seq, session: 1 } as never));
    expect(ledger.get('dag/a/1')?.resumedFrom).toMatchObject({ pauseEventId: 'e1', answer });
  });
});
