// Public identity helpers. Outside Linux there is no start time to compare, so liveness falls back to
// "the pid exists" (which may over-report survivors but never under-reports them).
import { readProcStat, toIdentity, hasExited } from './proc-stat.ts';
import { processIdentitySchema, type ProcessIdentity } from './types.ts';

function assertPid(pid: unknown): asserts pid is number {
  if (typeof pid !== 'number' || !Number.isSafeInteger(pid) || pid <= 0) {
    throw new TypeError('pid must be a positive integer');
  }
}

/** The identity of whatever process has this pid now (zombies included); undefined if none or not Linux. */
export async function readProcessIdentity(pid: number): Promise<ProcessIdentity | undefined> {
  assertPid(pid);
  if (process.platform !== 'linux') return undefined;
  const stat = await readProcStat(pid);
  return stat === undefined ? undefined : toIdentity(stat);
}

function pidExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, we just may not signal it.
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

/** True when this pid is alive AND is the same process (same start time); an exited zombie is not alive. */
export async function isSameProcessAlive(identity: ProcessIdentity): Promise<boolean> {
  const parsed = processIdentitySchema().safeParse(identity);
  if (!parsed.success) throw new TypeError('identity must be { pid, parentPid, processGroupId, startedAt } integers');
  if (process.platform !== 'linux') return pidExists(identity.pid);
  const stat = await readProcStat(identity.pid);
  // Unreadable but present (e.g. /proc mounted with hidepid): we cannot prove it gone, so it counts as alive.
  if (stat === undefined) return pidExists(identity.pid);
  return stat.startedAt === identity.startedAt && !hasExited(stat);
}
