// The names of the state main saves for the post step. Apart from persist.ts so the post step can
// read them without loading the persistence layer: most post steps only see that main saved.

/** State names shared by main and post. */
export const stateNames = {
  /** Set once main may have changed the store: post saves it if main did not. */
  pending: 'supervised-run-pending',
  /** The restored cache key (fork detection in post). */
  restoredKey: 'supervised-run-restored-key',
  /** Set when main saved (or `none`: persist is none). */
  saved: 'supervised-run-saved',
  /** What main restores from, while it restores (emptied once the restore ended): post summarises a stopped restore. */
  restoring: 'supervised-run-restoring',
  /** From the session claim until the runner is called (JSON, before-run.ts): post gives an unused claim back. */
  beforeRun: 'supervised-run-before-run',
  /** Set when main wrote the job summary. */
  summary: 'supervised-run-summary',
  /** Both logs' lengths and heads as restored (JSON): post refuses to save a store that lost records. */
  restoredChains: 'supervised-run-restored-chains',
  /** Set when main's session claim showed that the cache refuses this job's writes (why): post's save tries no follow-up key. */
  cacheWritesRefused: 'supervised-run-cache-writes-refused',
} as const;
