// restore(anchor, content): rebuild a captured workspace on a fresh, clean checkout
// (the Action resuming on a new runner). Everything untrusted is verified before the
// first write; the result is verified after the last.
import type { WorkspaceAnchor } from './anchor.ts';
import { anchorOf } from './capture.ts';
import { compareStates, driftMessage, type WorkspaceDrift } from './drift.ts';
import { describeError, WorkspaceError } from './errors.ts';
import { runGit } from './git.ts';
import { parseWorkspaceAnchor, parseWorkspaceContent } from './parse.ts';
import { comparePaths, isAtOrUnder } from './paths.ts';
import type { WorkspaceScan } from './scan.ts';
import { hasCommit } from './tree.ts';
import { removeWorkspaceFile, writeWorkspaceFile } from './write.ts';

export interface RestoreContext {
  root: string;
  /** Paths capture leaves out (e.g. the run store): an anchor never lists them, so one that does is refused. */
  excludePaths: readonly string[];
  scan(): Promise<WorkspaceScan>;
  drift(anchor: WorkspaceAnchor, scan: WorkspaceScan): Promise<WorkspaceDrift | null>;
}

export async function restoreWorkspace(
  context: RestoreContext,
  anchorValue: unknown,
  contentValue: unknown,
): Promise<void> {
  const anchor = parseWorkspaceAnchor(anchorValue);
  const bytesByPath = parseWorkspaceContent(anchor, contentValue);
  const { root } = context;
  const excluded = anchor.files.find((file) => context.excludePaths.some((prefix) => isAtOrUnder(file.path, prefix)));
  if (excluded !== undefined) {
    throw new WorkspaceError(
      'WORKSPACE_ANCHOR_INVALID',
      `workspace anchor lists ${JSON.stringify(excluded.path)}, which is inside an excluded path; capture never records those`,
    );
  }

  const before = await context.scan();
  if ((await context.drift(anchor, before)) === null) return; // already restored
  if (before.files.length > 0) {
    const own = compareStates({ head: before.head, files: [] }, anchorOf(root, before)) as WorkspaceDrift;
    throw new WorkspaceError(
      'WORKSPACE_DRIFT',
      `restore needs a clean checkout, but ${root} has its own changes: ${driftMessage(own)}`,
      { drift: own },
    );
  }
  if (before.head !== anchor.head) await checkOut(root, anchor.head, before.head);

  try {
    const files = [...anchor.files].sort((a, b) => comparePaths(a.path, b.path));
    // Deletions first, so a deleted file never stands where a restored directory must go.
    for (const file of files) if (file.status === 'deleted') await removeWorkspaceFile(root, file.path);
    for (const file of files) {
      const bytes = bytesByPath.get(file.path);
      if (bytes !== undefined) await writeWorkspaceFile(root, file.path, bytes, file.mode);
    }
  } catch (error) {
    if (error instanceof WorkspaceError) throw error;
    throw new WorkspaceError(
      'WORKSPACE_DRIFT',
      `restore could not write the saved files into ${root}: ${describeError(error)}`,
      { cause: error },
    );
  }

  const after = await context.scan();
  const drift = await context.drift(anchor, after);
  if (drift !== null) {
    throw new WorkspaceError(
      'WORKSPACE_DRIFT',
      `the restored workspace ${root} still differs from the anchor: ${driftMessage(drift)}`,
      { drift },
    );
  }
}

async function checkOut(root: string, commit: string | null, current: string | null): Promise<void> {
  if (commit === null) {
    throw new WorkspaceError(
      'WORKSPACE_DRIFT',
      `restore needs an unborn branch (the anchor was captured before the first commit), but ${root} is at ${current}`,
    );
  }
  if (!(await hasCommit(root, commit))) {
    throw new WorkspaceError(
      'WORKSPACE_DRIFT',
      `restore needs commit ${commit}, which ${root} does not have (it is at ${current ?? 'an unborn branch'}); fetch it first, e.g. actions/checkout with fetch-depth: 0`,
      { needsCommit: commit },
    );
  }
  try {
    // Hooks are off: a checkout made by restore must not run repository code.
    await runGit(root, ['-c', 'core.hooksPath=/dev/null', 'checkout', '--quiet', '--detach', commit, '--']);
  } catch (error) {
    throw new WorkspaceError(
      'WORKSPACE_DRIFT',
      `restore could not check out commit ${commit} in ${root}: ${describeError(error)}`,
      { cause: error, needsCommit: commit },
    );
  }
}
