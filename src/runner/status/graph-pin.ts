// The graph-log pin: a settled runner record names how many graph records there were when the
// session settled and the hash of the last one. A reader that finds fewer (a graph log truncated or
// deleted after the run settled, which a torn tail alone cannot explain: the worker synced every
// record before the watchdog read it) or a different last record at that count refuses the store
// instead of folding it as if nothing had happened. More records than pinned is allowed: a reopen
// and a surviving worker of a failed session append after the settled record. Records written
// before the pin existed carry none and are accepted as they are.
import { z } from 'zod';
import { lazySchema } from '../../store/index.ts';
import type { EventCursor, JsonValue } from '../../store/contract.ts';
import { SupervisedRunError } from '../errors.ts';
import type { Folded } from './folded.ts';

export const graphPinSchema = lazySchema(() =>
  z.object({
    /** Graph records when the session settled (the next seq). */
    records: z.number().int().nonnegative(),
    /** Hash of the last of them (64 zeros when there were none). */
    head: z.string().regex(/^[0-9a-f]{64}$/),
  }),
);
export type GraphPin = z.infer<ReturnType<typeof graphPinSchema>>;

export function graphPinOf(cursor: EventCursor): GraphPin {
  return { records: cursor.nextSeq, head: cursor.head };
}

/** The field a settled record carries (spread into its data). */
export function graphPinField(cursor: EventCursor | undefined): { graphLog: JsonValue } | Record<string, never> {
  return cursor === undefined ? {} : { graphLog: graphPinOf(cursor) };
}

/** What disagrees between the latest settled record's pin and the graph log read, or undefined when nothing does. */
export function graphPinProblem(folded: Pick<Folded, 'runner' | 'cursors'>): string | undefined {
  const settled = folded.runner.settled;
  if (settled === null) return undefined;
  const raw = (settled.data as { graphLog?: unknown } | null)?.graphLog;
  if (raw === undefined) return undefined; // written before pins existed
  const pin = graphPinSchema().safeParse(raw);
  const what = `the runner log's settled record ${settled.type} (session ${settled.session})`;
  if (!pin.success) return `${what} holds a malformed graphLog pin`;
  const graph = folded.cursors.graph;
  if (graph.nextSeq < pin.data.records) {
    const found = graph.nextSeq === 0 ? 'none (the graph log is missing or empty)' : `only ${graph.nextSeq}`;
    return `${what} pins the graph log at ${pin.data.records} records, but it holds ${found}: the graph log was truncated or deleted after the run settled`;
  }
  if (graph.nextSeq === pin.data.records && graph.head !== pin.data.head)
    return `${what} pins the graph log at ${pin.data.records} records ending in ${pin.data.head.slice(0, 12)}, but its record ${pin.data.records} hashes to ${graph.head.slice(0, 12)}: the graph log was replaced`;
  return undefined;
}

/** Throws RUN_STORAGE naming what disagrees (see graphPinProblem). */
export function assertGraphPin(runId: string, folded: Pick<Folded, 'runner' | 'cursors'>): void {
  const problem = graphPinProblem(folded);
  if (problem === undefined) return;
  throw new SupervisedRunError('RUN_STORAGE', `the logs of run ${runId} disagree: ${problem}`, {
    details: { runId },
  });
}
