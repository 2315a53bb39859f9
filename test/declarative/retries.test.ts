// Retry policies through graph files and real processes: `on` picks which failures retry (exit codes,
// timeout), `backoff` grows to `max-backoff`, and the retry's not-before time is recorded in its
// dispatch, so a worker crash during the wait never shortens it.
import { kill } from 'node:process';
import { describe, expect, it } from 'vitest';
import type { SupervisedRunEvent } from '../../src/runner/index.ts';
import { nodeScript, runGraph } from './flow-helpers.ts';
import { issueTexts, loadError, useTempRoots } from './helpers.ts';

useTempRoots();

/** Exits with `codes[n]` on its n-th run (counted in marks/<name>), 0 after the list. */
const exits = (name: string, codes: number[]) =>
  nodeScript(
    `const fs = require('fs'); fs.mkdirSync('marks', { recursive: true }); const f = 'marks/${name}';` +
      `const n = fs.existsSync(f) ? fs.readFileSync(f, 'utf8').length : 0; fs.appendFileSync(f, 'x');` +
      `process.exit(${JSON.stringify(codes)}[n] ?? 0)`,
  );

type Data = Record<string, unknown>;
const graphEvents = (events: SupervisedRunEvent[], type: string) =>
  events.filter((e) => e.log === 'graph' && e.event.type === type).map((e) => e.event);
const dispatchOf = (events: SupervisedRunEvent[], position: string) =>
  graphEvents(events, 'graph:node-dispatched')
    .flatMap((e) => (e.data as { dispatches: Array<Data & { position: string }> }).dispatches)
    .find((d) => d.position === position)!;
const failureOf = (events: SupervisedRunEvent[], position: string) =>
  graphEvents(events, 'graph:node-failed')
    .map((e) => e.data as Data)
    .find((d) => d.position === position)!;

describe('retry policies', () => {
  it('retries only the failures listed in on, with a growing backoff capped by max-backoff', async () => {
    const events: SupervisedRunEvent[] = [];
    const { result, status } = await runGraph(
      `version: 1
concurrency: 2
nodes:
  flaky: { run: ${exits('flaky', [75, 75])}, retries: { limit: 2, backoff: 300ms, max-backoff: 400ms, on: [75, timeout] } }
  wrong: { run: ${exits('wrong', [1])}, optional: true, retries: { limit: 3, on: [75] } }
`,
      { onEvent: (event) => events.push(event) },
    );
    expect(result).toMatchObject({ kind: 'complete', output: { flaky: { exitCode: 0 } } });
    const states = status.nodes.map((n) => `${n.position} ${n.state}`);
    expect(states).toEqual(['dag/flaky/1 failed', 'dag/wrong/1 failed', 'dag/flaky/2 failed', 'dag/flaky/3 completed']);
    expect(failureOf(events, 'dag/wrong/1').details).toMatchObject({ exitCode: 1 });
    // Each retry is a new position whose input says when it may start: 300 ms, then 600 capped to 400.
    for (const [retry, failed, delay] of [
      ['dag/flaky/2', 'dag/flaky/1', 300],
      ['dag/flaky/3', 'dag/flaky/2', 400],
    ] as const) {
      const notBefore = Date.parse((dispatchOf(events, retry).input as { notBefore: string }).notBefore);
      expect(notBefore - Date.parse(failureOf(events, failed).failedAt as string)).toBe(delay);
      const started = graphEvents(events, 'graph:node-attempt-started').find(
        (e) => (e.data as Data).position === retry,
      )!;
      expect(Date.parse(started.at)).toBeGreaterThanOrEqual(notBefore);
      // Its duration is its own time, not the backoff before it.
      const outcome = graphEvents(events, retry === 'dag/flaky/3' ? 'graph:node-completed' : 'graph:node-failed').find(
        (e) => (e.data as Data).position === retry,
      )!;
      expect((outcome.data as { durationMs: number }).durationMs).toBeLessThanOrEqual(
        Date.parse(outcome.at) - notBefore + 1,
      );
    }
  });

  it('retries an engine node by its error kind, and not by another kind', async () => {
    const { result, status } = await runGraph(`version: 1
engines:
  limited: { kind: mock, responses: [{ error: rate-limit }, { text: answered }] }
  broken: { kind: mock, responses: [{ error: transport }, { text: never }] }
nodes:
  ask: { engine: limited, prompt: hi, retries: { limit: 1, on: [rate-limit] } }
  other: { engine: broken, prompt: hi, optional: true, retries: { limit: 1, on: [rate-limit, timeout] } }
`);
    expect(result).toEqual({ kind: 'complete', output: { ask: 'answered' } });
    expect(status.nodes.map((n) => `${n.position} ${n.state}`)).toEqual([
      'dag/ask/1 failed',
      'dag/ask/2 completed',
      'dag/other/1 failed',
    ]);
  });

  it('keeps the recorded not-before time when the worker crashes during the backoff', async () => {
    const events: SupervisedRunEvent[] = [];
    let workerPid = 0;
    let killed = false;
    const { result } = await runGraph(
      `version: 1
nodes:
  flaky: { run: ${exits('crash', [1])}, retries: { limit: 1, backoff: 2s } }
`,
      {
        onEvent: (event) => {
          events.push(event);
          const data = event.event.data as Data;
          if (event.event.type === 'runner:worker-started') workerPid = data.pid as number;
          const retry = event.event.type === 'graph:node-dispatched' && JSON.stringify(data).includes('dag/flaky/2');
          // The retry is recorded and waiting for its backoff: kill the worker (a crash), once.
          if (retry && !killed) {
            killed = true;
            kill(workerPid, 'SIGKILL');
          }
        },
      },
    );
    expect(killed).toBe(true);
    expect(result).toMatchObject({ kind: 'complete', output: { flaky: { exitCode: 0 } } });
    expect(events.some((e) => e.event.type === 'runner:worker-crashed')).toBe(true);
    const failedAt = Date.parse(failureOf(events, 'dag/flaky/1').failedAt as string);
    const started = graphEvents(events, 'graph:node-attempt-started').find(
      (e) => (e.data as Data).position === 'dag/flaky/2',
    )!;
    // The replacement worker waited out the rest of the recorded backoff instead of starting again.
    expect(Date.parse(started.at) - failedAt).toBeGreaterThanOrEqual(2000);
    expect(graphEvents(events, 'graph:node-dispatched')).toHaveLength(2);
  });

  it('refuses bad retry policies with their paths', async () => {
    const error = await loadError(`version: 1
engines:
  m: { kind: mock }
nodes:
  a: { run: x, retries: { backoff: 10, on: [rate-limit, 300, sometimes] } }
  b: { engine: m, prompt: hi, retries: { limit: 1, max-backoff: 1m, on: [1, signal, rate-limit], tries: 2 } }
`);
    expect(issueTexts(error)).toEqual([
      'nodes.a.retries.limit: required: must be a whole number from 0 to 100',
      'nodes.a.retries.backoff: must be a duration with a unit, got the bare number 10: write 10ms for 10 milliseconds, or 10s for 10 seconds',
      'nodes.a.retries.on[0]: "rate-limit" is an engine error kind: it applies to engine nodes only',
      expect.stringMatching(/^nodes\.a\.retries\.on\[1\]: must be one of exit codes \(1-255\), timeout, signal/),
      expect.stringMatching(/^nodes\.a\.retries\.on\[2\]: must be one of .*; got "sometimes"$/),
      'nodes.b.retries.max-backoff: only with backoff (the delay it caps)',
      'nodes.b.retries.on[0]: exit codes apply to command nodes only',
      'nodes.b.retries.on[1]: signal applies to command nodes only',
      'nodes.b.retries.tries: unknown key (accepted: limit, backoff, max-backoff, on)',
    ]);
  });

  it('refuses a max-backoff below backoff (it would cut even the first delay); an equal one caps at once', async () => {
    const error = await loadError(`version: 1
nodes:
  a: { run: x, retries: { limit: 3, backoff: 3s, max-backoff: 1s } }
  b: { run: x, retries: { limit: 3, backoff: 1m, max-backoff: 59s999ms } }
  c: { run: x, retries: { limit: 3, backoff: 2s, max-backoff: 2s } }
`);
    expect(issueTexts(error)).toEqual([
      'nodes.a.retries.max-backoff: must be at least the initial backoff (3s): it caps the delay, which starts at backoff and doubles',
      'nodes.b.retries.max-backoff: must be at least the initial backoff (1m): it caps the delay, which starts at backoff and doubles',
    ]);
    expect(error.issues.map((i) => [i.line, i.column])).toEqual([
      [3, 63],
      [4, 63],
    ]);
  });
});
