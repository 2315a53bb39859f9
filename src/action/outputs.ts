// The step outputs: the report layer's runOutputs for the stored run, plus where this job saved
// the store. Every output is set on every path, so `steps.<id>.outputs.result` is never missing.
// GitHub refuses an output over 1 MiB (and 50 MB for a whole workflow run): a larger value is
// replaced by a small JSON marker saying how large it was and where the whole value is, and a
// warning annotation says so (else a later step reads the marker with nothing in the log about it).
import { noRunOutputs, runOutputs, type RunOutputs, type RunReport, type SummaryContext } from '../report/index.ts';
import type { ActionIO } from './io.ts';

export type StepOutputs = RunOutputs & { 'cache-key': string; 'artifact-name': string };

/** Largest value set as one output (GitHub's limit is 1 MiB; names and delimiters need room too). */
export const maxOutputBytes = 1_000_000;

/** The outputs stepOutputs replaced by a marker, with the size of the value each one held. */
const cutOutputs = new WeakMap<StepOutputs, Array<{ name: string; bytes: number }>>();

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
  const cut: Array<{ name: string; bytes: number }> = [];
  for (const [name, value] of Object.entries(all) as Array<[keyof StepOutputs, string]>) {
    const bytes = Buffer.byteLength(value, 'utf8');
    if (bytes <= maxOutputBytes) continue;
    cut.push({ name, bytes });
    all[name] = JSON.stringify({
      truncated: true,
      output: name,
      bytes,
      limit: maxOutputBytes,
      where: `${where}: read it with npx supervised-run status (or summary) on the restored store`,
    });
  }
  if (cut.length > 0) cutOutputs.set(all, cut);
  return all;
}

/** The names of the outputs stepOutputs replaced by a marker. */
export function replacedOutputNames(outputs: StepOutputs): string[] {
  return (cutOutputs.get(outputs) ?? []).map(({ name }) => name);
}

export function setStepOutputs(io: ActionIO, outputs: StepOutputs): void {
  // Every field of StepOutputs is a string; Object.entries cannot see that through the interface.
  for (const [name, value] of Object.entries(outputs) as Array<[string, string]>) io.setOutput(name, value);
  for (const { name, bytes } of cutOutputs.get(outputs) ?? [])
    io.warning(
      `output "${name}" was ${bytes} bytes, over the ${maxOutputBytes} bytes a step output may hold: it holds a JSON marker ({"truncated":true,...}) saying where the whole value is (the run store: npx supervised-run status)`,
      `output ${name} cut to GitHub's limit`,
    );
}
