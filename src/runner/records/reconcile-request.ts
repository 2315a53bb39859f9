// What a reconcile-attempt pause's request looks like: the one test the adapters and the report
// share to tell "a person must decide" from other pauses (policy or engine waits).
import { z } from 'zod';
import { lazySchema } from '../../store/index.ts';
import type { JsonValue } from '../../store/contract.ts';

export const reconcileRequestSchema = lazySchema(() =>
  z.looseObject({ kind: z.literal('reconcile-attempt'), attemptId: z.string() }),
);
export type ReconcileRequestData = z.infer<ReturnType<typeof reconcileRequestSchema>>;

/** Whether a pause's request asks a person to reconcile uncertain work (retry / complete / fail). */
export function isReconcileRequest(request: JsonValue): boolean {
  return reconcileRequestSchema().safeParse(request).success;
}
