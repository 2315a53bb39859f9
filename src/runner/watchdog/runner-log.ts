// The watchdog's handle on the runner log: appends with the session number, keeps the fold (the
// budget, restart count, settled record) current, and reports each record to onEvent.
import type { EventLog, JsonValue, StoredEvent } from '../../store/contract.ts';
import { isStorageError } from '../../store/index.ts';
import { redact } from './redact.ts';
import type { SupervisedRunEvent } from '../options/options.ts';
import { foldRunnerEvent } from '../status/fold-runner.ts';
import type { RunnerFold } from '../status/state.ts';

export class RunnerLog {
  fold: RunnerFold;
  readonly session: number;
  readonly #log: EventLog;
  readonly #onEvent: ((event: SupervisedRunEvent) => void) | undefined;
  readonly #secrets: readonly string[];

  constructor(
    log: EventLog,
    fold: RunnerFold,
    session: number,
    secrets: readonly string[],
    onEvent?: (event: SupervisedRunEvent) => void,
  ) {
    this.#log = log;
    this.#secrets = secrets;
    this.fold = fold;
    this.session = session;
    this.#onEvent = onEvent;
  }

  /** `notify: false` leaves reporting the record to the caller (the settled record: after the lock is released). */
  async append(type: string, data: JsonValue, options: { notify?: boolean } = {}): Promise<StoredEvent> {
    let stored: StoredEvent[];
    try {
      stored = await this.#log.append([{ type, session: this.session, data }]);
    } catch (error) {
      // A message quoting a known secret must not block a supervision record: redact and retry once.
      if (!isStorageError(error, 'KNOWN_SECRET')) throw error;
      const text = redact(
        JSON.stringify(data),
        this.#secrets.flatMap((s) => [s, JSON.stringify(s).slice(1, -1)]),
      );
      stored = await this.#log.append([{ type, session: this.session, data: JSON.parse(text) as JsonValue }]);
    }
    const [event] = stored;
    if (event === undefined) throw new Error('the runner log stored no record');
    this.fold = foldRunnerEvent(this.fold, event);
    if (options.notify !== false) notify(this.#onEvent, { log: 'runner', event });
    return event;
  }

  cursor() {
    return this.#log.cursor();
  }

  close(): Promise<void> {
    return this.#log.close();
  }
}

export function notify(onEvent: ((event: SupervisedRunEvent) => void) | undefined, event: SupervisedRunEvent): void {
  if (onEvent === undefined) return;
  try {
    onEvent(event);
  } catch {
    // A progress callback never changes the run.
  }
}
