// The DAG form's definition value: nodes with `needs`, optional nodes, per-node retry caps and a
// concurrency limit. Validated with paths (`nodes.review.needs[0]: unknown node "tset"`).
import { z } from 'zod';
import { lazySchema } from '../../store/index.ts';
import { GraphError } from '../errors.ts';
import { formatIssues } from '../issues.ts';
import { findNeedsCycle } from './needs-cycle.ts';
import { plainDagDefinition } from './plain.ts';
import { reviewProblem } from './review-paths.ts';

/** Node IDs appear in positions (`dag/<id>/<n>`) and child run IDs, so no `/` or spaces. */
export const dagNodeIdPattern = /^[A-Za-z0-9_.-]{1,100}$/;

/**
 * Which failures a retry policy retries (any listed fact matches; without `on`, every failure): the
 * node-failed record's details as the executor writes them (`exitCode`, `signal`, `timedOut` from a
 * command host; `kind` from an engine error).
 */
export const dagRetryOnSchema = lazySchema(() =>
  z.strictObject({
    exitCodes: z.array(z.number().int()).optional(),
    timeout: z.boolean().optional(),
    signal: z.boolean().optional(),
    kinds: z.array(z.string().min(1)).optional(),
  }),
);
export type DagRetryOn = z.infer<ReturnType<typeof dagRetryOnSchema>>;

/** The long form of a retry: `retries` stays the limit. */
export const dagRetrySchema = lazySchema(() =>
  z.strictObject({
    /** Delay before the first retry, doubling each retry; the retry's input carries `notBefore`. */
    backoffMs: z.number().int().min(1).max(2_147_483_647).optional(),
    /** Cap of the growing delay. */
    maxBackoffMs: z.number().int().min(1).max(2_147_483_647).optional(),
    on: dagRetryOnSchema().optional(),
  }),
);
export type DagRetry = z.infer<ReturnType<typeof dagRetrySchema>>;

/** A reviewer node's loop: its verdict (`verdict: pass | revise`, `findings`) may send work back. */
export const dagReviewSchema = lazySchema(() =>
  z.strictObject({
    /** The ancestor a revise verdict sends work back to (it and the nodes between run again). */
    sendsBackTo: z.string().min(1),
    /** Most rounds of the loop (round 1 is the first run); a revise in the last round exhausts it. */
    rounds: z.number().int().min(1).max(100),
    /** When the rounds run out: fail the run with REVIEW_EXHAUSTED (default) or pass with a warning. */
    whenExhausted: z.enum(['fail', 'pass']).optional(),
  }),
);
export type DagReview = z.infer<ReturnType<typeof dagReviewSchema>>;

export const dagNodeSchema = lazySchema(() =>
  z.strictObject({
    needs: z.array(z.string()),
    /** A failed optional node does not fail the run; the nodes that need it are skipped. */
    optional: z.boolean().optional(),
    /** Further dispatches after a failure (a retry is a new position). Default 0. */
    retries: z.number().int().min(0).max(100).optional(),
    /**
     * The node checks its needs' outcomes itself (its binding's policy may skip it): it is dispatched
     * once every need has settled, failed ones included, with `outcomes` ({ [need]: passed | skipped |
     * failed | blocked }) in its input. Other nodes are blocked by a failed or blocked need.
     */
    conditional: z.boolean().optional(),
    retry: dagRetrySchema().optional(),
    /**
     * Runs after every other (non-finally) node has settled, whatever the outcome (never while one is
     * paused), with `run: { outcome: completed | failed }` in its input; other nodes cannot need it. A
     * required finally node's failure fails the run; a required non-finally failure still fails it after.
     */
    finally: z.boolean().optional(),
    /**
     * Dispatched with its needs' `outcomes` as a conditional node is, without waiting on failed needs
     * (a graph file's node whose templates read `{{ needs.<id>.outcome }}`). Set only then, so a
     * definition stored before it existed compiles and replays as it did.
     */
    readsOutcomes: z.boolean().optional(),
    /** A display group (e.g. "build"): status and the summary group nodes by it; it never changes what runs. */
    phase: z.string().min(1).max(100).optional(),
    review: dagReviewSchema().optional(),
  }),
);
export type DagNode = z.infer<ReturnType<typeof dagNodeSchema>>;

export const dagDefinitionSchema = lazySchema(() =>
  z.strictObject({
    /** Keys are node IDs (`dagNodeIdPattern`, checked by parseDagDefinition with the path). */
    nodes: z.record(z.string(), dagNodeSchema()),
    /** Most positions open (dispatched and not settled) at once. Default 1. */
    concurrency: z.number().int().min(1).max(1000).optional(),
  }),
);
export type DagDefinition = z.infer<ReturnType<typeof dagDefinitionSchema>>;

/** Parses and checks a definition: schema, known needs, no self-need, no cycles. INVALID_GRAPH names the path. */
export function parseDagDefinition(value: unknown): DagDefinition {
  // A schema-parsed record drops a "__proto__" key (JSON.parse and YAML keep it as an own key), so
  // it would surface later as an unknown need or a missing binding: refuse it by name here.
  const nodes = typeof value === 'object' && value !== null ? (value as { nodes?: unknown }).nodes : undefined;
  if (typeof nodes === 'object' && nodes !== null && Object.hasOwn(nodes, '__proto__')) {
    throw new GraphError('INVALID_GRAPH', 'nodes.__proto__: "__proto__" is reserved and cannot be a node ID');
  }
  const definition = plainDagDefinition(value) ?? schemaParsed(value);
  const ids = Object.keys(definition.nodes);
  if (ids.length === 0)
    throw new GraphError('INVALID_GRAPH', 'invalid DAG definition: nodes: at least one node is required');
  for (const id of ids) {
    if (!dagNodeIdPattern.test(id)) {
      throw new GraphError(
        'INVALID_GRAPH',
        `nodes.${id}: node IDs use [A-Za-z0-9_.-] (1-100 characters); they appear in positions dag/<id>/<n>`,
      );
    }
  }
  for (const [id, node] of Object.entries(definition.nodes)) {
    const seen = new Set<string>();
    node.needs.forEach((need, index) => {
      const at = `nodes.${id}.needs[${index}]`;
      if (!Object.prototype.hasOwnProperty.call(definition.nodes, need))
        throw new GraphError('INVALID_GRAPH', `${at}: unknown node "${need}"`);
      if (need === id) throw new GraphError('INVALID_GRAPH', `${at}: node "${id}" cannot need itself`);
      if (seen.has(need)) throw new GraphError('INVALID_GRAPH', `${at}: "${need}" is listed twice`);
      if (definition.nodes[need]!.finally === true && node.finally !== true)
        throw new GraphError('INVALID_GRAPH', `${at}: "${need}" is a finally node; only finally nodes can need it`);
      seen.add(need);
    });
  }
  const cycle = findNeedsCycle(Object.keys(definition.nodes).sort(), (id) => definition.nodes[id]!.needs);
  if (cycle !== undefined)
    throw new GraphError('INVALID_GRAPH', `nodes.${cycle[0]}.needs: cycle ${cycle.join(' -> ')}`);
  const problem = reviewProblem(definition);
  if (problem !== undefined) throw new GraphError('INVALID_GRAPH', problem);
  return definition;
}

function schemaParsed(value: unknown): DagDefinition {
  const parsed = dagDefinitionSchema().safeParse(value);
  if (!parsed.success) throw new GraphError('INVALID_GRAPH', `invalid DAG definition: ${formatIssues(parsed.error)}`);
  return parsed.data;
}
