// `ask:` -> the stored gate config: the question template checked like a prompt's, fields in the
// order written, the allowed actors and the timeout in ms.
import type { DocumentPath, RawIssue } from '../document/paths.ts';
import type { NodeDocument } from '../document/schema.ts';
import { parseDuration } from '../duration.ts';
import { checkTemplate, type ReferenceScope } from '../template.ts';
import type { GateNodeConfig } from './schema.ts';

/** Keys that belong to commands, engine calls or reviewers: a gate takes none of them. */
const notForGates = [
  'run',
  'engine',
  'prompt',
  'prompt-file',
  'timeout',
  'cwd',
  'env',
  'retry-safe',
  'max-cost-usd',
  'max-tokens-total',
  'review',
] as const;

function whyNot(key: (typeof notForGates)[number]): string {
  if (key === 'timeout') return 'set ask.timeout for how long the question stays open';
  if (key === 'retry-safe') return 'a gate holds no effect and is always retry-safe';
  if (key === 'max-cost-usd' || key === 'max-tokens-total')
    return 'a gate makes no engine calls; cap the engine nodes, or set the run budget';
  // A gate's answer is the node's output, not a reviewer's verdict.
  if (key === 'review') return 'only command and engine nodes review (a verdict of pass or revise)';
  return 'a node is a command (run), an engine call (engine) or a question (ask)';
}

export function compileGate(
  node: NodeDocument,
  at: DocumentPath,
  scope: ReferenceScope,
  issues: RawIssue[],
): GateNodeConfig | undefined {
  const ask = node.ask!;
  const before = issues.length;
  for (const key of notForGates) {
    if (node[key] === undefined) continue;
    issues.push({ path: [...at, key], message: `a gate node (ask) does not take ${key}: ${whyNot(key)}` });
  }
  for (const problem of checkTemplate(ask.question, scope))
    issues.push({ path: [...at, 'ask', 'question'], message: problem.message });
  if (issues.length > before) return undefined;
  const fields: GateNodeConfig['fields'] = Object.entries(ask.fields ?? {}).map(([name, field]) => ({
    name,
    type: field.type,
    ...(field.options === undefined ? {} : { options: field.options }),
    required: field.required ?? false,
    ...(field.default === undefined ? {} : { default: field.default }),
    ...(field.description === undefined ? {} : { description: field.description }),
  }));
  return {
    kind: 'gate',
    question: ask.question,
    fields,
    allowedActors: ask['allowed-actors'] ?? [],
    ...(ask.timeout === undefined ? {} : { timeoutMs: parseDuration(ask.timeout)! }),
  };
}
