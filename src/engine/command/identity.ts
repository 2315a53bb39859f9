// Public identity helpers. Outside Linux there is no start time to compare, so liveness falls back to
// "the pid exists" (which may over-report survivors but never under-reports them).
import { z } from 'zod';
import { describeValue, lazySchema } from '../../store/index.ts';
import { readProcStat, toIdentity, hasExited } from './proc-stat.ts';
import type { ProcessIdentity } from './types.ts';
import { parseOrEngineError } from './validate.ts';

// Bad arguments are the engine layer's EngineError (code INVALID_OPTIONS) naming the field and what
// it accepts, like every other option of this layer; the value got is named too.
const wholeNumber = (minimum: 0 | 1, accepts: string) =>
  z
    .number({ error: (issue) => `expected ${accepts} (got ${describeValue(issue.input)})` })
    .refine((value) => Number.isSafeInteger(value) && value >= minimum, {
      error: (issue) => `expected ${accepts} (got ${describeValue(issue.input)})`,
    });
const pidSchema = lazySchema(() => wholeNumber(1, 'a positive integer process ID'));
const identitySchema = lazySchema(() =>
  z.object(
    {
      pid: pidSchema(),
      parentPid: wholeNumber(0, 'a non-negative integer process ID'),
      processGroupId: wholeNumber(0, 'a non-negative integer process group ID'),
      startedAt: wholeNumber(0, 'a non-negative integer start time (clock ticks since boot)'),
    },
    { error: 'expected { pid, parentPid, processGroupId, startedAt } (a ProcessIdentity from readProcessIdentity)' },
  ),
);

/** The identity of whatever process has this pid now (zombies included); undefined if none or not Linux. */
export async function readProcessIdentity(pid: number): Promise<ProcessIdentity | undefined> {
  parseOrEngineError(pidSchema(), pid, 'pid');
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
  parseOrEngineError(identitySchema(), identity, 'identity');
  if (process.platform !== 'linux') return pidExists(identity.pid);
  const stat = await readProcStat(identity.pid);
  // Unreadable but present (e.g. /proc mounted with hidepid): we cannot prove it gone, so it counts as alive.
  if (stat === undefined) return pidExists(identity.pid);
  return stat.startedAt === identity.startedAt && !hasExited(stat);
}
