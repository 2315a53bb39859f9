// A resume's answer to a gate (or any policy pause), checked before anything is recorded: a gate
// needs one (unless its deadline passed: the position then fails GATE_TIMEOUT), it must fit the
// gate's fields and come from an allowed actor. The graph executor checks it again when it records.
import {
  fieldAccepts,
  gateExpired,
  isGraphError,
  gateResume,
  parseGateRequest,
  type GateAnswer,
  type GateRequest,
} from '../../graph/index.ts';
import { SupervisedRunError } from '../errors.ts';

/** The fields of a gate in one line: `choice (required): one of "ship", "hold"; note: a string`. */
export function gateFieldsText(request: GateRequest): string {
  return request.fields
    .map((f) => `${f.name}${f.required && f.default === undefined ? ' (required)' : ''}: ${fieldAccepts(f)}`)
    .join('; ');
}

/** The answer to record (defaults filled in), or a RESUME_ANSWER / RESUME_ACTOR refusal. */
export function checkResumeAnswer(
  answer: GateAnswer | undefined,
  pause: { position: string; request: unknown },
  pauseKind: string | null | undefined,
  now = new Date(),
): GateAnswer | undefined {
  const gate = parseGateRequest(pause.request);
  if (gate !== undefined && answer === undefined && !gateExpired(gate, now)) {
    throw new SupervisedRunError(
      'RESUME_ANSWER',
      `position ${JSON.stringify(pause.position)} is a gate waiting for an answer to ${JSON.stringify(gate.question)}; resume it with an answer (a JSON object: ${gateFieldsText(gate) || 'no fields'})`,
      { details: { position: pause.position } },
    );
  }
  try {
    const checked = gateResume(
      { pauseKind: pauseKind ?? 'graph', request: pause.request as never },
      answer,
      now,
      pause.position,
    );
    return checked.kind === 'resume' ? checked.answer : undefined;
  } catch (error) {
    if (isGraphError(error) && (error.code === 'RESUME_ANSWER' || error.code === 'RESUME_ACTOR'))
      throw new SupervisedRunError(error.code, error.message, { details: { position: pause.position } });
    throw error;
  }
}
