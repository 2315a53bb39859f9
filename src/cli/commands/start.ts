// `start`: a new run of a graph file (or a host module with a definition file), supervised in this
// process until it completes, pauses or fails.
import path from 'node:path';
import { z } from 'zod';
import {
  declarativeRunOptions,
  declarativeWorkerEntry,
  loadGraphFile,
  unpassedEngineKeys,
} from '../../declarative/index.ts';
import {
  hostModuleProblemOf,
  isSupervisedRunError,
  startSupervisedRun,
  SupervisedRunError,
  type StorageOptions,
  type SupervisedRunExtras,
} from '../../runner/index.ts';
import * as F from '../args/fields.ts';
import { validateFlags } from '../args/parse.ts';
import { jsonFlag, storeFlags } from '../args/spec.ts';
import { exitCodeFor, exitCodes, usageError } from '../errors.ts';
import type { CliIo } from '../io.ts';
import {
  recordChangesFlags,
  recordChangesFlagSchema,
  outputFlags,
  outputFlagSchema,
  logLimitFlags,
  logLimitFlagSchema,
  recordChangesOption,
  restartFlagSchema,
  restartFlags,
  restartOptions,
} from '../options/run-flags.ts';
import { withFlagNames } from '../options/flag-names.ts';
import { runEnvironmentWarnings } from '../options/run-environment.ts';
import { collectKnownSecrets } from '../options/secrets.ts';
import {
  generatedRunId,
  hostModuleSpecifier,
  readDefinitionFile,
  requireDirectory,
  requireFile,
} from '../options/sources.ts';
import {
  ignoreDefaultStore,
  refuseNonDirectoryStore,
  removeUnusedStore,
  storageOptions,
  storeExists,
  storeLocation,
} from '../options/store.ts';
import { commandPlace } from '../output/command-place.ts';
import type { Command } from './command.ts';
import { driveRun } from './drive.ts';
import { refuseExistingRun } from './existing-run.ts';

const schema = z.object({
  graph: F.path().optional(),
  'host-module': F.path().optional(),
  definition: F.path().optional(),
  'run-id': F.runId().optional(),
  inputs: F.jsonObject().optional(),
  root: F.path().optional(),
  timeout: F.duration().optional(),
  'max-dispatches': F.count(1, 1_000_000_000).optional(),
  'budget-usd': F.dollars().optional(),
  'budget-tokens': F.count(1, Number.MAX_SAFE_INTEGER).optional(),
  'budget-soft': F.flagOff,
  heartbeat: F.duration({ allowZero: true }).optional(),
  ...restartFlagSchema,
  ...recordChangesFlagSchema,
  ...outputFlagSchema,
  ...logLimitFlagSchema,
  store: F.path().optional(),
  namespace: F.namespace().optional(),
  json: F.flagOff,
});

type Flags = z.infer<typeof schema>;

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
      'budget-usd': {
        type: 'string',
        value: 'USD',
        description: 'Run budget in dollars (reported + estimated cost) across every resume; reached -> a budget pause',
      },
      'budget-tokens': {
        type: 'string',
        value: 'N',
        description: 'Run budget in tokens (measured input + output) across every resume; reached -> a budget pause',
      },
      'budget-soft': {
        type: 'boolean',
        description: 'Count calls of unknown usage as zero (with a warning) instead of pausing before the next call',
      },
      heartbeat: {
        type: 'string',
        value: 'D',
        description: 'Interval of worker heartbeat records, 0 for none (default 60s)',
      },
      ...restartFlags,
      ...recordChangesFlags,
      ...logLimitFlags,
      ...outputFlags,
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
    checkSourceFlags(flags);
    const restart = restartOptions(flags, { initialBackoffMs: 1000, maxBackoffMs: 30_000 });
    const runRoot = await requireDirectory('--root', path.resolve(io.cwd, flags.root ?? '.'));
    const location = storeLocation(io, flags);
    const runId = flags['run-id'] ?? generatedRunId();
    const secrets = collectKnownSecrets(io.env, flags.env ?? [], flags['known-secret-env'] ?? []);
    const sources = await readSources(io, flags, runRoot);
    await refuseNonDirectoryStore(location);
    const existed = await storeExists(location);
    const root = flags.root === undefined ? undefined : runRoot;
    await refuseExistingRun(commandPlace(location, root), runId);
    const storage = storageOptions(location, secrets.values);
    const common = commonOptions(flags, storage, runRoot, restart);
    // Compiled before the run starts, so its engines' keys are checked against --env first.
    const compiled =
      sources.graphFile === undefined
        ? undefined
        : await loadGraphFile(sources.graphFile, { runRoot, inputs: flags.inputs });
    const keys = compiled === undefined ? [] : unpassedEngineKeys(compiled, common.environmentVariables);
    const launch = async (extras: SupervisedRunExtras) => {
      const handle =
        compiled !== undefined
          ? await startSupervisedRun(declarativeRunOptions(compiled, { ...common, ...extras, runId }))
          : await startSupervisedRun({
              ...common,
              ...extras,
              definition: {
                runId,
                graphDefinition: sources.definition!.graphDefinition,
                ...(sources.definition!.plan === undefined ? {} : { plan: sources.definition!.plan }),
                resolvedInputs: flags.inputs ?? {},
              },
              host: { kind: 'module', module: sources.host! },
              workerEntry: declarativeWorkerEntry(),
            });
      await ignoreDefaultStore(location);
      return handle;
    };
    try {
      return await driveRun(io, {
        runId,
        location,
        storage,
        json: flags.json,
        quiet: flags.quiet,
        launch,
        preface: [...secrets.warnings, ...runEnvironmentWarnings(keys, common.environmentVariables, io.env)],
        ...(root === undefined ? {} : { root }),
      });
    } catch (error) {
      const refusal = startRefusal(error, sources.host !== undefined);
      // A refused start leaves no store behind either (one the runner made before a host module was refused).
      if (exitCodeFor(refusal) === exitCodes.usage) await removeUnusedStore(location, existed);
      throw refusal;
    }
  },
};

/**
 * The runner's refusal of a start in the flags' names: an option (`--inputs`), the root (`--root`),
 * and a host module the worker could not bind (`--host-module`).
 */
function startRefusal(error: unknown, hostModule: boolean): unknown {
  if (hostModule && isSupervisedRunError(error, 'HOST_MODULE') && hostModuleProblemOf(error) === undefined)
    return new SupervisedRunError('HOST_MODULE', `--host-module: ${error.message}`, {
      cause: error,
      ...(error.details === undefined ? {} : { details: error.details }),
    });
  return withFlagNames(error);
}

/** Exactly one source: --graph, or --host-module with --definition. */
function checkSourceFlags(flags: Flags): void {
  if ((flags.graph === undefined) === (flags['host-module'] === undefined))
    throw usageError('--graph: give either --graph FILE or --host-module FILE (with --definition FILE)');
  if (flags['host-module'] !== undefined && flags.definition === undefined)
    throw usageError('--definition: --host-module needs --definition FILE (a JSON file with the graph definition)');
  if (flags.definition !== undefined && flags['host-module'] === undefined)
    throw usageError('--definition: only used with --host-module');
}

/** The graph file, or the host module and its definition file, checked and read before the run starts. */
async function readSources(io: CliIo, flags: Flags, runRoot: string) {
  const graphFile =
    flags.graph === undefined ? undefined : await requireFile('--graph', path.resolve(io.cwd, flags.graph));
  const host =
    flags['host-module'] === undefined
      ? undefined
      : await hostModuleSpecifier(runRoot, path.resolve(io.cwd, flags['host-module']));
  const definition =
    flags.definition === undefined ? undefined : await readDefinitionFile(path.resolve(io.cwd, flags.definition));
  return { graphFile, host, definition };
}

/** The options both kinds of run start with: storage, limits, restart policy and what is recorded. */
function commonOptions(
  flags: Flags,
  storage: StorageOptions,
  runRoot: string,
  restart: ReturnType<typeof restartOptions>,
) {
  return {
    storage,
    runRoot,
    limits: {
      ...(flags.timeout === undefined ? {} : { timeoutMs: flags.timeout }),
      ...(flags['max-dispatches'] === undefined ? {} : { maxDispatches: flags['max-dispatches'] }),
      ...budgetLimit(flags),
    },
    restart,
    ...(flags['teardown-grace'] === undefined ? {} : { teardownGraceMs: flags['teardown-grace'] }),
    ...(flags.heartbeat === undefined ? {} : { heartbeatMs: flags.heartbeat }),
    recordChanges: recordChangesOption(flags),
    ...(flags['log-limit'] === undefined ? {} : { attemptLogBytes: flags['log-limit'] }),
    environmentVariables: [...new Set(flags.env ?? [])],
  };
}

/** The budget flags as a limit (the graph file's `budget:` fills the fields not given). */
function budgetLimit(flags: { 'budget-usd'?: number; 'budget-tokens'?: number; 'budget-soft': boolean }) {
  const budget = {
    ...(flags['budget-usd'] === undefined ? {} : { usd: flags['budget-usd'] }),
    ...(flags['budget-tokens'] === undefined ? {} : { tokens: flags['budget-tokens'] }),
    ...(flags['budget-soft'] ? { soft: true } : {}),
  };
  return Object.keys(budget).length === 0 ? {} : { budget };
}
