// End to end through the BUILT action (dist/index.js as main and post) over the Actions emulator:
// a gate (ask node). Job 1 pauses at it and the summary shows the question, the fields and one
// dispatch command per option; a dispatch with a wrong field and one by an actor the gate does not
// allow are refused with nothing run or recorded; the right answer is recorded with who answered
// and a later node uses it.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeStep, e2eWorld, lines, quick } from './support/e2e-world.ts';
import { processWorkflowCommands } from '../support/workflow-commands.ts';

const world = e2eWorld('gate', 9100);
const { origin, newJob, runJob } = world;

describe('a gate through the built action', () => {
  it('pauses at the gate, refuses a wrong field and a disallowed actor, records the right answer and uses it', async () => {
    const effects = path.join(world.root, 'effects-gate.log');
    const node = JSON.stringify(process.execPath);
    const write = (name: string, value: string) =>
      `[${node}, -e, ${JSON.stringify(`require('fs').appendFileSync(${JSON.stringify(effects)}, process.argv[1] + '\\n')`)}, ${JSON.stringify(`${name} ${value}`)}]`;
    const repo = await origin('gate', {
      'graph.yml': `version: 1
nodes:
  build: { run: ${write('build', 'v1')} }
  approve:
    needs: [build]
    ask:
      question: Ship the release?
      fields:
        choice: { type: choice, options: [ship, hold], required: true }
        note: { type: string, default: none, description: a word for the log }
      allowed-actors: [octocat, hubot]
  publish:
    needs: [approve]
    when: { value: "{{ needs.approve.output.choice }}", equals: ship }
    run: ${write('publish', '{{ needs.approve.output.choice }}/{{ needs.approve.output.note }}')}
`,
    });
    const runId = 'e2e-gate';
    const first = await runJob(await newJob('gate-1', repo), { 'run-id': runId, graph: 'graph.yml', ...quick });
    expect(first.main.exitCode, describeStep(first.main)).toBe(0);
    // The log reads as the CLI's progress: each node's lines, then how the session ended.
    expect(first.main.stdout).toMatch(/^ {2}dag\/build\/1 +running\n(.*\n)* {2}dag\/build\/1 +completed +\d/m);
    expect(first.main.stdout).toMatch(/^ {2}dag\/approve\/1 +paused +waits for an answer: Ship the release\?$/m);
    expect(first.main.stdout).toMatch(/^run paused \(waiting on dag\/approve\/1\)$/m);
    // The annotation sends a person to the outputs that hold a gate's commands.
    expect(first.main.stdout).toContain('in the step outputs (gate, gate-requests, resume-command);');
    expect(first.main.outputs).toMatchObject({
      result: 'pause',
      'needs-decision': 'true',
      positions: '["dag/approve/1"]',
    });
    const base = `gh workflow run supervised-run.yml --repo github.localhost/obversa/supervised-run-test --ref main -f run-id=${runId} -f position=dag/approve/1`;
    const ship = `${base} -f answer='{"choice":"ship"}'`;
    const hold = `${base} -f answer='{"choice":"hold"}'`;
    expect(first.main.summary).toContain('Ship the release?');
    expect(first.main.summary).toContain('a word for the log');
    expect(first.main.summary).toContain('octocat, hubot');
    // The summary breaks long commands into continuation lines: look for the answer part of each.
    for (const choice of ['ship', 'hold']) expect(first.main.summary).toContain(`-f answer='{"choice":"${choice}"}'`);
    expect(first.main.stdout).toContain(`    choice = ship: ${ship}`);
    expect(first.main.stdout).toContain(`    choice = hold: ${hold}`);
    expect(await lines(effects)).toEqual(['build v1']);

    // A resume with no answer, a wrong field, a disallowed actor: refused, the step fails, nothing runs.
    const bare = await runJob(await newJob('gate-2a', repo), { 'run-id': runId, position: 'dag/approve/1' });
    expect(bare.main.exitCode, describeStep(bare.main)).toBe(1);
    expect(bare.main.stdout).toContain('::error::RESUME_ANSWER: position dag/approve/1 of run e2e-gate asks');
    expect(bare.main.stdout).toContain(ship);
    const wrong = await runJob(await newJob('gate-2b', repo), {
      'run-id': runId,
      position: 'dag/approve/1',
      answer: '{"choice":"maybe"}',
    });
    expect(wrong.main.exitCode, describeStep(wrong.main)).toBe(1);
    expect(wrong.main.stdout).toContain(
      '::error::RESUME_ANSWER: answer field "choice" accepts one of "ship", "hold", got "maybe"',
    );
    // The dispatch form's answer typed as a bare word: refused with the gate's exact answers.
    const typed = await runJob(await newJob('gate-2e', repo), {
      'run-id': runId,
      position: 'dag/approve/1',
      answer: 'ship',
    });
    expect(typed.main.exitCode, describeStep(typed.main)).toBe(1);
    expect(typed.main.stdout).toContain(
      `::error::RESUME_ANSWER: input "answer": expected a JSON object of the gate's fields, such as {"choice": "ship"} (what was given is not JSON); position dag/approve/1 of run e2e-gate asks "Ship the release?"; nothing was run. Answer with one of: choice = ship: ${ship}`,
    );
    expect(typed.main.stdout).not.toContain('claimed session');
    const stranger = await runJob(await newJob('gate-2c', repo, { env: { GITHUB_ACTOR: 'mallory' } }), {
      'run-id': runId,
      position: 'dag/approve/1',
      answer: '{"choice":"ship"}',
    });
    expect(stranger.main.exitCode, describeStep(stranger.main)).toBe(1);
    expect(stranger.main.stdout).toContain(
      '::error::RESUME_ACTOR: "mallory" may not answer this gate; it may be answered by: octocat, hubot',
    );
    // An answer that holds a known secret is refused before the session is claimed: the corrected
    // dispatch below (another job) is not refused RUN_CLAIMED.
    const secret = 'tok-9f2c41d7e8ab';
    const pasted = await runJob(await newJob('gate-2d', repo, { env: { GITHUB_ACTOR: 'hubot' } }), {
      'run-id': runId,
      position: 'dag/approve/1',
      answer: JSON.stringify({ choice: 'ship', note: `token ${Buffer.from(secret).toString('base64')}` }),
      'known-secrets': secret,
    });
    expect(pasted.main.exitCode, describeStep(pasted.main)).toBe(1);
    expect(pasted.main.stdout).toContain(
      '::error::RESUME_ANSWER: input "answer" at .note: holds a known secret (base64); it would be recorded with the run, so nothing was recorded (position dag/approve/1 of run e2e-gate)',
    );
    expect(pasted.main.stdout).not.toContain('claimed session');
    expect(await lines(effects)).toEqual(['build v1']);

    const answered = await runJob(await newJob('gate-3', repo, { env: { GITHUB_ACTOR: 'hubot' } }), {
      'run-id': runId,
      position: 'dag/approve/1',
      answer: '{"choice":"ship","note":"go"}',
    });
    expect(answered.main.exitCode, describeStep(answered.main)).toBe(0);
    expect(answered.main.outputs).toMatchObject({ result: 'complete', 'needs-decision': 'false' });
    expect(answered.main.stdout).toMatch(/^ {2}dag\/approve\/1 +resumed +answered by hubot$/m);
    expect(answered.main.stdout).toMatch(/^run completed$/m);
    expect(JSON.parse(answered.main.outputs.output!)).toMatchObject({ approve: { choice: 'ship', note: 'go' } });
    expect(await lines(effects)).toEqual(['build v1', 'publish ship/go']);
    expect(answered.main.summary).toContain('hubot');
  });

  it('shows a question filled from a node’s output as text: the older command form mid-line does nothing', async () => {
    const node = JSON.stringify(process.execPath);
    // The node publishes a title holding the older command form; the log's "asks:" line shows it mid-line.
    const title = `require('fs').appendFileSync(process.env.SUPERVISED_OUTPUT, 'title=v2 ##[set-output name=pwned]1\\n')`;
    const repo = await origin('gate-title', {
      'graph.yml': `version: 1
nodes:
  build: { run: [${node}, -e, ${JSON.stringify(title)}] }
  approve:
    needs: [build]
    ask:
      question: "Ship {{ needs.build.outputs.title }}?"
      fields: { ok: { type: boolean, required: true } }
`,
    });
    const job = await runJob(await newJob('gate-title-1', repo), {
      'run-id': 'e2e-gate-title',
      graph: 'graph.yml',
      ...quick,
    });
    expect(job.main.exitCode, describeStep(job.main)).toBe(0);
    const processed = processWorkflowCommands(job.main.stdout);
    expect(processed.text).toContain('  dag/approve/1 (node approve) asks: Ship v2 ##[set-output name=pwned]1?');
    expect(processed.outputs).toEqual({});
    // The one annotation is the Action's own warning, which shows the question as text.
    expect(processed.annotations).toEqual([
      { level: 'warning', message: expect.stringContaining('(answer: Ship v2 ##[set-output name=pwned]1?)') },
    ]);
  });
});
