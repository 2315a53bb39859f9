// The watchdog's read-only view of the graph log (the worker writes it): folded incrementally
// from a cursor, for the worker's recorded result, positions in flight and progress events.
import type { EventCursor, RunStorage } from '../../store/contract.ts';
import type { SupervisedRunEvent } from '../options/options.ts';
import { foldGraphEvents } from '../status/fold-graph.ts';
import { initialGraphFold, type GraphFold } from '../status/state.ts';
import { attemptsEnded } from '../output/follow.ts';
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
      const read = await this.#storage.readEvents(this.#runId, 'graph', this.#cursor);
      if (read.events.length > 0) {
        const ended = this.beforeAttemptsEnd === undefined ? [] : attemptsEnded(read.events);
        if (ended.length > 0) await this.beforeAttemptsEnd?.(ended).catch(() => undefined);
        this.fold = foldGraphEvents(this.fold, read.events);
        for (const event of read.events) notify(this.#onEvent, { log: 'graph', event });
      }
      this.#cursor = read.cursor;
      return this.fold;
    });
    this.#queue = run.catch(() => undefined);
    return run;
  }

  head(): string | undefined {
    return this.#cursor?.head;
  }

  /** Where the last refresh ended (undefined before the first). */
  cursor(): EventCursor | undefined {
    return this.#cursor === undefined ? undefined : { ...this.#cursor };
  }
}
