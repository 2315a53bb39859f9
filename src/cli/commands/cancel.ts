// `cancel`: the seed's Cancel. The intent is recorded first; a live watchdog is sent SIGTERM and
// stops (a CLI watchdog maps SIGTERM + recorded intent to stop); a paused, interrupted or orphaned
// run is settled as stopped here. Either way the runner log ends with runner:cancelled.
import path from 'node:path';
import { z } from 'zod';
import { cancelSupervisedRun } from '../../runner/index.ts';
import * as F from '../args/fields.ts';
import { validateFlags } from '../args/parse.ts';
import { jsonFlag, runIdFlag, storeFlags } from '../args/spec.ts';
import { exitCodes } from '../errors.ts';
import { jsonLine, line } from '../io.ts';
import { restartFlagSchema } from '../options/run-flags.ts';
import { collectKnownSecrets } from '../options/secrets.ts';
import { requireDirectory } from '../options/sources.ts';
import { withFlagNames } from '../options/flag-names.ts';
import { openRun, storageOptions, storeLocation } from '../options/store.ts';
import { currentUser } from '../options/who.ts';
import { plain } from '../output/format.ts';
import type { Command } from './command.ts';

const schema = z.object({
  'run-id': F.runId(),
  reason: F.text(2000),
  by: F.text(200).optional(),
  wait: F.duration().optional(),
  root: F.path().optional(),
  store: F.path().optional(),
  namespace: F.namespace().optional(),
  'known-secret-env': restartFlagSchema['known-secret-env'],
  json: F.flagOff,
});

export const cancelCommand: Command = {
  spec: {
    name: 'cancel',
    summary: 'Cancel a run: record why, stop its watchdog if live, settle it as stopped',
    usage: 'cancel --run-id ID --reason TEXT [--by NAME] [--wait D] [--root DIR] [--known-secret-env NAME] [flags]',
    flags: {
      ...runIdFlag,
      reason: { type: 'string', value: 'TEXT', description: 'Why the run is cancelled (recorded with the run)' },
      by: { type: 'string', value: 'NAME', description: 'Who cancels, as recorded (default: your user name)' },
      wait: {
        type: 'string',
        value: 'D',
        description: 'How long a live watchdog gets to stop after SIGTERM (default 60s)',
      },
      root: {
        type: 'string',
        value: 'DIR',
        description: "The run's repository: frees a dead watchdog's workspace lease (default: the current directory)",
      },
      'known-secret-env': {
        type: 'string',
        multiple: true,
        value: 'NAME',
        description:
          "A variable whose value --reason and --by must not hold (the values of the run's --env variables are checked too)",
      },
      ...storeFlags,
      ...jsonFlag,
    },
    notes: [
      'A cancelled run is terminal: it cannot be resumed. A run that has already ended is left as it is. A live watchdog on another host cannot be signalled from here: the intent is recorded and the command fails (exit 1).',
    ],
    examples: ['supervised-run cancel --run-id demo-1 --reason "superseded by demo-2"'],
  },

  async run(io, raw) {
    const flags = validateFlags(schema, raw);
    const location = storeLocation(io, flags);
    const runId = flags['run-id'];
    await openRun(location, runId);
    const runRoot = await requireDirectory('--root', path.resolve(io.cwd, flags.root ?? '.'));
    // The run's own --env values are added by the runner; these are the ones only a name flag gives.
    const secrets = collectKnownSecrets(io.env, [], flags['known-secret-env'] ?? []);
    const result = await cancelSupervisedRun({
      storage: storageOptions(location, secrets.values),
      runId,
      reason: flags.reason,
      by: flags.by ?? currentUser(io.env),
      ...(flags.wait === undefined ? {} : { waitMs: flags.wait }),
      runRoot,
    }).catch((error: unknown) => {
      throw withFlagNames(error);
    });
    if (flags.json) {
      jsonLine(io.stdout, {
        runId,
        outcome: result.outcome,
        from: result.from,
        signalled: result.signalled,
        phase: result.status.phase,
        status: result.status,
      });
    } else if (result.outcome === 'already-ended') {
      line(io.stdout, `Run ${plain(runId, 100)} had already ended (${result.status.phase}); nothing to cancel.`);
    } else {
      const signalled =
        result.signalled === null ? '' : ` after its watchdog (pid ${result.signalled}) was sent SIGTERM`;
      line(
        io.stdout,
        `Run ${plain(runId, 100)} cancelled: it was ${result.from}, it is ${result.status.phase}${signalled}.`,
      );
    }
    return exitCodes.ok;
  },
};
