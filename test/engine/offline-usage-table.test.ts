// The shipped offline example's usage table reads cleanly: its mocks declare their usage, so their
// cache counts are known (0), not "unknown". A real watchdog and worker run the example's graph file;
// the CLI's `summary --markdown` renders the table.
import { execFile, execFileSync } from 'node:child_process';
import { copyFile, realpath } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { startDeclarativeRun } from '../../src/declarative/start.ts';
import { tempRoot, useTempRoots } from '../declarative/helpers.ts';

useTempRoots();

const repo = fileURLToPath(new URL('../..', import.meta.url));
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1' }, stdio: 'pipe' });

describe('the offline example', () => {
  it('shows its cache tokens as 0 / 0 in the usage details, not unknown', async () => {
    const root = await realpath(await tempRoot('offline-usage-'));
    git(root, 'init', '-q');
    await copyFile(join(repo, 'examples', 'graphs', 'offline.yml'), join(root, 'offline.yml'));
    git(root, 'add', '-A');
    git(root, '-c', 'user.name=t', '-c', 'user.email=t@example.invalid', 'commit', '-q', '-m', 'initial');
    const store = await tempRoot('offline-usage-store-');
    const handle = await startDeclarativeRun({
      runId: 'offline-1',
      graphFile: 'offline.yml',
      runRoot: root,
      storage: { directory: store, namespace: 'test' },
      restart: { maxRestarts: 0, initialBackoffMs: 10, maxBackoffMs: 50 },
      teardownGraceMs: 500,
      heartbeatMs: 0,
      recordChanges: false,
    });
    expect(await handle.done).toMatchObject({ kind: 'complete' });

    const cli = join(repo, 'src', 'cli', 'main.ts');
    const args = [cli, 'summary', '--run-id', 'offline-1', '--markdown', '--store', store, '--namespace', 'test'];
    const { stdout } = await promisify(execFile)(process.execPath, args, { cwd: root });
    const details = stdout.slice(stdout.indexOf('| node | cache read / write |'));
    // Two calls: the primary's auth refusal (sent nothing) and the fallback's declared 120 / 40.
    expect(details).toContain('| **total** | 0 / 0 | 0.0012 USD | — | 1 / 0 |');
    expect(details).toContain('| review | 0 / 0 | 0.0012 USD | — | 1 / 0 |');
  });
});
