// Cancelled runs: a real paused run cancelled by cancelSupervisedRun shows who cancelled it, why
// and when in the title area (escaped); the outputs keep code STOPPED and phase stopped; the
// runner log alone gives the same cancellation (for a status without `cancelled`).
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelSupervisedRun } from '../../src/runner/index.ts';
import { cancellationFrom } from '../../src/report/derive.ts';
import { loadRunReport, renderRunSummary, runOutputs, type RunReport } from '../../src/report/index.ts';
import { createLocalRunStorage } from '../../src/store/index.ts';
import type { StoredEvent } from '../../src/store/contract.ts';
import { actionContext, report } from './fixtures.ts';
import { startLanesRun, type LanesRun } from './lanes-run.ts';
import { wellFormedProblems } from './markdown.ts';

const reason = 'superseded by <b>#42</b> \u202elive';
const by = 'octo*cat';

let run: LanesRun;
let cancelled: RunReport;
let runnerEvents: StoredEvent[];

beforeAll(async () => {
  run = await startLanesRun('cancel-run');
  const outcome = await cancelSupervisedRun({
    storage: run.options.storage,
    runId: 'cancel-run',
    reason,
    by,
    runRoot: run.repo,
  });
  expect(outcome).toMatchObject({ outcome: 'stopped', from: 'paused' });
  cancelled = await loadRunReport(run.options.storage, 'cancel-run');
  const store = await createLocalRunStorage({
    directory: run.options.storage.directory,
    namespace: run.options.storage.namespace,
    knownSecrets: [],
  });
  runnerEvents = (await store.readEvents('cancel-run', 'runner')).events;
});

afterAll(async () => {
  await rm(run.temp, { recursive: true, force: true });
});

describe('a cancelled run', () => {
  it('loadRunReport carries who cancelled it, why and when', () => {
    expect(cancelled.status.phase).toBe('stopped');
    expect(cancelled.status.cancelled).toMatchObject({ reason, by });
    expect(cancelled.status.cancelled?.at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('the runner log alone gives the same cancellation (a status without `cancelled`)', () => {
    expect(cancellationFrom(runnerEvents)).toEqual(cancelled.status.cancelled);
  });

  it('the title says cancelled, by whom, why and when, escaped, without repeating it as the message', () => {
    const md = renderRunSummary(cancelled, actionContext);
    expect(wellFormedProblems(md)).toEqual([]);
    const lines = md.split('\n');
    expect(lines[0]).toBe('## Supervised run cancel-run ⏹️ was cancelled');
    expect(lines[2]).toMatch(/^\*\*Elapsed:\*\* .* · \*\*Cost:\*\* .* · \*\*Session:\*\* 1$/);
    const at = cancelled.status.cancelled;
    expect(lines[4]).toBe(
      `**Cancelled by** octo&#42;cat: superseded by &#60;b&#62;&#35;&#8203;42&#60;/b&#62; &#60;U+202E&#62;live (requested ${at?.requestedAt}, recorded ${at?.at})`,
    );
    expect(md).not.toContain('**Error:**');
    expect(md).not.toContain('### What to do next');
  });

  it('outputs keep code STOPPED and phase stopped, with nothing to resume', () => {
    expect(runOutputs(cancelled, actionContext)).toMatchObject({
      result: 'fail',
      code: 'STOPPED',
      phase: 'stopped',
      positions: '[]',
      'resume-command': '',
    });
  });
});

describe('cancellation in the title (built reports)', () => {
  it('keeps a message that says more than the cancellation', () => {
    const md = renderRunSummary(
      report({
        phase: 'stopped',
        result: { kind: 'fail', code: 'STOPPED', message: 'stopped while cleanup was pending' },
        cancelled: { reason: 'r', by: 'b', at: '2025-01-01T00:00:02.000Z', requestedAt: '2025-01-01T00:00:01.000Z' },
      }),
      actionContext,
    );
    expect(md).toContain('**Cancelled by** b: r (requested');
    expect(md).toContain('**Error:** STOPPED: stopped while cleanup was pending');
  });

  it('a stopped run nobody cancelled reads as failed, with no cancel line', () => {
    const md = renderRunSummary(
      report({
        phase: 'stopped',
        result: { kind: 'fail', code: 'STOPPED', message: 'the run was stopped' },
        cancelled: null,
      }),
      actionContext,
    );
    expect(md.split('\n')[0]).toBe('## Supervised run release-1 ⏹️ was stopped');
    expect(md).not.toContain('Cancelled by');
  });

  it('ignores a cancel that found the run already ended', () => {
    const record = (outcome: string, who: string): StoredEvent => ({
      schemaVersion: 1,
      seq: 0,
      id: 'c',
      at: '2025-01-01T00:00:00.000Z',
      type: 'runner:cancelled',
      session: 1,
      data: {
        intentId: 'i',
        reason: 'why',
        by: who,
        requestedAt: '2025-01-01T00:00:00.000Z',
        from: 'completed',
        signalled: null,
        outcome,
      },
      batchRemaining: 0,
      prev: '0'.repeat(64),
      hash: '0'.repeat(64),
    });
    expect(cancellationFrom([record('already-ended', 'late')])).toBeNull();
    expect(cancellationFrom([record('stopped', 'first'), record('already-ended', 'late')])?.by).toBe('first');
  });
});
