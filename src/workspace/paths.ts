// Repository-relative paths. Anchors come back from caches, so every path is
// treated as untrusted: it must be relative, normalised, inside the root and
// outside any `.git` directory before it is used to touch the file system.
import path from 'node:path';
import { isStrictlyInside } from '../store/index.ts';

const maxPathLength = 4096;

/** Why `value` is not a safe repository-relative path, or null when it is. */
export function relativePathProblem(value: string): string | null {
  if (value.length === 0) return 'is empty';
  if (value.length > maxPathLength) return `is longer than ${maxPathLength} characters`;
  if (value.includes('\0')) return 'contains a NUL character';
  if (value.startsWith('/') || /^[A-Za-z]:/.test(value))
    return 'is absolute (a path relative to the repository root is accepted)';
  // Windows would read a backslash as a separator and let `a\..\..\b` escape.
  if (process.platform === 'win32' && value.includes('\\')) return 'contains a backslash';
  for (const segment of value.split('/')) {
    if (segment === '') return 'is not normalised (empty segment or trailing "/")';
    if (segment === '.' || segment === '..') return `is not normalised (contains "${segment}")`;
    if (isGitDirectoryName(segment)) return 'points into a .git directory';
  }
  return null;
}

/** `.git` and the spellings that file systems fold onto it (case, trailing dots/spaces, 8.3 name). */
function isGitDirectoryName(segment: string): boolean {
  const folded = segment.toLowerCase().replace(/[. ]+$/, '');
  return folded === '.git' || folded === 'git~1';
}

/**
 * Absolute path of a checked relative path under `root`, re-checked after resolution
 * so that no platform's separator rules can move it outside the root.
 */
export function resolveInside(root: string, relative: string): string {
  const problem = relativePathProblem(relative);
  if (problem !== null) throw new Error(`path ${JSON.stringify(relative)} ${problem}`);
  const absolute = path.resolve(root, relative);
  const back = path.relative(root, absolute);
  if (!isStrictlyInside(back)) {
    throw new Error(`path ${JSON.stringify(relative)} resolves outside the repository root`);
  }
  return absolute;
}

/** Byte-wise (UTF-8) order, so that the order of paths is the same on every platform and in git. */
export function comparePaths(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}

/** True when `candidate` is `prefix` or lies under it. */
export function isAtOrUnder(candidate: string, prefix: string): boolean {
  return candidate === prefix || candidate.startsWith(`${prefix}/`);
}
