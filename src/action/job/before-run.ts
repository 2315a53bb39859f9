// How far main got between its restore and the run's start, for the post step (state `before-run`):
// a job cancelled there and then killed (its claim or a slow step before the start outlasting the
// runner's 10 s) wrote no summary, and may hold a session claim it never used. Set before the claim,
// updated as the claim goes, and emptied just before the runner is called: from then on the worker
// may start, the store may change, and the existing rules (pending, saved) decide what post does.
import { z } from 'zod';
import { lazySchema } from '../../store/index.ts';
import type { ActionIO } from '../io.ts';
import { stateNames } from './state-names.ts';

const beforeRunSchema = lazySchema(() =>
  z.object({
    /** What the job was about to do with the run. */
    action: z.enum(['start', 'resume']),
    /** The session it was to drive. */
    session: z.number().int().positive(),
    /** How far its claim of that session got. */
    claim: z.discriminatedUnion('state', [
      // None asked (persist without the cache, a cancel first), none held (the cache could not hold
      // one), or another job's claim overridden (an earlier attempt's, takeover).
      z.object({ state: z.literal('none') }),
      // Asked, no answer yet: the entry, if made, names claimId (another job's of the same key does not).
      z.object({ state: z.literal('claiming'), key: z.string(), claimId: z.string() }),
      // claimId: optional, as records of older versions lack it (post then records no give-up).
      z.object({ state: z.literal('claimed'), key: z.string(), claimId: z.string().optional() }),
      // Main ran nothing and gave the claim back, or could not (why; and the entry that says it gave
      // the claim up, when it recorded one: claim-given-up.ts).
      z.object({ state: z.literal('given-back'), key: z.string() }),
      z.object({
        state: z.literal('kept'),
        key: z.string(),
        message: z.string(),
        claimId: z.string().optional(),
        givenUpKey: z.string().optional(),
      }),
    ]),
  }),
);
export type BeforeRun = z.infer<ReturnType<typeof beforeRunSchema>>;
export type BeforeRunClaim = BeforeRun['claim'];

/** What main recorded; undefined when nothing or something unreadable was. */
export function readBeforeRun(io: ActionIO): BeforeRun | undefined {
  const text = io.getState(stateNames.beforeRun);
  if (text === '') return undefined;
  try {
    const parsed = beforeRunSchema().safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Main's side: each step overwrites the state, so post reads only the last one reached. */
export class BeforeRunRecord {
  readonly #io: ActionIO;
  readonly #base: Pick<BeforeRun, 'action' | 'session'>;
  #runnerCalled = false;

  constructor(io: ActionIO, action: BeforeRun['action'], session: number) {
    this.#io = io;
    this.#base = { action, session };
    this.#write({ state: 'none' });
  }

  claiming(key: string, claimId: string): void {
    this.#write({ state: 'claiming', key, claimId });
  }

  claimed(key: string, claimId: string): void {
    this.#write({ state: 'claimed', key, claimId });
  }

  noClaim(): void {
    this.#write({ state: 'none' });
  }

  gaveBack(key: string): void {
    this.#write({ state: 'given-back', key });
  }

  kept(key: string, message: string, claimId: string, givenUpKey: string | undefined): void {
    this.#write({ state: 'kept', key, message, claimId, ...(givenUpKey === undefined ? {} : { givenUpKey }) });
  }

  /**
   * The runner is about to be called: the worker may start, so post must never give the claim back.
   * Final: nothing written after it brings the record back.
   */
  runnerCalled(): void {
    this.#runnerCalled = true;
    this.#io.saveState(stateNames.beforeRun, '');
  }

  #write(claim: BeforeRunClaim): void {
    if (this.#runnerCalled) return;
    const record: BeforeRun = { ...this.#base, claim };
    this.#io.saveState(stateNames.beforeRun, JSON.stringify(record));
  }
}
