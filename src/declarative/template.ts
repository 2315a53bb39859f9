// Prompt templates: `{{ inputs.<name> }}` and `{{ needs.<id>.output }}`. Every `{{ ... }}` must be one of
// these (checked when the file is compiled), so a typo or a GitHub `${{ secrets.X }}` leftover is an
// error instead of text sent to a model.
import type { JsonValue } from '../store/contract.ts';

export type TemplateReference = { kind: 'input'; name: string } | { kind: 'need'; nodeId: string };
type Part = string | TemplateReference;

const placeholder = /\{\{(.*?)\}\}/gs;
const inputRef = /^inputs\.([A-Za-z0-9_-]{1,64})$/;
const needRef = /^needs\.([A-Za-z0-9_-]{1,64})\.output$/;

export interface TemplateProblem {
  message: string;
}

export interface ReferenceScope {
  inputs: ReadonlySet<string>;
  needs: ReadonlySet<string>;
}

function parse(text: string): { parts: Part[]; problems: TemplateProblem[] } {
  const parts: Part[] = [];
  const problems: TemplateProblem[] = [];
  let last = 0;
  for (const match of text.matchAll(placeholder)) {
    parts.push(text.slice(last, match.index));
    last = match.index + match[0].length;
    const expr = match[1]!.trim();
    const input = inputRef.exec(expr);
    const need = needRef.exec(expr);
    if (input !== null) parts.push({ kind: 'input', name: input[1]! });
    else if (need !== null) parts.push({ kind: 'need', nodeId: need[1]! });
    else {
      parts.push(match[0]);
      problems.push({
        message: `unknown template reference "{{ ${expr} }}" (accepted: {{ inputs.<name> }}, {{ needs.<id>.output }})`,
      });
    }
  }
  parts.push(text.slice(last));
  return { parts, problems };
}

/** Problems with the references of `text` in a node whose declared inputs and needs are `scope`. */
export function checkTemplate(text: string, scope: ReferenceScope): TemplateProblem[] {
  const { parts, problems } = parse(text);
  for (const part of parts) {
    if (typeof part === 'string') continue;
    if (part.kind === 'input' && !scope.inputs.has(part.name)) {
      problems.push({
        message: `unknown template reference "{{ inputs.${part.name} }}": input "${part.name}" is not declared in inputs`,
      });
    }
    if (part.kind === 'need' && !scope.needs.has(part.nodeId)) {
      problems.push({
        message: `unknown template reference "{{ needs.${part.nodeId}.output }}": "${part.nodeId}" is not in this node's needs`,
      });
    }
  }
  return problems;
}

/** Text of a value inside a prompt: strings as they are, anything else as JSON, absent as empty. */
export function renderValue(value: JsonValue | undefined): string {
  if (value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Substitutes references from a DAG node input `{ inputs, needs: { [id]: output } }`. */
export function renderTemplate(
  text: string,
  values: { inputs: Readonly<Record<string, JsonValue>>; needs: Readonly<Record<string, JsonValue>> },
): string {
  const { parts } = parse(text);
  return parts
    .map((part) => {
      if (typeof part === 'string') return part;
      return part.kind === 'input' ? renderValue(values.inputs[part.name]) : renderValue(values.needs[part.nodeId]);
    })
    .join('');
}
