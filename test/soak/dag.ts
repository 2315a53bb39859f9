// Random DAGs for the soak: data nodes (effect written by the worker) and command nodes (effect
// written by a child process the host spawns), some retry-safe, some not, some behind a gate a
// person answers first. Each node's output is a pure function of its spec, so a reconcile
// "complete" can supply exactly what the node returns.
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
  /**
   * A gate: the node's policy asks a person first, and the node returns the answer's note, which
   * the person writes this many bytes long (some near what one resume may record).
   */
  gateBytes?: number;
}

export interface SoakDag {
  nodes: Record<string, SoakNodeSpec & { needs: string[] }>;
  concurrency: number;
}

export type SoakOutput = { node: string; pad: string; note?: string };

/** What node `id` returns (and what a reconcile "complete" records for it). */
export function nodeOutput(id: string, spec: Pick<SoakNodeSpec, 'padBytes' | 'gateBytes'>): SoakOutput {
  const output: SoakOutput = { node: id, pad: 'p'.repeat(spec.padBytes) };
  if (spec.gateBytes !== undefined) output.note = gateNote(spec.gateBytes);
  return output;
}

/** The note a person answers gate node with (the node returns it). */
export function gateNote(bytes: number): string {
  return 'n'.repeat(bytes);
}

/** A gate's note: mostly short, sometimes near what one resume may record (with the output's padding). */
function randomGateBytes(random: Random, padBytes: number): number {
  // At least one character: a required field answered empty is refused as left out.
  if (!random.chance(0.25)) return random.int(1, 200);
  const most = 235_000 - padBytes;
  return random.int(Math.min(100_000, most), most);
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
    const padBytes = random.chance(0.15) ? random.int(8_000, 150_000) : random.int(0, 200);
    nodes[id] = {
      needs: [...needs],
      kind,
      retrySafe: random.chance(0.5),
      sleepMs: kind === 'data' ? random.int(0, 40) : random.int(10, 60),
      padBytes,
      detach: kind === 'command' && random.chance(0.25),
      ignoreTerm: kind === 'command' && random.chance(0.3),
      ...(random.chance(0.12) ? { gateBytes: randomGateBytes(random, padBytes) } : {}),
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
