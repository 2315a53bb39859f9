// Warnings as a callout under the headline: what the status says needs attention, dead engine
// lanes (one line each; the fold "Engine fallbacks" has the detail) and the caller's (cache
// read-only, denied save, fork detected, ...).
import type { SupervisedRunStatus } from '../../runner/index.ts';
import type { Section } from '../document.ts';
import type { RunReport } from '../types.ts';
import type { Writer } from '../writer.ts';
import { laneTargetText, takeoverText } from './fallbacks.ts';

export function statusWarnings(status: SupervisedRunStatus): string[] {
  const warnings: string[] = [];
  if (status.cleanupVerified === false) {
    warnings.push("Cleanup of the worker's processes could not be verified: check the machine for leftover processes.");
  }
  if (status.leaseRetained)
    warnings.push('The workspace lease (and the process lock) was kept after a terminal failure.');
  return warnings;
}

function laneWarnings(report: RunReport, w: Writer): string[] {
  return (report.deadLanes ?? []).map(
    (lane) =>
      `Engine ${laneTargetText(w, lane.selected)} of lane ${w.text(lane.lane, 200)} is dead (${w.text(lane.kind, 50)}); ${lane.takeover.kind === 'none' ? '' : 'later calls run on '}${takeoverText(w, lane.takeover)}.`,
  );
}

/**
 * A warning as a sentence beside the others: the caller's are log lines ("the store was not saved:
 * ..."). A first word that is a name (environment-variables, ACTIONS_CACHE_MODE=...) keeps its case.
 */
function asSentence(warning: string): string {
  const opened = /^[a-z]+(?=[\s,:;])/.test(warning) ? warning[0]!.toUpperCase() + warning.slice(1) : warning;
  return /[.!?]$/.test(opened) ? opened : `${opened}.`;
}

export function warningsSection(report: RunReport, w: Writer): Section | null {
  const warnings = [
    ...statusWarnings(report.status).map((warning) => w.text(warning, 2000)),
    ...laneWarnings(report, w),
    ...report.warnings.map((warning) => w.text(asSentence(warning), 2000)),
  ];
  if (warnings.length === 0) return null;
  const [first, ...items] = w.callout('WARNING', warnings);
  return {
    name: 'Warnings',
    importance: 70,
    droppable: true,
    head: [first as string],
    units: items,
    unitSeparator: '\n',
    noun: 'warnings',
  };
}
