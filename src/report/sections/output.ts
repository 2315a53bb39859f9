// What the attempts printed, where a person decides: for each failed node and each paused position
// (a reconcile request above all: did the effect happen?), the last lines the attempt printed in a
// collapsible block, when it started, how long it ran (before its crash, when it crashed), and where
// the whole log is kept. Every line is escaped: node output is untrusted text.
import type { AttemptOutputView } from '../attempt-output.ts';
import { attemptLogCommands } from '../commands.ts';
import { escapePre } from '../escape.ts';
import type { ParsedSummaryContext } from '../context.ts';
import type { Section } from '../document.ts';
import { countOf, formatCount, formatDuration } from '../format.ts';
import type { SupervisedRunPhase } from '../../runner/index.ts';
import type { RunReport } from '../types.ts';
import type { Writer } from '../writer.ts';

const outcomeText = {
  completed: 'completed',
  failed: 'failed',
  paused: 'paused',
  stopped: 'stopped with the run before an outcome was recorded',
  crashed: 'its worker died before an outcome was recorded',
} as const;

/** What stopped an attempt the run stopped, by how the run ended. */
const stoppedBy: Partial<Record<SupervisedRunPhase, string>> = {
  timeout: "stopped when the run's time ran out, before an outcome was recorded",
  stopped: 'stopped when the run was cancelled, before an outcome was recorded',
  interrupted: 'stopped when the run was interrupted, before an outcome was recorded',
};

function outcomeOf(view: AttemptOutputView, report: RunReport): string {
  return (view.outcome === 'stopped' ? stoppedBy[report.status.phase] : undefined) ?? outcomeText[view.outcome];
}

function ranText(view: AttemptOutputView): string {
  if (view.ranMs === null) return '';
  const before = { crashed: ' before the crash', stopped: ' before it was stopped' } as const;
  return `, ran ${formatDuration(view.ranMs)}${view.outcome === 'crashed' || view.outcome === 'stopped' ? before[view.outcome] : ''}`;
}

/** Where the whole log is, and the CLI command that prints it (after the section's one download, if any). */
function where(w: Writer, view: AttemptOutputView, report: RunReport, context: ParsedSummaryContext): string[] {
  const { artifactName } = report.evidence;
  const { download, print } = attemptLogCommands(report, view.position, context);
  const file = artifactName === undefined ? '' : ` (also in the store artifact ${w.text(artifactName, 200)})`;
  const stored = `Full log in the store file ${w.text(view.storePath, 600)}${file}`;
  const then = download === undefined ? ':' : '; after the download above, print it with the CLI:';
  return [`${stored}${then}`, '', w.command(print)];
}

/** The artifact download every attempt's print command needs: said once, above the attempts. */
function downloadOnce(
  w: Writer,
  views: readonly AttemptOutputView[],
  report: RunReport,
  context: ParsedSummaryContext,
) {
  const { download } = attemptLogCommands(report, views[0]!.position, context);
  if (download === undefined) return [];
  return [
    '',
    'To read a whole log with the CLI, download the store artifact into its store once:',
    '',
    w.command(download),
  ];
}

/** Where every attempt's log can be read when a cut leaves some out: the CLI's logs command (after the download). */
function allLogs(w: Writer, report: RunReport, context: ParsedSummaryContext): string {
  const { download, print } = attemptLogCommands(report, null, context);
  const code = (command: string) => (w.kind === 'markdown' ? `<code>${escapePre(command)}</code>` : command);
  return download === undefined ? `All of them: ${code(print)}` : `All of them: ${code(download)}, then ${code(print)}`;
}

/** Each position's next position of the same node (a retry, or a reopen), from one pass over the nodes. */
function nextPositions(report: RunReport): Map<string, string> {
  const next = new Map<string, string>();
  const last = new Map<string, string>();
  for (const { nodeId, position } of report.status.nodes) {
    const previous = last.get(nodeId);
    if (previous !== undefined) next.set(previous, position);
    last.set(nodeId, position);
  }
  return next;
}

/** `; ran again as dag/a/2`: a failed position whose node was dispatched again. */
function ranAgain(w: Writer, view: AttemptOutputView, next: ReadonlyMap<string, string>): string {
  const again = view.outcome === 'failed' ? next.get(view.position) : undefined;
  return again === undefined ? '' : `; ran again as ${w.text(again, 300)}`;
}

/** Characters of one printed line the summary shows; the rest is said in a marker (the whole line is in the log). */
export const shownLineChars = 400;

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

const surrogatePairs = /[\uD800-\uDBFF][\uDC00-\uDFFF]/g;

/** Characters (code points, a surrogate pair counting once) of `text` from `start`. */
function charactersFrom(text: string, start: number): number {
  const rest = text.slice(start);
  return rest.length - (rest.match(surrogatePairs)?.length ?? 0);
}

/** A line cut to its first shownLineChars characters (never inside a pair), saying how many more it had. */
export function cappedLine(line: string): string {
  if (line.length <= shownLineChars) return line;
  let end = 0;
  for (let shown = 0; shown < shownLineChars && end < line.length; shown += 1)
    end += isHighSurrogate(line.charCodeAt(end)) ? 2 : 1;
  if (end >= line.length) return line;
  return `${line.slice(0, end)} … (${countOf(charactersFrom(line, end), 'more character')} not shown)`;
}

function block(
  w: Writer,
  view: AttemptOutputView,
  report: RunReport,
  context: ParsedSummaryContext,
  next: ReadonlyMap<string, string>,
): string {
  const shown = view.lastLines.length;
  const cut =
    view.cutLines > 0
      ? `; ${countOf(view.cutLines, 'line')} in the middle ${view.cutLines === 1 ? 'was' : 'were'} not kept`
      : '';
  const label =
    shown === view.totalLines
      ? shown === 1
        ? 'The 1 line'
        : `All ${formatCount(shown)} lines`
      : `Last ${formatCount(shown)} of ${countOf(view.totalLines, 'line')}`;
  return [
    w.heading(
      4,
      `${w.text(view.position, 300)} (${w.text(view.nodeId, 200)}, attempt ${view.attempt}): ${outcomeOf(view, report)}${ranAgain(w, view, next)}`,
    ),
    '',
    `Started ${w.text(view.startedAt, 60)}${ranText(view)}; printed ${countOf(view.totalLines, 'line')}${cut}.`,
    '',
    ...w.foldOpen(label),
    w.preformatted(view.lastLines.map(cappedLine)),
    ...w.foldClose(),
    '',
    ...where(w, view, report, context),
  ].join('\n');
}

export function outputSection(report: RunReport, context: ParsedSummaryContext, w: Writer): Section | null {
  const views = report.attemptOutputs ?? [];
  if (views.length === 0) return null;
  const about =
    'The end of what each failed or paused attempt printed, and each attempt still running when the run ended ([out] stdout, [err] stderr; known secrets redacted).';
  // Only failures that ran again (retries): nothing there waits for a person, so it is folded.
  const next = nextPositions(report);
  const retriedOnly = views.every((view) => ranAgain(w, view, next) !== '');
  const title = `What the attempts printed (${formatCount(views.length)})`;
  return {
    name: 'What the attempts printed',
    importance: 60,
    // Logs say why a node failed, but many long ones must not crowd out the nodes table and the rest.
    share: 0.25,
    droppable: true,
    head: [
      ...(retriedOnly ? w.foldOpen(`${title}: failures that ran again`) : [w.heading(3, title), '']),
      about,
      ...downloadOnce(w, views, report, context),
    ],
    units: views.map((view) => block(w, view, report, context, next)),
    unitSeparator: '\n\n',
    noun: 'attempt logs',
    rest: () => allLogs(w, report, context),
    ...(retriedOnly ? { tail: w.foldClose().filter((line) => line !== '') } : {}),
  };
}
