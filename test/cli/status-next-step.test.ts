// `status` and `summary` tell the truth about what a person's next step can do, on real runs: a gate
// left open in a run that will fail whatever the answer, a review loop whose rounds ran out, and a
// gate whose commands are refused while another lane still runs. Runs the source entry.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  cliInProcess,
  json,
  nodeBin,
  repoRoot,
  repository,
  spawnCli,
  tempDir,
  useCleanup,
  waitUntil,
} from './helpers.ts';

useCleanup();

const entry = path.join(repoRoot, 'src/cli/main.ts');
const fast = ['--initial-backoff', '20ms', '--max-backoff', '50ms', '--teardown-grace', '500ms'];
const startFlags = ['--quiet', '--heartbeat', '0', ...fast];

const gate = `  gate:
    ask:
      question: "Go?"
      fields:
        ok: { type: boolean, required: true }
`;

describe('a gate left open when the run can no longer succeed', () => {
  it('says the required node failed, that the run ends failed, and what the answer still decides', async () => {
    const repo = await repository({
      'graph.yml': `version: 1
concurrency: 3
nodes:
${gate}  bad:
    run: [${nodeBin}, -e, "process.exit(3)"]
    retry-safe: true
  ship:
    needs: [gate]
    when: { value: "{{ needs.gate.output.ok }}", equals: "true" }
    run: [${nodeBin}, -e, "console.log('ship')"]
  notify:
    finally: true
    needs: [gate, bad, ship]
    run: [${nodeBin}, -e, "console.log(process.argv.slice(1).join('|'))", "{{ run.outcome }}", "{{ needs.gate.outcome }}"]
`,
    });
    const started = await cliInProcess(['start', '--graph', 'graph.yml', '--run-id', 'r1', ...startFlags], repo);
    expect(started.code, started.stderr).toBe(3);
    const status = await cliInProcess(['status', '--run-id', 'r1'], repo);
    expect(status.stdout).toContain(
      'Run r1 paused: 1 question waits for your answer; it will end failed whatever the answer (required node "bad" failed)\n',
    );
    expect(status.stdout).toContain(
      'The run will end failed (DAG_NODE_FAILED) whatever the answer: required node "bad" failed (EFFECT_FAILED), so no other node starts; answering only lets the finally nodes run and the run end.\nAnswering gate still decides what finally node notify is told (it needs gate).\n',
    );
    const summary = await cliInProcess(['summary', '--run-id', 'r1'], repo);
    expect(summary.stdout).toContain('Answering gate still decides what finally node notify is told (it needs gate).');
    // What it said: answered yes, ship does not run, notify is told the gate completed, the run fails.
    const answered = await cliInProcess(
      ['resume', '--run-id', 'r1', '--position', 'dag/gate/1', '--answer', '{"ok":true}', ...fast],
      repo,
    );
    expect(answered.code, answered.stderr).toBe(4);
    expect(answered.stdout).toContain('[notify] failed|completed');
    expect(answered.stdout).not.toContain('[ship]');
    expect(answered.stdout).toContain('Run r1 failed: DAG_NODE_FAILED');
  }, 60_000);
});

describe('a review loop that ran out of rounds', () => {
  it('names the loop and its rounds, and says to raise rounds in a new run', async () => {
    const repo = await repository({
      'graph.yml': `version: 1
engines:
  writer: { kind: mock, responses: [{ echo: true }] }
nodes:
  draft:
    engine: writer
    retry-safe: true
    prompt: "Round {{ review.round }}: {{ review.findings }}"
  check:
    needs: [draft]
    retry-safe: true
    run: [${nodeBin}, -e, "require('fs').appendFileSync(process.env.SUPERVISED_OUTPUT, 'verdict=revise\\\\nfindings=still wrong\\\\n')"]
    review: { sends-back-to: draft, rounds: 2 }
  notify:
    finally: true
    needs: [check]
    run: [${nodeBin}, -e, "console.log(process.argv[1])", "{{ run.outcome }}"]
`,
    });
    const started = await cliInProcess(['start', '--graph', 'graph.yml', '--run-id', 'r2', ...startFlags], repo);
    expect(started.code, started.stdout + started.stderr).toBe(4);
    const status = await cliInProcess(['status', '--run-id', 'r2'], repo);
    expect(status.stdout).toContain(
      '  review      review "check" (sends back to draft) still asked for changes after 2 of 2 rounds (1 finding left): rounds ran out\n',
    );
    expect(status.stdout).toMatch(/dag\/check\/2 +completed +1 +\S+ ms +REVIEW_EXHAUSTED: rounds ran out\n/);
    const next =
      'This run is final: retry-failed refuses a run that failed REVIEW_EXHAUSTED, since the same rounds would give the same verdict.';
    expect(status.stdout).toContain(
      `Next:\n  The review "check" (sends back to draft) still asked for changes after 2 of 2 rounds (1 finding left).\n  ${next}\n  To go on, raise rounds in the review of check (2 now) in the graph`,
    );
    const summary = await cliInProcess(['summary', '--run-id', 'r2'], repo);
    expect(summary.stdout.slice(summary.stdout.indexOf('What to do next'))).toContain(next);
    // The step it names is the one that works: retry-failed is refused.
    const retry = await cliInProcess(['retry-failed', '--run-id', 'r2'], repo);
    expect(retry.stderr).toContain('RUN_NOT_RETRYABLE');
  }, 60_000);
});

describe('a gate while another lane still runs', () => {
  it('says its commands work once the run pauses, and how to wait for that', async () => {
    const gateDir = await tempDir('status-slow-');
    const release = path.join(gateDir, 'release');
    const repo = await repository({
      'graph.yml': `version: 1
concurrency: 2
nodes:
${gate}  slow:
    run: [${nodeBin}, -e, "const fs = require('fs'); const t = setInterval(() => { if (fs.existsSync(process.argv[1])) clearInterval(t); }, 20)", ${JSON.stringify(release)}]
    retry-safe: true
  ship:
    needs: [gate]
    run: [${nodeBin}, -e, "console.log('ship')"]
`,
    });
    const run = spawnCli(['start', '--graph', 'graph.yml', '--run-id', 'r3', ...startFlags], { cwd: repo, entry });
    await waitUntil('the gate waits while slow runs', async () => {
      const read = await cliInProcess(['status', '--run-id', 'r3', '--json'], repo);
      if (read.code !== 0) return undefined;
      const { status } = json<{ status: { pauses: unknown[]; active: Array<{ position: string; phase: string }> } }>(
        read,
      );
      return (
        status.pauses.length === 1 && status.active.some((a) => a.position === 'dag/slow/1' && a.phase === 'running')
      );
    });
    const status = await cliInProcess(['status', '--run-id', 'r3'], repo);
    expect(status.stdout).toContain(
      'The run is still running (dag/slow/1 in flight): these commands work once it pauses; until then a resume is refused (PROCESS_LOCKED: the process that drives the run holds it).\n  wait for the pause:  npx supervised-run status --run-id r3 --watch\n',
    );
    // As it says: the answer command is refused now.
    const early = await cliInProcess(
      ['resume', '--run-id', 'r3', '--position', 'dag/gate/1', '--answer', '{"ok":true}', ...fast],
      repo,
    );
    expect(early.code).toBe(1);
    expect(early.stderr).toContain('PROCESS_LOCKED');
    await writeFile(release, '');
    expect((await run.done).code).toBe(3);
    const paused = await cliInProcess(['status', '--run-id', 'r3'], repo);
    expect(paused.stdout).not.toContain('still running');
    expect(paused.stdout).toContain('dag/gate/1 asks: Go?');
  }, 60_000);
});
