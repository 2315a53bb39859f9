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
import { checkGateActor, checkGateAnswer, coerceFieldValue, fieldAccepts } from './gate-answer.ts';

export { checkGateActor, checkGateAnswer, fieldAccepts } from './gate-answer.ts';

export const gateFieldTypes = ['choice', 'string', 'boolean', 'number'] as const;

export const gateFieldSchema = lazySchema(() =>
  z.object({
    name: z.string().min(1),
    type: z.enum(gateFieldTypes),
    /** `choice` only: the accepted values. */
    options: z.array(z.string()).optional(),
    /** Left out: false (the field may be left out of the answer). */
    required: z.boolean().default(false),
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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const fieldKeys = 'name, type, options, required, default and description';
const requestKeys = 'kind, question, fields, allowedActors, deadline and text';

// What a pause request that says `kind: 'gate'` must be before it is recorded: the reader's shape,
// strict (an unknown key such as `allowed-actors` would otherwise be dropped and its protection
// with it) and with the rules a graph file's `ask:` has (a choice has options, a default fits).
const gateFieldCheckSchema = lazySchema(() =>
  z
    .strictObject(
      {
        name: z.string({ error: 'must be a non-empty string' }).min(1, 'must be a non-empty string'),
        type: z.enum(gateFieldTypes, { error: `must be one of ${gateFieldTypes.join(', ')}` }),
        options: z
          .array(z.string({ error: 'must be a string' }), { error: 'must be a list of strings' })
          .min(1, 'must list at least one option')
          .optional(),
        required: z.boolean({ error: 'must be true or false (left out: false)' }).optional(),
        default: z
          .union([z.string(), z.number(), z.boolean()], { error: 'must be a string, number or boolean' })
          .optional(),
        description: z.string({ error: 'must be a string' }).optional(),
      },
      { error: `must be an object with ${fieldKeys}` },
    )
    .superRefine((f, ctx) => {
      if (f.type === 'choice' && f.options === undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['options'],
          message: 'a choice field needs options (a list of strings)',
        });
      if (f.type !== 'choice' && f.options !== undefined)
        ctx.addIssue({ code: 'custom', path: ['options'], message: 'only a choice field takes options' });
      if (f.default !== undefined && coerceFieldValue({ ...f, required: false }, f.default) !== f.default)
        ctx.addIssue({
          code: 'custom',
          path: ['default'],
          message: `must be ${fieldAccepts({ ...f, required: false })}`,
        });
    }),
);

const gateRequestCheckSchema = lazySchema(() =>
  z.strictObject(
    {
      kind: z.literal('gate'),
      question: z.string({ error: 'must be a string' }),
      fields: z
        .array(gateFieldCheckSchema(), {
          error: (issue) =>
            isRecord(issue.input)
              ? `must be a list of fields ({ ${fieldKeys.replace(' and', ',')} }), not a map of names to fields as in a graph file's \`ask:\`: write [{ name: "${Object.keys(issue.input)[0] ?? 'choice'}", type: ... }]`
              : `must be a list of fields ({ ${fieldKeys.replace(' and', ',')} })`,
        })
        .superRefine((fields, ctx) => {
          const seen = new Set<string>();
          fields.forEach((f, i) => {
            if (seen.has(f.name))
              ctx.addIssue({ code: 'custom', path: [i, 'name'], message: `"${f.name}" names two fields` });
            seen.add(f.name);
          });
        }),
      allowedActors: z
        .array(z.string({ error: 'must be a string' }), { error: 'must be a list of names (logins)' })
        .optional(),
      deadline: z
        .string({ error: 'must be an ISO 8601 date-time string' })
        .refine((d) => !Number.isNaN(Date.parse(d)), 'must be an ISO 8601 date-time string')
        .optional(),
      text: z.string({ error: 'must be a string' }).optional(),
    },
    { error: `must be an object with ${requestKeys}` },
  ),
);

/**
 * Why a pause request of kind `gate` is not a gate (its first problem, naming the key and what it
 * accepts), or undefined: it is a well-formed gate, or not a gate at all (any other request is a
 * plain policy pause). A request that says `gate` but would not be read as one would lose its
 * checks (fields, allowed actors, an answer required), so the executor refuses to record it.
 */
export function gateRequestProblem(request: unknown): string | undefined {
  if (!isRecord(request) || request.kind !== 'gate') return undefined;
  const parsed = gateRequestCheckSchema().safeParse(request);
  if (parsed.success) return undefined;
  const issue = parsed.error.issues[0]!;
  const fields = request.fields;
  const path = issue.path
    .map((part, i) => {
      if (typeof part === 'number') {
        const item: unknown = i === 1 && issue.path[0] === 'fields' && Array.isArray(fields) ? fields[part] : undefined;
        const name = isRecord(item) && typeof item.name === 'string' ? ` ("${item.name}")` : '';
        return `[${part}]${name}`;
      }
      return `${i === 0 ? '' : '.'}${String(part)}`;
    })
    .join('');
  if (issue.code === 'unrecognized_keys') {
    const keys = issue.keys.map((k) => JSON.stringify(k)).join(', ');
    const takes = path === '' ? requestKeys : fieldKeys;
    return `${path === '' ? '' : `${path}: `}unknown key${issue.keys.length === 1 ? '' : 's'} ${keys} (${path === '' ? 'a gate request' : 'a field'} takes ${takes})`;
  }
  return `${path === '' ? 'the request' : path} ${issue.message}`;
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
