// An engine's retry-after through a graph file, a real watchdog and worker: the retry of a rate
// limit waits at least that long (recorded as the retry's not-before time, like a backoff), and a
// backoff longer than it wins.
import { describe, expect, it } from 'vitest';
import type { SupervisedRunEvent } from '../../src/runner/index.ts';
import { runGraph } from './flow-helpers.ts';
import { useTempRoots } from './helpers.ts';

useTempRoots();

type Data = Record<string, unknown>;
const graphEvents = (events: SupervisedRunEvent[], type: string) =>
  events.filter((e) => e.log === 'graph' && e.event.type === type).map((e) => e.event);
const at = (events: SupervisedRunEvent[], type: string, position: string) =>
  graphEvents(events, type).find((e) => (e.data as Data).position === position)!;
const notBeforeOf = (events: SupervisedRunEvent[], position: string): number | undefined => {
  const dispatch = graphEvents(events, 'graph:node-dispatched')
    .flatMap((e) => (e.data as { dispatches: Array<Data & { position: string }> }).dispatches)
    .find((d) => d.position === position)!;
  const notBefore = (dispatch.input as { notBefore?: string }).notBefore;
  return notBefore === undefined ? undefined : Date.parse(notBefore);
};

describe("an engine's retry-after", () => {
  it('delays the retry of a rate limit by at least the retry-after, or by the backoff when that is longer', async () => {
    const events: SupervisedRunEvent[] = [];
    const { result } = await runGraph(
      `version: 1
concurrency: 2
engines:
  slow: { kind: mock, responses: [{ error: rate-limit, message: "429 slow down", retry-after: 400ms }, { text: answered }] }
  backed: { kind: mock, responses: [{ error: rate-limit, message: "429", retry-after: 100ms }, { text: answered }] }
nodes:
  ask: { engine: slow, prompt: hi, retries: { limit: 1, on: [rate-limit] } }
  other: { engine: backed, prompt: hi, retries: { limit: 1, backoff: 500ms, on: [rate-limit] } }
`,
      { onEvent: (event) => events.push(event) },
    );
    expect(result).toEqual({ kind: 'complete', output: { ask: 'answered', other: 'answered' } });
    for (const [retry, failed, delay] of [
      ['dag/ask/2', 'dag/ask/1', 400],
      ['dag/other/2', 'dag/other/1', 500],
    ] as const) {
      const failure = at(events, 'graph:node-failed', failed);
      expect((failure.data as { details: Data }).details).toMatchObject({ kind: 'rate-limit' });
      const notBefore = notBeforeOf(events, retry)!;
      expect(notBefore - Date.parse((failure.data as { failedAt: string }).failedAt)).toBe(delay);
      expect(Date.parse(at(events, 'graph:node-attempt-started', retry).at)).toBeGreaterThanOrEqual(notBefore);
    }
  });
});
