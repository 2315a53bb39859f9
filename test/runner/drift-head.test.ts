// The drift pause a watchdog settles when the workspace changed during a restart's backoff: with
// HEAD at another commit, the runner:paused record, the run's result and its status carry both
// commits as fields, and the CLI's advice and the summary name them from there. A file whose
// name reads like the drift message's HEAD words is no other commit: no field, files-back advice.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startSupervisedRun, type SupervisedRunResult } from '../../src/runner/index.ts';
import { cliInProcess } from '../cli/helpers.ts';
import { fixture, killWorker, type Fixture } from './helpers.ts';

let f: Fixture | undefined;
afterEach(async () => {
  await f?.cleanup();
  f = undefined;
});

/** A run whose worker is killed mid-node; `duringBackoff` changes the repository while the watchdog waits to restart. */
async function driftedRun(
  duringBackoff: (repo: string) => void,
): Promise<{ fx: Fixture; result: SupervisedRunResult }> {
  const fx = await fixture(
    { work: { block: true, retrySafe: true } },
    { restart: { maxRestarts: 2, initialBackoffMs: 300, maxBackoffMs: 300 } },
  );
  f = fx;
  // Synchronously when the backoff record is appended: during backoff however loaded the machine is.
  const handle = await startSupervisedRun({
    ...fx.options,
    onEvent: (e) => {
      if (e.event.type === 'runner:backoff') duringBackoff(fx.repo);
    },
  });
  await fx.waitForFile('started-work-1');
  await killWorker(fx);
  return { fx, result: await handle.done };
}

const store = (fx: Fixture) => ['--store', fx.storage.directory, '--namespace', fx.storage.namespace];

/** The text after `label` on a line of `text`. */
function after(text: string, label: string): string {
  const found = text.split('\n').find((line) => line.trimStart().startsWith(label));
  expect(found, text).toBeDefined();
  return found!.trimStart().slice(label.length).trim();
}

describe('a drift pause after a restart’s backoff', () => {
  it('records both HEADs when a commit landed meanwhile; status, the CLI and the summary read them', async () => {
    let pausedAt = '';
    const { fx, result } = await driftedRun((repo) => {
      const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();
      pausedAt = git('rev-parse', 'HEAD');
      writeFileSync(path.join(repo, 'later.txt'), 'a later commit\n');
      git('add', 'later.txt');
      git('commit', '-q', '-m', 'later');
    });
    const movedTo = fx.git('rev-parse', 'HEAD').trim();
    expect(movedTo).not.toBe(pausedAt);
    const head = { expected: pausedAt, found: movedTo };
    expect(result).toMatchObject({ kind: 'pause', code: 'WORKSPACE_DRIFT', head });

    const paused = (await fx.events('runner')).find((e) => e.type === 'runner:paused')!;
    expect(paused.data).toMatchObject({ code: 'WORKSPACE_DRIFT', head });
    const status = await fx.status();
    expect(status.result).toMatchObject({ kind: 'pause', code: 'WORKSPACE_DRIFT', head });

    const shown = await cliInProcess(['status', '--run-id', fx.runId, ...store(fx)], fx.repo);
    expect(shown.code, shown.stderr).toBe(0);
    expect(after(shown.stdout, 'first:')).toBe(
      `check out ${pausedAt}, the commit the run paused at (HEAD is ${movedTo} now), and put back any files listed: a resume is refused while the workspace differs from that snapshot`,
    );
    const summary = await cliInProcess(['summary', '--run-id', fx.runId, '--markdown', ...store(fx)], fx.repo);
    expect(summary.code, summary.stderr).toBe(0);
    expect(summary.stdout).toContain(
      `HEAD is ${movedTo} now, but the run paused at ${pausedAt}: check out ${pausedAt} in the run's repository`,
    );
  });

  it('records no HEADs when only a file changed, even one named like the message’s HEAD words', async () => {
    const { fx, result } = await driftedRun((repo) =>
      writeFileSync(path.join(repo, 'HEAD is 0123abc, expected 4567def'), 'not a commit\n'),
    );
    expect(result).toMatchObject({ kind: 'pause', code: 'WORKSPACE_DRIFT' });
    if (result.kind !== 'pause') throw new Error('expected a pause');
    expect(result.reason).toContain('HEAD is 0123abc, expected 4567def');
    expect(result.head).toBeUndefined();
    const status = await fx.status();
    expect(status.result?.kind === 'pause' && status.result.head).toBeUndefined();

    const shown = await cliInProcess(['status', '--run-id', fx.runId, ...store(fx)], fx.repo);
    expect(after(shown.stdout, 'first:')).toMatch(/^put the files listed back as they were when the run paused/);
    expect(shown.stdout).not.toContain('check out 4567def');
    const summary = await cliInProcess(['summary', '--run-id', fx.runId, '--markdown', ...store(fx)], fx.repo);
    expect(summary.stdout).not.toContain('but the run paused at');
  });
});
