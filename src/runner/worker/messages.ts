// Messages between a watchdog and its worker over the worker's IPC channel (parsed at both ends:
// the other side is another process). The worker asks for its store to be persisted off the
// machine before unsafe node code (`persist`); the watchdog has the worker hold its writes still
// while it copies the store (`hold` -> `held`), then lets it go on, saying what the copy achieved
// and which requests it covered (`release`).
import { z } from 'zod';
import { lazySchema } from '../../store/index.ts';

export const attemptRefSchema = lazySchema(() =>
  z.strictObject({
    position: z.string(),
    nodeId: z.string(),
    attemptId: z.string(),
  }),
);
export type AttemptRef = z.infer<ReturnType<typeof attemptRefSchema>>;

/** What persisting off the machine achieved: `skipped` lets node code start anyway, `refused` does not. */
export const offMachineOutcomeSchema = lazySchema(() =>
  z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('saved'), where: z.string() }),
    z.strictObject({ kind: z.literal('skipped'), message: z.string() }),
    z.strictObject({ kind: z.literal('refused'), message: z.string() }),
  ]),
);
export type OffMachineOutcome = z.infer<ReturnType<typeof offMachineOutcomeSchema>>;

export const workerMessageSchema = lazySchema(() =>
  z.discriminatedUnion('type', [
    z.strictObject({ type: z.literal('persist'), id: z.number().int().positive(), attempt: attemptRefSchema() }),
    z.strictObject({ type: z.literal('held'), id: z.number().int().positive() }),
  ]),
);
export type WorkerMessage = z.infer<ReturnType<typeof workerMessageSchema>>;

export const watchdogMessageSchema = lazySchema(() =>
  z.discriminatedUnion('type', [
    z.strictObject({ type: z.literal('hold'), id: z.number().int().positive() }),
    z.strictObject({
      type: z.literal('release'),
      id: z.number().int().positive(),
      outcome: offMachineOutcomeSchema(),
      /** The `persist` requests this save covered (their records were durable before the hold). */
      covers: z.array(z.number().int().positive()),
    }),
  ]),
);
export type WatchdogMessage = z.infer<ReturnType<typeof watchdogMessageSchema>>;

/** The request a WRITE_AHEAD pause records: resuming the position runs the attempt afresh. */
export const writeAheadRequestSchema = lazySchema(() =>
  z.strictObject({
    kind: z.literal('write-ahead'),
    code: z.literal('WRITE_AHEAD'),
    message: z.string(),
  }),
);

export type WriteAheadRequest = z.infer<ReturnType<typeof writeAheadRequestSchema>>;

/**
 * The reason and request of a pause that says an attempt's code never started for want of a save
 * off the machine: the worker's, when the save is refused, and the watchdog's, for an attempt
 * whose worker ended before it was let start (watchdog/never-started.ts). `then`: what happens next.
 */
export function writeAheadPause(message: string, then: string): { reason: string; request: WriteAheadRequest } {
  return { reason: `WRITE_AHEAD: ${message}; ${then}`, request: { kind: 'write-ahead', code: 'WRITE_AHEAD', message } };
}

export function isWriteAheadRequest(request: unknown): boolean {
  return writeAheadRequestSchema().safeParse(request).success;
}
