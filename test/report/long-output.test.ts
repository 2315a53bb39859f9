// What failed nodes printed must not crowd the rest out of the summary: each shown line is cut to
// a few hundred characters (saying how many more there were), and when the summary must be cut,
// the attempt logs give up what passes a quarter of the limit before the nodes table and the
// evidence are touched.
import { describe, expect, it } from 'vitest';
import type { AttemptOutputView } from '../../src/report/attempt-output.ts';
import { maxSummaryBytes, renderRunSummary, renderRunSummaryText } from '../../src/report/index.ts';
import { actionContext, hostile, node, report } from './fixtures.ts';
import { wellFormedProblems } from './markdown.ts';

/** What a failed attempt printed: `lines` lines of `width` characters each (the last 40 are kept). */
function printed(nodeId: string, lines: number, width: number, fill = 'f'): AttemptOutputView {
  const position = `dag/${nodeId}/1`;
  return {
    position,
    nodeId,
    attemptId: `${position}#1`,
    attempt: 1,
    outcome: 'failed',
    startedAt: '2025-01-01T00:00:01.000Z',
    ranMs: 3100,
    totalLines: lines,
    cutLines: 0,
    lastLines: Array.from({ length: Math.min(40, lines) }, (_, i) => `[out] ${i}:${fill.repeat(width)}`),
    storePath: `default/runs/release-1/logs/${nodeId}.head.jsonl`,
    artifactPath: `logs/${nodeId}.head.jsonl`,
    artifact: null,
  };
}

function failedRun(failed: readonly AttemptOutputView[], others: number) {
  const ids = [...failed.map((view) => view.nodeId), ...Array.from({ length: others }, (_, i) => `ok-${i}`)];
  return report(
    {
      nodes: ids.map((nodeId, i) =>
        node(
          i < failed.length
            ? { position: `dag/${nodeId}/1`, nodeId, state: 'failed', code: 'EFFECT_FAILED' }
            : { position: `dag/${nodeId}/1`, nodeId },
        ),
      ),
    },
    {
      graphNodes: ids.map((id, i) => ({ id, needs: [], optional: i < failed.length })),
      attemptOutputs: [...failed],
    },
  );
}

describe('long attempt output in the summary', () => {
  it('one node printing 40 lines of 30,000 characters: each line cut, the nodes table and evidence kept', () => {
    const markdown = renderRunSummary(failedRun([printed('fail0', 50, 30_000)], 5), actionContext);
    // Before: 962 KB, nearly all of it this one log, with the nodes table and the evidence left out.
    expect(Buffer.byteLength(markdown)).toBeLessThan(40_000);
    expect(markdown).not.toContain('This summary was shortened');
    expect(markdown).toContain('### Nodes (6)');
    expect(markdown).toContain('<details><summary>Evidence: store, events, chain heads</summary>');
    const block = /<pre><code>(.*)<\/code><\/pre>/.exec(markdown)![1]!.split('&#10;');
    expect(block).toHaveLength(40);
    for (const line of block) expect(line).toMatch(/^\[out\] \d+:f+ … \(29,60\d more characters not shown\)$/);
    expect(block[0]!.indexOf(' … ')).toBe(400);
    expect(renderRunSummaryText(failedRun([printed('fail0', 50, 30_000)], 5), {})).toContain(
      ' … (29,608 more characters not shown)',
    );
  });

  it('counts characters, not UTF-16 units, and never cuts a surrogate pair', () => {
    const markdown = renderRunSummary(failedRun([printed('emoji', 40, 1000, '😀')], 0), actionContext);
    // 400 characters shown, a pair counting once: 392 or 391 emoji after `[out] 0:` / `[out] 10:`.
    expect(wellFormedProblems(markdown)).toEqual([]);
    expect(markdown).not.toContain('\uFFFD');
    expect(markdown).not.toContain('&#65533;');
    expect(markdown).toContain(' … (608 more characters not shown)');
    expect(markdown).toContain(' … (609 more characters not shown)');
  });

  it('many long logs give up what passes a quarter of the limit; the nodes table and evidence stay whole', () => {
    // 300 failed nodes printing hostile text (escaped, it takes several bytes a character) and
    // 3,000 other nodes: far past 1 MiB in full.
    const failed = Array.from({ length: 300 }, (_, i) => printed(`fail-${i}`, 40, 20, hostile));
    const markdown = renderRunSummary(failedRun(failed, 3000), actionContext);
    expect(Buffer.byteLength(markdown)).toBeLessThanOrEqual(maxSummaryBytes);
    expect(wellFormedProblems(markdown)).toEqual([]);
    const nodeRows = markdown.split('\n').filter((line) => /^\| (fail-|ok-)/.test(line)).length;
    expect(nodeRows).toBe(3300);
    expect(markdown).toContain('<details><summary>Evidence: store, events, chain heads</summary>');
    const note = markdown.split('\n').filter((line) => line.startsWith('> - '));
    expect(note).toHaveLength(1);
    // Where the logs left out can be read: the CLI prints them all.
    const all = 'All of them: <code>npx supervised-run logs --run-id release-1</code>';
    expect(note[0]).toMatch(/^> - What the attempts printed: [\d,]+ of 300 attempt logs shown\. /);
    expect(note[0]).toBe(`${note[0]!.slice(0, note[0]!.indexOf('. ') + 2)}${all}`);
    expect(markdown).toMatch(
      /_… and [\d,]+ more attempt logs not shown: the summary is limited to 1 MiB \(GitHub's limit per step\)\._ All of them: /,
    );
    const logs = markdown.slice(markdown.indexOf('### What the attempts printed'), markdown.indexOf('### Nodes'));
    expect(Buffer.byteLength(logs)).toBeGreaterThan(maxSummaryBytes * 0.2);
  });
});
