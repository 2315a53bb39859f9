// The lease file's format: who holds the workspace of one repository.
import { z } from 'zod';
import { lazySchema } from '../store/index.ts';

export const workspaceLeaseHolderSchema = lazySchema(() =>
  z.object({
    runId: z.string().min(1).max(200),
    pid: z.number().int().positive(),
  }),
);
export type WorkspaceLeaseHolder = z.infer<ReturnType<typeof workspaceLeaseHolderSchema>>;

export const workspaceLeaseRecordSchema = lazySchema(() =>
  z.object({
    schemaVersion: z.literal(1),
    /** Real path of the repository top level: the lease key. */
    root: z.string().min(1),
    /** Secret-free random id; only the lease object that holds it can release. */
    token: z.string().min(16).max(200),
    runId: z.string().min(1).max(200),
    pid: z.number().int().positive(),
    hostname: z.string(),
    /** ISO-8601 time of acquisition. */
    acquiredAt: z.string(),
    /** The holder's start time (Linux clock ticks since boot): with bootId, proves a dead holder dead. */
    startedAt: z.number().int().nonnegative().optional(),
    /** /proc/sys/kernel/random/boot_id when the lease was taken (Linux). */
    bootId: z.string().optional(),
  }),
);
export type WorkspaceLeaseRecord = z.infer<ReturnType<typeof workspaceLeaseRecordSchema>>;

export function describeHolder(record: WorkspaceLeaseRecord): string {
  return `run ${JSON.stringify(record.runId)} (pid ${record.pid} on ${record.hostname}, since ${record.acquiredAt})`;
}
