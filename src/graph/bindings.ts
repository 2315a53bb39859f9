// Public types of node bindings, engine bindings and the executor (re-exported by contract.ts).
import type { EventLog, JsonValue, NewEvent, RunStorage } from '../store/contract.ts';
import type { Engine, EngineResult } from '../engine/contract.ts';
import type { PriceTable } from '../engine/index.ts';
import type { Graph, GraphRunSpecInput, LaneTarget } from './form.ts';
import type { RunBudget } from './executor/budget.ts';

// ---------------------------------------------------------------- node bindings

export interface PauseInfo {
  pauseEventId: string;
  reason: string;
  request: JsonValue;
  /** The person's answer recorded with the resume (a gate's values with defaults filled in). */
  answer?: { values: Record<string, JsonValue>; answeredBy: string };
}

/** Shared by data and engine node contexts and by action policies. */
export interface AttemptContext {
  position: string;
  nodeId: string;
  input: JsonValue;
  /** Attempt identity from this attempt's `node-attempt-started` record. */
  attemptId: string;
  /** 1 for the first attempt at this position, one more for each later attempt. */
  attempt: number;
  signal: AbortSignal;
  /** Set when this attempt follows a `node-resumed` of a pause (policy, node or reconcile). */
  resumedFrom?: PauseInfo;
}

/** Options of `ctx.runChild`: a nested graph run in the same storage. */
export interface ChildRunOptions<S = unknown> {
  /** Distinguishes several children of one position; part of the child run ID. */
  name?: string;
  /** Written as the child's definition the first time; later calls resume the stored child run. */
  spec: GraphRunSpecInput;
  graph: Graph<S>;
  nodes: Record<string, NodeBinding>;
  engines?: EngineBinding[];
  memory?: unknown;
  maxDispatches?: number;
}

export interface DataNodeContext extends AttemptContext {
  /** The executor's `memory` option (the same object). */
  memory: unknown;
  /**
   * Runs (or continues) a child graph run under the run ID `childRunId(runId, position, name)`.
   * In-flight child positions left by a stopped process are resumed under the usual recovery
   * rules before the child continues; the child's result is returned as is.
   */
  runChild<S>(options: ChildRunOptions<S>): Promise<GraphResult>;
  /** Calls an engine on a plan lane with the same routing and records as an engine node. */
  callEngine(lane: string, prompt: string): Promise<EngineResult>;
}

export interface EngineNodeContext extends AttemptContext {
  lane: string;
}

export type PolicyDecision =
  | { decision: 'allow' }
  | { decision: 'wait'; reason: string; request: JsonValue }
  | { decision: 'deny'; reason: string }
  /** The node is not run: recorded as completed with `skipped` (no attempt starts), green for the graph. */
  | { decision: 'skip'; reason: string };

export interface PolicyContext extends AttemptContext {
  kind: 'data' | 'engine';
  lane?: string;
}

/**
 * Runs before node code on every attempt, before `node-attempt-started` is recorded (so a
 * policy check is never uncertain work). `attemptId`/`attempt` are those the attempt will get.
 */
export type ActionPolicy = (ctx: PolicyContext) => Promise<PolicyDecision>;

export interface DataNodeBinding {
  kind: 'data';
  /** Saved in `node-attempt-started`; decides crash recovery for that attempt. Default false. */
  retrySafe?: boolean;
  /** The node's own time limit in ms, enforced by the binding; recorded in `node-attempt-started` so status reports the time left. */
  timeoutMs?: number;
  policy?: ActionPolicy;
  /** How a failure of `policy` names it to a person (default "the action policy"), e.g. a node's `when:` condition. */
  policyName?: string;
  run(input: JsonValue, ctx: DataNodeContext): Promise<JsonValue>;
}

export interface EngineNodeBinding {
  kind: 'engine';
  /** A key of `plan.lanes`. */
  lane: string;
  retrySafe?: boolean;
  /** As for data nodes: the time limit of the node's engine call, recorded for status. */
  timeoutMs?: number;
  policy?: ActionPolicy;
  /** As for data nodes: how a failure of `policy` names it. */
  policyName?: string;
  /**
   * The node's own cap in dollars (reported + estimated) across all its calls, every position,
   * restart, resume and job; checked before each call like the run budget: reached -> a budget pause.
   */
  maxCostUsd?: number;
  /** The node's own cap in tokens (measured input + output), counted like `maxCostUsd`. */
  maxTokensTotal?: number;
  prompt(input: JsonValue, ctx: EngineNodeContext): string | Promise<string>;
  /** Output of the node; default `result.structured ?? result.text`. */
  parse?(result: EngineResult): JsonValue;
}

export type NodeBinding = DataNodeBinding | EngineNodeBinding;

/** Joins a plan target (provider/model) to the engine that runs it (full identity). */
export interface EngineBinding {
  target: LaneTarget;
  engine: Engine;
}

// ---------------------------------------------------------------- executor

export interface AttemptInfo {
  position: string;
  nodeId: string;
  attemptId: string;
  attempt: number;
  retrySafe: boolean;
  kind: 'data' | 'engine';
  /** The dispatch's input (a review loop's round and findings are in it). */
  input?: JsonValue;
}

export type AttemptOutcome =
  | { kind: 'completed'; output: JsonValue }
  | { kind: 'paused'; reason: string }
  | { kind: 'failed'; code: string; message: string };

/** A `before` hook's refusal: why node code must not start now, and what a person should know. */
export interface AttemptVeto {
  pause: { reason: string; request: JsonValue };
}

export interface AttemptHooks {
  /**
   * Runs after `node-attempt-started` is durable, immediately before node code. Returning a pause
   * keeps node code from running: the attempt pauses (kind `policy`) and a resume runs it afresh.
   */
  before?(info: AttemptInfo): Promise<void | AttemptVeto>;
  /** Its records are appended in the same batch as the outcome record. */
  after?(info: AttemptInfo, outcome: AttemptOutcome): Promise<NewEvent[]>;
}

export interface GraphExecutorOptions<S> {
  storage: RunStorage;
  runId: string;
  graph: Graph<S>;
  nodes: Record<string, NodeBinding>;
  engines: EngineBinding[];
  /** Required when `graph.requiresMemory`; handed to data nodes as `ctx.memory`. */
  memory?: unknown;
  /** Written on every record. */
  session: number;
  /** An already-open graph log of this run; else the executor opens (and closes) its own. */
  log?: EventLog;
  /** Bound on dispatched positions across the whole stream; exceeding it ends with `BUDGET_STOP`. */
  maxDispatches?: number;
  /**
   * The run's time limit has passed (the runner's cleanup worker): `run` records
   * `graph:time-limit-reached` once, naming the positions still unsettled (stopped: never resumed
   * or waited for); a form that settles after a stop then dispatches its cleanup nodes (the DAG
   * form's finally nodes, each once, told `failed` with code TIMEOUT) and the run fails TIMEOUT.
   */
  timeLimit?: { timeoutMs: number; elapsedMs: number; message: string };
  attemptHooks?: AttemptHooks;
  /** Run budget (dollars and/or tokens) checked before each engine call; a reached budget pauses. */
  budget?: RunBudget;
  /** Where a soft budget's warnings go (default: stderr). */
  warn?: (message: string) => void;
  /** Price entries (engine layer's table shape) used to estimate a call whose engine gave no cost. */
  prices?: PriceTable;
  /** Source of durations (ms between two readings). */
  clock?: () => Date;
}

/** The engine layer's price table: model name -> USD per million tokens. */
export type { PriceTable };

export interface PauseSummary {
  position: string;
  nodeId: string;
  /** ID of the `graph:node-paused` record; a resume may name it. */
  eventId: string;
  reason: string;
  request: JsonValue;
}

export type GraphResult =
  | { kind: 'complete'; output: JsonValue }
  | { kind: 'fail'; code: string; message: string }
  | { kind: 'pause'; positions: string[]; pauses: PauseSummary[] }
  /** Dispatches without a result from an earlier process: resume each by position. */
  | { kind: 'waiting'; positions: string[] };

/** Only for a `reconcile-attempt` pause (else `RESUME_DECISION`). */
export type ReconcileDecision =
  | { decision: 'retry'; decidedBy: string }
  | { decision: 'complete'; output?: JsonValue; decidedBy: string }
  | { decision: 'fail'; message?: string; decidedBy: string };

export interface ResumeOptions {
  /** The pause record the caller saw; a different current pause -> `RESUME_EVENT_MISMATCH`. */
  pauseEventId?: string;
  /**
   * Resuming a budget pause: new (higher) limits and who raised them, recorded with the resume.
   * They raise the limit that paused: the run budget, or the node's cap for a node-cap pause.
   */
  raiseBudget?: { usd?: number; tokens?: number; raisedBy: string };
  /**
   * Answering a policy pause (a gate): recorded in the resume's `node-resumed` with who answered and
   * read by the policy as `ctx.resumedFrom.answer`. A `gate` request checks it against its fields and
   * allowed actors (RESUME_ANSWER / RESUME_ACTOR, nothing recorded).
   */
  answer?: { values: Record<string, JsonValue>; answeredBy: string };
}

/** A position as the graph log records it: its status, and the record that paused it while paused. */
export interface RecordedPosition {
  status: 'open' | 'paused' | 'completed' | 'failed';
  pauseEventId: string | null;
}

export interface GraphExecutor {
  run(signal: AbortSignal): Promise<GraphResult>;
  resume(
    position: string,
    signal: AbortSignal,
    decision?: ReconcileDecision,
    options?: ResumeOptions,
  ): Promise<GraphResult>;
  /**
   * `position` as the graph log records it now; undefined when it was never dispatched. Reads the log
   * (what it reads, a following run or resume does not read again) and writes nothing. Not while a
   * run or resume is going on.
   */
  recorded(position: string): Promise<RecordedPosition | undefined>;
}
