// How large each file of a run directory other than its event logs may be (those: record-limits.ts).
// A restored store is untrusted: any of its files may be gigabytes (a sparse file costs the archive
// nothing), so each is read with its bound (bounded-read.ts) and refused past it, and each bound is
// more than its writer ever writes. Like maxEventRecordBytes, a bound is a constant of the store, not
// of the policy a reader opens the store with.

/** The definition file: the store refuses to write a larger one (STORAGE_LIMIT_EXCEEDED). */
export const maxDefinitionFileBytes = 64 * 1024 * 1024;

/**
 * A checkpoint file, its attachment included: a larger one is not written (STORAGE_LIMIT_EXCEEDED)
 * and, read, is no checkpoint. The runner's status checkpoint is a few MB at 100k events; the bound
 * is half of what one JavaScript string holds, which no checkpoint of JSON text could pass anyway.
 */
export const maxCheckpointFileBytes = 256 * 1024 * 1024;

/** A process lock's holder file: a small JSON object (pid, host name, token, times). */
export const maxLockFileBytes = 64 * 1024;

/**
 * Each live file of an attempt's output (head, tail). The runner keeps each within half its
 * attemptLogBytes, which is at most 64 MiB: the bound leaves that much again for its own records.
 */
export const maxAttemptLogFileBytes = 64 * 1024 * 1024;
