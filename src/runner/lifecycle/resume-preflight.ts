// A resume's preflight, under the lock and before anything is written: the plan on the fold as it
// is now, the pause snapshot, a takeover's leftovers and lease, the workspace lease and the
// workspace against the snapshot. A missing snapshot or drift is recorded as a refused resume.
import type { RunStorage } from '../../store/contract.ts';
import {
  driftMessage,
  type WorkspaceAnchor,
  type WorkspaceDrift,
  type WorkspaceProvider,
} from '../../workspace/index.ts';
import { isSupervisedRunError } from '../errors.ts';
import { settledHandle } from './handle.ts';
import { runnerEventTypes as T, type HeadDrift } from '../records/records.ts';
import { acquireLease, releaseDeadLease, stopLeftovers } from './ownership.ts';
import { closeBudget, remainingAt } from '../status/budget.ts';
import { openPauses } from '../status/fold-graph.ts';
import { settledPausePositions } from '../status/open-pauses.ts';
import { settledField } from '../status/fold-runner.ts';
import { foldStoredRun, type Folded } from '../status/read.ts';
import { budgetsNow } from '../status/project.ts';
import { plan, type Checked, type Held, type ResumeContext } from './resume-plan.ts';
import type { SupervisedPauseCode, SupervisedRunHandle } from '../types.ts';
import { loadAnchor } from '../watchdog/anchor.ts';
import { workspaceFailure } from '../watchdog/workspace.ts';

/**
 * Decides the plan on the fold as it is under the lock, then checks what it needs: the pause
 * snapshot, a takeover's leftovers and lease, the workspace lease and the workspace against the
 * snapshot. Spends no budget; a missing snapshot or drift is a recorded refusal.
 */
export async function preflight(
  context: ResumeContext,
  held: Held,
): Promise<Checked | { refused: SupervisedRunHandle }> {
  const { storage, runId, parsed, definition, workspace } = context;
  // Continues the verified fold with whatever was appended before the lock was ours.
  const folded = await foldStoredRun(storage, runId, { after: context.verified });
  const decided = plan(folded, parsed, definition.graphDefinition, budgetsNow(definition, folded.graph));
  const lastActivityAt =
    [folded.runner.lastEventAt, folded.graph.lastEventAt]
      .filter((at): at is string => at !== null)
      .sort()
      .at(-1) ?? null;
  const budget =
    decided.kind === 'takeover' && lastActivityAt !== null
      ? closeBudget(folded.runner.budget, lastActivityAt)
      : folded.runner.budget;
  const checked: Checked = { decided, folded, lastActivityAt, stoppedProcesses: [], brokeLease: false };
  if (remainingAt(budget, definition.limits.timeoutMs, Date.now()) === 0) return checked;
  const refuseWith = async (code: SupervisedPauseCode, reason: string, head?: HeadDrift) => ({
    refused: await refuse(storage, runId, folded, held.release, { code, reason, head }, parsed.position),
  });
  let anchor: WorkspaceAnchor | undefined;
  // A failed run saved no pause snapshot: a reopened one runs in the workspace as it is.
  if (decided.kind !== 'takeover' && decided.kind !== 'reopen') {
    const loaded = await pauseAnchor(storage, runId, folded);
    if ('refusal' in loaded) return refuseWith(loaded.refusal.code, loaded.refusal.reason);
    anchor = loaded.anchor;
  }
  if (decided.kind === 'takeover') {
    checked.stoppedProcesses = await stopLeftovers(folded, context.teardownGraceMs, 'not taking over');
    checked.brokeLease = await releaseDeadLease(workspace, runId);
  }
  held.lease = await acquireLease(workspace, runId);
  const drift = anchor === undefined ? undefined : await driftFrom(workspace, anchor);
  if (drift !== undefined)
    return refuseWith(
      'WORKSPACE_DRIFT',
      `the workspace differs from the snapshot saved at the pause: ${driftMessage(drift)}`,
      drift.head,
    );
  return checked;
}

async function pauseAnchor(
  storage: RunStorage,
  runId: string,
  folded: Folded,
): Promise<{ anchor: WorkspaceAnchor } | { refusal: { code: SupervisedPauseCode; reason: string } }> {
  try {
    return { anchor: await loadAnchor(storage, runId, settledField(folded.runner.settled, 'anchor')) };
  } catch (error) {
    if (
      isSupervisedRunError(error, 'WORKSPACE_ANCHOR_MISSING') ||
      isSupervisedRunError(error, 'WORKSPACE_ANCHOR_INVALID')
    )
      return { refusal: { code: error.code as SupervisedPauseCode, reason: error.message } };
    throw error;
  }
}

/** How the workspace differs from the pause snapshot, or undefined when it is the same. */
async function driftFrom(workspace: WorkspaceProvider, anchor: WorkspaceAnchor): Promise<WorkspaceDrift | undefined> {
  let verification;
  try {
    verification = await workspace.verify(anchor);
  } catch (error) {
    throw workspaceFailure(error, 'WORKSPACE_CAPTURE', 'the workspace cannot be verified against the pause snapshot');
  }
  return verification.equal ? undefined : verification.drift;
}

/** What a refused resume records: `head` when the workspace is at another commit (the record's structured field). */
interface Refusal {
  code: SupervisedPauseCode;
  reason: string;
  head?: HeadDrift | undefined;
}

/** Records a refused resume (the run stays as it was) and releases the lock. */
async function refuse(
  storage: RunStorage,
  runId: string,
  folded: Folded,
  release: () => Promise<void>,
  { code, reason, head }: Refusal,
  position: string | undefined,
): Promise<SupervisedRunHandle> {
  try {
    const log = await storage.openEventLog(runId, 'runner', folded.cursors.runner);
    try {
      await log.append([
        {
          type: T.resumeRefused,
          session: Math.max(1, folded.runner.session),
          data: {
            code,
            reason,
            ...(position === undefined ? {} : { position }),
            ...(head === undefined ? {} : { head: { ...head } }),
          },
        },
      ]);
    } finally {
      await log.close();
    }
  } finally {
    await release();
  }
  const pauses = openPauses(folded.graph);
  return settledHandle(storage, runId, {
    kind: 'pause',
    code,
    reason,
    ...(head === undefined ? {} : { head }),
    positions: settledPausePositions(folded.runner.settled, folded.graph) ?? pauses.map((p) => p.position),
    pauses,
  });
}
