// What each graph log record does to the positions it names, read in one place: the executor's
// ledger and the runner's status fold both take their position states from these steps. Teaching
// a new record kind is one entry in `decoders` (its schema, its steps and the phase each step
// moves its position to); a fold that keeps no field of its own for it needs no change.
import { z } from 'zod';
import { lazySchema } from '../../store/index.ts';
import type { JsonValue } from '../../store/contract.ts';
import type { EngineIdentity } from '../../engine/contract.ts';
import type { LaneTarget } from '../contract.ts';
import { GraphError } from '../errors.ts';
import {
  attemptStartedSchema,
  graphEventTypes as G,
  laneDeadSchema,
  nodeCompletedSchema,
  nodeDispatchedSchema,
  nodeFailedSchema,
  nodePausedSchema,
  nodeReconciledSchema,
  nodeResumedSchema,
  type PauseKind,
} from '../events.ts';

/** A position's life: offered, an attempt running, paused, or settled one of three ways. */
export type PositionPhase = 'dispatched' | 'running' | 'paused' | 'completed' | 'skipped' | 'failed';

interface StepBase {
  position: string;
  /** The phase this step moves its position to; null leaves it where it is. */
  phase: PositionPhase | null;
}

export type DispatchedStep = StepBase & { kind: 'dispatched'; nodeId: string; input: JsonValue };

export type PositionStep =
  | DispatchedStep
  | (StepBase & { kind: 'started'; attemptId: string; attempt: number; retrySafe: boolean; timeoutMs: number | null })
  | (StepBase & { kind: 'completed'; durationMs: number; skippedReason: string | null })
  | (StepBase & { kind: 'failed'; durationMs: number; code: string; message: string })
  | (StepBase & {
      kind: 'paused';
      pauseKind: PauseKind;
      reason: string;
      request: JsonValue;
      attemptId: string | undefined;
    })
  | (StepBase & { kind: 'resumed'; answer: ResumeAnswer | null })
  | (StepBase & { kind: 'reconciled'; decision: 'retry' | 'complete' | 'fail'; decidedBy: string });

/** A person's answer recorded with a resume (a gate), with who answered. */
export type ResumeAnswer = NonNullable<z.infer<ReturnType<typeof nodeResumedSchema>>['answer']>;

/** Steps about the run rather than one position. */
export type RunStep =
  | { kind: 'run-started' }
  | { kind: 'lane-dead'; target: LaneTarget | undefined; selected: EngineIdentity; reported: EngineIdentity };

export type GraphStep = PositionStep | RunStep;

/** The part of a stored graph record the steps are read from. */
export interface GraphRecord {
  id: string;
  seq: number;
  type: string;
  data: JsonValue;
}

/**
 * How records are read: `strict` validates and throws PROTOCOL on a malformed record (the executor
 * acts on it); `trusted` skips validation (records this process built); `lenient` skips a malformed
 * record (status shows what it can of a damaged log).
 */
export type StepMode = 'strict' | 'trusted' | 'lenient';

// Each schema is built when a record of its type is first validated (a trusted fold builds none).
interface Decoder<T extends z.ZodType> {
  schema: () => T;
  steps(data: z.infer<T>): GraphStep[];
}

function decoder<T extends z.ZodType>(schema: () => T, steps: (data: z.infer<T>) => GraphStep[]): Decoder<T> {
  return { schema, steps };
}

const anyData = lazySchema(() => z.unknown());

const decoders: Record<string, Decoder<z.ZodType> | undefined> = {
  // Its data is the definition's digest, checked elsewhere: here it only says the run started.
  [G.runStarted]: decoder(anyData, () => [{ kind: 'run-started' }]),
  [G.nodeDispatched]: decoder(nodeDispatchedSchema, (data) =>
    data.dispatches.map((entry) => ({
      kind: 'dispatched',
      position: entry.position,
      nodeId: entry.nodeId,
      // A stored record names an artifact here; the executor reads records with inputs filled in.
      input: 'input' in entry ? entry.input : null,
      phase: 'dispatched',
    })),
  ),
  [G.attemptStarted]: decoder(attemptStartedSchema, (data) => [
    {
      kind: 'started',
      position: data.position,
      attemptId: data.identity.attemptId,
      attempt: data.identity.attempt,
      retrySafe: data.retrySafe,
      timeoutMs: data.timeoutMs ?? null,
      phase: 'running',
    },
  ]),
  [G.nodeCompleted]: decoder(nodeCompletedSchema, (data) => [
    {
      kind: 'completed',
      position: data.position,
      durationMs: data.durationMs,
      skippedReason: data.skipped?.reason ?? null,
      phase: data.skipped === undefined ? 'completed' : 'skipped',
    },
  ]),
  [G.nodeFailed]: decoder(nodeFailedSchema, (data) => [
    {
      kind: 'failed',
      position: data.position,
      durationMs: data.durationMs,
      code: data.code,
      message: data.message,
      phase: 'failed',
    },
  ]),
  [G.nodePaused]: decoder(nodePausedSchema, (data) => [
    {
      kind: 'paused',
      position: data.position,
      pauseKind: data.pauseKind,
      reason: data.reason,
      request: data.request,
      attemptId: data.attemptId,
      phase: 'paused',
    },
  ]),
  [G.nodeResumed]: decoder(nodeResumedSchema, (data) => [
    { kind: 'resumed', position: data.position, answer: data.answer ?? null, phase: 'dispatched' },
  ]),
  // A retry offers the position again; complete and fail are followed by their own record.
  [G.nodeReconciled]: decoder(nodeReconciledSchema, (data) => [
    {
      kind: 'reconciled',
      position: data.position,
      decision: data.decision,
      decidedBy: data.decidedBy,
      phase: data.decision === 'retry' ? 'dispatched' : null,
    },
  ]),
  [G.laneDead]: decoder(laneDeadSchema, (data) => [
    { kind: 'lane-dead', target: data.target, selected: data.selected, reported: data.reported },
  ]),
};

/** Whether records of this type make steps (the others are left to their own readers). */
export function hasGraphSteps(type: string): boolean {
  return Object.hasOwn(decoders, type);
}

/** The steps one record makes; none for a record that touches no position (or a malformed one, leniently). */
export function graphSteps(record: GraphRecord, mode: StepMode): GraphStep[] {
  const entry = Object.hasOwn(decoders, record.type) ? decoders[record.type] : undefined;
  if (entry === undefined) return [];
  if (mode === 'trusted') return entry.steps(record.data);
  const parsed = entry.schema().safeParse(record.data);
  if (parsed.success) return entry.steps(parsed.data);
  if (mode === 'lenient') return [];
  throw new GraphError(
    'PROTOCOL',
    `graph log record ${record.seq} (${record.type}) is malformed: ${parsed.error.issues[0]?.message ?? 'invalid'}`,
  );
}
