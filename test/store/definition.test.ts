import { promises as fs } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalRunStorage } from '../../src/store/index.ts';
import { codeOf, tempStore } from './helpers.ts';

describe('run definition', () => {
  it('is written once and read back verified', async () => {
    const storage = await tempStore();
    expect(await storage.readDefinition('run-1')).toBeUndefined();
    await storage.writeDefinition('run-1', { graph: { nodes: ['a', 'b'] }, limits: { timeoutMs: 1000 } });
    expect(await storage.readDefinition('run-1')).toEqual({
      graph: { nodes: ['a', 'b'] },
      limits: { timeoutMs: 1000 },
    });
    const error = await storage.writeDefinition('run-1', { other: true }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'DEFINITION_EXISTS', runId: 'run-1' });
    expect(await storage.readDefinition('run-1')).toEqual({
      graph: { nodes: ['a', 'b'] },
      limits: { timeoutMs: 1000 },
    });
    expect(await storage.listRuns()).toEqual(['run-1']);
  });

  it('lets exactly one of many concurrent writers win, from separate store instances', async () => {
    const first = await tempStore();
    const stores = await Promise.all(
      Array.from({ length: 8 }, () => createLocalRunStorage({ directory: first.directory, namespace: 'ns' })),
    );
    const results = await Promise.allSettled(
      stores.map((storage, n) => storage.writeDefinition('race', { writer: n })),
    );
    const winners = results.flatMap((result, n) => (result.status === 'fulfilled' ? [n] : []));
    expect(winners).toHaveLength(1);
    for (const result of results)
      if (result.status === 'rejected') expect(result.reason).toMatchObject({ code: 'DEFINITION_EXISTS' });
    expect(await first.readDefinition('race')).toEqual({ writer: winners[0] });
    expect((await fs.readdir(first.runDirectory('race'))).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('refuses a tampered definition with CORRUPT_DEFINITION', async () => {
    const storage = await tempStore();
    await storage.writeDefinition('run-1', { value: 1 });
    const file = path.join(storage.runDirectory('run-1'), 'definition.json');
    const text = await fs.readFile(file, 'utf8');
    await fs.writeFile(file, text.replace('"value":1', '"value":2'));
    expect(await codeOf(storage.readDefinition('run-1'))).toBe('CORRUPT_DEFINITION');
    await fs.writeFile(file, '{not json');
    expect(await codeOf(storage.readDefinition('run-1'))).toBe('CORRUPT_DEFINITION');
    await fs.writeFile(file, JSON.stringify({ schemaVersion: 2, digest: 'x', definition: 1 }));
    expect(await codeOf(storage.readDefinition('run-1'))).toBe('CORRUPT_DEFINITION');
  });

  it("refuses a run directory copied or renamed under another run's ID with CORRUPT_DEFINITION", async () => {
    const storage = await tempStore();
    await storage.writeDefinition('r1', { runId: 'r1', namespace: 'ns' });
    await fs.cp(storage.runDirectory('r1'), storage.runDirectory('r2'), { recursive: true });
    const error = await storage.readDefinition('r2').catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      code: 'CORRUPT_DEFINITION',
      message: expect.stringContaining('it is the definition of run "r1" (a copied or renamed run directory)'),
    });
    expect(await storage.readDefinition('r1')).toEqual({ runId: 'r1', namespace: 'ns' });
  });

  it('refuses a definition holding a known secret and stores nothing', async () => {
    const storage = await tempStore({ knownSecrets: ['hunter2'] });
    expect(await codeOf(storage.writeDefinition('run-1', { inputs: { password: 'hunter2' } }))).toBe('KNOWN_SECRET');
    expect(await storage.readDefinition('run-1')).toBeUndefined();
    // Refused before the run's directory was made: no empty run is left to list.
    expect(await fs.stat(storage.runDirectory('run-1')).catch(() => undefined)).toBeUndefined();
    expect(await storage.listRuns()).toEqual([]);
  });
});
