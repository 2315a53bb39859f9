// One fold of graph records: the executor's ledger and the status fold read the same steps, so
// they agree on every position's phase; strict reads refuse what lenient reads skip.
import { describe, expect, it } from 'vitest';
import type { JsonValue, StoredEvent } from '../../src/store/contract.ts';
import { graphEventTypes as G, graphSteps, isGraphError, nodeDispatchedSchema } from '../../src/graph/index.ts';
import { Ledger } from '../../src/graph/executor/ledger.ts';
import { foldGraphEvents } from '../../src/runner/status/fold-graph.ts';
import { initialGraphFold } from '../../src/runner/status/state.ts';
import { storedEvent } from '../support/stored-event.ts';

let second = 0;
/** A record a second after the one before. */
function record(type: string, data: JsonValue): StoredEvent {
  second += 1;
  return storedEvent(type, data, { at: new Date(Date.UTC(2030, 0, 1, 0, 0, second)).toISOString() });
}

const dispatch = (position: string, nodeId = position) =>
  record(G.nodeDispatched, { dispatches: [{ position, nodeId, input: null }] });
const start = (position: string, attempt = 1) =>
  record(G.attemptStarted, {
    position,
    nodeId: position,
    identity: { attemptId: `${position}-${attempt}`, position, attempt },
    retrySafe: true,
    kind: 'data',
  });
const pause = (position: string) =>
  record(G.nodePaused, { position, pauseKind: 'policy', reason: 'ask', request: { q: 1 } });

/** A log that takes positions through every phase, a skip and a reconcile retry included. */
function log(): StoredEvent[] {
  return [
    record(G.runStarted, { definitionDigest: 'd', form: 'dag', formVersion: 1 }),
    dispatch('a'),
    dispatch('b'),
    dispatch('c'),
    dispatch('d'),
    dispatch('e'),
    start('a'),
    record(G.nodeCompleted, { position: 'a', output: 1, durationMs: 5 }),
    record(G.nodeCompleted, { position: 'b', output: null, durationMs: 0, skipped: { reason: 'unmet' } }),
    start('c'),
    record(G.nodeFailed, { position: 'c', code: 'BOOM', message: 'no', durationMs: 3 }),
    start('d'),
    pause('d'),
    start('e'),
    pause('e'),
    record(G.nodeReconciled, { position: 'e', pauseEventId: 'x', decision: 'retry', decidedBy: 'me' }),
    record(G.nodeResumed, { position: 'e' }),
  ];
}

describe('the shared graph fold', () => {
  it('gives the ledger and the status fold the same phase for every position', () => {
    const events = log();
    const ledger = new Ledger();
    for (const event of events) ledger.apply(event);
    const status = foldGraphEvents(initialGraphFold(), events);
    const phases = Object.fromEntries(['a', 'b', 'c', 'd', 'e'].map((p) => [p, ledger.get(p)!.state]));
    expect(phases).toEqual({ a: 'completed', b: 'skipped', c: 'failed', d: 'paused', e: 'dispatched' });
    for (const [position, phase] of Object.entries(phases)) expect(status.occurrences[position]!.state).toBe(phase);
    expect(ledger.open().map((r) => r.position)).toEqual(['e']);
    expect(ledger.paused().map((r) => r.position)).toEqual(['d']);
    expect(ledger.get('b')!.status).toBe('completed');
    expect(ledger.get('e')!.startedSinceOffer).toBe(false);
    expect(ledger.get('e')!.resumedFrom?.reason).toBe('ask');
    expect(ledger.runStarted).toBe(true);
    expect(status.occurrences.b!.message).toBe('unmet');
    expect(status.occurrences.e!.reconciled).toEqual({ decision: 'retry', decidedBy: 'me' });
    expect(status.occurrences.d!.pause?.eventId).toBe(ledger.get('d')!.pause?.pauseEventId);
  });

  it('refuses a malformed record or an undispatched position when strict, and skips both when lenient', () => {
    const malformed = record(G.nodeCompleted, { position: 'a' });
    const stray = record(G.nodeFailed, { position: 'zz', code: 'X', message: '', durationMs: 0 });
    for (const [event, message] of [
      [malformed, /is malformed/],
      [stray, /names position "zz", which was never dispatched/],
    ] as const) {
      const ledger = new Ledger();
      ledger.apply(dispatch('a'));
      let thrown: unknown;
      try {
        ledger.apply(event);
      } catch (error) {
        thrown = error;
      }
      expect(isGraphError(thrown) && thrown.code).toBe('PROTOCOL');
      expect((thrown as Error).message).toMatch(message);
      const status = foldGraphEvents(initialGraphFold(), [dispatch('a'), event]);
      expect(status.occurrences.a!.state).toBe('dispatched');
      expect(Object.keys(status.occurrences)).toEqual(['a']);
    }
  });

  it('reads a record kind once: the steps say the phase each position moves to', () => {
    expect(
      graphSteps(
        record(G.nodeReconciled, { position: 'p', pauseEventId: 'x', decision: 'fail', decidedBy: 'me' }),
        'strict',
      ),
    ).toEqual([{ kind: 'reconciled', position: 'p', decision: 'fail', decidedBy: 'me', phase: null }]);
    expect(graphSteps(record('runner:heartbeat', {}), 'strict')).toEqual([]);
  });

  it("takes any JSON in a record's JSON fields as stored, and still refuses such a field when it is missing", () => {
    // A record's data comes out of JSON.parse: its JSON fields are checked for presence only.
    const nested = { inputs: {}, needs: { a: { id: 'a', list: [1, 'two', null, { deep: [true] }] } } };
    expect(
      graphSteps(record(G.nodeDispatched, { dispatches: [{ position: 'p', nodeId: 'n', input: nested }] }), 'strict'),
    ).toEqual([{ kind: 'dispatched', position: 'p', nodeId: 'n', input: nested, phase: 'dispatched' }]);
    const refused = (type: string, data: JsonValue) => {
      try {
        graphSteps(record(type, data), 'strict');
        return undefined;
      } catch (error) {
        return isGraphError(error) ? error.code : String(error);
      }
    };
    // Neither an input nor an input artifact; a pause without its request.
    expect(refused(G.nodeDispatched, { dispatches: [{ position: 'p', nodeId: 'n' }] })).toBe('PROTOCOL');
    expect(refused(G.nodePaused, { position: 'p', pauseKind: 'policy', reason: 'ask' })).toBe('PROTOCOL');
    // An input stored as an artifact is read as one (not as an entry whose input is missing).
    const artifact = {
      schemaVersion: 1,
      digest: `sha256:${'0'.repeat(64)}`,
      bytes: 3,
      mediaType: 'application/json',
      purpose: 'graph-node-input',
    };
    const entry = { position: 'p', nodeId: 'n', inputArtifact: artifact };
    expect(nodeDispatchedSchema().parse({ dispatches: [entry] }).dispatches[0]).toEqual(entry);
  });
});
