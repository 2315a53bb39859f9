// The declarative layer's public surface: graph files (YAML/JSON) -> supervised run definitions, and
// the built-in `declarative` host that binds them in the worker.
export { DeclarativeError, isDeclarativeError, declarativeErrorCodes, formatIssue } from './errors.ts';
export type { DeclarativeErrorCode, DeclarativeIssue } from './errors.ts';
export { loadGraphFile, maxGraphFileBytes } from './load.ts';
export type { LoadGraphFileOptions } from './load.ts';
export { compileGraph } from './compile/compile.ts';
export type { CompileGraphOptions, CompiledDeclarativeRun } from './compile/compile.ts';
export { parseGraphText } from './document/parse-text.ts';
export { graphDocumentSchema, engineKinds } from './document/schema.ts';
export type { GraphDocument, NodeDocument, EngineDocument, EngineKind } from './document/schema.ts';
export {
  declarativeHostName,
  declarativeHostSchema,
  declarativeHostConfigSchema,
  nodeConfigSchema,
  engineConfigEntrySchema,
} from './host-config.ts';
export type {
  DeclarativeHost,
  DeclarativeHostConfig,
  NodeConfig,
  CommandNodeConfig,
  EngineNodeConfig,
  EngineConfigEntry,
} from './host-config.ts';
export { splitCommandLine, ArgvSyntaxError } from './argv.ts';
export { parseDuration } from './duration.ts';
export { bindDeclarativeRun, readHostConfig } from './bind/bind.ts';
export type { BindDeclarativeRunArgs } from './bind/bind.ts';
export { startDeclarativeRun, resumeDeclarativeRun, declarativeRunOptions } from './start.ts';
export type { StartDeclarativeRunOptions } from './start.ts';
export { declarativeWorkerEntry } from './worker-path.ts';
export { describeUnpassedKey, storedEngineKeys, unpassedEngineKeys, unpassedVariables } from './engine-keys.ts';
export type { EngineParts, UnpassedEngineKey } from './engine-keys.ts';
