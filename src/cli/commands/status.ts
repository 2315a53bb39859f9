// `status`: the run's phase, nodes, usage and what waits; --watch refreshes until the run settles.
import { z } from 'zod';
import { readSupervisedRunStatus, type SupervisedRunPhase } from '../../runner/index.ts';
import * as F from '../args/fields.ts';
import { validateFlags } from '../args/parse.ts';
import { jsonFlag, runIdFlag, storeFlags } from '../args/spec.ts';
import { exitCodes, onlyWith } from '../errors.ts';
import { canAnimate, jsonLine, line, type CliIo } from '../io.ts';
import { openRun, storageOptions, storeLocation, type StoreLocation } from '../options/store.ts';
import { exitCodeForPhase, loadRunView } from '../output/outcome.ts';
import { compactStatus, statusLines } from '../output/status-text.ts';
import type { Command } from './command.ts';

const schema = z.object({
  'run-id': F.runId(),
  watch: F.flagOff,
  interval: F.duration().optional(),
  store: F.path().optional(),
  namespace: F.namespace().optional(),
  json: F.flagOff,
});

const livePhases: ReadonlySet<SupervisedRunPhase> = new Set(['starting', 'running', 'backoff']);

async function show(io: CliIo, location: StoreLocation, runId: string, json: boolean): Promise<SupervisedRunPhase> {
  const view = await loadRunView(storageOptions(location), runId);
  if (json) jsonLine(io.stdout, { status: view.report.status, waiting: view.plan, warnings: view.report.warnings });
  else for (const text of statusLines(view, location)) line(io.stdout, text);
  return view.report.status.phase;
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
    const runId = flags['run-id'];
    await openRun(location, runId);
    if (!flags.watch) {
      await show(io, location, runId, flags.json);
      return exitCodes.ok;
    }
    const animate = canAnimate(io) && !flags.json;
    let last = '';
    for (;;) {
      const status = await readSupervisedRunStatus({ storage: storageOptions(location), runId, nodes: 'open' });
      if (!livePhases.has(status.phase)) break;
      const compact = compactStatus(status);
      if (animate) io.stdout.write(`\r\x1b[K  ${compact}`);
      else if (!flags.json && compact !== last) line(io.stdout, compact);
      last = compact;
      await new Promise((resolve) => setTimeout(resolve, flags.interval ?? 1000));
    }
    if (animate) io.stdout.write('\r\x1b[K');
    return exitCodeForPhase(await show(io, location, runId, flags.json));
  },
};
