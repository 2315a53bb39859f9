// The default workspace provider (git at runRoot, leaving out the store's own files and the
// scratch directory) and the paths the worker leaves out of change records.
import os from 'node:os';
import path from 'node:path';
import { createGitWorkspaceProvider, isWorkspaceError, type WorkspaceProvider } from '../../workspace/index.ts';
import { describeError, isSupervisedRunError, SupervisedRunError } from '../errors.ts';
import { isStrictlyInside } from '../../store/index.ts';

/** Machine-wide (per user) so two stores driving one repository still exclude each other. */
export function defaultLeaseDirectory(): string {
  const user = typeof process.getuid === 'function' ? String(process.getuid()) : 'user';
  return path.join(os.tmpdir(), `supervised-run-leases-${user}`);
}

/** Root-relative POSIX paths of the given directories that lie inside root. */
export function insidePaths(root: string, directories: readonly string[]): string[] {
  const result: string[] = [];
  for (const directory of directories) {
    const relative = path.relative(root, path.resolve(directory));
    if (isStrictlyInside(relative)) result.push(relative.split(path.sep).join('/'));
  }
  return result;
}

/** `rootResolved`: realRoot was checked to be its git work tree's top level (checkWorkspaceRoot): no git process for it again. */
export function defaultWorkspace(
  realRoot: string,
  excludePaths: readonly string[],
  options: { rootResolved?: boolean } = {},
): WorkspaceProvider {
  return createGitWorkspaceProvider({
    root: realRoot,
    excludePaths: [...excludePaths],
    leaseDirectory: defaultLeaseDirectory(),
    ...(options.rootResolved === true ? { rootResolved: true } : {}),
  });
}

/** Why runRoot is no workspace, as data: a caller names the root its own way (the CLI's `--root`). */
export interface RunRootProblem {
  /** The real path of runRoot. */
  root: string;
  /** What git said (not inside a work tree, not its top level, ...). */
  reason: string;
}

/** `runRoot must be the top level of a git work tree: <what git said>`, naming the root `rootName`. */
export function describeRunRootProblem(problem: RunRootProblem, rootName = 'runRoot'): string {
  return `${rootName} must be the top level of a git work tree: ${problem.reason}`;
}

/** The problem a WORKSPACE_ROOT error of checkWorkspaceRoot carries about runRoot, or undefined. */
export function runRootProblemOf(error: unknown): RunRootProblem | undefined {
  if (!isSupervisedRunError(error, 'WORKSPACE_ROOT')) return undefined;
  const problem = error.details?.runRoot as { root?: unknown; reason?: unknown } | undefined;
  return typeof problem?.root === 'string' && typeof problem.reason === 'string'
    ? { root: problem.root, reason: problem.reason }
    : undefined;
}

/**
 * The provider must capture the same root as runRoot (WORKSPACE_ROOT otherwise). When git says
 * runRoot is none (not in a work tree, not its top level), the error carries the RunRootProblem.
 */
export async function checkWorkspaceRoot(workspace: WorkspaceProvider, realRoot: string): Promise<void> {
  let root: string;
  try {
    root = await workspace.repositoryRoot();
  } catch (error) {
    if (isWorkspaceError(error, 'WORKSPACE_ROOT')) {
      const problem: RunRootProblem = { root: realRoot, reason: error.message };
      throw new SupervisedRunError('WORKSPACE_ROOT', `options.${describeRunRootProblem(problem)}`, {
        cause: error,
        details: { runRoot: { ...problem } },
      });
    }
    throw new SupervisedRunError(
      'WORKSPACE_ROOT',
      `the workspace provider has no usable root: ${describeError(error)}`,
      { cause: error },
    );
  }
  if (root !== realRoot) {
    throw new SupervisedRunError('WORKSPACE_ROOT', `the workspace provider captures ${root}, not runRoot ${realRoot}`);
  }
}

/** Workspace errors keep their own code where the runner has it. */
export function workspaceFailure(
  error: unknown,
  fallback: 'WORKSPACE_CAPTURE' | 'WORKSPACE_LEASE',
  what: string,
): SupervisedRunError {
  if (isWorkspaceError(error)) {
    const code =
      error.code === 'WORKSPACE_ROOT' || error.code === 'WORKSPACE_LEASE' || error.code === 'WORKSPACE_CAPTURE'
        ? error.code
        : fallback;
    return new SupervisedRunError(code, `${what}: ${error.message}`, { cause: error });
  }
  return new SupervisedRunError(fallback, `${what}: ${describeError(error)}`, { cause: error });
}
