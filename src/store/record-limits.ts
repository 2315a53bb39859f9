// How large one event-log record may be. A reader must bound what it holds of a line before it
// knows the line is a record (a restored store is untrusted: a log may hold one line of gigabytes),
// and the bound must not depend on the policy the reader happens to open the store with (the CLI
// and the Action open every store with the default one). So it is one constant of the store, the
// writer never writes a line past it, and a policy cannot allow a payload that would not fit.

/** The largest line of an event log (a record's JSON, without its newline), in bytes. */
export const maxEventRecordBytes = 16 * 1024 * 1024;

/**
 * The largest storagePolicy.maxEventPayloadBytes (64 times its default): the rest of a line is left
 * to the record's own fields. A value larger than this belongs in an artifact.
 */
export const maxEventPayloadBytesLimit = maxEventRecordBytes - 1024 * 1024;
