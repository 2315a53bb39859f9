// createGitWorkspaceProvider: the workspace port the runner uses (capture,
// lease, verify, restore, change statistics) over one git work tree.
import { z } from 'zod';
import { lazySchema } from '../store/index.ts';
import type { WorkspaceAnchor, WorkspaceCapture, WorkspaceContent } from './anchor.ts';
import { captureOf } from './capture.ts';
import { changedFilesBetween, type FileChangeStats } from './changes.ts';
import { verificationOf, type WorkspaceVerification } from './drift.ts';
import { describeError, isWorkspaceError, WorkspaceError } from './errors.ts';
import { acquireLease, leaseFilePath, readLeaseFile, releaseLease, type WorkspaceLease } from './lease.ts';
import type { WorkspaceLeaseHolder, WorkspaceLeaseRecord } from './lease-record.ts';
import { withGitSignal } from './git.ts';
import { parseWorkspaceAnchor } from './parse.ts';
import { restoreWorkspace } from './restore.ts';
import { normaliseExcludePaths, resolveRepositoryRoot } from './root.ts';
import { scanWorkspace, type WorkspaceScan } from './scan.ts';
import { driftFrom } from './verify.ts';
import { createCaptureSince, type CaptureSinceResult } from './unchanged/capture-since.ts';
import type { TransferredCapture } from './unchanged/transfer.ts';

/** Default cap on the bytes of changed and untracked files in one capture (well under the store's artifact limit once base64-encoded). */
export const defaultMaxContentBytes = 8 * 1024 * 1024;

const optionsSchema = lazySchema(() =>
  z.object({
    root: z.string().min(1),
    excludePaths: z.array(z.string().min(1)).default([]),
    leaseDirectory: z.string().min(1),
    maxContentBytes: z.number().int().nonnegative().default(defaultMaxContentBytes),
    /** Bound on the entries of a stat fingerprint (captureSince); past it captures always run git. */
    maxFingerprintEntries: z.number().int().nonnegative().optional(),
    /**
     * The caller has already resolved `root` as the real path of a git work tree's top level (as
     * repositoryRoot() would): it is used as is, without a git process.
     */
    rootResolved: z.boolean().default(false),
  }),
);
export type GitWorkspaceProviderOptions = z.input<ReturnType<typeof optionsSchema>>;

/** The caller's signal: aborting it stops the git a call is waiting on (WORKSPACE_CAPTURE). */
export interface WorkspaceCallOptions {
  signal?: AbortSignal | undefined;
}

export interface WorkspaceProvider {
  /** The root as given. */
  readonly root: string;
  /** Real path of the repository top level (`WORKSPACE_ROOT` when `root` is not one). */
  repositoryRoot(options?: WorkspaceCallOptions): Promise<string>;
  capture(options?: WorkspaceCallOptions): Promise<WorkspaceCapture>;
  /**
   * A capture like capture(), or `previous` itself (`reused: true`, no git process) when `previous`
   * came from this method and a stat fingerprint shows nothing git would report has changed since.
   */
  captureSince(previous?: WorkspaceCapture, options?: WorkspaceCallOptions): Promise<CaptureSinceResult>;
  /**
   * A capture of captureSince with its stat fingerprint as JSON, for another process's provider of
   * the same root and excluded paths to adopt; undefined when it has none (or is too large to hand over).
   */
  transferCapture?(capture: WorkspaceCapture): TransferredCapture | undefined;
  /** A capture transferCapture gave, usable as captureSince's `previous` here (its fingerprint is checked first). */
  adoptCapture?(transferred: TransferredCapture): WorkspaceCapture;
  acquireLease(holder: WorkspaceLeaseHolder): Promise<WorkspaceLease>;
  /** The lease record of this repository, or null when it is free. */
  readLease(): Promise<WorkspaceLeaseRecord | null>;
  /** Releases by token (what `lease.release()` does); `WORKSPACE_RELEASE` when the token does not hold it. */
  releaseLease(token: string): Promise<void>;
  verify(anchor: WorkspaceAnchor, options?: WorkspaceCallOptions): Promise<WorkspaceVerification>;
  /**
   * Rebuilds the anchor's working tree on a clean checkout: checks out its commit when
   * HEAD differs (detached), writes the saved files, removes deleted ones, then verifies.
   */
  restore(anchor: WorkspaceAnchor, content: WorkspaceContent, options?: WorkspaceCallOptions): Promise<void>;
  /** Per-file line statistics of what changed between two captures of this repository. */
  changedFilesBetween(
    before: WorkspaceCapture,
    after: WorkspaceCapture,
    options?: WorkspaceCallOptions,
  ): Promise<FileChangeStats[]>;
}

/** Git and file-system failures while reading the workspace become WORKSPACE_CAPTURE. */
async function guard<T>(root: string, task: () => Promise<T>): Promise<T> {
  try {
    return await task();
  } catch (error) {
    if (isWorkspaceError(error)) throw error;
    throw new WorkspaceError('WORKSPACE_CAPTURE', `cannot read the workspace ${root}: ${describeError(error)}`, {
      cause: error,
    });
  }
}

type Settings = z.output<ReturnType<typeof optionsSchema>>;
/** The repository's real top level and the excluded paths relative to it. */
type Repository = () => Promise<{ root: string; excludePaths: string[] }>;
/** A scan of the repository's work tree, with the root it was taken under. */
type Scan = () => Promise<{ root: string; scan: WorkspaceScan }>;

export function createGitWorkspaceProvider(options: GitWorkspaceProviderOptions): WorkspaceProvider {
  const parsed = optionsSchema().safeParse(options);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${['options', ...issue.path].join('.')}: ${issue.message}`);
    throw new WorkspaceError('INVALID_OPTIONS', `createGitWorkspaceProvider: ${problems.join('; ')}`, {
      cause: parsed.error,
    });
  }
  const settings = parsed.data;
  const repository = createRepository(settings);
  const scan = async (): Promise<{ root: string; scan: WorkspaceScan }> => {
    const { root, excludePaths } = await repository();
    return { root, scan: await guard(root, () => scanWorkspace(root, excludePaths)) };
  };

  return {
    root: settings.root,
    ...captureMethods(settings, repository, scan),
    ...leaseMethods(settings.leaseDirectory, repository),
    ...treeMethods(repository, scan),
  };
}

/** Resolves the repository on first use and keeps it; a failed resolution is tried again next time. */
function createRepository(settings: Settings): Repository {
  let resolved: Promise<{ root: string; excludePaths: string[] }> | null = null;
  return () => {
    resolved ??= (settings.rootResolved ? Promise.resolve(settings.root) : resolveRepositoryRoot(settings.root)).then(
      (root) => ({ root, excludePaths: normaliseExcludePaths(settings.root, root, settings.excludePaths) }),
      (error: unknown) => {
        resolved = null; // a later call may find the repository (e.g. after a clone)
        throw error;
      },
    );
    return resolved;
  };
}

/** Captures of the work tree, and the handing over of captureSince's fingerprints. */
function captureMethods(
  settings: Settings,
  repository: Repository,
  scan: Scan,
): Pick<WorkspaceProvider, 'repositoryRoot' | 'capture' | 'captureSince' | 'transferCapture' | 'adoptCapture'> {
  const captureSince = createCaptureSince(settings.maxFingerprintEntries);

  return {
    repositoryRoot: (options) => withGitSignal(options?.signal, async () => (await repository()).root),
    capture: (options) =>
      withGitSignal(options?.signal, async () => {
        const current = await scan();
        return captureOf(current.root, current.scan, settings.maxContentBytes);
      }),
    captureSince: (previous, options) =>
      withGitSignal(options?.signal, async () => {
        const { root, excludePaths } = await repository();
        return captureSince.since(
          { root, excludePaths, maxContentBytes: settings.maxContentBytes, guard: (task) => guard(root, task) },
          previous,
        );
      }),
    transferCapture: (capture) => captureSince.transfer(capture),
    adoptCapture: (transferred) => captureSince.adopt(transferred),
  };
}

/** The repository's lease, kept in `leaseDirectory`. */
function leaseMethods(
  leaseDirectory: string,
  repository: Repository,
): Pick<WorkspaceProvider, 'acquireLease' | 'readLease' | 'releaseLease'> {
  return {
    async acquireLease(holder) {
      return acquireLease(leaseDirectory, (await repository()).root, holder);
    },
    async readLease() {
      const { root } = await repository();
      try {
        return await readLeaseFile(leaseFilePath(leaseDirectory, root));
      } catch (error) {
        throw new WorkspaceError(
          'WORKSPACE_LEASE',
          `cannot read the workspace lease of ${root}: ${describeError(error)}`,
          { cause: error },
        );
      }
    },
    async releaseLease(token) {
      return releaseLease(leaseDirectory, (await repository()).root, token);
    },
  };
}

/** The work tree against an anchor (verify, restore) and between two captures. */
function treeMethods(
  repository: Repository,
  scan: Scan,
): Pick<WorkspaceProvider, 'verify' | 'restore' | 'changedFilesBetween'> {
  return {
    verify: (anchor, options) =>
      withGitSignal(options?.signal, async () => {
        const expected = parseWorkspaceAnchor(anchor);
        const { excludePaths } = await repository();
        const current = await scan();
        return verificationOf(
          await guard(current.root, () => driftFrom(current.root, excludePaths, expected, current.scan)),
        );
      }),
    restore: (anchor, content, options) =>
      withGitSignal(options?.signal, async () => {
        const { root, excludePaths } = await repository();
        const context = {
          root,
          excludePaths,
          scan: async () => (await scan()).scan,
          drift: (expected: WorkspaceAnchor, current: WorkspaceScan) =>
            driftFrom(root, excludePaths, expected, current),
        };
        await guard(root, () => restoreWorkspace(context, anchor, content));
      }),
    changedFilesBetween: (before, after, options) =>
      withGitSignal(options?.signal, async () => {
        const { root, excludePaths } = await repository();
        return guard(root, () => changedFilesBetween(root, excludePaths, before, after));
      }),
  };
}
