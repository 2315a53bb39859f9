// Public API of the workspace layer (DESIGN.md section 7).
export {
  digestSchema,
  sha256Digest,
  workspaceAnchorSchema,
  workspaceContentFileSchema,
  workspaceContentSchema,
  workspaceFileModeSchema,
  workspaceFileSchema,
  workspaceFileStatusSchema,
  workspaceFingerprint,
  workspacePathSchema,
  type WorkspaceAnchor,
  type WorkspaceCapture,
  type WorkspaceContent,
  type WorkspaceContentFile,
  type WorkspaceFile,
  type WorkspaceFileMode,
  type WorkspaceFileStatus,
} from './anchor.ts';
export { type FileChangeStats } from './changes.ts';
export { diffStats, isBinary, type LineDiffStats } from './diff-stats.ts';
export { driftMessage, type WorkspaceDrift, type WorkspaceVerification } from './drift.ts';
export {
  isWorkspaceError,
  WorkspaceError,
  workspaceErrorCodes,
  type WorkspaceErrorCode,
  type WorkspaceErrorContext,
} from './errors.ts';
export { type WorkspaceLease } from './lease.ts';
export {
  workspaceLeaseHolderSchema,
  workspaceLeaseRecordSchema,
  type WorkspaceLeaseHolder,
  type WorkspaceLeaseRecord,
} from './lease-record.ts';
export { type CaptureSinceResult } from './unchanged/capture-since.ts';
export { transferredCaptureSchema, type TransferredCapture } from './unchanged/transfer.ts';
export { defaultMaxFingerprintEntries } from './unchanged/fingerprint.ts';
export { parseWorkspaceAnchor, parseWorkspaceContent } from './parse.ts';
export {
  createGitWorkspaceProvider,
  defaultMaxContentBytes,
  type GitWorkspaceProviderOptions,
  type WorkspaceProvider,
  type WorkspaceCallOptions,
} from './provider.ts';
export { isCommitInHistory, readFileAtCommit, type FileAtCommit } from './file-at-commit.ts';
