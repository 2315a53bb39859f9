import { describe, expect, it } from 'vitest';
import { renderRunSummary, type NodeChanges, maxSummaryBytes } from '../../src/report/index.ts';
import { actionContext, changes, hostile, node, partialUsage, report, reportedUsage } from './fixtures.ts';
import { fencedCommands, outsideCode, wellFormedProblems } from './markdown.ts';

// Thousands of nodes with long hostile IDs, usage, change records and reconcile requests: far
// more than 1 MiB when rendered in full.
function hugeRun(count: number) {
  const id = (i: number) => `node-${i}-${hostile}-${'x'.repeat(60)}`;
  const positions = Array.from({ length: count }, (_, i) => `dag/${id(i)}/1`);
  const nodeChanges: NodeChanges[] = positions.map((position, i) =>
    changes({
      position,
      nodeId: id(i),
      files: Array.from({ length: 3 }, (_, j) => ({
        path: `src/${hostile}/file-${i}-${j}.ts`,
        change: 'modified' as const,
        added: j,
        removed: 1,
        binary: false,
      })),
      added: 3,
      removed: 3,
    }),
  );
  const paused = positions.slice(0, 300);
  return report(
    {
      phase: 'paused',
      result: { kind: 'pause', code: null, reason: null, positions: paused },
      pauses: paused.map((position, i) => ({
        position,
        nodeId: id(i),
        eventId: `e${i}`,
        reason: `uncertain ${hostile}`,
        request: { kind: 'reconcile-attempt', attemptId: `a${i}` },
      })),
      nodes: positions.map((position, i) => node({ position, nodeId: id(i), state: i < 300 ? 'paused' : 'completed' })),
      usage: positions.map((_, i) => ({ nodeId: id(i), usage: i % 2 === 0 ? reportedUsage() : partialUsage() })),
    },
    { nodeChanges, warnings: ['Fork detected: the newest cache entry is not the one this job restored.'] },
  );
}

describe('the 1 MiB limit', () => {
  const run = hugeRun(5000);
  const markdown = renderRunSummary(run, actionContext);
  const size = Buffer.byteLength(markdown, 'utf8');

  it('keeps the document within 1 MiB', () => {
    expect(size).toBeLessThanOrEqual(maxSummaryBytes);
    // Trimmed, not emptied: most of the budget is used.
    expect(size).toBeGreaterThan(maxSummaryBytes * 0.8);
  });

  it('keeps it well-formed (no cut table row, <pre> block or character reference)', () => {
    expect(wellFormedProblems(markdown)).toEqual([]);
    expect(outsideCode(markdown)).not.toContain('<img');
  });

  it('says what was left out, under the title and where the cut is', () => {
    const lines = markdown.split('\n');
    const note = lines.indexOf('> [!NOTE]');
    expect(note).toBeGreaterThan(0);
    expect(note).toBeLessThan(10);
    expect(lines[note + 1]).toContain('This summary was shortened to fit 1 MiB');
    const cuts = lines.slice(note + 2).filter((line) => line.startsWith('> - '));
    expect(
      cuts.some((line) =>
        /^> - (What each node changed: left out|What each node changed: [\d,]+ of 5,000 change records shown)$/.test(
          line,
        ),
      ),
    ).toBe(true);
    expect(markdown).toMatch(
      /_… and [\d,]+ more (change records|usage rows|node rows) not shown: the summary is limited to 1 MiB \(GitHub's limit per step\)\._/,
    );
  });

  it('keeps the most important parts whole: title, warnings, every reconcile request, usage totals', () => {
    expect(markdown.startsWith('## Supervised run release-1 ✋ waits for your decision\n')).toBe(true);
    expect(markdown).toContain('> - Fork detected: the newest cache entry is not the one this job restored.');
    expect(markdown).toContain('### What to do next\n\n300 attempts need your decision.');
    expect(fencedCommands(markdown).filter((line) => line.startsWith('gh workflow run')).length).toBe(900);
    expect(markdown).toContain('| **total** | — | 7,500 |');
  });

  it('drops least important parts first (changes before nodes)', () => {
    const nodeRows = markdown.split('\n').filter((line) => line.startsWith('| node-')).length;
    const changeBlocks = markdown.split('\n').filter((line) => line.startsWith('#### node-')).length;
    expect(nodeRows).toBeGreaterThan(0);
    expect(changeBlocks).toBe(0);
  });

  it('honours a smaller limit the same way', () => {
    const small = renderRunSummary(hugeRun(200), { ...actionContext, maxBytes: 64 * 1024 });
    expect(Buffer.byteLength(small, 'utf8')).toBeLessThanOrEqual(64 * 1024);
    expect(wellFormedProblems(small)).toEqual([]);
    expect(small).toContain('This summary was shortened to fit 65,536 bytes');
  });

  it("does not call a smaller limit GitHub's (the Action keeps room for its own lines)", () => {
    const action = renderRunSummary(hugeRun(5000), { ...actionContext, maxBytes: 1_048_576 - 32 * 1024 });
    expect(action).toContain(
      "This summary was shortened to fit 1,015,808 bytes (under GitHub's limit of 1 MiB per step).",
    );
    expect(action).toMatch(
      /not shown: the summary is limited to 1,015,808 bytes \(under GitHub's limit of 1 MiB per step\)\._/,
    );
    expect(action).not.toContain("bytes (GitHub's limit per step)");
  });

  it('a cut nodes table names the nodes it leaves out that did not complete', () => {
    // 5,000 nodes with long IDs, in ID order: the failed and the never-run ones come last.
    const id = (i: number) => `n${String(i).padStart(4, '0')}-${'x'.repeat(150)}`;
    const ids = Array.from({ length: 5000 }, (_, i) => id(i));
    const md = renderRunSummary(
      report(
        {
          phase: 'failed',
          result: { kind: 'fail', code: 'DAG_NODE_FAILED', message: 'a required node failed' },
          nodes: ids.slice(0, 4999).map((nodeId, i) =>
            node({
              position: `dag/${nodeId}/1`,
              nodeId,
              ...(i === 4998 ? { state: 'failed', code: 'EFFECT_FAILED', message: 'exit 1' } : {}),
            }),
          ),
        },
        { graphNodes: ids.map((nodeId) => ({ id: nodeId, needs: [], optional: false })) },
      ),
      actionContext,
    );
    expect(Buffer.byteLength(md)).toBeLessThanOrEqual(maxSummaryBytes);
    expect(wellFormedProblems(md)).toEqual([]);
    const named = `Left out and not completed: 1 failed, 1 not run: ${id(4998).slice(0, 60)}… (failed), ${id(4999).slice(0, 60)}… (not run).`;
    const note = md.split('\n').find((line) => line.startsWith('> - Nodes: '));
    expect(note).toMatch(/^> - Nodes: [\d,]+ of 5,000 node rows shown\. /);
    expect(note).toContain(named);
    expect(md).toContain(`(GitHub's limit per step)._ ${named}`);
  });

  it('lists at most 50 files per position and 500 in all, then says how many more', () => {
    const many = report(
      { nodes: [] },
      {
        nodeChanges: Array.from({ length: 12 }, (_, i) =>
          changes({
            position: `dag/n${i}/1`,
            nodeId: `n${i}`,
            files: Array.from({ length: 60 }, (_, j) => ({
              path: `f${j}`,
              change: 'added' as const,
              added: 1,
              removed: 0,
              binary: false,
            })),
            added: 260,
            removed: 0,
            omittedFiles: 200,
          }),
        ),
      },
    );
    const md = renderRunSummary(many, actionContext);
    const fileRows = md.split('\n').filter((line) => /^\| f\d+ \|/.test(line)).length;
    expect(fileRows).toBe(500);
    expect(md).toContain('+260 / −0 lines in 260 files.');
    expect(md).toContain('… and 210 more files');
    expect(md).toContain('… and 260 more files');
    expect(wellFormedProblems(md)).toEqual([]);
  });
});
