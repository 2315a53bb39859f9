// What a node attempt printed: kept (writer, hooks), followed live, read back.
export { cutMarker, parseAttemptLog, renderAttemptLog } from './format.ts';
export type { AttemptHeader, OutputLine, ParsedAttemptLog } from './format.ts';
export { attemptsEnded, displayLine, OutputFollower, type FollowedLine, type OutputFollowerOptions } from './follow.ts';
export { defaultAttemptLogBytes, type AttemptOutputs } from './hooks.ts';
export { listAttemptOutputs, outputRecordsFrom, readAttemptOutput, type AttemptOutputEntry } from './read.ts';
export { nodeOutputSchema, nodeOutputType, type NodeOutputRecord } from './record.ts';
export type { AttemptOutputSink, OutputStream } from './writer.ts';
