// A gate in the summary: the question, the fields, who may answer, the deadline, and the exact
// answer commands (one per option of a small choice; placeholders for required values).
import { describe, expect, it } from 'vitest';
import { renderRunSummary, renderRunSummaryText } from '../../src/report/index.ts';
import { actionContext, node, report } from './fixtures.ts';
import { preCommands } from './markdown.ts';

const gate = (fields: unknown[]) =>
  report({
    runId: 'rel-2',
    phase: 'paused',
    result: { kind: 'pause', code: null, reason: null, positions: ['dag/approve/1'] },
    pauses: [
      {
        position: 'dag/approve/1',
        nodeId: 'approve',
        eventId: 'ev-9',
        reason: 'asks: Ship v2?',
        request: {
          kind: 'gate',
          question: 'Ship v2?',
          fields,
          allowedActors: ['octocat'],
          deadline: '2026-12-09T00:00:00.000Z',
        } as never,
      },
    ],
    positions: ['dag/approve/1'],
    nodes: [node({ position: 'dag/approve/1', nodeId: 'approve', state: 'paused', durationMs: null })],
  });

describe('renderRunSummary: a gate', () => {
  it('shows the question, fields, who may answer, the deadline and one command per option', () => {
    const markdown = renderRunSummary(
      gate([
        { name: 'choice', type: 'choice', options: ['ship', 'hold'], required: true, description: 'now or later' },
        { name: 'note', type: 'string', required: false, default: '' },
      ]),
      actionContext,
    );
    expect(markdown).toContain('1 question waits for your answer.');
    expect(markdown).toContain('#### Answer dag/approve/1: Ship v2?');
    expect(markdown).toContain('now or later');
    expect(markdown).toContain('**Who may answer:** octocat');
    expect(markdown).toContain('2026-12-09T00:00:00.000Z');
    const base =
      'gh workflow run supervised-run.yml --repo obversa/example --ref main -f run-id=rel-2 -f position=dag/approve/1';
    expect(preCommands(markdown)).toEqual([
      `${base} -f answer='{"choice":"ship"}'`,
      `${base} -f answer='{"choice":"hold"}'`,
    ]);
  });

  it("escapes a field's default like any other graph-file text", () => {
    const pause = gate([
      { name: 'choice', type: 'choice', options: ['ship', 'hold'], required: true },
      { name: 'note', type: 'string', required: false, default: '<img src=x onerror=alert(1)> | @octocat' },
    ]);
    const markdown = renderRunSummary(pause, actionContext);
    expect(markdown).toContain(
      '- **note** (default &#34;&#60;img src=x onerror=alert&#40;1&#41;&#62; &#124; @&#8203;octocat&#34;): a string',
    );
    expect(renderRunSummaryText(pause, {})).toContain(
      '- note (default "<img src=x onerror=alert(1)> | @octocat"): a string',
    );
  });

  it('gives one command with placeholders when no small choice decides it', () => {
    const text = renderRunSummaryText(
      gate([
        { name: 'version', type: 'string', required: true },
        { name: 'dry', type: 'boolean', required: false },
      ]),
      {},
    );
    expect(text).toContain(`--answer '{"version":"<version>"}'`);
    expect(text).toContain('replace the <…> placeholders first');
  });

  it('gives a yes/no gate one command per answer: a required boolean, or the only field', () => {
    const base =
      'gh workflow run supervised-run.yml --repo obversa/example --ref main -f run-id=rel-2 -f position=dag/approve/1';
    for (const required of [true, false]) {
      const markdown = renderRunSummary(gate([{ name: 'ok', type: 'boolean', required }]), actionContext);
      expect(preCommands(markdown)).toEqual([`${base} -f answer='{"ok":true}'`, `${base} -f answer='{"ok":false}'`]);
    }
    // Beside a required value, the required yes/no still decides, with the value to fill in.
    const text = renderRunSummaryText(
      gate([
        { name: 'version', type: 'string', required: true },
        { name: 'go', type: 'boolean', required: true },
      ]),
      {},
    );
    expect(text).toContain(`--answer '{"go":true,"version":"<version>"}'`);
    expect(text).toContain(`--answer '{"go":false,"version":"<version>"}'`);
  });
});
