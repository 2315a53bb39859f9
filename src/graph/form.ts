// The run spec (durable) and the Graph form interface, apart from contract.ts so that the
// bindings (which name Graph) and the contract (which re-exports them) do not import each other.
import { z } from 'zod';
import { lazySchema } from '../store/index.ts';
import { jsonValueSchema, storedJsonValueSchema, type JsonValue } from '../store/contract.ts';

// ---------------------------------------------------------------- run spec (durable)

/** A plan target: the provider/model key a lane may run on. */
export const laneTargetSchema = lazySchema(() =>
  z.object({
    provider: z.string().min(1),
    model: z.string(),
  }),
);
export type LaneTarget = z.infer<ReturnType<typeof laneTargetSchema>>;

/** The frozen plan: per lane, the effective target first, then fallbacks (the host chooses the order once). */
export const graphPlanSchema = lazySchema(() =>
  z.object({
    schemaVersion: z.literal(1),
    lanes: z.record(z.string().min(1), z.array(laneTargetSchema()).min(1)),
  }),
);
export type GraphPlan = z.infer<ReturnType<typeof graphPlanSchema>>;

/** Which graph form the run uses and its definition value (compared with the live graph). */
export const graphDefinitionSchema = lazySchema(() =>
  z.object({
    form: z.string().min(1),
    version: z.number().int().nonnegative(),
    value: jsonValueSchema,
  }),
);
export type GraphDefinition = z.infer<ReturnType<typeof graphDefinitionSchema>>;

/** The same, as read back from the store: the value is checked for presence only (storedJsonValueSchema). */
export const storedGraphDefinitionSchema = lazySchema(() =>
  graphDefinitionSchema().extend({ value: storedJsonValueSchema }),
);

const graphFields = lazySchema(() => ({
  graphDefinition: graphDefinitionSchema(),
  plan: graphPlanSchema(),
  resolvedInputs: jsonValueSchema,
}));

const storedGraphFields = lazySchema(() => ({
  graphDefinition: storedGraphDefinitionSchema(),
  plan: graphPlanSchema(),
  resolvedInputs: storedJsonValueSchema,
}));

/** The graph part of a run definition, as `createGraphRun` writes it. */
export const graphRunSpecSchema = lazySchema(() => z.object({ schemaVersion: z.literal(1), ...graphFields() }));
export type GraphRunSpec = z.infer<ReturnType<typeof graphRunSpecSchema>>;
export type GraphRunSpecInput = z.input<ReturnType<typeof graphRunSpecSchema>>;

/**
 * How the executor reads a stored definition: only the graph fields are required, anything
 * else (the supervised runner's own fields, its own schemaVersion) passes through untouched.
 */
export const storedGraphSpecSchema = lazySchema(() => z.looseObject(storedGraphFields()));
export type StoredGraphSpec = z.infer<ReturnType<typeof storedGraphSpecSchema>>;

/** What a graph form's `initial` receives: the graph fields of the stored definition. */
export type GraphSpec = Pick<GraphRunSpec, 'graphDefinition' | 'plan' | 'resolvedInputs'>;

// ---------------------------------------------------------------- graph form interface

/**
 * The part of a stored `graph:` event a form folds. State must depend on these fields only:
 * to batch a completion with the next decision, the executor folds the completion before it is
 * stored. A `graph:node-completed` whose output was stored as an artifact arrives with `output`
 * filled in from that artifact.
 */
export interface GraphEvent {
  type: string;
  session: number;
  data: JsonValue;
}

export interface Dispatch {
  /** Unique in the run; a retry is a new position. */
  position: string;
  nodeId: string;
  input: JsonValue;
}

export type GraphDecision =
  /** An empty `dispatches` is valid only while an attempt is in flight (else `EMPTY_DECISION`). */
  | { kind: 'dispatch'; dispatches: Dispatch[] }
  | { kind: 'complete'; output: JsonValue }
  | { kind: 'fail'; code: string; message: string }
  /**
   * Append one record the form folds itself (a review loop's send-back or exhaustion; its type is
   * one of `formRecordSchemas`), then ask again. Recorded in the same batch as what follows it.
   */
  | { kind: 'record'; record: { type: string; data: JsonValue } };

/** What a graph type implements. The executor owns durability; the graph only folds and decides. */
export interface Graph<State> {
  readonly form: string;
  readonly version: number;
  /** Must equal the stored `graphDefinition.value` (canonical JSON), else `STORED_GRAPH_MISMATCH`. */
  readonly definition: JsonValue;
  /** When true, `createGraphExecutor` requires a `memory` object (`MISSING_MEMORY`). */
  readonly requiresMemory?: boolean;
  /**
   * When true, a run that reaches maxDispatches records `graph:dispatch-limit-reached` and asks the
   * form again: the form folds it, dispatches only the nodes that run whatever the outcome (the
   * DAG form's finally nodes; each node at most once after the record, else the run ends at once)
   * and then fails with the record's code. Otherwise such a run ends BUDGET_STOP as soon as nothing
   * is in flight.
   */
  readonly settlesAfterStop?: boolean;
  /**
   * Why `output` cannot be recorded as the result of `nodeId` by a reconcile decision to complete
   * it (the DAG form: a review loop's reviewer needs a verdict its loop reads), or undefined. A
   * resume with such a decision is refused (RESUME_DECISION) before anything is recorded.
   */
  completionProblem?(nodeId: string, output: JsonValue): string | undefined;
  initial(spec: GraphSpec): State;
  /**
   * Receives `graph:` events only, in stream order, and returns the next state. It may update
   * the given state in place: the executor never reuses a state it has folded further.
   */
  fold(state: State, event: GraphEvent): State;
  decide(state: State): GraphDecision;
}
