// loadRunReport: a stored run as a RunReport, through the runner's status reader and the
// store's event logs. Only what the store knows: the Action adds cache and artifact details.
import { z } from 'zod';
import { readStoredRunLogs, readSupervisedRunStatus } from '../runner/index.ts';
import type {
  StorageOptions,
  SupervisedRunResult,
  SupervisedRunStatus,
  VerifiedStoredRun,
  WholeLogs,
} from '../runner/index.ts';
import {
  artifactRefSchema,
  jsonValueSchema,
  type EventRead,
  type JsonValue,
  type RunStorage,
} from '../store/contract.ts';
import { createLocalRunStorage, describeCodedError } from '../store/index.ts';
import {
  cancellationFrom,
  dispatchOrderFrom,
  engineCallsFrom,
  inDispatchOrder,
  nodeChangesFrom,
  positionEnginesFrom,
  positionUsageFrom,
  resumeRefusedWarning,
} from './derive.ts';
import { graphNodesOf } from './graph-nodes.ts';
import { deadLanesFrom, planOf } from './lanes.ts';
import { loadAttemptOutputs } from './attempt-output.ts';
import { exhaustedWarnings, reviewLoopsFrom } from './reviews.ts';
import { dispatchStopFrom } from './ends-failed.ts';
import type { LogMark, RunReport } from './types.ts';

function markOf({ cursor, digest }: EventRead): LogMark {
  return {
    records: cursor.nextSeq,
    head: cursor.head,
    offset: cursor.offset,
    ...(digest === undefined ? {} : { digest }),
  };
}

export interface LoadRunReportOptions {
  /** Also hash each log's verified bytes (RunReport.logs digest): about 1 ms per MB of log. */
  digestLogs?: boolean;
  /**
   * Keep a verified read of the run when this says so of its status (a resume may follow): the logs
   * are then folded as they are read (hashed too), and loadRunReportWithRead hands the read on, for
   * restorePausedWorkspace and resumeSupervisedRun to continue instead of reading both logs whole
   * again (the fold costs ~25 ms at 10k events; a whole read and fold, ~60 ms).
   */
  keepVerifiedRead?: (status: SupervisedRunStatus) => boolean;
}

/** Both logs whole: through the runner's verified read when it is kept or the bytes are hashed. */
async function readLogs(
  store: RunStorage,
  runId: string,
  status: SupervisedRunStatus,
  options: LoadRunReportOptions,
): Promise<WholeLogs> {
  const fold = options.keepVerifiedRead?.(status) === true;
  if (fold || options.digestLogs === true) return readStoredRunLogs(store, runId, { fold });
  const [runner, graph] = await Promise.all([store.readEvents(runId, 'runner'), store.readEvents(runId, 'graph')]);
  return { runner, graph };
}

async function completedResult(
  storage: RunStorage,
  runId: string,
  outputArtifact: unknown,
): Promise<SupervisedRunResult> {
  const ref = artifactRefSchema().parse(outputArtifact);
  const bytes = await storage.artifacts(runId).get(ref);
  return { kind: 'complete', output: jsonValueSchema.parse(JSON.parse(bytes.toString('utf8'))) };
}

/**
 * Reads the run's status, its change records, usage per position, dead engine lanes and, for a
 * completed run, its output. Errors of the status reader (SupervisedRunError) and the store (StorageError, e.g.
 * CORRUPT_EVENT_STREAM) propagate; an unreadable output becomes a warning.
 */
export async function loadRunReport(
  storage: StorageOptions,
  runId: string,
  options: LoadRunReportOptions = {},
): Promise<RunReport> {
  return (await loadRunReportWithRead(storage, runId, options)).report;
}

/** loadRunReport, and the verified read it kept (LoadRunReportOptions.keepVerifiedRead). */
export async function loadRunReportWithRead(
  storage: StorageOptions,
  runId: string,
  options: LoadRunReportOptions = {},
): Promise<{ report: RunReport; verified?: VerifiedStoredRun }> {
  const read = await readSupervisedRunStatus({ storage, runId });
  const store = await createLocalRunStorage({
    directory: storage.directory,
    namespace: storage.namespace,
    ...(storage.policy === undefined ? {} : { policy: storage.policy }),
    knownSecrets: storage.knownSecrets ?? [],
  });
  const [{ graph, runner, verified }, definition] = await Promise.all([
    readLogs(store, runId, read, options),
    store.readDefinition(runId),
  ]);
  return {
    report: await reportFrom(store, runId, { read, graph, runner, definition }),
    ...(verified === undefined ? {} : { verified }),
  };
}

async function reportFrom(
  store: RunStorage,
  runId: string,
  {
    read,
    graph,
    runner,
    definition,
  }: { read: SupervisedRunStatus; graph: EventRead; runner: EventRead; definition: JsonValue | undefined },
): Promise<RunReport> {
  const status = statusInDispatchOrder(read, graph, runner);
  const warnings = logWarnings(graph, runner);
  const result =
    status.result?.kind === 'complete'
      ? await readCompletedOutput(store, runId, status.result.outputArtifact, warnings)
      : undefined;
  const graphNodes = graphNodesOf(definition);
  const attemptOutputs = await readAttemptOutputs(store, runId, status, graph, runner, warnings);
  const nodeChanges = nodeChangesFrom(graph.events);
  const positionUsage = positionUsageFrom(graph.events);
  const reviewLoops = reviewLoopsFrom(graph.events, nodeChanges, positionUsage);
  warnings.push(...exhaustedWarnings(reviewLoops));
  const dispatchStop = dispatchStopFrom(graph.events);
  return {
    status,
    ...(result === undefined ? {} : { result }),
    ...(attemptOutputs === undefined ? {} : { attemptOutputs }),
    nodeChanges,
    positionUsage,
    ...(reviewLoops.length === 0 ? {} : { reviewLoops }),
    ...(dispatchStop === undefined ? {} : { dispatchStop }),
    deadLanes: deadLanesFrom(graph.events, planOf(definition)),
    positionEngines: positionEnginesFrom(graph.events),
    engineCalls: engineCallsFrom(graph.events),
    ...(graphNodes === undefined ? {} : { graphNodes }),
    evidence: { eventCount: status.eventCount, chainHeads: status.heads, session: status.session },
    logs: { runner: markOf(runner), graph: markOf(graph) },
    warnings,
  };
}

function statusInDispatchOrder(read: SupervisedRunStatus, graph: EventRead, runner: EventRead): SupervisedRunStatus {
  // The status keeps occurrences by position key (a checkpoint round trip sorts them): show them
  // in the order they were dispatched.
  const order = dispatchOrderFrom(graph.events);
  // `cancelled` is undefined only from a status reader that predates it: read the runner log then.
  const cancelled = read.cancelled === undefined ? cancellationFrom(runner.events) : read.cancelled;
  return {
    ...read,
    nodes: inDispatchOrder(read.nodes, order),
    pauses: inDispatchOrder(read.pauses, order),
    cancelled,
  };
}

/** What the logs themselves say to warn of: a torn tail, a refused resume. */
function logWarnings(graph: EventRead, runner: EventRead): string[] {
  const warnings: string[] = [];
  if (graph.tornTail || runner.tornTail) {
    warnings.push(
      `The ${graph.tornTail ? 'graph' : 'runner'} log ends in a torn (unacknowledged) record; it was ignored.`,
    );
  }
  const refused = resumeRefusedWarning(runner.events);
  if (refused !== undefined) warnings.push(refused);
  return warnings;
}

/** A completed run's output; undefined, with a warning, when it cannot be read. */
async function readCompletedOutput(
  store: RunStorage,
  runId: string,
  outputArtifact: unknown,
  warnings: string[],
): Promise<SupervisedRunResult | undefined> {
  try {
    return await completedResult(store, runId, outputArtifact);
  } catch (error) {
    const reason = error instanceof z.ZodError ? 'it is not a stored JSON value' : describeCodedError(error);
    warnings.push(`The run's output could not be read (${reason}).`);
    return undefined;
  }
}

async function readAttemptOutputs(
  store: RunStorage,
  runId: string,
  status: SupervisedRunStatus,
  graph: EventRead,
  runner: EventRead,
  warnings: string[],
): Promise<RunReport['attemptOutputs']> {
  try {
    return await loadAttemptOutputs(store, runId, status, graph.events, runner.events, (entry, error) =>
      warnings.push(
        `What ${entry.position} printed (attempt ${entry.attempt}) could not be read (${describeCodedError(error)}); it is not shown.`,
      ),
    );
  } catch (error) {
    warnings.push(`What the attempts printed could not be read (${describeCodedError(error)}).`);
    return undefined;
  }
}
