// The commands that answer a gate: a choice field with few options gets one exact command per
// option, and a gate without one, a command per value of its yes/no field (the other fields at
// their defaults or as placeholders to fill in); otherwise one command whose answer shows every
// field with a placeholder.
import { gateExpired, parseGateRequest, type GateField, type GateRequest } from '../graph/index.ts';
import type { JsonValue } from '../store/contract.ts';
import { resumeCommand } from './commands.ts';
import type { ParsedSummaryContext } from './context.ts';

/** A choice with at most this many options gets a command per option. */
export const maxOptionCommands = 5;

export interface AnswerCommand {
  /** What the command answers, e.g. `choice = ship`, or `fill in the values`. */
  label: string;
  command: string;
  /** True when the answer holds placeholders to replace before running it. */
  placeholders: boolean;
}

function placeholder(field: GateField): JsonValue {
  if (field.type === 'choice') return `<${(field.options ?? []).join('|')}>`;
  if (field.type === 'boolean') return '<true|false>';
  if (field.type === 'number') return '<number>';
  return `<${field.name}>`;
}

/** Required fields without a default need a value; optional ones are left out (defaults apply). */
function baseAnswer(
  request: GateRequest,
  except: string | undefined,
): { values: Record<string, JsonValue>; open: boolean } {
  const values: Record<string, JsonValue> = {};
  let open = false;
  for (const field of request.fields) {
    if (field.name === except || !field.required || field.default !== undefined) continue;
    values[field.name] = placeholder(field);
    open = true;
  }
  return { values, open };
}

/**
 * The field that gets a command per value: a choice with few options (a required one first), else
 * a required yes/no field, or the gate's only field when it is one (`true`, then `false`).
 * Undefined when there is none.
 */
function pickedField(request: GateRequest): { field: GateField; options: JsonValue[] } | undefined {
  const choices = request.fields.filter((f) => f.type === 'choice');
  const choice = choices.find((f) => f.required) ?? choices[0];
  if (choice !== undefined)
    return (choice.options ?? []).length <= maxOptionCommands
      ? { field: choice, options: choice.options ?? [] }
      : undefined;
  // An optional yes/no beside other fields is a detail (a dry run), not the decision.
  const booleans = request.fields.filter((f) => f.type === 'boolean');
  const yesNo = booleans.find((f) => f.required) ?? (request.fields.length === 1 ? booleans[0] : undefined);
  return yesNo === undefined ? undefined : { field: yesNo, options: [true, false] };
}

export function answerCommands(
  context: ParsedSummaryContext,
  runId: string,
  position: string,
  request: GateRequest,
): AnswerCommand[] {
  const command = (values: Record<string, JsonValue>) =>
    resumeCommand(context, { runId, position, answer: JSON.stringify(values) });
  const pick = pickedField(request);
  if (pick !== undefined) {
    const { values, open } = baseAnswer(request, pick.field.name);
    return pick.options.map((option) => ({
      label: `${pick.field.name} = ${typeof option === 'string' ? option : JSON.stringify(option)}`,
      command: command({ [pick.field.name]: option, ...values }),
      placeholders: open,
    }));
  }
  const { values, open } = baseAnswer(request, undefined);
  return [{ label: open ? 'fill in the values' : 'answer', command: command(values), placeholders: open }];
}

/**
 * The command that answers a gate with its first option when that is a complete answer: one field
 * decides the gate (a choice of few options, or a yes/no field: `true` first) and every other field
 * is optional or has a default. Undefined otherwise (several choices, many options, or a required
 * value to fill in): which answer to give is then the person's, and automation reads the `gate`
 * output instead.
 */
export function firstOptionCommand(request: GateRequest, commands: readonly AnswerCommand[]): string | undefined {
  const picked = pickedField(request);
  const first = commands[0];
  if (picked === undefined || picked.options.length === 0 || first === undefined || first.placeholders)
    return undefined;
  if (request.fields.filter((f) => f.type === 'choice').length > 1) return undefined;
  return first.command;
}

/** The open gate at `position` of a stored run (not past its deadline) with its answer commands. */
export function openGate(
  status: { runId: string; pauses: ReadonlyArray<{ position: string; request: JsonValue }> },
  context: ParsedSummaryContext,
  position: string,
  now = new Date(),
): { request: GateRequest; question: string; commands: AnswerCommand[] } | undefined {
  const pause = status.pauses.find((p) => p.position === position);
  const request = pause === undefined ? undefined : parseGateRequest(pause.request);
  if (request === undefined || gateExpired(request, now)) return undefined;
  return { request, question: request.question, commands: answerCommands(context, status.runId, position, request) };
}
