// The job summary: the report layer's rendering of the stored run, preceded by what this job
// itself has to say (a refusal, a cancellation, the workspace rebuild) and, when nothing is
// stored, a short statement of that. Every user-controlled string is escaped by the report
// layer's escapers; the whole stays within GitHub's 1 MiB per step.
import {
  escapeText,
  isReportError,
  maxSummaryBytes,
  parseSummaryContext,
  renderRunSummary,
  summaryContextFromEnv,
  type RunReport,
  type SummaryContext,
} from '../report/index.ts';
import type { ActionConfig } from './inputs/parse.ts';
import type { JobProblem } from './job/problems.ts';

export interface JobSummaryInput {
  runId: string;
  report: RunReport | null;
  context: SummaryContext;
  problems: JobProblem[];
  notes: string[];
  /** Shown when nothing is stored: what was tried. */
  tried?: string;
}

/** Room kept for this job's own lines (each is cut to a few KiB). */
const ownBytes = 32 * 1024;

/** What the job itself knows about its end, for the report layer (each is left out when false). */
export interface JobEnd {
  /** A re-run of this job would reopen a failed run (rerun.ts rerunWouldReopen). */
  rerunReopens?: boolean;
  /** Another job claimed the session this job was refused (RUN_CLAIMED): it drives the run now. */
  drivenElsewhere?: boolean;
}

/**
 * The summary context from the job's environment and how the job ended. A value the report layer
 * refuses (an odd GITHUB_SERVER_URL, say) is left out rather than failing the job; the warning says so.
 */
export function jobSummaryContext(
  env: Readonly<Record<string, string | undefined>>,
  config: Pick<ActionConfig, 'inputNames'> & Partial<Pick<ActionConfig, 'persist'>>,
  warnings: string[],
  end: JobEnd = {},
): SummaryContext {
  // With persist artifact the store is in no cache entry: a dispatch restores it from this
  // workflow run's artifact (from-run), as a pull request's does.
  const artifactOnly = config.persist !== undefined && !config.persist.cache && config.persist.artifact;
  const runId = env.GITHUB_RUN_ID;
  const context: SummaryContext = {
    ...summaryContextFromEnv(env, config.inputNames),
    ...(artifactOnly && runId !== undefined && runId !== '' ? { fromRun: runId } : {}),
    ...(end.rerunReopens === true ? { rerunReopens: true } : {}),
    ...(end.drivenElsewhere === true ? { drivenElsewhere: true } : {}),
    maxBytes: maxSummaryBytes - ownBytes,
  };
  const droppable = ['serverUrl', 'repository', 'ref', 'workflowFile'] as const;
  for (let attempt = 0; attempt <= droppable.length; attempt += 1) {
    try {
      parseSummaryContext(context);
      break;
    } catch (error) {
      if (!isReportError(error)) throw error;
      const field = droppable.find((name) => error.field === name);
      if (field === undefined) throw error;
      warnings.push(`the summary leaves out ${field} from the job environment: ${error.message}`);
      // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- field is one of the droppable keys above
      delete context[field];
    }
  }
  return context;
}

function ownLines(input: JobSummaryInput): string[] {
  const lines: string[] = [];
  // Escaping can make a character five bytes (`<` is `&#60;`): what does not fit the room kept
  // for these lines is left out and counted, so the whole stays under the runner's limit.
  let room = ownBytes - 1024;
  let left = 0;
  const add = (...block: string[]) => {
    const bytes = Buffer.byteLength(block.join('\n'), 'utf8') + 1;
    if (bytes > room) left += 1;
    else {
      room -= bytes;
      lines.push(...block);
    }
  };
  for (const problem of input.problems.slice(0, 5))
    add('> [!CAUTION]', `> **${escapeText(problem.code, 100)}:** ${escapeText(problem.message, 3000)}`, '');
  for (const note of input.notes.slice(0, 10)) add(`- ${escapeText(note, 2000)}`);
  if (left > 0) lines.push(`- ${left} more of this job's messages are left out here (the summary's 1 MiB limit).`);
  if (input.notes.length > 0 || left > 0) lines.push('');
  return lines;
}

export function renderJobSummary(input: JobSummaryInput): string {
  const own = ownLines(input);
  if (input.report !== null)
    return `${own.join('\n')}${own.length > 0 ? '\n' : ''}${renderRunSummary(input.report, input.context)}`;
  const stored = `No run ${escapeText(input.runId, 200)} is stored${input.tried === undefined ? '' : ` (tried ${escapeText(input.tried, 2000)})`}.`;
  return [`## Supervised run ${escapeText(input.runId, 200)}: not stored`, '', ...own, stored, ''].join('\n');
}
