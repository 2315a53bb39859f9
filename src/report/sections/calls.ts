// Each engine call's receipt, folded: where it was made, on which engine, its tokens (with cache
// reads and writes), its cost and where the figure came from (the engine's report, or the price
// table entry that estimated it) and how it was billed. Missing usage reads "unknown", never 0.
import type { UsageReceipt } from '../../engine/index.ts';
import type { Section } from '../document.ts';
import { formatCount, formatUsd } from '../format.ts';
import type { EngineCall, RunReport } from '../types.ts';
import type { Writer } from '../writer.ts';

const billingLabel = { api: 'API', subscription: 'subscription', unknown: 'unknown' } as const;

function tokensText(receipt: UsageReceipt | null): string {
  if (receipt === null) return 'unknown';
  // An unmeasured receipt may still hold the one side the engine reported (`5 / unknown`).
  if (!receipt.measured && receipt.inputTokens === undefined && receipt.outputTokens === undefined) return 'unknown';
  const count = (value: number | undefined) => (value === undefined ? 'unknown' : formatCount(value));
  const cache =
    receipt.cacheReadTokens === undefined && receipt.cacheWriteTokens === undefined
      ? ''
      : ` (cache ${count(receipt.cacheReadTokens)} / ${count(receipt.cacheWriteTokens)})`;
  return `${count(receipt.inputTokens)} / ${count(receipt.outputTokens)}${cache}`;
}

function receiptCost(w: Writer, receipt: UsageReceipt | null): string {
  if (receipt === null) return 'unknown';
  const cost = receipt.cost;
  if (cost.kind === 'reported') return `${formatUsd(cost.usd)} reported`;
  if (cost.kind === 'estimated') return `${formatUsd(cost.usd)} estimated (price entry ${w.cell(cost.entry, 100)})`;
  return 'unknown';
}

function callRow(w: Writer, call: EngineCall): string {
  const outcome = call.outcome === 'completed' ? '' : ` (${call.outcome === 'open' ? 'no receipt' : 'failed'})`;
  return w.tableRow([
    `${w.cell(call.position, 300)}${outcome}`,
    w.cell(call.receipt?.model ?? call.engine, 200),
    tokensText(call.receipt),
    receiptCost(w, call.receipt),
    call.receipt === null ? 'unknown' : billingLabel[call.receipt.billing],
  ]);
}

export function callsSection(report: RunReport, w: Writer): Section | null {
  const calls = report.engineCalls ?? [];
  if (calls.length === 0) return null;
  return {
    name: 'Engine calls',
    importance: 12,
    droppable: true,
    head: [
      ...w.foldOpen(`Engine calls (${formatCount(calls.length)}): one receipt each`),
      ...w.tableHead(
        ['position', 'model', 'tokens in / out', 'cost', 'billing'],
        ['left', 'left', 'right', 'right', 'left'],
      ),
    ],
    units: calls.map((call) => callRow(w, call)),
    unitSeparator: '\n',
    noun: 'engine calls',
    tail: w.foldClose().filter((line) => line !== ''),
  };
}
