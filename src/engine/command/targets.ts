// Which processes and groups one cleanup round signals, decided over a single /proc snapshot.
import { hasExited, type ProcStat } from './proc-stat.ts';
import { findLive, groupMembers, liveDescendants, selfAndAncestors } from './tree.ts';
import type { ProcessIdentity } from './types.ts';

export interface TargetInputs {
  table: ReadonlyMap<number, ProcStat>;
  selfPid: number;
  rootPid?: number;
  processGroupIds?: readonly number[];
  /** Identities seen before (observed tree, earlier rounds, marked processes). */
  known: readonly ProcessIdentity[];
}

export interface Targets {
  live: ProcStat[];
  /** Named by the request and alive, but this process or one of its ancestors: never signalled, reported. */
  refused: ProcStat[];
  /** Groups that are ours to signal and still have live members. */
  groups: number[];
}

export function selectTargets(inputs: TargetInputs): Targets {
  const { table } = inputs;
  const protectedPids = selfAndAncestors(table, inputs.selfPid);
  const ownGroup = table.get(inputs.selfPid)?.processGroupId;
  const live = new Map<number, ProcStat>();
  const refused = new Map<number, ProcStat>();
  const add = (stat: ProcStat | undefined): boolean => {
    if (stat === undefined || hasExited(stat) || live.has(stat.pid)) return false;
    if (protectedPids.has(stat.pid)) {
      refused.set(stat.pid, stat);
      return false;
    }
    live.set(stat.pid, stat);
    return true;
  };
  for (const identity of inputs.known) add(findLive(table, identity));
  const candidates = new Set<number>(inputs.processGroupIds ?? []);
  const knownStart = new Map(inputs.known.map((identity) => [identity.pid, identity.startedAt]));
  if (inputs.rootPid !== undefined) {
    const root = table.get(inputs.rootPid);
    const recorded = knownStart.get(inputs.rootPid);
    const same = root !== undefined && !hasExited(root) && (recorded === undefined || recorded === root.startedAt);
    if (same) {
      add(root);
      candidates.add(root.processGroupId);
    } else {
      // An exited root was its group's leader (commands are spawned detached); its group may outlive it.
      candidates.add(inputs.rootPid);
    }
  }
  // A group is ours unless it holds us (or an ancestor) or its leader pid now belongs to someone else.
  const accept = (groupId: number): boolean => {
    if (groupId <= 1 || groupId === ownGroup) return false;
    const members = groupMembers(table, groupId);
    if (members.some((member) => protectedPids.has(member.pid))) return false;
    const leader = table.get(groupId);
    if (leader === undefined || hasExited(leader)) return true;
    const recorded = knownStart.get(groupId);
    return live.get(groupId)?.startedAt === leader.startedAt || recorded === leader.startedAt;
  };
  const accepted = new Set<number>();
  for (let changed = true; changed;) {
    changed = false;
    for (const stat of live.values()) candidates.add(stat.processGroupId);
    for (const groupId of candidates) {
      if (accepted.has(groupId) || !accept(groupId)) continue;
      accepted.add(groupId);
      for (const member of groupMembers(table, groupId)) changed = add(member) || changed;
    }
    for (const child of liveDescendants(table, [...live.values()])) changed = add(child) || changed;
  }
  const groups = [...accepted].filter((groupId) => groupMembers(table, groupId).some((m) => !hasExited(m)));
  return { live: [...live.values()], refused: [...refused.values()], groups };
}
