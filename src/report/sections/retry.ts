// "What to do next" for a run that failed because nodes failed (DAG_NODE_FAILED,
// RESTART_EXHAUSTED): the command that runs its failed nodes again. A run that failed for any
// other reason cannot be reopened, and gets no section.
import { isRetryableFailure } from '../../runner/index.ts';
import { retryFailedCommand } from '../commands.ts';
import type { ParsedSummaryContext } from '../context.ts';
import type { Section } from '../document.ts';
import type { RunReport } from '../types.ts';
import type { Writer } from '../writer.ts';
import { commandNote } from './reconcile.ts';

export function retrySection(report: RunReport, context: ParsedSummaryContext, w: Writer): Section | null {
  if (!isRetryableFailure(report.status)) return null;
  const command = retryFailedCommand(context, report.status.runId);
  const what =
    'To run its failed nodes again at new positions (completed nodes never run again; finally nodes run again after them)';
  // "Re-run jobs" only where a re-run of this job reopens the run (else it only reports it again,
  // or is refused for its position input): the Action says so in the context.
  const rerun = context.rerunReopens === true ? ' use **Re-run jobs** on this workflow run, or' : '';
  const verb = context.workflowFile === undefined ? 'run' : 'dispatch';
  const how = `${what},${rerun} ${verb}:`;
  return {
    name: 'What to do next',
    importance: 90,
    droppable: false,
    head: [w.heading(3, 'What to do next'), '', how, ...commandNote(w, command), '', w.command(command)],
    units: [],
    unitSeparator: '\n',
    noun: 'lines',
  };
}
