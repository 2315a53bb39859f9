// The workspace anchor (what a workspace looked like) and its content bundle
// (the bytes needed to rebuild it on a fresh checkout). Both are durable
// formats restored from caches: parse them with these schemas before use.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { lazySchema } from '../store/index.ts';
import { comparePaths, relativePathProblem } from './paths.ts';

export const digestSchema = lazySchema(() =>
  z.string().regex(/^sha256:[0-9a-f]{64}$/, 'a "sha256:" digest with 64 lowercase hex digits'),
);

/** A path relative to the repository root: normalised, never `..`, absolute, NUL or inside `.git`. */
export const workspacePathSchema = lazySchema(() =>
  z.string().superRefine((value, context) => {
    const problem = relativePathProblem(value);
    if (problem !== null)
      context.addIssue({ code: 'custom', message: `path ${JSON.stringify(value.slice(0, 200))} ${problem}` });
  }),
);

/** Git's file modes for a regular file, an executable and a symbolic link (content = link target). */
export const workspaceFileModeSchema = lazySchema(() => z.enum(['100644', '100755', '120000']));
export type WorkspaceFileMode = z.infer<ReturnType<typeof workspaceFileModeSchema>>;

/**
 * Against HEAD: `modified` (in HEAD, content or mode differs), `deleted` (in HEAD, gone),
 * `added` (not in HEAD, in the index) or `untracked` (not in HEAD or the index, not ignored).
 */
export const workspaceFileStatusSchema = lazySchema(() => z.enum(['modified', 'added', 'deleted', 'untracked']));
export type WorkspaceFileStatus = z.infer<ReturnType<typeof workspaceFileStatusSchema>>;

export const workspaceFileSchema = lazySchema(() =>
  z
    .object({
      path: workspacePathSchema(),
      status: workspaceFileStatusSchema(),
      /** SHA-256 of the working-tree bytes (a symlink's target); null when deleted. */
      digest: digestSchema().nullable(),
      /** Working-tree mode; HEAD's mode for a deleted file. */
      mode: workspaceFileModeSchema(),
      bytes: z.number().int().nonnegative(),
    })
    .superRefine((file, context) => {
      if ((file.status === 'deleted') !== (file.digest === null)) {
        context.addIssue({
          code: 'custom',
          path: ['digest'],
          message: 'digest is null exactly when status is "deleted"',
        });
      }
      if (file.status === 'deleted' && file.bytes !== 0) {
        context.addIssue({ code: 'custom', path: ['bytes'], message: 'a deleted file has 0 bytes' });
      }
    }),
);
export type WorkspaceFile = z.infer<ReturnType<typeof workspaceFileSchema>>;

const commitShaSchema = lazySchema(() =>
  z.string().regex(/^(?:[0-9a-f]{40}|[0-9a-f]{64})$/, 'a full commit id (40 or 64 lowercase hex digits)'),
);

const maxFiles = 1_000_000;

export const workspaceAnchorSchema = lazySchema(() =>
  z
    .object({
      schemaVersion: z.literal(1),
      /** Real path of the repository top level when captured (informational: verify and restore use the provider's root). */
      root: z
        .string()
        .min(1)
        .refine((value) => path.isAbsolute(value), 'an absolute path'),
      /** Commit checked out, or null on an unborn branch. */
      head: commitShaSchema().nullable(),
      /** `sha256:` over head and the files (see `workspaceFingerprint`). */
      fingerprint: digestSchema(),
      /** Every path whose working-tree state differs from HEAD, excluding ignored and excluded paths. */
      files: z.array(workspaceFileSchema()).max(maxFiles),
    })
    .superRefine((anchor, context) => {
      const duplicate = firstDuplicate(anchor.files.map((file) => file.path));
      if (duplicate !== null) {
        context.addIssue({
          code: 'custom',
          path: ['files'],
          message: `path ${JSON.stringify(duplicate)} is listed twice`,
        });
        return;
      }
      if (workspaceFingerprint(anchor.head, anchor.files) !== anchor.fingerprint) {
        context.addIssue({
          code: 'custom',
          path: ['fingerprint'],
          message: 'fingerprint does not match head and files',
        });
      }
    }),
);
export type WorkspaceAnchor = z.infer<ReturnType<typeof workspaceAnchorSchema>>;

export const workspaceContentFileSchema = lazySchema(() =>
  z.object({
    path: workspacePathSchema(),
    mode: workspaceFileModeSchema(),
    contentBase64: z.base64(),
  }),
);
export type WorkspaceContentFile = z.infer<ReturnType<typeof workspaceContentFileSchema>>;

export const workspaceContentSchema = lazySchema(() =>
  z.object({
    schemaVersion: z.literal(1),
    /** The fingerprint of the anchor whose files these are. */
    anchorFingerprint: digestSchema(),
    /** Bytes of every anchor file that is not deleted. */
    files: z.array(workspaceContentFileSchema()).max(maxFiles),
  }),
);
export type WorkspaceContent = z.infer<ReturnType<typeof workspaceContentSchema>>;

/** An anchor and the content it was captured with. */
export interface WorkspaceCapture {
  anchor: WorkspaceAnchor;
  content: WorkspaceContent;
}

/**
 * The fingerprint describes the working tree, not the index: a new file counts the
 * same whether it is staged (`added`) or not (`untracked`), so a restored workspace
 * (where new files come back unstaged) has the fingerprint it was captured with.
 */
export function workspaceFingerprint(head: string | null, files: readonly WorkspaceFile[]): string {
  const entries = [...files]
    .sort((a, b) => comparePaths(a.path, b.path))
    .map((file) => [file.path, worktreeKind(file.status), file.digest, file.mode, file.bytes]);
  return `sha256:${createHash('sha256')
    .update(JSON.stringify([1, head, entries]))
    .digest('hex')}`;
}

/** The status as the working tree sees it: staged and unstaged new files are the same. */
export function worktreeKind(status: WorkspaceFileStatus): 'modified' | 'new' | 'deleted' {
  return status === 'added' || status === 'untracked' ? 'new' : status;
}

export function sha256Digest(bytes: Uint8Array): string {
  return `sha256:${createHash('sha256').update(bytes).digest('hex')}`;
}

function firstDuplicate(values: readonly string[]): string | null {
  const seen = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) return value;
    seen.add(value);
  }
  return null;
}
