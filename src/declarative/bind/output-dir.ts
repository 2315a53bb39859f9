// Where a command node's $SUPERVISED_OUTPUT file lives: a directory of its own in the OS temp
// directory (never the workspace: a command must not see it in `git status`), removed when the
// command ends. A worker killed mid-command (a crash, a cancel's SIGKILL, a cancelled job on a
// self-hosted runner, whose /tmp outlives the job) cannot remove it, so the directory's name says
// which process made it: the first command of each worker process removes those whose process is
// gone, while it runs.
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { isSameProcessAlive, readProcessIdentity } from '../../engine/command/index.ts';

const prefix = 'supervised-output-';
/** `supervised-output-<host>-<pid>-<start time>-<random>`: this version's directories. */
const ownedName = /^supervised-output-([0-9a-f]{8})-(\d+)-(\d+)-[^-]+$/;
/** `supervised-output-<random>`: directories of versions that did not name their process. */
const unnamedName = /^supervised-output-[A-Za-z0-9]{6}$/;
/** An unnamed directory this old is a leftover: no command node runs for a week. */
const unnamedLeftoverMs = 7 * 24 * 60 * 60 * 1000;

/** This machine, so a temp directory shared with another host (or container) is never swept for its pids. */
const hostTag = (): string => createHash('sha256').update(hostname()).digest('hex').slice(0, 8);

let ownerTag: Promise<string> | undefined;
/** `<host>-<pid>-<start time>` of this process (start time 0 where it cannot be read: outside Linux). */
function thisProcess(): Promise<string> {
  ownerTag ??= readProcessIdentity(process.pid).then(
    (identity) => `${hostTag()}-${process.pid}-${identity?.startedAt ?? 0}`,
  );
  return ownerTag;
}

/** Temp directories swept by this process: once each, at its first command. */
const swept = new Map<string, Promise<unknown>>();

/**
 * A fresh directory for one command's outputs file. `swept`: the removal of dead processes'
 * leftovers, begun by this process's first command and run beside it (a large temp directory
 * does not delay the command); await it when the command ends.
 */
export async function makeOutputDirectory(): Promise<{ directory: string; swept: Promise<unknown> }> {
  const parent = tmpdir();
  const directory = await mkdtemp(join(parent, `${prefix}${await thisProcess()}-`));
  if (!swept.has(parent))
    swept.set(
      parent,
      sweepLeftovers(parent).catch(() => undefined),
    );
  return { directory, swept: swept.get(parent)! };
}

/**
 * Removes the outputs directories in `parent` of processes of this host that are gone (or are
 * another process now: the start time differs), and unnamed ones of older versions past a week.
 * Whatever cannot be read or removed (another user's) stays: this is tidying, never a failure.
 */
export async function sweepLeftovers(parent: string): Promise<string[]> {
  const entries = await readdir(parent, { withFileTypes: true }).catch(() => []);
  const host = hostTag();
  const removed: string[] = [];
  for (const entry of entries) {
    if (!entry.isDirectory() || !entry.name.startsWith(prefix)) continue;
    const full = join(parent, entry.name);
    if (!(await isLeftover(entry.name, full, host))) continue;
    try {
      await rm(full, { recursive: true, force: true });
      removed.push(full);
    } catch {
      // Not ours to remove (another user's, in a sticky /tmp).
    }
  }
  return removed;
}

async function isLeftover(name: string, full: string, host: string): Promise<boolean> {
  const owned = ownedName.exec(name);
  if (owned !== null) {
    if (owned[1] !== host) return false;
    const identity = { pid: Number(owned[2]), parentPid: 0, processGroupId: 0, startedAt: Number(owned[3]) };
    if (!Number.isSafeInteger(identity.pid) || identity.pid <= 0 || !Number.isSafeInteger(identity.startedAt))
      return false;
    // Start time 0: it could not be read when the directory was made, so only the pid can tell.
    if (identity.startedAt === 0) return !pidExists(identity.pid);
    return !(await isSameProcessAlive(identity).catch(() => true));
  }
  if (!unnamedName.test(name)) return false;
  const modified = await stat(full).then(
    (found) => found.mtimeMs,
    () => Date.now(),
  );
  return Date.now() - modified > unnamedLeftoverMs;
}

function pidExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'ESRCH'; // EPERM: it exists, another user's
  }
}
