// The live feed's own rules, apart from a run: lines wait for their attempt's start record, but not
// for good (a start that is never passed on), and the end of a session lets every waiting line out.
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
  it("holds an attempt's lines until its start record is passed on, then passes them right after it", () => {
    const { seen, live } = feed();
    live.lines([line('x', 'early')]);
    expect(seen).toEqual([]);
    live.event(started('x'));
    live.lines([line('x', 'later')]);
    expect(seen).toEqual(['graph:node-attempt-started', 'early', 'later']);
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
