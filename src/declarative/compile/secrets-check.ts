// Graph files are not expanded by GitHub Actions: `${{ secrets.X }}` in one stays literal text and would
// be stored in the run record (and `${{ needs.a.output }}` would render as "$" and the filled template).
// Every string of the file is stored or rendered, so every one is checked: the refusal points users
// to environment-variables for secrets, and to the file's own `{{ ... }}` for its references.
import type { RawIssue, DocumentPath } from '../document/paths.ts';

const expression = /\$\{\{(.*?)(\}\}|$)/s;
/** The graph file's own template namespaces (template.ts): `${{ needs.a.output }}` meant `{{ needs.a.output }}`. */
const ownNamespace = /^(inputs|needs|run|review)\./;

const templatedPlaces = "filled in prompts, a gate's question, run arguments, env values and when: conditions";

export const secretsAdvice =
  'graph files are not expanded and their values are stored in the run record: pass secrets to the worker ' +
  'with the environment-variables option (the action input of that name), never in the graph file';

/** The refusal of a string holding `${{ ... }}`, or undefined when it holds none. */
export function expressionProblem(value: string): string | undefined {
  const found = expression.exec(value);
  if (found === null) return undefined;
  const inner = found[1]!.trim();
  const closed = found[2] === '}}';
  if (closed && ownNamespace.test(inner))
    return (
      `"\${{ ${inner} }}" is GitHub expression syntax, which graph files do not expand: the graph file's own ` +
      `template is "{{ ${inner} }}", without the "$" (${templatedPlaces})`
    );
  const shown = closed && inner !== '' && inner.length <= 80 ? `"\${{ ${inner} }}"` : '"${{ ... }}"';
  return `${shown} looks like a GitHub expression; ${secretsAdvice}`;
}

export function checkNoExpression(value: string, path: DocumentPath, issues: RawIssue[]): void {
  const problem = expressionProblem(value);
  if (problem !== undefined) issues.push({ path, message: problem });
}

/**
 * Every string of the document (values and map keys, at any depth: arguments, env, prompts, a
 * gate's question, field defaults and descriptions, mock answers, conditions, input defaults).
 */
export function checkNoExpressions(document: unknown, issues: RawIssue[]): void {
  const within = new Set<object>();
  const visit = (value: unknown, path: Array<string | number>): void => {
    if (typeof value === 'string') {
      checkNoExpression(value, path, issues);
      return;
    }
    // A YAML alias may make a value its own ancestor: each container is visited once per path.
    if (typeof value !== 'object' || value === null || within.has(value)) return;
    within.add(value);
    if (Array.isArray(value)) value.forEach((item, index) => visit(item, [...path, index]));
    else
      for (const [key, item] of Object.entries(value)) {
        checkNoExpression(key, [...path, key], issues);
        visit(item, [...path, key]);
      }
    within.delete(value);
  };
  visit(document, []);
}

/** Variables the owned-command layer sets for cleanup and identity; a node must not override them. */
export function checkEnvName(name: string, path: DocumentPath, issues: RawIssue[]): void {
  if (name.startsWith('OBVERSA_')) issues.push({ path, message: 'OBVERSA_* variables are reserved for the runner' });
  if (name.startsWith('SUPERVISED_'))
    issues.push({
      path,
      message: 'SUPERVISED_* variables are set by the runner (SUPERVISED_OUTPUT, SUPERVISED_RUN_OUTCOME)',
    });
}
