// A fingerprinted capture handed to another process (the watchdog's capture at a start, to the
// worker it launches): the capture and its stat fingerprint as JSON (the stats as decimal strings,
// exactly). The receiving provider checks the fingerprint against the disk before it reuses the
// capture, as for one of its own, so a workspace changed in between is captured again with git.
import { z } from 'zod';
import { lazySchema } from '../../store/index.ts';
import { workspaceAnchorSchema, workspaceContentSchema, type WorkspaceCapture } from '../anchor.ts';
import type { StatFingerprint } from './fingerprint.ts';

/** Past this many bytes of file content a capture is not handed over (the receiver captures itself). */
export const maxTransferredContentBytes = 256 * 1024;

const statSchema = lazySchema(() => {
  const whole = z.string().regex(/^\d{1,30}$/, 'a whole number in decimal');
  return z.tuple([whole, whole, whole, whole, whole]);
});

export const transferredCaptureSchema = lazySchema(() =>
  z.strictObject({
    anchor: workspaceAnchorSchema(),
    content: workspaceContentSchema(),
    /** [absolute path, [mtime ns, ctime ns, size, inode, mode] or null when absent]. */
    fingerprint: z.array(z.tuple([z.string().min(1), statSchema().nullable()])),
  }),
);
export type TransferredCapture = z.infer<ReturnType<typeof transferredCaptureSchema>>;

export function transferOf(capture: WorkspaceCapture, fingerprint: StatFingerprint): TransferredCapture | undefined {
  const contentBytes = capture.content.files.reduce((sum, file) => sum + file.contentBase64.length, 0);
  if (contentBytes > maxTransferredContentBytes) return undefined;
  return {
    anchor: capture.anchor,
    content: capture.content,
    fingerprint: fingerprint.entries.map(({ path, stat }) => [
      path,
      stat === null ? null : [String(stat[0]), String(stat[1]), String(stat[2]), String(stat[3]), String(stat[4])],
    ]),
  };
}

/** The capture and fingerprint a transfer (parsed by transferredCaptureSchema) carries. */
export function adoptionOf(transferred: TransferredCapture): {
  capture: WorkspaceCapture;
  fingerprint: StatFingerprint;
} {
  const entries = transferred.fingerprint.map(([path, stat]) => ({
    path,
    stat:
      stat === null
        ? null
        : ([BigInt(stat[0]), BigInt(stat[1]), BigInt(stat[2]), BigInt(stat[3]), BigInt(stat[4])] as const),
  }));
  return { capture: { anchor: transferred.anchor, content: transferred.content }, fingerprint: { entries } };
}
