// The DAG form's dispatch input as templates read it: { inputs, needs: { [id]: result }, run?, review? }.
import { z } from 'zod';
import { jsonValueSchema } from '../../store/contract.ts';
import type { TemplateValues } from '../template.ts';

const dagInputSchema = z.looseObject({
  inputs: z.record(z.string(), jsonValueSchema).optional(),
  needs: z.record(z.string(), jsonValueSchema).optional(),
  /** Finally nodes: the run's outcome when the other nodes settled. */
  run: z.looseObject({ outcome: z.string() }).optional(),
  /** Nodes of a review loop: the round and the findings it answers. */
  review: z.looseObject({ round: z.number(), findings: jsonValueSchema }).optional(),
});

export function dagInputValues(input: unknown): TemplateValues {
  const parsed = dagInputSchema.safeParse(input);
  const values = parsed.success ? parsed.data : {};
  return {
    inputs: values.inputs ?? {},
    needs: values.needs ?? {},
    ...(values.run === undefined ? {} : { runOutcome: values.run.outcome }),
    ...(values.review === undefined
      ? {}
      : { review: { round: values.review.round, findings: values.review.findings } }),
  };
}
