// Usage a person can read: one compact table (node, engine / model, calls, tokens, cost, billing)
// with the total first, a line for what was not measured, and the rest (cache tokens, reported vs
// estimated cost, failed calls) folded. No section at all when the run made no engine call.
import type { UsageTotals } from '../../engine/index.ts';
import type { Section } from '../document.ts';
import { countOf, formatCount, formatUsd, spentOfLimit } from '../format.ts';
import { runEnding } from '../node-state.ts';
import { usageByNode } from './nodes.ts';
import type { EngineCall, RunReport } from '../types.ts';
import { costText, noCalls, pricedPartText, tokenText, tokensInOut } from '../usage-text.ts';
import type { Writer } from '../writer.ts';

const billingKinds = ['api', 'subscription', 'unknown'] as const;
const billingLabel = { api: 'API', subscription: 'subscription', unknown: 'unknown' } as const;

/** Which way the calls were paid: `API`, `subscription`, or each with its call count when mixed. */
export function billingCell(usage: UsageTotals): string {
  const kinds = billingKinds.filter((kind) => usage.billing[kind].calls > 0);
  if (kinds.length <= 1) return kinds[0] === undefined ? noCalls : billingLabel[kinds[0]];
  return kinds.map((kind) => `${billingLabel[kind]} ${formatCount(usage.billing[kind].calls)}`).join(', ');
}

/**
 * The cost, never adding a subscription estimate to an API bill: one figure when the calls were
 * paid one way, else the figure of each way.
 */
export function costCell(usage: UsageTotals): string {
  const kinds = billingKinds.filter((kind) => usage.billing[kind].calls > 0);
  if (kinds.length <= 1) return costText(usage);
  const bound = usage.cost.unknownCalls > 0 ? '≥ ' : '';
  const priced = kinds.filter((kind) => usage.billing[kind].usd > 0);
  if (priced.length === 0) return costText(usage);
  return priced.map((kind) => `${bound}${formatUsd(usage.billing[kind].usd)} ${billingLabel[kind]}`).join(' + ');
}

/** "spent of limit" for a run budget (one line; empty without a budget). */
export function budgetLine(
  w: Writer,
  budget: RunReport['status']['budget'],
  tokenState?: UsageTotals['state'],
): string[] {
  if (budget == null) return [];
  const unknown =
    budget.unknownCalls === 0
      ? ''
      : budget.limit.soft === true
        ? ` (soft: ${countOf(budget.unknownCalls, 'call')} of unknown cost counted as zero)`
        : ` (${countOf(budget.unknownCalls, 'call')} of unknown cost)`;
  const spent = spentOfLimit(budget, {
    verb: true,
    separator: '; ',
    ...(tokenState === undefined ? {} : { tokenState }),
  });
  return [`${w.strong('Budget:')} ${spent ?? ''}${unknown}`, ''];
}

/** One line per capped node: "Cap of polish: 0.04 USD spent of 0.20 (raised by ana)"; empty without caps. */
export function nodeCapLines(
  w: Writer,
  caps: RunReport['status']['nodeCaps'],
  tokenStateOf: (nodeId: string) => UsageTotals['state'] | undefined = () => undefined,
): string[] {
  const shown = (caps ?? []).slice(0, 50);
  if (shown.length === 0) return [];
  const lines = shown.map((cap) => {
    const raised = cap.raisedBy === null ? '' : ` (raised by ${w.text(cap.raisedBy, 100)})`;
    const tokenState = tokenStateOf(cap.nodeId);
    const spent = spentOfLimit(cap, {
      verb: true,
      separator: '; ',
      ...(tokenState === undefined ? {} : { tokenState }),
    });
    return w.bullet(`${w.strong(`Cap of ${w.text(cap.nodeId, 100)}:`)} ${spent ?? ''}${raised}`);
  });
  return [...lines, ''];
}

/** Engines of each node's positions, e.g. `anthropic/claude-sonnet-4-5` (one pass over the nodes). */
function enginesByNode(report: RunReport): (nodeId: string) => string[] {
  const engines = report.positionEngines;
  const byNode = new Map<string, Set<string>>();
  if (engines !== undefined)
    for (const node of report.status.nodes) {
      if (!Object.hasOwn(engines, node.position)) continue;
      const names = byNode.get(node.nodeId) ?? new Set<string>();
      for (const name of engines[node.position] as string[]) names.add(name);
      byNode.set(node.nodeId, names);
    }
  return (nodeId) => [...(byNode.get(nodeId) ?? [])];
}

function enginesCell(w: Writer, names: readonly string[]): string {
  const shown = names.slice(0, 3).map((name) => w.cell(name, 100));
  return shown.length === 0 ? noCalls : `${shown.join(', ')}${names.length > 3 ? ` (+${names.length - 3})` : ''}`;
}

function row(w: Writer, name: string, engines: string, usage: UsageTotals): string {
  return w.tableRow([name, engines, formatCount(usage.calls), tokensInOut(usage), costCell(usage), billingCell(usage)]);
}

/**
 * Why calls have no token figures, each kind counted: completed without usage from the engine,
 * failed, and still open (a live run) or cut off (an ended one). From the report's engine calls
 * when they account for every such call, else from the totals (which cannot tell a failed call
 * without figures from a completed one when some calls failed).
 */
function unmeasuredReasons(report: RunReport, usage: UsageTotals): string {
  const calls = report.engineCalls ?? [];
  const unmeasured = (call: EngineCall) => call.receipt === null || !call.receipt.measured;
  let open = calls.filter((call) => call.outcome === 'open').length;
  let failed = calls.filter((call) => call.outcome === 'failed' && unmeasured(call)).length;
  let completed = calls.filter((call) => call.outcome === 'completed' && unmeasured(call)).length;
  let part = calls.filter((call) => call.outcome === 'completed' && unmeasured(call) && reportedSide(call)).length;
  let either = 0;
  if (report.engineCalls === undefined || open + failed + completed !== usage.unknownCalls) {
    open = usage.openCalls;
    const closed = Math.max(0, usage.unknownCalls - open);
    [completed, failed, either, part] = usage.failedCalls === 0 ? [closed, 0, 0, 0] : [0, 0, closed, 0];
  }
  const live = runEnding(report) === 'live';
  const none = completed - part;
  return [
    none > 0 ? `${formatCount(none)} completed but the engine reported no usage` : '',
    part > 0 ? `${formatCount(part)} completed with only part of ${part === 1 ? 'its' : 'their'} usage reported` : '',
    failed > 0 ? `${formatCount(failed)} failed` : '',
    either > 0 ? `${formatCount(either)} failed or reported no usage` : '',
    open > 0
      ? `${formatCount(open)} ${live ? 'still open or cut off by a crash' : 'cut off by a crash or a stop'}`
      : '',
  ]
    .filter((part) => part !== '')
    .join(', ');
}

/** A call whose engine reported its input or its output tokens, not both. */
function reportedSide(call: EngineCall): boolean {
  return call.receipt !== null && (call.receipt.inputTokens !== undefined || call.receipt.outputTokens !== undefined);
}

/** Whether an unmeasured call reported part of its usage: then the calls have no *complete* figures. */
function somePartReported(report: RunReport): boolean {
  return (report.engineCalls ?? []).some(
    (call) => call.receipt !== null && !call.receipt.measured && reportedSide(call),
  );
}

/** What was not measured, in one line (null when every call was). */
export function unmeasuredLine(w: Writer, usage: UsageTotals, report: RunReport): string | null {
  const parts: string[] = [];
  if (usage.unknownCalls > 0)
    parts.push(
      `${formatCount(usage.unknownCalls)} of ${countOf(usage.calls, 'call')} ${usage.unknownCalls === 1 ? 'has' : 'have'} no ${somePartReported(report) ? 'complete ' : ''}usage figures (${unmeasuredReasons(report, usage)}), so token figures marked ≥ are lower bounds${usage.state === 'unknown' ? ' and "unknown" ones were not reported at all' : ''}.`,
    );
  if (usage.cost.unknownCalls > 0) {
    const models = usage.cost.unknownModels.slice(0, 10).map((model) => w.text(model, 100));
    parts.push(
      `${countOf(usage.cost.unknownCalls, 'call has', 'calls have')} no cost figure${models.length === 0 ? '' : ` (${models.join(', ')})`}: costs marked ≥ are lower bounds.`,
    );
  }
  return parts.length === 0 ? null : `${w.strong('Not measured:')} ${parts.join(' ')}`;
}

const subscriptionNote = 'A subscription figure is what the calls would cost on the API: it is not billed.';

export function usageSection(report: RunReport, w: Writer): Section | null {
  const total = report.status.totalUsage;
  if (total.calls === 0) return null;
  const enginesOf = enginesByNode(report);
  const allEngines = [...new Set(report.status.usage.flatMap((entry) => enginesOf(entry.nodeId)))];
  const unmeasured = unmeasuredLine(w, total, report);
  const usageOf = usageByNode(report);
  return {
    name: 'Usage',
    importance: 20,
    droppable: false,
    head: [
      w.heading(3, 'Usage'),
      '',
      ...budgetLine(w, report.status.budget, total.state),
      ...nodeCapLines(w, report.status.nodeCaps, (nodeId) => usageOf(nodeId).state),
      ...w.tableHead(
        ['node', 'engine / model', 'calls', 'tokens in / out', 'cost', 'billing'],
        ['left', 'left', 'right', 'right', 'right', 'left'],
      ),
      row(w, w.strong('total'), enginesCell(w, allEngines), total),
    ],
    units: report.status.usage
      .filter((entry) => entry.usage.calls > 0)
      .map((entry) => row(w, w.cell(entry.nodeId, 200), enginesCell(w, enginesOf(entry.nodeId)), entry.usage)),
    unitSeparator: '\n',
    noun: 'usage rows',
    // The subscription note only where a subscription figure is shown.
    tail: [unmeasured, total.billing.subscription.calls > 0 ? subscriptionNote : null]
      .filter((line) => line !== null)
      .flatMap((line, index) => (index === 0 ? [line] : ['', line])),
  };
}

function detailRow(w: Writer, name: string, usage: UsageTotals): string {
  return w.tableRow([
    name,
    `${tokenText(usage, 'cacheReadTokens')} / ${tokenText(usage, 'cacheWriteTokens')}`,
    pricedPartText(usage.cost.reportedUsd),
    pricedPartText(usage.cost.estimatedUsd),
    `${formatCount(usage.failedCalls)} / ${formatCount(usage.openCalls)}`,
  ]);
}

/** Cache tokens, reported vs estimated cost, failed and open calls: folded. */
export function usageDetailsSection(report: RunReport, w: Writer): Section | null {
  const total = report.status.totalUsage;
  if (total.calls === 0) return null;
  return {
    name: 'Usage details',
    importance: 15,
    droppable: true,
    head: [
      ...w.foldOpen('Usage details: cache tokens, reported and estimated cost, failed calls'),
      ...w.tableHead(
        ['node', 'cache read / write', 'reported cost', 'estimated cost', 'failed / open calls'],
        ['left', 'right', 'right', 'right', 'right'],
      ),
      detailRow(w, w.strong('total'), total),
    ],
    units: report.status.usage
      .filter((entry) => entry.usage.calls > 0)
      .map((entry) => detailRow(w, w.cell(entry.nodeId, 200), entry.usage)),
    unitSeparator: '\n',
    noun: 'usage detail rows',
    tail: [
      '"Estimated" prices a call from the price table where the engine reported tokens but no cost.',
      ...w.foldClose(),
    ],
  };
}
