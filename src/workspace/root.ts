// The provider's root must be the top level of a git work tree; anchors and
// leases are keyed by its real path.
import { realpath } from 'node:fs/promises';
import path from 'node:path';
import { describeError, isWorkspaceError, WorkspaceError } from './errors.ts';
import { runGit } from './git.ts';
import { relativePathProblem } from './paths.ts';
import { isStrictlyInside } from '../store/index.ts';

export async function resolveRepositoryRoot(root: string): Promise<string> {
  let real: string;
  try {
    real = await realpath(root);
  } catch (error) {
    throw new WorkspaceError('WORKSPACE_ROOT', `workspace root ${root} cannot be resolved: ${describeError(error)}`, {
      cause: error,
    });
  }
  let topLevel: string;
  try {
    const { stdout } = await runGit(real, ['rev-parse', '--show-toplevel']);
    topLevel = await realpath(stdout.toString('utf8').replace(/\n$/, ''));
  } catch (error) {
    // A git stopped by its timeout or the caller's signal says nothing about the root.
    if (isWorkspaceError(error, 'WORKSPACE_CAPTURE')) throw error;
    throw new WorkspaceError(
      'WORKSPACE_ROOT',
      `workspace root ${root} is not inside a git work tree: ${describeError(error)}`,
      { cause: error },
    );
  }
  if (topLevel !== real) {
    throw new WorkspaceError(
      'WORKSPACE_ROOT',
      `workspace root ${root} is not the top level of its git work tree (that is ${topLevel})`,
    );
  }
  return real;
}

/**
 * Exclusions as normalised paths relative to the root. Absolute paths are taken
 * relative to the root as given or as resolved; ones outside it exclude nothing.
 */
export function normaliseExcludePaths(root: string, realRoot: string, excludePaths: readonly string[]): string[] {
  const result = new Set<string>();
  for (const given of excludePaths) {
    let relative: string | null = given;
    if (path.isAbsolute(given)) {
      relative =
        [path.resolve(root), realRoot]
          .map((base) => path.relative(base, path.resolve(given)))
          .find((candidate) => isStrictlyInside(candidate)) ?? null;
      if (relative === null) continue;
    }
    const normalised = path.posix.normalize(relative.split(path.sep).join('/')).replace(/\/+$/, '');
    const problem = relativePathProblem(normalised);
    if (problem !== null)
      throw new WorkspaceError('INVALID_OPTIONS', `options.excludePaths: ${JSON.stringify(given)} ${problem}`);
    result.add(normalised);
  }
  return [...result];
}
