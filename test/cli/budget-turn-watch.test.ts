// `status --watch` says a node waiting for its budget turn under a hard budget, in the words of
// the live progress lines: a wait recorded while it watches, and, from its first read, one that
// began before it and still waits; and the live lines of `start` name, when a node's turn comes,
// whose call it waited to end. Runs the source entry, a real watchdog, worker and mock engine.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RecordLines } from '../../src/cli/output/record-lines.ts';
import { ProgressLines } from '../../src/report/index.ts';
import { readSupervisedRunStatus } from '../../src/runner/index.ts';
import { createLocalRunStorage } from '../../src/store/index.ts';
import { storedEvent } from '../support/stored-event.ts';
import { cli, nodeBin, repoRoot, repository, spawnCli, tempDir, useCleanup, waitUntil } from './helpers.ts';

useCleanup();

const entry = path.join(repoRoot, 'src/cli/main.ts');
const fast = ['--initial-backoff', '20ms', '--max-backoff', '50ms', '--teardown-grace', '500ms'];

/** `hold` runs until `go` exists; then a and b call an engine whose answer takes 10 minutes, one at a time. */
const graph = (go: string) => `version: 1
concurrency: 2
budget: { usd: 1 }
engines:
  m:
    kind: mock
    responses:
      - { text: ok, delay: 10m, usage: { input-tokens: 1, output-tokens: 1, cost-usd: 0.01 } }
nodes:
  hold:
    run: [${nodeBin}, -e, "setInterval(() => require('fs').existsSync(process.argv[1]) && process.exit(0), 20)", ${JSON.stringify(go)}]
    retry-safe: true
  a: { needs: [hold], engine: m, prompt: a, retry-safe: true }
  b: { needs: [hold], engine: m, prompt: b, retry-safe: true }
`;

const turnLine = /^ {2}dag\/([ab])\/1 +waiting +for its budget turn \(after dag\/([ab])\/1\)$/m;

describe('status --watch and a node waiting for its budget turn', () => {
  it('says the wait when it is recorded, and from the first read while it lasts', async () => {
    const go = path.join(await tempDir('cli-go-'), 'go');
    const repo = await repository({ 'turns.yml': graph(go) });
    const storage = { directory: path.join(repo, '.supervised-run'), namespace: 'default' };
    const started = spawnCli(['start', '--graph', 'turns.yml', '--run-id', 't1', '--quiet', ...fast], {
      cwd: repo,
      entry,
    });
    await waitUntil('hold running', async () => {
      const status = await readSupervisedRunStatus({ storage, runId: 't1' }).catch(() => undefined);
      return status?.nodes.some((node) => node.position === 'dag/hold/1' && node.state === 'running') === true;
    });

    const watch = ['status', '--run-id', 't1', '--watch', '--interval', '50ms'];
    const watched = spawnCli(watch, { cwd: repo, entry });
    // Its first read is done once it prints the compact line: the wait is recorded after it.
    await waitUntil('the watch reporting', async () => watched.stdout().includes('running'));
    expect(watched.stdout()).not.toMatch(turnLine);
    await writeFile(go, '');
    const said = await waitUntil('the watch saying the wait', async () => turnLine.exec(watched.stdout()) ?? false);
    expect(said[1]).not.toBe(said[2]);

    // A watch begun while the node still waits says it from its first read.
    const later = spawnCli(watch, { cwd: repo, entry });
    await waitUntil('the later watch saying the wait', async () => turnLine.exec(later.stdout())?.[0] === said[0]);

    started.child.kill('SIGINT');
    expect((await started.done).code).toBe(3);
    expect((await watched.done).code).toBe(3);
    expect((await later.done).code).toBe(3);
    // Once, though the watch read the log many times.
    expect(watched.stdout().match(new RegExp(turnLine.source, 'gm'))).toHaveLength(1);
  });
});

describe('the budget-turn line of status --watch', () => {
  const waiting = (position: string, after: string[]) =>
    storedEvent('runner:budget-turn-waiting', { position, attemptId: `a-${position}`, lane: 'l', after });
  const call = (position: string) =>
    storedEvent('runner:engine-started', {
      position,
      attemptId: `a-${position}`,
      callId: `c-${position}`,
      lane: 'l',
      target: { provider: 'mock', model: 'm' },
      identity: { provider: 'mock', model: 'm' },
    });

  it('is the live progress line, word for word; a first read says only the waits not yet over', () => {
    const wait = waiting('dag/b/1', ['dag/a/1', 'dag/c/1', 'dag/d/1', 'dag/e/1']);
    const live = new ProgressLines().describe({ log: 'graph', event: wait });
    expect(live).toContain('for its budget turn (after dag/a/1, dag/c/1, dag/d/1 and 1 more)');
    expect(new RecordLines().fold([wait], { fresh: true })).toEqual([live]);
    const over = [waiting('dag/c/1', ['dag/a/1']), call('dag/c/1')];
    expect(new RecordLines().fold([...over, wait], { fresh: false })).toEqual([live]);
  });
});

describe('the progress lines of nodes taking budget turns', () => {
  const parallel = `version: 1
concurrency: 3
budget: { usd: 1 }
engines:
  m:
    kind: mock
    responses:
      - { text: ok, delay: 100ms, usage: { input-tokens: 1, output-tokens: 1, cost-usd: 0.01 } }
nodes:
  a: { engine: m, prompt: a, retry-safe: true }
  b: { engine: m, prompt: b, retry-safe: true }
  c: { engine: m, prompt: c, retry-safe: true }
`;

  it('say whose call each turn came after: the call that started last before it, as the log has them', async () => {
    const repo = await repository({ 'turns.yml': parallel });
    const result = await cli(['start', '--graph', 'turns.yml', '--run-id', 'p1', ...fast], { cwd: repo, entry });
    expect(result.code, result.stderr).toBe(0);
    const storage = await createLocalRunStorage({
      directory: path.join(repo, '.supervised-run'),
      namespace: 'default',
    });
    const events = (await storage.readEvents('p1', 'graph')).events;
    const positionsOf = (type: string) =>
      events.filter((event) => event.type === type).map((event) => (event.data as { position: string }).position);
    const starts = positionsOf('runner:engine-started');
    const waited = positionsOf('runner:budget-turn-waiting');
    expect(starts).toHaveLength(3);
    expect(waited.length).toBeGreaterThan(0);
    // Each call that waited got its turn when the call started just before it ended (its node's
    // own "completed" line may come after, once the node's other work is recorded).
    const turns = [...result.stdout.matchAll(/^ {2}(dag\/[abc]\/1) +running +got its budget turn after .*$/gm)];
    expect(turns.map((turn) => turn[1]).sort()).toEqual([...waited].sort());
    for (const [line, position] of turns) {
      const previous = starts[starts.indexOf(position!) - 1];
      expect(line).toMatch(new RegExp(`, when ${previous}'s call ended$`));
    }
  });
});
