// Many gates pausing at once: 40 concurrent `ask:` nodes with ~3.9 KB questions pause together. The
// requests are already in the graph log's pause records; what the worker and the watchdog record of
// the pause must not repeat them all in one record (together they pass maxEventPayloadBytes).
import { describe, expect, it } from 'vitest';
import { resumeDeclarativeRun } from '../../src/declarative/start.ts';
import { readSupervisedRunStatus } from '../../src/runner/index.ts';
import { foldGraphEvents } from '../../src/runner/status/fold-graph.ts';
import { initialGraphFold } from '../../src/runner/status/state.ts';
import { openStorage } from '../../src/runner/records/storage.ts';
import { common, runGraph } from './flow-helpers.ts';
import { useTempRoots } from './helpers.ts';

useTempRoots();

const gateCount = 40;
const gateIds = Array.from({ length: gateCount }, (_, index) => `gate${String(index + 1).padStart(2, '0')}`);
const question = (id: string) => `${id}: ${'Is this long question answered? '.repeat(120)}`;

const graphOf = (ids: string[]) => `version: 1
concurrency: ${ids.length}
nodes:
${ids
  .map(
    (id) => `  ${id}:
    ask:
      question: ${JSON.stringify(question(id))}
      fields:
        ok: { type: string, required: true }`,
  )
  .join('\n')}
`;
const graph = graphOf(gateIds);

describe('many gates paused at once', () => {
  it(`pauses with all ${gateCount} gates open, lists each, and answering two in turn resumes`, async () => {
    const ctx = await runGraph(graph);
    expect(question('gate01').length).toBeGreaterThan(3800);
    expect(ctx.result).toMatchObject({ kind: 'pause' });
    const positions = gateIds.map((id) => `dag/${id}/1`);
    expect([...(ctx.status.pauses.map((pause) => pause.position) ?? [])].sort()).toEqual(positions);
    for (const pause of ctx.status.pauses)
      expect(pause.request).toMatchObject({ kind: 'gate', question: question(pause.nodeId) });
    expect([...ctx.status.positions].sort()).toEqual(positions);

    const answer = async (position: string, ok: string) => {
      const handle = await resumeDeclarativeRun({
        restart: common.restart,
        teardownGraceMs: common.teardownGraceMs,
        runId: ctx.runId,
        runRoot: ctx.root,
        storage: ctx.storage,
        position,
        answer: { values: { ok }, answeredBy: 'alice' },
      });
      return handle.done;
    };

    const first = await answer('dag/gate01/1', 'one');
    expect(first).toMatchObject({ kind: 'pause' });
    const afterFirst = await readSupervisedRunStatus({ runId: ctx.runId, storage: ctx.storage });
    expect(afterFirst.pauses.map((pause) => pause.position).sort()).toEqual(positions.slice(1));
    expect(afterFirst.nodes.find((node) => node.nodeId === 'gate01')).toMatchObject({ state: 'completed' });

    const second = await answer('dag/gate02/1', 'two');
    expect(second).toMatchObject({ kind: 'pause' });
    const afterSecond = await readSupervisedRunStatus({ runId: ctx.runId, storage: ctx.storage });
    expect(afterSecond.pauses.map((pause) => pause.position).sort()).toEqual(positions.slice(2));
    expect([...afterSecond.positions].sort()).toEqual(positions.slice(2));
    for (const id of ['gate01', 'gate02'])
      expect(afterSecond.nodes.find((node) => node.nodeId === id)).toMatchObject({ state: 'completed' });
  }, 20_000);

  it('records the pauses by reference; a result recorded whole (as before) or left to the log folds the same', async () => {
    const ctx = await runGraph(graphOf(gateIds.slice(0, 3)));
    expect(ctx.result).toMatchObject({ kind: 'pause' });
    const events = (await (await openStorage(ctx.storage)).readEvents(ctx.runId, 'graph')).events;
    const index = events.findLastIndex((event) => event.type === 'runner:worker-result');
    const recorded = events[index]!.data as { launchId: string; result: { pauses: object[] } };
    expect(recorded.result.pauses).toHaveLength(3);
    for (const pause of recorded.result.pauses) expect(pause).not.toHaveProperty('request');

    const foldWith = (data: unknown) =>
      foldGraphEvents(
        initialGraphFold(),
        events.map((event, at) => (at === index ? { ...event, data: data as typeof event.data } : event)),
      ).workerResult;
    const expected = {
      launchId: recorded.launchId,
      result: {
        kind: 'pause',
        positions: ctx.status.pauses.map((pause) => pause.position),
        pauses: ctx.status.pauses.map(({ position, nodeId, eventId, reason, request }) => ({
          position,
          nodeId,
          eventId,
          reason,
          request,
        })),
      },
    };
    expect(foldWith(recorded)).toMatchObject(expected);
    // As the code before wrote it: every pause with its request.
    expect(foldWith(expected)).toMatchObject(expected);
    const inLog = {
      launchId: recorded.launchId,
      result: { kind: 'pause', positions: [], pauses: [], pausesInLog: true },
    };
    expect(foldWith(inLog)).toMatchObject(expected);
    expect(foldWith(inLog)?.result).not.toHaveProperty('pausesInLog');
  });
});
