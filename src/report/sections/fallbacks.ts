// Engine fallbacks: each dead engine lane (auth, billing, missing CLI, model unavailable, invalid
// config), where it was found and which target took over the lane's later calls.
import type { EngineIdentity } from '../../engine/contract.ts';
import type { LaneTarget } from '../../graph/contract.ts';
import { escapeCell, tableHead, tableRow } from '../escape.ts';
import type { Section } from '../document.ts';
import { formatCount } from '../format.ts';
import type { DeadLane, LaneTakeover, RunReport } from '../types.ts';

/** `provider/model` (the model left out when the engine did not know it), escaped. */
function targetText(target: LaneTarget): string {
  return escapeCell(target.model === '' ? target.provider : `${target.provider}/${target.model}`, 200);
}

function engineText(lane: DeadLane): string {
  const sameModel = (a: EngineIdentity, b: EngineIdentity) => a.provider === b.provider && a.model === b.model;
  const reported = sameModel(lane.selected, lane.reported) ? '' : `, reported ${targetText(lane.reported)}`;
  return `${targetText(lane.selected)} (${escapeCell(lane.selected.adapter, 100)}${reported})`;
}

function takeoverText(takeover: LaneTakeover): string {
  switch (takeover.kind) {
    case 'called':
      return `${targetText(takeover.target)} (${escapeCell(takeover.adapter, 100)}), first at ${escapeCell(takeover.position, 300)}`;
    case 'planned':
      return `${targetText(takeover.target)} (next in the plan; no later call recorded)`;
    case 'none':
      return 'none: every target of the lane is dead (later calls fail ENGINE_UNAVAILABLE)';
    case 'unknown':
      return 'unknown (the stored plan could not be read)';
  }
}

export function fallbacksSection(report: RunReport): Section | null {
  const lanes = report.deadLanes ?? [];
  if (lanes.length === 0) return null;
  const rows = lanes.map((lane) =>
    tableRow([
      escapeCell(lane.lane, 200),
      engineText(lane),
      escapeCell(lane.kind, 50),
      escapeCell(lane.message, 1000),
      `${escapeCell(lane.position, 300)} at ${escapeCell(lane.at, 50)}`,
      takeoverText(lane.takeover),
    ]),
  );
  return {
    name: 'Engine fallbacks',
    importance: 45,
    droppable: true,
    head: [
      `### Engine fallbacks (${formatCount(lanes.length)})`,
      '',
      'These engines failed in a way a retry cannot fix (auth, billing, missing CLI, model unavailable, invalid config). Each is skipped for the rest of the run; the call moved to at most one live fallback, and later calls on the lane start there.',
      '',
      ...tableHead(['lane', 'dead engine', 'failure', 'message', 'found at', 'later calls run on']),
    ],
    units: rows,
    unitSeparator: '\n',
    noun: 'dead lanes',
  };
}
