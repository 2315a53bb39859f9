// Status of active occurrences in a real declarative run (watchdog, worker process, git workspace):
// each running node reports its plan phase (`phase:`) and its remaining node timeout, which comes
// from the `timeout` recorded in its node-attempt-started record (a command's own, an engine's).
import { execFileSync } from 'node:child_process';
import { realpath, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startDeclarativeRun } from '../../src/declarative/start.ts';
import { readSupervisedRunStatus } from '../../src/runner/index.ts';
import { createLocalRunStorage } from '../../src/store/index.ts';
import { waitUntil } from '../support/wait.ts';
import { tempRoot, useTempRoots, writeIn } from './helpers.ts';

useTempRoots();

const gitEnv = { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_CONFIG_NOSYSTEM: '1' };
const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, env: gitEnv, stdio: 'pipe' });
const node = JSON.stringify(process.execPath);

describe('active occurrences in status', () => {
  it('report the declared plan phase and the remaining node timeout of each running node', async () => {
    const root = await realpath(await tempRoot('declarative-active-'));
    const control = await realpath(await tempRoot('declarative-control-'));
    const gate = join(control, 'gate');
    git(root, 'init', '-q');
    git(root, 'config', 'user.name', 'Test');
    git(root, 'config', 'user.email', 'test@example.invalid');
    // build waits for a gate file outside the repository; review is a mock call that takes a minute.
    await writeIn(
      root,
      'graph.yml',
      `version: 1
concurrency: 3
engines:
  slow: { kind: mock, timeout: 5m, responses: [{ text: done, delay: 1m }] }
nodes:
  build:
    run: [${node}, -e, "const fs = require('fs'); const t = setInterval(() => { if (fs.existsSync(process.argv[1])) clearInterval(t); }, 20)", ${JSON.stringify(gate)}]
    timeout: 10m
    phase: build
    retry-safe: true
  review: { engine: slow, prompt: "review", phase: check, retry-safe: true }
  plain: { run: [${node}, -e, "setTimeout(() => {}, 60000)"], retry-safe: true }
`,
    );
    git(root, 'add', '-A');
    git(root, 'commit', '-q', '-m', 'initial');
    const storage = { directory: join(control, 'store'), namespace: 'test' };
    const handle = await startDeclarativeRun({
      runId: 'active-1',
      graphFile: 'graph.yml',
      runRoot: root,
      storage,
      heartbeatMs: 0,
      teardownGraceMs: 500,
    });
    try {
      const status = await waitUntil('three running nodes', async () => {
        const s = await readSupervisedRunStatus({ storage, runId: 'active-1' });
        return s.active.filter((entry) => entry.phase === 'running').length === 3 ? s : undefined;
      });
      const byNode = Object.fromEntries(status.active.map((entry) => [entry.nodeId, entry]));
      expect(byNode.build).toMatchObject({ planPhase: 'build', position: 'dag/build/1' });
      expect(byNode.review).toMatchObject({ planPhase: 'check', position: 'dag/review/1' });
      expect(byNode.plain).toMatchObject({ planPhase: null, remainingTimeoutMs: null });
      for (const [id, limit] of [
        ['build', 600_000],
        ['review', 300_000],
      ] as const) {
        const entry = byNode[id]!;
        expect(entry.elapsedMs, id).not.toBeNull();
        if (id === 'build') {
          // A command node's remaining time is the recorded limit less the time since its attempt started.
          expect(entry.remainingTimeoutMs, id).toBe(Math.max(0, limit - entry.elapsedMs!));
        } else {
          // An engine node's timeout bounds each call: counted from its call's start, after the attempt's.
          expect(entry.remainingTimeoutMs!, id).toBeGreaterThanOrEqual(Math.max(0, limit - entry.elapsedMs!));
          expect(entry.remainingTimeoutMs!, id).toBeLessThanOrEqual(limit);
        }
        expect(entry.remainingTimeoutMs!, id).toBeGreaterThan(limit - 60_000);
      }
      // The limit is durable: it is in the attempt-started record, not derived from the graph file.
      const store = await createLocalRunStorage(storage);
      const started = (await store.readEvents('active-1', 'graph')).events.filter(
        (event) => event.type === 'graph:node-attempt-started',
      );
      expect(Object.fromEntries(started.map((e) => [(e.data as { nodeId: string }).nodeId, e.data]))).toMatchObject({
        build: { timeoutMs: 600_000 },
        review: { timeoutMs: 300_000 },
        plain: expect.not.objectContaining({ timeoutMs: expect.anything() }),
      });
      // Completed nodes keep their phase in the nodes list.
      await writeFile(gate, '');
      const later = await waitUntil('build completed', async () => {
        const s = await readSupervisedRunStatus({ storage, runId: 'active-1' });
        return s.nodes.find((n) => n.nodeId === 'build')?.state === 'completed' ? s : undefined;
      });
      expect(later.nodes.find((n) => n.nodeId === 'build')).toMatchObject({ planPhase: 'build' });
      expect(later.active.map((entry) => entry.nodeId).sort()).toEqual(['plain', 'review']);
    } finally {
      await handle.stop();
    }
    expect(await handle.done).toMatchObject({ kind: 'fail', code: 'STOPPED' });
  });
});
