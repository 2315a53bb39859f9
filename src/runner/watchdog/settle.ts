// Settling a watchdog session, in the seed's order of precedence: a pause first saves its
// workspace anchor (WORKSPACE_ANCHOR_WRITE on failure, terminal); a completion verifies its output
// artifact (TERMINAL_ARTIFACT); then the lease is released (WORKSPACE_RELEASE keeps lease and lock);
// then the settled record is appended and the process lock released at once (a watchdog killed
// after the record must not leave a dead holder's lock on a settled run); only then is the settled
// record reported to onEvent and the status checkpoint (a display cache) written. Nothing after the
// settled record can change the result.
import type { ArtifactRef, JsonValue, StoredEvent } from '../../store/contract.ts';
import { isStorageError } from '../../store/index.ts';
import type { ProcessIdentity } from '../../engine/command/index.ts';
import type { PauseSummary } from '../../graph/contract.ts';
import { describeError, SupervisedRunError } from '../errors.ts';
import { artifactPurposes, runnerEventTypes as T } from '../records/records.ts';
import { graphPinField } from '../status/graph-pin.ts';
import type { FoldBase } from '../status/fold-stored.ts';
import { writeStatusCheckpoint } from '../status/read.ts';
import type { SupervisedHeadDrift, SupervisedPauseCode, SupervisedRunResult } from '../types.ts';
import { captureAnchor } from './anchor.ts';
import type { WatchdogContext } from './context.ts';
import { notify } from './runner-log.ts';
import { recordOf } from './settled-record.ts';
import type { TeardownBudget } from './teardown-budget.ts';

export type Settlement =
  | { kind: 'complete'; outputArtifact: ArtifactRef; launchId: string }
  | {
      kind: 'fail';
      code: string;
      message: string;
      cleanupVerified: boolean;
      /** Keep the lease and the process lock (cleanup could not be verified). */
      retain?: boolean;
      survivors?: ProcessIdentity[];
    }
  | {
      kind: 'pause';
      type: 'paused' | 'interrupted';
      code?: SupervisedPauseCode;
      reason?: string;
      /** WORKSPACE_DRIFT at another commit: recorded beside the reason, so advice need not parse it. */
      head?: SupervisedHeadDrift;
      positions: string[];
      pauses: PauseSummary[];
      /** `capture` takes a snapshot now; a reference reuses a saved one (drift, interrupt during backoff). */
      anchor: 'capture' | ArtifactRef;
      signal?: string;
    }
  | { kind: 'stopped' }
  | { kind: 'timeout' };

function failure(code: string, message: string, cleanupVerified: boolean, retain = false): Settlement {
  return { kind: 'fail', code, message, cleanupVerified, retain };
}

type Checked<T> = { ok: true; value: T } | { ok: false; settlement: Settlement };

async function pauseAnchor(
  context: WatchdogContext,
  settlement: Extract<Settlement, { kind: 'pause' }>,
  teardown: TeardownBudget | undefined,
): Promise<Checked<ArtifactRef>> {
  const anchor = await pauseAnchorOf(context, settlement, teardown);
  if (!anchor.ok) return anchor;
  const { ref, fingerprint, head } = anchor.value;
  try {
    await context.log.append(T.pauseAnchor, {
      // eslint-disable-next-line @typescript-eslint/no-deprecated -- a record field, not String.prototype.anchor
      anchor: ref,
      fingerprint,
      head,
      source: settlement.anchor === 'capture' ? 'capture' : 'restart-anchor',
    });
  } catch (error) {
    return {
      ok: false,
      settlement: failure(
        'WORKSPACE_ANCHOR_WRITE',
        `the runner:pause-anchor record could not be appended: ${describeError(error)}`,
        true,
      ),
    };
  }
  return { ok: true, value: ref };
}

/** The pause's workspace snapshot: captured now, or the restart anchor the settlement names. */
async function pauseAnchorOf(
  context: WatchdogContext,
  settlement: Extract<Settlement, { kind: 'pause' }>,
  teardown: TeardownBudget | undefined,
): Promise<Checked<{ ref: ArtifactRef; fingerprint: string; head: string | null }>> {
  try {
    if (settlement.anchor === 'capture') {
      const saved = await captureAnchor(
        context.storage,
        context.runId,
        context.workspace,
        artifactPurposes.pauseAnchor,
        teardown?.signal,
      );
      return { ok: true, value: { ref: saved.ref, fingerprint: saved.anchor.fingerprint, head: saved.anchor.head } };
    }
    const restart = context.log.fold.restartAnchor?.data as { fingerprint?: string; head?: string | null } | undefined;
    return {
      ok: true,
      value: { ref: settlement.anchor, fingerprint: restart?.fingerprint ?? '', head: restart?.head ?? null },
    };
  } catch (error) {
    if (teardown?.cut(error) === true) {
      const message = teardown.cutMessage('the workspace snapshot for the pause', describeError(error));
      return { ok: false, settlement: failure('WORKSPACE_CAPTURE', message, true) };
    }
    return {
      ok: false,
      settlement: failure(
        'WORKSPACE_ANCHOR_WRITE',
        `the workspace snapshot for the pause could not be saved: ${describeError(error)}`,
        true,
      ),
    };
  }
}

async function verifiedOutput(context: WatchdogContext, ref: ArtifactRef): Promise<Checked<JsonValue>> {
  try {
    const bytes = await context.storage.artifacts(context.runId).get(ref);
    return { ok: true, value: JSON.parse(bytes.toString('utf8')) as JsonValue };
  } catch (error) {
    return {
      ok: false,
      settlement: failure(
        'TERMINAL_ARTIFACT',
        `the completion output artifact ${ref.digest} cannot be read back: ${describeError(error)}`,
        true,
      ),
    };
  }
}

/** `teardown` bounds the pause snapshot once a stop, interrupt or timeout has been requested. */
export async function settle(
  context: WatchdogContext,
  initial: Settlement,
  teardown?: TeardownBudget,
): Promise<SupervisedRunResult> {
  let settlement = initial;
  let anchorRef: ArtifactRef | undefined;
  let output: JsonValue = null;
  if (settlement.kind === 'pause') {
    const saved = await pauseAnchor(context, settlement, teardown);
    if (saved.ok) anchorRef = saved.value;
    else settlement = saved.settlement;
  } else if (settlement.kind === 'complete') {
    const read = await verifiedOutput(context, settlement.outputArtifact);
    if (read.ok) output = read.value;
    else settlement = read.settlement;
  }

  const retain = settlement.kind === 'fail' && settlement.retain === true;
  if (!retain && context.lease !== null) {
    try {
      await context.lease.release();
      context.lease = null;
    } catch (error) {
      settlement = {
        kind: 'fail',
        code: 'WORKSPACE_RELEASE',
        message: `the workspace lease could not be released: ${describeError(error)}`,
        cleanupVerified: settlement.kind === 'fail' ? settlement.cleanupVerified : true,
        retain: true,
      };
    }
  }

  const record = recordOf(context, settlement, anchorRef, output);
  const { type, result } = record;
  // The worker is gone: pin the graph log as it stands, so a store whose graph log loses records later is refused.
  const graphCursor = await context.graph.refresh().then(
    () => context.graph.cursor(),
    () => undefined,
  );
  const pin = graphPinField(graphCursor);
  const data: JsonValue = { ...(record.data as Record<string, JsonValue>), ...pin };
  const pausesInLog =
    record.pausesInLog === undefined ? undefined : { ...(record.pausesInLog as Record<string, JsonValue>), ...pin };
  let settled: StoredEvent;
  try {
    settled = await appendSettled(context, type, data, pausesInLog);
  } catch (error) {
    await finish(context, settlement, undefined);
    // What the run was to settle as is in no record: the error says it (a store failure's cause).
    const intended =
      settlement.kind === 'fail' ? `; the run was to fail with ${settlement.code}: ${settlement.message}` : '';
    throw new SupervisedRunError(
      'RUN_STORAGE',
      `the settled record ${type} could not be appended: ${describeError(error)}${intended}`,
      { cause: error },
    );
  }
  await finish(context, settlement, settled);
  return result;
}

/**
 * Appends the settled record; a pause too large to record with its list (STORAGE_LIMIT_EXCEEDED) is
 * recorded with the list left to the graph log instead.
 */
async function appendSettled(
  context: WatchdogContext,
  type: string,
  data: JsonValue,
  pausesInLog: JsonValue | undefined,
): Promise<StoredEvent> {
  try {
    return await context.log.append(type, data, { notify: false });
  } catch (error) {
    if (pausesInLog === undefined || !isStorageError(error, 'STORAGE_LIMIT_EXCEEDED')) throw error;
    return context.log.append(type, pausesInLog, { notify: false });
  }
}

/** Never throws: once the settled record is durable, the result is decided. */
async function finish(
  context: WatchdogContext,
  settlement: Settlement,
  settled: StoredEvent | undefined,
): Promise<void> {
  const retain = settlement.kind === 'fail' && settlement.retain === true;
  try {
    const base = settled === undefined ? undefined : watchdogFolds(context);
    // The log is closed first (cheap, no sync) so a resume in this process can open it at once.
    await context.log.close().catch(() => undefined);
    if (!retain) await context.lock.release().catch(() => undefined);
    // Reported after the release: a caller that reacts to the settled record finds the run unlocked.
    if (settled !== undefined) notify(context.onEvent, { log: 'runner', event: settled });
    await writeStatusCheckpoint(context.storage, context.runId, base).catch(() => undefined);
  } catch {
    // Nothing here may fail a settled run.
  }
}

/**
 * This session's folds of both logs, each verified as the watchdog wrote it (the runner log) or read
 * it (the graph log, refreshed just before the settled record), with where each ends: the status
 * caches continue from them instead of folding the run again. Undefined before any graph read.
 */
function watchdogFolds(context: WatchdogContext): FoldBase | undefined {
  const graphCursor = context.graph.cursor();
  if (graphCursor === undefined) return undefined;
  return {
    runner: { cursor: context.log.cursor(), fold: context.log.fold },
    graph: { cursor: graphCursor, fold: context.graph.fold },
  };
}
