// Random DAGs for the soak: data nodes (effect written by the worker) and command nodes (effect
// written by a child process the host spawns), some retry-safe, some not. Each node's output is a
// pure function of its spec, so a reconcile "complete" can supply exactly what the node returns.
import type { Random } from './prng.ts';

export interface SoakNodeSpec {
  kind: 'data' | 'command';
  retrySafe: boolean;
  /** Work time; the effect is written halfway through, so a kill lands before or after it. */
  sleepMs: number;
  /** Size of a padding string in the output (large outputs make large, multi-page appends). */
  padBytes: number;
  /** Command nodes: leave a detached (setsid) grandchild behind that only cleanup stops. */
  detach: boolean;
  /** Command nodes: the child ignores SIGTERM (teardown waits the grace, then SIGKILL). */
  ignoreTerm: boolean;
}

export interface SoakDag {
  nodes: Record<string, SoakNodeSpec & { needs: string[] }>;
  concurrency: number;
}

export type SoakOutput = { node: string; pad: string };

/** What node `id` returns (and what a reconcile "complete" records for it). */
export function nodeOutput(id: string, spec: Pick<SoakNodeSpec, 'padBytes'>): SoakOutput {
  return { node: id, pad: 'p'.repeat(spec.padBytes) };
}

export function expectedOutput(dag: SoakDag): Record<string, SoakOutput> {
  return Object.fromEntries(Object.entries(dag.nodes).map(([id, spec]) => [id, nodeOutput(id, spec)]));
}

export function randomDag(random: Random): SoakDag {
  const count = random.int(3, 7);
  const ids = Array.from({ length: count }, (_, i) => `n${i}`);
  const nodes: SoakDag['nodes'] = {};
  ids.forEach((id, i) => {
    const needs = new Set<string>();
    const wanted = i === 0 ? 0 : random.int(0, Math.min(2, i));
    while (needs.size < wanted) needs.add(ids[random.int(0, i - 1)]!);
    const kind = random.chance(0.35) ? 'command' : 'data';
    nodes[id] = {
      needs: [...needs],
      kind,
      retrySafe: random.chance(0.5),
      sleepMs: kind === 'data' ? random.int(0, 40) : random.int(10, 60),
      padBytes: random.chance(0.15) ? random.int(8_000, 150_000) : random.int(0, 200),
      detach: kind === 'command' && random.chance(0.25),
      ignoreTerm: kind === 'command' && random.chance(0.3),
    };
  });
  return { nodes, concurrency: random.pick([1, 1, 2, 3]) };
}

/** The DAG form's definition value. */
export function dagDefinition(dag: SoakDag): { nodes: Record<string, { needs: string[] }>; concurrency: number } {
  return {
    nodes: Object.fromEntries(Object.entries(dag.nodes).map(([id, spec]) => [id, { needs: spec.needs }])),
    concurrency: dag.concurrency,
  };
}
