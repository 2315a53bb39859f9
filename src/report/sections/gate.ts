// A gate in the summary: the question, each field (what it accepts, required or default, its
// description), who may answer, the deadline, and the exact commands that answer it.
import { fieldAccepts } from '../../graph/index.ts';
import type { WaitingPause } from '../pauses.ts';
import type { Writer } from '../writer.ts';
import { commandNote } from './reconcile.ts';

export function gateBlock(w: Writer, pause: WaitingPause & { gate: NonNullable<WaitingPause['gate']> }): string {
  const { request, commands } = pause.gate;
  const lines = [
    w.heading(4, `Answer ${w.text(pause.position, 500)}: ${w.text(request.question, 500)}`),
    '',
    `${w.strong('Node:')} ${w.text(pause.nodeId, 500)} · ${w.strong('Asks:')} ${w.text(request.question, 2000)}`,
  ];
  if (request.fields.length > 0) {
    lines.push('');
    for (const field of request.fields.slice(0, 50)) {
      const rule =
        field.default !== undefined
          ? `default ${w.text(JSON.stringify(field.default), 300)}`
          : field.required
            ? 'required'
            : 'optional';
      const about = field.description === undefined ? '' : ` — ${w.text(field.description, 500)}`;
      lines.push(
        w.bullet(`${w.strong(w.text(field.name, 100))} (${rule}): ${w.text(fieldAccepts(field), 500)}${about}`),
      );
    }
  }
  const actors = request.allowedActors ?? [];
  lines.push(
    '',
    `${w.strong('Who may answer:')} ${actors.length === 0 ? 'anyone who may run the workflow' : w.text(actors.join(', '), 1000)}`,
  );
  if (request.deadline !== undefined)
    lines.push(
      '',
      `${w.strong('Deadline:')} ${w.text(request.deadline, 100)} (a resume after it fails the node: GATE_TIMEOUT)`,
    );
  for (const answer of commands) {
    const fill = answer.placeholders ? ' (replace the <…> placeholders first)' : '';
    lines.push(
      '',
      `${w.strong(`${w.text(answer.label, 300)}:`)}${fill}`,
      ...commandNote(w, answer.command),
      '',
      w.command(answer.command),
    );
  }
  return lines.join('\n');
}
