// The teardown budget's clock and what counts as a call it cut: nothing before a request starts
// it, its signal aborts budget milliseconds after the start (teardown-grace plus the allowance),
// and only a stopped workspace call counts as cut once it has run out, never a storage refusal.
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { TeardownBudget, teardownSnapshotAllowanceMs } from '../../src/runner/watchdog/teardown-budget.ts';
import { StorageError } from '../../src/store/index.ts';
import { WorkspaceError } from '../../src/workspace/index.ts';

const stopped = () => new WorkspaceError('WORKSPACE_CAPTURE', 'git status was stopped: the caller aborted');

describe('TeardownBudget', () => {
  it('is teardown-grace plus the snapshot allowance, and never aborts before start()', () => {
    const budget = new TeardownBudget(300);
    expect(budget.budgetMs).toBe(300 + teardownSnapshotAllowanceMs);
    expect(budget.signal.aborted).toBe(false);
    expect(budget.cut(stopped())).toBe(false);
    budget.dispose();
  });

  it('aborts its signal once the budget from start() has run out; then a stopped call counts as cut', async () => {
    const budget = new TeardownBudget(10, 20);
    const started = Date.now();
    budget.start();
    budget.start(); // a later request keeps the first start
    expect(budget.cut(stopped())).toBe(false);
    await once(budget.signal, 'abort');
    expect(Date.now() - started).toBeGreaterThanOrEqual(29);
    expect(budget.cut(stopped())).toBe(true);
    expect(budget.cut(budget.signal.reason)).toBe(true);
    expect(budget.cut(new StorageError('KNOWN_SECRET', 'a known secret is in workspace file "a"'))).toBe(false);
    expect(budget.cut(new WorkspaceError('WORKSPACE_ROOT', 'not a repository'))).toBe(false);
    expect(budget.cutMessage('the restart snapshot', 'git status was stopped: the caller aborted')).toBe(
      'the restart snapshot was cut at the teardown budget (30 ms after the request: teardown-grace 10 ms plus 20 ms for the snapshot): git status was stopped: the caller aborted',
    );
  });

  it('dispose() before the budget runs out leaves the signal alone', async () => {
    const budget = new TeardownBudget(0, 5);
    budget.start();
    budget.dispose();
    const later = new TeardownBudget(0, 30);
    later.start();
    await once(later.signal, 'abort');
    expect(budget.signal.aborted).toBe(false);
  });
});
