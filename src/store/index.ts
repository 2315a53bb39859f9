// The store layer's public surface.
export * from './contract.ts';
export {
  StorageError,
  isStorageError,
  describeError,
  describeCodedError,
  describeValue,
  type StorageErrorContext,
} from './errors.ts';
export { canonicalJson, cloneFrozenJson, digestJson, sha256Hex } from './json.ts';
export { assertStoreId, assertNamespace, type StoreIdKind } from './ids.ts';
export { createLocalRunStorage, runDirectoryPath } from './local-storage.ts';
export { readPidStartTime } from './lock.ts';
export { isStrictlyInside } from './paths.ts';
export { isOversized, readFileWithin, type Oversized } from './bounded-read.ts';
// The status checkpoint's window check (the runner keeps its display cache honest with it).
export { digestEventLogPrefixes, digestEventLogWindows, eventLogWindowBytes } from './checkpoint.ts';
export {
  attemptLogPath,
  listAttemptLogs,
  openAttemptLog,
  readAttemptLog,
  type AttemptLogFiles,
  type AttemptLogWriter,
} from './attempt-logs.ts';
export { createSecretMatcher, type SecretMatcher } from './secrets.ts';
export {
  describeFinding,
  findEncodedSecret,
  findEncodedSecretInValue,
  findSecretInBytes,
  findSecretInValue,
  redactEncodedSecrets,
  redactKnownSecrets,
  redactKnownSecretsInValue,
  type SecretFinding,
} from './secret-scan.ts';
export { mapStrings } from './map-strings.ts';
export { isWrappedFullLine, isWrappedLastLine } from './encoded-text.ts';
export { isGroupLine } from './encoded-groups.ts';
export { dumpLineOf, maskedDumpLine, type DumpLine } from './dump-lines.ts';
export { dumpLinesHidingSecrets } from './dump-secrets.ts';
export { lastLineCarriesSecret } from './wrapped-tail.ts';
export { printedDumpLineOf } from './dump-text.ts';
export { holdsKnownSecret, recordableText, recordableValue, recordedTextChars, withheldText } from './recordable.ts';
export { definedFields } from './defined.ts';
export { recordedStamp } from './recorded-stamp.ts';
export { lazySchema } from './lazy-schema.ts';
