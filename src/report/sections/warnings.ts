// Warnings as a callout: the caller's (cache read-only, denied save, fork ...) and what the
// status itself says needs attention.
import type { SupervisedRunStatus } from '../../runner/index.ts';
import { escapeText } from '../escape.ts';
import type { Section } from '../document.ts';
import type { RunReport } from '../types.ts';

export function statusWarnings(status: SupervisedRunStatus): string[] {
  const warnings: string[] = [];
  if (status.cleanupVerified === false) {
    warnings.push("Cleanup of the worker's processes could not be verified: check the machine for leftover processes.");
  }
  if (status.leaseRetained)
    warnings.push('The workspace lease (and the process lock) was kept after a terminal failure.');
  if (status.phase === 'orphaned') {
    warnings.push(
      'The run has no settled result and its watchdog is gone: continuing it needs an explicit takeover, which is recorded.',
    );
  }
  return warnings;
}

export function warningsSection(report: RunReport): Section | null {
  const warnings = [...statusWarnings(report.status), ...report.warnings];
  if (warnings.length === 0) return null;
  return {
    name: 'Warnings',
    importance: 70,
    droppable: true,
    head: ['> [!WARNING]'],
    units: warnings.map((warning) => `> - ${escapeText(warning, 2000)}`),
    unitSeparator: '\n',
    noun: 'warnings',
  };
}
