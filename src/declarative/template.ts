// Templates: `{{ inputs.<name> }}`, `{{ needs.<id>.output }}`, `{{ needs.<id>.outputs.<name> }}`,
// `{{ needs.<id>.outcome }}` and, in finally nodes, `{{ run.outcome }}`; in a review loop's nodes,
// `{{ review.findings }}` (JSON) and `{{ review.round }}`. Checked when the file is compiled. In prompts every `{{ ... }}`
// must be one of these, so a typo or a GitHub `${{ secrets.X }}` leftover is an error instead of text
// sent to a model; in command arguments and env values only expressions in these namespaces are ours
// (other tools' templates such as gh's `{{.title}}` stay literal). A rendered template fills text in
// one argument and never adds arguments: rendering happens after the command line is split.
import type { JsonValue } from '../store/contract.ts';
import { canonicalJson } from '../store/index.ts';

export type TemplateReference =
  | { kind: 'input'; name: string }
  | { kind: 'need'; nodeId: string }
  | { kind: 'need-output'; nodeId: string; name: string }
  /** How a need ended: completed, skipped, failed, blocked or not-run (GitHub's `needs.<id>.result`). */
  | { kind: 'need-outcome'; nodeId: string }
  | { kind: 'run-outcome' }
  | { kind: 'review'; field: 'findings' | 'round' }
  /** A field of a need's output object (a gate's answer: `{{ needs.approve.output.choice }}`). */
  | { kind: 'need-field'; nodeId: string; name: string };
type Part = string | TemplateReference;

const placeholder = /\{\{(.*?)\}\}/gs;
const references: Array<[RegExp, (m: RegExpExecArray) => TemplateReference]> = [
  [/^inputs\.([A-Za-z0-9_-]{1,64})$/, (m) => ({ kind: 'input', name: m[1]! })],
  [/^needs\.([A-Za-z0-9_-]{1,64})\.output$/, (m) => ({ kind: 'need', nodeId: m[1]! })],
  [/^needs\.([A-Za-z0-9_-]{1,64})\.outcome$/, (m) => ({ kind: 'need-outcome', nodeId: m[1]! })],
  [
    /^needs\.([A-Za-z0-9_-]{1,64})\.outputs\.([A-Za-z0-9_-]{1,64})$/,
    (m) => ({ kind: 'need-output', nodeId: m[1]!, name: m[2]! }),
  ],
  [
    /^needs\.([A-Za-z0-9_-]{1,64})\.output\.([A-Za-z0-9_-]{1,64})$/,
    (m) => ({ kind: 'need-field', nodeId: m[1]!, name: m[2]! }),
  ],
  [/^run\.outcome$/, () => ({ kind: 'run-outcome' })],
  [/^review\.(findings|round)$/, (m) => ({ kind: 'review', field: m[1] as 'findings' | 'round' })],
];
/** Expressions in these namespaces are ours even in command arguments, so a typo in one is an error. */
const ourNamespace = /^(inputs|needs|run|review)\b/;
const accepted =
  '{{ inputs.<name> }}, {{ needs.<id>.output }}, {{ needs.<id>.output.<field> }}, {{ needs.<id>.outputs.<name> }}, {{ needs.<id>.outcome }}, {{ run.outcome }} (finally nodes), {{ review.findings }} and {{ review.round }} (review loops)';

export interface TemplateProblem {
  message: string;
}

export interface ReferenceScope {
  inputs: ReadonlySet<string>;
  needs: ReadonlySet<string>;
  /** Finally nodes see the run's outcome. */
  run?: boolean;
  /** Nodes on a review loop's path see its round and findings. */
  review?: boolean;
  /** The declared fields of the needs that are gates: `{{ needs.<gate>.output.<field> }}` must name one. */
  gateFields?: ReadonlyMap<string, readonly string[]>;
  /** Filled with the kinds of reference the node's templates use (a node reading outcomes is told them). */
  seen?: Set<TemplateReference['kind']>;
}

/** `strict`: every `{{ ... }}` must be a reference (prompts); otherwise only our namespaces are read. */
function parse(text: string, strict: boolean): { parts: Part[]; problems: TemplateProblem[] } {
  const parts: Part[] = [];
  const problems: TemplateProblem[] = [];
  let last = 0;
  for (const match of text.matchAll(placeholder)) {
    const expr = match[1]!.trim();
    let reference: TemplateReference | undefined;
    for (const [pattern, build] of references) {
      const found = pattern.exec(expr);
      if (found !== null) reference = build(found);
    }
    if (reference === undefined && !strict && !ourNamespace.test(expr)) continue;
    parts.push(text.slice(last, match.index));
    last = match.index + match[0].length;
    if (reference !== undefined) parts.push(reference);
    else {
      parts.push(match[0]);
      // `${{ ... }}` is refused as a GitHub expression (compile/secrets-check.ts), which says more.
      if (text[match.index - 1] !== '$')
        problems.push({ message: `unknown template reference "{{ ${expr} }}" (accepted: ${accepted})` });
    }
  }
  parts.push(text.slice(last));
  return { parts, problems };
}

/** Problems with the references of `text` in a node whose declared inputs and needs are `scope`. */
export function checkTemplate(
  text: string,
  scope: ReferenceScope,
  options: { strict?: boolean } = {},
): TemplateProblem[] {
  const { parts, problems } = parse(text, options.strict !== false);
  for (const part of parts) {
    if (typeof part === 'string') continue;
    scope.seen?.add(part.kind);
    if (part.kind === 'input' && !scope.inputs.has(part.name)) {
      problems.push({
        message: `unknown template reference "{{ inputs.${part.name} }}": input "${part.name}" is not declared in inputs`,
      });
    }
    if (
      (part.kind === 'need' ||
        part.kind === 'need-output' ||
        part.kind === 'need-field' ||
        part.kind === 'need-outcome') &&
      !scope.needs.has(part.nodeId)
    ) {
      problems.push({
        message: `unknown template reference "{{ ${referenceText(part)} }}": "${part.nodeId}" is not in this node's needs`,
      });
    } else if (part.kind === 'need-field') {
      const fields = scope.gateFields?.get(part.nodeId);
      if (fields !== undefined && !fields.includes(part.name))
        problems.push({
          message: `unknown template reference "{{ ${referenceText(part)} }}": the gate "${part.nodeId}" has no field "${part.name}" (fields: ${fields.length === 0 ? 'none' : fields.join(', ')})`,
        });
    }
    if (part.kind === 'run-outcome' && scope.run !== true) {
      problems.push({ message: '"{{ run.outcome }}" is known only in finally nodes (finally: true)' });
    }
    if (part.kind === 'review' && scope.review !== true) {
      problems.push({
        message: `"{{ review.${part.field} }}" is known only in the nodes of a review loop (from the node a reviewer sends work back to, to the reviewer)`,
      });
    }
  }
  return problems;
}

function referenceText(part: TemplateReference): string {
  if (part.kind === 'input') return `inputs.${part.name}`;
  if (part.kind === 'need') return `needs.${part.nodeId}.output`;
  if (part.kind === 'need-output') return `needs.${part.nodeId}.outputs.${part.name}`;
  if (part.kind === 'review') return `review.${part.field}`;
  if (part.kind === 'need-field') return `needs.${part.nodeId}.output.${part.name}`;
  if (part.kind === 'need-outcome') return `needs.${part.nodeId}.outcome`;
  return 'run.outcome';
}

/** A template that cannot be filled: it names an output its node did not publish. */
export class TemplateValueError extends Error {
  override readonly name = 'TemplateValueError';
}

/**
 * Text of a value inside a prompt: strings as they are, anything else as canonical JSON (keys
 * sorted), absent as empty. Canonical because a need's result read back from the store after a
 * resume has its keys sorted, while a fresh one keeps its writer's order: the same run must send
 * the same prompt either way.
 */
export function renderValue(value: JsonValue | undefined): string {
  if (value === undefined) return '';
  return typeof value === 'string' ? value : canonicalJson(value);
}

export interface TemplateValues {
  inputs: Readonly<Record<string, JsonValue>>;
  needs: Readonly<Record<string, JsonValue>>;
  /** The run's outcome so far, for finally nodes. */
  runOutcome?: string;
  /** A review loop's node: the round and the findings it answers (none in round 1). */
  review?: { round: number; findings: JsonValue };
  /** The needs' outcomes as the DAG form hands them to finally and conditional nodes (passed, failed, ...). */
  outcomes?: Readonly<Record<string, JsonValue>>;
  /** The declared fields of the needs that are gates: one the person left out (no default) fills in empty. */
  gateFields?: GateFields;
}

/** Per gate node, its declared fields (from the host config). */
export type GateFields = Readonly<Record<string, readonly string[]>>;

/** The published outputs of a need's result (a command node's `outputs`), or undefined. */
export function publishedOutputs(result: JsonValue | undefined): Record<string, JsonValue> | undefined {
  if (typeof result !== 'object' || result === null || Array.isArray(result)) return undefined;
  const outputs = Object.hasOwn(result, 'outputs') ? result.outputs : undefined;
  return typeof outputs === 'object' && outputs !== null && !Array.isArray(outputs) ? outputs : undefined;
}

/**
 * How a need ended, as `{{ needs.<id>.outcome }}` reads: completed, skipped, failed, blocked (a node
 * it needs failed), changes-requested (a reviewer whose revise verdict was never sent back: another
 * node's failure ended the run first) or not-run (a stopped run's finally node reads it of nodes
 * that never started). Finally and conditional nodes are told; any other node runs only once every
 * need completed or was skipped, and a skipped need has no result.
 */
export function needOutcome(nodeId: string, values: TemplateValues): string {
  const told = values.outcomes?.[nodeId];
  if (told === undefined) return values.needs[nodeId] === null ? 'skipped' : 'completed';
  if (told === 'passed') return 'completed';
  // The DAG form's status of such a reviewer: it ran, so it is not "not-run", and it did not pass.
  if (told === 'reviewing') return 'changes-requested';
  return told === 'skipped' || told === 'failed' || told === 'blocked' ? told : 'not-run';
}

/**
 * A need without a result (skipped, failed, blocked, never run) fills in empty text: in a finally
 * node every reference to it does, as a failed or skipped job's outputs are empty in GitHub Actions.
 */
const runsWhateverNeedsDid = (values: TemplateValues) => values.runOutcome !== undefined;

/** The value of one reference; TemplateValueError when it names an output that was not published. */
export function referenceValue(part: TemplateReference, values: TemplateValues): string {
  if (part.kind === 'input') return renderValue(values.inputs[part.name]);
  // Whatever a need returned; one that returned nothing (no result) is empty, never the text "null".
  if (part.kind === 'need') return values.needs[part.nodeId] === null ? '' : renderValue(values.needs[part.nodeId]);
  if (part.kind === 'need-outcome') return needOutcome(part.nodeId, values);
  if (part.kind === 'run-outcome') return values.runOutcome ?? '';
  if (part.kind === 'review')
    return part.field === 'round' ? String(values.review?.round ?? 1) : canonicalJson(values.review?.findings ?? []);
  const result = values.needs[part.nodeId];
  if (result === null) {
    if (runsWhateverNeedsDid(values)) return '';
    throw noResult(part);
  }
  if (part.kind === 'need-field') return fieldValue(part, result, values.gateFields?.[part.nodeId]);
  const outputs = publishedOutputs(result);
  if (outputs === undefined || !Object.hasOwn(outputs, part.name)) {
    const names = outputs === undefined ? [] : Object.keys(outputs);
    throw new TemplateValueError(
      `{{ ${referenceText(part)} }}: node "${part.nodeId}" did not publish an output named "${part.name}" ` +
        `(published: ${names.length === 0 ? 'none' : names.join(', ')}; a command publishes name=value lines ` +
        'to the file named by $SUPERVISED_OUTPUT)',
    );
  }
  return renderValue(outputs[part.name]);
}

/**
 * A need without a result (null in the dispatch input) was skipped by its `when` or failed as an
 * optional node: its dependents run on, so say that rather than "did not publish".
 */
function noResult(part: Extract<TemplateReference, { kind: 'need-output' | 'need-field' }>): TemplateValueError {
  return new TemplateValueError(
    `{{ ${referenceText(part)} }}: node "${part.nodeId}" has no result: it was skipped (its when was unmet) or failed as an optional node, so there is nothing to fill in (to run only when it has one, test {{ needs.${part.nodeId}.outcome }} in when:)`,
  );
}

/** `gateFields`: the need is a gate with these fields; one left out of the answer (no default) is empty. */
function fieldValue(
  part: Extract<TemplateReference, { kind: 'need-field' }>,
  result: JsonValue | undefined,
  gateFields: readonly string[] | undefined,
): string {
  const isObject = typeof result === 'object' && result !== null && !Array.isArray(result);
  if (!isObject || !Object.hasOwn(result, part.name)) {
    if (gateFields?.includes(part.name) === true) return '';
    const names = isObject ? Object.keys(result) : [];
    throw new TemplateValueError(
      `{{ needs.${part.nodeId}.output.${part.name} }}: the output of node "${part.nodeId}" has no field "${part.name}" ` +
        `(fields: ${names.length === 0 ? 'none' : names.join(', ')})`,
    );
  }
  return renderValue(result[part.name]);
}

/** Substitutes references from a DAG node input `{ inputs, needs: { [id]: output } }`. */
export function renderTemplate(text: string, values: TemplateValues, options: { strict?: boolean } = {}): string {
  const { parts } = parse(text, options.strict !== false);
  return parts.map((part) => (typeof part === 'string' ? part : referenceValue(part, values))).join('');
}
