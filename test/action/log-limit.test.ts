// The per-attempt log limit: the Action's log-limit input, the graph file's log-limit key and the
// CLI's --log-limit read the same sizes; a bad one is refused naming where it came from.
import { describe, expect, it } from 'vitest';
import { isActionError } from '../../src/action/errors.ts';
import { parseActionInputs, readRawInputs } from '../../src/action/inputs/parse.ts';
import { startRunOptions } from '../../src/action/run-options.ts';
import { readLogLimit } from '../../src/runner/options/option-values.ts';
import { load, loadError, issueTexts, useTempRoots, tempRoot, writeIn } from '../declarative/helpers.ts';

useTempRoots();

const context = { cwd: '/work/space', runnerTemp: '/runner/temp' };
const parse = (inputs: Record<string, string>) =>
  parseActionInputs(
    readRawInputs(
      Object.fromEntries(
        Object.entries({ 'run-id': 'r1', ...inputs }).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v]),
      ),
    ),
    context,
    [],
  );

describe('log-limit', () => {
  it.each([
    ['16KiB', 16_384],
    ['512KiB', 524_288],
    ['1MiB', 1_048_576],
    ['64MiB', 67_108_864],
    ['2MB', 2_000_000],
    ['100000', 100_000],
  ])('reads %j as %d bytes', (text, bytes) => {
    expect(readLogLimit(text)).toEqual({ ok: true, value: bytes });
    expect(parse({ 'log-limit': text }).logLimitBytes).toBe(bytes);
  });

  it('refuses sizes outside 16KiB-64MiB and other text, naming the input', () => {
    for (const text of ['1KiB', '65MiB', '1 GiB', 'lots', '-5']) {
      let error: unknown;
      try {
        parse({ 'log-limit': text });
      } catch (caught) {
        error = caught;
      }
      expect(isActionError(error, 'INVALID_INPUT') && error.input).toBe('log-limit');
      expect((error as Error).message).toContain('a size from 16KiB to 64MiB');
    }
  });

  it('is empty by default, and maps onto attemptLogBytes of the run options when given', async () => {
    expect(parse({}).logLimitBytes).toBeUndefined();
    const root = await tempRoot();
    await writeIn(root, 'graph.yml', 'version: 1\nnodes:\n  a: { run: [echo, hi] }\n');
    const config = parseActionInputs(
      readRawInputs({ 'INPUT_RUN-ID': 'r1', INPUT_GRAPH: 'graph.yml', 'INPUT_LOG-LIMIT': '4MiB' }),
      { cwd: root, runnerTemp: root },
      [],
    );
    const options = await startRunOptions(config, [], {});
    expect(options.attemptLogBytes).toBe(4 * 1024 * 1024);
  });

  it('is a graph file key, stored in the host config, and refused with its path when bad', async () => {
    const compiled = await load('version: 1\nlog-limit: 256KiB\nnodes:\n  a: { run: [echo, hi] }\n');
    expect((compiled.host.config as { logLimitBytes?: number }).logLimitBytes).toBe(262_144);
    const error = await loadError('version: 1\nlog-limit: huge\nnodes:\n  a: { run: [echo, hi] }\n');
    expect(issueTexts(error).join('\n')).toMatch(/log-limit: must be a size from 16KiB to 64MiB/);
  });
});
