// An engine node: the stored prompt template rendered with this dispatch's input (the DAG form hands
// each node { inputs, needs: { [id]: output } }), sent on the lane named after its engine.
import { z } from 'zod';
import type { EngineNodeBinding } from '../../graph/contract.ts';
import { jsonValueSchema } from '../../store/contract.ts';
import type { EngineNodeConfig } from '../host-config.ts';
import { renderTemplate } from '../template.ts';

const dagInputSchema = z.looseObject({
  inputs: z.record(z.string(), jsonValueSchema).optional(),
  needs: z.record(z.string(), jsonValueSchema).optional(),
});

/** `timeoutMs`: the lane's engine `timeout`, when it declares one (recorded for status). */
export function engineNodeBinding(config: EngineNodeConfig, timeoutMs?: number): EngineNodeBinding {
  return {
    kind: 'engine',
    lane: config.lane,
    retrySafe: config.retrySafe,
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
    prompt: (input) => {
      const parsed = dagInputSchema.safeParse(input);
      const values = parsed.success ? parsed.data : {};
      return renderTemplate(config.prompt, { inputs: values.inputs ?? {}, needs: values.needs ?? {} });
    },
  };
}
