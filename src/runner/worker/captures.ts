// Workspace captures around node attempts, for the change records. An attempt's "after" capture
// is reused as the next attempt's "before" capture when nothing could have written the workspace
// in between: it was taken while that attempt was the only one in flight in this worker, and no
// attempt has started since (between two attempts the executor only appends records; host code
// runs inside attempts). That halves the git work per sequential node. A worker's first attempt,
// and any attempt that overlaps another, gets a capture of its own.
import type { WorkspaceCapture } from '../../workspace/index.ts';

export type CaptureResult = WorkspaceCapture | Error;

export class AttemptCaptures {
  readonly #take: () => Promise<CaptureResult>;
  #inFlight = 0;
  /** Attempts started in this worker: a reusable capture is current only if none started since. */
  #starts = 0;
  #reusable: { capture: WorkspaceCapture; starts: number } | undefined;

  constructor(take: () => Promise<CaptureResult>) {
    this.#take = take;
  }

  /** The capture before an attempt; pair every call with one after(). */
  before(): Promise<CaptureResult> {
    const reusable = this.#reusable;
    this.#reusable = undefined;
    const current = reusable !== undefined && this.#inFlight === 0 && reusable.starts === this.#starts;
    this.#inFlight += 1;
    this.#starts += 1;
    return current ? Promise.resolve(reusable.capture) : this.#take();
  }

  /** The capture after an attempt's node code has ended. */
  async after(): Promise<CaptureResult> {
    const alone = this.#inFlight === 1;
    const starts = this.#starts;
    const capture = await this.#take();
    this.#inFlight -= 1;
    this.#reusable = alone && starts === this.#starts && !(capture instanceof Error) ? { capture, starts } : undefined;
    return capture;
  }
}
