// Where each engine call stands among its plan target's calls in the run, counted from the
// engine-started records of the graph log (every session, resume and worker restart), so an
// engine that answers by call number (a scripted mock) goes on where the run left off.
import type { StoredEvent } from '../../store/contract.ts';
import { engineEventTypes, engineStartedSchema, identityKey } from '../events.ts';

export class EngineCallOrder {
  /** Calls started so far, per target key. */
  readonly #counts = new Map<string, number>();
  /** The place of calls this executor started (looked up right after their record is stored). */
  readonly #live = new Map<string, number>();

  /** `live`: the record was appended by this executor now (its place is remembered until taken). */
  apply(event: Pick<StoredEvent, 'type' | 'data'>, live = false): void {
    if (event.type !== engineEventTypes.started) return;
    const data = engineStartedSchema().safeParse(event.data);
    if (!data.success) return;
    const key = identityKey(data.data.target);
    const index = this.#counts.get(key) ?? 0;
    this.#counts.set(key, index + 1);
    if (live) this.#live.set(data.data.callId, index);
  }

  /** The place of a call this executor started (0 for its target's first call in the run), once. */
  take(callId: string): number | undefined {
    const index = this.#live.get(callId);
    this.#live.delete(callId);
    return index;
  }
}
