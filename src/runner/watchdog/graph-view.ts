// The watchdog's read-only view of the graph log (the worker writes it): folded incrementally
// from a cursor, for the worker's recorded result, positions in flight and progress events.
import type { EventCursor, RunStorage, StoredEvent } from '../../store/contract.ts';
import type { SupervisedRunEvent } from '../options/options.ts';
import { foldGraphEvents } from '../status/fold-graph.ts';
import { initialGraphFold, type GraphFold } from '../status/state.ts';
import { attemptsEnded, endsAnAttempt } from '../output/follow.ts';
import { notify } from './runner-log.ts';

export class GraphView {
  fold: GraphFold = initialGraphFold();
  #cursor: EventCursor | undefined;
  readonly #storage: RunStorage;
  readonly #runId: string;
  readonly #onEvent: ((event: SupervisedRunEvent) => void) | undefined;
  #queue: Promise<unknown> = Promise.resolve();
  /** Reads the attempts' live output before the records that end them are passed on (see LiveFeed). */
  beforeAttemptsEnd: ((attemptIds: string[]) => Promise<void>) | undefined;
  /** Told, after each read, when it began: everything the log held then has been passed on. */
  afterRead: ((readAt: number) => void) | undefined;

  constructor(
    storage: RunStorage,
    runId: string,
    onEvent?: (event: SupervisedRunEvent) => void,
    from?: { fold: GraphFold; cursor: EventCursor },
  ) {
    if (from !== undefined) {
      this.fold = from.fold;
      this.#cursor = from.cursor;
    }
    this.#storage = storage;
    this.#runId = runId;
    this.#onEvent = onEvent;
  }

  /** Reads what was appended since the last refresh (serialised: one reader at a time). */
  refresh(): Promise<GraphFold> {
    const run = this.#queue.then(async () => {
      const readAt = Date.now();
      const read = await this.#storage.readEvents(this.#runId, 'graph', this.#cursor);
      if (read.events.length > 0) {
        this.fold = foldGraphEvents(this.fold, read.events);
        await this.#notify(read.events);
      }
      this.#cursor = read.cursor;
      this.afterRead?.(readAt);
      return this.fold;
    });
    this.#queue = run.catch(() => undefined);
    return run;
  }

  /**
   * Passes the records on in order. Right before the first that ends an attempt, the live output
   * is read (beforeAttemptsEnd), so a listener sees what came before it in the log (a dead lane,
   * another node's start) before the ended attempts' last lines.
   */
  async #notify(events: readonly StoredEvent[]): Promise<void> {
    const ended = this.beforeAttemptsEnd === undefined ? [] : attemptsEnded(events);
    let read = ended.length === 0;
    for (const event of events) {
      if (!read && endsAnAttempt(event)) {
        read = true;
        await this.beforeAttemptsEnd?.(ended).catch(() => undefined);
      }
      notify(this.#onEvent, { log: 'graph', event });
    }
  }

  head(): string | undefined {
    return this.#cursor?.head;
  }

  /** Where the last refresh ended (undefined before the first). */
  cursor(): EventCursor | undefined {
    return this.#cursor === undefined ? undefined : { ...this.#cursor };
  }
}
