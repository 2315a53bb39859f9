// Dead engine lanes: loadRunReport reads every graph:lane-dead record of a real run (a rejected
// key that falls back, two dead targets on one call) with what took over the lane's later calls;
// the summary's "Engine fallbacks" section and the usage output show them, escaped.
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deadLanesFrom,
  loadRunReport,
  renderRunSummary,
  runOutputs,
  type DeadLane,
  type RunReport,
} from '../../src/report/index.ts';
import type { JsonValue, StoredEvent } from '../../src/store/contract.ts';
import { actionContext, report } from './fixtures.ts';
import { startLanesRun, type LanesRun } from './lanes-run.ts';
import { cells, wellFormedProblems } from './markdown.ts';
import { storedEvent } from '../support/stored-event.ts';

let run: LanesRun;
let loaded: RunReport;

beforeAll(async () => {
  run = await startLanesRun('lanes-run');
  loaded = await loadRunReport(run.options.storage, 'lanes-run');
});

afterAll(async () => {
  await rm(run.temp, { recursive: true, force: true });
});

const mock = (model: string) => ({ provider: 'mock', model, adapter: 'mock' });

describe('loadRunReport: dead lanes of a real run', () => {
  it('reads each lane-dead record with the fallback that took over the later calls', () => {
    expect(run.result).toMatchObject({ kind: 'pause', positions: ['dag/gate/1'] });
    expect(loaded.deadLanes).toHaveLength(3);
    const [primary, w1, w2] = loaded.deadLanes as DeadLane[];
    expect(primary).toMatchObject({
      position: 'dag/review/1',
      lane: 'reviewer',
      selected: mock('primary'),
      reported: mock('primary'),
      kind: 'auth',
      message: 'invalid x-api-key <b>|</b>',
      takeover: {
        kind: 'called',
        target: { provider: 'mock', model: 'backup' },
        adapter: 'mock',
        position: 'dag/review/1',
      },
    });
    expect(primary?.at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // w1 and w2 died on the same call of the optional `draft`: w2 was that call's one fallback,
    // w3 is left in the plan for later calls.
    expect(w1).toMatchObject({
      position: 'dag/draft/1',
      lane: 'writer',
      kind: 'billing',
      takeover: { kind: 'called', target: { model: 'w2' }, position: 'dag/draft/1' },
    });
    expect(w2).toMatchObject({
      position: 'dag/draft/1',
      lane: 'writer',
      kind: 'model-unavailable',
      message: 'model w2 not found',
      takeover: { kind: 'planned', target: { provider: 'mock', model: 'w3' } },
    });
    expect(loaded.status.nodes.find((node) => node.nodeId === 'draft')).toMatchObject({
      state: 'failed',
      code: 'ENGINE_UNAVAILABLE',
    });
  });

  it('shows an "Engine fallbacks" section: lane, dead engine, failure, escaped message, where, what took over', () => {
    const md = renderRunSummary(loaded, actionContext);
    expect(wellFormedProblems(md)).toEqual([]);
    expect(md).toContain('<details><summary>Engine fallbacks (3 dead lanes)</summary>');
    // Every call of the run is folded with its receipt, the failed ones marked.
    const calls = loaded.engineCalls ?? [];
    expect(calls.length).toBeGreaterThan(3);
    expect(calls.filter((call) => call.outcome === 'failed').length).toBeGreaterThanOrEqual(3);
    expect(md).toContain(`<details><summary>Engine calls (${calls.length}): one receipt each</summary>`);
    expect(md).toContain('| dag/review/1 (failed) |');
    const rows = md.split('\n').filter((line) => line.startsWith('| reviewer |') || line.startsWith('| writer |'));
    expect(rows).toHaveLength(3);
    const [lane, engine, failure, takeover] = cells(rows[0] as string);
    expect([lane, engine]).toEqual(['reviewer', 'mock/primary (mock)']);
    expect(failure).toMatch(/^auth at dag\/review\/1, \d{4}-.*: invalid x-api-key &#60;b&#62;&#124;&#60;\/b&#62;$/);
    expect(takeover).toBe('mock/backup (mock), first at dag/review/1');
    expect(cells(rows[2] as string)[3]).toBe('mock/w3 (next in the plan; no later call recorded)');
    // Folded after the nodes and usage; each dead lane is also one line of the warnings under the headline.
    expect(md.indexOf('Engine fallbacks (3')).toBeGreaterThan(md.indexOf('### Nodes'));
    expect(md).toContain(
      '> - Engine mock/primary of lane reviewer is dead (auth); later calls run on mock/backup (mock), first at dag/review/1.',
    );
  });

  it('puts them in the usage output as deadLanes, values unescaped', () => {
    const usage = JSON.parse(runOutputs(loaded, actionContext).usage);
    expect(usage.deadLanes).toEqual(JSON.parse(JSON.stringify(loaded.deadLanes)));
    expect(usage.deadLanes[0]).toMatchObject({ lane: 'reviewer', kind: 'auth', message: 'invalid x-api-key <b>|</b>' });
    expect(Object.keys(usage)).toEqual(['total', 'nodes', 'deadLanes']);
  });
});

const event = (type: string, data: JsonValue): StoredEvent =>
  storedEvent(type, data, { at: '2025-01-01T00:00:00.000Z' });
const laneDead = (lane: string, model: string, reportedModel = model) =>
  event('graph:lane-dead', {
    position: 'dag/a/1',
    attemptId: 'a#1',
    lane,
    selected: mock(model),
    reported: mock(reportedModel),
    kind: 'invalid-config',
    message: 'bad\nconfig',
  });
const plan = {
  schemaVersion: 1 as const,
  lanes: {
    l: [
      { provider: 'mock', model: 'x' },
      { provider: 'mock', model: 'y' },
    ],
    other: [{ provider: 'mock', model: 'y' }],
  },
};

describe('deadLanesFrom', () => {
  it('takeover is none when every target of the lane is dead (an identity dead on any lane counts), unknown without a plan', () => {
    const events = [laneDead('l', 'x'), laneDead('other', 'y')];
    expect(deadLanesFrom(events, plan).map((lane) => lane.takeover)).toEqual([{ kind: 'none' }, { kind: 'none' }]);
    expect(deadLanesFrom(events, undefined).map((lane) => lane.takeover)).toEqual([
      { kind: 'unknown' },
      { kind: 'unknown' },
    ]);
    expect(deadLanesFrom([laneDead('l', 'x')], plan)[0]?.takeover).toEqual({
      kind: 'planned',
      target: { provider: 'mock', model: 'y' },
    });
  });

  it('does not count the identity the tool reported as dead (only the failed target), and skips records that do not parse', () => {
    const lanes = deadLanesFrom([laneDead('l', 'x', 'y'), event('graph:lane-dead', { lane: 'l' })], plan);
    expect(lanes).toHaveLength(1);
    // y, the model the failing tool named, is the lane's healthy fallback: it takes over.
    expect(lanes[0]).toMatchObject({
      selected: mock('x'),
      reported: mock('y'),
      takeover: { kind: 'planned', target: { provider: 'mock', model: 'y' } },
    });
  });

  it('the summary names a differing reported model, none and unknown takeovers, and a missing model', () => {
    const lanes: DeadLane[] = [
      // x failed naming y; y failed later too: no target of the lane is left.
      { ...(deadLanesFrom([laneDead('l', 'x', 'y'), laneDead('l', 'y')], plan)[0] as DeadLane) },
      { ...(deadLanesFrom([laneDead('l', '')], undefined)[0] as DeadLane) },
    ];
    const md = renderRunSummary(report({}, { deadLanes: lanes }), actionContext);
    expect(wellFormedProblems(md)).toEqual([]);
    const rows = md
      .split('\n')
      .filter((line) => line.startsWith('| l |'))
      .map(cells);
    expect(rows[0]?.[1]).toBe('mock/x (mock, reported mock/y)');
    expect(rows[0]?.[2]).toMatch(/^invalid-config at .*: bad<br>config$/);
    expect(rows[0]?.[3]).toBe(
      'no target is left: every target of the lane is dead (later calls fail ENGINE_UNAVAILABLE)',
    );
    expect(rows[1]?.[1]).toBe('mock (mock)');
    expect(rows[1]?.[3]).toBe('an unknown target (the stored plan could not be read)');
  });

  it('a report without dead lanes has no section and an empty deadLanes output', () => {
    expect(renderRunSummary(report(), actionContext)).not.toContain('Engine fallbacks');
    expect(JSON.parse(runOutputs(report(), actionContext).usage).deadLanes).toEqual([]);
  });
});
