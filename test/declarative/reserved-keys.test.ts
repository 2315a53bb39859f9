// `__proto__` as a key of a graph file: reading the document would drop it (it names the object's
// prototype in JavaScript), so a gate field, an input or a node so named would vanish without a
// word, and an answer to that field would be lost. The loader refuses it with its line and column.
import { describe, expect, it } from 'vitest';
import { issueTexts, loadError, useTempRoots } from './helpers.ts';

useTempRoots();

describe('the reserved key __proto__', () => {
  it('is refused as a gate field name, where it would drop the field and the answer to it', async () => {
    const error = await loadError(`version: 1
nodes:
  g:
    ask:
      question: "Q?"
      fields:
        __proto__: { type: string, required: true }
`);
    expect(error).toMatchObject({ code: 'INVALID_GRAPH' });
    expect(issueTexts(error)).toEqual([
      'YAML syntax error at line 7, column 9: the key "__proto__" is reserved (JavaScript reads it as the prototype, so it would be dropped): choose another name',
    ]);
  });

  it('is refused as an input or node name too, in YAML and in JSON', async () => {
    const yaml = await loadError(`version: 1
inputs:
  __proto__: { default: x }
nodes:
  a: { run: [echo] }
`);
    expect(issueTexts(yaml)).toEqual([
      'YAML syntax error at line 3, column 3: the key "__proto__" is reserved (JavaScript reads it as the prototype, so it would be dropped): choose another name',
    ]);
    const json = await loadError('{"version": 1, "nodes": {"__proto__": {"run": ["echo"]}, "a": {"run": ["echo"]}}}', {
      file: 'graph.json',
    });
    expect(issueTexts(json)).toEqual([
      'YAML syntax error at line 1, column 26: the key "__proto__" is reserved (JavaScript reads it as the prototype, so it would be dropped): choose another name',
    ]);
  });
});
