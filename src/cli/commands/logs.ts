// `logs`: what node attempts printed, as the run store keeps it (bounded, redacted): every attempt
// or those of one --position, from the artifact of an attempt that ended, else from its live files
// (an attempt whose worker crashed). --follow prints new lines as they land until the run settles.
import { z } from 'zod';
import {
  attemptsEnded,
  displayLine,
  listAttemptOutputs,
  OutputFollower,
  readAttemptOutput,
  readSupervisedRunStatus,
  renderAttemptLog,
  type AttemptOutputEntry,
  type SupervisedRunPhase,
} from '../../runner/index.ts';
import type { EventCursor, RunStorage } from '../../store/contract.ts';
import * as F from '../args/fields.ts';
import { validateFlags } from '../args/parse.ts';
import { jsonFlag, runIdFlag, storeFlags } from '../args/spec.ts';
import { exitCodes } from '../errors.ts';
import { jsonLine, line, type CliIo } from '../io.ts';
import { openRun, storageOptions, storeLocation } from '../options/store.ts';
import { countOf, formatCount, plain } from '../output/format.ts';
import type { Command } from './command.ts';

const schema = z.object({
  'run-id': F.runId(),
  position: F.position().optional(),
  follow: F.flagOff,
  store: F.path().optional(),
  namespace: F.namespace().optional(),
  json: F.flagOff,
});

const livePhases: ReadonlySet<SupervisedRunPhase> = new Set(['starting', 'running', 'backoff']);
/** Node output is untrusted: no control character reaches the terminal. */
const safe = (text: string) => plain(text, 20_000);

/** Why an attempt has no recorded outcome, by the run's phase: its worker may have been stopped on request. */
function unended(phase: SupervisedRunPhase | undefined): string {
  if (phase === undefined || livePhases.has(phase)) return 'no outcome recorded yet (running, or its worker died)';
  switch (phase) {
    case 'interrupted':
      return 'no outcome recorded (the run was interrupted while it ran)';
    case 'stopped':
      return 'no outcome recorded (the run was stopped while it ran)';
    case 'timeout':
      return "no outcome recorded (the run's time ran out while it ran)";
    case 'orphaned':
      return 'no outcome recorded (its watchdog is gone)';
    default:
      return 'no outcome recorded (its worker died before it ended)';
  }
}

/** `== dag/a/1 (a, attempt 1) started …: 5,000 lines, 4,740 cut; completed`: every count in one format. */
export function heading(
  entry: AttemptOutputEntry,
  lines: number,
  cut: number,
  phase: SupervisedRunPhase | undefined,
): string {
  const outcome = entry.record === undefined ? unended(phase) : entry.record.outcome;
  const cutText = cut > 0 ? `, ${formatCount(cut)} cut` : '';
  return safe(
    `== ${entry.position} (${entry.nodeId}, attempt ${entry.attempt}) started ${entry.startedAt}: ${countOf(lines, 'line')}${cutText}; ${outcome}`,
  );
}

async function printKept(
  io: CliIo,
  storage: RunStorage,
  runId: string,
  entries: AttemptOutputEntry[],
  options: { json: boolean; phase: SupervisedRunPhase | undefined },
) {
  const { json, phase } = options;
  const out: unknown[] = [];
  for (const entry of entries) {
    const log = await readAttemptOutput(storage, runId, entry);
    const total = entry.record?.lines ?? log.lines.at(-1)?.n ?? 0;
    if (json) {
      const { record, ...rest } = entry;
      out.push({
        ...rest,
        outcome: record?.outcome ?? null,
        artifact: record?.artifact ?? null,
        cut: log.cut ?? null,
        lines: log.lines,
      });
      continue;
    }
    line(io.stdout, heading(entry, total, log.cut?.lines ?? 0, phase));
    for (const text of renderAttemptLog(log)) line(io.stdout, safe(text));
  }
  if (json) jsonLine(io.stdout, { runId, attempts: out });
}

async function follow(
  io: CliIo,
  storage: RunStorage,
  runId: string,
  position: string | undefined,
  location: Parameters<typeof storageOptions>[0],
) {
  const follower = new OutputFollower(
    storage,
    runId,
    (lines) => {
      for (const followed of lines)
        if (position === undefined || followed.position === position) line(io.stdout, safe(displayLine(followed)));
    },
    { fromStart: true, intervalMs: 250 },
  );
  await follower.start();
  let graph: EventCursor | undefined;
  for (;;) {
    // Attempts that ended are read once more, then not again: a long run's polls stay as cheap as its first.
    const read = await storage.readEvents(runId, 'graph', graph);
    graph = read.cursor;
    const ended = attemptsEnded(read.events);
    if (ended.length > 0) {
      await follower.poll();
      follower.forget(ended);
    }
    const status = await readSupervisedRunStatus({ storage: storageOptions(location), runId, nodes: 'open' });
    if (!livePhases.has(status.phase)) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await follower.stop();
}

export const logsCommand: Command = {
  spec: {
    name: 'logs',
    summary: 'Print what node attempts printed (kept in the run store, bounded and redacted)',
    usage: 'logs --run-id ID [--position POS] [--follow] [flags]',
    flags: {
      ...runIdFlag,
      position: { type: 'string', value: 'POS', description: 'Only the attempts at this position, e.g. dag/test/1' },
      follow: {
        type: 'boolean',
        description: 'Print lines as they are written, until the run stops running (lines prefixed [node])',
      },
      ...storeFlags,
      ...jsonFlag,
    },
    notes: [
      'Lines are tagged [out] (stdout) or [err] (stderr). Each attempt keeps the head and the tail of its output within its log limit (log-limit, default 1MiB); a marker says how many lines were cut. Known secrets are shown as ***.',
    ],
    examples: [
      'supervised-run logs --run-id demo-1',
      'supervised-run logs --run-id demo-1 --position dag/test/1',
      'supervised-run logs --run-id demo-1 --follow',
    ],
  },

  async run(io, raw) {
    const flags = validateFlags(schema, raw);
    const location = storeLocation(io, flags);
    const runId = flags['run-id'];
    const storage = await openRun(location, runId);
    if (flags.follow) {
      await follow(io, storage, runId, flags.position, location);
      return exitCodes.ok;
    }
    const entries = (await listAttemptOutputs(storage, runId)).filter(
      (entry) => flags.position === undefined || entry.position === flags.position,
    );
    if (entries.length === 0 && !flags.json) {
      const where = flags.position === undefined ? '' : ` at ${safe(flags.position)}`;
      line(io.stderr, `No attempt${where} of run ${runId} has printed anything (or its output was not kept).`);
    }
    // Read only when an attempt has no outcome: its heading says why, by the run's phase.
    const phase = entries.some((entry) => entry.record === undefined)
      ? (await readSupervisedRunStatus({ storage: storageOptions(location), runId, nodes: 'open' })).phase
      : undefined;
    await printKept(io, storage, runId, entries, { json: flags.json, phase });
    return exitCodes.ok;
  },
};
