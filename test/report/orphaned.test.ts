// A run whose watchdog is gone without a settled result (a killed job, a lost machine): the summary
// says what to do next and gives the takeover command, which the resume-command output carries too.
import { describe, expect, it } from 'vitest';
import { positionStateText, renderRunSummary, runOutputs } from '../../src/report/index.ts';
import { actionContext, node, report } from './fixtures.ts';
import { preCommands } from './markdown.ts';

const takeover =
  'gh workflow run supervised-run.yml --repo obversa/example --ref main -f run-id=release-1 -f takeover=true';

describe('an orphaned run', () => {
  const orphaned = report({ phase: 'orphaned', result: null });

  it('the summary says what to do next, once, with the takeover command', () => {
    const markdown = renderRunSummary(orphaned, actionContext);
    expect(markdown).toContain('### What to do next');
    expect(markdown).toContain('The run lost its watchdog and waits to be taken over.');
    expect(markdown).toContain('#### Take over the run');
    expect(preCommands(markdown)).toEqual([takeover]);
    expect(markdown.match(/takeover/gi)!.length).toBeLessThanOrEqual(3);
  });

  it('says its elapsed time runs to its last record (what ran after it left no time to count)', () => {
    const headline = renderRunSummary(report({ phase: 'orphaned', result: null, elapsedMs: 199 }), actionContext).split(
      '\n',
    )[2];
    expect(headline).toContain('**Elapsed:** 199 ms of 1 h 0 min (to its last record: later time was not recorded) ·');
    expect(renderRunSummary(report({ phase: 'completed' }), actionContext)).not.toContain('to its last record');
  });

  it('says a node in flight was left by the lost watchdog (not stopped) and what a takeover does with it', () => {
    const lost = report({
      phase: 'orphaned',
      result: null,
      nodes: [node({ position: 'dag/publish/1', nodeId: 'publish', state: 'running', durationMs: null })],
    });
    expect(renderRunSummary(lost, actionContext)).toContain(
      '⚠️ in flight when the watchdog was lost: a takeover runs it again if it is retry-safe, else asks you to decide',
    );
    expect(renderRunSummary(lost, actionContext)).not.toContain('its process was stopped');
    expect(positionStateText('running', 'orphaned')).toBe('in flight (watchdog lost)');
    expect(positionStateText('running', 'interrupted')).toBe('interrupted');
  });

  it('resume-command is the takeover, and the run needs a decision', () => {
    const outputs = runOutputs(orphaned, actionContext);
    expect(outputs['resume-command']).toBe(takeover);
    expect(outputs['needs-decision']).toBe('true');
    expect(outputs.positions).toBe('[]');
  });

  it('the CLI form takes it over with --takeover', () => {
    expect(renderRunSummary(orphaned, {})).toContain('npx supervised-run resume --run-id release-1 --takeover');
  });
});
