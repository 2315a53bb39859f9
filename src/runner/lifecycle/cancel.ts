// Cancel (the seed's `Cancel`): persist the intent first, stop in-flight execution, then record the
// cancellation in the runner log and settle the run as stopped. The intent is a file in the run
// directory (the live watchdog owns the runner log, so nobody else may append to it); a watchdog
// process that sees it on SIGTERM stops instead of interrupting (see `isCancelRequested`). A live
// watchdog is signalled and awaited; a settled pause, an interruption or an orphan is settled here
// under the process lock. An ended run is left as it is.
import { setTimeout as pause } from 'node:timers/promises';
import { randomUUID } from 'node:crypto';
import { constants, promises as fs } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { lazySchema } from '../../store/index.ts';
import { storeIdPattern, type JsonValue, type LockHolder, type RunStorage } from '../../store/contract.ts';
import { describeError, isSupervisedRunError, SupervisedRunError } from '../errors.ts';
import { storageOptionsSchema, type StorageOptions } from '../options/options.ts';
import { parseOptionsOrThrow } from '../options/parse-or-throw.ts';
import { runnerEventTypes as T, terminalTypes, type CancelledRecord } from '../records/records.ts';
import { acquireLock, releaseDeadLease, stopLeftovers } from './ownership.ts';
import { isHolderAlive } from '../status/observe.ts';
import { foldStoredRun, readStatusFrom, writeStatusCheckpoint } from '../status/read.ts';
import { graphPinField } from '../status/graph-pin.ts';
import { openStorage } from '../records/storage.ts';
import { refuseUnrecordable } from './recorded-input.ts';
import { cancelKnownSecrets } from './cancel-secrets.ts';
import { loadDefinition } from '../records/stored-run.ts';
import type { SupervisedRunPhase, SupervisedRunStatus } from '../types.ts';
import { defaultWorkspace } from '../watchdog/workspace.ts';
import { supervisorHere } from './handle.ts';
import {
  cancelIntentFileName,
  cancelIntentSchema,
  intentPath,
  readCancelIntent,
  type CancelIntent,
} from './cancel-intent.ts';

export { cancelIntentFileName, cancelIntentSchema, readCancelIntent, type CancelIntent };

/** The record type (also runnerEventTypes.cancelled; its data schema is cancelledSchema in records.ts). */
export const cancelledEventType = T.cancelled;
const endedPhases: ReadonlySet<SupervisedRunPhase> = new Set(['completed', 'failed', 'stopped', 'timeout']);

export const cancelOptionsSchema = lazySchema(() =>
  z.strictObject({
    storage: storageOptionsSchema(),
    runId: z.string().regex(storeIdPattern, 'runId must be 1-100 characters from [A-Za-z0-9._-]'),
    reason: z
      .string()
      .trim()
      .min(1, 'reason must say why the run is cancelled')
      .max(2000, 'reason must be at most 2000 characters'),
    by: z.string().trim().min(1, 'by must name who cancels').max(200, 'by must be at most 200 characters'),
    /** How long a live watchdog gets to settle after SIGTERM. */
    waitMs: z
      .number()
      .int()
      .positive('waitMs must be a positive number of milliseconds')
      .max(2_147_483_647)
      .default(60_000),
    /** The run root: lets an orphan's leftover workspace lease be released. */
    runRoot: z.string().min(1).optional(),
  }),
);
export type CancelOptions = z.input<ReturnType<typeof cancelOptionsSchema>>;

export interface CancelResult {
  runId: string;
  /** `stopped`: this call settled it (or its watchdog did); `already-ended`: it had ended, nothing changed. */
  outcome: 'stopped' | 'already-ended';
  /** The phase when the call began. */
  from: SupervisedRunPhase;
  /** The live watchdog's pid that was sent SIGTERM, if any. */
  signalled: number | null;
  status: SupervisedRunStatus;
}

/** Writes the intent durably (temp file, fdatasync, rename, directory sync) before anything is stopped. */
export async function writeCancelIntent(
  storage: RunStorage,
  runId: string,
  request: { reason: string; by: string },
): Promise<CancelIntent> {
  const intent: CancelIntent = {
    schemaVersion: 1,
    intentId: randomUUID(),
    runId,
    reason: request.reason,
    by: request.by,
    requestedAt: new Date().toISOString(),
  };
  const directory = storage.runDirectory(runId);
  if (!(await fs.lstat(directory)).isDirectory()) throw new Error(`${directory} is not a directory`);
  const temp = path.join(directory, `.cancel-intent.${intent.intentId}.tmp`);
  const handle = await fs.open(
    temp,
    constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW,
    0o600,
  );
  try {
    await handle.writeFile(`${JSON.stringify(intent)}\n`);
    await handle.datasync();
  } finally {
    await handle.close();
  }
  await fs.rename(temp, intentPath(storage, runId));
  const dir = await fs.open(directory, constants.O_RDONLY | constants.O_DIRECTORY);
  try {
    await dir.sync();
  } finally {
    await dir.close();
  }
  return intent;
}

/** For a watchdog process's SIGTERM handler: stop() when true, interrupt() otherwise. Never throws. */
export async function isCancelRequested(storage: StorageOptions, runId: string): Promise<boolean> {
  try {
    return (await readCancelIntent(await openStorage(storage), runId)) !== undefined;
  } catch {
    return false;
  }
}

/** Waits until the lock holder `token` is gone or dead. */
async function awaitRelease(storage: RunStorage, runId: string, token: string, waitMs: number): Promise<boolean> {
  const deadline = Date.now() + waitMs;
  while (Date.now() < deadline) {
    const holder = await storage.readProcessLock(runId);
    if (holder === undefined || holder.token !== token || (await isHolderAlive(holder)) === false) return true;
    await pause(50);
  }
  return false;
}

/** Appends runner:cancelled (and runner:stopped unless the run has ended) under the process lock. */
async function settleCancelled(
  storage: RunStorage,
  runId: string,
  intent: CancelIntent,
  details: { from: SupervisedRunPhase; signalled: number | null; runRoot?: string },
): Promise<'stopped' | 'already-ended'> {
  const lock = await acquireLock(storage, runId);
  try {
    // It decides what to append: the logs are verified in full, not read from the display cache.
    const folded = await foldStoredRun(storage, runId, { useCheckpoint: false });
    const settled = folded.runner.settled;
    const ended = settled !== null && terminalTypes.has(settled.type);
    if (settled === null) {
      await stopLeftovers(
        folded,
        folded.definition.teardownGraceMs,
        'the cancel intent stays recorded, nothing was settled',
      );
      if (details.runRoot !== undefined) {
        const workspace = defaultWorkspace(await fs.realpath(details.runRoot), []);
        await releaseDeadLease(workspace, runId).catch(() => false);
      }
    }
    const outcome = ended && settled.type !== T.stopped ? 'already-ended' : 'stopped';
    const session = Math.max(1, folded.runner.session, folded.graph.session);
    const cancelled: CancelledRecord = {
      intentId: intent.intentId,
      reason: intent.reason,
      by: intent.by,
      requestedAt: intent.requestedAt,
      from: details.from,
      signalled: details.signalled,
      outcome,
    };
    const records: Array<{ type: string; session: number; data: JsonValue }> = [
      { type: T.cancelled, session, data: cancelled },
    ];
    if (!ended)
      records.push({
        type: T.stopped,
        session,
        data: { cleanupVerified: true, cancelled: true, reason: intent.reason, ...graphPinField(folded.cursors.graph) },
      });
    const log = await storage.openEventLog(runId, 'runner', folded.cursors.runner);
    try {
      await log.append(records);
    } finally {
      await log.close();
    }
    return outcome;
  } finally {
    await lock.release().catch(() => undefined);
  }
}

export async function cancelSupervisedRun(options: CancelOptions): Promise<CancelResult> {
  const {
    runId,
    reason,
    by,
    waitMs,
    runRoot,
    storage: storageOptions,
  } = parseOptionsOrThrow(cancelOptionsSchema(), options);
  const opened = await openStorage(storageOptions);
  refuseUnrecordable(opened, { reason, by });
  try {
    await loadDefinition(opened, runId);
    // Checked against the run's secrets too, and written through a store that refuses them.
    const secrets = await cancelKnownSecrets(opened, runId, process.env);
    const storage =
      secrets.length === opened.knownSecrets.length
        ? opened
        : await openStorage({ ...storageOptions, knownSecrets: secrets });
    refuseUnrecordable(storage, { reason, by });
    const before = await readStatusFrom(storage, runId, { writeCheckpoint: false });
    if (endedPhases.has(before.phase))
      return { runId, outcome: 'already-ended', from: before.phase, signalled: null, status: before };
    const intent = await writeCancelIntent(storage, runId, { reason, by });
    return await stopAndSettle(storage, intent, { runId, from: before.phase, waitMs, runRoot });
  } catch (error) {
    if (isSupervisedRunError(error)) throw error;
    throw new SupervisedRunError('RUN_STORAGE', `run ${runId} cannot be cancelled: ${describeError(error)}`, {
      cause: error,
    });
  }
}

/**
 * With the intent recorded: a live watchdog is signalled and awaited, then the run is settled here
 * under the process lock (a dead holder's lock broken first), looking again when the lock changes hands.
 */
async function stopAndSettle(
  storage: RunStorage,
  intent: CancelIntent,
  run: { runId: string; from: SupervisedRunPhase; waitMs: number; runRoot: string | undefined },
): Promise<CancelResult> {
  const { runId, from, waitMs, runRoot } = run;
  let signalled: number | null = null;
  for (let round = 0; round < 5; round += 1) {
    const holder = await storage.readProcessLock(runId);
    const alive = holder === undefined ? false : await isHolderAlive(holder);
    if (holder !== undefined && alive === null) {
      throw new SupervisedRunError(
        'PROCESS_LOCKED',
        `run ${runId} is driven by a watchdog on ${holder.hostname} (pid ${holder.pid}); the cancel intent is recorded, run cancel on that host to stop it`,
        { details: { holder } },
      );
    }
    if (holder !== undefined && alive === true) {
      signalled = await signalWatchdog(storage, runId, holder, signalled, waitMs);
      continue;
    }
    if (holder !== undefined) await storage.breakProcessLock(runId, holder.token).catch(() => undefined);
    let outcome: 'stopped' | 'already-ended';
    try {
      outcome = await settleCancelled(storage, runId, intent, {
        from,
        signalled,
        ...(runRoot === undefined ? {} : { runRoot }),
      });
    } catch (error) {
      if (isSupervisedRunError(error, 'PROCESS_LOCKED')) continue; // taken between our look and our lock: look again
      throw error;
    }
    await fs.rm(intentPath(storage, runId), { force: true });
    await writeStatusCheckpoint(storage, runId).catch(() => undefined);
    return { runId, outcome, from, signalled, status: await readStatusFrom(storage, runId) };
  }
  throw new SupervisedRunError(
    'PROCESS_LOCKED',
    `run ${runId} kept changing hands; the cancel intent stays recorded, try again`,
  );
}

/**
 * Sends SIGTERM once per watchdog pid and waits for it to settle; returns the pid signalled. When
 * this process is the watchdog (a library caller cancelling a run it drives), its run is stopped
 * directly instead: SIGTERM would end the caller.
 */
async function signalWatchdog(
  storage: RunStorage,
  runId: string,
  holder: LockHolder,
  signalled: number | null,
  waitMs: number,
): Promise<number> {
  if (signalled !== holder.pid) {
    if (holder.pid !== process.pid) process.kill(holder.pid, 'SIGTERM');
    else
      void supervisorHere(storage, runId)
        ?.stop()
        .catch(() => undefined);
  }
  if (!(await awaitRelease(storage, runId, holder.token, waitMs))) {
    throw new SupervisedRunError(
      'PROCESS_LOCKED',
      `the watchdog of run ${runId} (pid ${holder.pid}) did not settle within ${waitMs} ms of SIGTERM; the cancel intent stays recorded`,
      { details: { holder } },
    );
  }
  return holder.pid;
}
