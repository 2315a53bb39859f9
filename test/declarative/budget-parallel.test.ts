// A run budget with parallel engine nodes, through a graph file, a real watchdog and worker: under a
// hard budget the nodes' engine calls take turns, so the budget is passed by at most one call (as
// in a sequential run) and the others pause before starting; a soft budget lets them all start.
import { describe, expect, it } from 'vitest';
import type { SupervisedRunEvent } from '../../src/runner/index.ts';
import { runGraph } from './flow-helpers.ts';
import { useTempRoots } from './helpers.ts';

useTempRoots();

const graph = (budget: string) => `version: 1
concurrency: 5
budget: ${budget}
engines:
  m:
    kind: mock
    responses:
      - { text: ok, delay: 200ms, usage: { input-tokens: 100, output-tokens: 10, cost-usd: 0.002 } }
nodes:
  a: { engine: m, prompt: a, retry-safe: true }
  b: { engine: m, prompt: b, retry-safe: true }
  c: { engine: m, prompt: c, retry-safe: true }
  d: { engine: m, prompt: d, retry-safe: true }
  e: { engine: m, prompt: e, retry-safe: true }
`;

const engineStarts = (events: SupervisedRunEvent[]) =>
  events.filter((e) => e.log === 'graph' && e.event.type === 'runner:engine-started');

describe('a hard run budget with parallel engine nodes', () => {
  it('lets one call run at a time: the first call passes the budget, the other nodes pause before calling', async () => {
    const events: SupervisedRunEvent[] = [];
    const { result, status } = await runGraph(graph('{ usd: 0.001 }'), { onEvent: (event) => events.push(event) });
    expect(result).toMatchObject({ kind: 'pause' });
    // All five were dispatched together; only one engine call ever started.
    expect(engineStarts(events)).toHaveLength(1);
    expect(status.budget).toMatchObject({ spent: { usd: 0.002 }, limit: { usd: 0.001 } });
    const paused = status.nodes.filter((n) => n.state === 'paused');
    expect(paused).toHaveLength(4);
    if (result.kind !== 'pause') throw new Error('expected a pause');
    for (const pause of result.pauses)
      expect(pause.request).toMatchObject({ kind: 'budget', spent: { usd: 0.002 }, limit: { usd: 0.001 } });
  });

  it('under a soft budget every call starts at once, as before', async () => {
    const events: SupervisedRunEvent[] = [];
    const { result } = await runGraph(graph('{ usd: 1, soft: true }'), { onEvent: (event) => events.push(event) });
    expect(result).toMatchObject({ kind: 'complete' });
    const starts = engineStarts(events);
    expect(starts).toHaveLength(5);
    // They overlapped: every call started before the first one ended.
    const firstEnd = events.findIndex((e) => e.log === 'graph' && e.event.type === 'runner:engine-completed');
    expect(events.indexOf(starts.at(-1)!)).toBeLessThan(firstEnd);
  });
});
