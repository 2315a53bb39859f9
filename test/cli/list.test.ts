// `list` over several runs in one store: phases, last event, positions waiting and usage per run,
// one namespace at a time.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, json, nodeBin, repository, tempDir, useCleanup } from './helpers.ts';

useCleanup();

const ok = `version: 1\nnodes:\n  a: { run: [${nodeBin}, -e, "1"], retry-safe: true }\n`;
const fails = `version: 1\nnodes:\n  a: { run: [${nodeBin}, -e, "process.exit(3)"], retry-safe: true }\n`;
const crashes = `version: 1\nnodes:\n  publish: { run: [${nodeBin}, -e, "process.kill(process.ppid, 'SIGKILL'); setInterval(() => {}, 1000)"] }\n`;
const engine = `version: 1
engines:
  echo: { kind: mock, responses: [{ echo: true, usage: { input-tokens: 7, output-tokens: 3 } }] }
nodes:
  ask: { engine: echo, prompt: "hello", retry-safe: true }
`;

interface Listed {
  runId: string;
  phase: string;
  createdAt: string;
  lastEventAt: string | null;
  positions: string[];
  usage: { state: string; calls: number; inputTokens?: number; outputTokens?: number };
}

describe('list', () => {
  it('lists every run of a namespace with phase, last event, waiting positions and usage', async () => {
    const store = path.join(await tempDir('cli-store-'), 'store');
    const fast = ['--store', store, '--initial-backoff', '20ms', '--max-backoff', '50ms', '--teardown-grace', '500ms'];
    // One repository per run: a repository holds one run's workspace lease at a time.
    const runs = await Promise.all(
      [
        { id: 'ok-1', graph: ok, code: 0 },
        { id: 'fail-1', graph: fails, code: 4 },
        { id: 'pause-1', graph: crashes, code: 3 },
        { id: 'usage-1', graph: engine, code: 0 },
        { id: 'other-1', graph: ok, code: 0, namespace: 'other' },
      ].map(async (run) => {
        const repo = await repository({ 'graph.yml': run.graph });
        const result = await cli(
          [
            'start',
            '--graph',
            'graph.yml',
            '--run-id',
            run.id,
            ...fast,
            ...(run.namespace === undefined ? [] : ['--namespace', run.namespace]),
          ],
          { cwd: repo },
        );
        return { ...run, result, repo };
      }),
    );
    for (const run of runs) expect({ id: run.id, code: run.result.code }).toEqual({ id: run.id, code: run.code });

    const cwd = runs[0]!.repo;
    const listed = json<Listed[]>(await cli(['list', '--store', store, '--json'], { cwd }));
    expect(listed.map((run) => run.runId).sort()).toEqual(['fail-1', 'ok-1', 'pause-1', 'usage-1']);
    const byId = new Map(listed.map((run) => [run.runId, run]));
    expect(Object.fromEntries(listed.map((run) => [run.runId, run.phase]))).toEqual({
      'ok-1': 'completed',
      'fail-1': 'failed',
      'pause-1': 'paused',
      'usage-1': 'completed',
    });
    expect(byId.get('pause-1')?.positions).toEqual(['dag/publish/1']);
    expect(byId.get('ok-1')?.positions).toEqual([]);
    expect(byId.get('usage-1')?.usage).toMatchObject({ state: 'reported', calls: 1, inputTokens: 7, outputTokens: 3 });
    expect(byId.get('ok-1')?.usage).toMatchObject({ calls: 0 });
    for (const run of listed)
      expect(Date.parse(run.lastEventAt ?? '')).toBeGreaterThanOrEqual(Date.parse(run.createdAt));
    expect(listed.map((run) => run.createdAt)).toEqual(listed.map((run) => run.createdAt).sort());

    const text = await cli(['list', '--store', store], { cwd });
    expect(text.code).toBe(0);
    const lines = text.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^RUN ID +PHASE +LAST EVENT +TOKENS +COST +WAITING$/);
    expect(lines.find((l) => l.startsWith('pause-1'))).toMatch(/^pause-1 +paused +\S+ +- +- +dag\/publish\/1$/);
    expect(lines.find((l) => l.startsWith('usage-1'))).toMatch(/7 in \/ 3 out/);

    expect(
      json<Listed[]>(await cli(['list', '--store', store, '--namespace', 'other', '--json'], { cwd })).map(
        (run) => run.runId,
      ),
    ).toEqual(['other-1']);
    expect((await cli(['list', '--store', store, '--namespace', 'empty'], { cwd })).stdout).toBe(
      `No runs in namespace "empty" of ${store}.\n`,
    );
  });
});
