// Usage per node and in total: state, calls, unknown calls, tokens, cost reported vs estimated
// vs calls with no figure (and their models), billing. Unknown figures read "unknown", never 0.
import type { UsageTotals } from '../../engine/index.ts';
import { escapeCell, tableHead, tableRow } from '../escape.ts';
import type { Section } from '../document.ts';
import { formatCount } from '../format.ts';
import type { RunReport } from '../types.ts';
import { billingText, costText, noCalls, pricedPartText, tokenText, usageStateText } from '../usage-text.ts';

function unknownCostCell(usage: UsageTotals): string {
  if (usage.calls === 0) return noCalls;
  const models = usage.cost.unknownModels.slice(0, 10).map((model) => escapeCell(model, 100));
  const more = usage.cost.unknownModels.length - models.length;
  const list = models.length === 0 ? '' : ` (${models.join(', ')}${more > 0 ? `, … and ${more} more` : ''})`;
  return `${formatCount(usage.cost.unknownCalls)}${list}`;
}

function usageCells(usage: UsageTotals): string[] {
  return [
    usageStateText(usage),
    formatCount(usage.calls),
    usage.calls === 0 ? noCalls : formatCount(usage.unknownCalls),
    tokenText(usage, 'inputTokens'),
    tokenText(usage, 'outputTokens'),
    usage.calls === 0 ? noCalls : `${tokenText(usage, 'cacheReadTokens')} / ${tokenText(usage, 'cacheWriteTokens')}`,
    costText(usage),
    pricedPartText(usage.cost.reportedUsd),
    pricedPartText(usage.cost.estimatedUsd),
    unknownCostCell(usage),
    billingText(usage),
  ];
}

export function usageSection(report: RunReport): Section {
  const { status } = report;
  const head = [
    '### Usage',
    '',
    'Missing usage is never zero: "partial" figures are lower bounds (`≥`), "unknown" ones were not reported. Unknown calls had no usage receipt (failed, still open, or cut off by a crash); "no cost figure" counts calls with neither a reported nor an estimated price. A subscription figure is what the API would cost, not a bill.',
    '',
    ...tableHead(
      [
        'node',
        'state',
        'calls',
        'unknown calls',
        'input tokens',
        'output tokens',
        'cache read / write',
        'cost',
        'reported',
        'estimated',
        'no cost figure',
        'billing',
      ],
      ['left', 'left', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'left', 'left'],
    ),
    tableRow(['**total**', ...usageCells(status.totalUsage)]),
  ];
  const units = status.usage.map((entry) => tableRow([escapeCell(entry.nodeId, 200), ...usageCells(entry.usage)]));
  return {
    name: 'Usage per node',
    importance: 20,
    droppable: false,
    head,
    units,
    unitSeparator: '\n',
    noun: 'usage rows',
  };
}
