// The soak's invariants, checked against the store, the side-effect log and the machine:
// nothing completed runs twice, every acknowledged event survives, the store opens, no owned
// process survives a settled session, no lock or lease outlives a settled run.
import { isDeepStrictEqual } from 'node:util';
import { readSupervisedRunStatus, type SupervisedRunStatus } from '../../src/runner/index.ts';
import type { StoredEvent } from '../../src/store/contract.ts';
import { expectedOutput } from './dag.ts';
import { markedProcesses } from '../support/processes.ts';
import type { AckedEvent } from './session-core.ts';
import type { SoakWorld } from './world.ts';

export const violationKinds = [
  'completed-twice',
  'effect-count',
  'effect-before-record',
  'event-lost',
  'store-unreadable',
  'process-survived',
  'lock-or-lease-left',
  'wrong-ending',
  'unexpected-error',
  'hang',
] as const;
export type ViolationKind = (typeof violationKinds)[number];

export interface Violation {
  kind: ViolationKind;
  detail: string;
}

export interface StoreRead {
  graph: StoredEvent[];
  runner: StoredEvent[];
  status: SupervisedRunStatus;
  /** A log ended in a torn (unacknowledged) batch: a kill landed mid-write. */
  tornTail: boolean;
}

const message = (error: unknown) =>
  error instanceof Error ? `${(error as { code?: string }).code ?? error.name}: ${error.message}` : String(error);

/** Opens the stored run the way any reader does; a failure is a violation. */
export async function readStore(world: SoakWorld): Promise<{ read?: StoreRead; violations: Violation[] }> {
  try {
    const storage = await world.storage();
    if ((await storage.readDefinition(world.runId)) === undefined)
      return { violations: [{ kind: 'store-unreadable', detail: 'the run definition is missing' }] };
    const graph = await storage.readEvents(world.runId, 'graph');
    const runner = await storage.readEvents(world.runId, 'runner');
    const status = await readSupervisedRunStatus({ storage: world.storageOptions, runId: world.runId });
    return {
      read: { graph: graph.events, runner: runner.events, status, tornTail: graph.tornTail || runner.tornTail },
      violations: [],
    };
  } catch (error) {
    return { violations: [{ kind: 'store-unreadable', detail: message(error) }] };
  }
}

export function ackedFromRead(read: StoreRead): AckedEvent[] {
  return [
    ...read.graph.map((e) => ({ log: 'graph' as const, seq: e.seq, id: e.id, hash: e.hash, type: e.type })),
    ...read.runner.map((e) => ({ log: 'runner' as const, seq: e.seq, id: e.id, hash: e.hash, type: e.type })),
  ];
}

export function checkAcknowledged(acked: readonly AckedEvent[], read: StoreRead): Violation[] {
  const violations: Violation[] = [];
  const seen = new Set<string>();
  for (const ack of acked) {
    if (seen.has(ack.id)) continue;
    seen.add(ack.id);
    const stored = read[ack.log][ack.seq];
    if (stored === undefined || stored.id !== ack.id || stored.hash !== ack.hash) {
      violations.push({
        kind: 'event-lost',
        detail: `${ack.log} #${ack.seq} ${ack.type} (${ack.id}) was acknowledged but is ${stored === undefined ? 'missing' : `now ${stored.type} (${stored.id})`}`,
      });
    }
  }
  return violations;
}

/** Machine state after a session settled with its watchdog alive: nothing of the run may remain. */
export async function checkReleased(world: SoakWorld, when: string, options: { lock: boolean }): Promise<Violation[]> {
  const violations: Violation[] = [];
  const survivors = markedProcesses(world.runId);
  if (survivors.length > 0) {
    violations.push({
      kind: 'process-survived',
      detail: `${when}: ${survivors.map((p) => `pid ${p.pid} (${p.command.slice(0, 80)})`).join(', ')}`,
    });
  }
  try {
    const lease = await world.workspace().readLease();
    if (lease !== null)
      violations.push({
        kind: 'lock-or-lease-left',
        detail: `${when}: the workspace lease of pid ${lease.pid} remains`,
      });
    if (options.lock) {
      const lock = await (await world.storage()).readProcessLock(world.runId);
      if (lock !== undefined)
        violations.push({ kind: 'lock-or-lease-left', detail: `${when}: the process lock of pid ${lock.pid} remains` });
    }
  } catch (error) {
    violations.push({ kind: 'store-unreadable', detail: `${when}: lock or lease unreadable: ${message(error)}` });
  }
  return violations;
}

/** Effects against the graph log: run only after a durable attempt-started, never after the node completed. */
export async function checkEffects(world: SoakWorld, read: StoreRead): Promise<Violation[]> {
  const violations: Violation[] = [];
  const attempts = new Map<string, { nodeId: string; seq: number }>();
  const nodeOf = new Map<string, string>();
  const completedAt = new Map<string, number[]>();
  for (const event of read.graph) {
    const data = event.data as Record<string, unknown>;
    if (event.type === 'graph:node-attempt-started') {
      const identity = data.identity as { attemptId: string };
      attempts.set(identity.attemptId, { nodeId: String(data.nodeId), seq: event.seq });
      nodeOf.set(String(data.position), String(data.nodeId));
    } else if (event.type === 'graph:node-dispatched') {
      for (const entry of data.dispatches as Array<{ position: string; nodeId: string }>)
        nodeOf.set(entry.position, entry.nodeId);
    } else if (event.type === 'graph:node-completed') {
      const nodeId = nodeOf.get(String(data.position)) ?? '?';
      completedAt.set(nodeId, [...(completedAt.get(nodeId) ?? []), event.seq]);
    }
  }
  for (const [nodeId, seqs] of completedAt) {
    if (seqs.length > 1)
      violations.push({
        kind: 'completed-twice',
        detail: `node ${nodeId} completed ${seqs.length} times (graph #${seqs.join(', #')})`,
      });
  }
  const effects = await world.effects();
  const perNode = new Map<string, number>();
  for (const effect of effects) {
    perNode.set(effect.node, (perNode.get(effect.node) ?? 0) + 1);
    const attempt = attempts.get(effect.attemptId);
    if (attempt === undefined) {
      violations.push({
        kind: 'effect-before-record',
        detail: `node ${effect.node} ran attempt ${effect.attemptId} with no durable graph:node-attempt-started`,
      });
      continue;
    }
    const completion = completedAt.get(effect.node)?.[0];
    if (completion !== undefined && attempt.seq > completion) {
      violations.push({
        kind: 'completed-twice',
        detail: `node ${effect.node} ran again (attempt-started #${attempt.seq}) after its completion was recorded (#${completion})`,
      });
    }
  }
  for (const [nodeId, spec] of Object.entries(world.dag.nodes)) {
    const count = perNode.get(nodeId) ?? 0;
    // A person reconciles from the side-effect log, so an unsafe node's effect happens exactly once.
    if (!spec.retrySafe && count !== 1)
      violations.push({ kind: 'effect-count', detail: `non-retry-safe node ${nodeId} had its effect ${count} times` });
    if (spec.retrySafe && count < 1)
      violations.push({ kind: 'effect-count', detail: `node ${nodeId} completed without its effect` });
  }
  return violations;
}

export function checkEnding(world: SoakWorld, output: unknown, read: StoreRead): Violation[] {
  const violations: Violation[] = [];
  if (read.status.phase !== 'completed')
    violations.push({ kind: 'wrong-ending', detail: `status phase ${read.status.phase}, expected completed` });
  if (!isDeepStrictEqual(output, expectedOutput(world.dag)))
    violations.push({ kind: 'wrong-ending', detail: `the output differs from every node's expected result` });
  return violations;
}
