// The built-in DAG form, as the runner hands it to host modules (`forms.dag`).
import type { GraphDefinition } from '../contract.ts';
import { createDagGraph, dagForm, dagFormVersion, type DagGraph } from './graph.ts';
import { parseDagPosition } from './dispatch.ts';
import { readVerdict } from './review.ts';
import { dagDefinitionSchema, parseDagDefinition, type DagDefinition } from './schema.ts';

export { createDagGraph, dagForm, dagFormVersion } from './graph.ts';
export type { DagGraph } from './graph.ts';
export { dagPosition, parseDagPosition } from './dispatch.ts';
export type { DagState } from './state.ts';
export { dagDefinitionSchema, dagNodeSchema, dagNodeIdPattern, parseDagDefinition } from './schema.ts';
export type { DagDefinition, DagNode, DagRetry, DagRetryOn, DagReview } from './schema.ts';
export { normalizeFindings, readVerdict, reviewRoundOf } from './review.ts';
export { ancestorsOf, loopPath, reviewIssues } from './review-paths.ts';
export { findNeedsCycle } from './needs-cycle.ts';

export interface DagFormModule {
  readonly form: typeof dagForm;
  readonly version: typeof dagFormVersion;
  /** Validates a definition value (INVALID_GRAPH names the path). */
  parse(value: unknown): DagDefinition;
  /** The Graph for a definition value. */
  create(value: unknown): DagGraph;
  /** `{ form, version, value }` for a run spec's `graphDefinition`. */
  definition(value: unknown): GraphDefinition;
}

export const dagFormModule: DagFormModule = Object.freeze({
  form: dagForm,
  version: dagFormVersion,
  parse: parseDagDefinition,
  create: createDagGraph,
  definition(value: unknown): GraphDefinition {
    const graph = createDagGraph(value);
    return { form: graph.form, version: graph.version, value: graph.definition };
  },
});

/**
 * The display phase each node declares, by node ID, read from a stored `graphDefinition` of the
 * DAG form (other forms declare none). Phases group nodes for display only; they are not parents.
 */
export function declaredPhases(definition: GraphDefinition): ReadonlyMap<string, string> {
  const phases = new Map<string, string>();
  if (definition.form !== dagForm) return phases;
  const parsed = dagDefinitionSchema().safeParse(definition.value);
  if (!parsed.success) return phases;
  for (const [id, node] of Object.entries(parsed.data.nodes)) if (node.phase !== undefined) phases.set(id, node.phase);
  return phases;
}

/**
 * The review loop whose reviewer runs at `position` of a stored DAG `graphDefinition` (the node its
 * revise verdict sends back to), or undefined: another node, another form.
 */
export function reviewerAt(definition: GraphDefinition, position: string): { sendsBackTo: string } | undefined {
  const at = parseDagPosition(position);
  if (definition.form !== dagForm || at === undefined) return undefined;
  const parsed = dagDefinitionSchema().safeParse(definition.value);
  if (!parsed.success || !Object.hasOwn(parsed.data.nodes, at.nodeId)) return undefined;
  const review = parsed.data.nodes[at.nodeId]!.review;
  return review === undefined ? undefined : { sendsBackTo: review.sendsBackTo };
}

/**
 * Whether a stored DAG `graphDefinition` declares finally nodes (other forms: none): they still
 * run after the run's time limit, in the runner's cleanup worker.
 */
export function declaresFinallyNodes(definition: GraphDefinition): boolean {
  if (definition.form !== dagForm) return false;
  const parsed = dagDefinitionSchema().safeParse(definition.value);
  return parsed.success && Object.values(parsed.data.nodes).some((node) => node.finally === true);
}

/**
 * Why `output` cannot be recorded as a reviewer's result (a reconcile decision to complete it), or
 * undefined: it holds a verdict the loop reads (`pass`, or `revise` with findings).
 */
export function reviewerOutputProblem(output: unknown): string | undefined {
  const verdict = readVerdict(output);
  return 'problem' in verdict ? verdict.problem : undefined;
}

/** The built-in graph forms by name. */
export const graphForms = Object.freeze({ dag: dagFormModule });
