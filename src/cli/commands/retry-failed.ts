// `retry-failed`: reopen a run that failed because nodes failed (DAG_NODE_FAILED, RESTART_EXHAUSTED):
// its failed nodes run again at new positions, nodes skipped because of them become eligible,
// completed nodes never run again (finally nodes run again after them), budgets go on. Recorded
// with who asked and why.
import path from 'node:path';
import { z } from 'zod';
import { resumeDeclarativeRun } from '../../declarative/index.ts';
import type { SupervisedRunExtras } from '../../runner/index.ts';
import * as F from '../args/fields.ts';
import { validateFlags } from '../args/parse.ts';
import { jsonFlag, runIdFlag, storeFlags } from '../args/spec.ts';
import {
  outputFlagSchema,
  outputFlags,
  restartFlagSchema,
  restartFlags,
  restartOptions,
} from '../options/run-flags.ts';
import { collectKnownSecrets } from '../options/secrets.ts';
import { requireDirectory } from '../options/sources.ts';
import { withFlagNames } from '../options/flag-names.ts';
import { storedRunEnvironmentWarnings } from '../options/run-environment.ts';
import { openRun, storageOptions, storeLocation } from '../options/store.ts';
import { currentUser } from '../options/who.ts';
import type { Command } from './command.ts';
import { driveRun } from './drive.ts';

const schema = z.object({
  'run-id': F.runId(),
  reason: F.text(2000).optional(),
  by: F.text(200).optional(),
  root: F.path().optional(),
  ...restartFlagSchema,
  ...outputFlagSchema,
  store: F.path().optional(),
  namespace: F.namespace().optional(),
  json: F.flagOff,
});

export const retryFailedCommand: Command = {
  spec: {
    name: 'retry-failed',
    summary: 'Reopen a run that failed because nodes failed: run its failed nodes again, supervised here',
    usage: 'retry-failed --run-id ID [--reason TEXT] [--by NAME] [--quiet] [flags]',
    flags: {
      ...runIdFlag,
      reason: {
        type: 'string',
        value: 'TEXT',
        description: 'Why, as recorded (default: "retry of the failed run, asked by NAME", NAME as --by records it)',
      },
      by: { type: 'string', value: 'NAME', description: 'Who asks, as recorded (default: your user name)' },
      root: {
        type: 'string',
        value: 'DIR',
        description: 'The repository the run works in (default: the current directory)',
      },
      ...restartFlags,
      ...outputFlags,
      ...storeFlags,
      ...jsonFlag,
    },
    notes: [
      'Only a run that failed with DAG_NODE_FAILED or RESTART_EXHAUSTED, with its cleanup verified, is reopened. A stopped or cancelled run, a timed-out one and one whose teardown was incomplete stay final (RUN_NOT_RETRYABLE, exit 2, saying which).',
    ],
    examples: ['supervised-run retry-failed --run-id nightly-1 --reason "flaky network"'],
  },

  async run(io, raw) {
    const flags = validateFlags(schema, raw);
    const restart = restartOptions(flags);
    const runRoot = await requireDirectory('--root', path.resolve(io.cwd, flags.root ?? '.'));
    const location = storeLocation(io, flags);
    const runId = flags['run-id'];
    const secrets = collectKnownSecrets(io.env, flags.env ?? [], flags['known-secret-env'] ?? []);
    const existing = await openRun(location, runId);
    const by = flags.by ?? currentUser(io.env);
    const storage = storageOptions(location, secrets.values);
    const environmentVariables = [...new Set(flags.env ?? [])];
    const launch = (extras: SupervisedRunExtras) =>
      resumeDeclarativeRun({
        ...extras,
        storage,
        runId,
        runRoot,
        retryFailed: { by, ...(flags.reason === undefined ? {} : { reason: flags.reason }) },
        ...(Object.keys(restart).length === 0 ? {} : { restart }),
        ...(flags['teardown-grace'] === undefined ? {} : { teardownGraceMs: flags['teardown-grace'] }),
        environmentVariables,
      }).catch((error: unknown) => {
        throw withFlagNames(error);
      });
    const warnings = await storedRunEnvironmentWarnings(existing, runId, environmentVariables, io.env);
    return driveRun(io, {
      runId,
      location,
      storage,
      json: flags.json,
      quiet: flags.quiet,
      launch,
      preface: [...secrets.warnings, ...warnings],
      ...(flags.root === undefined ? {} : { root: runRoot }),
    });
  },
};
