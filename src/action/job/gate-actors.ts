// Who may answer a gate comes from the run's definition (checked against the repository by
// definition-origin.ts), never from the pause record alone: a planted graph log can drop a gate's
// allowed actors from its request, and the runner checks the answerer against that request.
import { checkGateActor, isGraphError } from '../../graph/index.ts';
import type { JsonValue } from '../../store/index.ts';

export interface GateActorCheck {
  /** The stored definition, already checked against the repository. */
  definition: JsonValue;
  /** The run's open pauses as the restored store lists them. */
  pauses: ReadonlyArray<{ position: string; nodeId: string }>;
  position: string;
  /** Who answers (the job's actor). */
  actor: string;
  runId: string;
}

/**
 * Throws RESUME_ACTOR (the graph layer's error) when the node paused at `position` is a gate of
 * the definition that lists allowed actors and `actor` is none of them. Nothing is recorded then.
 */
export function checkDefinedGateActor(check: GateActorCheck): void {
  const pause = check.pauses.find((p) => p.position === check.position);
  if (pause === undefined) return;
  const allowed = definedAllowedActors(check.definition, pause.nodeId);
  if (allowed === undefined) return;
  try {
    checkGateActor({ kind: 'gate', question: '', fields: [], allowedActors: allowed }, check.actor);
  } catch (error) {
    if (isGraphError(error))
      error.message = `${error.message} (as the run's definition says; position ${check.position} of run ${check.runId}); nothing was recorded`;
    throw error;
  }
}

/** The gate node's allowed actors in a declarative host's config; undefined when the node is no such gate. */
function definedAllowedActors(definition: JsonValue, nodeId: string): string[] | undefined {
  const host = (definition as { host?: { kind?: unknown; config?: { nodes?: Record<string, unknown> } } } | null)?.host;
  if (host?.kind !== 'builtin' || host.config?.nodes === undefined || !Object.hasOwn(host.config.nodes, nodeId))
    return undefined;
  const node = host.config.nodes[nodeId] as { kind?: unknown; allowedActors?: unknown } | undefined;
  if (node?.kind !== 'gate' || !Array.isArray(node.allowedActors)) return undefined;
  return node.allowedActors.filter((actor): actor is string => typeof actor === 'string');
}
