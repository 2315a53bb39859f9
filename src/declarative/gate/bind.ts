// A gate node's binding: its action policy asks (a `wait` with a `gate` request: the rendered
// question, the fields, who may answer, the deadline) until a resume brings an answer, which the
// executor has checked against the request and recorded; node code then returns the answer as the
// node's output. Retry-safe: it holds no effect, so a crash never turns it into a reconcile request.
import type { ActionPolicy, DataNodeBinding, GateRequest } from '../../graph/index.ts';
import { fieldAccepts, parseGateRequest } from '../../graph/index.ts';
import type { JsonValue } from '../../store/contract.ts';
import { dagInputValues } from '../bind/input.ts';
import { renderTemplate, type GateFields } from '../template.ts';
import type { GateNodeConfig } from './schema.ts';

/** The question and its fields as plain text (logs, notifications, the request's `text`). */
export function gateText(request: Pick<GateRequest, 'question' | 'fields' | 'allowedActors'>): string {
  const lines = [request.question];
  for (const field of request.fields) {
    const rule = field.required && field.default === undefined ? 'required' : 'optional';
    const fallback = field.default === undefined ? '' : `, default ${JSON.stringify(field.default)}`;
    const about = field.description === undefined ? '' : ` — ${field.description}`;
    lines.push(`- ${field.name} (${rule}${fallback}): ${fieldAccepts(field)}${about}`);
  }
  if ((request.allowedActors ?? []).length > 0) lines.push(`Who may answer: ${request.allowedActors!.join(', ')}`);
  return lines.join('\n');
}

function gateRequest(
  config: GateNodeConfig,
  input: JsonValue,
  deadline: string | undefined,
  gateFields: GateFields | undefined,
): GateRequest {
  const question = renderTemplate(config.question, dagInputValues(input, gateFields));
  const request: GateRequest = {
    kind: 'gate',
    question,
    fields: config.fields,
    allowedActors: config.allowedActors,
  };
  const until =
    deadline ?? (config.timeoutMs === undefined ? undefined : new Date(Date.now() + config.timeoutMs).toISOString());
  if (until !== undefined) request.deadline = until;
  request.text = gateText(request);
  return request;
}

/** `gateFields`: per gate node, its declared fields (the question reads one left out of an answer as empty). */
export function gateNodeBinding(
  nodeId: string,
  config: GateNodeConfig,
  { gateFields }: { gateFields?: GateFields } = {},
): DataNodeBinding {
  const policy: ActionPolicy = (ctx) => {
    const asked = parseGateRequest(ctx.resumedFrom?.request);
    if (asked !== undefined && ctx.resumedFrom?.answer !== undefined) return Promise.resolve({ decision: 'allow' });
    // Asked again (a library resume without an answer): the first deadline still holds.
    const request = gateRequest(config, ctx.input, asked?.deadline, gateFields);
    return Promise.resolve({ decision: 'wait', reason: `asks: ${request.question}`, request });
  };
  return {
    kind: 'data',
    retrySafe: true,
    policy,
    run: (_input, ctx) => {
      const answer = ctx.resumedFrom?.answer;
      if (answer === undefined) throw new Error(`gate "${nodeId}" ran without a recorded answer`);
      return Promise.resolve(answer.values);
    },
  };
}
