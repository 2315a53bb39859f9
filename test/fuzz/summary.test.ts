// The job summary with hostile text in every field a user, a node or a stored record controls
// (run ID, positions, node IDs, messages, pause reasons and requests, file paths, warnings,
// evidence, the branch and workflow file): always well-formed Markdown, nothing unescaped, within
// the byte limit; a summary context it cannot use is INVALID_SUMMARY_CONTEXT.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isReportError, maxSummaryBytes, renderRunSummary, type RunReport } from '../../src/report/index.ts';
import type { SupervisedRunStatus } from '../../src/runner/types.ts';
import type { JsonValue } from '../../src/store/contract.ts';
import { actionContext, changes, node, partialUsage, report } from '../report/fixtures.ts';
import { fencedBlocks, outsideCode, wellFormedProblems } from '../report/markdown.ts';
import { hostileString } from './arbitraries.ts';

const payload = '<img src=x onerror=alert(1)>';
const text = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.constant(payload) },
  { weight: 1, arbitrary: hostileString.map((s) => `${s}${payload}${s}`) },
);

const reportArb = fc.record({
  runId: text,
  phase: fc.constantFrom<SupervisedRunStatus['phase']>(
    'completed',
    'failed',
    'paused',
    'interrupted',
    'running',
    'orphaned',
  ),
  nodes: fc.array(
    fc.record({
      position: text,
      nodeId: text,
      code: fc.option(text, { nil: null }),
      message: fc.option(text, { nil: null }),
      decidedBy: text,
    }),
    { maxLength: 4 },
  ),
  pauses: fc.array(
    fc.record({
      position: text,
      nodeId: text,
      reason: text,
      request: fc.oneof(
        fc.jsonValue({ maxDepth: 2 }),
        fc.record({ kind: fc.constant('reconcile-attempt'), attemptId: text }),
      ),
    }),
    { maxLength: 3 },
  ),
  failure: fc.record({ code: text, message: text }),
  pauseReason: text,
  warnings: fc.array(text, { maxLength: 3 }),
  files: fc.array(text, { maxLength: 4 }),
  evidence: fc.record({ cacheKey: text, restoredFrom: text, artifactName: text }),
  ref: text,
  workflowFile: text,
});

type ReportInput = typeof reportArb extends fc.Arbitrary<infer T> ? T : never;

function build(input: ReportInput): RunReport {
  const nodes = input.nodes.map((n, i) =>
    node({
      position: n.position,
      nodeId: n.nodeId,
      state: i % 2 === 0 ? 'failed' : 'completed',
      code: n.code,
      message: n.message,
      reconciled: i === 1 ? { decision: 'complete', decidedBy: n.decidedBy } : null,
    }),
  );
  const pauses = input.pauses.map((p, i) => ({
    position: p.position,
    nodeId: p.nodeId,
    eventId: `e${i}`,
    reason: p.reason,
    request: p.request as JsonValue,
  }));
  const result: SupervisedRunStatus['result'] =
    input.phase === 'completed'
      ? { kind: 'complete', outputArtifact: null }
      : input.phase === 'failed'
        ? { kind: 'fail', code: input.failure.code, message: input.failure.message }
        : input.phase === 'paused' || input.phase === 'interrupted'
          ? {
              kind: 'pause',
              code: input.phase === 'interrupted' ? 'INTERRUPTED' : null,
              reason: input.pauseReason,
              positions: pauses.map((p) => p.position),
            }
          : null;
  return report(
    {
      runId: input.runId,
      phase: input.phase,
      result,
      nodes,
      pauses,
      positions: pauses.map((p) => p.position),
      usage: nodes.map((n) => ({ nodeId: n.nodeId, usage: partialUsage() })),
    },
    {
      warnings: input.warnings,
      nodeChanges: nodes.map((n) =>
        changes({
          position: n.position,
          nodeId: n.nodeId,
          files: input.files.map((path) => ({
            path,
            change: 'modified' as const,
            added: 1,
            removed: 1,
            binary: false,
          })),
          added: 1,
          removed: 1,
        }),
      ),
      evidence: {
        cacheKey: input.evidence.cacheKey,
        restoredFrom: input.evidence.restoredFrom,
        artifactName: input.evidence.artifactName,
        eventCount: { graph: 3, runner: 4 },
        chainHeads: { graph: 'a'.repeat(64), runner: 'b'.repeat(64) },
        session: 2,
      },
    },
  );
}

/** The report tests' structural checks, less backticks inside a one-line <pre><code> HTML block (raw text there: no code span can open). */
function problems(markdown: string): string[] {
  const lines = markdown.split('\n');
  return wellFormedProblems(markdown).filter((problem) => {
    const match = /^line (\d+): unbalanced backticks$/.exec(problem);
    if (match === null) return true;
    const line = lines[Number(match[1]) - 1]!;
    return !(line.startsWith('<pre><code>') && line.endsWith('</code></pre>'));
  });
}

describe('job summary (fuzz)', () => {
  it('stays well-formed and escaped whatever the stored strings hold', () => {
    fc.assert(
      fc.property(reportArb, (input) => {
        const context = { ...actionContext, ref: input.ref, workflowFile: input.workflowFile };
        let markdown: string;
        try {
          markdown = renderRunSummary(build(input), context);
        } catch (error) {
          // Only the context can be refused (a branch or workflow path it cannot put on a command line).
          if (!isReportError(error, 'INVALID_SUMMARY_CONTEXT')) throw error;
          expect(['ref', 'workflowFile']).toContain(error.field);
          markdown = renderRunSummary(build(input), actionContext);
        }
        expect(problems(markdown)).toEqual([]);
        // Outside fenced code blocks (text there: no tag or link can form).
        const prose = outsideCode(markdown);
        expect(prose).not.toContain('<img');
        expect(prose).not.toContain('<script');
        expect(prose).not.toMatch(/\]\(javascript:/i);
        expect(markdown).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
        expect(Buffer.byteLength(markdown)).toBeLessThanOrEqual(maxSummaryBytes);
      }),
      { numRuns: 300 },
    );
  });

  // Found by the property above (fixed in 4683161): src/report/escape.ts escapePre kept bidi controls (U+202A-U+202E,
  // U+2066-U+2069), so a branch name (GITHUB_REF_NAME) or a recorded position holding one showed a
  // resume command whose visible order differs from what the shell runs ("trojan source").
  it('shows no bidi control inside a copy-paste command', () => {
    const markdown = renderRunSummary(
      report({
        phase: 'interrupted',
        result: { kind: 'pause', code: 'INTERRUPTED', reason: 'cancelled', positions: [] },
      }),
      { ...actionContext, ref: 'main\u202e\u2066txt.exe' },
    );
    const commands = fencedBlocks(markdown);
    expect(commands.length).toBeGreaterThan(0);
    for (const line of commands) expect(line).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
  });

  // Found by the property above (fixed in 0b38776): src/report/commands.ts workflowPageUrl called encodeURIComponent on
  // the workflow file, which throws URIError on a lone surrogate; summaryContextSchema accepted it,
  // so renderRunSummary crashed with an untyped error instead of INVALID_SUMMARY_CONTEXT.
  it('refuses or renders a summary context holding a lone surrogate, never an untyped crash', () => {
    for (const context of [
      { ...actionContext, workflowFile: '.github/workflows/\ud800.yml' },
      { ...actionContext, ref: 'main\udc00' },
    ]) {
      try {
        expect(problems(renderRunSummary(report(), context))).toEqual([]);
      } catch (error) {
        expect(isReportError(error, 'INVALID_SUMMARY_CONTEXT'), String(error)).toBe(true);
      }
    }
  });
});
