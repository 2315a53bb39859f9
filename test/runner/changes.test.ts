// runner:node-changes through a real worker and a real git workspace: each sequential attempt's
// record lists exactly what it changed (the previous attempt's after capture stands in for its
// before capture), and recordChanges: false, stored in the definition, writes none.
import { afterEach, describe, expect, it } from 'vitest';
import { startSupervisedRun } from '../../src/runner/index.ts';
import { createLocalRunStorage } from '../../src/store/index.ts';
import { fixture, type Fixture } from './helpers.ts';

let f: Fixture | undefined;
afterEach(async () => {
  await f?.cleanup();
  f = undefined;
});

describe('change records', () => {
  it('attribute each sequential attempt exactly its own changes', async () => {
    f = await fixture({
      add: { writeFile: { path: 'notes/x.txt', content: 'one\n' } },
      idle: { needs: ['add'] },
      edit: { needs: ['idle'], writeFile: { path: 'notes/x.txt', content: 'one\ntwo\nthree\n' } },
    });
    expect((await (await startSupervisedRun(f.options)).done).kind).toBe('complete');
    const changes = (await f.events('graph'))
      .filter((e) => e.type === 'runner:node-changes')
      .map((e) => e.data as Record<string, unknown>);
    expect(changes).toEqual([
      expect.objectContaining({
        nodeId: 'add',
        added: 1,
        removed: 0,
        files: [{ path: 'notes/x.txt', change: 'added', added: 1, removed: 0, binary: false }],
      }),
      expect.objectContaining({ nodeId: 'idle', added: 0, removed: 0, files: [] }),
      expect.objectContaining({
        nodeId: 'edit',
        added: 2,
        removed: 0,
        files: [{ path: 'notes/x.txt', change: 'modified', added: 2, removed: 0, binary: false }],
      }),
    ]);
    expect(changes.every((change) => change.error === undefined)).toBe(true);
  });

  it("does not give the first node the files the host wrote while binding (the worker's first capture starts before the host binds)", async () => {
    f = await fixture({ first: { writeFile: { path: 'first.txt', content: 'a\n' } }, second: { needs: ['first'] } });
    const definition = f.options.definition;
    f.options.definition = {
      ...definition,
      resolvedInputs: {
        ...(definition.resolvedInputs as object),
        bindWrites: [
          { path: 'bound/generated.txt', content: 'x\ny\n' },
          { path: 'README.md', content: 'rewritten\n' },
        ],
      },
    };
    expect((await (await startSupervisedRun(f.options)).done).kind).toBe('complete');
    const changes = (await f.events('graph'))
      .filter((e) => e.type === 'runner:node-changes')
      .map((e) => e.data as Record<string, unknown>);
    expect(changes).toEqual([
      expect.objectContaining({
        nodeId: 'first',
        files: [{ path: 'first.txt', change: 'added', added: 1, removed: 0, binary: false }],
      }),
      expect.objectContaining({ nodeId: 'second', files: [] }),
    ]);
  });

  it('recordChanges: false is stored in the definition and writes no change records', async () => {
    f = await fixture(
      { add: { writeFile: { path: 'x.txt', content: 'one\n' } }, next: { needs: ['add'] } },
      { recordChanges: false },
    );
    expect((await (await startSupervisedRun(f.options)).done).kind).toBe('complete');
    expect((await f.events('graph')).filter((e) => e.type === 'runner:node-changes')).toEqual([]);
    const definition = await (await createLocalRunStorage(f.storage)).readDefinition(f.runId);
    expect(definition).toMatchObject({ recordChanges: false });
    await expect(startSupervisedRun({ ...f.options, recordChanges: 'no' } as never)).rejects.toMatchObject({
      code: 'INVALID_OPTIONS',
      message: 'options.recordChanges: recordChanges must be true or false',
    });
  });
});
