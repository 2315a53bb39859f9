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
 * Before a run-level pause is continued (a bare continue would be refused again); undefined:
 * nothing. `head`: the commits the pause recorded (a drift during a restart's backoff), never
 * read out of its reason: a file named like the reason's HEAD words is no other commit.
 */
export function beforeContinuing(code: string | null, head: HeadDrift | undefined): string | undefined {
  if (code !== 'WORKSPACE_DRIFT') return undefined;
  if (head === undefined) return filesBack;
  const [found, expected] = [commit(head.found), commit(head.expected)];
  return `check out ${expected}, the commit the run paused at (HEAD is ${found} now), and put back any files listed: a resume is refused while the workspace differs from that snapshot`;
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
