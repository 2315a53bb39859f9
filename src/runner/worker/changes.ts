// runner:node-changes: what each node attempt changed in a git workspace, from captures taken
// before and after it (written whether the attempt passed, failed or threw). Outside a git
// repository, or with the run option recordChanges: false, no change records are written.
import type { AttemptHooks, AttemptInfo } from '../../graph/contract.ts';
import { reviewRoundOf } from '../../graph/index.ts';
import type { JsonValue, NewEvent } from '../../store/contract.ts';
import { createSecretMatcher, recordableValue } from '../../store/index.ts';
import {
  createGitWorkspaceProvider,
  type TransferredCapture,
  type FileChangeStats,
  type WorkspaceCallOptions,
  type WorkspaceCapture,
  type WorkspaceProvider,
} from '../../workspace/index.ts';
import { describeError } from '../errors.ts';
import { workerEventTypes } from '../records/records.ts';
import { AttemptCaptures, type CaptureResult } from './captures.ts';

const maxListedFiles = 200;

export async function changeHooks(options: {
  runRoot: string;
  excludePaths: readonly string[];
  scratchDirectory: string;
  session: number;
  /** runRoot when the watchdog already resolved it as the repository's top level (no git to find it). */
  repositoryRoot?: string | undefined;
  /** The worker's stop signal: aborting it stops the git a capture waits on (the attempt records the error). */
  signal?: AbortSignal;
  /** The watchdog's capture at the start (params.changes.firstCapture): the first capture re-checks it. */
  firstCapture?: TransferredCapture | undefined;
  /** The store's known secrets: a path that names one (a file named after a token) is recorded redacted. */
  knownSecrets?: readonly string[];
}): Promise<AttemptHooks | undefined> {
  const provider = captureProvider(options);
  const secrets = options.knownSecrets ?? [];
  const matcher = secrets.length === 0 ? undefined : createSecretMatcher(secrets);
  const call = options.signal === undefined ? undefined : { signal: options.signal };
  try {
    await provider.repositoryRoot(call);
  } catch {
    return undefined; // not a git work tree: no change records
  }
  const before = new Map<string, Promise<CaptureResult>>();
  const captures = chainedCaptures(provider, options.firstCapture, call);
  return {
    async before(info: AttemptInfo) {
      before.set(info.attemptId, captures.before());
      await before.get(info.attemptId);
    },
    async after(info: AttemptInfo, outcome): Promise<NewEvent[]> {
      const start = await before.get(info.attemptId);
      before.delete(info.attemptId);
      if (start === undefined) return [];
      const end = await captures.after();
      const base = {
        position: info.position,
        nodeId: info.nodeId,
        attemptId: info.attemptId,
        attempt: info.attempt,
        outcome: outcome.kind,
        // A round of a review loop names the findings it answered.
        ...reviewRoundOf(info.input),
      };
      const data = await changesData(provider, { start, end }, base, call);
      return [{ type: workerEventTypes.nodeChanges, session: options.session, data: recordableValue(matcher, data) }];
    },
  };
}

/** What an attempt changed between its two captures, or why that could not be read. */
async function changesData(
  provider: WorkspaceProvider,
  { start, end }: { start: CaptureResult; end: CaptureResult },
  base: Record<string, JsonValue>,
  call: WorkspaceCallOptions | undefined,
): Promise<Record<string, JsonValue>> {
  if (start instanceof Error || end instanceof Error) {
    const error = start instanceof Error ? start : (end as Error);
    return unreadData(base, `the workspace could not be captured: ${describeError(error)}`);
  }
  try {
    // The same capture on both sides: nothing changed, and no git process is needed to say so.
    const files = start === end ? [] : await provider.changedFilesBetween(start, end, call);
    return filesData(base, files);
  } catch (error) {
    return unreadData(base, `the change could not be read: ${describeError(error)}`);
  }
}

/** The git workspace provider of runRoot the worker captures with. */
function captureProvider(options: Parameters<typeof changeHooks>[0]): WorkspaceProvider {
  const known = options.repositoryRoot !== undefined && options.repositoryRoot === options.runRoot;
  return createGitWorkspaceProvider({
    root: options.runRoot,
    rootResolved: known,
    excludePaths: [...options.excludePaths],
    // Never used for a lease here: the worker only captures.
    leaseDirectory: options.scratchDirectory,
  });
}

/** The attempts' captures, each taken since the latest one (see below). */
function chainedCaptures(
  provider: WorkspaceProvider,
  firstCapture: TransferredCapture | undefined,
  call: WorkspaceCallOptions | undefined,
): AttemptCaptures {
  // Each capture is taken "since" the latest one: while a stat fingerprint shows the workspace
  // unchanged as git sees it, the latest capture is handed back without a git process (see
  // workspace/unchanged/fingerprint.ts for why that is sound). Whichever capture finished last
  // is a valid base: reuse is decided by re-checking its fingerprint against the disk now.
  // The watchdog's capture at the start, when it handed one over, is the first base; else a first
  // capture starts now, while the worker loads its host and reads its logs. Either way the first
  // attempt's capture then only re-checks a fingerprint (a git process otherwise, on the path of the
  // first node). Anything written meanwhile fails that check, and git runs then after all.
  let latest: WorkspaceCapture | undefined =
    firstCapture === undefined ? undefined : provider.adoptCapture?.(firstCapture);
  let warming: Promise<void> | undefined =
    latest !== undefined
      ? undefined
      : provider.captureSince(undefined, call).then(
          ({ capture }) => {
            latest = capture;
          },
          () => undefined, // the attempt's own capture runs git and reports the failure
        );
  const take = async (): Promise<CaptureResult> => {
    if (warming !== undefined) {
      await warming;
      warming = undefined;
    }
    try {
      const { capture } = await provider.captureSince(latest, call);
      latest = capture;
      return capture;
    } catch (error) {
      return error instanceof Error ? error : new Error(String(error));
    }
  };
  return new AttemptCaptures(take);
}

/** A change record's data: the files an attempt changed, and their line counts. */
function filesData(base: Record<string, JsonValue>, files: FileChangeStats[]): Record<string, JsonValue> {
  // The record shares the outcome's batch: keep it well inside maxEventPayloadBytes.
  const listed = files.slice(0, maxListedFiles);
  return {
    ...base,
    files: listed.map((file) => ({
      path: file.path,
      change: file.change,
      added: file.added,
      removed: file.removed,
      binary: file.binary,
    })),
    added: files.reduce((sum, file) => sum + file.added, 0),
    removed: files.reduce((sum, file) => sum + file.removed, 0),
    ...(files.length > listed.length ? { omittedFiles: files.length - listed.length } : {}),
  };
}

/** A change record's data when what the attempt changed could not be read. */
function unreadData(base: Record<string, JsonValue>, error: string): Record<string, JsonValue> {
  return { ...base, files: [], added: 0, removed: 0, error };
}
