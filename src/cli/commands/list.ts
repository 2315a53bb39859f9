// `list`: every run in a namespace of the store, with its phase, last event, waiting positions and usage.
import { z } from 'zod';
import { readSupervisedRunStatus, type SupervisedRunStatus } from '../../runner/index.ts';
import * as F from '../args/fields.ts';
import { validateFlags } from '../args/parse.ts';
import { jsonFlag, storeFlags } from '../args/spec.ts';
import { describeFailure, exitCodes } from '../errors.ts';
import { jsonLine, line, terminalWidth } from '../io.ts';
import { openExistingStore, storageOptions, storeLocation } from '../options/store.ts';
import { costText, plain, table, tokensText } from '../output/format.ts';
import type { Command } from './command.ts';

const schema = z.object({ store: F.path().optional(), namespace: F.namespace().optional(), json: F.flagOff });

type Row = { runId: string; status: SupervisedRunStatus } | { runId: string; error: string };

export const listCommand: Command = {
  spec: {
    name: 'list',
    summary: 'List the runs in a namespace: phase, last event, positions waiting, usage',
    usage: 'list [--store DIR] [--namespace NS] [--json]',
    flags: { ...storeFlags, ...jsonFlag },
    notes: [
      'A run that cannot be read (a corrupt log, say) is listed with its error instead of a phase. --json prints an array of { runId, phase, createdAt, lastEventAt, positions, usage } ({ runId, error } for unreadable runs).',
    ],
    examples: ['supervised-run list', 'supervised-run list --namespace nightly --json'],
  },

  async run(io, raw) {
    const flags = validateFlags(schema, raw);
    const location = storeLocation(io, flags);
    const storage = await openExistingStore(location);
    const runs: Row[] = [];
    for (const runId of await storage.listRuns()) {
      try {
        runs.push({
          runId,
          status: await readSupervisedRunStatus({ storage: storageOptions(location), runId, nodes: 'open' }),
        });
      } catch (error) {
        runs.push({ runId, error: describeFailure(error) });
      }
    }
    const created = (row: Row) => ('status' in row ? row.status.createdAt : '');
    runs.sort((a, b) => created(a).localeCompare(created(b)) || a.runId.localeCompare(b.runId));
    if (flags.json) {
      const out = runs.map((row) =>
        'error' in row
          ? row
          : {
              runId: row.runId,
              phase: row.status.phase,
              createdAt: row.status.createdAt,
              lastEventAt: row.status.lastEventAt,
              positions: row.status.positions,
              usage: row.status.totalUsage,
            },
      );
      jsonLine(io.stdout, out);
      return exitCodes.ok;
    }
    if (runs.length === 0) {
      line(io.stdout, `No runs in namespace ${JSON.stringify(location.namespace)} of ${location.directory}.`);
      return exitCodes.ok;
    }
    const rows = runs.map((row) =>
      'error' in row
        ? [plain(row.runId, 100), 'unreadable', '-', '-', '-', plain(row.error, 400)]
        : [
            plain(row.runId, 100),
            row.status.phase,
            row.status.lastEventAt ?? '-',
            tokensText(row.status.totalUsage, ''),
            costText(row.status.totalUsage, ''),
            row.status.positions.length === 0 ? '-' : plain(row.status.positions.join(', '), 400),
          ],
    );
    // The one column of any length comes last: on a terminal it is cut to the width, the figures stay.
    const width = terminalWidth(io);
    const headers = ['RUN ID', 'PHASE', 'LAST EVENT', 'TOKENS', 'COST', 'WAITING'];
    for (const text of table(headers, rows, width === undefined ? {} : { width })) line(io.stdout, text);
    return exitCodes.ok;
  },
};
