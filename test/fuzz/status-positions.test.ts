// Positions are strings a graph form chooses and node IDs come from definitions: the status fold
// and projection must keep every dispatched position once, in dispatch order, with its node ID and
// state, whatever the strings ("constructor", "__proto__", "toString", control characters...),
// also across a checkpoint (a JSON round trip of the fold) in the middle.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { JsonValue, StoredEvent } from '../../src/store/contract.ts';
import type { SupervisedRunDefinition } from '../../src/runner/index.ts';
import { foldGraphEvents, foldGraphEventsInto } from '../../src/runner/status/fold-graph.ts';
import { projectStatus } from '../../src/runner/status/project.ts';
import { graphFoldSchema, initialGraphFold, initialRunnerFold, type GraphFold } from '../../src/runner/status/state.ts';
import { hostileNonEmpty } from './arbitraries.ts';
import { storedEvent } from '../support/stored-event.ts';

const createdAt = '2030-01-01T00:00:00.000Z';
const definition = {
  schemaVersion: 1,
  kind: 'supervised-run',
  runId: 'fuzz',
  namespace: 'test',
  createdAt,
  graphDefinition: { form: 'custom', version: 1, value: null },
  plan: { schemaVersion: 1, lanes: {} },
  resolvedInputs: {},
  host: { kind: 'builtin', name: 'x' },
  limits: {},
  restart: { maxRestarts: 3, initialBackoffMs: 1000, maxBackoffMs: 30_000 },
  teardownGraceMs: 5000,
  heartbeatMs: 0,
} as unknown as SupervisedRunDefinition;

const event = (type: string, data: JsonValue): StoredEvent => storedEvent(type, data, { at: createdAt });

const specialNames = fc.constantFrom(
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'prototype',
  '0',
  '1e3',
);
const name = fc.oneof(specialNames, hostileNonEmpty);

describe('status fold over hostile positions and node IDs (fuzz)', () => {
  it('lists every dispatched position once, in dispatch order, with its node and state', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ position: name, nodeId: name, completes: fc.boolean() }), {
          selector: (d) => d.position,
          minLength: 1,
          maxLength: 8,
        }),
        fc.nat(),
        (dispatches, cut) => {
          const events: StoredEvent[] = [];
          for (const d of dispatches) {
            events.push(
              event('graph:node-dispatched', { dispatches: [{ position: d.position, nodeId: d.nodeId, input: null }] }),
            );
            events.push(
              event('graph:node-attempt-started', {
                position: d.position,
                nodeId: d.nodeId,
                identity: { attemptId: `a${events.length}`, position: d.position, attempt: 1 },
                retrySafe: true,
                kind: 'data',
              }),
            );
            if (d.completes)
              events.push(event('graph:node-completed', { position: d.position, output: null, durationMs: 1 }));
          }
          const at = cut % (events.length + 1);
          // A checkpoint after `at` events: the fold as JSON, parsed back and checked as status does.
          const stored = JSON.parse(
            JSON.stringify(foldGraphEvents(initialGraphFold(), events.slice(0, at))),
          ) as GraphFold;
          expect(graphFoldSchema().safeParse(stored).success).toBe(true);
          const folds = [foldGraphEvents(initialGraphFold(), events), foldGraphEventsInto(stored, events.slice(at))];
          for (const fold of folds) {
            const status = projectStatus(definition, initialRunnerFold(createdAt), fold, {
              now: Date.parse(createdAt),
              holder: null,
              holderAlive: null,
              workerAlive: null,
              processes: [],
              cleanupCapability: 'inherited-owner',
              heads: { graph: '', runner: '' },
            });
            expect(status.nodes.map((n) => [n.position, n.nodeId, n.state])).toEqual(
              dispatches.map((d) => [d.position, d.nodeId, d.completes ? 'completed' : 'running']),
            );
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
