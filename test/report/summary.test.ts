// Rendered summaries: completed and failed runs, usage that is partial or unknown, hostile strings.
import { describe, expect, it } from 'vitest';
import { renderRunSummary, type RunReport } from '../../src/report/index.ts';
import {
  actionContext,
  changes,
  hostile,
  node,
  partialUsage,
  report,
  reportedUsage,
  unknownUsage,
} from './fixtures.ts';
import { cells, decodeReferences, preCommands, wellFormedProblems } from './markdown.ts';

const lines = (markdown: string) => markdown.split('\n');
const rowOf = (markdown: string, first: string) => lines(markdown).find((line) => line.startsWith(`| ${first} |`));

function completedRun(): RunReport {
  return report(
    {
      nodes: [
        node({ position: 'dag/build/1', nodeId: 'build', durationMs: 65_000 }),
        node({ position: 'dag/review/1', nodeId: 'review', attempts: 2, durationMs: 800 }),
      ],
      usage: [{ nodeId: 'review', usage: reportedUsage() }],
    },
    {
      result: { kind: 'complete', output: { build: { exitCode: 0 } } },
      evidence: {
        cacheKey: 'supervised-run/default/release-1/123-1',
        restoredFrom: 'supervised-run/default/release-1/122-1',
        artifactName: 'supervised-run-default-release-1-1',
        eventCount: { graph: 12, runner: 7 },
        chainHeads: { graph: 'a'.repeat(64), runner: 'b'.repeat(64) },
        session: 1,
      },
      nodeChanges: [
        changes({
          position: 'dag/build/1',
          nodeId: 'build',
          files: [
            { path: 'dist/main.js', change: 'modified', added: 120, removed: 30, binary: false },
            { path: 'logo.png', change: 'added', added: 0, removed: 0, binary: true },
          ],
          added: 120,
          removed: 30,
        }),
      ],
    },
  );
}

describe('renderRunSummary: a completed run', () => {
  const markdown = renderRunSummary(completedRun(), actionContext);

  it('states result, phase, run ID and session in the title', () => {
    expect(lines(markdown).slice(0, 3)).toEqual([
      '## Supervised run release-1: ✅ completed',
      '',
      '**Result:** complete · **Phase:** completed · **Run ID:** release-1 · **Namespace:** default · **Session:** 1',
    ]);
  });

  it('lists every position with state, attempts, duration, usage, tokens and cost', () => {
    expect(markdown).toContain(
      [
        '| position | node | state | attempts | duration | usage | tokens in / out | cost |',
        '| --- | --- | --- | ---: | ---: | --- | ---: | ---: |',
        '| dag/build/1 | build | completed | 1 | 1 min 5 s | — | — | — |',
        '| dag/review/1 | review | completed | 2 | 800 ms | reported | 1,200 / 340 | 0.0123 USD (reported) |',
      ].join('\n'),
    );
  });

  it('shows usage per node and in total', () => {
    expect(rowOf(markdown, '**total**')).toBe(
      '| **total** | reported | 1 | 0 | 1,200 | 340 | 0 / 0 | 0.0123 USD (reported) | 0.0123 USD | — | 0 | api 1 (0.0123 USD) |',
    );
    expect(rowOf(markdown, 'review')).toBe(
      '| review | reported | 1 | 0 | 1,200 | 340 | 0 / 0 | 0.0123 USD (reported) | 0.0123 USD | — | 0 | api 1 (0.0123 USD) |',
    );
  });

  it('lists what each node changed, binary files as binary', () => {
    expect(markdown).toContain(
      [
        '#### dag/build/1: build, attempt 1, completed',
        '',
        '+120 / −30 lines in 2 files.',
        '',
        '| file | change | added | removed |',
        '| --- | --- | ---: | ---: |',
        '| dist/main.js | modified | +120 | −30 |',
        '| logo.png | added | binary | binary |',
      ].join('\n'),
    );
  });

  it('gives the evidence: cache key, restored from, artifact, events, short chain heads, session', () => {
    for (const row of [
      '| cache key | supervised-run/default/release-1/123-1 |',
      '| restored from | supervised-run/default/release-1/122-1 |',
      '| artifact name | supervised-run-default-release-1-1 |',
      '| events | 19 (graph 12, runner 7) |',
      '| chain heads | graph aaaaaaaaaaaa, runner bbbbbbbbbbbb |',
      '| session | 1 |',
    ]) {
      expect(lines(markdown)).toContain(row);
    }
  });

  it('has no reconcile or pause sections and is well-formed', () => {
    expect(markdown).not.toContain('### Reconcile requests');
    expect(markdown).not.toContain('### Paused');
    expect(wellFormedProblems(markdown)).toEqual([]);
  });
});

describe('renderRunSummary: failed and unsettled runs', () => {
  it('a failed run shows its code, message and the failed nodes', () => {
    const md = renderRunSummary(
      report({
        phase: 'failed',
        result: { kind: 'fail', code: 'DAG_NODE_FAILED', message: 'required node "test" failed' },
        nodes: [
          node({
            position: 'dag/test/1',
            nodeId: 'test',
            state: 'failed',
            code: 'EFFECT_FAILED',
            message: 'exit code 1',
          }),
        ],
      }),
      actionContext,
    );
    expect(md.split('\n')[0]).toBe('## Supervised run release-1: ❌ failed');
    expect(md).toContain('**Result:** fail (DAG&#95;NODE&#95;FAILED)');
    expect(md).toContain('**Message:** required node &#34;test&#34; failed');
    expect(md).toContain('- **dag/test/1** (test): EFFECT&#95;FAILED: exit code 1');
    expect(rowOf(md, 'dag/test/1')).toBe('| dag/test/1 | test | failed (EFFECT&#95;FAILED) | 1 | 1.5 s | — | — | — |');
  });

  it('a run with no settled result says the summary is a snapshot', () => {
    const md = renderRunSummary(report({ phase: 'running', result: null }), actionContext);
    expect(md.split('\n')[0]).toBe('## Supervised run release-1: ⏳ not settled');
    expect(md).toContain('this summary is a snapshot');
  });

  it('shows warnings as a callout, with the status’s own (cleanup not verified)', () => {
    const md = renderRunSummary(
      report(
        { cleanupVerified: false },
        { warnings: ['Cache is read-only (ACTIONS_CACHE_MODE=read): the store was not saved.'] },
      ),
      actionContext,
    );
    expect(md).toContain(
      [
        '> [!WARNING]',
        '> - Cleanup of the worker&#39;s processes could not be verified: check the machine for leftover processes.',
        '> - Cache is read-only &#40;ACTIONS&#95;CACHE&#95;MODE=read&#41;: the store was not saved.',
      ].join('\n'),
    );
  });

  it('a reconciled node says who decided what', () => {
    const md = renderRunSummary(
      report({
        nodes: [node({ position: 'dag/p/1', nodeId: 'p', reconciled: { decision: 'complete', decidedBy: 'octocat' } })],
      }),
      actionContext,
    );
    expect(rowOf(md, 'dag/p/1')).toContain('| completed, reconciled: complete by octocat |');
  });
});

describe('renderRunSummary: usage that is partial or unknown is never 0', () => {
  const md = renderRunSummary(
    report({
      nodes: [node({ position: 'dag/p/1', nodeId: 'partial' }), node({ position: 'dag/u/1', nodeId: 'unknown' })],
      usage: [
        { nodeId: 'partial', usage: partialUsage() },
        { nodeId: 'unknown', usage: unknownUsage() },
      ],
    }),
    actionContext,
  );

  it('partial figures are lower bounds', () => {
    expect(rowOf(md, 'dag/p/1')).toBe(
      '| dag/p/1 | partial | completed | 1 | 1.5 s | partial | ≥ 1,200 / ≥ 340 | ≥ 0.5000 USD (estimated, 1 unknown) |',
    );
    expect(cells(rowOf(md, 'partial') as string)).toEqual([
      'partial',
      'partial',
      '2',
      '1',
      '≥ 1,200',
      '≥ 340',
      '≥ 0 / ≥ 0',
      '≥ 0.5000 USD (estimated, 1 unknown)',
      '—',
      '0.5000 USD',
      '1 (mystery-model)',
      'api 1 (0.5000 USD), unknown 1',
    ]);
  });

  it('unknown figures read "unknown", never 0', () => {
    const node = cells(rowOf(md, 'dag/u/1') as string);
    expect(node.slice(5)).toEqual(['unknown', 'unknown', 'unknown']);
    const usage = cells(rowOf(md, 'unknown') as string);
    expect(usage).toEqual([
      'unknown',
      'unknown',
      '2',
      '2',
      'unknown',
      'unknown',
      'unknown / unknown',
      'unknown',
      '—',
      '—',
      '2 (gpt-zz)',
      'subscription 1, unknown 1',
    ]);
    // No token or cost cell of an unknown row is a zero.
    expect(usage.slice(4, 10).some((cell) => /(^|[^\d.,])0([^\d.,]|$)/.test(cell))).toBe(false);
  });

  it('the total is partial with lower bounds, never a plain sum presented as exact', () => {
    const total = cells(rowOf(md, '**total**') as string);
    expect(total.slice(1, 7)).toEqual(['partial', '4', '3', '≥ 1,200', '≥ 340', '≥ 0 / ≥ 0']);
    expect(total[7]).toBe('≥ 0.5000 USD (estimated, 3 unknown)');
  });
});

describe('renderRunSummary: hostile strings render as text', () => {
  const evil = `${hostile}|x\`y\`\n# h [l](javascript:alert(1)) *b* _i_ ~~s~~ \\ &amp; $x$`;
  const md = renderRunSummary(
    report(
      {
        runId: evil,
        namespace: evil,
        phase: 'paused',
        result: { kind: 'pause', code: evil, reason: evil, positions: [`dag/${evil}/1`, `dag/${evil}/2`] },
        pauses: [
          {
            position: `dag/${evil}/1`,
            nodeId: evil,
            eventId: 'e1',
            reason: evil,
            request: { kind: 'reconcile-attempt', attemptId: evil },
          },
          { position: `dag/${evil}/2`, nodeId: evil, eventId: 'e2', reason: evil, request: { why: evil } },
        ],
        nodes: [
          node({
            position: `dag/${evil}/1`,
            nodeId: evil,
            state: 'failed',
            code: evil,
            message: evil,
            reconciled: { decision: evil, decidedBy: evil },
          }),
        ],
        usage: [
          {
            nodeId: evil,
            usage: { ...unknownUsage(), cost: { ...unknownUsage().cost, unknownModels: [evil] } },
          },
        ],
      },
      {
        warnings: [evil],
        nodeChanges: [
          changes({
            position: `dag/${evil}/1`,
            nodeId: evil,
            files: [{ path: evil, change: 'added', added: 1, removed: 0, binary: false }],
            added: 1,
            removed: 0,
            error: undefined,
          }),
        ],
        evidence: {
          cacheKey: evil,
          restoredFrom: evil,
          artifactName: evil,
          eventCount: { graph: 1, runner: 1 },
          chainHeads: { graph: evil, runner: evil },
          session: 1,
        },
      },
    ),
    { ...actionContext, ref: evil },
  );

  it('never contains the raw HTML', () => {
    expect(md).not.toContain('<img');
    expect(md).not.toMatch(/<(?!\/?(pre|code|br)>)/);
  });

  it('keeps every table, code block and reference intact', () => {
    expect(wellFormedProblems(md)).toEqual([]);
  });

  it('shows the original text once the references are decoded', () => {
    const row = lines(md).find((line) => line.startsWith('| dag/&#60;img'));
    expect(row).toBeDefined();
    const [position, nodeId] = cells(row as string).map((cell) => decodeReferences(cell.replaceAll('<br>', '\n')));
    expect(position).toBe(`dag/${evil}/1`);
    expect(nodeId).toBe(evil);
    // Outside <pre> blocks (raw HTML, where Markdown is not parsed) no link or code span survives.
    const markdownLines = lines(md).filter((line) => !line.startsWith('<pre>'));
    expect(markdownLines.join('\n')).not.toContain('](javascript');
    expect(markdownLines.join('\n')).not.toContain('`y`');
  });

  it('commands in <pre> blocks still decode to the exact shell-quoted command', () => {
    const commands = preCommands(md);
    expect(commands.length).toBeGreaterThanOrEqual(4);
    expect(commands[0]).toContain(`-f decision=retry`);
    expect(commands[0]).toContain(`'dag/${evil.replaceAll("'", `'\\''`)}/1'`);
  });
});
