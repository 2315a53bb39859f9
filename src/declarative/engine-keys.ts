// API engines whose key the run's worker will not see. Their calls fail as dead lanes, but only when
// a node calls them, after every node before it ran (and maybe cost or changed something): said
// when the run starts or resumes instead. A warning, not a refusal: a lane with a fallback may be
// meant to run without its key, and a resume may never reach the node again.
import { z } from 'zod';
import { apiKeyVariableOf, isApiKeyMissing } from '../engine/index.ts';
import { graphPlanSchema, type LaneTarget } from '../graph/index.ts';
import { missingVariables, snapshotEnvironment } from '../runner/index.ts';
import { lazySchema } from '../store/index.ts';
import { laneTargetOf } from './compile/engines.ts';
import { engineKinds } from './document/schema.ts';
import { declarativeHostName } from './host-config.ts';

export interface UnpassedEngineKey {
  engine: string;
  kind: string;
  variable: string;
  /** Passed, but empty or blank (a workflow secret that is not set, or that a fork's pull request cannot see). */
  empty: boolean;
  /** The engine nodes on its lane. */
  nodes: string[];
  /** The lane's fallback engine, when it has a key (or needs none): the nodes' calls go there. */
  fallback?: string;
}

// Only what the check reads, loosely: the whole host schema costs several milliseconds to build,
// and the worker checks the whole definition anyway.
const storedParts = lazySchema(() =>
  z.object({
    plan: graphPlanSchema(),
    host: z.object({
      kind: z.literal('builtin'),
      name: z.literal(declarativeHostName),
      config: z.object({
        engines: z.record(z.string(), z.object({ kind: z.enum(engineKinds), apiKeyEnv: z.string().optional() })),
        nodes: z.record(z.string(), z.object({ kind: z.string(), lane: z.string().optional() })),
      }),
    }),
  }),
);

/** What the check reads of a run: a compiled graph and a stored definition both have it. */
export type EngineParts = z.infer<ReturnType<typeof storedParts>>;
type EngineEntry = EngineParts['host']['config']['engines'][string];

/**
 * A stored definition's unpassed keys (unpassedEngineKeys), read as untrusted. Any other definition
 * (a host module's, an unreadable one) has none: the run reports what is wrong with it.
 */
export function storedEngineKeys(
  definition: unknown,
  variables: readonly string[],
  source?: NodeJS.ProcessEnv,
): UnpassedEngineKey[] {
  const parsed = storedParts().safeParse(definition);
  return parsed.success ? unpassedEngineKeys(parsed.data, variables, source) : [];
}

/**
 * The run's API engines, used by engine nodes, whose key variable the worker will not get or will
 * get blank: the worker's environment is the runner's allow-list plus `variables`, from `source`.
 * A graph compiled in this process is passed as it is: a start builds no schema for this.
 */
export function unpassedEngineKeys(
  run: EngineParts,
  variables: readonly string[],
  source: NodeJS.ProcessEnv = process.env,
): UnpassedEngineKey[] {
  const environment = snapshotEnvironment(variables, source);
  const { engines, nodes } = run.host.config;
  const missing = (config: EngineEntry) => {
    const variable = apiKeyVariableOf(config);
    return variable !== undefined && isApiKeyMissing(environment[variable]) ? variable : undefined;
  };
  const found: UnpassedEngineKey[] = [];
  for (const [engine, config] of Object.entries(engines)) {
    const variable = missing(config);
    const users = Object.entries(nodes).filter(([, node]) => node.kind === 'engine' && node.lane === engine);
    if (variable === undefined || users.length === 0) continue;
    const fallback = fallbackOf(run.plan.lanes[engine], engines);
    found.push({
      engine,
      kind: config.kind,
      variable,
      empty: environment[variable] !== undefined,
      nodes: users.map(([id]) => id),
      ...(fallback === undefined || missing(engines[fallback]!) !== undefined ? {} : { fallback }),
    });
  }
  return found;
}

/** The engine whose target is the lane's second (targets are distinct: compileEngines checks it). */
function fallbackOf(lane: readonly LaneTarget[] | undefined, engines: Record<string, EngineEntry>): string | undefined {
  const target = lane?.[1];
  if (target === undefined) return undefined;
  return Object.keys(engines).find((name) => {
    const candidate = laneTargetOf(name, engines[name]!);
    return candidate.provider === target.provider && candidate.model === target.model;
  });
}

/**
 * The passed variables without a value (unset, or set empty) that no key warning already names:
 * each adapter warns of them once, in its own terms.
 */
export function unpassedVariables(
  keys: readonly UnpassedEngineKey[],
  passed: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): Array<{ name: string; empty: boolean }> {
  const named = new Set(keys.map((key) => key.variable));
  return missingVariables(passed, env).filter(({ name }) => !named.has(name));
}

/** The warning's words up to what to do, which each adapter says in its own terms. */
export function describeUnpassedKey(key: UnpassedEngineKey): string {
  const nodes = key.nodes.map((id) => JSON.stringify(id)).join(', ');
  const noun = key.nodes.length === 1 ? 'node' : 'nodes';
  const state = key.empty ? 'is empty' : 'the run does not get';
  const effect =
    key.fallback === undefined
      ? `${noun} ${nodes} will fail when ${key.nodes.length === 1 ? 'it calls' : 'they call'} it`
      : `the calls of ${noun} ${nodes} will go to its fallback engine ${JSON.stringify(key.fallback)}`;
  return `engine ${JSON.stringify(key.engine)} (${key.kind}) reads its API key from ${key.variable}, which ${state}: ${effect}`;
}
