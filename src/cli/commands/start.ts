// `start`: a new run of a graph file (or a host module with a definition file), supervised in this
// process until it completes, pauses or fails.
import path from 'node:path';
import { z } from 'zod';
import { startDeclarativeRun, declarativeWorkerEntry } from '../../declarative/index.ts';
import { startSupervisedRun, type SupervisedRunExtras } from '../../runner/index.ts';
import * as F from '../args/fields.ts';
import { validateFlags } from '../args/parse.ts';
import { jsonFlag, storeFlags } from '../args/spec.ts';
import { usageError } from '../errors.ts';
import {
  recordChangesFlags,
  recordChangesFlagSchema,
  recordChangesOption,
  restartFlagSchema,
  restartFlags,
  restartOptions,
} from '../options/run-flags.ts';
import { collectKnownSecrets } from '../options/secrets.ts';
import {
  generatedRunId,
  hostModuleSpecifier,
  readDefinitionFile,
  requireDirectory,
  requireFile,
} from '../options/sources.ts';
import { ignoreDefaultStore, openExistingStore, storageOptions, storeExists, storeLocation } from '../options/store.ts';
import type { Command } from './command.ts';
import { driveRun } from './drive.ts';

const schema = z.object({
  graph: F.path().optional(),
  'host-module': F.path().optional(),
  definition: F.path().optional(),
  'run-id': F.runId().optional(),
  inputs: F.jsonObject().optional(),
  root: F.path().optional(),
  timeout: F.duration().optional(),
  'max-dispatches': F.count(1, 1_000_000_000).optional(),
  heartbeat: F.duration({ allowZero: true }).optional(),
  ...restartFlagSchema,
  ...recordChangesFlagSchema,
  store: F.path().optional(),
  namespace: F.namespace().optional(),
  json: F.flagOff,
});

export const startCommand: Command = {
  spec: {
    name: 'start',
    summary: 'Start a new run and supervise it here until it completes, pauses or fails',
    usage: 'start (--graph FILE | --host-module FILE --definition FILE) [flags]',
    flags: {
      graph: {
        type: 'string',
        value: 'FILE',
        description: 'A graph file (YAML or JSON; format: the README, section Graph files)',
      },
      'host-module': {
        type: 'string',
        value: 'FILE',
        description: 'A module exporting bindRun, inside --root (instead of --graph)',
      },
      definition: {
        type: 'string',
        value: 'FILE',
        description: 'With --host-module: JSON { "graphDefinition": { form, version, value }, "plan"? }',
      },
      'run-id': { type: 'string', value: 'ID', description: "The new run's ID (default: run-<date>-<time>-<random>)" },
      inputs: {
        type: 'string',
        value: 'JSON',
        description: 'A JSON object of inputs (stored with the run: never secrets)',
      },
      root: {
        type: 'string',
        value: 'DIR',
        description: 'The git repository the run works in (default: the current directory)',
      },
      timeout: {
        type: 'string',
        value: 'D',
        description: 'Elapsed-time budget across pauses and resumes, e.g. 30m (default: none)',
      },
      'max-dispatches': {
        type: 'string',
        value: 'N',
        description: 'Most node dispatches over the whole run (default: none)',
      },
      heartbeat: {
        type: 'string',
        value: 'D',
        description: 'Interval of worker heartbeat records, 0 for none (default 60s)',
      },
      ...restartFlags,
      ...recordChangesFlags,
      ...storeFlags,
      ...jsonFlag,
    },
    notes: [
      'Durations: 500ms, 30s, 10m, 2h, 5h50m. Paths are relative to the current directory. Progress prints one line per node event; Ctrl-C (SIGINT) or SIGTERM interrupts the run cleanly, and `resume` continues it.',
      "The store (default .supervised-run here) is left out of the run's workspace snapshots, and git ignores the default one.",
    ],
    examples: [
      'supervised-run start --graph examples/graphs/offline.yml --run-id demo-1',
      'supervised-run start --graph ci/graph.yml --inputs \'{"ticket":"T-1"}\' --timeout 30m --env ANTHROPIC_API_KEY',
      'supervised-run start --host-module ./host.mjs --definition definition.json --json',
    ],
  },

  async run(io, raw) {
    const flags = validateFlags(schema, raw);
    if ((flags.graph === undefined) === (flags['host-module'] === undefined))
      throw usageError('--graph: give either --graph FILE or --host-module FILE (with --definition FILE)');
    if (flags['host-module'] !== undefined && flags.definition === undefined)
      throw usageError('--definition: --host-module needs --definition FILE (a JSON file with the graph definition)');
    if (flags.definition !== undefined && flags['host-module'] === undefined)
      throw usageError('--definition: only used with --host-module');
    const restart = restartOptions(flags, { initialBackoffMs: 1000, maxBackoffMs: 30_000 });
    const runRoot = await requireDirectory('--root', path.resolve(io.cwd, flags.root ?? '.'));
    const location = storeLocation(io, flags);
    const runId = flags['run-id'] ?? generatedRunId();
    const secrets = collectKnownSecrets(io.env, flags.env ?? [], flags['known-secret-env'] ?? []);
    const graphFile =
      flags.graph === undefined ? undefined : await requireFile('--graph', path.resolve(io.cwd, flags.graph));
    const host =
      flags['host-module'] === undefined
        ? undefined
        : await hostModuleSpecifier(runRoot, path.resolve(io.cwd, flags['host-module']));
    const definition =
      flags.definition === undefined ? undefined : await readDefinitionFile(path.resolve(io.cwd, flags.definition));
    if (await storeExists(location)) {
      const storage = await openExistingStore(location);
      if ((await storage.readDefinition(runId)) !== undefined) {
        throw usageError(
          `--run-id: run ${JSON.stringify(runId)} already exists in ${location.directory}; resume it (supervised-run resume --run-id ${runId}) or choose another ID`,
        );
      }
    }
    const storage = storageOptions(location, secrets.values);
    const common = {
      storage,
      runRoot,
      limits: {
        ...(flags.timeout === undefined ? {} : { timeoutMs: flags.timeout }),
        ...(flags['max-dispatches'] === undefined ? {} : { maxDispatches: flags['max-dispatches'] }),
      },
      restart,
      ...(flags['teardown-grace'] === undefined ? {} : { teardownGraceMs: flags['teardown-grace'] }),
      ...(flags.heartbeat === undefined ? {} : { heartbeatMs: flags.heartbeat }),
      recordChanges: recordChangesOption(flags),
      environmentVariables: [...new Set(flags.env ?? [])],
    };
    const launch = async (extras: SupervisedRunExtras) => {
      const handle =
        graphFile !== undefined
          ? await startDeclarativeRun({
              ...common,
              ...extras,
              runId,
              graphFile,
              ...(flags.inputs === undefined ? {} : { inputs: flags.inputs }),
            })
          : await startSupervisedRun({
              ...common,
              ...extras,
              definition: {
                runId,
                graphDefinition: definition!.graphDefinition,
                ...(definition!.plan === undefined ? {} : { plan: definition!.plan }),
                resolvedInputs: flags.inputs ?? {},
              },
              host: { kind: 'module', module: host! },
              workerEntry: declarativeWorkerEntry(),
            });
      await ignoreDefaultStore(location);
      return handle;
    };
    return driveRun(io, { runId, location, storage, json: flags.json, launch, preface: secrets.warnings });
  },
};
