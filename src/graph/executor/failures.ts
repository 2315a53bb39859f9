// How a thrown error becomes a node outcome: engine failure kinds map onto the node failure
// codes; a policy pause reported by an engine becomes a pause; anything else is EFFECT_FAILED.
import type { JsonValue } from '../../store/contract.ts';
import { EngineError } from '../../engine/contract.ts';
import type { NodeFailureCode } from '../contract.ts';
import type { PauseKind } from '../events.ts';

/** A node outcome decided by the runtime (e.g. every target dead), thrown through node code. */
export class NodeFailure extends Error {
  override readonly name = 'NodeFailure';
  readonly code: NodeFailureCode;
  readonly details: JsonValue | undefined;

  constructor(code: NodeFailureCode, message: string, details?: JsonValue) {
    super(message);
    this.code = code;
    this.details = details;
  }
}

/** A budget reached before an engine call: the node pauses (no call starts). */
export class BudgetPause extends Error {
  override readonly name = 'BudgetPause';
  readonly request: JsonValue;

  constructor(reason: string, request: JsonValue) {
    super(reason);
    this.request = request;
  }
}

export type NodeOutcome =
  | { kind: 'completed'; output: unknown }
  | { kind: 'failed'; code: string; message: string; details?: JsonValue }
  /** A policy's skip: no attempt started; recorded as a completion with `skipped`. */
  | { kind: 'skipped'; reason: string }
  | { kind: 'paused'; pauseKind: PauseKind; reason: string; request: JsonValue };

export function outcomeFromError(error: unknown, signal: AbortSignal): NodeOutcome {
  if (error instanceof BudgetPause)
    return { kind: 'paused', pauseKind: 'budget', reason: error.message, request: error.request };
  if (error instanceof NodeFailure) {
    return {
      kind: 'failed',
      code: error.code,
      message: error.message,
      ...(error.details === undefined ? {} : { details: error.details }),
    };
  }
  if (error instanceof EngineError) {
    const details: Record<string, JsonValue> = { kind: error.kind };
    if (error.retryAfterMs !== undefined) details.retryAfterMs = error.retryAfterMs;
    if (error.kind === 'aborted') return { kind: 'failed', code: 'ABORTED', message: error.message, details };
    if (error.kind === 'denied') return { kind: 'failed', code: 'DENIED', message: error.message, details };
    if (error.kind === 'policy-pause') {
      return {
        kind: 'paused',
        pauseKind: 'engine',
        reason: error.message,
        request: error.details ?? { kind: 'engine-policy-pause' },
      };
    }
    if (error.deadLane) return { kind: 'failed', code: 'ENGINE_UNAVAILABLE', message: error.message, details };
    return { kind: 'failed', code: 'EFFECT_FAILED', message: error.message, details };
  }
  if (signal.aborted) return { kind: 'failed', code: 'ABORTED', message: `aborted: ${describe(error)}` };
  const details: Record<string, JsonValue> = { name: error instanceof Error ? error.name : typeof error };
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') details.code = code;
  // Facts a host's error carries (a command's exit code, signal, timeout) reach the record, for retry policies.
  const extra = (error as { details?: unknown } | null)?.details;
  if (typeof extra === 'object' && extra !== null && !Array.isArray(extra)) {
    for (const [key, value] of Object.entries(extra)) {
      const scalar = ['string', 'number', 'boolean'].includes(typeof value) || value === null;
      if (scalar && !Object.hasOwn(details, key)) details[key] = value as JsonValue;
    }
  }
  return { kind: 'failed', code: 'EFFECT_FAILED', message: describe(error), details };
}

export function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'node code threw a non-Error value';
}
