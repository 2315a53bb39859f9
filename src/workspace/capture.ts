// Builds the anchor and content bundle from a scan of the working tree.
import { workspaceFingerprint, type WorkspaceAnchor, type WorkspaceCapture, type WorkspaceContent } from './anchor.ts';
import { WorkspaceError } from './errors.ts';
import type { WorkspaceScan } from './scan.ts';

export function anchorOf(root: string, scan: WorkspaceScan): WorkspaceAnchor {
  const files = scan.files.map((item) => item.file);
  return { schemaVersion: 1, root, head: scan.head, fingerprint: workspaceFingerprint(scan.head, files), files };
}

export function captureOf(root: string, scan: WorkspaceScan, maxContentBytes: number): WorkspaceCapture {
  const anchor = anchorOf(root, scan);
  const present = scan.files.filter((item): item is typeof item & { bytes: Buffer } => item.bytes !== null);
  const total = present.reduce((sum, item) => sum + item.bytes.length, 0);
  if (total > maxContentBytes) {
    const largest = [...present]
      .sort((a, b) => b.bytes.length - a.bytes.length)
      .slice(0, 3)
      .map((item) => `${JSON.stringify(item.file.path)} (${item.bytes.length} bytes)`);
    throw new WorkspaceError(
      'WORKSPACE_CAPTURE',
      `changed and untracked files hold ${total} bytes, more than maxContentBytes (${maxContentBytes}); largest: ${largest.join(', ')}. ` +
        'Ignore or exclude generated files, or raise maxContentBytes.',
    );
  }
  const content: WorkspaceContent = {
    schemaVersion: 1,
    anchorFingerprint: anchor.fingerprint,
    files: present.map((item) => ({
      path: item.file.path,
      mode: item.file.mode,
      contentBase64: item.bytes.toString('base64'),
    })),
  };
  return { anchor, content };
}
