// Through runJob over the emulator: the outputs a workflow acts on. A run budget pause gives the
// raise as resume-command, usage carries the node caps; the dispatch of that command on a re-run
// (attempt 2) records GITHUB_TRIGGERING_ACTOR as who raised; the gate that follows gives its first
// option as resume-command and itself in the gate output; answering with that command completes.
import { execFileSync } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalRunStorage } from '../../src/store/index.ts';
import { startActionsEmulator, type ActionsEmulator } from './emulator/index.ts';
import { inProcessJobs } from './support/in-process-jobs.ts';
import { enterJob, saveEnvironment } from './support/jobs.ts';

const node = JSON.stringify(process.execPath);
const extraVariables = ['GITHUB_ACTOR', 'GITHUB_TRIGGERING_ACTOR', 'GITHUB_WORKFLOW_REF', 'GITHUB_REF'] as const;
let emulator: ActionsEmulator;
let root: string;
let restoreEnvironment: () => void;
let saved: Array<[string, string | undefined]>;
let jobs: ReturnType<typeof inProcessJobs>;

beforeAll(async () => {
  restoreEnvironment = saveEnvironment();
  saved = extraVariables.map((name) => [name, process.env[name]]);
  emulator = await startActionsEmulator();
  root = await fs.realpath(await fs.mkdtemp(path.join(os.tmpdir(), 'action-first-command-')));
  jobs = inProcessJobs(emulator, root);
  Object.assign(process.env, {
    GITHUB_ACTOR: 'octocat',
    GITHUB_TRIGGERING_ACTOR: 'hubot',
    GITHUB_WORKFLOW_REF: 'obversa/example/.github/workflows/sr.yml@refs/heads/main',
    GITHUB_REF: 'refs/heads/main',
  });
});

afterAll(async () => {
  restoreEnvironment();
  for (const [name, value] of saved) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await emulator?.close();
  if (root) await fs.rm(root, { recursive: true, force: true });
});

const graph = `version: 1
budget: { usd: 0.03 }
engines:
  m: { kind: mock, responses: [{ text: ok, usage: { input-tokens: 1, output-tokens: 1, cost-usd: 0.02 } }] }
nodes:
  a: { engine: m, prompt: one, retry-safe: true, max-cost-usd: 1 }
  b: { needs: [a], engine: m, prompt: two, retry-safe: true }
  c: { needs: [b], engine: m, prompt: three, retry-safe: true }
  approve:
    needs: [c]
    ask:
      question: Ship it?
      fields:
        choice: { type: choice, options: [ship, hold], required: true }
        note: { type: string, default: none }
      allowed-actors: [hubot]
  after: { needs: [approve], run: [${node}, -e, "console.log(process.argv[1])", "{{ needs.approve.output.choice }}"] }
`;

/** A job of a workflow run's later attempt (a re-run), with its workspace set up as jobs.enter does. */
async function rerunJob(name: string, githubRunId: number) {
  const job = await enterJob(emulator, root, { name, githubRunId, attempt: 2 });
  execFileSync('git', ['init', '-q', job.workspace]);
  await fs.writeFile(path.join(job.workspace, '.gitignore'), '.store/\n');
  return job;
}

/** The `-f name=value` inputs of a dispatch command (values here need no unquoting but the answer's). */
function dispatchInputs(command: string): Record<string, string> {
  const inputs: Record<string, string> = {};
  for (const match of command.matchAll(/-f ([a-z-]+)=('[^']*'|\S+)/g))
    inputs[match[1]!] = match[2]!.startsWith("'") ? match[2]!.slice(1, -1) : match[2]!;
  return inputs;
}

describe('the outputs a workflow acts on', () => {
  it('a budget pause gives its raise, a re-run records the triggering actor, a gate gives its first option', async () => {
    const runId = 'first-cmd';
    const base =
      'gh workflow run sr.yml --repo github.localhost/obversa/supervised-run-test --ref main -f run-id=first-cmd';
    const first = await jobs.step(await jobs.enter('fc-1', 701), runId, graph);
    expect(first.io.outputs).toMatchObject({ result: 'pause', positions: '["dag/c/1"]' });
    expect(first.io.outputs['resume-command']).toBe(`${base} -f position=dag/c/1 -f raise-budget-usd=0.06`);
    expect(first.io.outputs.gate).toBe('');
    const usage = JSON.parse(first.io.outputs.usage!) as { budget: unknown; nodeCaps: unknown };
    expect(usage.budget).toMatchObject({ limit: { usd: 0.03 }, spent: { usd: 0.04 } });
    expect(usage.nodeCaps).toEqual([
      {
        nodeId: 'a',
        limit: { usd: 1 },
        declared: { usd: 1 },
        spent: { usd: 0.02, tokens: 2 },
        unknownCalls: 0,
        raisedBy: null,
      },
    ]);

    // "Re-run" of a later workflow run (attempt 2): GITHUB_ACTOR is who started it, hubot re-ran it.
    const rerun = await rerunJob('fc-2', 702);
    const raised = await jobs.step(rerun, runId, graph, {
      inputs: dispatchInputs(first.io.outputs['resume-command']!),
    });
    expect(raised.io.failed).toBeUndefined();
    expect(raised.io.outputs).toMatchObject({ result: 'pause', positions: '["dag/approve/1"]' });
    const ship = `${base} -f position=dag/approve/1 -f answer='{"choice":"ship"}'`;
    expect(raised.io.outputs['resume-command']).toBe(ship);
    expect(JSON.parse(raised.io.outputs.gate!)).toMatchObject({
      position: 'dag/approve/1',
      nodeId: 'approve',
      question: 'Ship it?',
      fields: [
        { name: 'choice', type: 'choice', options: ['ship', 'hold'], required: true },
        { name: 'note', type: 'string', required: false, default: 'none' },
      ],
      allowedActors: ['hubot'],
      commands: [
        { label: 'choice = ship', command: ship, placeholders: false },
        { label: 'choice = hold', command: ship.replace('ship', 'hold'), placeholders: false },
      ],
    });
    expect(JSON.parse(raised.io.outputs['gate-requests']!)).toHaveLength(1);
    const storage = await createLocalRunStorage({
      directory: path.join(rerun.workspace, '.store'),
      namespace: 'default',
    });
    const events = (await storage.readEvents(runId, 'graph')).events;
    expect(events.find((e) => e.type === 'runner:budget-raised')?.data).toMatchObject({ usd: 0.06, raisedBy: 'hubot' });

    // The gate allows hubot only: the same re-run identity answers with the output's command.
    const answerJob = await rerunJob('fc-3', 703);
    const answered = await jobs.step(answerJob, runId, graph, {
      inputs: dispatchInputs(raised.io.outputs['resume-command']!),
    });
    expect(answered.io.failed).toBeUndefined();
    expect(answered.io.outputs.result).toBe('complete');
    expect(answered.io.outputs['resume-command']).toBe('');
    const done = await createLocalRunStorage({
      directory: path.join(answerJob.workspace, '.store'),
      namespace: 'default',
    });
    const resumed = (await done.readEvents(runId, 'graph')).events.filter((e) => e.type === 'graph:node-resumed');
    expect(resumed.at(-1)?.data).toMatchObject({ answer: { values: { choice: 'ship' }, answeredBy: 'hubot' } });
  });
});
