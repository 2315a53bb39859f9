// Rendered summaries of paused runs: reconcile requests with their exact commands, policy waits
// and interrupted runs.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderRunSummary } from '../../src/report/index.ts';
import { actionContext, node, report } from './fixtures.ts';
import { fencedBlocks, preCommands, wellFormedProblems } from './markdown.ts';

describe('renderRunSummary: a paused run with a reconcile request', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'report-summary-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(path.join(dir, 'gh'), `#!/bin/sh\nprintf '%s\\0' "$@"\n`);
  chmodSync(path.join(dir, 'gh'), 0o755);

  const position = "dag/pub'lish $(x)/1";
  const paused = report({
    runId: 'rel-1',
    phase: 'paused',
    result: { kind: 'pause', code: null, reason: null, positions: [position] },
    pauses: [
      {
        position,
        nodeId: 'publish',
        eventId: 'ev-1',
        reason: 'the attempt started but its outcome was not recorded',
        request: { kind: 'reconcile-attempt', attemptId: 'att-7' },
      },
    ],
    positions: [position],
    nodes: [
      node({ position: 'dag/build/1', nodeId: 'build' }),
      node({ position, nodeId: 'publish', state: 'paused', durationMs: null }),
    ],
  });
  const markdown = renderRunSummary(paused, { ...actionContext, ref: 'release/v1' });

  it('shows position, node, attempt ID and reason', () => {
    expect(markdown).toContain('### What to do next\n\n1 attempt needs your decision.');
    expect(markdown).toContain(`#### 1. Did the work of dag/pub&#39;lish &#36;&#40;x&#41;/1 happen?`);
    expect(markdown).toContain('**Node:** publish · **Attempt ID:** att-7');
    expect(markdown).toContain('**Reason:** the attempt started but its outcome was not recorded');
  });

  it('gives the exact gh command for each decision, with quoted values', () => {
    const quoted = `'dag/pub'\\''lish $(x)/1'`;
    expect(preCommands(markdown)).toEqual([
      `gh workflow run supervised-run.yml --repo obversa/example --ref release/v1 -f run-id=rel-1 -f position=${quoted} -f decision=retry`,
      `gh workflow run supervised-run.yml --repo obversa/example --ref release/v1 -f run-id=rel-1 -f position=${quoted} -f decision=complete`,
      `gh workflow run supervised-run.yml --repo obversa/example --ref release/v1 -f run-id=rel-1 -f position=${quoted} -f decision=fail`,
    ]);
  });

  it('commands copied from the rendered summary (continuation lines and all) pass the exact values through sh', () => {
    const blocks = fencedBlocks(markdown);
    expect(blocks).toHaveLength(3);
    for (const [i, command] of blocks.entries()) {
      const out = execFileSync('/bin/sh', ['-c', command], { env: { PATH: `${dir}:/usr/bin:/bin` }, encoding: 'utf8' });
      expect(out.split('\0').slice(0, -1)).toEqual([
        'workflow',
        'run',
        'supervised-run.yml',
        '--repo',
        'obversa/example',
        '--ref',
        'release/v1',
        '-f',
        'run-id=rel-1',
        '-f',
        `position=${position}`,
        '-f',
        `decision=${['retry', 'complete', 'fail'][i]}`,
      ]);
    }
  });

  it('links the workflow page', () => {
    expect(markdown).toContain('(https://github.com/obversa/example/actions/workflows/supervised-run.yml)');
  });

  it('quotes a run ID with shell metacharacters', () => {
    const runId = "it's$(rm -rf ~)";
    const md = renderRunSummary(report({ ...paused.status, runId }), actionContext);
    expect(preCommands(md)[0]).toBe(
      `gh workflow run supervised-run.yml --repo obversa/example --ref main -f run-id='it'\\''s$(rm -rf ~)' -f position='dag/pub'\\''lish $(x)/1' -f decision=retry`,
    );
    expect(md.split('\n')[0]).toBe('## Supervised run it&#39;s&#36;&#40;rm -rf &#126;&#41; ✋ waits for your decision');
  });

  it('is well-formed', () => {
    expect(wellFormedProblems(markdown)).toEqual([]);
  });
});

describe('renderRunSummary: other pauses', () => {
  it('a policy wait gets its reason, request and the plain resume command (no decision)', () => {
    const md = renderRunSummary(
      report({
        phase: 'paused',
        result: { kind: 'pause', code: null, reason: null, positions: ['dag/deploy/1'] },
        pauses: [
          {
            position: 'dag/deploy/1',
            nodeId: 'deploy',
            eventId: 'e',
            reason: 'waiting for approval',
            request: { ticket: 'OPS-1' },
          },
        ],
      }),
      actionContext,
    );
    expect(md).not.toContain('Did the work of');
    expect(md).toContain('1 paused position waits for the policy.');
    expect(md).toContain('#### Resume dag/deploy/1 once the policy allows it');
    expect(md).toContain('**Node:** deploy · **Reason:** waiting for approval');
    expect(md).toContain('**Request:** {&#34;ticket&#34;:&#34;OPS-1&#34;}');
    expect(preCommands(md)).toEqual([
      'gh workflow run supervised-run.yml --repo obversa/example --ref main -f run-id=release-1 -f position=dag/deploy/1',
    ]);
    expect(wellFormedProblems(md)).toEqual([]);
  });

  it('an interrupted run says so, lists the positions in flight and gives the continue command', () => {
    const md = renderRunSummary(
      report({
        phase: 'interrupted',
        // The runner's reason when no signal is named only repeats the code: said once.
        result: { kind: 'pause', code: 'INTERRUPTED', reason: 'interrupted', positions: ['dag/a/1', 'dag/b/1'] },
        positions: ['dag/a/1', 'dag/b/1'],
      }),
      actionContext,
    );
    expect(md.split('\n')[0]).toBe('## Supervised run release-1 ⏸️ was interrupted (it can be continued)');
    expect(md).toContain('**Paused:** INTERRUPTED\n');
    expect(md).toContain('#### Continue the run\n\nThe run was interrupted');
    expect(md).toContain('**In flight:** dag/a/1, dag/b/1');
    expect(preCommands(md)).toEqual([
      'gh workflow run supervised-run.yml --repo obversa/example --ref main -f run-id=release-1',
    ]);
  });

  it('without a workflow (the CLI), the commands are the CLI resume', () => {
    const md = renderRunSummary(
      report({
        phase: 'paused',
        result: { kind: 'pause', code: null, reason: null, positions: ['dag/p/1'] },
        pauses: [
          {
            position: 'dag/p/1',
            nodeId: 'p',
            eventId: 'e',
            reason: 'r',
            request: { kind: 'reconcile-attempt', attemptId: 'a' },
          },
        ],
      }),
      {},
    );
    expect(preCommands(md)).toEqual([
      'npx supervised-run resume --run-id release-1 --position dag/p/1 --decision retry',
      'npx supervised-run resume --run-id release-1 --position dag/p/1 --decision complete',
      'npx supervised-run resume --run-id release-1 --position dag/p/1 --decision fail',
    ]);
    expect(md).not.toContain('actions/workflows');
  });
});

describe("renderRunSummary: a review loop's reviewer at a reconcile request", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'report-reviewer-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(path.join(dir, 'gh'), `#!/bin/sh\nprintf '%s\\0' "$@"\n`);
  chmodSync(path.join(dir, 'gh'), 0o755);

  const position = 'dag/review/1';
  const atReviewer = report(
    {
      phase: 'paused',
      result: { kind: 'pause', code: null, reason: null, positions: [position] },
      pauses: [
        {
          position,
          nodeId: 'review',
          eventId: 'e',
          reason: 'uncertain',
          request: { kind: 'reconcile-attempt', attemptId: 'a' },
        },
      ],
    },
    { reviewLoops: [{ reviewer: 'review', target: 'draft', limit: 2, exhausted: undefined, rounds: [] }] },
  );

  it('the dispatch command for complete carries the verdict pass in decision-output, and says how to revise', () => {
    const md = renderRunSummary(atReviewer, actionContext);
    const complete = preCommands(md)[1]!;
    expect(complete).toBe(
      `gh workflow run supervised-run.yml --repo obversa/example --ref main -f run-id=release-1 -f position=dag/review/1 -f decision=complete -f decision-output='{"verdict":"pass"}'`,
    );
    const out = execFileSync('/bin/sh', ['-c', complete], { env: { PATH: `${dir}:/usr/bin:/bin` }, encoding: 'utf8' });
    expect(out.split('\0').slice(-3, -1)).toEqual(['-f', 'decision-output={"verdict":"pass"}']);
    expect(md).toContain(
      '**complete**: the review happened; record its verdict, pass (to ask for changes: the same with &#45;f decision-output=&#39;{&#34;verdict&#34;:&#34;revise&#34;,&#34;findings&#34;:&#91;&#34;…&#34;&#93;}&#39; instead)',
    );
    expect(preCommands(md)[0]).not.toContain('decision-output');
    expect(wellFormedProblems(md)).toEqual([]);
  });

  it('the CLI command for complete carries --output with the verdict pass', () => {
    const md = renderRunSummary(atReviewer, {});
    expect(preCommands(md)).toEqual([
      'npx supervised-run resume --run-id release-1 --position dag/review/1 --decision retry',
      `npx supervised-run resume --run-id release-1 --position dag/review/1 --decision complete --output '{"verdict":"pass"}'`,
      'npx supervised-run resume --run-id release-1 --position dag/review/1 --decision fail',
    ]);
  });
});

describe('renderRunSummary: several pauses at once', () => {
  const positions = ['dag/publish/1', 'dag/approve/1', 'dag/polish/1'];
  const several = report({
    runId: 'rel-3',
    phase: 'paused',
    result: { kind: 'pause', code: null, reason: null, positions },
    pauses: [
      {
        position: 'dag/publish/1',
        nodeId: 'publish',
        eventId: 'ev-1',
        reason: 'uncertain',
        request: { kind: 'reconcile-attempt', attemptId: 'att-1' },
      },
      {
        position: 'dag/approve/1',
        nodeId: 'approve',
        eventId: 'ev-2',
        reason: 'asks: Ship?',
        request: {
          kind: 'gate',
          question: 'Ship?',
          fields: [{ name: 'choice', type: 'choice', options: ['ship', 'hold'], required: true }],
        },
      },
      {
        position: 'dag/polish/1',
        nodeId: 'polish',
        eventId: 'ev-3',
        reason: 'run budget reached',
        request: { kind: 'budget', spent: { usd: 0.05, tokens: 10 }, limit: { usd: 0.04, tokens: 9000 } },
      },
    ],
    positions,
    nodes: positions.map((position) =>
      node({ position, nodeId: position.split('/')[1] as string, state: 'paused', durationMs: null }),
    ),
  });
  const oneAtATime =
    'Each command answers one position; the others keep waiting. Act on them one at a time, from the top:';

  it('says to act on one position at a time, from the top, and not to dispatch a burst', () => {
    const markdown = renderRunSummary(several, actionContext);
    expect(markdown).toContain(
      `${oneAtATime} dispatch one, let its job run until the run stops again, then take the next from that job's summary, which lists what still waits. Do not dispatch several at once: a concurrency group (the example workflow has one per run) keeps one job waiting to start and cancels the one before it.`,
    );
    // Above the first command.
    expect(markdown.indexOf(oneAtATime)).toBeLessThan(markdown.indexOf('```'));
    expect(wellFormedProblems(markdown)).toEqual([]);
  });

  it('from a terminal, one at a time too (no dispatch to lose)', () => {
    const markdown = renderRunSummary(several, {});
    expect(markdown).toContain(
      `${oneAtATime} run one; when the run stops again, it lists what still waits: take the next from there.`,
    );
    expect(markdown).not.toContain('concurrency group');
  });

  it('one position waiting: no such advice', () => {
    const first = positions.slice(0, 1);
    const result = { kind: 'pause', code: null, reason: null, positions: first } as const;
    const pauses = several.status.pauses.slice(0, 1);
    const one = { ...several, status: { ...several.status, result, positions: first, pauses } };
    expect(renderRunSummary(one, actionContext)).not.toContain(oneAtATime);
  });
});
