// What an attempt still running when the run ended printed: a run that ran out of time shows its
// node's last lines, headed with what stopped it, in the summary and in the `logs` output.
import { describe, expect, it } from 'vitest';
import { loadRunReport, renderRunSummary, runOutputs } from '../../src/report/index.ts';
import { startDeclarativeRun } from '../../src/declarative/start.ts';
import { common, nodeScript, repository, runGraph } from '../declarative/flow-helpers.ts';
import { tempRoot, useTempRoots } from '../declarative/helpers.ts';
import { actionContext } from './fixtures.ts';

useTempRoots();

describe('an attempt the run stopped', () => {
  it("shows what the node in flight printed when the run's time ran out", async () => {
    // The node prints at once, then waits past the run's limit.
    const { result, status, storage, runId } = await runGraph(
      `version: 1
nodes:
  slow:
    run: ${nodeScript("console.log('step 1 of 3 done'); setInterval(() => {}, 1000)")}
    retry-safe: true
`,
      // Long enough for the worker to start the node on a loaded machine.
      { limits: { timeoutMs: 6000 } },
    );
    expect(result).toMatchObject({ kind: 'fail', code: 'TIMEOUT' });
    // A later status says it as the run's end did, with the figures (not the option's name).
    expect(status.result).toEqual(result);
    expect(status.result).toMatchObject({ message: expect.stringMatching(/\(\d+ of 6000 ms\)$/) });
    const report = await loadRunReport(storage, runId);
    expect(report.attemptOutputs).toMatchObject([{ position: 'dag/slow/1', outcome: 'stopped' }]);
    const markdown = renderRunSummary(report, actionContext);
    expect(markdown).toMatch(
      /#### dag\/slow\/1 \(slow, attempt 1\): stopped when the run's time ran out, before an outcome was recorded\n\nStarted [^,]+, ran [0-9.]+ (ms|s) before it was stopped; printed 1 line\./,
    );
    expect(markdown).toContain('[out] step 1 of 3 done');
    const logs = JSON.parse(runOutputs(report, actionContext).logs) as Array<{ position: string; outcome: string }>;
    expect(logs.map((entry) => [entry.position, entry.outcome])).toEqual([['dag/slow/1', 'stopped']]);
  }, 30_000);

  it('shows what the node in flight printed when the run was stopped', async () => {
    const root = await repository({
      'graph.yml': `version: 1
nodes:
  slow:
    run: ${nodeScript("console.log('waiting for the lock'); setInterval(() => {}, 1000)")}
    retry-safe: true
`,
    });
    const storage = { directory: await tempRoot('report-store-'), namespace: 'test' };
    const runId = 'stop-1';
    let stop = () => {};
    const handle = await startDeclarativeRun({
      ...common,
      runId,
      graphFile: 'graph.yml',
      runRoot: root,
      storage,
      // Stopped (the library's stop(), as a cancel does) when the node's line arrives: mid-node.
      onOutput: (lines) => {
        if (lines.some((line) => line.text === 'waiting for the lock')) stop();
      },
    });
    stop = () => void handle.stop();
    expect(await handle.done).toMatchObject({ kind: 'fail', code: 'STOPPED' });
    const markdown = renderRunSummary(await loadRunReport(storage, runId), actionContext);
    expect(markdown).toContain(
      '#### dag/slow/1 (slow, attempt 1): stopped when the run was cancelled, before an outcome was recorded',
    );
    expect(markdown).toContain('[out] waiting for the lock');
  }, 30_000);
});
