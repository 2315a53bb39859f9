// The DAG form's dispatch input as templates read it: { inputs, needs: { [id]: result }, outcomes?, run?,
// review? }, with the declared fields of the needs that are gates (from the host config, not the input).
import { z } from 'zod';
import { jsonValueSchema } from '../../store/contract.ts';
import type { GateFields, TemplateValues } from '../template.ts';

const dagInputSchema = z.looseObject({
  inputs: z.record(z.string(), jsonValueSchema).optional(),
  needs: z.record(z.string(), jsonValueSchema).optional(),
  /** Finally and conditional nodes: how each need ended (passed, skipped, failed, blocked, ...). */
  outcomes: z.record(z.string(), jsonValueSchema).optional(),
  /** Finally nodes: the run's outcome when the other nodes settled. */
  run: z.looseObject({ outcome: z.string() }).optional(),
  /** Nodes of a review loop: the round and the findings it answers. */
  review: z.looseObject({ round: z.number(), findings: jsonValueSchema }).optional(),
});

/** `gateFields`: per gate node, its declared fields (a dependent reads one left out as empty). */
export function dagInputValues(input: unknown, gateFields?: GateFields): TemplateValues {
  const parsed = dagInputSchema.safeParse(input);
  const values = parsed.success ? parsed.data : {};
  return {
    inputs: values.inputs ?? {},
    needs: values.needs ?? {},
    ...(values.outcomes === undefined ? {} : { outcomes: values.outcomes }),
    ...(gateFields === undefined ? {} : { gateFields }),
    ...(values.run === undefined ? {} : { runOutcome: values.run.outcome }),
    ...(values.review === undefined
      ? {}
      : { review: { round: values.review.round, findings: values.review.findings } }),
  };
}
