// The built-in host `declarative`: binds a stored run definition written by compileGraph to a graph
// (the DAG form), node bindings (commands and engine calls) and engine bindings. The runner's worker
// calls it with the stored definition; nothing is read from the graph file again.
import type { BindRunArgs, BoundRun } from '../../runner/index.ts';
import type { NodeBinding } from '../../graph/contract.ts';
import { DeclarativeError } from '../errors.ts';
import { declarativeHostConfigSchema, declarativeHostName, type DeclarativeHostConfig } from '../host-config.ts';
import { commandNodeBinding, type CommandNodeContext } from './command-node.ts';
import { engineNodeBinding } from './engine-node.ts';
import { engineBindings } from './engines.ts';
import { environmentSecrets } from './secrets.ts';
import { createSecretMatcher } from '../../store/index.ts';
import { conditionPolicy } from './when.ts';
import { gateNodeBinding } from '../gate/bind.ts';
import type { GateFields } from '../template.ts';

// knownSecrets stays optional here (the runner always passes it) so direct callers may omit it.
export interface BindDeclarativeRunArgs extends Omit<BindRunArgs, 'knownSecrets' | 'outputs'> {
  /** The runner's attempt-output service (absent: output is not kept beyond the result's tail). */
  outputs?: BindRunArgs['outputs'];
  /** Environment of command nodes (default: this process's, which the runner has already narrowed). */
  environment?: Readonly<Record<string, string | undefined>>;
  /** Values to redact from captured output (default: every value outside the runner's allow-list). */
  secrets?: readonly string[];
  /** The store's known secrets, when the runner hands them over: redacted from captured output too. */
  knownSecrets?: readonly string[];
}

export function readHostConfig(host: unknown): DeclarativeHostConfig {
  const h = host as { kind?: unknown; name?: unknown; config?: unknown } | undefined;
  if (h?.kind !== 'builtin' || h.name !== declarativeHostName) {
    throw new DeclarativeError(
      'INVALID_HOST_CONFIG',
      `the stored host is not the built-in "${declarativeHostName}" host`,
    );
  }
  const parsed = declarativeHostConfigSchema().safeParse(h.config);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue === undefined ? '' : `host.config.${issue.path.map(String).join('.')}: `;
    throw new DeclarativeError(
      'INVALID_HOST_CONFIG',
      `stored declarative host config is invalid: ${where}${issue?.message ?? 'invalid'}`,
      {
        cause: parsed.error,
      },
    );
  }
  return parsed.data;
}

/** Each gate's declared fields: a dependent's template reads one the person left out as empty. */
function gateFieldsOf(config: DeclarativeHostConfig): GateFields {
  const fields: Record<string, string[]> = {};
  for (const [id, node] of Object.entries(config.nodes))
    if (node.kind === 'gate') fields[id] = node.fields.map((field) => field.name);
  return fields;
}

export function bindDeclarativeRun(args: BindDeclarativeRunArgs): BoundRun {
  const { definition, runRoot } = args;
  const config = readHostConfig(definition.host);
  const graph = args.forms.dag(definition.graphDefinition.value);
  const context = nodeContext(args, config);
  const nodes: Record<string, NodeBinding> = {};
  for (const [id, node] of Object.entries(config.nodes))
    nodes[id] = withCondition(id, node, bindNode(id, node, config, context), context);
  const engines = engineBindings(config.engines, definition.plan, args.engines, runRoot, args.knownSecrets);
  return {
    graph,
    nodes,
    engines,
    ...(config.logLimitBytes === undefined ? {} : { attemptLogBytes: config.logLimitBytes }),
  };
}

/** What every node of the run is bound with (its `when:` probe too): one context, built once. */
type NodeContext = CommandNodeContext & { gateFields: GateFields };

function nodeContext(args: BindDeclarativeRunArgs, config: DeclarativeHostConfig): NodeContext {
  const environment = args.environment ?? process.env;
  const knownSecrets = args.knownSecrets ?? [];
  return {
    runRoot: args.runRoot,
    environment,
    secrets: [...(args.secrets ?? environmentSecrets(environment)), ...knownSecrets],
    ...(knownSecrets.length === 0 ? {} : { storedSecrets: createSecretMatcher(knownSecrets) }),
    teardownGraceMs: args.definition.teardownGraceMs,
    ...(args.outputs === undefined ? {} : { outputs: args.outputs }),
    gateFields: gateFieldsOf(config),
  };
}

type NodeConfig = DeclarativeHostConfig['nodes'][string];

function bindNode(id: string, node: NodeConfig, config: DeclarativeHostConfig, context: NodeContext): NodeBinding {
  if (node.kind === 'gate') return gateNodeBinding(id, node, context);
  if (node.kind === 'command') return commandNodeBinding(id, node, context);
  const timeoutMs = Object.hasOwn(config.engines, node.lane) ? config.engines[node.lane]!.timeoutMs : undefined;
  return engineNodeBinding(node, { nodeId: id, timeoutMs, gateFields: context.gateFields });
}

/** A node's `when:` as its binding's policy, before the binding's own (a gate asks only when its condition holds). */
function withCondition(id: string, node: NodeConfig, binding: NodeBinding, context: NodeContext): NodeBinding {
  if (node.when === undefined) return binding;
  const probe = {
    ...context,
    cwd: node.kind === 'command' ? node.cwd : '.',
    env: node.kind === 'command' ? node.env : {},
  };
  const condition = conditionPolicy(id, node.when, probe);
  const own = binding.policy;
  // A failure names the condition in the graph file's words (the gate's own policy only asks).
  binding.policyName = `node ${id}'s condition (when:)`;
  binding.policy =
    own === undefined
      ? condition
      : async (ctx) => {
          const verdict = await condition(ctx);
          return verdict.decision === 'allow' ? own(ctx) : verdict;
        };
  return binding;
}
