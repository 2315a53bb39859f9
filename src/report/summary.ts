// renderRunSummary: the job summary (GitHub-flavoured Markdown, at most 1 MiB).
import { workflowPageUrl } from './commands.ts';
import { parseSummaryContext, type SummaryContext } from './context.ts';
import { assemble, type Section } from './document.ts';
import { planPauses } from './pauses.ts';
import { reportResult } from './result.ts';
import { changesSection } from './sections/changes.ts';
import { evidenceSection } from './sections/evidence.ts';
import { fallbacksSection } from './sections/fallbacks.ts';
import { failuresSection, nodesSection } from './sections/nodes.ts';
import { outputSection } from './sections/output.ts';
import { reconcileSection } from './sections/reconcile.ts';
import { titleSection } from './sections/title.ts';
import { usageSection } from './sections/usage.ts';
import { waitingSection } from './sections/waiting.ts';
import { warningsSection } from './sections/warnings.ts';
import type { RunReport } from './types.ts';

/**
 * The summary in reading order: title, warnings, reconcile requests, other pauses, nodes,
 * failures, engine fallbacks, usage, changes, evidence. When it exceeds `context.maxBytes` (default 1 MiB), the
 * least important parts are cut whole and the cuts are listed under the title.
 */
export function renderRunSummary(report: RunReport, context: SummaryContext): string {
  const parsed = parseSummaryContext(context);
  const plan = planPauses(report, parsed);
  const url = workflowPageUrl(parsed);
  const sections: Array<Section | null> = [
    titleSection(report, reportResult(report)),
    warningsSection(report),
    reconcileSection(plan.reconcile, url),
    waitingSection(plan.waiting, plan.run, url),
    outputSection(report),
    nodesSection(report),
    failuresSection(report),
    fallbacksSection(report),
    usageSection(report),
    changesSection(report),
    evidenceSection(report),
  ];
  return assemble(
    sections.filter((section): section is Section => section !== null),
    parsed.maxBytes,
  );
}
