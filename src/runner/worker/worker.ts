// The worker process's main function. A worker entry calls it (src/runner/worker/worker-entry.ts with no
// built-in hosts; the declarative layer's entry registers its own). The worker loads the stored
// run, binds its host, runs the executor against the graph log, and records its result there
// (runner:worker-result) before exiting 0. Dying without that record is a crash to the watchdog.
import { z } from 'zod';
import { createLocalRunStorage } from '../../store/index.ts';
import type { EventLog, RunStorage } from '../../store/contract.ts';
import type { AttemptHooks, GraphExecutor, GraphExecutorOptions } from '../../graph/contract.ts';
import { createGraphExecutor, createDagGraph } from '../../graph/index.ts';
import { createEngine } from '../../engine/index.ts';
import { MockEngine } from '../../engine/testing/index.ts';
import { describeError, SupervisedRunError } from '../errors.ts';
import { supervisedRunDefinitionSchema, type SupervisedRunDefinition } from '../records/definition.ts';
import { loadHost } from '../host/load.ts';
import type { BoundRun, SupervisedWorkerOptions } from '../host/types.ts';
import type { WorkerResult } from '../records/records.ts';
import { changeHooks } from './changes.ts';
import { execute } from './execute.ts';
import { heartbeatGate, type HeartbeatGate } from './heartbeat.ts';
import { WatchdogChannel } from './channel.ts';
import { readParams, type WorkerParams } from './params.ts';
import { openGraphLog } from './graph-log.ts';
import { prepareWhileWaiting } from './waiting.ts';
import { appendWorkerResult, reportUnrecordedResult } from './result-record.ts';
import { WriteGate, gatedStorage } from './write-gate.ts';
import { supervisionHooks } from './write-ahead.ts';
import { errorResult, recordableResult, toResult } from './outcome-result.ts';
import { sealCrashedOutputs } from '../output/seal.ts';
import { timeoutMessage } from '../status/budget.ts';
import { combineHooks, defaultAttemptLogBytes, environmentValues, outputHooks } from '../output/hooks.ts';

async function loadDefinition(storage: RunStorage, runId: string): Promise<SupervisedRunDefinition> {
  const stored = await storage.readDefinition(runId);
  const parsed = supervisedRunDefinitionSchema().safeParse(stored);
  if (!parsed.success) {
    throw new SupervisedRunError(
      'HOST_MODULE',
      `run ${runId} has no valid supervised-run definition (and so no host binding): ${parsed.error.issues[0]?.message ?? 'missing'}`,
    );
  }
  return parsed.data;
}

async function work(
  params: WorkerParams,
  options: SupervisedWorkerOptions,
  storage: RunStorage,
  log: EventLog,
  channel: WatchdogChannel,
): Promise<WorkerResult> {
  // Started first: finding the repository and the first workspace capture overlap loading the run.
  const hooksReady = startChangeHooks(params, channel);
  hooksReady.catch(() => undefined); // awaited below; an earlier failure of the load must not leave it unhandled
  const definition = await loadDefinition(storage, params.runId);
  const { bound, output } = await bindHost(params, options, storage, definition);
  const gate = heartbeatGate(storage, log, {
    runId: params.runId,
    session: params.session,
    launchId: params.launchId,
    intervalMs: definition.heartbeatMs,
  });
  const hooks = combineHooks(output.hooks, await hooksReady);
  const executor = createExecutor(params, definition, bound, gate, channel, hooks);
  gate.start();
  try {
    // Never aborted from here: the watchdog stops a worker by signal, so in-flight work stays
    // in flight in the log and is recovered under the crash rules.
    // What a dead predecessor's attempts printed is sealed before anything runs again.
    await sealCrashedOutputs(storage, params.runId, params.session, gate.log).catch(() => undefined);
    const outcome = await execute(executor, params.mode, new AbortController().signal);
    return await toResult(storage, params, outcome);
  } finally {
    await gate.stop();
  }
}

/** The change-record hooks, when the run records changes (their setup starts now). */
function startChangeHooks(params: WorkerParams, channel: WatchdogChannel): Promise<AttemptHooks | undefined> {
  return params.changes.enabled
    ? changeHooks({
        runRoot: params.runRoot,
        excludePaths: params.changes.excludePaths,
        repositoryRoot: params.changes.repositoryRoot,
        scratchDirectory: params.scratchDirectory,
        session: params.session,
        signal: channel.stopSignal,
        firstCapture: params.changes.firstCapture,
        knownSecrets: params.storage.knownSecrets,
      })
    : Promise.resolve(undefined);
}

/** Loads the run's host and binds it, with the output hooks its attempts print through. */
async function bindHost(
  params: WorkerParams,
  options: SupervisedWorkerOptions,
  storage: RunStorage,
  definition: SupervisedRunDefinition,
): Promise<{ bound: BoundRun; output: ReturnType<typeof outputHooks> }> {
  const bind = await loadHost(definition.host, params.runRoot, options.builtinHosts ?? {});
  let hostLogBytes: number | undefined;
  const output = outputHooks({
    storage,
    runId: params.runId,
    session: params.session,
    limitBytes: () => definition.attemptLogBytes ?? hostLogBytes ?? defaultAttemptLogBytes,
    secrets: [...params.storage.knownSecrets, ...environmentValues(process.env)],
  });
  const bound = await bind({
    definition,
    scratchDirectory: params.scratchDirectory,
    runRoot: params.runRoot,
    forms: { dag: (value) => createDagGraph(value) },
    // Engines made here pass a CLI's or command's stderr to the attempt's log (host options win).
    engines: {
      create: (config, options = {}) => createEngine(config, { outputs: output.outputs, ...options }),
      MockEngine,
    },
    knownSecrets: [...params.storage.knownSecrets],
    outputs: output.outputs,
  });
  checkBound(bound);
  if (typeof bound.attemptLogBytes === 'number' && Number.isInteger(bound.attemptLogBytes) && bound.attemptLogBytes > 0)
    hostLogBytes = bound.attemptLogBytes;
  return { bound, output };
}

/** A host module is JavaScript the types do not bind: check what bindRun returned. */
function checkBound(bound: BoundRun): void {
  if (
    typeof bound !== 'object' ||
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
    bound === null ||
    typeof bound.graph !== 'object' ||
    typeof bound.nodes !== 'object'
  ) {
    throw new SupervisedRunError('HOST_MODULE', 'bindRun must return { graph, nodes, engines?, memory? }');
  }
}

/** The graph executor over the bound host, writing through the heartbeat gate. */
function createExecutor(
  params: WorkerParams,
  definition: SupervisedRunDefinition,
  bound: BoundRun,
  gate: HeartbeatGate,
  channel: WatchdogChannel,
  hooks: AttemptHooks | undefined,
): GraphExecutor {
  return createGraphExecutor({
    storage: gate.storage,
    runId: params.runId,
    graph: bound.graph,
    nodes: bound.nodes,
    engines: bound.engines ?? [],
    ...(bound.memory === undefined ? {} : { memory: bound.memory }),
    session: params.session,
    log: gate.log,
    ...(definition.limits.maxDispatches === undefined ? {} : { maxDispatches: definition.limits.maxDispatches }),
    ...timeLimitOf(params.mode),
    attemptHooks: supervisionHooks(channel, params.offMachine === true, hooks),
    ...(definition.limits.budget === undefined ? {} : { budget: definition.limits.budget }),
  });
}

/** The cleanup worker after the run's time limit tells its executor so (GraphExecutorOptions.timeLimit). */
function timeLimitOf(mode: WorkerParams['mode']): Pick<GraphExecutorOptions<unknown>, 'timeLimit'> {
  if (mode.kind !== 'time-limit') return {};
  const { timeoutMs, elapsedMs } = mode;
  return { timeLimit: { timeoutMs, elapsedMs, message: timeoutMessage(elapsedMs, timeoutMs) } };
}

/**
 * The worker process's main: exits 0 once its result is recorded, non-zero when it could not be
 * (the watchdog then treats the launch as a crash, unless the worker told it the store failed:
 * result-record.ts). Never returns.
 */
export async function runSupervisedWorker(options: SupervisedWorkerOptions = {}): Promise<never> {
  // A worker parses each of its schemas about once: zod's compiled fast path (built with new
  // Function on a schema's first parse) costs it more than it saves.
  z.config({ jitless: true });
  try {
    await runWorker(options);
  } catch (error) {
    process.stderr.write(`supervised-run worker: the result could not be recorded: ${describeError(error)}\n`);
    process.exit(1);
  }
  // Host code may leave handles open (timers, sockets); the recorded result is what counts.
  process.exit(0);
}

async function runWorker(options: SupervisedWorkerOptions): Promise<void> {
  // First of all: a watchdog that died while this process started must stop it before any node.
  const gate = new WriteGate();
  const channel = new WatchdogChannel(gate);
  channel.connect();
  const params = await prepareWhileWaiting(readParams(process.stdin), options.preload);
  // A store that fails (a full disk, an I/O error) is not mended by a restart: the watchdog is told.
  const attempted: { result?: WorkerResult } = {};
  await recordResult(params, options, { gate, channel, attempted }).catch(async (error: unknown) => {
    await reportUnrecordedResult(params.launchId, error, attempted.result);
    throw error;
  });
}

/** Opens the graph log, runs the worker's work and records its result there (`attempted.result`). */
async function recordResult(
  params: WorkerParams,
  options: SupervisedWorkerOptions,
  { gate, channel, attempted }: { gate: WriteGate; channel: WatchdogChannel; attempted: { result?: WorkerResult } },
): Promise<void> {
  const local = await createLocalRunStorage({
    directory: params.storage.directory,
    namespace: params.storage.namespace,
    ...(params.storage.policy === undefined ? {} : { policy: params.storage.policy }),
    knownSecrets: params.storage.knownSecrets,
  });
  const storage = gatedStorage(local, gate);
  const log = await openGraphLog(storage, params);
  try {
    let result: WorkerResult;
    try {
      result = recordableResult(await work(params, options, storage, log, channel), params.storage.knownSecrets);
    } catch (error) {
      result = recordableResult(errorResult(error), params.storage.knownSecrets);
      if (result.kind === 'fail') process.stderr.write(`supervised-run worker: ${result.code}: ${result.message}\n`);
    }
    attempted.result = result;
    await appendWorkerResult(log, params, result);
  } finally {
    await log.close();
  }
}
