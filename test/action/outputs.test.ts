// Step outputs stay within GitHub's limit (1 MiB each): a larger value becomes a JSON marker that
// says how large it was and where the whole value is.
import { describe, expect, it } from 'vitest';
import { maxOutputBytes, setStepOutputs, stepOutputs } from '../../src/action/outputs.ts';
import { recordingIO } from './support/recording-io.ts';
import { parseActionInputs, readRawInputs } from '../../src/action/inputs/parse.ts';
import { jobSummaryContext } from '../../src/action/summary.ts';

describe('step outputs', () => {
  it('cut a value over the limit to a marker naming the cache entry and artifact that hold it', () => {
    const env = { 'INPUT_RUN-ID': 'big' };
    const config = parseActionInputs(readRawInputs(env), { cwd: '/tmp', runnerTemp: '/tmp' });
    const context = jobSummaryContext(env, config, []);
    const huge = 'k'.repeat(maxOutputBytes + 1);
    const outputs = stepOutputs(null, context, { cacheKey: huge, artifactName: 'supervised-run+default+big+1' });
    const marker = JSON.parse(outputs['cache-key']) as Record<string, unknown>;
    expect(marker).toMatchObject({ truncated: true, output: 'cache-key', bytes: maxOutputBytes + 1 });
    expect(String(marker.where)).toContain('artifact supervised-run+default+big+1');
    for (const value of Object.values(outputs)) expect(Buffer.byteLength(value)).toBeLessThanOrEqual(maxOutputBytes);
    expect(outputs['artifact-name']).toBe('supervised-run+default+big+1');
  });

  it('say in a warning which output was cut, how large it was, and nothing for outputs that fit', () => {
    const env = { 'INPUT_RUN-ID': 'big' };
    const config = parseActionInputs(readRawInputs(env), { cwd: '/tmp', runnerTemp: '/tmp' });
    const context = jobSummaryContext(env, config, []);
    const io = recordingIO();
    setStepOutputs(io, stepOutputs(null, context, { cacheKey: 'k'.repeat(maxOutputBytes + 5), artifactName: 'a' }));
    expect(io.log).toEqual([
      {
        level: 'warning',
        message: expect.stringMatching(
          /^output "cache-key" was 1000005 bytes, over the 1000000 bytes a step output may hold/,
        ),
        title: "output cache-key cut to GitHub's limit",
      },
    ]);
    const fits = recordingIO();
    setStepOutputs(fits, stepOutputs(null, context, { cacheKey: 'k', artifactName: 'a' }));
    expect(fits.log).toEqual([]);
  });
});
