// The watchdog's runner:paused record with many pauses open at once: it names each pause by
// reference, and a list too long for one record (here under a small maxEventPayloadBytes, as ~1,700
// open pauses are under the default) is left to the graph log, where the pause records are: status,
// the result and a resume read the pauses back from there. Runs under a real watchdog and worker.
import { describe, expect, it } from 'vitest';
import { resumeDeclarativeRun, startDeclarativeRun } from '../../src/declarative/start.ts';
import { readSupervisedRunStatus } from '../../src/runner/index.ts';
import { openStorage } from '../../src/runner/records/storage.ts';
import { pausedSchema } from '../../src/runner/records/records.ts';
import { foldGraphEvents, openPauses } from '../../src/runner/status/fold-graph.ts';
import { settledPausePositions } from '../../src/runner/status/open-pauses.ts';
import { initialGraphFold } from '../../src/runner/status/state.ts';
import { common, repository } from '../declarative/flow-helpers.ts';
import { tempRoot, useTempRoots } from '../declarative/helpers.ts';

useTempRoots();

const graphOf = (ids: string[]) => `version: 1
concurrency: ${ids.length}
nodes:
${ids.map((id) => `  ${id}:\n    ask:\n      question: "${id}?"\n      fields:\n        ok: { type: string, required: true }`).join('\n')}
`;

async function startGates(count: number, maxEventPayloadBytes: number) {
  const ids = Array.from({ length: count }, (_, index) => `g${String(index).padStart(3, '0')}`);
  const root = await repository({ 'graph.yml': graphOf(ids) });
  const storage = {
    directory: await tempRoot('paused-many-store-'),
    namespace: 'test',
    policy: { maxEventPayloadBytes },
  };
  const runId = 'many-1';
  const handle = await startDeclarativeRun({ ...common, runId, graphFile: 'graph.yml', runRoot: root, storage });
  return { result: await handle.done, ids, root, storage, runId };
}

describe('runner:paused with more open pauses than one record holds', () => {
  it('leaves the list to the graph log; status, the result and a resume read the pauses from there', async () => {
    const run = await startGates(60, 6000);
    const positions = run.ids.map((id) => `dag/${id}/1`);
    expect(run.result).toMatchObject({ kind: 'pause' });
    if (run.result.kind !== 'pause') return;
    expect([...run.result.positions].sort()).toEqual(positions);

    const runnerLog = (await (await openStorage(run.storage)).readEvents(run.runId, 'runner')).events;
    const paused = runnerLog.find((event) => event.type === 'runner:paused')!;
    expect(paused.data).toMatchObject({ positions: [], pauses: [], pausesInLog: true });

    const status = await readSupervisedRunStatus({ runId: run.runId, storage: run.storage });
    expect(status.phase).toBe('paused');
    expect([...status.positions].sort()).toEqual(positions);
    expect(status.result).toMatchObject({ kind: 'pause' });
    expect([...(status.result as { positions: string[] }).positions].sort()).toEqual(positions);
    expect(status.pauses.map((pause) => pause.position).sort()).toEqual(positions);

    // A person answers one gate: the run pauses again on the others, read back the same way.
    const resumed = await resumeDeclarativeRun({
      restart: common.restart,
      teardownGraceMs: common.teardownGraceMs,
      runId: run.runId,
      runRoot: run.root,
      storage: run.storage,
      position: positions[0]!,
      answer: { values: { ok: 'yes' }, answeredBy: 'alice' },
    });
    const again = await resumed.done;
    expect(again).toMatchObject({ kind: 'pause' });
    if (again.kind !== 'pause') return;
    expect([...again.positions].sort()).toEqual(positions.slice(1));
    const after = await readSupervisedRunStatus({ runId: run.runId, storage: run.storage });
    expect([...after.positions].sort()).toEqual(positions.slice(1));
  }, 60_000);

  it('reads each form of the record: listed whole (older stores), by reference, and left to the graph log', async () => {
    const run = await startGates(3, 6000);
    const storage = await openStorage(run.storage);
    const graph = foldGraphEvents(initialGraphFold(), (await storage.readEvents(run.runId, 'graph')).events);
    const paused = (await storage.readEvents(run.runId, 'runner')).events.find((e) => e.type === 'runner:paused')!;
    const data = paused.data as { positions: string[]; pauses: object[] };
    const positions = run.ids.map((id) => `dag/${id}/1`);
    const settled = (form: object) => ({
      type: paused.type,
      at: paused.at,
      session: paused.session,
      data: form as never,
    });
    const whole = { ...data, pauses: openPauses(graph) };
    const inLog = { ...data, positions: [], pauses: [], pausesInLog: true };
    for (const form of [data, whole, inLog]) {
      expect(pausedSchema().safeParse(form).success).toBe(true);
      expect(settledPausePositions(settled(form), graph)?.sort()).toEqual(positions);
    }
  }, 30_000);

  it('lists the pauses by reference while they fit', async () => {
    const run = await startGates(3, 6000);
    const runnerLog = (await (await openStorage(run.storage)).readEvents(run.runId, 'runner')).events;
    const paused = runnerLog.find((event) => event.type === 'runner:paused')!;
    const data = paused.data as { positions: string[]; pauses: object[]; pausesInLog?: true };
    expect(data.positions).toHaveLength(3);
    expect(data.pauses).toHaveLength(3);
    expect(data).not.toHaveProperty('pausesInLog');
    for (const pause of data.pauses) expect(pause).not.toHaveProperty('request');
  }, 30_000);
});
