// `status` as text: each active occurrence with its plan phase, elapsed time and remaining node
// timeout; a PHASE column in the nodes table only when some node declares a phase.
import { describe, expect, it } from 'vitest';
import { statusLines } from '../../src/cli/output/status-text.ts';
import { parseSummaryContext, planPauses } from '../../src/report/index.ts';
import { emptyUsageTotals } from '../../src/engine/usage.ts';
import type { ActiveOccurrence } from '../../src/runner/types.ts';
import { node, report } from '../report/fixtures.ts';

const location = { directory: '/tmp/store', namespace: 'default', isDefault: false, flags: [] };

function lines(overrides: Parameters<typeof report>[0], extra: Parameters<typeof report>[1] = {}): string[] {
  const built = report(overrides, extra);
  return statusLines({ report: built, plan: planPauses(built, parseSummaryContext({})) }, location);
}

const active = (overrides: Partial<ActiveOccurrence>): ActiveOccurrence => ({
  nodeId: 'build',
  position: 'dag/build/1',
  phase: 'running',
  planPhase: null,
  attemptId: 'a-1',
  attempt: 1,
  retrySafe: true,
  startedAt: '2025-01-01T00:00:00.000Z',
  elapsedMs: 12_000,
  remainingTimeoutMs: null,
  usage: emptyUsageTotals(),
  ...overrides,
});

describe('status text', () => {
  it('lists active occurrences with plan phase and the node timeout left', () => {
    const text = lines({
      phase: 'running',
      result: null,
      active: [
        active({ planPhase: 'build', remainingTimeoutMs: 588_000 }),
        active({ nodeId: 'lint', position: 'dag/lint/1', phase: 'dispatched', elapsedMs: null, startedAt: null }),
      ],
      nodes: [
        node({ position: 'dag/build/1', nodeId: 'build', state: 'running', planPhase: 'build', durationMs: null }),
        node({ position: 'dag/lint/1', nodeId: 'lint', state: 'dispatched', durationMs: null }),
      ],
    });
    expect(text).toContain('  active      dag/build/1 [build] running, 12.0 s so far, 9 min 48 s left');
    expect(text).toContain('  active      dag/lint/1 dispatched');
    expect(text.some((line) => /^ {2}PHASE +POSITION +STATE/.test(line))).toBe(true);
    expect(text.some((line) => /^ {2}build +dag\/build\/1 +running/.test(line))).toBe(true);
    expect(text.some((line) => /^ {2}- +dag\/lint\/1 +dispatched/.test(line))).toBe(true);
  });

  it('prints what the logs warn of, such as why the latest resume was refused, one line each', () => {
    const refused =
      'A resume of position dag/a/1 was refused (WORKSPACE_DRIFT): the workspace differs\nfrom the snapshot';
    const text = lines({ phase: 'paused' }, { warnings: [refused] });
    expect(text).toContain(
      '  warning     A resume of position dag/a/1 was refused (WORKSPACE_DRIFT): the workspace differs from the snapshot',
    );
    expect(lines({ phase: 'paused' }).some((line) => line.includes('warning'))).toBe(false);
  });

  it("says under a run-budget pause when the node's own cap is reached too", () => {
    const position = 'dag/polish/1';
    const text = lines({
      phase: 'paused',
      result: { kind: 'pause', code: null, reason: null, positions: [position] },
      pauses: [
        {
          position,
          nodeId: 'polish',
          eventId: 'ev-1',
          reason: 'run budget reached',
          request: { kind: 'budget', spent: { usd: 1.2, tokens: 400 }, limit: { usd: 1 } },
        },
      ],
      positions: [position],
      nodes: [node({ position, nodeId: 'polish', state: 'paused', durationMs: null })],
      nodeCaps: [
        {
          nodeId: 'polish',
          limit: { usd: 0.5 },
          declared: { usd: 0.5 },
          spent: { usd: 0.6, tokens: 200 },
          unknownCalls: 0,
          raisedBy: null,
        },
      ],
    });
    expect(text).toContain(
      "    then:               the node's own cap is reached too (0.60 of 0.50 USD): it pauses again there",
    );
  });

  it('has no PHASE column when no node declares a phase', () => {
    const text = lines({ nodes: [node({ position: 'dag/a/1', nodeId: 'a' })] });
    expect(text.some((line) => /^ {2}POSITION +STATE/.test(line))).toBe(true);
    expect(text.some((line) => line.includes('PHASE'))).toBe(false);
  });

  it('says why a node was skipped and who answered a gate, as the summary does', () => {
    const text = lines({
      nodes: [
        node({
          position: 'dag/approve/1',
          nodeId: 'approve',
          answered: { answeredBy: 'alice', at: '2025-01-01T00:00:00.000Z', values: { choice: 'hold' } },
        }),
        node({
          position: 'dag/publish/1',
          nodeId: 'publish',
          state: 'skipped',
          message: 'when: "hold" does not equal "ship"',
        }),
      ],
    });
    expect(text.some((line) => /^ {2}POSITION +STATE +ATTEMPTS +DURATION +NOTE$/.test(line))).toBe(true);
    expect(text.some((line) => /^ {2}dag\/approve\/1 +completed .* answered by alice$/.test(line))).toBe(true);
    expect(text.some((line) => /^ {2}dag\/publish\/1 +skipped .* when: "hold" does not equal "ship"$/.test(line))).toBe(
      true,
    );
  });
});
