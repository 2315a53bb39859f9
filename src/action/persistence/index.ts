// Persistence of a run store between jobs: the Actions cache (newest immutable key wins) and
// the artifact of each job attempt (fallback from another workflow run).
export { restoreStore, type RestoreStoreOptions, type RestoreStoreResult } from './restore.ts';
export { saveStore, type SaveStoreOptions, type SaveStoreResult, type StoreFork } from './save.ts';
export {
  artifactAttemptOf,
  artifactNameFor,
  cacheKeyFor,
  cacheRestorePrefix,
  type JobKeyParts,
  type RunKeyParts,
} from './keys.ts';
export { locateStore, type StoreLocation, type StoreRef } from './layout.ts';
export { cacheAccess, describeMode, type CacheAccess, type CacheMode } from './cache-client.ts';
export type { FromRunInput } from './from-run.ts';
export { WriteAheadSaver, type WriteAheadSave, type WriteAheadSaverOptions } from './write-ahead.ts';
export { pruneOlderEntries, type PruneTarget, type PruneResult } from './prune.ts';
export { claimSession, claimKeyFor, findClaim, type ClaimResult, type ClaimHolder, type FoundClaim } from './claim.ts';
export { recordClaimGivenUp, type GiveUpResult } from './claim-given-up.ts';
export { chainMarksState, chainsShortened, parseChainMarks, type ChainMarks, type SealedChainMarks } from './chains.ts';
export { releaseClaim, type ReleaseResult } from './release-claim.ts';
export { undoInterruptedRestore, type UndoneRestore } from './restore-journal.ts';
