// Option values as text, shared by the Action's inputs and the CLI's flags: each reader returns
// the value or what it accepts, never the text it was given; known secrets from values and variables.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  collectKnownSecrets,
  maxDurationMs,
  nonEmptyLines,
  optionValueSchema,
  readChoice,
  readDuration,
  readJson,
  readJsonObject,
  readNamespace,
  readPath,
  readPosition,
  readStoreId,
  readVariableName,
  readVariableNames,
  readWholeNumber,
  shownValue,
  type OptionValue,
} from '../../src/runner/options/option-values.ts';
import { definitionFileAccepts, readDefinitionFile } from '../../src/runner/options/definition-file.ts';
import { environmentVariableNameSchema } from '../../src/runner/options/options.ts';

function accepts<T>(result: OptionValue<T>): string {
  if (result.ok) throw new Error(`expected a refusal, got ${JSON.stringify(result.value)}`);
  return result.accepts;
}

describe('readDuration', () => {
  it.each([
    ['500ms', 500],
    ['30s', 30_000],
    ['10m', 600_000],
    ['2h', 7_200_000],
    ['5h50m', 21_000_000],
    ['1h0m5s', 3_605_000],
    ['1m1s1ms', 61_001],
    [`${maxDurationMs}ms`, maxDurationMs],
  ])('reads %s as %d ms', (text, ms) => {
    expect(readDuration(text)).toEqual({ ok: true, value: ms });
  });

  it.each([
    '',
    '10 m',
    '1d',
    '-5s',
    '10m1h',
    '1s1s',
    '0s',
    '5ms5s',
    '25000h',
    `${maxDurationMs + 1}ms`,
    'soon',
    '1.5h',
    ' 1s',
  ])('refuses %j, saying what a duration is', (text) => {
    expect(accepts(readDuration(text))).toContain('a duration such as 500ms, 30s, 10m, 2h or 5h50m');
    expect(accepts(readDuration(text))).toContain(`at most ${maxDurationMs} ms`);
  });

  it('refuses a bare number (seconds or milliseconds?) and says so', () => {
    expect(accepts(readDuration('30'))).toContain('a bare number has no unit');
    expect(accepts(readDuration('0'))).toContain('a bare number has no unit');
  });

  it('takes 0 only when allowed, with or without a unit', () => {
    for (const text of ['0', '00', '0s', '0ms', '0h0m'])
      expect(readDuration(text, { allowZero: true })).toEqual({ ok: true, value: 0 });
    expect(readDuration('0s').ok).toBe(false);
    expect(accepts(readDuration('x', { allowZero: true }))).toMatch(/^0 or a duration/);
  });
});

describe('readWholeNumber', () => {
  it('reads plain decimals within the range', () => {
    expect(readWholeNumber('0', 0, 1000)).toEqual({ ok: true, value: 0 });
    expect(readWholeNumber('1000', 0, 1000)).toEqual({ ok: true, value: 1000 });
  });

  it.each(['-1', '1001', '01', '1e3', '1.0', ' 1', '', 'many'])('refuses %j for 0..1000', (text) => {
    expect(accepts(readWholeNumber(text, 0, 1000))).toBe('a whole number from 0 to 1000');
  });

  it('honours the lower bound', () => {
    expect(accepts(readWholeNumber('0', 1, 5))).toBe('a whole number from 1 to 5');
  });
});

describe('store IDs and namespaces', () => {
  it.each(['run/1', '..', '.', 'r'.repeat(101), 'run id', ''])(
    'refuses the run ID %j, saying what run IDs are',
    (text) => {
      expect(accepts(readStoreId(text))).toContain('1-100 characters from A-Z, a-z, 0-9, ".", "_" and "-"');
    },
  );

  it('reads run IDs and namespaces; ".local" is reserved in any case', () => {
    expect(readStoreId('release-1.a_b')).toEqual({ ok: true, value: 'release-1.a_b' });
    expect(readNamespace('team.a')).toEqual({ ok: true, value: 'team.a' });
    expect(readStoreId('.local').ok).toBe(true);
    expect(accepts(readNamespace('.LOCAL'))).toContain('".local" is reserved');
  });
});

describe('JSON values', () => {
  it('reads any JSON value, and only objects where an object is asked for', () => {
    expect(readJson('[1,"a",null]')).toEqual({ ok: true, value: [1, 'a', null] });
    expect(readJsonObject('{"ticket":"T-1"}')).toEqual({ ok: true, value: { ticket: 'T-1' } });
    for (const text of ['[1]', 'null', '"x"', '3'])
      expect(accepts(readJsonObject(text))).toBe('a JSON object, e.g. {"ticket": "DEMO-1"}');
  });

  it('never quotes the text back (JSON.parse would): it may hold a pasted secret', () => {
    const secret = 'sk-live-0123456789';
    for (const result of [readJson(`{"key": "${secret}"`), readJson(secret), readJsonObject(secret)]) {
      expect(accepts(result)).not.toContain(secret);
      expect(accepts(result)).toMatch(/valid JSON/);
    }
  });
});

describe('paths, positions, choices', () => {
  it('reads a path without NUL', () => {
    expect(readPath('a/b c')).toEqual({ ok: true, value: 'a/b c' });
    expect(accepts(readPath('a\0b'))).toContain('without NUL');
    expect(readPath('').ok).toBe(false);
  });

  it('reads a position of one printable line', () => {
    expect(readPosition('dag/publish/1')).toEqual({ ok: true, value: 'dag/publish/1' });
    for (const text of ['', 'a\nb', 'a\u001b[2J', 'p'.repeat(1001)])
      expect(accepts(readPosition(text))).toContain('e.g. dag/publish/1');
  });

  it('reads one of a list of values', () => {
    expect(readChoice('fail', ['retry', 'complete', 'fail'] as const)).toEqual({ ok: true, value: 'fail' });
    expect(accepts(readChoice('maybe', ['retry', 'complete', 'fail']))).toBe('one of retry, complete, fail');
  });
});

describe('environment variable names', () => {
  it('reads one name as the runner schema allows it', () => {
    expect(readVariableName('ANTHROPIC_API_KEY')).toEqual({ ok: true, value: 'ANTHROPIC_API_KEY' });
    for (const text of ['1BAD', 'A-B', '', 'A B', 'x'.repeat(201)])
      expect(accepts(readVariableName(text))).toContain('an environment variable name');
    // The reader and the option schema accept the same names.
    for (const text of ['A', '_', 'a1', '1BAD', 'A-B', '', 'x'.repeat(200), 'x'.repeat(201), 'É', 'A\n'])
      expect(readVariableName(text).ok, text).toBe(environmentVariableNameSchema().safeParse(text).success);
  });

  it('reads a list separated by commas, spaces or newlines, without repeats', () => {
    expect(readVariableNames('A, B\nC  A,,')).toEqual({ ok: true, value: ['A', 'B', 'C'] });
    expect(readVariableNames('')).toEqual({ ok: true, value: [] });
    const refusal = accepts(readVariableNames('GOOD, sk-pasted-value'));
    expect(refusal).toContain('separated by commas or newlines');
    expect(refusal).not.toContain('sk-pasted');
  });

  it('splits lines, dropping blank ones and surrounding whitespace', () => {
    expect(nonEmptyLines('  one \r\n\n two\n')).toEqual(['one', 'two']);
  });
});

describe('readDefinitionFile', () => {
  it('reads a graph definition with an optional plan', () => {
    const definition = { graphDefinition: { form: 'dag', version: 1, value: { nodes: { a: { needs: [] } } } } };
    expect(readDefinitionFile(JSON.stringify(definition))).toEqual({ ok: true, value: definition });
    const withPlan = { ...definition, plan: { schemaVersion: 1, lanes: {} } };
    expect(readDefinitionFile(JSON.stringify(withPlan))).toEqual({ ok: true, value: withPlan });
  });

  it("checks the value of a built-in form as the start would, and leaves a host's own forms to its worker", () => {
    const file = (form: string, version: number, value: unknown) =>
      JSON.stringify({ graphDefinition: { form, version, value } });
    // The graph's own reason says what is wrong: no "expected" shape of the file follows it.
    expect(readDefinitionFile(file('dag', 1, { nodes: { a: { needs: ['b'] } } }))).toEqual({
      ok: false,
      problem: 'at graphDefinition.value: nodes.a.needs[0]: unknown node "b"',
    });
    expect(readDefinitionFile(file('dag', 1, { nodes: {} }))).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^at graphDefinition\.value: .*at least one node/),
    });
    // Another version of dag, or another form, is the host's: only its worker knows it.
    expect(readDefinitionFile(file('dag', 2, { nodes: {} }))).toMatchObject({ ok: true });
    expect(readDefinitionFile(file('pipeline', 1, 'anything'))).toMatchObject({ ok: true });
  });

  it('says where a file is wrong: not JSON, or the path of the first issue', () => {
    expect(readDefinitionFile('{bad')).toMatchObject({ ok: false, problem: expect.stringMatching(/^is not JSON \(/) });
    expect(readDefinitionFile('{"graphDefinition": {"form": ""}}')).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^at graphDefinition\.form: /),
    });
    expect(readDefinitionFile('[]')).toMatchObject({ ok: false, problem: expect.stringMatching(/^at \(root\): /) });
    // Its shape is what is wrong: the caller says what the file must hold.
    expect(readDefinitionFile('[]')).toMatchObject({ expected: definitionFileAccepts });
  });
});

describe('shownValue', () => {
  it('quotes a refused value as JSON, cut to 60 characters', () => {
    expect(shownValue('5x')).toBe('"5x"');
    expect(shownValue('a"\n')).toBe('"a\\"\\n"');
    expect(shownValue('x'.repeat(500))).toBe(`"${'x'.repeat(60)}…"`);
  });
});

describe('optionValueSchema', () => {
  it('turns a refusal into "expected <accepts>" and a missing value into "is required"', () => {
    const schema = z.object({ timeout: optionValueSchema((text) => readDuration(text)) });
    expect(schema.parse({ timeout: '2h' })).toEqual({ timeout: 7_200_000 });
    const bad = schema.safeParse({ timeout: 'soon' });
    expect(bad.success || bad.error.issues[0]).toMatchObject({
      path: ['timeout'],
      message: expect.stringMatching(/^expected a duration such as/),
    });
    const missing = schema.safeParse({});
    expect(missing.success || missing.error.issues[0]).toMatchObject({ path: ['timeout'], message: 'is required' });
  });
});

describe('collectKnownSecrets', () => {
  const env = { API_KEY: 'sk-abcdefghijkl\nline-two-of-key', SHORT: 'abc', EMPTY: '', NAMED_SHORT: 'xyz' };

  it('stores given values whatever their length, and masks them', () => {
    const secrets = collectKnownSecrets(env, { values: ['tiny', 'first-secret-value'] });
    expect(secrets).toEqual({
      masked: ['tiny', 'first-secret-value'],
      stored: ['tiny', 'first-secret-value'],
      short: [],
      unset: [],
    });
  });

  it('treats the values of passed variables as secrets: masked line by line, stored from 8 characters, short ones listed', () => {
    const secrets = collectKnownSecrets(env, { passed: ['API_KEY', 'SHORT', 'EMPTY', 'MISSING', 'API_KEY'] });
    expect(secrets.stored).toEqual(['sk-abcdefghijkl\nline-two-of-key']);
    expect(secrets.masked).toEqual(
      expect.arrayContaining(['sk-abcdefghijkl\nline-two-of-key', 'sk-abcdefghijkl', 'line-two-of-key', 'abc']),
    );
    expect(secrets.short).toEqual(['SHORT']);
    expect(secrets.unset).toEqual([]);
  });

  it('masks the lines of a multi-line value from 4 characters: a key file’s braces would hide every brace in the log', () => {
    const keyFile = '{\n  "type": "service_account",\n  "k": 1\n}';
    const secrets = collectKnownSecrets({ KEY_FILE: keyFile }, { passed: ['KEY_FILE'] });
    expect(secrets.masked).toEqual([keyFile, '"type": "service_account",', '"k": 1']);
  });

  it('stores the values of named variables whatever their length, and lists unset ones', () => {
    const secrets = collectKnownSecrets(env, { passed: ['NAMED_SHORT'], named: ['NAMED_SHORT', 'EMPTY', 'MISSING'] });
    expect(secrets.stored).toEqual(['xyz']);
    expect(secrets.short).toEqual([]);
    expect(secrets.unset).toEqual(['EMPTY', 'MISSING']);
  });

  it('reads own variables only: a name such as __proto__ is no secret', () => {
    const secrets = collectKnownSecrets(
      { API: 'x' },
      { passed: ['__proto__', 'constructor', 'toString'], named: ['__proto__'] },
    );
    expect(secrets).toEqual({ masked: [], stored: [], short: [], unset: ['__proto__'] });
  });
});
