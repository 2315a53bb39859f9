// renderRunSummary: the job summary (GitHub-flavoured Markdown, at most 1 MiB);
// renderRunSummaryText: the same content as plain text for a terminal.
import { workflowPageUrl } from './commands.ts';
import { parseSummaryContext, type ParsedSummaryContext, type SummaryContext } from './context.ts';
import { liveNote } from './live-note.ts';
import { assemble, type Section } from './document.ts';
import { heldSendBacks } from './held-send-back.ts';
import { planPauses } from './pauses.ts';
import { reportResult } from './result.ts';
import { callsSection } from './sections/calls.ts';
import { changesSection } from './sections/changes.ts';
import { evidenceSection } from './sections/evidence.ts';
import { fallbacksSection } from './sections/fallbacks.ts';
import { headlineSection } from './sections/headline.ts';
import { drivenElsewhereSection, nextStepsSection } from './sections/next-steps.ts';
import { nodesSection } from './sections/nodes.ts';
import { outputSection } from './sections/output.ts';
import { reconcileSection } from './sections/reconcile.ts';
import { retrySection } from './sections/retry.ts';
import { reviewExhaustedSection } from './sections/review-exhausted.ts';
import { reviewsSection } from './sections/reviews.ts';
import { usageDetailsSection, usageSection } from './sections/usage.ts';
import { runPauseSection, waitingSection } from './sections/waiting.ts';
import { warningsSection } from './sections/warnings.ts';
import type { RunReport } from './types.ts';
import { alignTextTables, markdownWriter, textWriter, type Writer } from './writer.ts';

/** The workflow page, whether the commands dispatch it, and (for a live run) that they wait for its pause. */
function nextStepsWorkflow(report: RunReport, parsed: ParsedSummaryContext, w: Writer) {
  const dispatches = parsed.workflowFile !== undefined;
  const live = liveNote(report, dispatches, (value) => w.text(value, 300));
  return { url: workflowPageUrl(parsed), dispatches, ...(live === undefined ? {} : { live }) };
}

/**
 * The sections in reading order: what happened and what now (headline, warnings, what to do
 * next with its commands), then every node, usage, and the folded detail (usage details,
 * per-call receipts, engine fallbacks, changes, evidence).
 */
function sections(report: RunReport, context: SummaryContext, w: Writer): { list: Section[]; maxBytes: number } {
  const parsed = parseSummaryContext(context);
  const plan = planPauses(report, parsed);
  const decisions = new Set(plan.reconcile.map((request) => request.position));
  const held = heldSendBacks(report, plan);
  // Another job drives the run now: no call to act and no command here (they would race it).
  const elsewhere = parsed.drivenElsewhere === true;
  // What waits, in the order a person acts on it (pause-order.ts).
  const runPause = runPauseSection(plan.run, w);
  const nextSteps: Array<Section | null> = elsewhere
    ? [drivenElsewhereSection(w)]
    : [
        nextStepsSection(plan, nextStepsWorkflow(report, parsed, w), w, held),
        retrySection(report, parsed, w),
        reviewExhaustedSection(report, w),
        plan.runFirst ? runPause : null,
        reconcileSection(plan.reconcile, w),
        waitingSection(plan.waiting, w),
        plan.runFirst ? null : runPause,
      ];
  const list: Array<Section | null> = [
    headlineSection(report, reportResult(report), w, decisions.size > 0 && !elsewhere),
    warningsSection(report, w),
    ...nextSteps,
    outputSection(report, parsed, w),
    nodesSection(report, w, { decisions, endsFailed: plan.endsFailed?.cause, heldSendBacks: held }),
    usageSection(report, w),
    usageDetailsSection(report, w),
    reviewsSection(report, w, held),
    callsSection(report, w),
    fallbacksSection(report, w),
    changesSection(report, w),
    evidenceSection(report, w),
  ];
  return { list: list.filter((section): section is Section => section !== null), maxBytes: parsed.maxBytes };
}

/**
 * The job summary. When it exceeds `context.maxBytes` (default 1 MiB), the least important parts
 * are cut whole and the cuts are listed under the headline.
 */
export function renderRunSummary(report: RunReport, context: SummaryContext): string {
  const { list, maxBytes } = sections(report, context, markdownWriter);
  return assemble(list, maxBytes);
}

/** The summary as plain text (no character references, no tables that need a browser); never cut. */
export function renderRunSummaryText(report: RunReport, context: SummaryContext): string {
  const { list } = sections(report, context, textWriter);
  return alignTextTables(assemble(list, Number.POSITIVE_INFINITY));
}
