// Pure helpers over one /proc snapshot: descendants, ancestors, group members.
import { hasExited, type ProcStat } from './proc-stat.ts';
import type { ProcessIdentity } from './types.ts';

/** pid alone is not a process; pid + start time is. */
export function identityKey(identity: ProcessIdentity): string {
  return `${identity.pid}@${identity.startedAt}`;
}

/** The live process in the snapshot that is this identity (same start time), if any. */
export function findLive(table: ReadonlyMap<number, ProcStat>, identity: ProcessIdentity): ProcStat | undefined {
  const stat = table.get(identity.pid);
  return stat !== undefined && stat.startedAt === identity.startedAt && !hasExited(stat) ? stat : undefined;
}

export function childrenIndex(table: ReadonlyMap<number, ProcStat>): Map<number, ProcStat[]> {
  const children = new Map<number, ProcStat[]>();
  for (const stat of table.values()) {
    const list = children.get(stat.parentPid);
    if (list === undefined) children.set(stat.parentPid, [stat]);
    else list.push(stat);
  }
  return children;
}

/** Live descendants of the given live processes (not including them). */
export function liveDescendants(table: ReadonlyMap<number, ProcStat>, roots: readonly ProcStat[]): ProcStat[] {
  const children = childrenIndex(table);
  const seen = new Set<number>(roots.map((root) => root.pid));
  const queue = [...roots];
  const found: ProcStat[] = [];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    for (const child of children.get(next.pid) ?? []) {
      if (seen.has(child.pid)) continue;
      seen.add(child.pid);
      queue.push(child);
      if (!hasExited(child)) found.push(child);
    }
  }
  return found;
}

/** The pid and every ancestor up to init: never signalled, whatever a request says. */
export function selfAndAncestors(table: ReadonlyMap<number, ProcStat>, pid: number): Set<number> {
  const chain = new Set<number>();
  for (let at: number | undefined = pid; at !== undefined && at > 0 && !chain.has(at);) {
    chain.add(at);
    at = table.get(at)?.parentPid;
  }
  return chain;
}

export function groupMembers(table: ReadonlyMap<number, ProcStat>, groupId: number): ProcStat[] {
  return [...table.values()].filter((stat) => stat.processGroupId === groupId);
}
