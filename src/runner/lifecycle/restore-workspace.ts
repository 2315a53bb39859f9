// Rebuilding a paused run's workspace on a fresh checkout (a CI resume on a new machine): find the
// anchor the settled pause (or interruption) saved, and restore its commit and file content
// before resumeSupervisedRun verifies the workspace against that same anchor. Both adapters need
// it (the Action before every resume, the CLI on request).
import path from 'node:path';
import { z } from 'zod';
import { lazySchema } from '../../store/index.ts';
import { artifactRefSchema, type RunStorage } from '../../store/contract.ts';
import {
  isWorkspaceError,
  workspaceAnchorSchema,
  workspaceContentSchema,
  type WorkspaceAnchor,
  type WorkspaceProvider,
} from '../../workspace/index.ts';
import { describeError, SupervisedRunError } from '../errors.ts';
import { realRunRoot } from '../host/resolve.ts';
import { defaultScratch, ownPaths } from './session.ts';
import { settledField } from '../status/fold-runner.ts';
import type { Folded } from '../status/folded.ts';
import { verifiedReadOption, VerifiedStoredRun } from '../status/verified-read.ts';
import { defaultWorkspace } from '../watchdog/workspace.ts';

const storedCaptureSchema = lazySchema(() =>
  z.object({ anchor: workspaceAnchorSchema(), content: workspaceContentSchema() }),
);

export interface PausedWorkspaceRestore {
  /**
   * `unchanged`: the workspace already matched the anchor; `restored`: the commit was checked out
   * and the saved files written; `no-anchor`: the run is not settled with a saved anchor (an
   * orphaned or ended run), so there is nothing to restore.
   */
  outcome: 'unchanged' | 'restored' | 'no-anchor';
  /** The commit the anchor names (null for an unborn branch or without an anchor). */
  head: string | null;
  /** Files the anchor carries beyond its commit (changed, added, deleted, untracked). */
  files: number;
  /**
   * The verified read of the stored run this made: pass it to resumeSupervisedRun (`verified`),
   * which then reads only what was appended since instead of both logs again.
   */
  verified: VerifiedStoredRun;
}

/**
 * The provider the runner would use for a run rooted at `runRoot` with this store: git at the
 * real runRoot, leaving out the store and scratch directories when they lie inside it.
 */
export async function pausedRunWorkspace(
  storage: RunStorage,
  runId: string,
  runRoot: string,
  scratchDirectory?: string,
): Promise<WorkspaceProvider> {
  const realRoot = await realRunRoot(runRoot);
  const scratch = scratchDirectory === undefined ? defaultScratch(storage, runId) : path.resolve(scratchDirectory);
  return defaultWorkspace(realRoot, await ownPaths(realRoot, storage, scratch));
}

async function loadCapture(
  storage: RunStorage,
  runId: string,
  reference: unknown,
): Promise<{ anchor: WorkspaceAnchor; content: unknown }> {
  const ref = artifactRefSchema().safeParse(reference);
  if (!ref.success)
    throw new SupervisedRunError(
      'WORKSPACE_ANCHOR_INVALID',
      'the settled record names a malformed workspace snapshot reference',
    );
  let value: unknown;
  try {
    value = JSON.parse((await storage.artifacts(runId).get(ref.data)).toString('utf8'));
  } catch (error) {
    const missing =
      typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'ARTIFACT_NOT_FOUND';
    throw new SupervisedRunError(
      missing ? 'WORKSPACE_ANCHOR_MISSING' : 'WORKSPACE_ANCHOR_INVALID',
      `the saved workspace snapshot ${ref.data.digest} cannot be read: ${describeError(error)}`,
      {
        cause: error,
      },
    );
  }
  const parsed = storedCaptureSchema().safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new SupervisedRunError(
      'WORKSPACE_ANCHOR_INVALID',
      `the saved workspace snapshot is invalid: ${issue?.path.join('.')}: ${issue?.message}`,
    );
  }
  return parsed.data;
}

/**
 * An earlier verified read of this process, continued (it stays the read to hand on: a later
 * continuation reads from its cursors again), else both logs folded from the start.
 */
async function continuedOrWhole(
  storage: RunStorage,
  runId: string,
  earlier: VerifiedStoredRun | undefined,
): Promise<{ folded: Folded; verified: VerifiedStoredRun }> {
  const folded = await earlier?.continueIn(storage, runId);
  return earlier !== undefined && folded !== undefined
    ? { folded, verified: earlier }
    : VerifiedStoredRun.read(storage, runId);
}

/**
 * Restores the workspace from the anchor of the run's settled pause or interruption.
 * `options.verified`: an earlier verified read of this run made in this process (the Action's check
 * of the restored store), continued instead of reading both logs whole again.
 * WORKSPACE_DRIFT (details.needsCommit when a commit is missing) when it cannot be done:
 * the checkout has its own changes, lacks the anchor's commit, or still differs afterwards.
 */
export async function restorePausedWorkspace(
  storage: RunStorage,
  runId: string,
  provider: WorkspaceProvider,
  options: {
    verified?: VerifiedStoredRun;
    /**
     * Called with the commit the snapshot names (null: an unborn branch; undefined: no snapshot)
     * before the workspace is touched: what it throws stops the rebuild.
     */
    beforeRestore?: (head: string | null | undefined) => Promise<void>;
  } = {},
): Promise<PausedWorkspaceRestore> {
  const { folded, verified } = await continuedOrWhole(
    storage,
    runId,
    verifiedReadOption(options.verified, 'options.verified'),
  );
  const reference = settledField(folded.runner.settled, 'anchor');
  if (reference === undefined || reference === null) {
    await options.beforeRestore?.(undefined);
    return { outcome: 'no-anchor', head: null, files: 0, verified };
  }
  const { anchor, content } = await loadCapture(storage, runId, reference);
  await options.beforeRestore?.(anchor.head);
  const summary = { head: anchor.head, files: anchor.files.length, verified };
  try {
    if ((await provider.verify(anchor)).equal) return { outcome: 'unchanged', ...summary };
    await provider.restore(anchor, content as Parameters<WorkspaceProvider['restore']>[1]);
  } catch (error) {
    if (isWorkspaceError(error)) {
      const needsCommit = error.needsCommit;
      throw new SupervisedRunError(
        error.code === 'WORKSPACE_ANCHOR_INVALID' ? 'WORKSPACE_ANCHOR_INVALID' : 'WORKSPACE_DRIFT',
        `the workspace cannot be rebuilt from the pause snapshot: ${error.message}`,
        {
          cause: error,
          details: { ...(needsCommit === undefined ? {} : { needsCommit }), head: anchor.head },
        },
      );
    }
    throw new SupervisedRunError(
      'WORKSPACE_CAPTURE',
      `the workspace cannot be rebuilt from the pause snapshot: ${describeError(error)}`,
      { cause: error, details: { head: anchor.head } },
    );
  }
  return { outcome: 'restored', ...summary };
}
