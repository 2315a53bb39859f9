// The first command (the `resume-command` output, the CLI's next steps, the log's pause block) is
// the one the summary gives first: a budget pause's raise, a gate's first option when that is a
// complete answer; and the `gate` / `gate-requests` outputs carry what automation needs to answer.
import { describe, expect, it } from 'vitest';
import { attentionOf, runOutputs, type GateOutput } from '../../src/report/index.ts';
import { nextSteps } from '../../src/cli/output/outcome.ts';
import { planPauses } from '../../src/report/pauses.ts';
import { parseSummaryContext } from '../../src/report/context.ts';
import { actionContext, node, report } from './fixtures.ts';

type Pause = { position: string; nodeId: string; request: Record<string, unknown> };

function paused(pauses: Pause[]) {
  const positions = pauses.map((p) => p.position);
  return report({
    runId: 'fc-1',
    phase: 'paused',
    result: { kind: 'pause', code: null, reason: null, positions },
    pauses: pauses.map((p, i) => ({ ...p, eventId: `ev-${i}`, reason: 'waits', request: p.request as never })),
    positions,
    nodes: pauses.map((p) => node({ position: p.position, nodeId: p.nodeId, state: 'paused', durationMs: null })),
  });
}

const base = 'gh workflow run supervised-run.yml --repo obversa/example --ref main -f run-id=fc-1';
const budget = (request: Record<string, unknown>): Pause => ({
  position: 'dag/polish/1',
  nodeId: 'polish',
  request: { kind: 'budget', ...request },
});
const gate = (fields: unknown[], extra: Record<string, unknown> = {}): Pause => ({
  position: 'dag/approve/1',
  nodeId: 'approve',
  request: { kind: 'gate', question: 'Ship v2?', fields, ...extra },
});
const shipHold = { name: 'choice', type: 'choice', options: ['ship', 'hold'], required: true };

describe('resume-command for a budget pause', () => {
  it('is the raise of each reached limit (run budget, both limits), as the summary gives it', () => {
    const outputs = runOutputs(
      paused([budget({ spent: { usd: 0.05, tokens: 1200 }, limit: { usd: 0.04, tokens: 1000 } })]),
      actionContext,
    );
    expect(outputs['resume-command']).toBe(
      `${base} -f position=dag/polish/1 -f raise-budget-usd=0.08 -f raise-budget-tokens=2000`,
    );
  });

  it('raises a node cap with the CLI flags, and the CLI next steps and the log block print the same', () => {
    const run = paused([
      budget({ scope: 'node', nodeId: 'polish', spent: { usd: 0, tokens: 500 }, limit: { tokens: 500 } }),
    ]);
    const raise = 'npx supervised-run resume --run-id fc-1 --position dag/polish/1 --raise-budget-tokens 1000';
    expect(runOutputs(run, {})['resume-command']).toBe(raise);
    const plan = planPauses(run, parseSummaryContext({}));
    const steps = nextSteps(
      { report: run, plan },
      { directory: '.', namespace: 'default', isDefault: true, flags: [] },
    );
    expect(steps.join('\n')).toContain(`resume:             ${raise}`);
    expect(attentionOf(run, {}, '')?.lines.join('\n')).toContain(`resume:            ${raise}`);
  });

  it('stays a bare resume when no limit was reached (resuming accepts the calls of unknown usage)', () => {
    const outputs = runOutputs(paused([budget({ spent: { usd: 0, tokens: 0 }, limit: { usd: 5 } })]), actionContext);
    expect(outputs['resume-command']).toBe(`${base} -f position=dag/polish/1`);
  });
});

describe('resume-command for a gate', () => {
  it('is the first option when the gate has one choice field and the others are optional or defaulted', () => {
    const run = paused([
      gate([
        shipHold,
        { name: 'note', type: 'string', required: true, default: 'none' },
        { name: 'dry', type: 'boolean', required: false },
      ]),
    ]);
    const ship = `${base} -f position=dag/approve/1 -f answer='{"choice":"ship"}'`;
    expect(runOutputs(run, actionContext)['resume-command']).toBe(ship);
    expect(attentionOf(run, actionContext, '')?.lines.join('\n')).toContain(`choice = ship: ${ship}`);
  });

  it('is the yes of a gate decided by one yes/no field, the others optional (as the summary gives it first)', () => {
    const run = paused([
      gate([
        { name: 'ok', type: 'boolean', required: true },
        { name: 'count', type: 'number', required: false },
      ]),
    ]);
    const yes = `${base} -f position=dag/approve/1 -f answer='{"ok":true}'`;
    expect(runOutputs(run, actionContext)['resume-command']).toBe(yes);
    expect(attentionOf(run, actionContext, '')?.lines.join('\n')).toContain(`ok = true: ${yes}`);
  });

  it('is empty when a required field has no default, when there are two choice fields, or many options', () => {
    const cases = [
      [shipHold, { name: 'version', type: 'string', required: true }],
      [shipHold, { name: 'env', type: 'choice', options: ['prod', 'stage'], required: false }],
      [{ name: 'pick', type: 'choice', options: ['a', 'b', 'c', 'd', 'e', 'f'], required: true }],
      [
        { name: 'ok', type: 'boolean', required: true },
        { name: 'why', type: 'string', required: true },
      ],
    ];
    for (const fields of cases) expect(runOutputs(paused([gate(fields)]), actionContext)['resume-command']).toBe('');
  });

  it('skips a gate only a person can answer and gives the next position: a budget raise', () => {
    const run = paused([
      gate([{ name: 'version', type: 'string', required: true }]),
      budget({ spent: { usd: 1, tokens: 0 }, limit: { usd: 1 } }),
    ]);
    expect(runOutputs(run, actionContext)['resume-command']).toBe(
      `${base} -f position=dag/polish/1 -f raise-budget-usd=2`,
    );
  });
});

describe('the gate outputs', () => {
  it('carry the first open gate (position, question, fields, allowed actors, deadline, commands) and all of them', () => {
    const fields = [shipHold, { name: 'note', type: 'string', required: false, description: 'why' }];
    const run = paused([
      gate(fields, { allowedActors: ['octocat'], deadline: '2026-12-09T00:00:00.000Z', text: 'Ship v2? choice' }),
    ]);
    const outputs = runOutputs(run, actionContext);
    const parsed = JSON.parse(outputs.gate) as GateOutput;
    expect(parsed).toEqual({
      position: 'dag/approve/1',
      nodeId: 'approve',
      question: 'Ship v2?',
      text: 'Ship v2? choice',
      fields,
      allowedActors: ['octocat'],
      deadline: '2026-12-09T00:00:00.000Z',
      commands: [
        {
          label: 'choice = ship',
          command: `${base} -f position=dag/approve/1 -f answer='{"choice":"ship"}'`,
          placeholders: false,
        },
        {
          label: 'choice = hold',
          command: `${base} -f position=dag/approve/1 -f answer='{"choice":"hold"}'`,
          placeholders: false,
        },
      ],
    });
    expect(JSON.parse(outputs['gate-requests'])).toEqual([parsed]);
  });

  it('are empty (and an empty array) when no gate waits; allowedActors is [] when anyone may answer', () => {
    const none = runOutputs(paused([budget({ spent: { usd: 1, tokens: 0 }, limit: { usd: 1 } })]), actionContext);
    expect(none.gate).toBe('');
    expect(none['gate-requests']).toBe('[]');
    const open = runOutputs(paused([gate([shipHold])]), {});
    expect((JSON.parse(open.gate) as GateOutput).allowedActors).toEqual([]);
  });
});

describe('node caps in the summary', () => {
  it('lists each capped node: spent of its cap and who raised it, escaped', async () => {
    const { nodeCapLines } = await import('../../src/report/sections/usage.ts');
    const { markdownWriter } = await import('../../src/report/writer.ts');
    const lines = nodeCapLines(markdownWriter, [
      {
        nodeId: 'polish',
        limit: { usd: 0.2, tokens: 1000 },
        declared: { usd: 0.04 },
        spent: { usd: 0.06, tokens: 62 },
        unknownCalls: 0,
        raisedBy: 'ana',
      },
      {
        nodeId: 'draft',
        limit: { tokens: 500 },
        declared: { tokens: 500 },
        spent: { usd: 0, tokens: null },
        unknownCalls: 1,
        raisedBy: null,
      },
    ]);
    expect(lines).toEqual([
      '- **Cap of polish:** 0.06 USD spent of 0.20; 62 tokens spent of 1,000 (raised by ana)',
      '- **Cap of draft:** unknown tokens spent of 500',
      '',
    ]);
    expect(nodeCapLines(markdownWriter, [])).toEqual([]);
  });
});
