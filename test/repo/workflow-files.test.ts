// action.yml and every workflow file are validated by GitHub's own parser.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { convertWorkflowTemplate, NoOperationTraceWriter, parseWorkflow } from '@actions/workflow-parser';
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

it('the example workflow takes run-id and position from workflow_dispatch and serialises runs by run ID', () => {
  const content = readFileSync(join(root, 'examples/workflows/supervised-run.yml'), 'utf8');
  expect(content).toMatch(/workflow_dispatch:\s*\n\s*inputs:\s*\n\s*run-id:/);
  expect(content).toMatch(/\n\s+position:\s*\n/);
  expect(content).toMatch(/concurrency:\s*\n\s*group: supervised-run-\$\{\{ inputs\.run-id/);
});
