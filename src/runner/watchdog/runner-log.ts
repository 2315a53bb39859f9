// The watchdog's handle on the runner log: appends with the session number, keeps the fold (the
// budget, restart count, settled record) current, and reports each record to onEvent.
import type { EventLog, JsonValue, StoredEvent } from '../../store/contract.ts';
import { createSecretMatcher, isStorageError, mapStrings, redactKnownSecrets } from '../../store/index.ts';
import { redact } from './redact.ts';
import type { SupervisedRunEvent } from '../options/options.ts';
import { foldRunnerEvent } from '../status/fold-runner.ts';
import type { RunnerFold } from '../status/state.ts';

/** What a supervision record must not hold: `listed` values raw, the store's `known` secrets in any form it refuses. */
export interface RunnerLogSecrets {
  listed: readonly string[];
  known: readonly string[];
}

export class RunnerLog {
  fold: RunnerFold;
  readonly session: number;
  readonly #log: EventLog;
  readonly #onEvent: ((event: SupervisedRunEvent) => void) | undefined;
  readonly #secrets: RunnerLogSecrets;
  /** Awaited before each append (a save off the machine in flight). */
  beforeAppend: (() => Promise<void>) | undefined;

  constructor(
    log: EventLog,
    fold: RunnerFold,
    session: number,
    secrets: RunnerLogSecrets,
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
    await this.beforeAppend?.();
    try {
      stored = await this.#log.append([{ type, session: this.session, data }]);
    } catch (error) {
      // A message quoting a known secret must not block a supervision record: redact and retry once.
      if (!isStorageError(error, 'KNOWN_SECRET')) throw error;
      stored = await this.#log.append([{ type, session: this.session, data: this.#redacted(data) }]);
    }
    const [event] = stored;
    if (event === undefined) throw new Error('the runner log stored no record');
    this.fold = foldRunnerEvent(this.fold, event);
    if (options.notify !== false) notify(this.#onEvent, { log: 'runner', event });
    return event;
  }

  /** Each string with every listed value cut out, then the store's known secrets in any form the store refuses. */
  #redacted(data: JsonValue): JsonValue {
    const { listed, known } = this.#secrets;
    const matcher = known.length === 0 ? undefined : createSecretMatcher(known);
    return mapStrings(data, (text) => {
      const raw = redact(text, listed);
      return matcher === undefined ? raw : redactKnownSecrets(matcher, raw);
    });
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
