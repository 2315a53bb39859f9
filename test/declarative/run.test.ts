// End to end: a declarative graph file started through startDeclarativeRun, run by a real watchdog
// and a real worker process (this layer's worker entry with the built-in host), over a real store
// and a real git workspace.
import { execFileSync } from 'node:child_process';
import { readdir, readFile, realpath, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resumeDeclarativeRun, startDeclarativeRun } from '../../src/declarative/start.ts';
import { tempRoot, useTempRoots, writeIn } from './helpers.ts';

useTempRoots();

const gitEnv = { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_CONFIG_NOSYSTEM: '1' };
const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, env: gitEnv, stdio: 'pipe' });

async function repository(files: Record<string, string>): Promise<string> {
  const root = await realpath(await tempRoot('declarative-repo-'));
  git(root, 'init', '-q');
  git(root, 'config', 'user.name', 'Declarative Test');
  git(root, 'config', 'user.email', 'declarative@example.invalid');
  git(root, 'config', 'commit.gpgsign', 'false');
  for (const [name, text] of Object.entries(files)) await writeIn(root, name, text);
  git(root, 'add', '-A');
  git(root, 'commit', '-q', '-m', 'initial');
  return root;
}

const node = JSON.stringify(process.execPath);
const common = {
  restart: { maxRestarts: 2, initialBackoffMs: 10, maxBackoffMs: 50 },
  teardownGraceMs: 500,
  heartbeatMs: 0,
};

describe('declarative runs under supervision', () => {
  it('runs a graph file to completion in a worker process with the built-in host', async () => {
    const root = await repository({
      'graph.yml': `version: 1
concurrency: 2
inputs: { ticket: { default: T-1 } }
engines:
  reviewer: { kind: mock, fallback: backup, responses: [{ error: auth }] }
  backup: { kind: mock }
nodes:
  build: { run: [${node}, -e, "console.log('built')"], retry-safe: true }
  review: { needs: [build], engine: reviewer, retry-safe: true, prompt: "Review {{ inputs.ticket }}: {{ needs.build.output }}" }
`,
    });
    const store = await tempRoot('declarative-store-');
    const handle = await startDeclarativeRun({
      ...common,
      runId: 'complete-1',
      graphFile: 'graph.yml',
      inputs: { ticket: 'T-9' },
      runRoot: root,
      storage: { directory: store, namespace: 'test' },
    });
    const result = await handle.done;
    expect(result).toMatchObject({
      kind: 'complete',
      output: {
        build: { exitCode: 0, stdoutTail: 'built\n' },
        review: expect.stringMatching(/^Review T-9: \{"durationMs":\d+,"exitCode":0,"stdoutTail":"built\\n"\}$/),
      },
    });
  });

  it('pauses when a non-retry-safe command dies with its worker, and a resume uses the prompt stored at start', async () => {
    const root = await repository({
      '.gitignore': 'prompts/\nmarks/\n',
      // The first attempt kills its own worker mid-node (a crash); later attempts would only print.
      'graph.yml': `version: 1
engines:
  echo: { kind: mock }
nodes:
  publish:
    run: [${node}, -e, "const fs = require('fs'); fs.mkdirSync('marks', { recursive: true }); fs.appendFileSync('marks/publish', 'x'); process.kill(process.ppid, 'SIGKILL'); setInterval(() => {}, 1000)"]
  announce: { needs: [publish], engine: echo, prompt-file: prompts/announce.md }
`,
    });
    await writeIn(root, 'prompts/announce.md', 'announce v1 after {{ needs.publish.output }}');
    const store = await tempRoot('declarative-store-');
    const storage = { directory: store, namespace: 'test' };
    const handle = await startDeclarativeRun({
      ...common,
      runId: 'pause-1',
      graphFile: 'graph.yml',
      runRoot: root,
      storage,
    });
    const paused = await handle.done;
    expect(paused).toMatchObject({ kind: 'pause', positions: ['dag/publish/1'] });
    expect(await readFile(join(root, 'marks/publish'), 'utf8')).toBe('x');

    // The prompt file changes while paused (it is git-ignored, so the workspace guard does not mind).
    await writeFile(join(root, 'prompts/announce.md'), 'announce v2 (edited)');
    const resumed = await resumeDeclarativeRun({
      restart: common.restart,
      teardownGraceMs: common.teardownGraceMs,
      runId: 'pause-1',
      runRoot: root,
      storage,
      position: 'dag/publish/1',
      decision: { decision: 'complete', output: { exitCode: 0, note: 'published by hand' }, decidedBy: 'tester' },
    });
    const result = await resumed.done;
    expect(result).toMatchObject({
      kind: 'complete',
      output: {
        publish: { note: 'published by hand' },
        announce: 'announce v1 after {"exitCode":0,"note":"published by hand"}',
      },
    });
    // Reconciled as complete: the command did not run again.
    expect(await readFile(join(root, 'marks/publish'), 'utf8')).toBe('x');
  });

  it('refuses a bad graph file before anything is stored', async () => {
    const root = await repository({ 'graph.yml': 'version: 1\nnodes:\n  a: { run: x, needs: [b] }\n' });
    const store = await tempRoot('declarative-store-');
    await expect(
      startDeclarativeRun({
        ...common,
        runId: 'bad-1',
        graphFile: 'graph.yml',
        runRoot: root,
        storage: { directory: store, namespace: 'test' },
      }),
    ).rejects.toMatchObject({
      code: 'INVALID_GRAPH',
      issues: [{ path: 'nodes.a.needs[0]', message: 'unknown node "b"', line: 3 }],
    });
    expect(await readdir(store)).toEqual([]);
  });

  it('refuses a required input given as null before anything is stored', async () => {
    const root = await repository({
      'graph.yml': 'version: 1\ninputs: { ticket: {} }\nnodes:\n  a: { run: [echo, "{{ inputs.ticket }}"] }\n',
    });
    const store = await tempRoot('declarative-store-');
    await expect(
      startDeclarativeRun({
        ...common,
        runId: 'null-input-1',
        graphFile: 'graph.yml',
        runRoot: root,
        inputs: { ticket: null },
        storage: { directory: store, namespace: 'test' },
      }),
    ).rejects.toMatchObject({
      code: 'INVALID_INPUTS',
      issues: [
        { path: 'inputs.ticket', message: 'required: the graph file gives no default; null counts as left out' },
      ],
    });
    expect(await readdir(store)).toEqual([]);
  });
});
