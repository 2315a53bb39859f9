// The commands that resume a paused run: `gh workflow run` when the summary names a workflow
// (the Action), else the CLI's `resume`. Every value is one shell-quoted word.
import { workflowFileName, type ParsedSummaryContext } from './context.ts';
import { wellFormed } from './escape.ts';

// Characters no POSIX shell gives a meaning to inside a word (`~` and `#` only matter first, but
// quoting them is simpler than tracking where a word starts).
const safeWord = /^[A-Za-z0-9_@%+=:,./-]+$/;

/** One shell word that expands to exactly `value`: bare when safe, else single-quoted with `'` as `'\''`. */
export function shellQuote(value: string): string {
  if (safeWord.test(value)) return value;
  return `'${value.replaceAll("'", `'\\''`)}'`;
}

export const reconcileDecisions = ['retry', 'complete', 'fail'] as const;
export type ReconcileDecisionName = (typeof reconcileDecisions)[number];

export interface ResumeTarget {
  runId: string;
  /** Absent: continue the run (an interrupted one, or in-flight positions of a settled pause). */
  position?: string;
  decision?: ReconcileDecisionName;
}

export function resumeCommand(context: ParsedSummaryContext, target: ResumeTarget): string {
  if (context.workflowFile === undefined) {
    const words = ['npx', 'supervised-run', 'resume', '--run-id', shellQuote(target.runId)];
    if (target.position !== undefined) words.push('--position', shellQuote(target.position));
    if (target.decision !== undefined) words.push('--decision', target.decision);
    return words.join(' ');
  }
  const names = context.inputNames;
  // Input names are validated ([A-Za-z_][A-Za-z0-9_-]*), so `name=` needs no quoting.
  const field = (name: string, value: string) => `-f ${name}=${shellQuote(value)}`;
  const words = ['gh', 'workflow', 'run', shellQuote(workflowFileName(context.workflowFile))];
  if (context.ref !== undefined) words.push('--ref', shellQuote(context.ref));
  words.push(field(names.runId, target.runId));
  if (target.position !== undefined) words.push(field(names.position, target.position));
  if (target.decision !== undefined) words.push(field(names.decision, target.decision));
  return words.join(' ');
}

export function decisionCommands(context: ParsedSummaryContext, runId: string, position: string): Record<ReconcileDecisionName, string> {
  return {
    retry: resumeCommand(context, { runId, position, decision: 'retry' }),
    complete: resumeCommand(context, { runId, position, decision: 'complete' }),
    fail: resumeCommand(context, { runId, position, decision: 'fail' }),
  };
}

const unsafeInUrl = /[^A-Za-z0-9\-._~:/?#@!$&*+,;=%]/g;

/** `<serverUrl>/<repository>/actions/workflows/<file>`, or undefined when a part is unknown. */
export function workflowPageUrl(context: ParsedSummaryContext): string | undefined {
  if (context.workflowFile === undefined || context.repository === undefined || context.serverUrl === undefined) return undefined;
  const base = new URL(context.serverUrl);
  // encodeURIComponent throws URIError on a lone surrogate: make the name well-formed first.
  const file = encodeURIComponent(wellFormed(workflowFileName(context.workflowFile)));
  const path = `${base.pathname.replace(/\/+$/, '')}/${context.repository}/actions/workflows/${file}`;
  // Percent-encode anything a Markdown link destination or an HTML attribute could read as syntax.
  return `${base.origin}${path}`.replace(unsafeInUrl, (char) => encodeURIComponent(char)).replace(/[()'*!]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}
