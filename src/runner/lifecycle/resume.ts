// resumeSupervisedRun: reopen exactly one recorded graph pause (position), or continue an
// interrupted or drift-paused run (no position: runner:adopted, then as after a crash), or take
// over an orphaned run (explicit `takeover`, recorded). Definition, host and limits come from the
// stored run. Preflight (store verification, lock, anchor, lease, workspace verification) spends no
// budget; workspace evidence failures resolve `done` to a pause and leave the run as it was.
import path from 'node:path';
import type { JsonValue, RunStorage } from '../../store/contract.ts';
import type { ProcessIdentity } from '../../engine/command/index.ts';
import { driftMessage, type WorkspaceAnchor, type WorkspaceLease } from '../../workspace/index.ts';
import { describeError, isSupervisedRunError, SupervisedRunError } from '../errors.ts';
import { holdSignalsFor, refuseIfSignalled, settledHandle } from './handle.ts';
import { checkStoredHost, realRunRoot } from '../host/resolve.ts';
import {
  checkBackoff,
  parseResumeSupervisedRunOptions,
  type ResumeSupervisedRunOptions,
  type RestartPolicy,
} from '../options/options.ts';
import { leaseClearedData, runnerEventTypes as T, terminalTypes, type WorkerMode } from '../records/records.ts';
import { defaultScratch, openSession, ownPaths } from './session.ts';
import { acquireLease, acquireLock } from './start.ts';
import { closeBudget, remainingAt } from '../status/budget.ts';
import { openPauses } from '../status/fold-graph.ts';
import { settledField } from '../status/fold-runner.ts';
import { foldStoredRun, type Folded } from '../status/read.ts';
import { occurrenceAt } from '../status/state.ts';
import { openStorage } from '../records/storage.ts';
import { planReopen, recordReopen, type Reopen } from './reopen.ts';
import { checkResumeAnswer } from './answer.ts';
import { resolveWorkerEntry } from '../worker/worker-path.ts';
import { loadDefinition } from '../records/stored-run.ts';
import type { SupervisedPauseCode, SupervisedRunHandle } from '../types.ts';
import { loadAnchor } from '../watchdog/anchor.ts';
import { SignalGate } from '../watchdog/signals.ts';
import { clearSettledSessionLock, stopLeftovers, takeLease, takeLockFrom } from './takeover.ts';
import { checkWorkspaceRoot, defaultWorkspace, workspaceFailure } from '../watchdog/workspace.ts';

type Plan =
  | { kind: 'resume'; mode: Extract<WorkerMode, { kind: 'resume' }> }
  | { kind: 'continue'; from: 'interrupted' | 'paused' }
  | { kind: 'takeover'; mode: WorkerMode }
  | { kind: 'reopen'; reopen: Reopen };

const positionList = (positions: readonly string[]) =>
  positions.length === 0 ? 'none' : positions.map((p) => JSON.stringify(p)).join(', ');

function plan(
  folded: Folded,
  options: ReturnType<typeof parseResumeSupervisedRunOptions>['parsed'],
  form: string,
): Plan {
  const { runId } = options;
  if (options.retryFailed !== undefined)
    return { kind: 'reopen', reopen: planReopen(folded, runId, form, options.retryFailed) };
  const settled = folded.runner.settled;
  const pauses = openPauses(folded.graph);
  if (settled !== null && terminalTypes.has(settled.type)) {
    throw new SupervisedRunError(
      'RUN_NOT_PAUSED',
      `run ${runId} has ended (${settled.type}); there is nothing to resume`,
    );
  }
  let mode: WorkerMode = { kind: 'run' };
  if (options.position !== undefined) {
    const pause = pauses.find((candidate) => candidate.position === options.position);
    if (pause === undefined) {
      throw new SupervisedRunError(
        'RESUME_POSITION',
        `position ${JSON.stringify(options.position)} of run ${runId} is not a recorded pause; paused positions: ${positionList(pauses.map((p) => p.position))}`,
      );
    }
    const pauseKind = occurrenceAt(folded.graph, pause.position)?.pause?.pauseKind;
    if (options.decision !== undefined && pauseKind !== 'reconcile-attempt') {
      throw new SupervisedRunError(
        'RESUME_DECISION',
        `a decision answers a reconcile-attempt pause; position ${JSON.stringify(pause.position)} is a ${pauseKind ?? 'graph'} pause`,
      );
    }
    if (options.raiseBudget !== undefined) checkRaise(options.raiseBudget, pause, pauseKind);
    const answer = checkResumeAnswer(options.answer, pause, pauseKind);
    mode = {
      kind: 'resume',
      position: pause.position,
      pauseEventId: pause.eventId,
      ...(options.decision === undefined ? {} : { decision: options.decision }),
      ...(options.raiseBudget === undefined ? {} : { raiseBudget: options.raiseBudget }),
      ...(answer === undefined ? {} : { answer }),
    };
  }
  if (settled === null) {
    if (options.takeover === undefined) {
      throw new SupervisedRunError(
        'RUN_NOT_PAUSED',
        `run ${runId} has no settled pause: its watchdog stopped without recording one (status phase "orphaned"); continue it only with an explicit takeover { reason, by }`,
      );
    }
    return { kind: 'takeover', mode };
  }
  if (mode.kind === 'resume') return { kind: 'resume', mode };
  if (settled.type === T.interrupted) return { kind: 'continue', from: 'interrupted' };
  // Runner-level pauses (no graph pause to name) continue like an interrupted run.
  const code = settledField(settled, 'code');
  if (code === 'WORKSPACE_DRIFT' || code === 'WORKSPACE_LEASE') return { kind: 'continue', from: 'paused' };
  throw new SupervisedRunError(
    'RESUME_POSITION',
    `run ${runId} is paused; pass the position of one recorded pause: ${positionList(pauses.map((p) => p.position))}`,
  );
}

/** Records a refused resume (the run stays as it was) and releases the lock. */
async function refuse(
  storage: RunStorage,
  runId: string,
  folded: Folded,
  release: () => Promise<void>,
  code: SupervisedPauseCode,
  reason: string,
  position: string | undefined,
): Promise<SupervisedRunHandle> {
  try {
    const log = await storage.openEventLog(runId, 'runner', folded.cursors.runner);
    try {
      await log.append([
        {
          type: T.resumeRefused,
          session: Math.max(1, folded.runner.session),
          data: { code, reason, ...(position === undefined ? {} : { position }) },
        },
      ]);
    } finally {
      await log.close();
    }
  } finally {
    await release();
  }
  const settledPositions = settledField(folded.runner.settled, 'positions');
  const pauses = openPauses(folded.graph);
  return settledHandle(storage, runId, {
    kind: 'pause',
    code,
    reason,
    positions: Array.isArray(settledPositions)
      ? settledPositions.filter((p): p is string => typeof p === 'string')
      : pauses.map((p) => p.position),
    pauses,
  });
}

/**
 * Folds both logs from the start, which verifies every record's checksum and the hash chain (the
 * definition was verified against its digest when loaded). A restored store is untrusted and a status
 * checkpoint or a cursor vouches for nothing below it, so nothing is locked, leased or launched
 * before the whole run verifies; a corrupt store is refused as RUN_STORAGE with the store's error.
 */
async function verifyStoredRun(storage: RunStorage, runId: string): Promise<Folded> {
  try {
    return await foldStoredRun(storage, runId, { useCheckpoint: false });
  } catch (error) {
    if (isSupervisedRunError(error)) throw error;
    throw new SupervisedRunError(
      'RUN_STORAGE',
      `run ${runId} cannot be resumed: the stored run does not verify: ${describeError(error)}`,
      { cause: error },
    );
  }
}

export async function resumeSupervisedRun(options: ResumeSupervisedRunOptions): Promise<SupervisedRunHandle> {
  const { parsed, extras } = parseResumeSupervisedRunOptions(options);
  resolveWorkerEntry(extras.workerEntry); // INVALID_OPTIONS before anything is written
  // Before the first await: from here a signal never takes the default action (ending the process
  // with the lock held); a session takes the held signal over, every other way out disposes it.
  const signals = extras.handleSignals === true ? SignalGate.install() : null;
  try {
    const handle = await resumeWith(parsed, extras, signals);
    if (!handle.attachedSignals) signals?.dispose();
    return handle.handle;
  } catch (error) {
    signals?.dispose();
    throw error;
  }
}

async function resumeWith(
  parsed: ReturnType<typeof parseResumeSupervisedRunOptions>['parsed'],
  extras: ReturnType<typeof parseResumeSupervisedRunOptions>['extras'],
  signals: SignalGate | null,
): Promise<{ handle: SupervisedRunHandle; attachedSignals: boolean }> {
  const realRoot = await realRunRoot(parsed.runRoot);
  const storage = await openStorage(parsed.storage);
  if (signals !== null) holdSignalsFor(storage, signals);
  const { runId } = parsed;
  const { definition } = await loadDefinition(storage, runId);
  const verified = await verifyStoredRun(storage, runId);
  await checkStoredHost(realRoot, definition.host);
  const restart: RestartPolicy = { ...definition.restart };
  for (const [key, value] of Object.entries(parsed.restart ?? {}))
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- an optional key given as undefined
    if (value !== undefined) restart[key as keyof RestartPolicy] = value;
  checkBackoff(restart);
  const teardownGraceMs = parsed.teardownGraceMs ?? definition.teardownGraceMs;
  const scratchDirectory =
    parsed.scratchDirectory === undefined ? defaultScratch(storage, runId) : path.resolve(parsed.scratchDirectory);
  const workspace = extras.workspace ?? defaultWorkspace(realRoot, await ownPaths(realRoot, storage, scratchDirectory));
  await checkWorkspaceRoot(workspace, realRoot);

  refuseIfSignalled(signals, runId);
  const previousHolder = parsed.takeover === undefined ? null : await takeLockFrom(storage, runId);
  const clearedLock = parsed.takeover === undefined ? await clearSettledSessionLock(storage, runId, verified) : null;
  const lock = await acquireLock(storage, runId);
  let lease: WorkspaceLease | null = null;
  const release = async () => {
    await lease?.release().catch(() => undefined);
    await lock.release().catch(() => undefined);
  };
  try {
    // Continues the verified fold with whatever was appended before the lock was ours.
    let folded = await foldStoredRun(storage, runId, { after: verified });
    const decided = plan(folded, parsed, definition.graphDefinition.form);
    const lastActivityAt =
      [folded.runner.lastEventAt, folded.graph.lastEventAt]
        .filter((at): at is string => at !== null)
        .sort()
        .at(-1) ?? null;
    const budget =
      decided.kind === 'takeover' && lastActivityAt !== null
        ? closeBudget(folded.runner.budget, lastActivityAt)
        : folded.runner.budget;
    const exhausted = remainingAt(budget, definition.limits.timeoutMs, Date.now()) === 0;

    let anchor: WorkspaceAnchor | undefined;
    // A failed run saved no pause snapshot: a reopened one runs in the workspace as it is.
    if (!exhausted && decided.kind !== 'takeover' && decided.kind !== 'reopen') {
      try {
        anchor = await loadAnchor(storage, runId, settledField(folded.runner.settled, 'anchor'));
      } catch (error) {
        if (
          isSupervisedRunError(error, 'WORKSPACE_ANCHOR_MISSING') ||
          isSupervisedRunError(error, 'WORKSPACE_ANCHOR_INVALID')
        ) {
          return {
            handle: await refuse(
              storage,
              runId,
              folded,
              release,
              error.code as SupervisedPauseCode,
              error.message,
              parsed.position,
            ),
            attachedSignals: false,
          };
        }
        throw error;
      }
    }
    let stoppedProcesses: ProcessIdentity[] = [];
    let brokeLease = false;
    if (!exhausted) {
      if (decided.kind === 'takeover') {
        stoppedProcesses = await stopLeftovers(folded, teardownGraceMs);
        brokeLease = await takeLease(workspace, runId);
      }
      lease = await acquireLease(workspace, runId);
      if (anchor !== undefined) {
        let verification;
        try {
          verification = await workspace.verify(anchor);
        } catch (error) {
          throw workspaceFailure(
            error,
            'WORKSPACE_CAPTURE',
            'the workspace cannot be verified against the pause snapshot',
          );
        }
        if (!verification.equal) {
          return {
            handle: await refuse(
              storage,
              runId,
              folded,
              release,
              'WORKSPACE_DRIFT',
              `the workspace differs from the snapshot saved at the pause: ${driftMessage(verification.drift)}`,
              parsed.position,
            ),
            attachedSignals: false,
          };
        }
      }
    }

    const session = Math.max(folded.runner.session, folded.graph.session) + 1;
    const extraRecords: Array<{ type: string; data: JsonValue }> = [];
    if (clearedLock !== null) {
      const { pid, hostname, acquiredAt } = clearedLock;
      extraRecords.push({
        type: T.lockCleared,
        data: { holder: { pid, hostname, acquiredAt }, settledSession: verified.runner.session },
      });
    }
    if (lease?.cleared !== undefined) extraRecords.push(leaseClearedData(lease.cleared));
    if (decided.kind === 'continue') extraRecords.push({ type: T.adopted, data: { from: decided.from } });
    if (decided.kind === 'reopen') {
      const { by, reason, code, nodes } = decided.reopen;
      extraRecords.push({ type: T.adopted, data: { from: 'failed', reopen: { by, reason, code, nodes } } });
    }
    if (decided.kind === 'takeover') {
      const takeover = parsed.takeover!;
      extraRecords.push({
        type: T.adopted,
        data: {
          from: 'orphaned',
          takeover: {
            reason: takeover.reason,
            by: takeover.by,
            previousHolder,
            lastActivityAt,
            stoppedProcesses,
            brokeLease,
          },
        },
      });
    }
    const mode: WorkerMode = decided.kind === 'continue' || decided.kind === 'reopen' ? { kind: 'run' } : decided.mode;
    refuseIfSignalled(signals, runId); // the last moment at which nothing was written
    if (decided.kind === 'reopen') {
      // Written before the session record: a crash in between leaves the run failed, and a
      // second retry names the same nodes again (the form folds the record idempotently).
      await recordReopen(storage, runId, folded, decided.reopen, session);
      folded = await foldStoredRun(storage, runId, { after: folded });
    }
    const handle = await openSession({
      storage,
      storageOptions: parsed.storage,
      runId,
      definition,
      session,
      sessionRecord: {
        kind: decided.kind,
        ...(mode.kind === 'resume'
          ? {
              position: mode.position,
              pauseEventId: mode.pauseEventId,
              ...(mode.decision === undefined
                ? {}
                : { decision: { decision: mode.decision.decision, decidedBy: mode.decision.decidedBy } }),
            }
          : {}),
        environmentVariables: parsed.environmentVariables,
        restart,
        teardownGraceMs,
        lockToken: lock.token,
      },
      extraRecords,
      lock,
      lease,
      workspace,
      realRoot,
      scratchDirectory,
      restart,
      teardownGraceMs,
      environmentVariables: parsed.environmentVariables,
      mode,
      extras,
      runner: { fold: folded.runner, cursor: folded.cursors.runner },
      graph: { fold: folded.graph, cursor: folded.cursors.graph },
    });
    return { handle, attachedSignals: true };
  } catch (error) {
    await release();
    if (isSupervisedRunError(error)) throw error;
    throw new SupervisedRunError('RUN_STORAGE', `run ${runId} cannot be resumed: ${describeError(error)}`, {
      cause: error,
    });
  }
}

/** A raise answers a budget pause and only goes up from the limit that pause recorded. */
function checkRaise(
  raise: { usd?: number | undefined; tokens?: number | undefined },
  pause: { position: string; request: unknown },
  pauseKind: string | null | undefined,
): void {
  if (pauseKind !== 'budget') {
    throw new SupervisedRunError(
      'RESUME_BUDGET',
      `raiseBudget answers a budget pause; position ${JSON.stringify(pause.position)} is a ${pauseKind ?? 'graph'} pause`,
    );
  }
  const limit = (pause.request as { limit?: { usd?: number; tokens?: number } } | null)?.limit ?? {};
  if (raise.usd === undefined && raise.tokens === undefined)
    throw new SupervisedRunError('RESUME_BUDGET', 'raiseBudget needs usd and/or tokens (a higher limit)');
  for (const field of ['usd', 'tokens'] as const) {
    const value = raise[field];
    const current = limit[field];
    if (value !== undefined && current !== undefined && value <= current) {
      throw new SupervisedRunError(
        'RESUME_BUDGET',
        `raiseBudget.${field} must be more than the current limit ${current} (got ${value}); a budget only goes up`,
      );
    }
  }
}
