// A fingerprinted capture handed to another process (the watchdog's capture at a start, to the
// worker it launches): the capture and its stat fingerprint as JSON (the stats as decimal strings,
// exactly). The receiving provider checks the fingerprint against the disk before it reuses the
// capture, as for one of its own, so a workspace changed in between is captured again with git.
import { z } from 'zod';
import { lazySchema } from '../../store/index.ts';
import { workspaceAnchorSchema, workspaceContentSchema, type WorkspaceCapture } from '../anchor.ts';
import type { StatFingerprint } from './fingerprint.ts';

/** Past this much file content (as base64) a capture is not handed over (the receiver captures itself). */
export const maxTransferredContentBytes = 256 * 1024;

const wholeNumber = /^\d{1,30}$/;

/** [absolute path, [mtime ns, ctime ns, size, inode, mode] as decimal strings, or null when absent]. */
type FingerprintEntry = [string, [string, string, string, string, string] | null];

/**
 * Checked by hand, not as a zod tuple: a fingerprint lists up to a thousand entries, and a tuple
 * schema per entry made its parse the largest part of a worker's parameters (~15 ms at 868).
 */
function isFingerprintEntry(value: unknown): value is FingerprintEntry {
  if (!Array.isArray(value) || value.length !== 2) return false;
  const [entryPath, stat] = value as unknown[];
  if (typeof entryPath !== 'string' || entryPath.length === 0) return false;
  return (
    stat === null ||
    (Array.isArray(stat) &&
      stat.length === 5 &&
      stat.every((field) => typeof field === 'string' && wholeNumber.test(field)))
  );
}

export const transferredCaptureSchema = lazySchema(() =>
  z.strictObject({
    anchor: workspaceAnchorSchema(),
    content: workspaceContentSchema(),
    // One check of the whole list: a zod check per entry costs ~1.5 ms more at 868 entries.
    fingerprint: z
      .array(z.unknown())
      .refine((entries) => entries.every(isFingerprintEntry), {
        error: 'each entry is [a path, five whole numbers in decimal or null]',
      })
      .transform((entries) => entries as FingerprintEntry[]),
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
