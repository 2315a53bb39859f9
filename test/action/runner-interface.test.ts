// The Action's interface with the runner, probed through the BUILT action (dist/index.js) over the
// Actions emulator as a hostile graph or dispatch would: a known secret echoed back by a refusal
// never reaches the summary in a form the runner's masking misses, and an output cut to GitHub's
// limit is said where a person sees it.
import { describe, expect, it } from 'vitest';
import { describeStep, e2eWorld, quick } from './support/e2e-world.ts';
import { processWorkflowCommands } from '../support/workflow-commands.ts';

const world = e2eWorld('interface', 9700);
const { origin, newJob, runJob } = world;
const node = JSON.stringify(process.execPath);

/** Text with numeric character references decoded, as the summary's reader sees it. */
const decoded = (html: string) =>
  html.replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code))).replace(/<wbr>/g, '');

describe('the runner interface of the built action', () => {
  it('keeps a known secret echoed back by a refusal out of the summary, in every form', async () => {
    // Characters the summary escapes (& " < >) so the runner's own masking cannot find it there.
    const secret = 'p&ss"<w0rd>-0123456789';
    const repo = await origin('secret', {
      'graph.yml': `version: 1
nodes:
  approve:
    ask:
      question: Ship?
      fields:
        choice: { type: choice, options: [ship, hold], required: true }
`,
    });
    const env = { SECRET_TOKEN: secret };
    const inputs = { 'run-id': 'secret', 'environment-variables': 'SECRET_TOKEN', ...quick };
    const first = await runJob(await newJob('secret-1', repo, { env }), { ...inputs, graph: 'graph.yml' });
    expect(first.main.outputs.result, describeStep(first.main)).toBe('pause');
    const forms = [secret, JSON.stringify(secret).slice(1, -1), Buffer.from(secret).toString('base64')];
    for (const [index, answer] of [`maybe ${secret}`, `maybe ${forms[2]}`].entries()) {
      const { main } = await runJob(await newJob(`secret-2${index}`, repo, { env }), {
        ...inputs,
        position: 'dag/approve/1',
        answer: JSON.stringify({ choice: answer }),
      });
      expect(main.exitCode, describeStep(main)).toBe(1);
      // The runner masks the value in the log, the annotations and the summary as it is and in
      // these encodings; not once the summary's escapers wrote it as character references.
      expect(processWorkflowCommands(main.stdout).masks).toContain(secret);
      expect(main.summary).toContain('RESUME&#95;ANSWER');
      for (const form of forms) expect(decoded(main.summary)).not.toContain(form);
    }
  });

  it('keeps the annotation saying what waits for a person among the 10 warnings the runner shows', async () => {
    const repo = await origin('many-warnings', {
      'graph.yml': `version: 1
nodes:
  approve:
    ask:
      question: Ship?
      fields:
        choice: { type: choice, options: [ship, hold], required: true }
`,
    });
    // Each listed variable the step's env does not set is a warning: 12 of them before the pause.
    const unset = Array.from({ length: 12 }, (_, i) => `UNSET_${i}`);
    const { main } = await runJob(await newJob('many-warnings-1', repo), {
      'run-id': 'many-warnings',
      graph: 'graph.yml',
      'environment-variables': unset.join(','),
      ...quick,
    });
    expect(main.outputs.result, describeStep(main)).toBe('pause');
    const processed = processWorkflowCommands(main.stdout);
    const warnings = processed.annotations.filter((a) => a.level === 'warning').map((a) => a.message);
    const waits = warnings.findIndex((message) =>
      message.startsWith('Run many-warnings paused and waits for a person'),
    );
    expect(waits, warnings.join('\n')).toBeGreaterThanOrEqual(0);
    expect(waits).toBeLessThan(10);
    // None is lost: those past the annotations the runner shows are lines of the log.
    for (const name of unset)
      expect([...warnings, ...processed.text].some((line) => line.includes(`lists ${name},`))).toBe(true);
  });

  it('says in an annotation which output was over GitHub’s limit and was replaced by a marker', async () => {
    // 20 nodes each publishing 60 000 bytes: the run output is about 1.2 MB.
    const publish = `require('fs').appendFileSync(process.env.SUPERVISED_OUTPUT, 'v<<END\\n' + 'x'.repeat(60000) + '\\nEND\\n')`;
    const nodes = Array.from({ length: 20 }, (_, i) => `  big${i}: { run: [${node}, -e, ${JSON.stringify(publish)}] }`);
    const repo = await origin('big', { 'graph.yml': `version: 1\nnodes:\n${nodes.join('\n')}\n` });
    const { main } = await runJob(await newJob('big-1', repo), { 'run-id': 'big', graph: 'graph.yml', ...quick });
    expect(main.exitCode, describeStep(main)).toBe(0);
    expect(main.outputs.result).toBe('complete');
    const marker = JSON.parse(main.outputs.output!) as { truncated: boolean; bytes: number };
    expect(marker).toMatchObject({ truncated: true, output: 'output' });
    const warnings = processWorkflowCommands(main.stdout).annotations.filter((a) => a.level === 'warning');
    expect(warnings.map((w) => w.message)).toContainEqual(
      expect.stringMatching(new RegExp(`^output "output" was ${marker.bytes} bytes, over`)),
    );
  });
});
