// The step outputs: the report layer's runOutputs for the stored run, plus where this job saved
// the store. Every output is set on every path, so `steps.<id>.outputs.result` is never missing.
// GitHub refuses an output over 1 MiB (and 50 MB for a whole workflow run): a larger value is
// replaced by a small JSON marker saying how large it was and where the whole value is, and a
// warning annotation says so (else a later step reads the marker with nothing in the log about it).
import { noRunOutputs, runOutputs, type RunOutputs, type RunReport, type SummaryContext } from '../report/index.ts';
import { z } from 'zod';
import { lazySchema } from '../store/index.ts';
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

// What stepOutputs writes in place of a value over the limit (no output's own value starts so).
const markerStart = '{"truncated":true,';
const markerSchema = lazySchema(() => z.object({ truncated: z.literal(true), output: z.string(), bytes: z.number() }));

/** The outputs stepOutputs replaced by a marker, with the size of the value each one held. */
export function replacedOutputs(outputs: StepOutputs): Array<{ name: string; bytes: number }> {
  return (Object.entries(outputs) as Array<[string, string]>).flatMap(([name, value]) => {
    if (!value.startsWith(markerStart)) return [];
    const marker = markerSchema().safeParse(JSON.parse(value));
    return marker.success && marker.data.output === name ? [{ name, bytes: marker.data.bytes }] : [];
  });
}

export function setStepOutputs(io: ActionIO, outputs: StepOutputs): void {
  // Every field of StepOutputs is a string; Object.entries cannot see that through the interface.
  for (const [name, value] of Object.entries(outputs) as Array<[string, string]>) io.setOutput(name, value);
  for (const { name, bytes } of replacedOutputs(outputs))
    io.warning(
      `output "${name}" was ${bytes} bytes, over the ${maxOutputBytes} bytes a step output may hold: it holds a JSON marker ({"truncated":true,...}) saying where the whole value is (the run store: npx supervised-run status)`,
      `output ${name} cut to GitHub's limit`,
    );
}
