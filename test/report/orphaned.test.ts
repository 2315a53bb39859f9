// A run whose watchdog is gone without a settled result (a killed job, a lost machine): the summary
// says what to do next and gives the takeover command, which the resume-command output carries too.
import { describe, expect, it } from 'vitest';
import { renderRunSummary, runOutputs } from '../../src/report/index.ts';
import { actionContext, report } from './fixtures.ts';
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
