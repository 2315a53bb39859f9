// The file system's own "now": the timestamp it gives a file created at this instant. Entries
// are compared with it rather than with Date.now() because file times come from a coarse
// kernel clock (a tick behind the fine one) and some file systems keep only seconds; only a
// timestamp from the same clock and granularity says reliably "written before this instant".
import { closeSync, lstatSync, openSync, unlinkSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';

/** Creates, stats and removes a probe file in `directory` (the git directory: same file system as the work tree, and not part of it). */
export function fileSystemNow(directory: string): { now: bigint; device: bigint } {
  const probe = path.join(directory, `supervised-run-clock-${process.pid}-${randomBytes(6).toString('hex')}`);
  closeSync(openSync(probe, 'wx', 0o600));
  try {
    const stats = lstatSync(probe, { bigint: true });
    return { now: stats.mtimeNs > stats.ctimeNs ? stats.mtimeNs : stats.ctimeNs, device: stats.dev };
  } finally {
    unlinkSync(probe);
  }
}
