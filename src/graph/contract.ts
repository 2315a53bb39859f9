// The graph layer's public contract: the run spec (durable), the Graph form interface,
// node and engine bindings, executor options and results. The executor (executor/) and
// the built-in DAG form (dag/) implement it; the runner codes against it.
import type { EngineIdentity } from '../engine/contract.ts';

export * from './form.ts';
export * from './bindings.ts';

// ---------------------------------------------------------------- errors and codes

export const graphErrorCodes = [
  'STORED_GRAPH_MISMATCH',
  'MISSING_NODE_BINDING',
  'MISSING_ENGINE_BINDING',
  'MISSING_MEMORY',
  'DUPLICATE_POSITION',
  'EMPTY_DECISION',
  'PROTOCOL',
  'RESUME_POSITION',
  'RESUME_DECISION',
  'RESUME_BUDGET',
  'RESUME_EVENT_MISMATCH',
  /** An answer that does not fit the gate's fields, or a gate resumed without one. */
  'RESUME_ANSWER',
  /** The answerer is not one of the gate's allowed actors. */
  'RESUME_ACTOR',
  /** The stored definition is missing or lacks valid graph fields. */
  'INVALID_SPEC',
  /** A graph form's definition value is invalid (e.g. a DAG with a cycle). */
  'INVALID_GRAPH',
  /** createGraphExecutor's options (or a node binding's caps) are not what it accepts: names the field. */
  'INVALID_OPTIONS',
] as const;
export type GraphErrorCode = (typeof graphErrorCodes)[number];

/** Codes a run of the built-in DAG form fails with (the graph's `fail` decision). */
export const dagResultCodes = [
  /** A required node failed after its retries. */
  'DAG_NODE_FAILED',
  /** A review loop's rounds ran out while its reviewer still asked for changes (`when-exhausted: fail`). */
  'REVIEW_EXHAUSTED',
] as const;

/** Codes recorded in `graph:node-failed`. */
export const nodeFailureCodes = [
  'EFFECT_FAILED',
  'RECONCILED_FAILED',
  'ENGINE_UNAVAILABLE',
  'RESULT_TOO_LARGE',
  'DENIED',
  'ABORTED',
  /** A gate resumed after its deadline (nobody answered in time). */
  'GATE_TIMEOUT',
] as const;
export type NodeFailureCode = (typeof nodeFailureCodes)[number];

export type { EngineIdentity };
