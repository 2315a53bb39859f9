// Duplicate map keys: the linear check (document/unique-keys.ts) against yaml's own quadratic one
// (its uniqueKeys option), on generated documents: the same keys reported, at the same places,
// with the same words.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LineCounter, parseDocument } from 'yaml';
import { parseGraphText } from '../../src/declarative/document/parse-text.ts';
import { DeclarativeError } from '../../src/declarative/index.ts';

/**
 * yaml's own check: its issues as parseGraphText words them, in text order (yaml reports a flow
 * map's repeated key after that key's value), or [] when it accepts the text.
 */
function yamlOwnIssues(text: string): string[] {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true, strict: true });
  const inTextOrder = [...doc.errors].sort((a, b) => a.pos[0] - b.pos[0]);
  return inTextOrder.map((error) => {
    const pos = lineCounter.linePos(error.pos[0]);
    return `line ${pos.line}, column ${pos.col}: ${error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '')}`;
  });
}

function ourIssues(text: string): string[] {
  try {
    parseGraphText(text, 'graph.yml');
    return [];
  } catch (error) {
    if (!(error instanceof DeclarativeError)) throw error;
    return (error.issues ?? []).map((issue) =>
      issue.message.replace(/^YAML syntax error at /, '').replace(/ \(a value containing .*$/, ''),
    );
  }
}

// Keys that collide as yaml resolves them: 1 and 1.0 and 0x1 are the same number, true and True
// the same boolean, "a" and a the same string (but "1" is not 1), ~ and null the same null; .nan never equals itself.
const keys = [
  'a',
  '"a"',
  "'a'",
  'b',
  '1',
  '1.0',
  '0x1',
  '"1"',
  'true',
  'True',
  '"true"',
  '~',
  'null',
  '.nan',
  '&x c',
  'c',
];

const mapping: fc.Arbitrary<string> = fc.letrec<{ block: string; flow: string }>((tie) => ({
  flow: fc
    .array(fc.tuple(fc.constantFrom(...keys), fc.oneof(fc.constant('v'), tie('flow'))), { maxLength: 4 })
    .map((pairs) => `{ ${pairs.map(([key, value]) => `${key}: ${value}`).join(', ')} }`),
  block: fc
    .array(fc.tuple(fc.constantFrom(...keys), fc.oneof(fc.constant('v'), tie('flow'))), { minLength: 1, maxLength: 5 })
    .map((pairs) => pairs.map(([key, value]) => `${key}: ${value}`).join('\n')),
})).block;

describe('duplicate map keys', () => {
  it('are the ones yaml reports, at the same places and with the same words', () => {
    fc.assert(
      fc.property(mapping, (text) => {
        expect(ourIssues(text)).toEqual(yamlOwnIssues(text));
      }),
      { numRuns: 300 },
    );
  });

  it("among other syntax errors keep yaml's order: by place in the text", () => {
    const text = 'a: 1\na: 2\nb: [1\n';
    expect(ourIssues(text)).toEqual(yamlOwnIssues(text));
    expect(ourIssues(text)[0]).toBe('line 2, column 1: Map keys must be unique');
  });
});
