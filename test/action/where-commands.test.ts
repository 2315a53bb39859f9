// Where the main step sends a person for a gate's commands when the step output that would hold
// them was over GitHub's limit and holds the JSON marker instead (a graph can hardly get a gate
// output that large: so said of the outputs directly); and, through the BUILT action (dist/index.js)
// over the Actions emulator, that a known secret of spaces alone is not sent to the runner to mask
// (it answers with a warning of its own).
import { describe, expect, it } from 'vitest';
import { whereCommands } from '../../src/action/job/finish.ts';
import { maxOutputBytes } from '../../src/action/outputs.ts';
import { noRunOutputs } from '../../src/report/index.ts';
import { describeStep, e2eWorld, quick } from './support/e2e-world.ts';

const world = e2eWorld('where-commands', 9950);
const { origin, newJob, runJob } = world;

describe('the main step of the built action', () => {
  it('sends to the run store, not the step output, for gate commands replaced by the over-limit marker', () => {
    const marker = JSON.stringify({ truncated: true, output: 'gate-requests', bytes: maxOutputBytes + 1 });
    const outputs = {
      ...noRunOutputs,
      'cache-key': '',
      'artifact-name': '',
      gate: '{"position":"dag/g0/1"}',
      'gate-requests': marker,
      'resume-command': 'gh workflow run x',
    };
    expect(whereCommands(outputs, [])).toBe(
      'The exact commands are in the job summary and in the step outputs (gate, gate-requests, resume-command); the end of this log repeats them.',
    );
    expect(whereCommands(outputs, ['gate-requests'])).toBe(
      "The exact commands are in the job summary and in the step outputs (gate, resume-command); the end of this log repeats them. The step output gate-requests was over GitHub's limit and holds a JSON marker instead: the whole value is in the run store (npx supervised-run status on the restored store).",
    );
    expect(whereCommands(outputs, ['gate', 'gate-requests', 'resume-command'])).toBe(
      "The exact commands are in the job summary; the end of this log repeats them. The step outputs gate, gate-requests, resume-command were over GitHub's limit and hold a JSON marker instead: the whole value is in the run store (npx supervised-run status on the restored store).",
    );
  });

  it('does not ask the runner to mask a known secret of spaces alone', async () => {
    const node = JSON.stringify(process.execPath);
    const repo = await origin('blank-secret', {
      'graph.yml': `version: 1\nnodes:\n  only: { run: [${node}, -e, "0"] }\n`,
    });
    const job = await newJob('blank-secret-1', repo, {
      env: { BLANK_SECRET: '   ', REAL_SECRET: 'a-real-secret-value-1234' },
    });
    const { main } = await runJob(job, {
      'run-id': 'blank-secret',
      graph: 'graph.yml',
      'environment-variables': 'BLANK_SECRET,REAL_SECRET',
      'known-secrets': 'another-real-secret-5678\n  \n',
      ...quick,
    });
    expect(main.outputs.result, describeStep(main)).toBe('complete');
    const masks = main.stdout.split('\n').filter((line) => line.startsWith('::add-mask::'));
    expect(masks).toContain('::add-mask::a-real-secret-value-1234');
    expect(masks).toContain('::add-mask::another-real-secret-5678');
    for (const mask of masks) expect(mask.slice('::add-mask::'.length).trim(), masks.join('\n')).not.toBe('');
  });
});
