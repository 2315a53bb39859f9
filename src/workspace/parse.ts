// Untrusted anchors and content bundles (restored from a cache) are parsed here
// and refused as a whole with WORKSPACE_ANCHOR_INVALID before anything is used.
import type { z } from 'zod';
import { sha256Digest, workspaceAnchorSchema, workspaceContentSchema, type WorkspaceAnchor } from './anchor.ts';
import { WorkspaceError } from './errors.ts';

export function parseWorkspaceAnchor(value: unknown): WorkspaceAnchor {
  const parsed = workspaceAnchorSchema().safeParse(value);
  if (!parsed.success) {
    throw new WorkspaceError('WORKSPACE_ANCHOR_INVALID', `workspace anchor is invalid: ${formatIssues(parsed.error)}`);
  }
  return parsed.data;
}

/**
 * Checks a content bundle against its (parsed) anchor: same fingerprint, exactly one entry
 * per file that is not deleted, same mode, and bytes whose length and SHA-256 match.
 * Returns the verified bytes by path.
 */
export function parseWorkspaceContent(anchor: WorkspaceAnchor, value: unknown): Map<string, Buffer> {
  const parsed = workspaceContentSchema().safeParse(value);
  if (!parsed.success) {
    throw new WorkspaceError('WORKSPACE_ANCHOR_INVALID', `workspace content is invalid: ${formatIssues(parsed.error)}`);
  }
  const content = parsed.data;
  if (content.anchorFingerprint !== anchor.fingerprint) {
    throw invalid(`content belongs to anchor ${content.anchorFingerprint}, not ${anchor.fingerprint}`);
  }
  const expected = new Map(anchor.files.filter((file) => file.status !== 'deleted').map((file) => [file.path, file]));
  const bytesByPath = new Map<string, Buffer>();
  for (const entry of content.files) {
    const file = expected.get(entry.path);
    if (file === undefined)
      throw invalid(`content for ${JSON.stringify(entry.path)}, which the anchor does not list as present`);
    if (bytesByPath.has(entry.path)) throw invalid(`content for ${JSON.stringify(entry.path)} is listed twice`);
    if (entry.mode !== file.mode)
      throw invalid(`content mode of ${JSON.stringify(entry.path)} is ${entry.mode}, anchor says ${file.mode}`);
    const bytes = Buffer.from(entry.contentBase64, 'base64');
    if (bytes.length !== file.bytes || sha256Digest(bytes) !== file.digest) {
      throw invalid(`content of ${JSON.stringify(entry.path)} does not match the anchor digest ${file.digest}`);
    }
    bytesByPath.set(entry.path, bytes);
  }
  for (const filePath of expected.keys()) {
    if (!bytesByPath.has(filePath)) throw invalid(`content for ${JSON.stringify(filePath)} is missing`);
  }
  return bytesByPath;
}

function invalid(detail: string): WorkspaceError {
  return new WorkspaceError('WORKSPACE_ANCHOR_INVALID', `workspace content is invalid: ${detail}`);
}

/** `files[2].path: path "../x" is not normalised (contains "..")`, first few issues. */
export function formatIssues(error: z.ZodError): string {
  const shown = error.issues.slice(0, 5).map((issue) => {
    const where = issue.path
      .map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`))
      .join('');
    return where === '' ? issue.message : `${where}: ${issue.message}`;
  });
  const more = error.issues.length - shown.length;
  return shown.join('; ') + (more > 0 ? `; and ${more} more` : '');
}
