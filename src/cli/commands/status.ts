// `status`: the run's phase, nodes, usage and what waits; --watch refreshes until the run settles.
import { z } from 'zod';
import { readSupervisedRunStatus, type SupervisedRunPhase } from '../../runner/index.ts';
import * as F from '../args/fields.ts';
import { validateFlags } from '../args/parse.ts';
import { jsonFlag, printedRootFlag, runIdFlag, storeFlags } from '../args/spec.ts';
import { exitCodes, onlyWith } from '../errors.ts';
import { canAnimate, jsonLine, line, type CliIo } from '../io.ts';
import type { EventCursor, RunStorage } from '../../store/contract.ts';
import { openRun, storageOptions, storeLocation } from '../options/store.ts';
import { commandPlace, type CommandPlace } from '../output/command-place.ts';
import { exitCodeForPhase, loadRunView } from '../output/outcome.ts';
import { RecordLines } from '../output/record-lines.ts';
import { compactStatus, statusLines } from '../output/status-text.ts';
import { printedRoot } from '../options/sources.ts';
import type { Command } from './command.ts';

const schema = z.object({
  'run-id': F.runId(),
  watch: F.flagOff,
  interval: F.duration().optional(),
  root: F.path().optional(),
  store: F.path().optional(),
  namespace: F.namespace().optional(),
  json: F.flagOff,
});

const livePhases: ReadonlySet<SupervisedRunPhase> = new Set(['starting', 'running', 'backoff']);

async function show(io: CliIo, place: CommandPlace, runId: string, json: boolean): Promise<SupervisedRunPhase> {
  const view = await loadRunView(storageOptions(place), runId, place);
  if (json) jsonLine(io.stdout, { status: view.report.status, waiting: view.plan, warnings: view.report.warnings });
  else for (const text of statusLines(view, place)) line(io.stdout, text);
  return view.report.status.phase;
}

/**
 * What the graph log says between two re-reads that the compact line does not: a retry waiting
 * out its backoff (also one dispatched before the watch began), a review loop's send-back, a node
 * waiting for its budget turn (also one that began before the watch and still waits).
 */
class WatchedRecords {
  readonly #lines = new RecordLines();
  readonly #storage: RunStorage;
  readonly #runId: string;
  #cursor: EventCursor | undefined;

  constructor(storage: RunStorage, runId: string) {
    this.#storage = storage;
    this.#runId = runId;
  }

  async read(): Promise<string[]> {
    const first = this.#cursor === undefined;
    const read = await this.#storage.readEvents(this.#runId, 'graph', this.#cursor);
    this.#cursor = read.cursor;
    const said = this.#lines.fold(read.events, { fresh: !first });
    return [...said, ...this.#lines.waits(Date.now())];
  }
}

export const statusCommand: Command = {
  spec: {
    name: 'status',
    summary: 'Show a run: phase, nodes, usage, and the commands that resume what waits',
    usage: 'status --run-id ID [--watch] [--interval D] [flags]',
    flags: {
      ...runIdFlag,
      watch: {
        type: 'boolean',
        description: "Refresh until the run settles, then print it; exits with the run's exit code",
      },
      interval: { type: 'string', value: 'D', description: 'With --watch: time between reads (default 1s)' },
      ...printedRootFlag,
      ...storeFlags,
      ...jsonFlag,
    },
    notes: [
      'Reading takes no ownership: status works while another process drives the run. Without --watch the exit code is 0 whatever the phase.',
    ],
    examples: [
      'supervised-run status --run-id demo-1',
      'supervised-run status --run-id demo-1 --watch',
      'supervised-run status --run-id demo-1 --json | jq .status.phase',
    ],
  },

  async run(io, raw) {
    const flags = validateFlags(schema, raw);
    if (flags.interval !== undefined && !flags.watch) throw onlyWith('--interval', '--watch');
    const location = storeLocation(io, flags);
    const place = commandPlace(location, await printedRoot(io, flags.root));
    const runId = flags['run-id'];
    const storage = await openRun(location, runId);
    if (!flags.watch) {
      await show(io, place, runId, flags.json);
      return exitCodes.ok;
    }
    const animate = canAnimate(io) && !flags.json;
    const records = flags.json ? undefined : new WatchedRecords(storage, runId);
    let last = '';
    for (;;) {
      const status = await readSupervisedRunStatus({ storage: storageOptions(location), runId, nodes: 'open' });
      if (!livePhases.has(status.phase)) break;
      const said = (await records?.read()) ?? [];
      if (animate && said.length > 0) io.stdout.write('\r\x1b[K');
      for (const text of said) line(io.stdout, text);
      const compact = compactStatus(status);
      if (animate) io.stdout.write(`\r\x1b[K  ${compact}`);
      else if (!flags.json && compact !== last) line(io.stdout, compact);
      last = compact;
      await new Promise((resolve) => setTimeout(resolve, flags.interval ?? 1000));
    }
    if (animate) io.stdout.write('\r\x1b[K');
    return exitCodeForPhase(await show(io, place, runId, flags.json));
  },
};
