// A review loop's reviewer that is not retry-safe dies mid-attempt: its reconcile request's "it
// happened" command carries an output with a verdict (and says how to send the work back), a
// `--decision complete` without a valid verdict is refused before anything is recorded, and the
// printed command (the summary's too, as the shell reads it), run unchanged, lets the run go on.
import { execFileSync } from 'node:child_process';
import { chmod, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliInProcess, json, nodeBin, repository, tempDir, useCleanup } from './helpers.ts';

useCleanup();

const graph = `version: 1
nodes:
  draft:
    retry-safe: true
    run: [${nodeBin}, -e, "console.log('draft')"]
  review:
    needs: [draft]
    # Not retry-safe: it kills its own worker mid-attempt, so nobody knows what it answered.
    run: [${nodeBin}, -e, "process.kill(process.ppid, 'SIGKILL'); setInterval(() => {}, 1000)"]
    review: { sends-back-to: draft, rounds: 2 }
  after:
    needs: [review]
    run: [${nodeBin}, -e, "console.log('after ran')"]
`;
const fast = ['--initial-backoff', '20ms', '--max-backoff', '50ms', '--teardown-grace', '500ms'];

/** The argv `sh` gives a printed command (continuation lines and all), without `npx supervised-run`. */
async function shellWordsOf(command: string): Promise<string[]> {
  const bin = await tempDir('fake-npx-');
  await writeFile(path.join(bin, 'npx'), `#!/bin/sh\nprintf '%s\\0' "$@"\n`);
  await chmod(path.join(bin, 'npx'), 0o755);
  const out = execFileSync('/bin/sh', ['-c', command], { env: { PATH: `${bin}:/usr/bin:/bin` }, encoding: 'utf8' });
  const words = out.split('\0').slice(0, -1);
  expect(words[0]).toBe('supervised-run');
  return words.slice(1);
}

/** The words of a printed command (single-quoted words as the shell reads them), without `npx supervised-run`. */
function wordsOf(command: string): string[] {
  const words = [...command.matchAll(/'([^']*)'|(\S+)/g)].map((m) => m[1] ?? m[2]!);
  expect(words.slice(0, 2)).toEqual(['npx', 'supervised-run']);
  return words.slice(2);
}

describe("a reviewer's reconcile request", () => {
  it('prints complete with a verdict, refuses complete without one, and the printed command finishes the run', async () => {
    const repo = await repository({ 'graph.yml': graph });
    const started = await cliInProcess(
      ['start', '--graph', 'graph.yml', '--run-id', 'rv', '--heartbeat', '0', ...fast],
      repo,
    );
    expect(started.code, started.stderr).toBe(3);
    const complete = `npx supervised-run resume --run-id rv --position dag/review/1 --decision complete --output '{"verdict":"pass"}'`;
    const line = started.stdout.split('\n').find((l) => l.includes('it happened:'));
    expect(line, started.stdout).toContain(complete);
    expect(line).toContain(`(or --output '{"verdict":"revise","findings":["…"]}' to ask for changes)`);
    // The verdict once: the command carries it, the hint only names the alternative.
    expect(line!.split(' --output ')).toHaveLength(3);
    const statusLine = (await cliInProcess(['status', '--run-id', 'rv'], repo)).stdout
      .split('\n')
      .find((l) => l.includes('it happened:'));
    expect(statusLine).toBe(line);

    const paused = async () =>
      json<{ status: { pauses: Array<{ position: string }> } }>(
        await cliInProcess(['status', '--run-id', 'rv', '--json'], repo),
      ).status.pauses.map((p) => p.position);
    const resume = (...flags: string[]) =>
      cliInProcess(['resume', '--run-id', 'rv', '--position', 'dag/review/1', ...flags, ...fast], repo);
    // Without --decision: refused with the same commands, a reviewer's complete carrying its verdict.
    const bare = await resume();
    expect(bare.code).toBe(2);
    expect(bare.stderr).toContain(`  it happened:        ${complete}   (or --output`);
    for (const output of [[], ['--output', '{"verdict":"maybe"}'], ['--output', '"pass"']]) {
      const refused = await resume('--decision', 'complete', ...output);
      expect(refused.code, refused.stdout).toBe(2);
      expect(refused.stderr).toContain(
        `RESUME_DECISION: --decision complete: position dag/review/1 is the reviewer of a review loop: --output must be its verdict, {"verdict":"pass"} or {"verdict":"revise","findings":[...]} (to send it back to draft); a reviewer must answer with verdict: pass or revise`,
      );
      expect(await paused()).toEqual(['dag/review/1']);
    }

    // The summary's complete command: the verdict on it, the revise alternative in its label.
    const summary = (await cliInProcess(['summary', '--run-id', 'rv'], repo)).stdout;
    const label = `complete: the review happened; record its verdict, pass (to ask for changes: the same with --output '{"verdict":"revise","findings":["…"]}' instead)`;
    expect(summary).toContain(label);
    const block = summary.slice(summary.indexOf(label) + label.length).split('\n\n')[1]!;
    const printed = line!.slice(line!.indexOf('npx'), line!.indexOf('   ('));
    const words = await shellWordsOf(block);
    expect(words).toEqual(wordsOf(printed));
    // Run as the summary prints it, it completes the reviewer and the run goes on.
    const finished = await cliInProcess([...words, ...fast], repo);
    expect(finished.code, finished.stderr + finished.stdout).toBe(0);
    expect(finished.stdout).toContain('after ran');
  }, 120_000);
});
