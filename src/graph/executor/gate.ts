// Gates: a policy pause whose request has kind `gate` asks a person a question with typed fields.
// The answer is part of the resume (recorded in its `node-resumed`, with who answered) and handed
// to the policy and node code as `ctx.resumedFrom.answer`. The executor checks it against the
// request (fields, allowed actors) and fails the position with GATE_TIMEOUT once its deadline passed.
import { z } from 'zod';
import { lazySchema } from '../../store/index.ts';
import { jsonValueSchema, type JsonValue } from '../../store/contract.ts';
import { GraphError } from '../errors.ts';
import { graphEventTypes } from '../events.ts';
import type { PendingRecord } from './services.ts';

export const gateFieldTypes = ['choice', 'string', 'boolean', 'number'] as const;

export const gateFieldSchema = lazySchema(() =>
  z.object({
    name: z.string().min(1),
    type: z.enum(gateFieldTypes),
    /** `choice` only: the accepted values. */
    options: z.array(z.string()).optional(),
    required: z.boolean(),
    default: z.union([z.string(), z.number(), z.boolean()]).optional(),
    description: z.string().optional(),
  }),
);
export type GateField = z.infer<ReturnType<typeof gateFieldSchema>>;

export const gateRequestSchema = lazySchema(() =>
  z.object({
    kind: z.literal('gate'),
    /** The question as rendered for this dispatch. */
    question: z.string(),
    fields: z.array(gateFieldSchema()),
    /** GitHub logins (or other names) that may answer; absent or empty: anyone who may resume. */
    allowedActors: z.array(z.string()).optional(),
    /** ISO 8601: a resume after it fails the position with GATE_TIMEOUT. */
    deadline: z.string().optional(),
    /** The question and its fields as plain text, for logs and notifications. */
    text: z.string().optional(),
  }),
);
export type GateRequest = z.infer<ReturnType<typeof gateRequestSchema>>;

export const gateAnswerSchema = lazySchema(() =>
  z.object({
    values: z.record(z.string(), jsonValueSchema),
    answeredBy: z.string().min(1),
  }),
);
export type GateAnswer = z.infer<ReturnType<typeof gateAnswerSchema>>;

export function parseGateRequest(request: unknown): GateRequest | undefined {
  const parsed = gateRequestSchema().safeParse(request);
  return parsed.success ? parsed.data : undefined;
}

/** What a field accepts, in words (error messages and the summary). */
export function fieldAccepts(field: GateField): string {
  if (field.type === 'choice') return `one of ${(field.options ?? []).map((o) => JSON.stringify(o)).join(', ')}`;
  if (field.type === 'boolean') return 'true or false';
  if (field.type === 'number') return 'a number';
  return 'a string';
}

function coerce(field: GateField, value: JsonValue): JsonValue | undefined {
  // Dispatch inputs arrive as text: "true" and "3" are accepted for boolean and number fields.
  if (field.type === 'boolean') {
    if (typeof value === 'boolean') return value;
    return value === 'true' ? true : value === 'false' ? false : undefined;
  }
  if (field.type === 'number') {
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
    return undefined;
  }
  if (typeof value !== 'string') return undefined;
  if (field.type === 'choice' && !(field.options ?? []).includes(value)) return undefined;
  return value;
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
    const value = coerce(field, given);
    if (value === undefined)
      refuse(`answer field "${field.name}" accepts ${fieldAccepts(field)}, got ${JSON.stringify(given)}`);
    out[field.name] = value!;
  }
  return out;
}

/** RESUME_ACTOR unless `actor` may answer (no list: anyone may). */
export function checkGateActor(request: GateRequest, actor: string): void {
  const allowed = request.allowedActors ?? [];
  if (allowed.length === 0) return;
  if (allowed.some((login) => login.toLowerCase() === actor.toLowerCase())) return;
  throw new GraphError(
    'RESUME_ACTOR',
    `${JSON.stringify(actor)} may not answer this gate; it may be answered by: ${allowed.join(', ')}`,
  );
}

export function gateExpired(request: GateRequest, now: Date): boolean {
  return request.deadline !== undefined && Date.parse(request.deadline) <= now.getTime();
}

export const gateTimeoutMessage = (request: GateRequest) =>
  `the gate was not answered before its deadline ${request.deadline ?? ''}`.trim();

/** How a pause that takes no answer is resumed: a budget pause with a raise, a reconcile request with a decision. */
function withoutAnswer(pauseKind: string | undefined): string {
  if (pauseKind === 'budget') return 'resume it without an answer, raising the limit it reached';
  if (pauseKind === 'reconcile-attempt') return 'resume it without an answer, with a decision';
  return 'resume it without an answer';
}

/**
 * Checks an answer given to `resume` against the paused request: a gate's answer must fit its
 * fields and come from an allowed actor; an answer applies only to a policy pause. Returns the
 * answer to record (a gate's values with defaults), or `expired` when a gate's deadline passed.
 */
export function gateResume(
  pause: { pauseKind: string; request: JsonValue } | undefined,
  answer: GateAnswer | undefined,
  now: Date,
  position: string,
): { kind: 'expired'; request: GateRequest } | { kind: 'resume'; answer: GateAnswer | undefined } {
  const request = pause === undefined ? undefined : parseGateRequest(pause.request);
  if (answer !== undefined && pause?.pauseKind !== 'policy') {
    throw new GraphError(
      'RESUME_ANSWER',
      `position "${position}" is not paused by an action policy or a gate (it is ${pause === undefined ? 'not paused' : `${/^[aeiou]/.test(pause.pauseKind) ? 'an' : 'a'} ${pause.pauseKind} pause`}); ${withoutAnswer(pause?.pauseKind)}`,
      { position },
    );
  }
  if (request === undefined) return { kind: 'resume', answer };
  if (gateExpired(request, now)) return { kind: 'expired', request };
  if (answer === undefined) return { kind: 'resume', answer };
  checkGateActor(request, answer.answeredBy);
  return { kind: 'resume', answer: { values: checkGateAnswer(request, answer.values), answeredBy: answer.answeredBy } };
}

/** A gate resumed after its deadline: the position fails with GATE_TIMEOUT (nothing runs). */
export function gateTimeoutFront(
  record: { position: string },
  request: GateRequest,
  session: number,
): { records: PendingRecord[]; exclude: Set<string>; launches: [] } {
  const data: Record<string, JsonValue> = {
    position: record.position,
    code: 'GATE_TIMEOUT',
    message: gateTimeoutMessage(request),
    durationMs: 0,
    failedAt: new Date().toISOString(),
  };
  return {
    records: [{ event: { type: graphEventTypes.nodeFailed, session, data } }],
    exclude: new Set([record.position]),
    launches: [],
  };
}
