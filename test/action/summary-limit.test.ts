// The job summary stays within the runner's 1 MiB (over it, the runner uploads none of it and
// says only that it was too large) even when the job's own lines (refusals, notes) echo text full
// of characters the escapers expand, beside a run report that fills its share of the limit.
import { describe, expect, it } from 'vitest';
import { renderJobSummary } from '../../src/action/summary.ts';
import { maxSummaryBytes } from '../../src/report/index.ts';
import { actionContext, node, report } from '../report/fixtures.ts';

describe('the job summary', () => {
  it('keeps its own lines within the room left beside a full report', () => {
    const positions = Array.from({ length: 7000 }, (_, i) => `dag/node-${i}-${'x'.repeat(80)}/1`);
    const run = report({
      nodes: positions.map((position, i) =>
        node({ position, nodeId: `node-${i}-${'x'.repeat(80)}`, state: 'completed' }),
      ),
    });
    // Each `<` is written as `&#60;`: five bytes for one character.
    const expanding = '<'.repeat(5000);
    const summary = renderJobSummary({
      runId: 'big',
      report: run,
      context: { ...actionContext, maxBytes: maxSummaryBytes - 32 * 1024 },
      problems: Array.from({ length: 5 }, () => ({ code: 'RESUME_ANSWER', message: expanding })),
      notes: Array.from({ length: 10 }, () => expanding),
    });
    expect(Buffer.byteLength(summary, 'utf8')).toBeLessThanOrEqual(maxSummaryBytes);
    expect(summary).toContain('**RESUME&#95;ANSWER:**');
    expect(summary).toMatch(/^- \d+ more of this job's messages are left out here \(the summary's 1 MiB limit\)\.$/m);
  });
});
