// How templates read a need that has no result (null in the dispatch input), and how it ended.
import { describe, expect, it } from 'vitest';
import { dagInputValues } from '../../src/declarative/bind/input.ts';
import { renderTemplate } from '../../src/declarative/template.ts';

const render = (text: string, input: unknown, gateFields?: Record<string, string[]>) =>
  renderTemplate(text, dagInputValues(input, gateFields), { strict: false });

describe('templates reading needs without a result', () => {
  it('fill a need with no result as empty text, never "null", and name it skipped in a plain node', () => {
    const input = { inputs: {}, needs: { lint: null, build: { exitCode: 0 } } };
    expect(render('[{{ needs.lint.output }}] {{ needs.lint.outcome }} {{ needs.build.outcome }}', input)).toBe(
      '[] skipped completed',
    );
    // Outside finally nodes a named output of it still fails the node, saying it has no result.
    expect(() => render('{{ needs.lint.outputs.tag }}', input)).toThrow(
      /node "lint" has no result: .*test \{\{ needs\.lint\.outcome \}\} in when:/,
    );
  });

  it('in a finally node, fill every reference to a need without a result as empty, with the outcome told', () => {
    const input = {
      inputs: {},
      needs: { a: null, b: null, c: null, d: { outputs: { tag: 'v1' } } },
      outcomes: { a: 'failed', b: 'blocked', c: 'pending', d: 'passed' },
      run: { outcome: 'failed' },
    };
    const text =
      '{{ needs.a.outputs.tag }}|{{ needs.a.output.summary }}|{{ needs.a.output }}|{{ needs.a.outcome }} ' +
      '{{ needs.b.outcome }} {{ needs.c.outcome }} {{ needs.d.outputs.tag }} {{ needs.d.outcome }}';
    expect(render(text, input)).toBe('|||failed blocked not-run v1 completed');
  });

  it('fill a declared gate field left out of the answer as empty; an undeclared one still fails', () => {
    const input = { inputs: {}, needs: { approve: { choice: 'ship' } } };
    const fields = { approve: ['choice', 'note'] };
    expect(render('{{ needs.approve.output.choice }}:[{{ needs.approve.output.note }}]', input, fields)).toBe(
      'ship:[]',
    );
    expect(() => render('{{ needs.approve.output.note }}', input)).toThrow('has no field "note" (fields: choice)');
  });
});
