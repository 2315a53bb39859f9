// A node's `when:` condition as stored in the host config (compiled from the graph file): need
// outcomes, comparisons of template values, a probe command's exit status, and all / any / not.
import { z } from 'zod';

export type Condition =
  | { kind: 'passed'; node: string }
  | { kind: 'failed'; node: string }
  | { kind: 'compare'; value: string; op: 'equals' | 'not-equals' | 'one-of'; expected: string[] }
  | { kind: 'command'; argv: string[]; timeoutMs: number }
  | { kind: 'all' | 'any'; of: Condition[] }
  | { kind: 'not'; of: Condition };

export const conditionSchema: z.ZodType<Condition> = z.lazy(() =>
  z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('passed'), node: z.string().min(1) }),
    z.strictObject({ kind: z.literal('failed'), node: z.string().min(1) }),
    z.strictObject({
      kind: z.literal('compare'),
      value: z.string(),
      op: z.enum(['equals', 'not-equals', 'one-of']),
      expected: z.array(z.string()),
    }),
    z.strictObject({
      kind: z.literal('command'),
      argv: z.array(z.string()).min(1),
      timeoutMs: z.number().int().positive(),
    }),
    z.strictObject({ kind: z.enum(['all', 'any']), of: z.array(conditionSchema) }),
    z.strictObject({ kind: z.literal('not'), of: conditionSchema }),
  ]),
);

/** Whether a condition reads its needs' outcomes (then the DAG dispatches it after a need fails too). */
export function readsOutcomes(condition: Condition): boolean {
  if (condition.kind === 'passed' || condition.kind === 'failed') return true;
  if (condition.kind === 'all' || condition.kind === 'any') return condition.of.some(readsOutcomes);
  if (condition.kind === 'not') return readsOutcomes(condition.of);
  return false;
}
