// Loading a run for an executor: the stored definition (loose), the live graph and bindings
// checked against it, and the graph log read and hydrated for folding.
import type { ArtifactStore, EventCursor, RunStorage, StoredEvent } from '../../store/contract.ts';
import type {
  EngineBinding,
  Graph,
  GraphExecutorOptions,
  GraphPlan,
  GraphResult,
  NodeBinding,
  StoredGraphSpec,
} from '../contract.ts';
import { GraphError } from '../errors.ts';
import { identityKey } from '../events.ts';
import { checkGraphMatches, readStoredGraphSpec } from '../spec.ts';
import type { LedgerEvent, PositionRecord } from './ledger.ts';
import { hydrateData } from './payload.ts';
import { nodeCapProblem } from './node-caps.ts';

export async function loadSpec(
  storage: RunStorage,
  runId: string,
  graph: Graph<unknown>,
): Promise<StoredGraphSpec & { definitionValue: unknown }> {
  const { spec, definition } = await readStoredGraphSpec(storage, runId);
  checkGraphMatches(graph, spec);
  return { ...spec, definitionValue: definition };
}

/** Every plan target needs an engine binding; every engine node's lane must be in the plan. */
export function checkBindings(
  plan: GraphPlan,
  nodes: Record<string, NodeBinding>,
  engines: readonly EngineBinding[],
): void {
  const bound = new Set(engines.map((b) => identityKey(b.target)));
  for (const [lane, targets] of Object.entries(plan.lanes)) {
    for (const target of targets) {
      if (!bound.has(identityKey(target))) {
        throw new GraphError(
          'MISSING_ENGINE_BINDING',
          `plan target ${target.provider}/${target.model} of lane "${lane}" has no engine binding`,
        );
      }
    }
  }
  for (const [nodeId, binding] of Object.entries(nodes)) {
    if (binding.kind === 'engine' && !Object.hasOwn(plan.lanes, binding.lane)) {
      throw new GraphError(
        'MISSING_ENGINE_BINDING',
        `node "${nodeId}" uses lane "${binding.lane}", which is not in the run's plan (lanes: ${Object.keys(plan.lanes).join(', ') || 'none'})`,
      );
    }
    const capProblem = binding.kind === 'engine' ? nodeCapProblem(nodeId, binding) : undefined;
    if (capProblem !== undefined) throw new GraphError('INVALID_OPTIONS', capProblem);
  }
}

export function isGraphEvent(type: string): boolean {
  return type.startsWith('graph:');
}

/** Stored graph records after `from`, hydrated; runner: records are skipped. */
export async function readGraphEvents(
  storage: RunStorage,
  artifacts: ArtifactStore,
  runId: string,
  from?: EventCursor,
): Promise<{ events: LedgerEvent[]; raw: StoredEvent[]; cursor: EventCursor }> {
  const read = await storage.readEvents(runId, 'graph', from);
  const events: LedgerEvent[] = [];
  for (const event of read.events) {
    if (isGraphEvent(event.type)) events.push(await toLedgerEvent(artifacts, event));
  }
  return { events, raw: read.events, cursor: read.cursor };
}

export async function toLedgerEvent(artifacts: ArtifactStore, event: StoredEvent): Promise<LedgerEvent> {
  return {
    id: event.id,
    seq: event.seq,
    type: event.type,
    session: event.session,
    data: await hydrateData(artifacts, event),
  };
}

/** Refusals that need no stored state beyond the option shapes (options-schema.ts): memory. */
export function checkOptions(options: GraphExecutorOptions<unknown>): void {
  if (options.graph.requiresMemory === true && (options.memory === undefined || options.memory === null)) {
    throw new GraphError(
      'MISSING_MEMORY',
      `graph "${options.graph.form}" declares requiresMemory: true; pass a memory object to createGraphExecutor`,
    );
  }
}

export function pauseResult(paused: readonly PositionRecord[]): GraphResult {
  return {
    kind: 'pause',
    positions: paused.map((r) => r.position),
    pauses: paused.map((r) => ({
      position: r.position,
      nodeId: r.nodeId,
      eventId: r.pause!.pauseEventId,
      reason: r.pause!.reason,
      request: r.pause!.request,
    })),
  };
}
