// End to end: a command node prints a known secret with colour codes between its characters (as
// `grep --color` or a highlighter would), in separate writes too, behind base64, and with every
// character \u-escaped. GitHub's log viewer would render it whole. The run's stored files (events,
// the attempt log artifact, live logs, checkpoints) hold no form of it a terminal would show; the
// node's stdoutTail has `***` where it was and the text around it, colour codes included.
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startDeclarativeRun } from '../../src/declarative/start.ts';
import { createLocalRunStorage } from '../../src/store/index.ts';
import { storedFiles } from '../support/decoded-views.ts';
import { filesRevealingThroughColour } from './secret-colour-check.ts';

let temp: string | undefined;
afterEach(async () => {
  if (temp !== undefined) await rm(temp, { recursive: true, force: true });
  temp = undefined;
});

const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8' });

/** A git repository holding a graph of one command node `print` that runs `node -e script`. */
async function repositoryWith(script: string): Promise<string> {
  temp = await mkdtemp(path.join(os.tmpdir(), 'secret-colour-run-'));
  const repo = path.join(temp, 'repo');
  await mkdir(repo);
  git(repo, 'init', '-q');
  git(repo, 'config', 'user.email', 'test@example.invalid');
  git(repo, 'config', 'user.name', 'Test');
  const run = `[${JSON.stringify(process.execPath)}, -e, ${JSON.stringify(script)}]`;
  await writeFile(path.join(repo, 'graph.yml'), `version: 1\nnodes:\n  print: { run: ${run}, retry-safe: true }\n`);
  git(repo, 'add', '.');
  git(repo, 'commit', '-q', '-m', 'graph');
  return repo;
}

describe('a node that prints a known secret split by colour codes', () => {
  it('completes with *** in its output; no stored file shows the secret, through the colour codes or behind base64', async () => {
    const secret = 'Zq8rT4vL2mN6pW0sXy3K';
    // Assembled at run time: the graph file (stored in the definition) must not hold it.
    const script = [
      "const s = ['Zq8rT4vL2m', 'N6pW0sXy3K'].join('');",
      "const b = Buffer.from(s).toString('base64');",
      "console.log('using token ' + s.slice(0, 10) + '\\x1b[1m' + s.slice(10) + '\\x1b[0m');",
      // The sequence itself arrives in two writes.
      "process.stdout.write('split ' + s.slice(0, 6)); process.stdout.write('\\x1b[3');",
      "process.stdout.write('2m' + s.slice(6)); process.stdout.write('\\x1b[0m done\\n');",
      "console.log('b64 ' + b.slice(0, 10) + '\\x1b[1m' + b.slice(10) + '\\x1b[0m');",
      "console.log(JSON.stringify({ k: 'x' }).replace('x', [...s].map((c) => '\\\\u00' + c.charCodeAt(0).toString(16)).join('')));",
      "console.log('\\x1b[32mok\\x1b[0m');",
    ].join(' ');
    const repo = await repositoryWith(script);
    const storage = { directory: path.join(temp!, 'store'), namespace: 'test', knownSecrets: [secret] };
    const handle = await startDeclarativeRun({
      storage,
      runId: 'colour-1',
      graphFile: 'graph.yml',
      runRoot: repo,
      heartbeatMs: 0,
      teardownGraceMs: 300,
    });
    const result = await handle.done;
    expect(result).toEqual({
      kind: 'complete',
      output: {
        print: {
          exitCode: 0,
          durationMs: expect.any(Number) as unknown,
          stdoutTail: [
            'using token ***\x1b[0m',
            'split ***\x1b[0m done',
            'b64 ***\x1b[0m',
            '{"k":"***"}',
            '\x1b[32mok\x1b[0m',
            '',
          ].join('\n'),
        },
      },
    });
    expect(await filesRevealingThroughColour(storage.directory, [secret])).toEqual([]);
    // The attempt's log artifact keeps the lines around it.
    const store = await createLocalRunStorage(storage);
    const record = (await store.readEvents('colour-1', 'graph')).events.find((e) => e.type === 'runner:node-output');
    const data = record?.data as { artifact?: { digest: string }; error?: string };
    expect(data.error).toBeUndefined();
    const lines = (await store.artifacts('colour-1').get(data.artifact as never))
      .toString('utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { t?: string })
      .flatMap((line) => (line.t === undefined ? [] : [line.t]));
    expect(lines).toEqual([
      'using token ***\x1b[0m',
      'split ***\x1b[0m done',
      'b64 ***\x1b[0m',
      '{"k":"***"}',
      '\x1b[32mok\x1b[0m',
    ]);
    // And no file holds its halves around a colour code, as the leak was first seen.
    for (const [file, bytes] of await storedFiles(storage.directory))
      expect(bytes.includes(`${secret.slice(0, 10)}\\u001b[1m${secret.slice(10)}`), file).toBe(false);
  });
});
