// A run that failed because nodes failed: the summary says what to do next, under the headline,
// with the retry command in a code block (dispatch or CLI). Any other failure offers no retry.
import { describe, expect, it } from 'vitest';
import { renderRunSummary } from '../../src/report/index.ts';
import { actionContext, report } from './fixtures.ts';
import { preCommands } from './markdown.ts';

const failed = (code: string, cleanupVerified = true) =>
  report({ phase: 'failed', cleanupVerified, result: { kind: 'fail', code, message: 'node flaky failed' } });

describe('the retry of a failed run', () => {
  it('comes after the headline, with the dispatch in a code block', () => {
    const markdown = renderRunSummary(failed('DAG_NODE_FAILED'), { ...actionContext, rerunReopens: true });
    expect(markdown.indexOf('### What to do next')).toBeGreaterThan(markdown.indexOf('## Supervised run'));
    expect(markdown).toContain('use **Re-run jobs** on this workflow run, or dispatch:');
    expect(preCommands(markdown)).toEqual([
      'gh workflow run supervised-run.yml --repo obversa/example --ref main -f run-id=release-1 -f retry-failed=true',
    ]);
  });

  it('offers "Re-run jobs" only when the context says a re-run of this job reopens the run', () => {
    // A job that resumed a position, or only reported the run: its re-run would not reopen it.
    const markdown = renderRunSummary(failed('DAG_NODE_FAILED'), actionContext);
    expect(markdown).not.toContain('Re-run jobs');
    expect(markdown).toContain('(completed nodes never run again; finally nodes run again after them), dispatch:');
    expect(preCommands(markdown)).toEqual([
      'gh workflow run supervised-run.yml --repo obversa/example --ref main -f run-id=release-1 -f retry-failed=true',
    ]);
  });

  it('gives no command when another job drives the run now (it would race that job)', () => {
    const markdown = renderRunSummary(failed('DAG_NODE_FAILED'), {
      ...actionContext,
      rerunReopens: true,
      drivenElsewhere: true,
    });
    expect(markdown).toContain('Another job drives this run now');
    expect(markdown).not.toContain('retry-failed');
    expect(preCommands(markdown)).toEqual([]);
  });

  it('is the CLI command without a workflow', () => {
    expect(preCommands(renderRunSummary(failed('RESTART_EXHAUSTED'), {}))).toEqual([
      'npx supervised-run retry-failed --run-id release-1',
    ]);
  });

  it('is not offered for a failure that cannot be reopened', () => {
    for (const run of [failed('RUN_TIMEOUT'), failed('DAG_NODE_FAILED', false)]) {
      const markdown = renderRunSummary(run, actionContext);
      expect(markdown).not.toContain('What to do next');
      expect(markdown).not.toContain('retry-failed');
    }
  });
});
