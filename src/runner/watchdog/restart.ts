// The steps around a restart after a crash: snapshot the workspace while the lease is held
// (runner:restart-anchor), release the lease for backoff, then re-acquire it and verify the
// snapshot before a replacement may start (a changed workspace or a lost lease pauses the run).
import type { ArtifactRef } from '../../store/contract.ts';
import { driftMessage, type WorkspaceAnchor } from '../../workspace/index.ts';
import { describeError } from '../errors.ts';
import { artifactPurposes, leaseClearedData, runnerEventTypes as T } from '../records/records.ts';
import { inFlightPositions, openPauses } from '../status/fold-graph.ts';
import type { SupervisedHeadDrift, SupervisedPauseCode } from '../types.ts';
import { captureAnchor } from './anchor.ts';
import type { WatchdogContext } from './context.ts';
import type { Settlement } from './settle.ts';
import type { TeardownBudget } from './teardown-budget.ts';

export type SavedAnchor =
  { ok: true; ref: ArtifactRef; anchor: WorkspaceAnchor } | { ok: false; settlement: Settlement };

export function backoffDelay(restart: number, policy: { initialBackoffMs: number; maxBackoffMs: number }): number {
  return Math.min(policy.maxBackoffMs, policy.initialBackoffMs * 2 ** Math.min(restart - 1, 30));
}

/** `teardown` cuts the snapshot when a stop or interrupt arrives meanwhile and its budget runs out. */
export async function saveRestartAnchor(
  context: WatchdogContext,
  restart: number,
  teardown?: TeardownBudget,
): Promise<SavedAnchor> {
  try {
    const saved = await captureAnchor(
      context.storage,
      context.runId,
      context.workspace,
      artifactPurposes.restartAnchor,
      teardown?.signal,
    );
    await context.log.append(T.restartAnchor, {
      // eslint-disable-next-line @typescript-eslint/no-deprecated -- a record field, not String.prototype.anchor
      anchor: saved.ref,
      fingerprint: saved.anchor.fingerprint,
      head: saved.anchor.head,
      source: 'capture',
      restart,
    });
    return { ok: true, ref: saved.ref, anchor: saved.anchor };
  } catch (error) {
    if (teardown?.cut(error) === true) {
      const message = teardown.cutMessage('the restart snapshot', describeError(error));
      return { ok: false, settlement: { kind: 'fail', code: 'WORKSPACE_CAPTURE', message, cleanupVerified: true } };
    }
    return {
      ok: false,
      settlement: {
        kind: 'fail',
        code: 'WORKSPACE_ANCHOR_WRITE',
        message: `the restart snapshot could not be saved: ${describeError(error)}`,
        cleanupVerified: true,
      },
    };
  }
}

export async function releaseForBackoff(context: WatchdogContext): Promise<Settlement | undefined> {
  try {
    await context.lease?.release();
    context.lease = null;
    return undefined;
  } catch (error) {
    return {
      kind: 'fail',
      code: 'WORKSPACE_RELEASE',
      message: `the workspace lease could not be released for backoff: ${describeError(error)}`,
      cleanupVerified: true,
      retain: true,
    };
  }
}

async function pauseOnSnapshot(
  context: WatchdogContext,
  ref: ArtifactRef,
  code: SupervisedPauseCode,
  reason: string,
  head?: SupervisedHeadDrift,
): Promise<Settlement> {
  const graph = await context.graph.refresh();
  return {
    kind: 'pause',
    type: 'paused',
    code,
    reason,
    ...(head === undefined ? {} : { head: { expected: head.expected, found: head.found } }),
    positions: inFlightPositions(graph),
    pauses: openPauses(graph),
    anchor: ref,
  };
}

export async function reacquireAndVerify(
  context: WatchdogContext,
  saved: { ref: ArtifactRef; anchor: WorkspaceAnchor },
  teardown?: TeardownBudget,
): Promise<Settlement | undefined> {
  try {
    context.lease = await context.workspace.acquireLease({ runId: context.runId, pid: process.pid });
    if (context.lease.cleared !== undefined) {
      const record = leaseClearedData(context.lease.cleared);
      await context.log.append(record.type, record.data);
    }
  } catch (error) {
    // Someone else holds the workspace now: a resumable pause on the restart snapshot.
    return pauseOnSnapshot(
      context,
      saved.ref,
      'WORKSPACE_LEASE',
      `the workspace lease could not be re-acquired after restart backoff: ${describeError(error)}`,
    );
  }
  let verification;
  try {
    verification = await context.workspace.verify(
      saved.anchor,
      teardown === undefined ? undefined : { signal: teardown.signal },
    );
  } catch (error) {
    return {
      kind: 'fail',
      code: 'WORKSPACE_CAPTURE',
      message:
        teardown?.cut(error) === true
          ? teardown.cutMessage('the verify after backoff', describeError(error))
          : `the workspace could not be verified after backoff: ${describeError(error)}`,
      cleanupVerified: true,
    };
  }
  if (verification.equal) return undefined;
  return pauseOnSnapshot(
    context,
    saved.ref,
    'WORKSPACE_DRIFT',
    `the workspace changed during restart backoff: ${driftMessage(verification.drift)}`,
    verification.drift.head,
  );
}
