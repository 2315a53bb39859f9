// Compares two workspace states (anchor vs. now) and says what differs.
import { worktreeKind, type WorkspaceFile } from './anchor.ts';
import { comparePaths } from './paths.ts';

/** What differs from an anchor, as seen from the anchor: paths changed, added and removed since. */
export interface WorkspaceDrift {
  head?: { expected: string | null; found: string | null };
  changed: string[];
  added: string[];
  removed: string[];
}

export type WorkspaceVerification = { equal: true } | { equal: false; drift: WorkspaceDrift };

interface WorkspaceState {
  head: string | null;
  files: readonly WorkspaceFile[];
}

/**
 * Both states list differences from their HEAD. A path missing from one side is as
 * in HEAD there, so e.g. an untracked file listed only in `found` was added since.
 */
export function compareStates(expected: WorkspaceState, found: WorkspaceState): WorkspaceDrift | null {
  const drift: WorkspaceDrift = { changed: [], added: [], removed: [] };
  if (expected.head !== found.head) drift.head = { expected: expected.head, found: found.head };
  const before = new Map(expected.files.map((file) => [file.path, file]));
  const after = new Map(found.files.map((file) => [file.path, file]));
  const paths = [...new Set([...before.keys(), ...after.keys()])].sort(comparePaths);
  for (const filePath of paths) {
    const kind = classify(before.get(filePath), after.get(filePath));
    if (kind !== null) drift[kind].push(filePath);
  }
  const same = drift.head === undefined && drift.changed.length + drift.added.length + drift.removed.length === 0;
  return same ? null : drift;
}

function classify(
  before: WorkspaceFile | undefined,
  after: WorkspaceFile | undefined,
): 'changed' | 'added' | 'removed' | null {
  const wasPresent = before === undefined || before.status !== 'deleted';
  const isPresent = after === undefined || after.status !== 'deleted';
  if (wasPresent && !isPresent) return 'removed';
  if (!wasPresent && isPresent) return 'added';
  if (before === undefined || after === undefined) {
    // Listed on one side only: compared with HEAD's version on the other side.
    const listed = (before ?? after) as WorkspaceFile;
    if (worktreeKind(listed.status) !== 'new') return 'changed';
    return before === undefined ? 'added' : 'removed';
  }
  const same =
    worktreeKind(before.status) === worktreeKind(after.status) &&
    before.digest === after.digest &&
    before.mode === after.mode;
  return same ? null : 'changed';
}

export function verificationOf(drift: WorkspaceDrift | null): WorkspaceVerification {
  return drift === null ? { equal: true } : { equal: false, drift };
}

const shownPaths = 20;

/** One line for a `WORKSPACE_DRIFT` message: the head difference, then up to 20 paths and a count of the rest. */
export function driftMessage(drift: WorkspaceDrift): string {
  const parts: string[] = [];
  if (drift.head !== undefined) {
    parts.push(`HEAD is ${drift.head.found ?? '(unborn)'}, expected ${drift.head.expected ?? '(unborn)'}`);
  }
  let budget = shownPaths;
  let hidden = 0;
  for (const kind of ['changed', 'added', 'removed'] as const) {
    const paths = drift[kind];
    if (paths.length === 0) continue;
    const shown = paths.slice(0, Math.max(budget, 0));
    budget -= shown.length;
    hidden += paths.length - shown.length;
    if (shown.length > 0) parts.push(`${kind}: ${shown.map((item) => JSON.stringify(item)).join(', ')}`);
  }
  if (hidden > 0) parts.push(`and ${hidden} more path${hidden === 1 ? '' : 's'}`);
  return parts.length === 0 ? 'no differences' : parts.join('; ');
}
