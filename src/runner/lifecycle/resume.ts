// resumeSupervisedRun: reopen exactly one recorded graph pause (position), or continue an
// interrupted or drift-paused run (no position: runner:adopted, then as after a crash), or take
// over an orphaned run (explicit `takeover`, recorded). Definition, host and limits come from the
// stored run. Preflight (store verification, lock, anchor, lease, workspace verification) spends no
// budget; workspace evidence failures resolve `done` to a pause and leave the run as it was.
// Phases: prepare (reads and checks), hold (the lock), preflight (resume-preflight.ts: the plan of
// resume-plan.ts and what it needs), record (the session and what led to it).
import path from 'node:path';
import type { JsonValue, RunStorage } from '../../store/contract.ts';
import { describeError, isSupervisedRunError, SupervisedRunError } from '../errors.ts';
import { holdSignalsFor, refuseIfSignalled } from './handle.ts';
import { checkStoredHost, realRunRoot } from '../host/resolve.ts';
import {
  checkBackoff,
  parseResumeSupervisedRunOptions,
  type ResumeSupervisedRunOptions,
  type RestartPolicy,
} from '../options/options.ts';
import { leaseClearedData, runnerEventTypes as T, type WorkerMode } from '../records/records.ts';
import { defaultScratch, openSession, ownPaths } from './session.ts';
import { acquireLock, clearSettledSessionLock, takeLockFrom } from './ownership.ts';
import { foldStoredRun, type Folded } from '../status/read.ts';
import { verifiedReadOption, type VerifiedStoredRun } from '../status/verified-read.ts';
import { openStorage } from '../records/storage.ts';
import { refuseUnrecordable } from './recorded-input.ts';
import { recordReopen } from './reopen.ts';
import type { Checked, Extras, Held, Outcome, ParsedResume, ResumeContext } from './resume-plan.ts';
import { preflight } from './resume-preflight.ts';
import { prelaunchFor } from './prelaunch.ts';
import { resolveWorkerEntry } from '../worker/worker-path.ts';
import { loadDefinition } from '../records/stored-run.ts';
import type { SupervisedRunHandle } from '../types.ts';
import { SignalGate } from '../watchdog/signals.ts';
import { checkWorkspaceRoot, defaultWorkspace } from '../watchdog/workspace.ts';

/**
 * Folds both logs from the start, which verifies every record's checksum and the hash chain (the
 * definition was verified against its digest when loaded). A restored store is untrusted and a status
 * checkpoint or a cursor vouches for nothing below it, so nothing is locked, leased or launched
 * before the whole run verifies; a corrupt store is refused as RUN_STORAGE with the store's error.
 * A verified read of this process (restorePausedWorkspace's, or readStoredRunLogs') is continued
 * instead, while both logs still begin with the bytes it verified: then only the records after them
 * are read and verified.
 */
async function verifyStoredRun(
  storage: RunStorage,
  runId: string,
  verified: VerifiedStoredRun | undefined,
): Promise<Folded> {
  try {
    return (
      (await verified?.continueIn(storage, runId)) ?? (await foldStoredRun(storage, runId, { useCheckpoint: false }))
    );
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
  verifiedReadOption(extras.verified, 'options.verified');
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

async function resumeWith(parsed: ParsedResume, extras: Extras, signals: SignalGate | null): Promise<Outcome> {
  const context = await prepare(parsed, extras, signals);
  // A session takes the prelaunched worker over (and stops it if it ends without launching it);
  // a resume that fails or is refused before its session stops it here.
  const stopWorker = () => context.extras.prelaunched?.dispose();
  const outcome = await holdAndRecord(context).catch(async (error: unknown) => {
    await stopWorker();
    throw error;
  });
  if (!outcome.attachedSignals) await stopWorker(); // refused: no session was opened
  return outcome;
}

async function holdAndRecord(context: ResumeContext): Promise<Outcome> {
  const held = await hold(context);
  try {
    const checked = await preflight(context, held);
    if ('refused' in checked) return { handle: checked.refused, attachedSignals: false };
    return { handle: await record(context, held, checked), attachedSignals: true };
  } catch (error) {
    await held.release();
    if (isSupervisedRunError(error)) throw error;
    throw new SupervisedRunError('RUN_STORAGE', `run ${context.runId} cannot be resumed: ${describeError(error)}`, {
      cause: error,
    });
  }
}

/** Reads and checks; the worker (the caller's prelaunch, else one started here) loads meanwhile. */
async function prepare(parsed: ParsedResume, extras: Extras, signals: SignalGate | null): Promise<ResumeContext> {
  let prelaunched = extras.prelaunched;
  try {
    const realRoot = await realRunRoot(parsed.runRoot);
    const storage = await openStorage(parsed.storage);
    const { answer, decision, raiseBudget, takeover, retryFailed } = parsed;
    refuseUnrecordable(storage, { answer, decision, raiseBudget, takeover, retryFailed });
    if (signals !== null) holdSignalsFor(storage, signals);
    const { runId } = parsed;
    const { definition } = await loadDefinition(storage, runId);
    const teardownGraceMs = parsed.teardownGraceMs ?? definition.teardownGraceMs;
    // Started before the store verifies: a prelaunch does nothing, and reads nothing of the run,
    // before its launch.
    prelaunched ??= await prelaunchFor({
      runId,
      workerEntry: extras.workerEntry,
      realRoot,
      environmentVariables: parsed.environmentVariables,
      teardownGraceMs,
    });
    const verified = await verifyStoredRun(storage, runId, extras.verified);
    await checkStoredHost(realRoot, definition.host);
    const restart: RestartPolicy = { ...definition.restart };
    for (const [key, value] of Object.entries(parsed.restart ?? {}))
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- an optional key given as undefined
      if (value !== undefined) restart[key as keyof RestartPolicy] = value;
    checkBackoff(restart);
    const scratchDirectory =
      parsed.scratchDirectory === undefined ? defaultScratch(storage, runId) : path.resolve(parsed.scratchDirectory);
    const workspace =
      extras.workspace ?? defaultWorkspace(realRoot, await ownPaths(realRoot, storage, scratchDirectory));
    await checkWorkspaceRoot(workspace, realRoot);
    const context = { parsed, extras: { ...extras, prelaunched }, signals, storage, runId, realRoot, definition };
    return { ...context, verified, restart, teardownGraceMs, scratchDirectory, workspace };
  } catch (error) {
    await prelaunched?.dispose();
    throw error;
  }
}

/** Takes the process lock: from a dead holder on a takeover, past a settled session's stale lock otherwise. */
async function hold(context: ResumeContext): Promise<Held> {
  const { storage, runId, parsed } = context;
  refuseIfSignalled(context.signals, runId);
  const previousHolder = parsed.takeover === undefined ? null : await takeLockFrom(storage, runId);
  const clearedLock =
    parsed.takeover === undefined ? await clearSettledSessionLock(storage, runId, context.verified) : null;
  const lock = await acquireLock(storage, runId);
  const held: Held = {
    lock,
    lease: null,
    previousHolder,
    clearedLock,
    release: async () => {
      await held.lease?.release().catch(() => undefined);
      await lock.release().catch(() => undefined);
    },
  };
  return held;
}

/** Writes the session: the records of what preflight cleared and decided, then the new session. */
async function record(context: ResumeContext, held: Held, checked: Checked): Promise<SupervisedRunHandle> {
  const { storage, runId, parsed, definition } = context;
  const { decided } = checked;
  let { folded } = checked;
  const session = Math.max(folded.runner.session, folded.graph.session) + 1;
  const mode: WorkerMode = decided.kind === 'continue' || decided.kind === 'reopen' ? { kind: 'run' } : decided.mode;
  refuseIfSignalled(context.signals, runId); // the last moment at which nothing was written
  if (decided.kind === 'reopen') {
    // Written before the session record: a crash in between leaves the run failed, and a
    // second retry names the same nodes again (the form folds the record idempotently).
    await recordReopen(storage, runId, folded, decided.reopen, session);
    folded = await foldStoredRun(storage, runId, { after: folded });
  }
  return openSession({
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
      restart: context.restart,
      teardownGraceMs: context.teardownGraceMs,
      lockToken: held.lock.token,
    },
    extraRecords: adoptionRecords(context, held, checked),
    lock: held.lock,
    lease: held.lease,
    workspace: context.workspace,
    realRoot: context.realRoot,
    scratchDirectory: context.scratchDirectory,
    restart: context.restart,
    teardownGraceMs: context.teardownGraceMs,
    environmentVariables: parsed.environmentVariables,
    mode,
    extras: context.extras,
    runner: { fold: folded.runner, cursor: folded.cursors.runner },
    graph: { fold: folded.graph, cursor: folded.cursors.graph },
  });
}

/** The records before the session's own: cleared lock and lease, and how the run was adopted. */
function adoptionRecords(
  context: ResumeContext,
  held: Held,
  checked: Checked,
): Array<{ type: string; data: JsonValue }> {
  const { decided } = checked;
  const records: Array<{ type: string; data: JsonValue }> = [];
  if (held.clearedLock !== null) {
    const { pid, hostname, acquiredAt } = held.clearedLock;
    records.push({
      type: T.lockCleared,
      data: { holder: { pid, hostname, acquiredAt }, settledSession: context.verified.runner.session },
    });
  }
  if (held.lease?.cleared !== undefined) records.push(leaseClearedData(held.lease.cleared));
  if (decided.kind === 'continue') records.push({ type: T.adopted, data: { from: decided.from } });
  if (decided.kind === 'reopen') {
    const { by, reason, code, nodes } = decided.reopen;
    records.push({ type: T.adopted, data: { from: 'failed', reopen: { by, reason, code, nodes } } });
  }
  if (decided.kind === 'takeover') {
    const takeover = context.parsed.takeover!;
    const { stoppedProcesses, brokeLease, lastActivityAt } = checked;
    records.push({
      type: T.adopted,
      data: {
        from: 'orphaned',
        takeover: {
          reason: takeover.reason,
          by: takeover.by,
          previousHolder: held.previousHolder,
          lastActivityAt,
          stoppedProcesses,
          brokeLease,
        },
      },
    });
  }
  return records;
}
