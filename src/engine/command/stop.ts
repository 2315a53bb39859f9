// stopOwnedProcessTree: SIGTERM, wait the grace while polling, SIGKILL, re-check by identity.
// Whatever is still alive is reported as a survivor; nothing is assumed dead.
import { setTimeout as pause } from 'node:timers/promises';
import { z } from 'zod';
import { lazySchema, describeError } from '../../store/index.ts';
import { commandCleanupCapability } from './capability.ts';
import { isValidOwnerId } from './owner-id.ts';
import { groupHasMembers, osProcessSystem, type ProcessSystem } from './process-system.ts';
import { toIdentity } from './proc-stat.ts';
import { selectTargets, type Targets } from './targets.ts';
import { identityKey } from './tree.ts';
import { processIdentitySchema, type CleanupReport, type ProcessIdentity } from './types.ts';
import { parseOrEngineError } from './validate.ts';

export const DEFAULT_GRACE_MS = 2000;
const KILL_WAIT_MS = 2000;
const POLL_FIRST_MS = 10;
const POLL_MAX_MS = 100;

const stopRequestSchema = lazySchema(() =>
  z.strictObject(
    {
      rootPid: z.number().int().positive('expected a positive integer process ID').optional(),
      processGroupIds: z.array(z.number().int().positive('expected a positive integer process group ID')).optional(),
      observed: z.array(processIdentitySchema()).optional(),
      ownerId: z
        .string()
        .refine(isValidOwnerId, "must be 'sha256:' followed by 64 lowercase hexadecimal characters")
        .optional(),
      graceMs: z
        .number()
        .int('expected whole milliseconds')
        .nonnegative('expected 0 or more milliseconds')
        .max(2_147_483_647, 'expected at most 2147483647 milliseconds')
        .optional(),
    },
    {
      error: (issue) =>
        `${issue.code === 'unrecognized_keys' ? `unknown field ${issue.keys.map((key) => JSON.stringify(key)).join(', ')}; ` : ''}expected { rootPid?, processGroupIds?, observed?, ownerId?, graceMs? }`,
    },
  ),
);
export type StopRequest = z.infer<ReturnType<typeof stopRequestSchema>>;

export interface StopTuning {
  system?: ProcessSystem;
  /** How long SIGKILLed processes get to disappear before they count as survivors. */
  killWaitMs?: number;
}

/**
 * Stops the processes a request names: the root's group, each given group, each observed identity
 * still alive, their live descendants and (with ownerId, Linux) every process carrying the marker.
 * Pass ownerId only from the outer owner, never from a nested command.
 */
export async function stopOwnedProcessTree(request: StopRequest): Promise<CleanupReport> {
  return stopProcessTree(parseOrEngineError(stopRequestSchema(), request, 'stopOwnedProcessTree request'));
}

export async function stopProcessTree(request: StopRequest, tuning: StopTuning = {}): Promise<CleanupReport> {
  const system = tuning.system ?? osProcessSystem;
  const graceMs = request.graceMs ?? DEFAULT_GRACE_MS;
  const killWaitMs = tuning.killWaitMs ?? KILL_WAIT_MS;
  if (process.platform !== 'linux') return stopObserved(request, system, graceMs, killWaitMs);

  const { collect: collectOnce, everTargeted } = targetCollector(request, system);
  // An owner sweep takes an empty scan as final only when the next one agrees: a process in the middle
  // of its exec shows no environment for a moment, and one missed there (a command the dead worker had
  // just started) would go on to run, and leave what it starts, after the cleanup was verified.
  const collect = async (): Promise<Targets> => {
    const targets = await collectOnce();
    if (targets.live.length > 0 || request.ownerId === undefined) return targets;
    await pause(POLL_FIRST_MS);
    return collectOnce();
  };
  const signal = (targets: Targets, sig: NodeJS.Signals) => {
    for (const groupId of targets.groups) system.signalGroup(groupId, sig);
    for (const stat of targets.live) system.signalProcess(toIdentity(stat), sig);
  };

  try {
    let targets = await collect();
    let delay = POLL_FIRST_MS;
    const termDeadline = Date.now() + graceMs;
    // SIGTERM every round: processes that appear during the grace (a forking handler) get asked too.
    while (targets.live.length > 0 && Date.now() < termDeadline) {
      signal(targets, 'SIGTERM');
      // A stopped (SIGSTOP/SIGTSTP) process only acts on SIGTERM once continued.
      signal(targets, 'SIGCONT');
      await pause(Math.max(1, Math.min(delay, termDeadline - Date.now())));
      delay = Math.min(delay * 1.5, POLL_MAX_MS);
      targets = await collect();
    }
    const killDeadline = Date.now() + killWaitMs;
    delay = POLL_FIRST_MS;
    while (targets.live.length > 0 && Date.now() < killDeadline) {
      signal(targets, 'SIGKILL');
      await pause(delay);
      delay = Math.min(delay * 1.5, POLL_MAX_MS);
      targets = await collect();
    }
    return await verify(system, everTargeted.values());
  } catch (error) {
    const report = await verify(system, everTargeted.values());
    return { ...report, verified: false, error: describeError(error) };
  }
}

/**
 * What a stop targets, collected afresh each round: the request's tree and groups, the identities
 * seen so far (observed, marked, or targeted in an earlier round), and every identity ever targeted.
 */
function targetCollector(
  request: StopRequest,
  system: ProcessSystem,
): { collect: () => Promise<Targets>; everTargeted: Map<string, ProcessIdentity> } {
  const seen = new Map<string, ProcessIdentity>();
  for (const identity of request.observed ?? []) seen.set(identityKey(identity), identity);
  const everTargeted = new Map<string, ProcessIdentity>();
  const collect = async (): Promise<Targets> => {
    const table = await system.scan();
    const marked = request.ownerId === undefined ? [] : await system.marked(request.ownerId);
    for (const identity of marked) if (!seen.has(identityKey(identity))) seen.set(identityKey(identity), identity);
    const targets = selectTargets({
      table,
      selfPid: system.selfPid,
      ...(request.rootPid === undefined ? {} : { rootPid: request.rootPid }),
      ...(request.processGroupIds === undefined ? {} : { processGroupIds: request.processGroupIds }),
      known: [...seen.values()],
    });
    // Keep the first-seen identity: parent and group change when a tree is reparented mid-teardown, and
    // callers compare the report with what they observed.
    for (const stat of [...targets.live, ...targets.refused]) {
      const key = identityKey(stat);
      if (!seen.has(key)) seen.set(key, toIdentity(stat));
      if (!everTargeted.has(key)) everTargeted.set(key, seen.get(key)!);
    }
    return targets;
  };
  return { collect, everTargeted };
}

/** The final word: each targeted identity re-checked (pid + start time), never assumed dead. */
async function verify(system: ProcessSystem, targeted: Iterable<ProcessIdentity>): Promise<CleanupReport> {
  const stopped: ProcessIdentity[] = [];
  const survivors: ProcessIdentity[] = [];
  for (const identity of targeted) ((await system.isAlive(identity)) ? survivors : stopped).push(identity);
  return { verified: survivors.length === 0, capability: commandCleanupCapability(), stopped, survivors };
}

/** Without /proc: signal the known groups and identities; a group that keeps members is unverified. */
async function stopObserved(
  request: StopRequest,
  system: ProcessSystem,
  graceMs: number,
  killWaitMs: number,
): Promise<CleanupReport> {
  const observed = request.observed ?? [];
  const groups = new Set<number>(request.processGroupIds ?? []);
  if (request.rootPid !== undefined) groups.add(request.rootPid);
  for (const identity of observed) if (identity.processGroupId > 1) groups.add(identity.processGroupId);
  groups.delete(system.selfPid);
  const live = async () => {
    const alive: ProcessIdentity[] = [];
    for (const identity of observed) if (await system.isAlive(identity)) alive.push(identity);
    return { alive, groups: [...groups].filter(groupHasMembers) };
  };
  const initial = await live();
  let state = initial;
  for (const [sig, wait] of [
    ['SIGTERM', graceMs],
    ['SIGKILL', killWaitMs],
  ] as const) {
    const deadline = Date.now() + wait;
    let delay = POLL_FIRST_MS;
    while ((state.alive.length > 0 || state.groups.length > 0) && Date.now() < deadline) {
      for (const next of sig === 'SIGTERM' ? (['SIGTERM', 'SIGCONT'] as const) : [sig]) {
        for (const groupId of state.groups) system.signalGroup(groupId, next);
        for (const identity of state.alive) system.signalProcess(identity, next);
      }
      await pause(Math.max(1, Math.min(delay, deadline - Date.now())));
      delay = Math.min(delay * 1.5, POLL_MAX_MS);
      state = await live();
    }
  }
  const report = await verify(system, initial.alive);
  return { ...report, verified: report.verified && state.groups.length === 0 };
}
