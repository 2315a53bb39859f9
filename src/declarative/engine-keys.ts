// API engines whose key the run's worker will not see. Their calls fail as dead lanes, but only when
// a node calls them, after every node before it ran (and maybe cost or changed something): said
// when the run starts or resumes instead. A warning, not a refusal: a lane with a fallback may be
// meant to run without its key, and a resume may never reach the node again.
import { z } from 'zod';
import { apiKeyVariableOf, isApiKeyMissing } from '../engine/index.ts';
import { graphPlanSchema, type LaneTarget } from '../graph/index.ts';
import { snapshotEnvironment } from '../runner/index.ts';
import { lazySchema } from '../store/index.ts';
import { laneTargetOf } from './compile/engines.ts';
import { declarativeHostSchema, type EngineConfigEntry } from './host-config.ts';

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

const storedParts = lazySchema(() => z.object({ plan: graphPlanSchema(), host: declarativeHostSchema() }));

/**
 * The run's API engines, used by engine nodes, whose key variable the worker will not get or will
 * get blank: the worker's environment is the runner's allow-list plus `variables`, from `source`.
 * `stored` is the stored definition (or its plan and host before the start stores them); any other
 * (a host module's, an unreadable one) has none: the run itself reports what is wrong with it.
 */
export function unpassedEngineKeys(
  stored: unknown,
  variables: readonly string[],
  source: NodeJS.ProcessEnv = process.env,
): UnpassedEngineKey[] {
  const environment = snapshotEnvironment(variables, source);
  const parsed = storedParts().safeParse(stored);
  if (!parsed.success) return [];
  const { engines, nodes } = parsed.data.host.config;
  const missing = (config: EngineConfigEntry) => {
    const variable = apiKeyVariableOf(config);
    return variable !== undefined && isApiKeyMissing(environment[variable]) ? variable : undefined;
  };
  const found: UnpassedEngineKey[] = [];
  for (const [engine, config] of Object.entries(engines)) {
    const variable = missing(config);
    const users = Object.entries(nodes).filter(([, node]) => node.kind === 'engine' && node.lane === engine);
    if (variable === undefined || users.length === 0) continue;
    const fallback = fallbackOf(parsed.data.plan.lanes[engine], engines);
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
function fallbackOf(
  lane: readonly LaneTarget[] | undefined,
  engines: Record<string, EngineConfigEntry>,
): string | undefined {
  const target = lane?.[1];
  if (target === undefined) return undefined;
  return Object.keys(engines).find((name) => {
    const candidate = laneTargetOf(name, engines[name]!);
    return candidate.provider === target.provider && candidate.model === target.model;
  });
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
