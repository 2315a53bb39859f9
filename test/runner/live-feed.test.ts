// The live feed's own rules, apart from a run: lines wait for their attempt's start record and for
// the graph view to catch up with them, an ending attempt's lines go at once, nothing waits for
// good (a start that is never passed on), and the end of a session lets every waiting line out.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SupervisedRunEvent } from '../../src/runner/index.ts';
import type { FollowedLine } from '../../src/runner/output/follow.ts';
import { attemptsEnded } from '../../src/runner/output/follow.ts';
import { LiveFeed } from '../../src/runner/watchdog/live-feed.ts';
import type { JsonValue } from '../../src/store/contract.ts';
import { storedEvent } from '../support/stored-event.ts';

const record = (type: string, data: JsonValue): SupervisedRunEvent => ({
  log: 'graph',
  event: storedEvent(type, data),
});
const started = (attemptId: string) =>
  record('graph:node-attempt-started', {
    position: 'dag/a/1',
    nodeId: 'a',
    identity: { attemptId, position: 'dag/a/1', attempt: 1 },
    retrySafe: true,
    kind: 'data',
  });
const line = (attemptId: string, text: string): FollowedLine => ({
  attemptId,
  position: 'dag/a/1',
  nodeId: 'a',
  attempt: 1,
  stream: 'stdout',
  text,
});

function feed() {
  const seen: string[] = [];
  const live = new LiveFeed(
    ({ event }) => seen.push(event.type),
    (lines) => seen.push(...lines.map((l) => l.text)),
  );
  return { seen, live };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('LiveFeed', () => {
  it("lets an attempt's lines out once its start was passed on and the graph log was read after them", () => {
    vi.useFakeTimers({ now: 1_000 });
    const { seen, live } = feed();
    live.lines([line('x', 'early')]);
    live.event(started('x'));
    // A read that began before the line was read says nothing of the records written before it.
    live.caughtUp(999);
    expect(seen).toEqual(['graph:node-attempt-started']);
    vi.setSystemTime(1_010);
    live.caughtUp(1_005);
    expect(seen).toEqual(['graph:node-attempt-started', 'early']);
    // Lines of an attempt not yet started wait, however far the reads went.
    live.lines([line('y', 'not yet')]);
    live.caughtUp(2_000);
    expect(seen).toEqual(['graph:node-attempt-started', 'early']);
    live.stop();
  });

  it("lets an ending attempt's lines out right before its end record, and no other attempt's", () => {
    const { seen, live } = feed();
    live.event(started('x'));
    live.lines([line('x', 'last words'), line('z', 'other')]);
    live.event(record('graph:node-completed', { position: 'dag/a/1', attemptId: 'x', durationMs: 1 }));
    expect(seen).toEqual(['graph:node-attempt-started', 'last words', 'graph:node-completed']);
    live.stop();
    expect(seen.at(-1)).toBe('other');
  });

  it('lets lines go after a second when their start record never comes, and every waiting line at stop', () => {
    vi.useFakeTimers();
    const { seen, live } = feed();
    live.lines([line('lost', 'one')]);
    vi.advanceTimersByTime(900);
    live.lines([line('other', 'two')]);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(600);
    expect(seen).toEqual(['one']);
    live.stop();
    expect(seen).toEqual(['one', 'two']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('names the attempts a batch ends: completed, failed or paused with an attempt', () => {
    const batch = [
      started('x').event,
      record('graph:node-completed', { position: 'p', attemptId: 'x', durationMs: 1 }).event,
      record('graph:node-failed', { position: 'q', attemptId: 'y', code: 'C', message: 'm', durationMs: 1 }).event,
      record('graph:node-paused', { position: 'r', attemptId: 'z' }).event,
      // A reconcile decision completing a pause that had no attempt: no lines to wait for.
      record('graph:node-completed', { position: 's', durationMs: 0 }).event,
    ];
    expect(attemptsEnded(batch)).toEqual(['x', 'y', 'z']);
  });
});
