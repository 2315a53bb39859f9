// attentionOf: the annotation and log block of a run that waits for a person, for each kind of
// wait (reconcile request, policy wait, interruption, drift pause, orphaned), and none otherwise.
import { describe, expect, it } from 'vitest';
import { attentionOf, runOutputs } from '../../src/report/index.ts';
import { actionContext, report } from './fixtures.ts';

const where = 'The exact commands are in the job summary.';
const gh = 'gh workflow run supervised-run.yml --repo obversa/example --ref main -f run-id=release-1';

/** Paused at a reconcile request (dag/publish/1) and a policy wait (dag/gate/1). */
const pausedTwice = () =>
  report({
    phase: 'paused',
    result: { kind: 'pause', code: null, reason: null, positions: ['dag/publish/1', 'dag/gate/1'] },
    pauses: [
      {
        position: 'dag/publish/1',
        nodeId: 'publish',
        eventId: 'e1',
        reason: 'uncertain',
        request: { kind: 'reconcile-attempt', attemptId: 'att-1' },
      },
      { position: 'dag/gate/1', nodeId: 'gate', eventId: 'e2', reason: 'approval', request: { ticket: 1 } },
    ],
  });

describe('attentionOf', () => {
  it('a reconcile request and a policy wait: title counts both, text names the positions, lines hold every command', () => {
    const paused = pausedTwice();
    const attention = attentionOf(paused, actionContext, where)!;
    expect(attention.title).toBe(
      'Run release-1 paused: 1 attempt needs your decision; 1 paused position waits for the policy',
    );
    expect(attention.text).toContain('dag/publish/1 (reconcile: retry, complete or fail)');
    expect(attention.text).toContain('dag/gate/1 (resume)');
    expect(attention.text).toContain(where);
    const block = attention.lines.join('\n');
    for (const decision of ['retry', 'complete', 'fail'])
      expect(block).toContain(`${gh} -f position=dag/publish/1 -f decision=${decision}`);
    expect(block).toContain(`${gh} -f position=dag/gate/1`);
    expect(block).toContain('did this uncertain work happen? uncertain');
    expect(runOutputs(paused, actionContext)['needs-decision']).toBe('true');
  });

  it("a reviewer's reconcile request: complete carries the verdict pass, one line says how to ask for changes", () => {
    const base = pausedTwice();
    const atReviewer = {
      ...base,
      reviewLoops: [{ reviewer: 'publish', target: 'draft', limit: 2, exhausted: undefined, rounds: [] }],
    };
    const lines = attentionOf(atReviewer, actionContext, where)!.lines;
    const complete = `${gh} -f position=dag/publish/1 -f decision=complete -f decision-output='{"verdict":"pass"}'`;
    expect(lines).toContain(`    it happened:       ${complete}`);
    expect(lines).toContain(
      `    ask for changes:   the same with -f decision-output='{"verdict":"revise","findings":["…"]}' instead`,
    );
    expect(JSON.parse(runOutputs(atReviewer, actionContext)['reconcile-requests'])[0].commands.complete).toBe(complete);
    // Not a reviewer: no such line.
    expect(attentionOf(base, actionContext, where)!.lines.join('\n')).not.toContain('ask for changes');
  });

  it('none, and no commands in the outputs, when another job drives the run now', () => {
    const paused = pausedTwice();
    const context = { ...actionContext, drivenElsewhere: true };
    expect(attentionOf(paused, context, where)).toBeNull();
    expect(runOutputs(paused, context)).toMatchObject({
      result: 'pause',
      'needs-decision': 'false',
      'resume-command': '',
      gate: '',
      'gate-requests': '[]',
      'reconcile-requests': '[]',
    });
  });

  it('an interrupted run: one decision (continue) with the in-flight positions', () => {
    const interrupted = report({
      phase: 'interrupted',
      result: { kind: 'pause', code: 'INTERRUPTED', reason: 'SIGINT', positions: ['dag/slow/1'] },
    });
    const attention = attentionOf(interrupted, actionContext, where)!;
    expect(attention.title).toBe('Run release-1 was interrupted: the run waits to be continued');
    expect(attention.text).toContain('the run (INTERRUPTED: SIGINT), in flight: dag/slow/1 (continue)');
    expect(attention.lines.join('\n')).toContain(`continue:          ${gh}`);
  });

  it('a drift pause: names the code and the continue command', () => {
    const drifted = report({
      phase: 'paused',
      result: { kind: 'pause', code: 'WORKSPACE_DRIFT', reason: 'src/a.ts changed', positions: [] },
    });
    const attention = attentionOf(drifted, actionContext, where)!;
    expect(attention.title).toBe('Run release-1 paused: the run waits to be continued');
    expect(attention.text).toContain('WORKSPACE_DRIFT: src/a.ts changed');
  });

  it('an orphaned run: the takeover', () => {
    const orphaned = report({ phase: 'orphaned', result: null });
    const attention = attentionOf(orphaned, actionContext, where)!;
    expect(attention.title).toBe('Run release-1 is not settled: it waits for your takeover');
    expect(attention.text).toContain('takeover: true');
    expect(runOutputs(orphaned, actionContext)['needs-decision']).toBe('true');
  });

  it('completed and failed runs wait for nobody', () => {
    expect(attentionOf(report(), actionContext, where)).toBeNull();
    const failed = report({ phase: 'failed', result: { kind: 'fail', code: 'DAG_NODE_FAILED', message: 'x' } });
    expect(attentionOf(failed, actionContext, where)).toBeNull();
    expect(runOutputs(failed, actionContext)['needs-decision']).toBe('false');
  });

  it('a control character in a value cannot forge a log line', () => {
    const hostile = report({
      phase: 'paused',
      result: { kind: 'pause', code: null, reason: null, positions: ['dag/x/1'] },
      pauses: [
        { position: 'dag/x/1', nodeId: 'x', eventId: 'e', reason: 'a\n::error::forged', request: { kind: 'policy' } },
      ],
    });
    const attention = attentionOf(hostile, actionContext, where)!;
    for (const line of attention.lines) expect(line).not.toMatch(/^::/);
    // One line, as the progress lines show it: the line break reads as a space.
    expect(attention.lines.join('\n')).toContain('a ::error::forged');
    expect(attention.lines.join('\n')).not.toContain('\\u000a');
  });

  it("a gate question with line breaks reads on one line, with spaces, in the annotation and the log's list", () => {
    const question = 'Proceed? 50% done\n::error::injected\r\nnext\u001b[31m';
    const gated = report({
      phase: 'paused',
      result: { kind: 'pause', code: null, reason: null, positions: ['dag/approve/1'] },
      pauses: [
        {
          position: 'dag/approve/1',
          nodeId: 'approve',
          eventId: 'e',
          reason: 'asks',
          request: { kind: 'gate', question, fields: [] },
        },
      ],
    });
    const attention = attentionOf(gated, actionContext, where)!;
    expect(attention.text).toContain('dag/approve/1 (answer: Proceed? 50% done ::error::injected next\uFFFD[31m)');
    expect(attention.lines).toContain(
      '  dag/approve/1 (node approve) asks: Proceed? 50% done ::error::injected next\uFFFD[31m',
    );
    for (const text of [attention.title, attention.text, ...attention.lines]) {
      expect(text).not.toMatch(/[\r\n\u001b]/);
      expect(text).not.toContain('\\u00');
    }
  });
});
