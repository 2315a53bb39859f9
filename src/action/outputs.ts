// The step outputs: the report layer's runOutputs for the stored run, plus where this job saved
// the store. Every output is set on every path, so `steps.<id>.outputs.result` is never missing.
// GitHub refuses an output over 1 MiB (and 50 MB for a whole workflow run): a larger value is
// replaced by a small JSON marker saying how large it was and where the whole value is.
import { noRunOutputs, runOutputs, type RunOutputs, type RunReport, type SummaryContext } from '../report/index.ts';
import type { ActionIO } from './io.ts';

export type StepOutputs = RunOutputs & { 'cache-key': string; 'artifact-name': string };

/** Largest value set as one output (GitHub's limit is 1 MiB; names and delimiters need room too). */
export const maxOutputBytes = 1_000_000;

export function stepOutputs(
  report: RunReport | null,
  context: SummaryContext,
  saved: { cacheKey?: string; artifactName?: string },
): StepOutputs {
  const run = report === null ? noRunOutputs : runOutputs(report, context);
  const all: StepOutputs = { ...run, 'cache-key': saved.cacheKey ?? '', 'artifact-name': saved.artifactName ?? '' };
  const where = [
    'the run store',
    ...(saved.cacheKey === undefined ? [] : [`cache entry ${saved.cacheKey}`]),
    ...(saved.artifactName === undefined ? [] : [`artifact ${saved.artifactName}`]),
  ]
    .map((part) => part.slice(0, 600))
    .join(', ');
  for (const [name, value] of Object.entries(all) as Array<[keyof StepOutputs, string]>) {
    const bytes = Buffer.byteLength(value, 'utf8');
    if (bytes <= maxOutputBytes) continue;
    all[name] = JSON.stringify({
      truncated: true,
      output: name,
      bytes,
      limit: maxOutputBytes,
      where: `${where}: read it with npx supervised-run status (or summary) on the restored store`,
    });
  }
  return all;
}

export function setStepOutputs(io: ActionIO, outputs: StepOutputs): void {
  // Every field of StepOutputs is a string; Object.entries cannot see that through the interface.
  for (const [name, value] of Object.entries(outputs) as Array<[string, string]>) io.setOutput(name, value);
}
