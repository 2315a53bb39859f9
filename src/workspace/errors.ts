// The workspace layer's one error class (DESIGN.md section 9).
import type { WorkspaceDrift } from './drift.ts';
import type { WorkspaceLeaseRecord } from './lease-record.ts';

export const workspaceErrorCodes = [
  /** Options a caller passed do not fit (names the field and what it accepts). */
  'INVALID_OPTIONS',
  'WORKSPACE_CAPTURE',
  'WORKSPACE_ROOT',
  'WORKSPACE_LEASE',
  'WORKSPACE_DRIFT',
  'WORKSPACE_RELEASE',
  'WORKSPACE_ANCHOR_INVALID',
] as const;
export type WorkspaceErrorCode = (typeof workspaceErrorCodes)[number];

export interface WorkspaceErrorContext {
  /** What differs, for `WORKSPACE_DRIFT` raised by a comparison. */
  drift?: WorkspaceDrift;
  /** Who holds the lease, for `WORKSPACE_LEASE`. */
  holder?: WorkspaceLeaseRecord;
  /** A commit the workspace needs but does not have, for `WORKSPACE_DRIFT` from restore. */
  needsCommit?: string;
  cause?: unknown;
}

export class WorkspaceError extends Error {
  readonly code: WorkspaceErrorCode;
  readonly drift: WorkspaceDrift | undefined;
  readonly holder: WorkspaceLeaseRecord | undefined;
  readonly needsCommit: string | undefined;

  constructor(code: WorkspaceErrorCode, message: string, context: WorkspaceErrorContext = {}) {
    super(message, context.cause === undefined ? undefined : { cause: context.cause });
    this.name = 'WorkspaceError';
    this.code = code;
    this.drift = context.drift;
    this.holder = context.holder;
    this.needsCommit = context.needsCommit;
  }
}

export function isWorkspaceError(value: unknown, code?: WorkspaceErrorCode): value is WorkspaceError {
  return value instanceof WorkspaceError && (code === undefined || value.code === code);
}

// One definition for every layer (store's); re-exported so workspace modules import it from here.
export { describeError } from '../store/index.ts';
