// A gate's answer against its request: each field's value as the field accepts it (dispatch inputs
// arrive as text), defaults filled in, and who may answer.
import type { JsonValue } from '../../store/contract.ts';
import { GraphError } from '../errors.ts';
import type { GateField, GateRequest } from './gate.ts';

/** What a field accepts, in words (error messages and the summary). */
export function fieldAccepts(field: GateField): string {
  if (field.type === 'choice') return `one of ${(field.options ?? []).map((o) => JSON.stringify(o)).join(', ')}`;
  if (field.type === 'boolean') return 'true or false';
  if (field.type === 'number') return 'a number';
  return 'a string';
}

const decimalNumber = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/** A given value as the field reads it (dispatch inputs arrive as text), or undefined when it does not fit. */
export function coerceFieldValue(field: GateField, value: JsonValue): JsonValue | undefined {
  // Dispatch inputs arrive as text: "true" and "3" are accepted for boolean and number fields.
  if (field.type === 'boolean') {
    if (typeof value === 'boolean') return value;
    return value === 'true' ? true : value === 'false' ? false : undefined;
  }
  if (field.type === 'number') {
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    // Decimal only: Number() would also read "0x10" as 16, "0b1" as 1 and "1e400" as Infinity.
    if (typeof value === 'string' && decimalNumber.test(value.trim()) && Number.isFinite(Number(value)))
      return Number(value);
    return undefined;
  }
  if (field.type === 'choice') {
    // `{"n": 1}` for the option "1": a JSON number or boolean reads as its text; the option is recorded.
    const text = typeof value === 'number' || typeof value === 'boolean' ? String(value) : value;
    return typeof text === 'string' && (field.options ?? []).includes(text) ? text : undefined;
  }
  return typeof value === 'string' ? value : undefined;
}

/**
 * The answer's values with defaults filled in, or RESUME_ANSWER naming the first field that does
 * not fit (unknown, missing while required, or not what the field accepts).
 */
export function checkGateAnswer(request: GateRequest, values: Record<string, JsonValue>): Record<string, JsonValue> {
  const refuse = (message: string): never => {
    throw new GraphError('RESUME_ANSWER', message);
  };
  const names = request.fields.map((f) => f.name);
  for (const key of Object.keys(values)) {
    if (!names.includes(key))
      refuse(`answer field "${key}" is not asked for; the fields are: ${names.join(', ') || 'none'}`);
  }
  const out: Record<string, JsonValue> = {};
  for (const field of request.fields) {
    const given = Object.hasOwn(values, field.name) ? values[field.name] : undefined;
    if (given === undefined || given === null || given === '') {
      if (field.default !== undefined) out[field.name] = field.default;
      else if (field.required) refuse(`answer field "${field.name}" is required: give ${fieldAccepts(field)}`);
      continue;
    }
    const value = coerceFieldValue(field, given);
    if (value === undefined)
      refuse(`answer field "${field.name}" accepts ${fieldAccepts(field)}, got ${JSON.stringify(given)}`);
    out[field.name] = value!;
  }
  return out;
}

// `login (tool)`: an answerer recorded with the tool it answered through, as the CLI names the
// person at the terminal ("ana (supervised-run CLI)").
const throughTool = /^(\S+) \([^()]+\)$/;

/**
 * RESUME_ACTOR unless `actor` may answer (no list: anyone may). Logins compare without case; an
 * actor written `login (tool)` compares by its login, so the record can keep the tool too.
 */
export function checkGateActor(request: GateRequest, actor: string): void {
  const allowed = request.allowedActors ?? [];
  if (allowed.length === 0) return;
  const login = (throughTool.exec(actor)?.[1] ?? actor).toLowerCase();
  if (allowed.some((name) => name.toLowerCase() === login || name.toLowerCase() === actor.toLowerCase())) return;
  throw new GraphError(
    'RESUME_ACTOR',
    `${JSON.stringify(actor)} may not answer this gate; it may be answered by: ${allowed.join(', ')}`,
  );
}
