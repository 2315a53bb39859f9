// Step outputs stay within GitHub's limit (1 MiB each): a larger value becomes a JSON marker that
// says how large it was and where the whole value is.
import { describe, expect, it } from 'vitest';
import { maxOutputBytes, stepOutputs } from '../../src/action/outputs.ts';
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
});
