// `summary`: the job summary of a stored run, rendered by the same report layer as the Action's:
// readable plain text on stdout, the Markdown with --markdown (and always in --output FILE and
// --json); --workflow makes its resume commands `gh workflow run` ones, as in the Action.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  loadRunReport,
  renderRunSummary,
  renderRunSummaryText,
  runOutputs,
  type SummaryContext,
} from '../../report/index.ts';
import { shownValue } from '../../runner/index.ts';
import * as F from '../args/fields.ts';
import { validateFlags } from '../args/parse.ts';
import { jsonFlag, printedRootFlag, runIdFlag, storeFlags } from '../args/spec.ts';
import { exitCodes, onlyWith, usageError } from '../errors.ts';
import { jsonLine, line } from '../io.ts';
import { openRun, storageOptions, storeLocation } from '../options/store.ts';
import { cliLocationOf, commandPlace } from '../output/command-place.ts';
import { printedRoot } from '../options/sources.ts';
import type { Command } from './command.ts';

const schema = z.object({
  'run-id': F.runId(),
  output: F.path().optional(),
  workflow: F.path().optional(),
  ref: F.text(1000).optional(),
  repository: F.text(200).optional(),
  root: F.path().optional(),
  store: F.path().optional(),
  namespace: F.namespace().optional(),
  markdown: F.flagOff,
  json: F.flagOff,
});

/**
 * The summary context's refusal without the field names it repeats (`repository: repository must
 * be …` → `must be …`): the CLI puts the flag in front.
 */
function contextProblem(error: Error, field: string): string {
  const message = error.message.startsWith(`${field}: `) ? error.message.slice(field.length + 2) : error.message;
  return message.startsWith(`${field} `) ? message.slice(field.length + 1) : message;
}

/** --output FILE: a file path whose directory exists; a path that cannot be written is a usage error naming the flag. */
async function writeOutput(file: string, markdown: string): Promise<void> {
  try {
    await fs.writeFile(file, markdown);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    const needs = 'give a writable file path whose directory exists';
    if (code === 'ENOENT' || code === 'ENOTDIR')
      throw usageError(`--output: the directory of ${file} does not exist; ${needs}`);
    if (code === 'EISDIR') throw usageError(`--output: ${file} is a directory; ${needs}`);
    if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS')
      throw usageError(`--output: ${file} cannot be written (${code}); ${needs}`);
    throw error;
  }
}

export const summaryCommand: Command = {
  spec: {
    name: 'summary',
    summary: 'Print the job summary of a run: plain text, or the Markdown the Action writes with --markdown',
    usage:
      'summary --run-id ID [--markdown] [--output FILE] [--workflow FILE [--ref REF] [--repository OWNER/REPO]] [flags]',
    flags: {
      ...runIdFlag,
      markdown: {
        type: 'boolean',
        description: 'Print the Markdown (exactly as the Action writes it) instead of text',
      },
      output: { type: 'string', value: 'FILE', description: 'Write the Markdown to FILE instead of printing' },
      workflow: {
        type: 'string',
        value: 'FILE',
        description: 'Workflow file (e.g. .github/workflows/run.yml): resume commands become `gh workflow run`',
      },
      ref: { type: 'string', value: 'REF', description: 'With --workflow: the branch for `gh workflow run --ref`' },
      repository: {
        type: 'string',
        value: 'OWNER/REPO',
        description:
          "With --workflow: link the workflow's page on github.com and name the repository in the commands (--repo)",
      },
      ...printedRootFlag,
      ...storeFlags,
      ...jsonFlag,
    },
    notes: [
      'Without --markdown the summary is plain text for a terminal: no character references, tables as aligned columns, commands indented. Every value a node or person controls is shown with control and bidi characters replaced, so it cannot forge lines or terminal escapes.',
      '--json prints { markdown, outputs }, where outputs are the step outputs the Action sets (result, code, phase, positions, reconcile-requests, usage, output, resume-command, gate, gate-requests, logs, needs-decision).',
    ],
    examples: [
      'supervised-run summary --run-id demo-1',
      'supervised-run summary --run-id demo-1 --output summary.md',
      'supervised-run summary --run-id demo-1 --workflow .github/workflows/supervised.yml --ref main',
    ],
  },

  async run(io, raw) {
    const flags = validateFlags(schema, raw);
    if (flags.workflow === undefined && (flags.ref !== undefined || flags.repository !== undefined))
      throw onlyWith(`--${flags.ref === undefined ? 'repository' : 'ref'}`, '--workflow');
    const location = storeLocation(io, flags);
    const runId = flags['run-id'];
    await openRun(location, runId);
    // The CLI's commands in it name the store this summary read (--store, --namespace), as status does.
    const place = commandPlace(location, await printedRoot(io, flags.root));
    const context: SummaryContext = { cliLocation: cliLocationOf(place) };
    if (flags.workflow !== undefined) context.workflowFile = flags.workflow;
    if (flags.ref !== undefined) context.ref = flags.ref;
    if (flags.repository !== undefined)
      Object.assign(context, { repository: flags.repository, serverUrl: 'https://github.com' });
    const report = await loadRunReport(storageOptions(location), runId);
    let markdown: string;
    try {
      markdown = renderRunSummary(report, context);
    } catch (error) {
      // The context is the only input a person gives here: a refusal names its field.
      const field = (error as { field?: string }).field;
      if (field === undefined) throw error;
      const flag = field === 'workflowFile' ? 'workflow' : field;
      const given = (flags as Record<string, unknown>)[flag];
      const got = typeof given === 'string' ? ` (got ${shownValue(given)})` : '';
      throw usageError(`--${flag}: ${contextProblem(error as Error, field)}${got}`);
    }
    if (flags.output !== undefined) await writeOutput(path.resolve(io.cwd, flags.output), markdown);
    if (flags.json) jsonLine(io.stdout, { markdown, outputs: runOutputs(report, context) });
    else if (flags.output === undefined) {
      // The context was checked by renderRunSummary above: the text form renders the same content.
      const shown = flags.markdown ? markdown : renderRunSummaryText(report, context);
      io.stdout.write(shown.endsWith('\n') ? shown : `${shown}\n`);
    } else line(io.stdout, `Wrote the summary of run ${runId} to ${flags.output}`);
    return exitCodes.ok;
  },
};
