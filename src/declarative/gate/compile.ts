// `ask:` -> the stored gate config: the question template checked like a prompt's, fields in the
// order written, the allowed actors and the timeout in ms.
import type { DocumentPath, RawIssue } from '../document/paths.ts';
import type { NodeDocument } from '../document/schema.ts';
import { parseDuration } from '../duration.ts';
import { checkTemplate, type ReferenceScope } from '../template.ts';
import type { GateNodeConfig } from './schema.ts';

/** Keys that belong to commands or engine calls: a gate takes none of them. */
const notForGates = ['run', 'engine', 'prompt', 'prompt-file', 'timeout', 'cwd', 'env', 'retry-safe'] as const;

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
    const why =
      key === 'timeout'
        ? 'set ask.timeout for how long the question stays open'
        : key === 'retry-safe'
          ? 'a gate holds no effect and is always retry-safe'
          : 'a node is a command (run), an engine call (engine) or a question (ask)';
    issues.push({ path: [...at, key], message: `a gate node (ask) does not take ${key}: ${why}` });
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
