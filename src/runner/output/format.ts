// The kept output of one node attempt, as JSON lines (durable format, schemaVersion in the header):
// a header naming the attempt, then one record per line printed, tagged with its stream, in the
// order the lines were completed, and at most one `cut` record where lines between the kept head
// and the kept tail were dropped. The same records make the live files and the final artifact.
import { z } from 'zod';
import { lazySchema } from '../../store/index.ts';

export const attemptHeaderSchema = lazySchema(() =>
  z.object({
    k: z.literal('attempt'),
    schemaVersion: z.literal(1),
    attemptId: z.string().min(1),
    position: z.string().min(1),
    nodeId: z.string().min(1),
    attempt: z.number().int().positive(),
    /** ISO-8601 time the attempt's node code started. */
    startedAt: z.string(),
  }),
);
export type AttemptHeader = z.infer<ReturnType<typeof attemptHeaderSchema>>;

export const outputLineSchema = lazySchema(() =>
  z.object({
    /** `o` stdout, `e` stderr. */
    k: z.enum(['o', 'e']),
    /** 1-based number of the line in the attempt's whole output (dropped lines count too). */
    n: z.number().int().positive(),
    /** Milliseconds since the attempt started. */
    ms: z.number().int().nonnegative(),
    t: z.string(),
  }),
);
export type OutputLine = z.infer<ReturnType<typeof outputLineSchema>>;

export const cutRecordSchema = lazySchema(() =>
  z.object({
    k: z.literal('cut'),
    lines: z.number().int().nonnegative(),
    bytes: z.number().int().nonnegative(),
  }),
);
export type CutRecord = z.infer<ReturnType<typeof cutRecordSchema>>;

const recordSchema = lazySchema(() =>
  z.discriminatedUnion('k', [attemptHeaderSchema(), outputLineSchema(), cutRecordSchema()]),
);

export interface ParsedAttemptLog {
  header: AttemptHeader | undefined;
  lines: OutputLine[];
  /** Lines dropped between head and tail (from the cut record, or from gaps in the numbering). */
  cut: { lines: number; bytes: number } | undefined;
  /** Records that did not parse (a torn last line of a crashed writer, mostly). */
  skipped: number;
}

export const encodeRecord = (record: AttemptHeader | OutputLine | CutRecord): Buffer =>
  Buffer.from(`${JSON.stringify(record)}\n`, 'utf8');

/** Parses a head file, optionally followed by a tail file, or a whole artifact. Never throws. */
export function parseAttemptLog(...parts: Array<Buffer | undefined>): ParsedAttemptLog {
  const parsed: ParsedAttemptLog = { header: undefined, lines: [], cut: undefined, skipped: 0 };
  let cutBytes = 0;
  for (const part of parts) {
    if (part === undefined) continue;
    for (const text of part.toString('utf8').split('\n')) {
      if (text === '') continue;
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        parsed.skipped += 1;
        continue;
      }
      const record = recordSchema().safeParse(value);
      if (!record.success) parsed.skipped += 1;
      else if (record.data.k === 'attempt') parsed.header ??= record.data;
      else if (record.data.k === 'cut') cutBytes += record.data.bytes;
      else if (record.data.n > (parsed.lines.at(-1)?.n ?? 0)) parsed.lines.push(record.data);
    }
  }
  let missing = 0;
  parsed.lines.forEach((line, i) => (missing += line.n - (i === 0 ? 0 : parsed.lines[i - 1]!.n) - 1));
  if (missing > 0 || cutBytes > 0) parsed.cut = { lines: missing, bytes: cutBytes };
  return parsed;
}

/** `[out] text` / `[err] text` lines, with a marker where lines were cut. */
export function renderAttemptLog(log: ParsedAttemptLog): string[] {
  const out: string[] = [];
  let previous = 0;
  for (const line of log.lines) {
    if (line.n > previous + 1) out.push(cutMarker(line.n - previous - 1, previous === 0 ? undefined : log.cut?.bytes));
    out.push(`${line.k === 'o' ? '[out]' : '[err]'} ${line.t}`);
    previous = line.n;
  }
  return out;
}

export function cutMarker(lines: number, bytes?: number): string {
  const size = bytes === undefined || bytes === 0 ? '' : ` (${bytes} bytes)`;
  return `… ${lines} line${lines === 1 ? '' : 's'}${size} cut: the log keeps the head and the tail of each attempt …`;
}
