// startSupervisedRun: validate options (INVALID_OPTIONS, nothing written; a known secret in the
// inputs too), install the signal listeners when asked (handleSignals: a signal before the
// definition is written ends the call with INTERRUPTED and nothing stored; after it, the run settles
// as interrupted), resolve the host (HOST_MODULE), check the workspace root (WORKSPACE_ROOT, before
// the store is opened), preflight storage and workspace capture (nothing written on failure), take
// the process lock (PROCESS_LOCKED) and the workspace lease (WORKSPACE_LEASE), publish the
// definition (RUN_STORAGE), then supervise the first worker. A host module the first worker cannot
// bind (HOST_MODULE before any dispatch) rejects `done` and removes the run (watchdog/unstart.ts).
import path from 'node:path';
import type { ProcessLock, RunStorage } from '../../store/index.ts';
import type { TransferredCapture, WorkspaceLease, WorkspaceProvider } from '../../workspace/index.ts';
import { definitionToJson, type StoredHost, type SupervisedRunDefinition } from '../records/definition.ts';
import { describeError, SupervisedRunError } from '../errors.ts';
import { holdSignalsFor, refuseIfSignalled } from './handle.ts';
import { acquireLease, acquireLock } from './ownership.ts';
import { realRunRoot, resolveHostModule } from '../host/resolve.ts';
import {
  parseSupervisedRunOptions,
  type ParsedSupervisedRunOptions,
  type SupervisedRunOptions,
} from '../options/options.ts';
import { defaultScratch, openSession, ownPaths } from './session.ts';
import { initialRunnerFold } from '../status/state.ts';
import { leaseClearedData } from '../records/records.ts';
import { openStorage } from '../records/storage.ts';
import { resolveWorkerEntry } from '../worker/worker-path.ts';
import type { SupervisedRunHandle } from '../types.ts';
import { SignalGate } from '../watchdog/signals.ts';
import { prelaunchFor } from './prelaunch.ts';
import { refuseSecretDefinition } from './recorded-input.ts';
import { checkWorkspaceRoot, defaultWorkspace, workspaceFailure } from '../watchdog/workspace.ts';

async function storedHost(realRoot: string, host: ParsedSupervisedRunOptions['host']): Promise<StoredHost> {
  if (host.kind === 'builtin')
    return { kind: 'builtin', name: host.name, ...(host.config === undefined ? {} : { config: host.config }) };
  const resolved = await resolveHostModule(realRoot, host.module);
  return { kind: 'module', path: resolved.relative, digest: resolved.digest };
}

export async function startSupervisedRun(options: SupervisedRunOptions): Promise<SupervisedRunHandle> {
  const { parsed, extras } = parseSupervisedRunOptions(options);
  resolveWorkerEntry(extras.workerEntry); // INVALID_OPTIONS before anything is written
  // A known secret in the inputs (or elsewhere in what the definition stores): INVALID_OPTIONS now,
  // not a refused definition once the store and the run's directory exist.
  refuseSecretDefinition(parsed.storage.knownSecrets ?? [], parsed);
  // Before the first await: from here a signal never takes the default action (ending the process).
  const signals = extras.handleSignals === true ? SignalGate.install() : null;
  try {
    return await startWith(parsed, extras, signals);
  } catch (error) {
    signals?.dispose(); // no session took them over
    throw error;
  }
}

type Extras = ReturnType<typeof parseSupervisedRunOptions>['extras'];

async function startWith(
  parsed: ParsedSupervisedRunOptions,
  extras: Extras,
  signals: SignalGate | null,
): Promise<SupervisedRunHandle> {
  const realRoot = await realRunRoot(parsed.runRoot);
  // The worker loads while the steps below check, lock and write (a prelaunch: it does nothing
  // before its launch); a start that fails on the way stops it.
  const prelaunched =
    extras.prelaunched ??
    (await prelaunchFor({
      runId: parsed.definition.runId,
      workerEntry: extras.workerEntry,
      realRoot,
      environmentVariables: parsed.environmentVariables,
      teardownGraceMs: parsed.teardownGraceMs,
    }));
  try {
    return await setUpAndOpen(parsed, { ...extras, prelaunched }, signals, realRoot);
  } catch (error) {
    await prelaunched.dispose();
    throw error;
  }
}

async function setUpAndOpen(
  parsed: ParsedSupervisedRunOptions,
  extras: Extras,
  signals: SignalGate | null,
  realRoot: string,
): Promise<SupervisedRunHandle> {
  const host = await storedHost(realRoot, parsed.host);
  // Before the store is opened (which creates its directory): a runRoot that is no git work tree's
  // top level leaves nothing behind. The default workspace made below takes the checked root as is.
  await checkWorkspaceRoot(extras.workspace ?? defaultWorkspace(realRoot, []), realRoot);
  const storage = await openStorage(parsed.storage);
  const runId = parsed.definition.runId;
  if (signals !== null) holdSignalsFor(storage, signals);
  const scratchDirectory =
    parsed.scratchDirectory === undefined ? defaultScratch(storage, runId) : path.resolve(parsed.scratchDirectory);
  const workspace =
    extras.workspace ??
    defaultWorkspace(realRoot, await ownPaths(realRoot, storage, scratchDirectory), { rootResolved: true });
  const { firstCapture, head } = await captureWorkspace(parsed, extras, workspace);
  refuseIfSignalled(signals, runId);
  const { lock, lease } = await takeOwnership(storage, workspace, runId, signals);
  const definition = runDefinition(parsed, storage.namespace, host);
  await writeDefinition(storage, definition, lock, lease);
  return openSession({
    storage,
    storageOptions: parsed.storage,
    runId,
    definition,
    session: 1,
    sessionRecord: {
      kind: 'start',
      environmentVariables: parsed.environmentVariables,
      restart: parsed.restart,
      teardownGraceMs: parsed.teardownGraceMs,
      lockToken: lock.token,
      head,
    },
    extraRecords: lease.cleared === undefined ? [] : [leaseClearedData(lease.cleared)],
    // A host its first worker refuses (HOST_MODULE) refuses the start: the run is removed again.
    newRun: { ownScratch: parsed.scratchDirectory === undefined },
    lock,
    lease,
    workspace,
    firstCapture,
    realRoot,
    scratchDirectory,
    restart: parsed.restart,
    teardownGraceMs: parsed.teardownGraceMs,
    environmentVariables: parsed.environmentVariables,
    mode: { kind: 'run' },
    extras,
    runner: { fold: initialRunnerFold(definition.createdAt) },
  });
}

/**
 * Captures the workspace before anything is written (WORKSPACE_CAPTURE); returns what the first
 * worker takes over, and the capture's HEAD (recorded: the commit the run started at).
 */
async function captureWorkspace(
  parsed: ParsedSupervisedRunOptions,
  extras: Extras,
  workspace: WorkspaceProvider,
): Promise<{ firstCapture: TransferredCapture | undefined; head: string | null }> {
  try {
    // The default workspace's capture, with its fingerprint, spares the first worker its own git
    // process (it re-checks the fingerprint instead); a provider of the caller's keeps its captures,
    // and a run without change records needs none.
    if (extras.workspace === undefined && parsed.recordChanges) {
      const { capture } = await workspace.captureSince();
      return { firstCapture: workspace.transferCapture?.(capture), head: capture.anchor.head };
    }
    return { firstCapture: undefined, head: (await workspace.capture()).anchor.head };
  } catch (error) {
    throw workspaceFailure(error, 'WORKSPACE_CAPTURE', 'the workspace cannot be captured');
  }
}

/** Takes the process lock, then the workspace lease, of a run not yet stored; releases what it took on failure. */
async function takeOwnership(
  storage: RunStorage,
  workspace: WorkspaceProvider,
  runId: string,
  signals: SignalGate | null,
): Promise<{ lock: ProcessLock; lease: WorkspaceLease }> {
  // The lock comes first: a second watchdog for a run in progress gets PROCESS_LOCKED.
  const lock = await acquireLock(storage, runId);
  let lease: WorkspaceLease;
  try {
    await refuseIfStored(storage, runId);
    lease = await acquireLease(workspace, runId);
  } catch (error) {
    await lock.release().catch(() => undefined);
    throw error;
  }
  try {
    refuseIfSignalled(signals, runId); // the last moment at which nothing was written
  } catch (error) {
    await lease.release().catch(() => undefined);
    await lock.release().catch(() => undefined);
    throw error;
  }
  return { lock, lease };
}

async function refuseIfStored(storage: RunStorage, runId: string): Promise<void> {
  const exists = await storage.readDefinition(runId).then(
    (value) => value !== undefined,
    (error: unknown) => {
      throw new SupervisedRunError('RUN_STORAGE', `the store cannot be read: ${describeError(error)}`, {
        cause: error,
      });
    },
  );
  if (exists)
    throw new SupervisedRunError(
      'RUN_STORAGE',
      `run ${JSON.stringify(runId)} already exists in the store; continue it with resumeSupervisedRun`,
    );
}

function runDefinition(
  parsed: ParsedSupervisedRunOptions,
  namespace: string,
  host: StoredHost,
): SupervisedRunDefinition {
  return {
    schemaVersion: 1,
    kind: 'supervised-run',
    runId: parsed.definition.runId,
    namespace,
    createdAt: new Date().toISOString(),
    graphDefinition: parsed.definition.graphDefinition,
    plan: parsed.definition.plan ?? { schemaVersion: 1, lanes: {} },
    resolvedInputs: parsed.definition.resolvedInputs ?? {},
    host,
    limits: parsed.limits,
    restart: parsed.restart,
    teardownGraceMs: parsed.teardownGraceMs,
    heartbeatMs: parsed.heartbeatMs,
    recordChanges: parsed.recordChanges,
    ...(parsed.attemptLogBytes === undefined ? {} : { attemptLogBytes: parsed.attemptLogBytes }),
  };
}

/** Publishes the definition (RUN_STORAGE); on failure the lease and the lock are released. */
async function writeDefinition(
  storage: RunStorage,
  definition: SupervisedRunDefinition,
  lock: ProcessLock,
  lease: WorkspaceLease,
): Promise<void> {
  try {
    await storage.writeDefinition(definition.runId, definitionToJson(definition));
  } catch (error) {
    await lease.release().catch(() => undefined);
    await lock.release().catch(() => undefined);
    throw new SupervisedRunError('RUN_STORAGE', `the run definition cannot be stored: ${describeError(error)}`, {
      cause: error,
    });
  }
}
