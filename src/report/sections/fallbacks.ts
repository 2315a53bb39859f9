// Engine fallbacks, folded: each dead engine lane (auth, billing, missing CLI, model unavailable,
// invalid config), where and why it died and which target took over the lane's later calls.
import type { EngineIdentity } from '../../engine/contract.ts';
import type { LaneTarget } from '../../graph/contract.ts';
import type { Section } from '../document.ts';
import { countOf } from '../format.ts';
import type { DeadLane, LaneTakeover, RunReport } from '../types.ts';
import type { Writer } from '../writer.ts';

/** `provider/model` (the model left out when the engine did not know it), escaped. */
export function laneTargetText(w: Writer, target: LaneTarget): string {
  return w.cell(target.model === '' ? target.provider : `${target.provider}/${target.model}`, 200);
}

function engineText(w: Writer, lane: DeadLane): string {
  const sameModel = (a: EngineIdentity, b: EngineIdentity) => a.provider === b.provider && a.model === b.model;
  const reported = sameModel(lane.selected, lane.reported) ? '' : `, reported ${laneTargetText(w, lane.reported)}`;
  return `${laneTargetText(w, lane.selected)} (${w.cell(lane.selected.adapter, 100)}${reported})`;
}

export function takeoverText(w: Writer, takeover: LaneTakeover): string {
  switch (takeover.kind) {
    case 'called':
      return `${laneTargetText(w, takeover.target)} (${w.cell(takeover.adapter, 100)}), first at ${w.cell(takeover.position, 300)}`;
    case 'planned':
      return `${laneTargetText(w, takeover.target)} (next in the plan; no later call recorded)`;
    case 'none':
      return 'no target is left: every target of the lane is dead (later calls fail ENGINE_UNAVAILABLE)';
    case 'unknown':
      return 'an unknown target (the stored plan could not be read)';
  }
}

export function fallbacksSection(report: RunReport, w: Writer): Section | null {
  const lanes = report.deadLanes ?? [];
  if (lanes.length === 0) return null;
  const rows = lanes.map((lane) =>
    w.tableRow([
      w.cell(lane.lane, 200),
      engineText(w, lane),
      `${w.cell(lane.kind, 50)} at ${w.cell(lane.position, 300)}, ${w.cell(lane.at, 50)}: ${w.cell(lane.message, 1000)}`,
      takeoverText(w, lane.takeover),
    ]),
  );
  return {
    name: 'Engine fallbacks',
    importance: 45,
    droppable: true,
    head: [
      ...w.foldOpen(`Engine fallbacks (${countOf(lanes.length, 'dead lane')})`),
      'These engines failed in a way a retry cannot fix (auth, billing, missing CLI, model unavailable, invalid config). Each is skipped for the rest of the run; the call moved to at most one live fallback, and later calls on the lane start there.',
      '',
      ...w.tableHead(['lane', 'dead engine', 'failure', 'later calls run on']),
    ],
    units: rows,
    unitSeparator: '\n',
    noun: 'dead lanes',
    tail: w.foldClose().filter((line, index) => index > 0 || line !== ''),
  };
}
