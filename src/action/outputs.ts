// The step outputs: the report layer's runOutputs for the stored run, plus where this job saved
// the store. Every output is set on every path, so `steps.<id>.outputs.result` is never missing.
import { noRunOutputs, runOutputs, type RunOutputs, type RunReport, type SummaryContext } from '../report/index.ts';
import type { ActionIO } from './io.ts';

export type StepOutputs = RunOutputs & { 'cache-key': string; 'artifact-name': string };

export function stepOutputs(
  report: RunReport | null,
  context: SummaryContext,
  saved: { cacheKey?: string; artifactName?: string },
): StepOutputs {
  const run = report === null ? noRunOutputs : runOutputs(report, context);
  return { ...run, 'cache-key': saved.cacheKey ?? '', 'artifact-name': saved.artifactName ?? '' };
}

export function setStepOutputs(io: ActionIO, outputs: StepOutputs): void {
  // Every field of StepOutputs is a string; Object.entries cannot see that through the interface.
  for (const [name, value] of Object.entries(outputs) as Array<[string, string]>) io.setOutput(name, value);
}
