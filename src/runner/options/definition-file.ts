// The definition file of a host-module run (`definition` input, `--definition`): apart from the
// option readers, so reading an option loads no graph schemas.
import { z } from 'zod';
import { lazySchema } from '../../store/index.ts';
import { graphDefinitionSchema, graphPlanSchema } from '../../graph/contract.ts';
import { builtInGraphProblem } from './built-in-graph.ts';

/** The definition file of a host-module run: the graph definition and, optionally, its frozen plan. */
export const definitionFileSchema = lazySchema(() =>
  z.object({
    graphDefinition: graphDefinitionSchema(),
    plan: graphPlanSchema().optional(),
  }),
);
export type DefinitionFile = z.infer<ReturnType<typeof definitionFileSchema>>;
export const definitionFileAccepts = '{ "graphDefinition": { "form", "version", "value" }, "plan"? }';

/** `expected`: what the file must hold, when its shape is what is wrong (a graph's own reason says enough). */
export type DefinitionFileRead =
  { ok: true; value: DefinitionFile } | { ok: false; problem: string; expected?: string | undefined };

/**
 * A definition file's text, or where it is wrong: `is not JSON (…)`, `at graphDefinition.form: …`.
 * A built-in form's value is checked here too (as the start would), so the refusal names the file.
 */
export function readDefinitionFile(text: string): DefinitionFileRead {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    // A file the user wrote, not a pasted value: JSON.parse's message says where the mistake is.
    return { ok: false, problem: `is not JSON (${(error as Error).message})`, expected: definitionFileAccepts };
  }
  const parsed = definitionFileSchema().safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return {
      ok: false,
      problem: `at ${issue.path.join('.') || '(root)'}: ${issue.message}`,
      expected: definitionFileAccepts,
    };
  }
  const graphProblem = builtInGraphProblem(parsed.data.graphDefinition);
  if (graphProblem !== undefined) return { ok: false, problem: `at graphDefinition.value: ${graphProblem.message}` };
  return { ok: true, value: parsed.data };
}
