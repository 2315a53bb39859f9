// What each attempt printed is kept: a real watchdog, a real worker and real commands over a real
// store. Failing output stays, a SIGKILLed worker leaves the lines printed before the kill, a
// printer of ~100 MiB leaves a bounded log, and no stored byte holds a secret.
import { execFileSync } from 'node:child_process';
import { readdir, readFile, realpath, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startDeclarativeRun } from '../../src/declarative/start.ts';
import type { FollowedLine } from '../../src/runner/output/follow.ts';
import { parseAttemptLog } from '../../src/runner/output/format.ts';
import { nodeOutputSchema } from '../../src/runner/output/record.ts';
import type { SupervisedRunEvent } from '../../src/runner/options/options.ts';
import { createLocalRunStorage, listAttemptLogs, readAttemptLog } from '../../src/store/index.ts';
import { waitUntil } from '../support/wait.ts';
import { tempRoot, useTempRoots, writeIn } from './helpers.ts';

useTempRoots();

const gitEnv = { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_CONFIG_NOSYSTEM: '1' };
const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, env: gitEnv, stdio: 'pipe' });

async function repository(graph: string): Promise<string> {
  const root = await realpath(await tempRoot('output-repo-'));
  git(root, 'init', '-q');
  git(root, 'config', 'user.name', 'Output Test');
  git(root, 'config', 'user.email', 'output@example.invalid');
  git(root, 'config', 'commit.gpgsign', 'false');
  await writeIn(root, 'graph.yml', graph);
  git(root, 'add', '-A');
  git(root, 'commit', '-q', '-m', 'initial');
  return root;
}

const node = JSON.stringify(process.execPath);
const common = {
  restart: { maxRestarts: 2, initialBackoffMs: 10, maxBackoffMs: 50 },
  teardownGraceMs: 500,
  heartbeatMs: 0,
  recordChanges: false,
};
const script = (code: string) => JSON.stringify(code);

async function outputRecords(store: string, runId: string) {
  const storage = await createLocalRunStorage({ directory: store, namespace: 'test' });
  const read = await storage.readEvents(runId, 'graph');
  const records = read.events
    .filter((event) => event.type === 'runner:node-output')
    .map((event) => nodeOutputSchema().parse(event.data));
  return { storage, records };
}

async function allFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

describe('the output of every attempt', () => {
  it("keeps a failing command's stdout and stderr, tagged and in order, and streams them while it runs", async () => {
    const code = `console.log('FAIL src/sum.test.ts > adds'); console.error('AssertionError: expected 3 to be 4'); console.log('Tests 1 failed'); process.exit(1)`;
    const root = await repository(`version: 1
nodes:
  test: { run: [${node}, -e, ${script(code)}], retry-safe: true }
`);
    const store = await tempRoot('output-store-');
    const streamed: FollowedLine[] = [];
    const handle = await startDeclarativeRun({
      ...common,
      runId: 'fail-1',
      graphFile: 'graph.yml',
      runRoot: root,
      storage: { directory: store, namespace: 'test' },
      onOutput: (lines) => streamed.push(...lines),
    });
    const result = await handle.done;
    expect(result).toMatchObject({ kind: 'fail', code: 'DAG_NODE_FAILED' });
    const { storage, records } = await outputRecords(store, 'fail-1');
    expect(records).toHaveLength(1);
    const record = records[0]!;
    expect(record).toMatchObject({ position: 'dag/test/1', nodeId: 'test', outcome: 'failed', lines: 3 });
    const log = parseAttemptLog(await storage.artifacts('fail-1').get(record.artifact!));
    expect(log.header).toMatchObject({ position: 'dag/test/1', nodeId: 'test', attemptId: record.attemptId });
    // stdout and stderr are separate pipes: each stream keeps its order, and every line its stream.
    const byStream = (k: 'o' | 'e') => log.lines.filter((line) => line.k === k).map((line) => line.t);
    expect(byStream('o')).toEqual(['FAIL src/sum.test.ts > adds', 'Tests 1 failed']);
    expect(byStream('e')).toEqual(['AssertionError: expected 3 to be 4']);
    // The live files hold the same lines (they are what a crash would leave).
    const live = await readAttemptLog(storage, 'fail-1', record.attemptId);
    expect(parseAttemptLog(live.head, live.tail).lines).toEqual(log.lines);
    expect(streamed.map((line) => `${line.nodeId}:${line.stream}:${line.text}`).sort()).toEqual(
      [
        'test:stdout:FAIL src/sum.test.ts > adds',
        'test:stderr:AssertionError: expected 3 to be 4',
        'test:stdout:Tests 1 failed',
      ].sort(),
    );
  });

  it('keeps the lines printed before its worker was SIGKILLed mid-output', async () => {
    // Five lines, then more every 20 ms until the worker dies (the command dies with it).
    const code = `for (let i = 1; i <= 5; i++) console.log('line ' + i); let n = 5; setInterval(() => console.log('line ' + ++n), 20)`;
    const root = await repository(`version: 1
nodes:
  publish: { run: [${node}, -e, ${script(code)}] }
`);
    const store = await tempRoot('output-store-');
    const pids: number[] = [];
    const handle = await startDeclarativeRun({
      ...common,
      runId: 'kill-1',
      graphFile: 'graph.yml',
      runRoot: root,
      storage: { directory: store, namespace: 'test' },
      onEvent: (event: SupervisedRunEvent) => {
        if (event.event.type === 'runner:worker-started') pids.push((event.event.data as { pid: number }).pid);
      },
    });
    const storage = await createLocalRunStorage({ directory: store, namespace: 'test' });
    const attemptId = await waitUntil('the attempt log', async () => (await listAttemptLogs(storage, 'kill-1'))[0]);
    const shown = await waitUntil('line 8 in the store', async () => {
      const files = await readAttemptLog(storage, 'kill-1', attemptId);
      const lines = parseAttemptLog(files.head, files.tail).lines;
      return lines.some((line) => line.t === 'line 8') ? lines : undefined;
    });
    process.kill(pids[0]!, 'SIGKILL');
    const result = await handle.done;
    // Not retry-safe: the crash pauses it for a person, who needs exactly these lines.
    expect(result).toMatchObject({ kind: 'pause', positions: ['dag/publish/1'] });
    const files = await readAttemptLog(storage, 'kill-1', attemptId);
    const kept = parseAttemptLog(files.head, files.tail);
    expect(kept.header).toMatchObject({ position: 'dag/publish/1', nodeId: 'publish' });
    const texts = kept.lines.map((line) => line.t);
    expect(texts.slice(0, 8)).toEqual(['line 1', 'line 2', 'line 3', 'line 4', 'line 5', 'line 6', 'line 7', 'line 8']);
    expect(texts.length).toBeGreaterThanOrEqual(shown.length);
    // The replacement worker sealed them as an artifact, recorded as crashed.
    const { records } = await outputRecords(store, 'kill-1');
    expect(records).toMatchObject([{ attemptId, outcome: 'crashed', position: 'dag/publish/1' }]);
    const sealed = parseAttemptLog(await storage.artifacts('kill-1').get(records[0]!.artifact!));
    expect(sealed.lines.map((line) => line.t)).toEqual(texts);
  });

  it('bounds a printer of ~100 MiB to its log limit, keeping the head, the tail and what was cut', async () => {
    // 100 MiB in 1 KiB lines; the command's own output bound (64 MiB) stops it first.
    const code = `const line = 'x'.repeat(1000); let i = 0; function more() { while (i < 102400) { i++; if (!process.stdout.write(i + ' ' + line + '\\n')) return process.stdout.once('drain', more); } } more()`;
    const root = await repository(`version: 1
log-limit: 256KiB
nodes:
  noisy: { run: [${node}, -e, ${script(code)}], retry-safe: true }
`);
    const store = await tempRoot('output-store-');
    const handle = await startDeclarativeRun({
      ...common,
      runId: 'noisy-1',
      graphFile: 'graph.yml',
      runRoot: root,
      storage: { directory: store, namespace: 'test' },
    });
    const result = await handle.done;
    expect(result).toMatchObject({ kind: 'fail' });
    const { storage, records } = await outputRecords(store, 'noisy-1');
    const record = records[0]!;
    const content = await storage.artifacts('noisy-1').get(record.artifact!);
    expect(content.length).toBeLessThanOrEqual(256 * 1024 + 1024);
    expect(record.lines).toBeGreaterThan(60_000);
    const log = parseAttemptLog(content);
    expect(log.lines[0]!.t.startsWith('1 x')).toBe(true);
    expect(log.cut!.lines).toBe(record.cut.lines);
    expect(record.cut.lines + log.lines.length).toBe(record.lines);
    expect(log.lines.at(-1)!.n).toBe(record.lines);
    // The live files are bounded the same way.
    for (const file of await allFiles(join(store, 'test', 'runs', 'noisy-1', 'logs')))
      expect((await stat(file)).size).toBeLessThanOrEqual(256 * 1024);
  });

  it('never stores a secret the node prints, whole, split across writes or in a failure message', async () => {
    const secret = 'sk-live-9f8e7d6c5b4a3210';
    const code = [
      `const s = process.env.DEPLOY_TOKEN;`,
      `console.log('token is ' + s);`,
      `process.stdout.write('split ' + s.slice(0, 7));`,
      `setTimeout(() => { process.stdout.write(s.slice(7) + ' done\\n'); console.error('auth failed for ' + s); process.exit(3); }, 150);`,
    ].join(' ');
    const root = await repository(`version: 1
nodes:
  deploy: { run: [${node}, -e, ${script(code)}], retry-safe: true }
`);
    const store = await tempRoot('output-store-');
    process.env.DEPLOY_TOKEN = secret;
    let result;
    try {
      const handle = await startDeclarativeRun({
        ...common,
        runId: 'secret-1',
        graphFile: 'graph.yml',
        runRoot: root,
        storage: { directory: store, namespace: 'test', knownSecrets: [secret] },
        environmentVariables: ['DEPLOY_TOKEN'],
      });
      result = await handle.done;
    } finally {
      delete process.env.DEPLOY_TOKEN;
    }
    // Redacted, never refused: the node fails for its own reason, with its exit code named.
    expect(result).toMatchObject({ kind: 'fail', code: 'DAG_NODE_FAILED' });
    const { storage, records } = await outputRecords(store, 'secret-1');
    const log = parseAttemptLog(await storage.artifacts('secret-1').get(records[0]!.artifact!));
    expect(log.lines.map((line) => line.t)).toEqual(['token is ***', 'split *** done', 'auth failed for ***']);
    const graph = await storage.readEvents('secret-1', 'graph');
    const failed = graph.events.find((event) => event.type === 'graph:node-failed');
    expect((failed?.data as { message: string }).message).toMatch(/exited with code 3.*auth failed for \*\*\*/s);
    for (const file of await allFiles(store)) {
      const bytes = await readFile(file);
      expect(bytes.includes(Buffer.from(secret)), file).toBe(false);
      expect(bytes.includes(Buffer.from(secret.slice(0, 12))), file).toBe(false);
    }
  });

  it("keeps an engine node's final answer the same way", async () => {
    const root = await repository(`version: 1
engines:
  writer: { kind: mock, responses: [{ text: "Draft ready.\\nSee section 2." }] }
nodes:
  draft: { engine: writer, prompt: "Write it", retry-safe: true }
`);
    const store = await tempRoot('output-store-');
    const handle = await startDeclarativeRun({
      ...common,
      runId: 'engine-1',
      graphFile: 'graph.yml',
      runRoot: root,
      storage: { directory: store, namespace: 'test' },
    });
    expect(await handle.done).toMatchObject({ kind: 'complete' });
    const { storage, records } = await outputRecords(store, 'engine-1');
    expect(records).toMatchObject([{ position: 'dag/draft/1', outcome: 'completed', lines: 2 }]);
    const log = parseAttemptLog(await storage.artifacts('engine-1').get(records[0]!.artifact!));
    expect(log.lines.map((line) => [line.k, line.t])).toEqual([
      ['o', 'Draft ready.'],
      ['o', 'See section 2.'],
    ]);
  });

  it("streams each attempt's lines after the record of its start and before the record of its end, as a person reads them", async () => {
    // Quick nodes: their lines and their records land within one poll of each other.
    const ids = ['one', 'two', 'three', 'four', 'five'];
    const nodes = ids.map((id, i) => {
      const code = `console.log('${id} a'); console.error('${id} b')`;
      return `  ${id}: { run: [${node}, -e, ${script(code)}], retry-safe: true${i === 0 ? '' : `, needs: [${ids[i - 1]}]`} }`;
    });
    const root = await repository(`version: 1\nnodes:\n${nodes.join('\n')}\n`);
    const seen: string[] = [];
    const handle = await startDeclarativeRun({
      ...common,
      runId: 'order-1',
      graphFile: 'graph.yml',
      runRoot: root,
      storage: { directory: await tempRoot('output-store-'), namespace: 'test' },
      onEvent: ({ event }) => {
        const data = event.data as { nodeId?: string; position?: string };
        if (event.type === 'graph:node-attempt-started') seen.push(`start ${data.nodeId}`);
        if (event.type === 'graph:node-completed') seen.push(`end ${data.position?.split('/')[1]}`);
      },
      onOutput: (lines) => seen.push(...lines.map((line) => `line ${line.nodeId} ${line.text}`)),
    });
    expect(await handle.done).toMatchObject({ kind: 'complete' });
    for (const id of ids) {
      const lines = seen.filter((entry) => entry.startsWith(`line ${id} `));
      expect(lines.sort()).toEqual([`line ${id} ${id} a`, `line ${id} ${id} b`]);
      const at = (entry: string) => seen.indexOf(entry);
      for (const line of lines) {
        expect(at(line), seen.join('\n')).toBeGreaterThan(at(`start ${id}`));
        expect(at(line), seen.join('\n')).toBeLessThan(at(`end ${id}`));
      }
    }
  });
});
