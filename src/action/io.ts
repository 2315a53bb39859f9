// What the job does to the outside world besides the store: the runner's workflow commands and
// files (outputs, state, masks, annotations, the job summary). main.ts binds it to @actions/core;
// tests record it.

export interface ActionIO {
  /** Masks a value in every later log line (`::add-mask::`). */
  setSecret(value: string): void;
  setOutput(name: string, value: string): void;
  /** State for the post step of the same job (read back there as STATE_<name>). */
  saveState(name: string, value: string): void;
  getState(name: string): string;
  info(message: string): void;
  /** A warning annotation; `title` heads it in the run's annotations. */
  warning(message: string, title?: string): void;
  /** An error annotation that does not by itself fail the step. */
  error(message: string): void;
  /** Fails the step (exit code 1) with an error annotation. */
  setFailed(message: string): void;
  /**
   * Writes lines a node printed (untrusted) to the log so that none of them can act as a workflow
   * command (annotation, mask, output, stop-commands). Absent: node output is not streamed.
   */
  nodeOutput?(lines: readonly string[]): void;
  /** Appends Markdown to the job summary (GITHUB_STEP_SUMMARY). */
  writeSummary(markdown: string): Promise<void>;
  /**
   * Starts a collapsed group of log lines headed `title` (`::group::`), ended by endGroup. Groups
   * do not nest, and a node's lines must never fall into one: only for work no run goes on beside.
   */
  group?(title: string): void;
  endGroup?(): void;
}

/**
 * `work` with what it logs (the cache and artifact clients' own lines) in a collapsed group headed
 * `title`, so the job log reads as the Action's own lines; an IO without groups logs `title` as a line.
 */
export async function inLogGroup<T>(io: ActionIO, title: string, work: () => Promise<T>): Promise<T> {
  if (io.group === undefined || io.endGroup === undefined) {
    io.info(title);
    return work();
  }
  io.group(title);
  try {
    return await work();
  } finally {
    io.endGroup();
  }
}
