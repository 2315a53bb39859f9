// `history`: the run's records, merged from both logs, a bounded page at a time; --after continues
// (and polls) without gaps or duplicates, --follow keeps reading until the run settles.
import { z } from 'zod';
import {
  defaultHistoryLimit,
  defaultPayloadBytes,
  maxHistoryLimit,
  maxPayloadBytes,
  readSupervisedRunHistory,
  type HistoryEntry,
} from '../../runner/index.ts';
import * as F from '../args/fields.ts';
import { validateFlags } from '../args/parse.ts';
import { jsonFlag, runIdFlag, storeFlags } from '../args/spec.ts';
import { exitCodes, onlyWith } from '../errors.ts';
import { jsonLine, line, type CliIo } from '../io.ts';
import { withFlagNames } from '../options/flag-names.ts';
import { openRun, storageOptions, storeLocation } from '../options/store.ts';
import { cliInvocation, withPlace } from '../output/command-place.ts';
import { plain } from '../output/format.ts';
import type { Command } from './command.ts';

const schema = z.object({
  'run-id': F.runId(),
  after: F.cursor().optional(),
  limit: F.count(1, maxHistoryLimit).optional(),
  payloads: F.flagOff,
  'payload-bytes': F.count(1, maxPayloadBytes).optional(),
  follow: F.flagOff,
  store: F.path().optional(),
  namespace: F.namespace().optional(),
  json: F.flagOff,
});

// Fixed widths, so pages printed one after another (--follow) line up.
const widths = [12, 6, 6, 3, 28, 28];
const headers = ['TIME', 'LOG', 'SEQ', 'S', 'TYPE', 'POSITION', 'CODE'];
const render = (cells: readonly string[]) =>
  cells
    .map((cell, i) => (i < widths.length ? cell.padEnd(widths[i]!) : cell))
    .join(' ')
    .trimEnd();

function rows(entries: readonly HistoryEntry[]): string[] {
  return entries.map((e) =>
    render([
      e.at.slice(11, 23),
      e.log,
      String(e.seq),
      String(e.session),
      e.type,
      plain(e.position ?? (e.positions === undefined ? '' : e.positions.join(',')), 80),
      plain(e.code ?? '', 40),
    ]),
  );
}

function printPayloads(io: CliIo, entries: readonly HistoryEntry[]): void {
  for (const e of entries) {
    if (e.payload !== undefined) line(io.stdout, `  ${e.log}:${e.seq} ${JSON.stringify(e.payload)}`);
    else if (e.payloadPreview !== undefined)
      line(
        io.stdout,
        `  ${e.log}:${e.seq} (${e.payloadPreview.bytes} bytes, cut) ${JSON.stringify(e.payloadPreview.text)}`,
      );
  }
}

export const historyCommand: Command = {
  spec: {
    name: 'history',
    summary: "List a run's records (both logs, merged), a bounded page at a time",
    usage: 'history --run-id ID [--after CURSOR] [--limit N] [--payloads [--payload-bytes N]] [--follow] [flags]',
    flags: {
      ...runIdFlag,
      after: { type: 'string', value: 'CURSOR', description: 'Continue after an earlier page (the cursor it printed)' },
      limit: {
        type: 'string',
        value: 'N',
        description: `Records per page, 1-${maxHistoryLimit} (default ${defaultHistoryLimit})`,
      },
      payloads: {
        type: 'boolean',
        description: `Include each record's data (cut to a preview above --payload-bytes, default ${defaultPayloadBytes})`,
      },
      'payload-bytes': {
        type: 'string',
        value: 'N',
        description: `With --payloads: largest data shown whole, 1-${maxPayloadBytes}`,
      },
      follow: { type: 'boolean', description: 'Keep reading pages until the run settles (a live tail)' },
      ...storeFlags,
      ...jsonFlag,
    },
    notes: [
      'Each record shows its time, log (graph or runner), seq, session, type, position and code. The cursor is opaque and stable: polling with the last cursor returns each new record exactly once. --json prints the page ({ runId, entries, cursor, hasMore, settled, counts }); with --follow, one JSON line per record.',
    ],
    examples: [
      'supervised-run history --run-id demo-1 --limit 20',
      'supervised-run history --run-id demo-1 --after eyJ2IjoxLC... --json',
      'supervised-run history --run-id demo-1 --follow',
    ],
  },

  async run(io, raw) {
    const flags = validateFlags(schema, raw);
    if (flags['payload-bytes'] !== undefined && !flags.payloads) throw onlyWith('--payload-bytes', '--payloads');
    const location = storeLocation(io, flags);
    const runId = flags['run-id'];
    await openRun(location, runId);
    // The command that reads on from a cursor, with this one's page size, payload and store flags.
    const nextPage = (cursor: string) =>
      withPlace(
        [
          `${cliInvocation} history --run-id ${runId}`,
          ...(flags.limit === undefined ? [] : [`--limit ${flags.limit}`]),
          ...(flags.payloads ? ['--payloads'] : []),
          ...(flags['payload-bytes'] === undefined ? [] : [`--payload-bytes ${flags['payload-bytes']}`]),
          `--after ${cursor}`,
        ].join(' '),
        location,
        { root: false },
      );
    const read = (after: string | undefined) =>
      readSupervisedRunHistory({
        storage: storageOptions(location),
        runId,
        limit: flags.limit ?? defaultHistoryLimit,
        ...(after === undefined ? {} : { after }),
        ...(flags.payloads ? { payloadBytes: flags['payload-bytes'] ?? defaultPayloadBytes } : {}),
      }).catch((error: unknown) => {
        throw withFlagNames(error);
      });
    if (!flags.follow) {
      const page = await read(flags.after);
      if (flags.json) {
        jsonLine(io.stdout, page);
        return exitCodes.ok;
      }
      for (const text of [render(headers), ...rows(page.entries)]) line(io.stdout, text);
      if (flags.payloads) printPayloads(io, page.entries);
      const more = page.hasMore
        ? 'more records follow'
        : page.settled
          ? 'the run has settled; nothing more unless it is resumed'
          : 'the run is live; poll for new records';
      line(io.stdout, `${page.entries.length} records (${more}); next: ${nextPage(page.cursor)}`);
      return exitCodes.ok;
    }
    let after = flags.after;
    let header = !flags.json;
    for (;;) {
      const page = await read(after);
      after = page.cursor;
      if (flags.json) for (const entry of page.entries) jsonLine(io.stdout, entry);
      else if (page.entries.length > 0) {
        for (const row of header ? [render(headers), ...rows(page.entries)] : rows(page.entries)) line(io.stdout, row);
        header = false;
        if (flags.payloads) printPayloads(io, page.entries);
      }
      if (!page.hasMore && page.settled) break;
      if (!page.hasMore) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    if (!flags.json) line(io.stdout, `the run has settled; records after these: ${nextPage(after)}`);
    return exitCodes.ok;
  },
};
