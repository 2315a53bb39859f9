// Graph files are not expanded by GitHub Actions: `${{ secrets.X }}` in one stays literal text and would
// be stored in the run record. Refusing it points users to environment-variables instead.
import type { RawIssue, DocumentPath } from '../document/paths.ts';

const expression = /\$\{\{/;

export const secretsAdvice =
  'graph files are not expanded and their values are stored in the run record: pass secrets to the worker ' +
  'with the environment-variables option (the action input of that name), never in the graph file';

export function checkNoExpression(value: string, path: DocumentPath, issues: RawIssue[]): void {
  if (expression.test(value))
    issues.push({ path, message: `looks like a GitHub expression ("\${{ ... }}"); ${secretsAdvice}` });
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
