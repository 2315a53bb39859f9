// Talking to the graph form: folding and deciding with its errors wrapped, checking what it
// decides (shape, duplicate positions, bindings), and building the dispatch record.
import { z } from 'zod';
import { jsonValueSchema, type ArtifactStore, type JsonValue, type RunStorage } from '../../store/contract.ts';
import type { Dispatch, Graph, GraphDecision, GraphEvent, GraphPlan, NodeBinding } from '../contract.ts';
import { GraphError } from '../errors.ts';
import { graphEventTypes } from '../events.ts';
import { formatIssues } from '../issues.ts';
import type { Ledger } from './ledger.ts';
import { inputPurpose, jsonBytes } from './payload.ts';
import type { PendingRecord } from './services.ts';

const decisionSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('dispatch'),
    dispatches: z.array(z.object({ position: z.string().min(1), nodeId: z.string().min(1), input: jsonValueSchema })),
  }),
  z.object({ kind: z.literal('complete'), output: jsonValueSchema }),
  z.object({ kind: z.literal('fail'), code: z.string().min(1), message: z.string() }),
]);

export function foldEvent<S>(graph: Graph<S>, state: S, event: GraphEvent): S {
  try {
    return graph.fold(state, event);
  } catch (error) {
    throw new GraphError('PROTOCOL', `graph "${graph.form}" failed to fold ${event.type}: ${(error as Error).message}`, { cause: error });
  }
}

export function askGraph<S>(graph: Graph<S>, state: S): GraphDecision {
  let raw: unknown;
  try {
    raw = graph.decide(state);
  } catch (error) {
    throw new GraphError('PROTOCOL', `graph "${graph.form}" failed to decide: ${(error as Error).message}`, { cause: error });
  }
  const parsed = decisionSchema.safeParse(raw);
  if (!parsed.success) {
    throw new GraphError('PROTOCOL', `graph "${graph.form}" returned an invalid decision: ${formatIssues(parsed.error, 'decision')}`);
  }
  return parsed.data;
}

/** Refuses a decision the executor must not record. */
export function checkDispatches(dispatches: readonly Dispatch[], ledger: Ledger, nodes: Record<string, NodeBinding>, plan: GraphPlan): void {
  const seen = new Set<string>();
  for (const dispatch of dispatches) {
    if (seen.has(dispatch.position) || ledger.get(dispatch.position) !== undefined) {
      throw new GraphError('DUPLICATE_POSITION', `position "${dispatch.position}" is already dispatched; a position is dispatched once (a retry is a new position)`, { position: dispatch.position });
    }
    seen.add(dispatch.position);
    const binding = Object.prototype.hasOwnProperty.call(nodes, dispatch.nodeId) ? nodes[dispatch.nodeId] : undefined;
    if (binding === undefined) {
      throw new GraphError('MISSING_NODE_BINDING', `the graph dispatched node "${dispatch.nodeId}" at "${dispatch.position}", which has no node binding (bound: ${Object.keys(nodes).join(', ') || 'none'})`, { position: dispatch.position });
    }
    if (binding.kind === 'engine' && plan.lanes[binding.lane] === undefined) {
      throw new GraphError('MISSING_ENGINE_BINDING', `node "${dispatch.nodeId}" uses lane "${binding.lane}", which is not in the run's plan`, { position: dispatch.position });
    }
  }
}

/**
 * The one record holding a whole decision. Inputs that would push it past the event limit are
 * stored as artifacts (purpose `graph-node-input`); `foldData` keeps them inline for folding.
 */
export async function dispatchRecord(
  storage: RunStorage,
  artifacts: ArtifactStore,
  session: number,
  dispatches: readonly Dispatch[],
): Promise<PendingRecord> {
  const inline = { dispatches: dispatches.map((d) => ({ position: d.position, nodeId: d.nodeId, input: d.input })) };
  const event = { type: graphEventTypes.nodeDispatched, session, data: inline as JsonValue };
  if (jsonBytes(inline) <= storage.policy.maxEventPayloadBytes) return { event };
  const stored: JsonValue[] = [];
  for (const d of dispatches) {
    if (jsonBytes(d.input) <= 1024) stored.push({ position: d.position, nodeId: d.nodeId, input: d.input });
    else {
      const ref = await artifacts.put(JSON.stringify(d.input), { mediaType: 'application/json', purpose: inputPurpose, contentMode: 'state' });
      stored.push({ position: d.position, nodeId: d.nodeId, inputArtifact: ref });
    }
  }
  return { event: { ...event, data: { dispatches: stored } }, foldData: inline as JsonValue };
}
