import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { usageTotalsSchema } from '../../src/engine/usage.ts';
import { laneTargetSchema } from '../../src/graph/contract.ts';
import { laneDeadSchema } from '../../src/graph/events.ts';
import { readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import { noRunOutputs, runOutputNames, runOutputs, type RunOutputs } from '../../src/report/index.ts';
import { actionContext, node, partialUsage, report, reportedUsage, unknownUsage } from './fixtures.ts';

const requestsSchema = z.array(
  z.strictObject({
    position: z.string(),
    nodeId: z.string(),
    attemptId: z.string(),
    reason: z.string(),
    request: z.unknown(),
    commands: z.strictObject({ retry: z.string(), complete: z.string(), fail: z.string() }),
  }),
);
const deadLaneSchema = laneDeadSchema()
  .extend({
    at: z.string(),
    takeover: z.discriminatedUnion('kind', [
      z.strictObject({
        kind: z.literal('called'),
        target: laneTargetSchema(),
        adapter: z.string(),
        position: z.string(),
      }),
      z.strictObject({ kind: z.literal('planned'), target: laneTargetSchema() }),
      z.strictObject({ kind: z.literal('none') }),
      z.strictObject({ kind: z.literal('unknown') }),
    ]),
  })
  .strict();
const usageSchema = z.strictObject({
  total: usageTotalsSchema(),
  nodes: z.record(z.string(), usageTotalsSchema()),
  deadLanes: z.array(deadLaneSchema),
});

describe('runOutputs', () => {
  it('a completed run: result, empty code, phase, output JSON, no positions', () => {
    const outputs = runOutputs(
      report(
        { usage: [{ nodeId: 'review', usage: reportedUsage() }] },
        { result: { kind: 'complete', output: { review: 'ok', n: [1, 2] } } },
      ),
      actionContext,
    );
    expect(outputs).toMatchObject({
      result: 'complete',
      code: '',
      phase: 'completed',
      positions: '[]',
      'reconcile-requests': '[]',
      'resume-command': '',
    });
    expect(JSON.parse(outputs.output)).toEqual({ review: 'ok', n: [1, 2] });
    const usage = usageSchema.parse(JSON.parse(outputs.usage));
    expect(usage.nodes.review?.state).toBe('reported');
    expect(usage.total.calls).toBe(1);
  });

  it('a completed run read from status only leaves output empty (the loader fills it in)', () => {
    expect(runOutputs(report(), actionContext).output).toBe('');
  });

  it('a paused run: positions, reconcile requests with their commands, and the first resume command', () => {
    const position = "dag/x'$(y)/1";
    const outputs = runOutputs(
      report({
        phase: 'paused',
        result: { kind: 'pause', code: null, reason: null, positions: [position, 'dag/gate/1'] },
        pauses: [
          {
            position,
            nodeId: 'x',
            eventId: 'e1',
            reason: 'uncertain',
            request: { kind: 'reconcile-attempt', attemptId: 'att-1' },
          },
          { position: 'dag/gate/1', nodeId: 'gate', eventId: 'e2', reason: 'approval', request: { ticket: 1 } },
        ],
      }),
      actionContext,
    );
    expect(outputs.result).toBe('pause');
    expect(outputs.code).toBe('');
    expect(JSON.parse(outputs.positions)).toEqual([position, 'dag/gate/1']);
    const requests = requestsSchema.parse(JSON.parse(outputs['reconcile-requests']));
    const base = `gh workflow run supervised-run.yml --repo obversa/example --ref main -f run-id=release-1 -f position='dag/x'\\''$(y)/1'`;
    expect(requests).toEqual([
      {
        position,
        nodeId: 'x',
        attemptId: 'att-1',
        reason: 'uncertain',
        request: { kind: 'reconcile-attempt', attemptId: 'att-1' },
        commands: {
          retry: `${base} -f decision=retry`,
          complete: `${base} -f decision=complete`,
          fail: `${base} -f decision=fail`,
        },
      },
    ]);
    // A reconcile request is answered only by a decision command: resume-command names the first
    // position that needs none (the gate), never the bare resume of the request.
    expect(outputs['resume-command']).toBe(
      'gh workflow run supervised-run.yml --repo obversa/example --ref main -f run-id=release-1 -f position=dag/gate/1',
    );
    expect(outputs.output).toBe('');
  });

  it('an interrupted run: code INTERRUPTED, no position to resume and a resume command that continues the run', () => {
    const outputs = runOutputs(
      report({
        phase: 'interrupted',
        result: { kind: 'pause', code: 'INTERRUPTED', reason: null, positions: ['dag/a/1'] },
      }),
      actionContext,
    );
    expect(outputs).toMatchObject({
      result: 'pause',
      code: 'INTERRUPTED',
      phase: 'interrupted',
      // dag/a/1 was in flight, not paused: a resume naming it is refused (RESUME_POSITION).
      positions: '[]',
    });
    expect(outputs['resume-command']).toBe(
      'gh workflow run supervised-run.yml --repo obversa/example --ref main -f run-id=release-1',
    );
  });

  it('a failed run: its code, and no positions even if a pause was left open', () => {
    const outputs = runOutputs(
      report({
        phase: 'failed',
        result: { kind: 'fail', code: 'DAG_NODE_FAILED', message: 'x' },
        pauses: [
          {
            position: 'dag/p/1',
            nodeId: 'p',
            eventId: 'e',
            reason: 'r',
            request: { kind: 'reconcile-attempt', attemptId: 'a' },
          },
        ],
      }),
      actionContext,
    );
    expect(outputs).toMatchObject({
      result: 'fail',
      code: 'DAG_NODE_FAILED',
      positions: '[]',
      'reconcile-requests': '[]',
      'resume-command': '',
    });
  });

  it('an unsettled run: result none', () => {
    expect(runOutputs(report({ phase: 'running', result: null }), actionContext).result).toBe('none');
  });

  it('usage keeps partial and unknown states (no figure becomes 0) and node IDs as own keys', () => {
    const outputs = runOutputs(
      report({
        nodes: [node({ position: 'dag/a/1', nodeId: 'a' })],
        usage: [
          { nodeId: 'a', usage: partialUsage() },
          { nodeId: '__proto__', usage: unknownUsage() },
        ],
      }),
      actionContext,
    );
    // JSON.parse keeps `__proto__` as an own key (a zod record would not).
    const raw = JSON.parse(outputs.usage) as { total: unknown; nodes: Record<string, unknown> };
    const usage = usageSchema.parse(raw);
    expect(usage.total.state).toBe('partial');
    expect(usage.nodes.a?.state).toBe('partial');
    expect(Object.keys(raw.nodes)).toEqual(['a', '__proto__']);
    const unknown = usageTotalsSchema().parse(Object.getOwnPropertyDescriptor(raw.nodes, '__proto__')?.value);
    expect(unknown.state).toBe('unknown');
    expect('inputTokens' in unknown).toBe(false);
  });

  it('names every output it sets (runOutputNames), and noRunOutputs sets each one for a run that is not stored', () => {
    const outputs = runOutputs(report(), actionContext);
    expect([...runOutputNames].sort()).toEqual(Object.keys(outputs).sort());
    expect(Object.keys(noRunOutputs).sort()).toEqual([...runOutputNames].sort());
    expect(noRunOutputs).toMatchObject({
      result: 'none',
      positions: '[]',
      'reconcile-requests': '[]',
      'resume-command': '',
    });
    expect(Object.isFrozen(noRunOutputs)).toBe(true);
  });

  it("action.yml declares every output runOutputs sets, plus the Action's cache-key and artifact-name", () => {
    const action = parseYaml(readFileSync(new URL('../../action.yml', import.meta.url), 'utf8')) as {
      outputs: Record<string, unknown>;
    };
    const declared = Object.keys(action.outputs);
    // The Action's outputs type: RunOutputs & { 'cache-key'; 'artifact-name' }.
    const step: Array<keyof RunOutputs | 'cache-key' | 'artifact-name'> = [
      ...runOutputNames,
      'cache-key',
      'artifact-name',
    ];
    expect(declared.sort()).toEqual(step.sort());
  });
});
