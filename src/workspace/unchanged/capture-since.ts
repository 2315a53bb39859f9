// Captures that carry a stat fingerprint (fingerprint.ts), and reuse of the previous capture
// when its fingerprint still holds: no git process while the workspace is unchanged.
import { lstatSync } from 'node:fs';
import type { WorkspaceCapture } from '../anchor.ts';
import { captureOf } from '../capture.ts';
import { scanWorkspace } from '../scan.ts';
import { fileSystemNow } from './clock.ts';
import { takeStatFingerprint, unchangedSince, type StatFingerprint } from './fingerprint.ts';
import { gitDirectories, gitStateFiles, type GitDirectories } from './git-files.ts';
import { adoptionOf, transferOf, type TransferredCapture } from './transfer.ts';

export interface CaptureSinceResult {
  capture: WorkspaceCapture;
  /** True when `previous` was handed back because nothing git would report had changed. */
  reused: boolean;
  /** True when this capture carries a fingerprint, so that the next call may reuse it. */
  fingerprinted: boolean;
}

export interface CaptureSinceContext {
  root: string;
  excludePaths: readonly string[];
  maxContentBytes: number;
  /** Wraps git and file-system failures (the provider's WORKSPACE_CAPTURE guard). */
  guard<T>(task: () => Promise<T>): Promise<T>;
}

export interface CapturesSince {
  since(context: CaptureSinceContext, previous?: WorkspaceCapture): Promise<CaptureSinceResult>;
  /** A capture of `since` with its fingerprint, for another process (transfer.ts); undefined without one. */
  transfer(capture: WorkspaceCapture): TransferredCapture | undefined;
  /** A transferred capture, usable as `previous` here: reused only while its fingerprint holds. */
  adopt(transferred: TransferredCapture): WorkspaceCapture;
}

export function createCaptureSince(maxEntries?: number): CapturesSince {
  const fingerprints = new WeakMap<WorkspaceCapture, StatFingerprint>();
  let directories: Promise<GitDirectories | null> | null = null;
  // A workspace found past maxEntries is not walked again by this provider: each walk would stop at
  // the bound after most of the stats a fingerprint costs, for nothing (measured at 2,000 files:
  // ~7 ms of a ~30 ms capture). Its captures then need neither the clock nor git's ignored paths.
  let pastBound = false;
  const since = async (context: CaptureSinceContext, previous?: WorkspaceCapture): Promise<CaptureSinceResult> => {
    const fingerprint = previous === undefined ? undefined : fingerprints.get(previous);
    if (previous !== undefined && fingerprint !== undefined && unchangedSince(fingerprint))
      return { capture: previous, reused: true, fingerprinted: true };
    // Without the git directories or the clock there is no fingerprint, only plain captures.
    directories ??= gitDirectories(context.root).catch(() => null);
    const gitDirs = await directories;
    const clock = gitDirs === null || pastBound ? null : clockOf(gitDirs.gitDir, context.root);
    const scan = await context.guard(() =>
      scanWorkspace(context.root, context.excludePaths, { listIgnored: clock !== null }),
    );
    const capture = captureOf(context.root, scan, context.maxContentBytes);
    let fingerprinted = false;
    if (gitDirs !== null && clock !== null) {
      const taken = takeStatFingerprint({
        root: context.root,
        excludePaths: context.excludePaths,
        ignored: scan.ignored,
        gitFiles: gitStateFiles(gitDirs),
        startedAt: clock,
        ...(maxEntries === undefined ? {} : { maxEntries }),
      });
      if (taken === 'too-many') pastBound = true;
      else if (taken !== null) {
        fingerprints.set(capture, taken);
        fingerprinted = true;
      }
    }
    return { capture, reused: false, fingerprinted };
  };
  return {
    since,
    transfer(capture) {
      const fingerprint = fingerprints.get(capture);
      return fingerprint === undefined ? undefined : transferOf(capture, fingerprint);
    },
    adopt(transferred) {
      const { capture, fingerprint } = adoptionOf(transferred);
      fingerprints.set(capture, fingerprint);
      return capture;
    },
  };
}

/** The file system's clock, when the git directory shares the work tree's file system (else its clock may differ). */
function clockOf(gitDir: string, root: string): bigint | null {
  try {
    const probe = fileSystemNow(gitDir);
    return probe.device === lstatSync(root, { bigint: true }).dev ? probe.now : null;
  } catch {
    return null; // e.g. a read-only git directory
  }
}
