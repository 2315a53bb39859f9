// Dead engine lanes, from the graph log: each `graph:lane-dead` record with what took over the
// lane's later calls (the next recorded call on the lane, else the plan's next live target).
import { z } from 'zod';
import { lazySchema } from '../store/index.ts';
import { graphPlanSchema, type GraphPlan } from '../graph/contract.ts';
import { engineEventTypes, engineStartedSchema, graphEventTypes, identityKey, laneDeadSchema } from '../graph/index.ts';
import type { JsonValue, StoredEvent } from '../store/contract.ts';
import type { DeadLane, LaneTakeover } from './types.ts';

const definitionPlanSchema = lazySchema(() => z.looseObject({ plan: graphPlanSchema() }));

/** The frozen plan of a stored definition, or undefined when it does not parse. */
export function planOf(definition: JsonValue | undefined): GraphPlan | undefined {
  const parsed = definitionPlanSchema().safeParse(definition);
  return parsed.success ? parsed.data.plan : undefined;
}

type Started = z.infer<ReturnType<typeof engineStartedSchema>>;

export function deadLanesFrom(graphEvents: readonly StoredEvent[], plan: GraphPlan | undefined): DeadLane[] {
  const deaths: Array<{ index: number; lane: Omit<DeadLane, 'takeover'> }> = [];
  const calls: Array<{ index: number; data: Started }> = [];
  // Like the executor: the failed plan target (older records: the selected identity) is dead for
  // every lane once any record names it; a model the tool reported is a fact, not a dead target.
  const dead = new Set<string>();
  graphEvents.forEach((event, index) => {
    if (event.type === graphEventTypes.laneDead) {
      const parsed = laneDeadSchema().safeParse(event.data);
      if (!parsed.success) return;
      deaths.push({ index, lane: { ...parsed.data, at: event.at } });
      dead.add(identityKey(parsed.data.target ?? parsed.data.selected));
    } else if (event.type === engineEventTypes.started) {
      const parsed = engineStartedSchema().safeParse(event.data);
      if (parsed.success) calls.push({ index, data: parsed.data });
    }
  });
  return deaths.map(({ index, lane }) => ({ ...lane, takeover: takeoverOf(index, lane.lane, calls, plan, dead) }));
}

function takeoverOf(
  index: number,
  lane: string,
  calls: ReadonlyArray<{ index: number; data: Started }>,
  plan: GraphPlan | undefined,
  dead: ReadonlySet<string>,
): LaneTakeover {
  // Only live targets are ever called, so the lane's next call after the death ran on the fallback.
  const next = calls.find((call) => call.index > index && call.data.lane === lane);
  if (next !== undefined)
    return {
      kind: 'called',
      target: { ...next.data.target },
      adapter: next.data.identity.adapter,
      position: next.data.position,
    };
  if (plan === undefined) return { kind: 'unknown' };
  const live = (Object.hasOwn(plan.lanes, lane) ? plan.lanes[lane] : undefined)?.find(
    (target) => !dead.has(identityKey(target)),
  );
  return live === undefined ? { kind: 'none' } : { kind: 'planned', target: { ...live } };
}
