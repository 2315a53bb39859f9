// The commands that resume a paused run: `gh workflow run` when the summary names a workflow
// (the Action), else the CLI's `resume`. Every value is one shell-quoted word.
import { workflowFileName, type ParsedSummaryContext } from './context.ts';
import { wellFormed } from './escape.ts';
import type { RunReport } from './types.ts';

// Characters no POSIX shell gives a meaning to inside a word (`~` and `#` only matter first, but
// quoting them is simpler than tracking where a word starts).
const safeWord = /^[A-Za-z0-9_@%+=:,./-]+$/;

// Characters a command must not hold raw: bidi controls (a command would read in a different order
// than the shell runs it, "trojan source"), other invisible controls (C0 but tab, newline and NUL;
// DEL; C1) and the line/paragraph separators. They are spelled out as POSIX printf octal escapes.
// NUL cannot be in an argument at all (escapePre shows it as U+FFFD); a newline inside single quotes
// is visible and exact, and command substitution would strip a trailing one.
const spelledOut =
  /[\u0001-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]+/g;

const quotedPart = (part: string): string =>
  part === '' ? '' : safeWord.test(part) ? part : `'${part.replaceAll("'", `'\\''`)}'`;

/** `"$(printf '\342\200\256')"`: the UTF-8 bytes of `chars` as octal escapes, expanded by the shell. */
const printfPart = (chars: string): string =>
  `"$(printf '${[...Buffer.from(chars, 'utf8')].map((byte) => `\\${byte.toString(8).padStart(3, '0')}`).join('')}')"`;

/**
 * One shell word that expands to exactly `value`: bare when safe, else single-quoted with `'` as
 * `'\''`. Invisible and bidi control characters are written as `"$(printf '\ooo…')"` parts (POSIX
 * sh, bash, dash, zsh), so the command shows every character it passes.
 */
export function shellQuote(value: string): string {
  if (safeWord.test(value)) return value;
  let word = '';
  let last = 0;
  for (const match of value.matchAll(spelledOut)) {
    word += quotedPart(value.slice(last, match.index)) + printfPart(match[0]);
    last = match.index + match[0].length;
  }
  if (last === 0) return `'${value.replaceAll("'", `'\\''`)}'`;
  return word + quotedPart(value.slice(last));
}

// Only shellQuote writes `"$(printf '` outside single quotes; inside them a value's `'` is written
// `'\''`, so there `printf '` is followed by `\'`, never by an octal escape: no value forges a match.
const printfPartPattern = /"\$\(printf '((?:\\[0-7]{3})+)'\)"/g;

/** Code points (`U+202E`) a command spells out with printf, in order of appearance, each once. */
export function spelledOutCodePoints(command: string): string[] {
  const found = new Set<string>();
  for (const match of command.matchAll(printfPartPattern)) {
    const bytes = Buffer.from(
      (match[1] as string)
        .slice(1)
        .split('\\')
        .map((octal) => Number.parseInt(octal, 8)),
    );
    for (const char of bytes.toString('utf8'))
      found.add(`U+${(char.codePointAt(0) as number).toString(16).toUpperCase().padStart(4, '0')}`);
  }
  return [...found];
}

export const reconcileDecisions = ['retry', 'complete', 'fail'] as const;
export type ReconcileDecisionName = (typeof reconcileDecisions)[number];

export interface ResumeTarget {
  runId: string;
  /** Absent: continue the run (an interrupted one, or in-flight positions of a settled pause). */
  position?: string;
  decision?: ReconcileDecisionName;
  /** A gate's answer, as the JSON text the command passes. */
  answer?: string;
  /** The output a `complete` decision records (a reviewer's verdict), as JSON text. */
  output?: string;
}

/** A review loop's reviewer records a verdict when completed by a decision (the runner refuses one without). */
export const reviewerVerdicts = {
  pass: '{"verdict":"pass"}',
  revise: '{"verdict":"revise","findings":["…"]}',
} as const;

/** The words that pass a decision's output: `--output <json>`, or the dispatch input that carries it. */
export function decisionOutputWords(context: ParsedSummaryContext, output: string): string {
  return context.workflowFile === undefined
    ? `--output ${shellQuote(output)}`
    : `-f ${context.inputNames.decisionOutput}=${shellQuote(output)}`;
}

export function resumeCommand(context: ParsedSummaryContext, target: ResumeTarget): string {
  if (context.workflowFile === undefined) {
    const words = ['npx', 'supervised-run', 'resume', '--run-id', shellQuote(target.runId)];
    if (target.position !== undefined) words.push('--position', shellQuote(target.position));
    if (target.decision !== undefined) words.push('--decision', target.decision);
    if (target.answer !== undefined) words.push('--answer', shellQuote(target.answer));
    if (target.output !== undefined) words.push(decisionOutputWords(context, target.output));
    return [...words, ...cliLocationWords(context, true)].join(' ');
  }
  const names = context.inputNames;
  // Input names are validated ([A-Za-z_][A-Za-z0-9_-]*), so `name=` needs no quoting.
  const field = (name: string, value: string) => `-f ${name}=${shellQuote(value)}`;
  const words = ['gh', 'workflow', 'run', shellQuote(workflowFileName(context.workflowFile)), ...repoWords(context)];
  if (context.ref !== undefined) words.push('--ref', shellQuote(context.ref));
  words.push(field(names.runId, target.runId));
  if (target.position !== undefined) words.push(field(names.position, target.position));
  if (target.decision !== undefined) words.push(field(names.decision, target.decision));
  if (target.answer !== undefined) words.push(field(names.answer, target.answer));
  if (target.output !== undefined) words.push(decisionOutputWords(context, target.output));
  if (context.fromRun !== undefined) words.push(field(names.fromRun, context.fromRun));
  return words.join(' ');
}

/** The CLI's `--root` (when `root`), `--store` and `--namespace` words, as the context names them. */
function cliLocationWords(context: ParsedSummaryContext, root: boolean): string[] {
  const where = context.cliLocation;
  if (where === undefined) return [];
  const words: string[] = [];
  if (root && where.root !== undefined) words.push('--root', shellQuote(where.root));
  if (where.store !== undefined) words.push('--store', shellQuote(where.store));
  if (where.namespace !== undefined) words.push('--namespace', shellQuote(where.namespace));
  return words;
}

/** The command that reopens a run whose nodes failed: its failed nodes run again, completed ones never. */
export function retryFailedCommand(context: ParsedSummaryContext, runId: string): string {
  return context.workflowFile === undefined
    ? ['npx', 'supervised-run', 'retry-failed', '--run-id', shellQuote(runId), ...cliLocationWords(context, true)].join(
        ' ',
      )
    : `${resumeCommand(context, { runId })} -f retry-failed=true`;
}

/** The command that continues a run whose watchdog is gone, recording the takeover. */
export function takeoverCommand(context: ParsedSummaryContext, runId: string): string {
  const flag = context.workflowFile === undefined ? '--takeover' : '-f takeover=true';
  return `${resumeCommand(context, { runId })} ${flag}`;
}

/**
 * `--repo [HOST/]OWNER/REPO` when the repository is known: without it gh takes the repository from
 * the git remotes of the directory it runs in, which fails outside a clone and, in a clone with
 * several remotes, is gh's default one (`gh repo set-default`), a fork for instance.
 */
function repoWords(context: ParsedSummaryContext): string[] {
  if (context.repository === undefined) return [];
  const host = context.serverUrl === undefined ? 'github.com' : new URL(context.serverUrl).host;
  return ['--repo', shellQuote(host === 'github.com' ? context.repository : `${host}/${context.repository}`)];
}

/**
 * The three decision commands of a reconcile request. At a review loop's reviewer (`reviewer`),
 * `complete` carries the verdict pass: a completion without a verdict is refused.
 */
export function decisionCommands(
  context: ParsedSummaryContext,
  runId: string,
  position: string,
  options: { reviewer?: boolean } = {},
): Record<ReconcileDecisionName, string> {
  const output = options.reviewer === true ? { output: reviewerVerdicts.pass } : {};
  return {
    retry: resumeCommand(context, { runId, position, decision: 'retry' }),
    complete: resumeCommand(context, { runId, position, decision: 'complete', ...output }),
    fail: resumeCommand(context, { runId, position, decision: 'fail' }),
  };
}

const unsafeInUrl = /[^A-Za-z0-9\-._~:/?#@!$&*+,;=%]/g;

/** `<serverUrl>/<repository>/actions/workflows/<file>`, or undefined when a part is unknown. */
export function workflowPageUrl(context: ParsedSummaryContext): string | undefined {
  if (context.workflowFile === undefined || context.repository === undefined || context.serverUrl === undefined)
    return undefined;
  const base = new URL(context.serverUrl);
  // encodeURIComponent throws URIError on a lone surrogate: make the name well-formed first.
  const file = encodeURIComponent(wellFormed(workflowFileName(context.workflowFile)));
  const path = `${base.pathname.replace(/\/+$/, '')}/${context.repository}/actions/workflows/${file}`;
  // Percent-encode anything a Markdown link destination or an HTML attribute could read as syntax.
  return `${base.origin}${path}`
    .replace(unsafeInUrl, (char) => encodeURIComponent(char))
    .replace(/[()'*!]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** How a person reads an attempt's whole log: `print` with the CLI, after `download` when the store is an artifact. */
export interface AttemptLogCommands {
  /** `gh run download …` into the CLI's default store, when this job uploaded the store artifact. */
  download?: string;
  /** `npx supervised-run logs …`, run where the store is (`--namespace` when it is not `default`). */
  print: string;
}

/** The commands that print one position's attempt logs, or every attempt's when `position` is null. */
export function attemptLogCommands(
  report: RunReport,
  position: string | null,
  context: ParsedSummaryContext,
): AttemptLogCommands {
  const { runId, namespace } = report.status;
  const inNamespace = namespace === 'default' ? '' : ` --namespace ${shellQuote(namespace)}`;
  const atPosition = position === null ? '' : ` --position ${shellQuote(position)}`;
  const print = `npx supervised-run logs --run-id ${shellQuote(runId)}${atPosition}${inNamespace}`;
  const { artifactName, artifactRunId } = report.evidence;
  if (artifactName === undefined || artifactRunId === undefined) {
    const store = context.cliLocation?.store;
    return { print: store === undefined ? print : `${print} --store ${shellQuote(store)}` };
  }
  // The artifact holds the run directory: unpacked where the CLI's default store keeps that run.
  const directory = `.supervised-run/${namespace}/runs/${runId}`;
  return {
    download: `${['gh', 'run', 'download', shellQuote(artifactRunId), ...repoWords(context)].join(' ')} -n ${shellQuote(artifactName)} -D ${shellQuote(directory)}`,
    print,
  };
}
