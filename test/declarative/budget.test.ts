// The budget's faces: the graph file's `budget:` (adapter limits override it per field) and the
// Action inputs (limits of a new run; a raise goes with the resume), each refusing bad values.
import { describe, expect, it } from 'vitest';
import { declarativeRunOptions } from '../../src/declarative/index.ts';
import { parseActionInputs, readRawInputs } from '../../src/action/inputs/parse.ts';
import { isActionError } from '../../src/action/errors.ts';
import { load, loadError, useTempRoots } from './helpers.ts';

useTempRoots();

const graph = (budget: string) => `version: 1
${budget}
nodes:
  one: { run: [node, -e, "1"] }
`;

const base = { runId: 'r1', storage: { directory: '/tmp/s', namespace: 'n' }, runRoot: '/tmp/r' };

describe('graph-file budget', () => {
  it('becomes limits.budget, and an adapter limit overrides a field of it', async () => {
    const compiled = await load(graph('budget: { usd: 2.5, tokens: 1000, soft: true }'));
    expect(declarativeRunOptions(compiled, base).limits).toEqual({ budget: { usd: 2.5, tokens: 1000, soft: true } });
    expect(declarativeRunOptions(compiled, { ...base, limits: { budget: { usd: 9 } } }).limits).toEqual({
      budget: { usd: 9, tokens: 1000, soft: true },
    });
  });

  it('refuses a budget with no limit or a bad value, naming the field', async () => {
    expect((await loadError(graph('budget: { soft: true }'))).message).toContain('must set usd and/or tokens');
    expect((await loadError(graph('budget: { usd: -1 }'))).message).toMatch(/budget\.usd|usd/);
    expect((await loadError(graph('budget: { tokens: 1.5 }'))).message).toContain('whole number');
  });
});

describe('Action budget inputs', () => {
  const context = { cwd: '/work/space', runnerTemp: '/runner/temp' };
  const env = (inputs: Record<string, string>) =>
    Object.fromEntries(Object.entries({ 'run-id': 'r1', ...inputs }).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v]));
  const parse = (inputs: Record<string, string>) => parseActionInputs(readRawInputs(env(inputs)), context, []);

  it('parses budget-usd, budget-tokens, budget-soft and the raise inputs', () => {
    const config = parse({
      'budget-usd': '0.25',
      'budget-tokens': '5000',
      'budget-soft': 'true',
      'raise-budget-usd': '1',
    });
    expect(config.limits.budget).toEqual({ usd: 0.25, tokens: 5000, soft: true });
    expect(config.raiseBudget).toEqual({ usd: 1 });
    expect(parse({}).limits.budget).toBeUndefined();
  });

  it('refuses a bad dollar value naming the input and what it accepts', () => {
    for (const value of ['-1', '0', '1e3', 'five']) {
      try {
        parse({ 'budget-usd': value });
        throw new Error(`accepted ${value}`);
      } catch (error) {
        expect(isActionError(error, 'INVALID_INPUT')).toBe(true);
        expect((error as { input?: string }).input).toBe('budget-usd');
        expect((error as Error).message).toContain('a positive number of dollars');
      }
    }
  });
});
