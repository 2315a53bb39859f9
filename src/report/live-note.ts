// What waits in a run that still runs (another lane is in flight): its commands cannot be used yet.
// The process that drives the run holds its lock, so a CLI resume is refused (PROCESS_LOCKED) until
// the run pauses; a dispatch would start a job on a store saved before this work. Said beside the
// commands, with what to do meanwhile, so nobody runs one that fails.
import { runEnding } from './node-state.ts';
import type { RunReport } from './types.ts';

/**
 * Undefined unless the run is live; `dispatches`: the commands are workflow dispatches (the Action);
 * `meanwhile: false`: leave out what to do meanwhile (the caller gives its own command for it).
 */
export function liveNote(
  report: RunReport,
  dispatches: boolean,
  text: (value: string) => string,
  { meanwhile = true }: { meanwhile?: boolean } = {},
): string | undefined {
  if (runEnding(report) !== 'live') return undefined;
  const active = report.status.active.map((occurrence) => occurrence.position);
  const shown = active.slice(0, 5).map(text).join(', ');
  const more = active.length > 5 ? ` and ${active.length - 5} more` : '';
  const inFlight = active.length === 0 ? '' : ` (${shown}${more} in flight)`;
  return dispatches
    ? `The run is still running${inFlight}: dispatch these once it has paused; the summary of the job that drives it then lists what still waits.`
    : `The run is still running${inFlight}: these commands work once it pauses; until then a resume is refused (PROCESS_LOCKED: the process that drives the run holds it).${meanwhile ? ' Meanwhile, supervised-run status --watch follows the run and prints what waits once it pauses.' : ''}`;
}
