// README's library section shows the report functions with their summary context: the example, run
// as written (the package entry's functions; loadRunReport handing it a paused run), does what its
// comments say: `{}` gives CLI commands, `workflowFile` and `ref` give dispatch commands.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import * as entry from '../../src/index.ts';
import { node, report } from './fixtures.ts';

const readme = readFileSync(path.join(import.meta.dirname, '..', '..', 'README.md'), 'utf8');

/** The README's TypeScript block that calls renderRunSummaryText, without its import line. */
function summaryExample(): string {
  const block = [...readme.matchAll(/```ts\n([\s\S]*?)```/g)]
    .map((match) => match[1]!)
    .find((code) => code.includes('renderRunSummaryText('));
  expect(block, 'a README example of renderRunSummaryText').toBeDefined();
  const lines = block!.split('\n');
  expect(lines[0]).toBe("import { loadRunReport, renderRunSummary, renderRunSummaryText } from 'supervised-run';");
  // `markdown` is handed back to the test; the rest runs as written.
  return `${lines.slice(1).join('\n')}\nreturn markdown;`;
}

const paused = report({
  runId: 'nightly-1',
  phase: 'paused',
  result: { kind: 'pause', code: null, reason: null, positions: ['dag/publish/1'] },
  pauses: [{ position: 'dag/publish/1', nodeId: 'publish', eventId: 'ev-1', reason: 'review it', request: {} }],
  positions: ['dag/publish/1'],
  nodes: [node({ position: 'dag/publish/1', nodeId: 'publish', state: 'paused', durationMs: null })],
});

describe("README's summary example", () => {
  it('renders CLI commands with {} and dispatch commands with workflowFile and ref; refuses a bad field', async () => {
    const printed: string[] = [];
    const loadRunReport = async (storage: unknown, runId: string) => {
      expect([storage, runId]).toEqual([{ directory: '.supervised-run', namespace: 'default' }, 'nightly-1']);
      return paused;
    };
    const markdown = (await runInNewContext(`(async () => {\n${summaryExample()}\n})()`, {
      loadRunReport,
      renderRunSummary: entry.renderRunSummary,
      renderRunSummaryText: entry.renderRunSummaryText,
      console: { log: (text: string) => printed.push(text) },
    })) as string;
    expect(printed.join('\n')).toContain('npx supervised-run resume --run-id nightly-1 --position dag/publish/1');
    expect(markdown).toContain('gh workflow run supervised-run.yml --repo octo/repo --ref main');
    expect(markdown).toContain('https://github.com/octo/repo/actions/workflows/supervised-run.yml');
    // As the README says, a field that is not what it accepts is refused naming it.
    expect(readme).toContain('refused with `ReportError` `INVALID_SUMMARY_CONTEXT` naming it');
    expect(() => entry.renderRunSummary(paused, { ref: '' })).toThrow(
      expect.objectContaining({ code: 'INVALID_SUMMARY_CONTEXT', field: 'ref' }),
    );
  });
});
