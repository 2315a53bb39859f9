// Talking to the graph form: folding and deciding with its errors wrapped, checking what it
// decides (shape, duplicate positions, bindings), and building the dispatch record.
import { randomUUID } from 'node:crypto';
import type { ArtifactStore, JsonValue, RunStorage } from '../../store/contract.ts';
import { canonicalJson } from '../../store/index.ts';
import type { Dispatch, Graph, GraphDecision, GraphEvent, GraphPlan, NodeBinding } from '../contract.ts';
import { GraphError } from '../errors.ts';
import { graphEventTypes } from '../events.ts';
import { formRecordSchemas } from '../review-events.ts';
import type { Ledger } from './ledger.ts';
import { inputPurpose, jsonBytes } from './payload.ts';
import { startRecord } from './records.ts';
import { inputNotBefore } from './not-before.ts';
import type { AttemptPlan, AttemptServices, PendingRecord } from './services.ts';

export function foldEvent<S>(graph: Graph<S>, state: S, event: GraphEvent): S {
  try {
    return graph.fold(state, event);
  } catch (error) {
    throw new GraphError(
      'PROTOCOL',
      `graph "${graph.form}" failed to fold ${event.type}: ${(error as Error).message}`,
      { cause: error },
    );
  }
}

export function askGraph<S>(graph: Graph<S>, state: S): GraphDecision {
  let raw: unknown;
  try {
    raw = graph.decide(state);
  } catch (error) {
    throw new GraphError('PROTOCOL', `graph "${graph.form}" failed to decide: ${(error as Error).message}`, {
      cause: error,
    });
  }
  return checkDecision(graph.form, raw);
}

/**
 * Validates a decision by hand (it runs once per node, and a schema walk of every input costs
 * more than the rest of the executor's work); inputs must be plain JSON.
 */
function checkDecision(form: string, raw: unknown): GraphDecision {
  const refuse = (what: string): never => {
    throw new GraphError('PROTOCOL', `graph "${form}" returned an invalid decision: ${what}`);
  };
  if (typeof raw !== 'object' || raw === null)
    return refuse('decision: expected an object with kind dispatch, complete or fail');
  const decision = raw as Record<string, unknown>;
  const json = (value: unknown, at: string): void => {
    try {
      canonicalJson(value);
    } catch (error) {
      refuse(`${at}: ${(error as Error).message.replace(/^canonicalJson: \$\.?/, '')} (must be JSON)`);
    }
  };
  switch (decision.kind) {
    case 'dispatch': {
      if (!Array.isArray(decision.dispatches)) return refuse('decision.dispatches: expected an array');
      decision.dispatches.forEach((entry: unknown, index: number) => {
        const at = `decision.dispatches[${index}]`;
        if (typeof entry !== 'object' || entry === null) refuse(`${at}: expected { position, nodeId, input }`);
        const d = entry as Record<string, unknown>;
        if (typeof d.position !== 'string' || d.position === '') refuse(`${at}.position: expected a non-empty string`);
        if (typeof d.nodeId !== 'string' || d.nodeId === '') refuse(`${at}.nodeId: expected a non-empty string`);
        if (d.input === undefined) refuse(`${at}.input: required (use null for none)`);
        json(d.input, `${at}.input`);
      });
      return {
        kind: 'dispatch',
        dispatches: (decision.dispatches as Dispatch[]).map((d) => ({
          position: d.position,
          nodeId: d.nodeId,
          input: d.input,
        })),
      };
    }
    case 'complete':
      if (decision.output === undefined) refuse('decision.output: required (use null for none)');
      json(decision.output, 'decision.output');
      return { kind: 'complete', output: decision.output as JsonValue };
    case 'record':
      return checkRecordDecision(decision.record, refuse);
    case 'fail':
      if (typeof decision.code !== 'string' || decision.code === '')
        refuse('decision.code: expected a non-empty string');
      if (typeof decision.message !== 'string') refuse('decision.message: expected a string');
      return { kind: 'fail', code: decision.code as string, message: decision.message as string };
    default:
      return refuse(
        `decision.kind: expected dispatch, complete, fail or record (got ${(JSON.stringify(decision.kind) as string | undefined) ?? 'undefined'})`,
      );
  }
}

/** A form's own record: one of the known types, its data as that type's schema requires. */
function checkRecordDecision(record: unknown, refuse: (what: string) => never): GraphDecision {
  const r = (typeof record === 'object' && record !== null ? record : {}) as Record<string, unknown>;
  const type = typeof r.type === 'string' ? r.type : '';
  const schema = Object.hasOwn(formRecordSchemas(), type) ? formRecordSchemas()[type] : undefined;
  if (schema === undefined)
    return refuse(`decision.record.type: expected one of ${Object.keys(formRecordSchemas()).join(', ')}`);
  const parsed = schema.safeParse(r.data);
  if (!parsed.success)
    return refuse(`decision.record.data: ${parsed.error.issues[0]?.message ?? 'invalid'} for ${type}`);
  return { kind: 'record', record: { type, data: r.data as JsonValue } };
}

/** Refuses a decision the executor must not record. */
export function checkDispatches(
  dispatches: readonly Dispatch[],
  ledger: Ledger,
  nodes: Record<string, NodeBinding>,
  plan: GraphPlan,
): void {
  const seen = new Set<string>();
  for (const dispatch of dispatches) {
    if (seen.has(dispatch.position) || ledger.get(dispatch.position) !== undefined) {
      throw new GraphError(
        'DUPLICATE_POSITION',
        `position "${dispatch.position}" is already dispatched; a position is dispatched once (a retry is a new position)`,
        { position: dispatch.position },
      );
    }
    seen.add(dispatch.position);
    const binding = Object.prototype.hasOwnProperty.call(nodes, dispatch.nodeId) ? nodes[dispatch.nodeId] : undefined;
    if (binding === undefined) {
      throw new GraphError(
        'MISSING_NODE_BINDING',
        `the graph dispatched node "${dispatch.nodeId}" at "${dispatch.position}", which has no node binding (bound: ${Object.keys(nodes).join(', ') || 'none'})`,
        { position: dispatch.position },
      );
    }
    if (binding.kind === 'engine' && !Object.hasOwn(plan.lanes, binding.lane)) {
      throw new GraphError(
        'MISSING_ENGINE_BINDING',
        `node "${dispatch.nodeId}" uses lane "${binding.lane}", which is not in the run's plan`,
        { position: dispatch.position },
      );
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
      const ref = await artifacts.put(JSON.stringify(d.input), {
        mediaType: 'application/json',
        purpose: inputPurpose,
        contentMode: 'state',
      });
      stored.push({ position: d.position, nodeId: d.nodeId, inputArtifact: ref });
    }
  }
  return { event: { ...event, data: { dispatches: stored } }, foldData: inline as JsonValue };
}

/** The decision's record and, per dispatch, its attempt plan (with its start record unless a policy gates it). */
export async function planDispatches(
  dispatches: readonly Dispatch[],
  context: {
    storage: RunStorage;
    artifacts: ArtifactStore;
    session: number;
    nodes: Record<string, NodeBinding>;
    services: AttemptServices;
  },
): Promise<{ records: PendingRecord[]; launches: AttemptPlan[] }> {
  const records = [await dispatchRecord(context.storage, context.artifacts, context.session, dispatches)];
  const launches: AttemptPlan[] = [];
  for (const dispatch of dispatches) {
    const binding = context.nodes[dispatch.nodeId]!;
    const plan: AttemptPlan = {
      position: dispatch.position,
      nodeId: dispatch.nodeId,
      input: dispatch.input,
      binding,
      attemptId: randomUUID(),
      attempt: 1,
      // A policy or a backoff runs before the start record, so it cannot go in this batch.
      preStarted: binding.policy === undefined && inputNotBefore(dispatch.input) === undefined,
      resumedFrom: undefined,
    };
    if (plan.preStarted) records.push(startRecord(context.services, plan));
    launches.push(plan);
  }
  return { records, launches };
}
