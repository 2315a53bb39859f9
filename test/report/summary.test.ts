// Rendered summaries: completed and failed runs, usage that is partial or unknown, hostile strings.
import { describe, expect, it } from 'vitest';
import { summarizeUsage } from '../../src/engine/usage.ts';
import { renderRunSummary, type RunReport } from '../../src/report/index.ts';
import {
  actionContext,
  changes,
  hostile,
  node,
  partialUsage,
  receipt,
  report,
  reportedUsage,
  unknownUsage,
} from './fixtures.ts';
import { cells, decodeReferences, outsideCode, preCommands, wellFormedProblems } from './markdown.ts';

const lines = (markdown: string) => markdown.split('\n');
const rowOf = (markdown: string, first: string) => lines(markdown).find((line) => line.startsWith(`| ${first} |`));
/** The text from a heading (or fold) to the next one. */
const sectionOf = (markdown: string, start: string) => {
  const from = markdown.indexOf(start);
  const next = markdown.slice(from + start.length).search(/\n(### |<details>)/);
  return markdown.slice(from, next === -1 ? undefined : from + start.length + next);
};

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

  it('states the outcome, run ID, elapsed time, cost and session in the headline', () => {
    expect(lines(markdown).slice(0, 3)).toEqual([
      '## Supervised run release-1 ✅ completed',
      '',
      '**Elapsed:** 1 min 5 s of 1 h 0 min · **Cost:** 0.0123 USD billed &#40;API&#41; &#40;1 engine call&#41; · **Session:** 1'
        .replaceAll('&#40;', '(')
        .replaceAll('&#41;', ')'),
    ]);
    // The run ID is said once.
    expect(markdown.match(/release-1(?!\/)/g)?.length).toBe(1);
  });

  it('lists every node with state, attempts, duration, and cost only where it made engine calls', () => {
    expect(markdown).toContain(
      [
        '| node | state | attempts | duration | cost |',
        '| --- | --- | ---: | ---: | ---: |',
        '| build | ✅ completed | 1 | 1 min 5 s |  |',
        '| review | ✅ completed | 2 | 800 ms | 0.0123 USD (reported) |',
      ].join('\n'),
    );
  });

  it('shows usage per node and in total in one table of six columns', () => {
    expect(markdown).toContain('| node | engine / model | calls | tokens in / out | cost | billing |');
    const usage = sectionOf(markdown, '### Usage');
    expect(rowOf(usage, '**total**')).toBe('| **total** | — | 1 | 1,200 / 340 | 0.0123 USD (reported) | API |');
    expect(rowOf(usage, 'review')).toBe('| review | — | 1 | 1,200 / 340 | 0.0123 USD (reported) | API |');
    // No subscription figure, so no note about one.
    expect(usage).not.toContain('A subscription figure');
  });

  it('folds the usage details: cache tokens, reported and estimated cost, failed and open calls', () => {
    expect(markdown).toContain(
      [
        '<details><summary>Usage details: cache tokens, reported and estimated cost, failed calls</summary>',
        '',
        '| node | cache read / write | reported cost | estimated cost | failed / open calls |',
        '| --- | ---: | ---: | ---: | ---: |',
        // The call reported no cache counts: unknown, not 0.
        '| **total** | unknown / unknown | 0.0123 USD | — | 0 / 0 |',
      ].join('\n'),
    );
  });

  it('lists what each node changed, binary files as binary', () => {
    expect(markdown).toContain(
      [
        '#### build (dag/build/1), attempt 1, completed',
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
    ]) {
      expect(lines(markdown.replaceAll('<wbr>', ''))).toContain(row);
    }
  });

  it('has no "What to do next", folds the detail, and is well-formed', () => {
    expect(markdown).not.toContain('### What to do next');
    expect(markdown).toContain('<details><summary>Evidence: store, events, chain heads</summary>');
    expect(markdown).toContain('<details><summary>What the nodes changed (1 attempt)</summary>');
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
    expect(md.split('\n')[0]).toBe('## Supervised run release-1 ❌ failed');
    expect(md).toContain('**Error:** DAG&#95;NODE&#95;FAILED: required node &#34;test&#34; failed');
    expect(md).toContain('**First error:** test (dag/test/1): EFFECT&#95;FAILED: exit code 1');
    expect(rowOf(md, 'test')).toBe('| test | ❌ failed (EFFECT&#95;FAILED) | 1 | 1.5 s |');
    // The node's message is said once.
    expect(md.match(/exit code 1/g)?.length).toBe(1);
  });

  it('a run with no settled result says the summary is a snapshot', () => {
    const md = renderRunSummary(report({ phase: 'running', result: null }), actionContext);
    expect(md.split('\n')[0]).toBe('## Supervised run release-1 ⏳ is running');
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

  it('says the job’s warnings, written as log lines, as sentences; a first word that is a name keeps its case', () => {
    const md = renderRunSummary(
      report(
        {},
        {
          warnings: [
            'the store was NOT saved to the cache under k: the cache client returned -1',
            'takeover: session 2 of run r is claimed by run 9; going on because takeover is set',
            'environment-variables lists A',
            'ACTIONS_CACHE_MODE=read does not permit cache writes.',
          ],
        },
      ),
      actionContext,
    );
    expect(md).toContain(
      [
        '> [!WARNING]',
        '> - The store was NOT saved to the cache under k: the cache client returned -1.',
        '> - Takeover: session 2 of run r is claimed by run 9; going on because takeover is set.',
        '> - environment-variables lists A.',
        '> - ACTIONS&#95;CACHE&#95;MODE=read does not permit cache writes.',
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
    expect(rowOf(md, 'p')).toContain('| ✅ completed, reconciled: complete by octocat |');
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
  const usageTable = sectionOf(md, '### Usage');
  const detailTable = sectionOf(md, '<details><summary>Usage details');

  it('partial figures are lower bounds', () => {
    expect(rowOf(sectionOf(md, '### Nodes'), 'partial')).toBe(
      '| partial | ✅ completed | 1 | 1.5 s | ≥ 0.5000 USD (estimated, 1 unknown) |',
    );
    expect(cells(rowOf(usageTable, 'partial') as string)).toEqual([
      'partial',
      '—',
      '2',
      '≥ 1,200 / ≥ 340',
      '≥ 0.5000 USD API',
      'API 1, unknown 1',
    ]);
    expect(cells(rowOf(detailTable, 'partial') as string)).toEqual([
      'partial',
      'unknown / unknown',
      '—',
      '0.5000 USD',
      '0 / 1',
    ]);
  });

  it('unknown figures read "unknown", never 0', () => {
    expect(cells(rowOf(sectionOf(md, '### Nodes'), 'unknown') as string).slice(4)).toEqual(['unknown']);
    const usage = cells(rowOf(usageTable, 'unknown') as string);
    expect(usage).toEqual(['unknown', '—', '2', 'unknown', 'unknown', 'subscription 1, unknown 1']);
    expect(cells(rowOf(detailTable, 'unknown') as string).slice(1, 4)).toEqual(['unknown / unknown', '—', '—']);
    // No token or cost cell of an unknown row is a zero.
    expect(usage.slice(3, 5).some((cell) => /(^|[^\d.,])0([^\d.,]|$)/.test(cell))).toBe(false);
  });

  it('the total is partial with lower bounds, never a plain sum presented as exact', () => {
    const total = cells(rowOf(usageTable, '**total**') as string);
    expect(total.slice(2, 5)).toEqual(['4', '≥ 1,200 / ≥ 340', '≥ 0.5000 USD API']);
    expect(usageTable).toContain(
      '**Not measured:** 3 of 4 calls have no usage figures (1 completed but the engine reported no usage, 2 cut off by a crash or a stop), so token figures marked ≥ are lower bounds. 3 calls have no cost figure (gpt-zz, mystery-model): costs marked ≥ are lower bounds.',
    );
    expect(md).toContain('**Cost:** ≥ 0.5000 USD billed (API) (4 engine calls, 3 without a cost figure)');
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

  // A fenced code block is text whatever it holds (its fence is longer than any backtick run in it).
  const prose = outsideCode(md);

  it('never contains the raw HTML outside code blocks', () => {
    expect(prose).not.toContain('<img');
    expect(prose).not.toMatch(/<(?!\/?(pre|code|br|wbr|details|summary)>)/);
  });

  it('keeps every table, code block and reference intact', () => {
    expect(wellFormedProblems(md)).toEqual([]);
  });

  it('shows the original text once the references are decoded', () => {
    const nodes = sectionOf(md, '### Nodes');
    const row = lines(nodes).find((line) => line.startsWith('| &#60;img'));
    expect(row).toBeDefined();
    const [nodeId] = cells(row as string).map((cell) =>
      decodeReferences(cell.replaceAll('<wbr>', '').replaceAll('<br>', '\n')),
    );
    expect(nodeId).toBe(evil);
    // Outside code blocks no link or code span survives.
    expect(prose).not.toContain('](javascript');
    expect(prose).not.toContain('`y`');
  });

  it('commands in fenced blocks are the exact shell-quoted command', () => {
    const commands = preCommands(md);
    expect(commands.length).toBeGreaterThanOrEqual(4);
    expect(commands[0]).toContain(`-f decision=retry`);
    expect(commands[0]).toContain(`'dag/${evil.replaceAll("'", `'\\''`)}/1'`);
  });
});

describe('renderRunSummary: counts read as English', () => {
  const view = (totalLines: number, shown: number, cutLines: number) => ({
    position: 'dag/a/1',
    nodeId: 'a',
    attemptId: 'x',
    attempt: 1,
    outcome: 'failed' as const,
    startedAt: '2025-01-01T00:00:01.000Z',
    ranMs: 40,
    totalLines,
    cutLines,
    lastLines: Array.from({ length: shown }, (_, i) => `[out] line ${i}`),
    storePath: 'default/runs/r/logs/x.head.jsonl',
    artifactPath: 'logs/x.head.jsonl',
    artifact: null,
  });
  const printed = (totalLines: number, shown: number, cutLines: number) =>
    renderRunSummary(
      report(
        { nodes: [node({ position: 'dag/a/1', nodeId: 'a', state: 'failed' })] },
        { attemptOutputs: [view(totalLines, shown, cutLines)] },
      ),
      actionContext,
    );

  it('says one line of output in the singular, and more in the plural', () => {
    const one = printed(1, 1, 0);
    expect(one).toContain('printed 1 line.');
    expect(one).toContain('<summary>The 1 line</summary>');
    const cut = printed(3000, 40, 1);
    expect(cut).toContain('printed 3,000 lines; 1 line in the middle was not kept.');
    expect(cut).toContain('<summary>Last 40 of 3,000 lines</summary>');
    expect(printed(2, 2, 0)).toContain('<summary>All 2 lines</summary>');
  });

  it('says when a failed position ran again (a retry), and not for the last one', () => {
    const markdown = renderRunSummary(
      report(
        {
          nodes: [
            node({ position: 'dag/a/1', nodeId: 'a', state: 'failed' }),
            node({ position: 'dag/b/1', nodeId: 'b', state: 'failed' }),
            node({ position: 'dag/a/2', nodeId: 'a' }),
          ],
        },
        {
          attemptOutputs: [
            { ...view(1, 1, 0), position: 'dag/a/1' },
            { ...view(1, 1, 0), position: 'dag/b/1', nodeId: 'b' },
          ],
        },
      ),
      actionContext,
    );
    expect(markdown).toContain('#### dag/a/1 (a, attempt 1): failed; ran again as dag/a/2');
    expect(markdown).toContain('#### dag/b/1 (b, attempt 1): failed\n');
    expect(markdown).toContain('### What the attempts printed (2)\n');
  });

  it('folds the section when every attempt in it failed and ran again (a retried run: nothing waits on a person)', () => {
    const markdown = renderRunSummary(
      report(
        {
          nodes: [
            node({ position: 'dag/a/1', nodeId: 'a', state: 'failed' }),
            node({ position: 'dag/a/2', nodeId: 'a' }),
          ],
        },
        { attemptOutputs: [{ ...view(1, 1, 0), position: 'dag/a/1' }] },
      ),
      actionContext,
    );
    expect(markdown).toContain('<details><summary>What the attempts printed (1): failures that ran again</summary>');
    expect(markdown).not.toContain('### What the attempts printed');
    expect(wellFormedProblems(markdown)).toEqual([]);
  });

  it('says one call without a receipt in the singular', () => {
    const usage = summarizeUsage([{ kind: 'open', model: 'm' }]);
    const markdown = renderRunSummary(
      report({ usage: [{ nodeId: 'a', usage }], nodes: [node({ position: 'dag/a/1', nodeId: 'a' })] }),
      actionContext,
    );
    expect(markdown).toContain('1 of 1 call has no usage figures (1 cut off by a crash or a stop)');
  });

  it('says why calls have no usage figures, each reason counted: no usage reported, failed, still open', () => {
    const unmeasured = { measured: false, cost: { kind: 'unknown' }, billing: 'unknown' } as const;
    const mockCall = { position: 'dag/a/1', engine: 'mock/m', outcome: 'completed', receipt: unmeasured } as const;
    // A mock call that completed without usage figures: neither failed nor open.
    const completedOnly = renderRunSummary(
      report(
        {
          usage: [{ nodeId: 'a', usage: summarizeUsage([{ kind: 'receipt', receipt: unmeasured }]) }],
          nodes: [node({ position: 'dag/a/1', nodeId: 'a' })],
        },
        { engineCalls: [mockCall] },
      ),
      actionContext,
    );
    expect(completedOnly).toContain(
      '**Not measured:** 1 of 1 call has no usage figures (1 completed but the engine reported no usage), so',
    );
    expect(completedOnly).not.toMatch(/failed, still open/);
    // Each kind counted, in a live run (an open call may still finish).
    const usage = summarizeUsage([
      { kind: 'receipt', receipt: unmeasured },
      { kind: 'receipt', receipt: unmeasured },
      { kind: 'receipt', receipt: { ...unmeasured, failed: true } },
      { kind: 'receipt', receipt: receipt() },
      { kind: 'open', model: 'm' },
    ]);
    const mixed = renderRunSummary(
      report(
        {
          phase: 'running',
          result: null,
          usage: [{ nodeId: 'a', usage }],
          nodes: [node({ position: 'dag/a/1', nodeId: 'a' })],
        },
        {
          engineCalls: [
            mockCall,
            mockCall,
            { ...mockCall, outcome: 'failed', receipt: null },
            { ...mockCall, receipt: receipt() },
            { ...mockCall, outcome: 'open', receipt: null },
          ],
        },
      ),
      actionContext,
    );
    expect(mixed).toContain(
      '4 of 5 calls have no usage figures (2 completed but the engine reported no usage, 1 failed, 1 still open or cut off by a crash)',
    );
  });
});
