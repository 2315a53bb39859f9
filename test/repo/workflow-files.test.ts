// action.yml and every workflow file are validated by GitHub's own parser.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { convertWorkflowTemplate, NoOperationTraceWriter, parseWorkflow } from '@actions/workflow-parser';
import { parse as parseYaml } from 'yaml';
import { convertActionTemplate, parseAction } from '@actions/workflow-parser/actions/index';

const root = join(import.meta.dirname, '..', '..');

function errorsOf(context: { errors: { getErrors(): { message: string }[] } }): string[] {
  return context.errors.getErrors().map((error) => error.message);
}

describe('action.yml', () => {
  const content = readFileSync(join(root, 'action.yml'), 'utf8');
  const parsed = parseAction({ name: 'action.yml', content }, new NoOperationTraceWriter());

  it('parses without errors under the action schema', () => {
    expect(errorsOf(parsed.context)).toEqual([]);
    expect(parsed.value).toBeDefined();
  });

  it('runs on node24 with a main and an always-run post step', () => {
    const template = convertActionTemplate(parsed.context, parsed.value!);
    expect(errorsOf(parsed.context)).toEqual([]);
    expect(template.runs).toMatchObject({
      using: 'node24',
      main: 'dist/index.js',
      post: 'dist/index.js',
      postIf: 'always()',
    });
  });

  it('documents every input and output and requires run-id', () => {
    const template = convertActionTemplate(parsed.context, parsed.value!);
    for (const input of template.inputs ?? []) expect(input.description, input.id).toBeTruthy();
    for (const output of template.outputs ?? []) expect(output.description, output.id).toBeTruthy();
    expect(template.inputs?.find((input) => input.id === 'run-id')?.required).toBe(true);
  });
});

const workflowFiles = ['.github/workflows', 'examples/workflows'].flatMap((dir) =>
  readdirSync(join(root, dir))
    .filter((name) => name.endsWith('.yml') || name.endsWith('.yaml'))
    .map((name) => join(dir, name)),
);

describe.each(workflowFiles)('workflow %s', (file) => {
  it('parses and converts without errors', async () => {
    const content = readFileSync(join(root, file), 'utf8');
    const parsed = parseWorkflow({ name: file, content }, new NoOperationTraceWriter());
    expect(errorsOf(parsed.context)).toEqual([]);
    const template = await convertWorkflowTemplate(parsed.context, parsed.value!);
    expect(template.errors ?? []).toEqual([]);
    expect(template.jobs.length).toBeGreaterThan(0);
  });
});

describe('the example workflow (examples/workflows and the README)', () => {
  const content = readFileSync(join(root, 'examples/workflows/supervised-run.yml'), 'utf8');
  const workflow = parseYaml(content) as {
    on: { workflow_dispatch: { inputs: Record<string, { type: string; options?: string[]; default?: unknown }> } };
    concurrency: { group: string; 'cancel-in-progress': boolean };
    jobs: { run: { steps: Array<{ uses?: string; with?: Record<string, unknown> }> } };
  };
  const action = workflow.jobs.run.steps.find((step) => step.uses === 'obversa/supervised-run@v1')!;

  it('keys its concurrency group by exactly the expression it passes as run-id', () => {
    const runId = String(action.with!['run-id']);
    expect(runId).toMatch(/^\$\{\{ (.+) \}\}$/);
    expect(workflow.concurrency.group).toBe(`supervised-run-${runId}`);
    expect(workflow.concurrency['cancel-in-progress']).toBe(false);
    // An empty run ID starts a new run: keyed by this workflow run (a re-run keeps it).
    expect(runId).toContain('github.run_id');
  });

  it('has typed dispatch inputs for every decision a person makes, each passed to the action', () => {
    const inputs = workflow.on.workflow_dispatch.inputs;
    expect(inputs.decision).toMatchObject({ type: 'choice' });
    expect(inputs.decision!.options).toEqual(expect.arrayContaining(['retry', 'complete', 'fail']));
    expect(inputs.takeover).toMatchObject({ type: 'boolean', default: false });
    expect(inputs['retry-failed']).toMatchObject({ type: 'boolean', default: false });
    for (const name of ['run-id', 'position', 'decision-output', 'from-run', 'raise-budget-usd', 'raise-budget-tokens'])
      expect(inputs[name], name).toMatchObject({ type: 'string' });
    for (const name of [
      'position',
      'decision',
      'decision-output',
      'takeover',
      'retry-failed',
      'from-run',
      'raise-budget-usd',
      'raise-budget-tokens',
    ])
      expect(String(action.with![name]), name).toContain(`inputs.${name}`);
  });

  it('is the workflow the README shows', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const block = /```yaml\n(# \.github\/workflows\/supervised-run\.yml[^\n]*\n[\s\S]*?)```/.exec(readme)?.[1];
    expect(block).toBeDefined();
    expect(parseYaml(block!)).toEqual(workflow);
  });
});

it('the example workflow takes run-id and position from workflow_dispatch and serialises runs by run ID', () => {
  const content = readFileSync(join(root, 'examples/workflows/supervised-run.yml'), 'utf8');
  expect(content).toMatch(/workflow_dispatch:\s*\n\s*inputs:\s*\n\s*run-id:/);
  expect(content).toMatch(/\n\s+position:\s*\n/);
  expect(content).toMatch(/concurrency:\s*\n\s*group: supervised-run-\$\{\{ inputs\.run-id/);
});
