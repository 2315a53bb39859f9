// One duration grammar: the graph file, the Action inputs and the CLI flags read durations with the
// same parser, so each accepts and refuses the same texts.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isActionError } from '../../src/action/errors.ts';
import { parseActionInputs, readRawInputs } from '../../src/action/inputs/parse.ts';
import * as F from '../../src/cli/args/fields.ts';
import { validateFlags } from '../../src/cli/args/parse.ts';
import { issueTexts, load, loadError, useTempRoots } from './helpers.ts';

useTempRoots();

const context = { cwd: '/work/space', runnerTemp: '/runner/temp' };
const actionTimeout = (text: string): number | string => {
  try {
    return parseActionInputs(readRawInputs({ 'INPUT_RUN-ID': 'r1', INPUT_TIMEOUT: text }), context, []).limits
      .timeoutMs!;
  } catch (error) {
    if (isActionError(error, 'INVALID_INPUT')) return 'refused';
    throw error;
  }
};
const flagTimeout = (text: string): number | string => {
  try {
    return validateFlags(z.object({ timeout: F.duration() }), { timeout: text }).timeout;
  } catch {
    return 'refused';
  }
};
const graphTimeout = async (text: string): Promise<number | string> => {
  try {
    const compiled = await load(`version: 1\nnodes:\n  a: { run: x, timeout: "${text}" }\n`);
    return (compiled.host.config.nodes.a as { timeoutMs: number }).timeoutMs;
  } catch {
    return 'refused';
  }
};

describe('one duration grammar', () => {
  it.each([
    ['1h30m', 5_400_000],
    ['500ms', 500],
    ['2h', 7_200_000],
    ['1m30s250ms', 90_250],
    ['30m1h', 'refused'],
    ['1m1m', 'refused'],
    ['10', 'refused'],
    ['1d', 'refused'],
    ['0s', 'refused'],
  ])('%j reads the same in a graph file, an Action input and a CLI flag', async (text, expected) => {
    expect(await graphTimeout(text)).toBe(expected);
    expect(actionTimeout(text)).toBe(expected);
    expect(flagTimeout(text)).toBe(expected);
  });

  it('refuses a bare number in a graph file, suggesting milliseconds or seconds with units, with its position', async () => {
    const error = await loadError(`version: 1
engines:
  m: { kind: mock, timeout: 90, responses: [{ text: x, delay: 5 }] }
nodes:
  a: { run: x, timeout: 600 }
  b: { engine: m, prompt: hi }
`);
    expect(issueTexts(error)).toEqual([
      'engines.m.timeout: must be a duration with a unit, got the bare number 90: write 90ms for 90 milliseconds, or 90s or 1m30s for 90 seconds',
      'engines.m.responses[0].delay: must be a duration with a unit, got the bare number 5: write 5ms for 5 milliseconds, or 5s for 5 seconds',
      'nodes.a.timeout: must be a duration with a unit, got the bare number 600: write 600ms for 600 milliseconds, or 600s or 10m for 600 seconds',
    ]);
    expect(error.issues[2]).toMatchObject({ line: 5, column: 25 });
  });

  it('suggests only the spellings that fit the bound for a large bare number', async () => {
    const error = await loadError(`version: 1
nodes:
  a: { run: x, timeout: 3600 }
  b: { run: x, timeout: 3000000 }
  c: { run: x, timeout: 3000000000 }
`);
    expect(issueTexts(error)).toEqual([
      'nodes.a.timeout: must be a duration with a unit, got the bare number 3600: write 3600ms for 3600 milliseconds, or 3600s or 1h for 3600 seconds',
      'nodes.b.timeout: must be a duration with a unit, got the bare number 3000000: write 3000000ms for 3000000 milliseconds',
      'nodes.c.timeout: must be a duration with a unit, got the bare number 3000000000, and a duration is at most 2147483647 ms',
    ]);
  });
});

describe('run strings a shell would read differently', () => {
  it('refuses a comment and a leading assignment, naming the node, line and what to write instead', async () => {
    const error = await loadError(`version: 1
nodes:
  commented: { run: "npm test # the whole suite" }
  assigned:
    run: FOO=1 npm test
  fine: { run: make CC=gcc, env: { FOO: "1" } }
`);
    expect(issueTexts(error)).toEqual([
      expect.stringMatching(/^nodes\.commented\.run: "#" at character 10 starts a shell comment.*quote '#'/),
      expect.stringMatching(
        /^nodes\.assigned\.run: "FOO=1" at character 1 is a shell variable assignment.*env: \{ FOO: "1" \}.*list form/,
      ),
    ]);
    expect(error.issues.map((issue) => issue.line)).toEqual([3, 5]);
  });
});
