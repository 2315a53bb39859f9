// What a person does about a workspace that differs from a run's pause snapshot (WORKSPACE_DRIFT)
// before the run is continued, or a refused resume run again: put changed files back, or, when
// HEAD is another commit, check out the run's commit, or name the run's repository as --root.
import { plain } from './format.ts';

const filesBack =
  'put the files listed back as they were when the run paused (e.g. git stash, or git checkout -- FILE): a resume is refused while the workspace differs from that snapshot';

/** The two commits of a WORKSPACE_DRIFT whose HEAD differs, as recorded (null: no commit). */
export interface HeadDrift {
  expected: string | null;
  found: string | null;
}

/** A commit for a line of advice; `(unborn)`, as the drift message says it, for none. */
const commit = (sha: string | null): string => (sha === null ? '(unborn)' : plain(sha, 80));

/**
 * The commits of a run-level WORKSPACE_DRIFT pause's reason whose HEAD differs (the workspace
 * layer's driftMessage writes `HEAD is <found>, expected <expected>`, `(unborn)` for no commit);
 * undefined otherwise. Only for the pause the watchdog settles after a restart's backoff, whose
 * record carries no structured HEADs: a refused resume's record does (beforeRunningAgain).
 */
export function headDrift(reason: string | null): { found: string; expected: string } | undefined {
  const match = /\bHEAD is (\S+), expected ([^\s;]+)/.exec(reason ?? '');
  return match === null ? undefined : { found: plain(match[1]!, 80), expected: plain(match[2]!, 80) };
}

/** Before a run-level pause is continued (a bare continue would be refused again); undefined: nothing. */
export function beforeContinuing(code: string | null, reason: string | null): string | undefined {
  if (code !== 'WORKSPACE_DRIFT') return undefined;
  const head = headDrift(reason);
  if (head === undefined) return filesBack;
  return `check out ${head.expected}, the commit the run paused at (HEAD is ${head.found} now), and put back any files listed: a resume is refused while the workspace differs from that snapshot`;
}

/** The repository a refused resume checked: the resolved --root, or the current directory. */
export interface CheckedRoot {
  directory: string;
  /** Whether --root named it. */
  given: boolean;
}

/**
 * Before a refused resume is run again. A HEAD that differs (`head`, the refusal record's field,
 * never read out of its message) says first that the repository may be the wrong one (another
 * repository's HEAD is never the run's commit): no file put back fixes that.
 */
export function beforeRunningAgain(
  code: string,
  head: HeadDrift | undefined,
  checked: CheckedRoot,
): string | undefined {
  if (code !== 'WORKSPACE_DRIFT') return undefined;
  if (head === undefined) return filesBack;
  const where = `${checked.given ? '--root' : 'the current directory'} ${plain(checked.directory, 300)}`;
  const [found, expected] = [commit(head.found), commit(head.expected)];
  return `${where} is at HEAD ${found}, but the run paused at HEAD ${expected}: it may not be the run's repository. Give the run's repository as --root DIR; if it is this one, check out ${expected} and put back any files listed`;
}
