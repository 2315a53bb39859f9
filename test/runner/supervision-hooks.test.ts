// The worker's supervision hooks: node code never starts once the watchdog is gone, including when
// it goes while another hook waits (a workspace capture runs git before every attempt).
import { describe, expect, it } from 'vitest';
import type { AttemptHooks, AttemptInfo, AttemptVeto } from '../../src/graph/contract.ts';
import type { WatchdogChannel } from '../../src/runner/worker/channel.ts';
import { supervisionHooks } from '../../src/runner/worker/write-ahead.ts';

const info: AttemptInfo = {
  position: 'dag/work/1',
  nodeId: 'work',
  attemptId: 'a1',
  attempt: 1,
  retrySafe: true,
  kind: 'data',
};

/** The part of the channel these hooks read: `lost` (no write-ahead here, so no persist). */
function channelStub(): { channel: WatchdogChannel; state: { lost: boolean } } {
  const state = { lost: false };
  return {
    channel: {
      get lost() {
        return state.lost;
      },
    } as unknown as WatchdogChannel,
    state,
  };
}

/** 'resolved' when `before` settles with the inner hooks done; 'held' when it stays pending past them. */
async function outcomeOf(before: Promise<void | AttemptVeto>, innerDone: Promise<void>): Promise<string> {
  const held = innerDone.then(() => new Promise<string>((resolve) => setImmediate(() => resolve('held'))));
  return Promise.race([before.then(() => 'resolved'), held]);
}

describe('supervisionHooks', () => {
  it('holds node code when the watchdog goes while another hook waits', async () => {
    const { channel, state } = channelStub();
    let innerDone!: () => void;
    const done = new Promise<void>((resolve) => (innerDone = resolve));
    const inner: AttemptHooks = {
      async before() {
        state.lost = true; // the watchdog died while this hook waited
        innerDone();
      },
    };
    expect(await outcomeOf(supervisionHooks(channel, false, inner).before!(info), done)).toBe('held');
  });

  it("passes the other hooks' veto on while the watchdog is there", async () => {
    const { channel } = channelStub();
    const veto: AttemptVeto = { pause: { reason: 'policy', request: { why: 'test' } } };
    const inner: AttemptHooks = { before: async () => veto };
    expect(await supervisionHooks(channel, false, inner).before!(info)).toEqual(veto);
  });

  it('runs no other hook once the watchdog is gone', async () => {
    const { channel, state } = channelStub();
    state.lost = true;
    let ran = false;
    const inner: AttemptHooks = {
      async before() {
        ran = true;
      },
    };
    const before = supervisionHooks(channel, false, inner).before!(info);
    expect(await outcomeOf(before, Promise.resolve())).toBe('held');
    expect(ran).toBe(false);
  });
});
