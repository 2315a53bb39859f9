// `history` paging across a live run: a poller that passes each page's cursor to the next call (a
// new process every time) sees every record of both logs exactly once, and `--follow` tails the
// run until it settles.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, json, nodeBin, repository, spawnCli, tempDir, useCleanup, waitUntil } from './helpers.ts';

useCleanup();

interface Entry {
  log: 'graph' | 'runner';
  seq: number;
  type: string;
  position?: string;
}
interface Page {
  entries: Entry[];
  cursor: string;
  hasMore: boolean;
  settled: boolean;
}

const gateNode = (gate: string) =>
  `[${nodeBin}, -e, "const fs = require('fs'); (function wait() { if (fs.existsSync(process.argv[1])) return; setTimeout(wait, 20); })()", ${JSON.stringify(gate)}]`;

describe('history', () => {
  it('pages a live run without gaps or duplicates, and --follow tails it to the end', async () => {
    const control = await tempDir('cli-control-');
    const gate = (name: string) => path.join(control, name);
    const repo = await repository({
      'graph.yml': `version: 1
nodes:
  first: { run: ${gateNode(gate('first'))}, retry-safe: true }
  second: { needs: [first], run: ${gateNode(gate('second'))}, retry-safe: true }
`,
    });
    const run = spawnCli(['start', '--graph', 'graph.yml', '--run-id', 'live-1', '--heartbeat', '1s'], { cwd: repo });
    const seen: Entry[] = [];
    let cursor: string | undefined;
    const poll = async (): Promise<Page> => {
      const result = await cli(
        [
          'history',
          '--run-id',
          'live-1',
          '--json',
          '--limit',
          '5',
          ...(cursor === undefined ? [] : ['--after', cursor]),
        ],
        { cwd: repo },
      );
      if (result.code !== 0) return { entries: [], cursor: cursor ?? '', hasMore: true, settled: false }; // the run is not stored yet
      const page = json<Page>(result);
      seen.push(...page.entries);
      cursor = page.cursor;
      return page;
    };
    const started = (position: string) =>
      seen.some((e) => e.type === 'graph:node-attempt-started' && e.position === position);

    await waitUntil('first running', async () => (await poll(), started('dag/first/1')));
    const follow = spawnCli(['history', '--run-id', 'live-1', '--follow', '--limit', '3'], { cwd: repo });
    expect((await poll()).settled).toBe(false);
    await writeFile(gate('first'), '');
    await waitUntil('second running', async () => (await poll(), started('dag/second/1')));
    // The worker's heartbeat (every second) is part of the history too: one is recorded before the end.
    await waitUntil('a heartbeat', async () => (await poll(), seen.some((e) => e.type === 'runner:heartbeat')));
    await writeFile(gate('second'), '');
    await waitUntil('the run settled and read to the end', async () => {
      const page = await poll();
      return page.settled && !page.hasMore;
    });
    expect((await run.done).code).toBe(0);

    const all = json<Page>(await cli(['history', '--run-id', 'live-1', '--json', '--limit', '1000'], { cwd: repo }));
    expect(all.hasMore).toBe(false);
    const key = (e: Entry) => `${e.log}:${e.seq}`;
    expect(seen.map(key).sort()).toEqual(all.entries.map(key).sort());
    expect(new Set(seen.map(key)).size).toBe(seen.length);
    for (const log of ['graph', 'runner'] as const) {
      const seqs = seen.filter((e) => e.log === log).map((e) => e.seq);
      expect(seqs).toEqual(seqs.map((_, i) => i));
    }
    expect(seen.filter((e) => e.type === 'runner:heartbeat').length).toBeGreaterThan(0);
    expect(all.entries.every((e) => !('payload' in e))).toBe(true);

    const tail = await follow.done;
    expect(tail.code).toBe(0);
    const rows = tail.stdout.trim().split('\n');
    expect(rows[0]).toMatch(/^TIME +LOG +SEQ +S +TYPE +POSITION +CODE$/);
    expect(rows.filter((row) => /^\d\d:\d\d:\d\d\.\d{3} (graph|runner)/.test(row))).toHaveLength(all.entries.length);
    expect(rows.at(-1)).toMatch(
      /^the run has settled; records after these: npx supervised-run history --run-id live-1 --limit 3 --after \S+$/,
    );
  }, 120_000);
});
