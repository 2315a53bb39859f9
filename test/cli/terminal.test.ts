// The CLI as a person meets it in a terminal and a shell: refusals that say what was meant, help
// that fits the window, tables cut to it, a pipe's reader going away, and the commands the CLI
// prints for the person to run next, copied through a shell as printed.
import { execFile } from 'node:child_process';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run.ts';
import { Progress } from '../../src/cli/output/progress.ts';
import {
  cli,
  cliEntry,
  cliInProcess,
  nodeBin,
  repository,
  spawnCli,
  tempDir,
  useCleanup,
  waitUntil,
} from './helpers.ts';

useCleanup();

const run = promisify(execFile);

/** A directory whose `npx` runs this checkout's CLI (`npx supervised-run ARGS` -> `node dist/cli.js ARGS`). */
async function npxShim(): Promise<string> {
  const bin = await tempDir('cli-bin-');
  const npx = path.join(bin, 'npx');
  await writeFile(
    npx,
    `#!/bin/sh\n[ "$1" = supervised-run ] || exit 127\nshift\nexec ${JSON.stringify(process.execPath)} ${JSON.stringify(cliEntry)} "$@"\n`,
  );
  await chmod(npx, 0o755);
  return bin;
}

/** A printed command line, run by a shell as a person would paste it. */
async function throughShell(command: string, cwd: string, bin: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, PATH: `${bin}:${process.env.PATH ?? ''}`, CI: 'true' };
  delete env.SUPERVISED_RUN_STORE;
  delete env.SUPERVISED_RUN_NAMESPACE;
  return run('/bin/sh', ['-c', command], { cwd, env });
}

/** An in-process CLI whose stdout is a terminal `columns` wide. */
async function onTerminal(args: string[], cwd: string, columns: number) {
  let stdout = '';
  const code = await runCli(args, {
    stdout: { write: (text: string) => (stdout += text), isTTY: true, columns },
    stderr: { write: () => true },
    env: { CI: '' },
    cwd,
  });
  return { code, stdout };
}

describe('refusals say what was meant', () => {
  it('suggests the command for a misspelt or swapped one, and --version for -v', async () => {
    const cwd = await tempDir('cli-typo-');
    expect((await cliInProcess(['stauts'], cwd)).stderr).toContain('unknown command "stauts" (did you mean status?)');
    expect((await cliInProcess(['lsit'], cwd)).stderr).toContain('(did you mean list?)');
    expect((await cliInProcess(['-v'], cwd)).stderr).toContain('(did you mean --version?)');
    expect((await cliInProcess(['launch'], cwd)).stderr).not.toContain('did you mean');
  });

  it('names what a required flag takes, and reads a bare run ID as a missing --run-id', async () => {
    const cwd = await tempDir('cli-required-');
    const missing = await cliInProcess(['status'], cwd);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toBe(
      'supervised-run status: --run-id: is required: give --run-id ID, the run (1-100 characters from A-Z a-z 0-9 . _ -); `supervised-run list` shows the runs\n',
    );
    expect((await cliInProcess(['cancel', '--run-id', 'r1'], cwd)).stderr).toContain(
      '--reason: is required: give --reason TEXT, why the run is cancelled',
    );
    const bare = await cliInProcess(['logs', 'r1'], cwd);
    expect(bare.code).toBe(2);
    expect(bare.stderr).toContain('unexpected argument "r1": logs takes flags only; did you mean --run-id r1?');
  });
});

describe('a narrow window', () => {
  it('wraps help to it (usage lines and examples stay whole to be copied)', async () => {
    const cwd = await tempDir('cli-help-width-');
    for (const args of [['--help'], ['start', '--help'], ['resume', '--help'], ['history', '--help']]) {
      const help = await cliInProcess(args, cwd, { COLUMNS: '60' });
      const long = help.stdout
        .split('\n')
        .filter((text) => text.length > 60 && !text.startsWith('Usage: ') && !text.startsWith('  supervised-run '));
      expect(long, args.join(' ')).toEqual([]);
    }
    const start = await cliInProcess(['start', '--help'], cwd, { COLUMNS: '60' });
    // Too narrow for a column of descriptions: each goes under its flag.
    expect(start.stdout).toContain('\n  --graph FILE\n      A graph file');
  });

  it('cuts the list of runs to the terminal, its figures first and what waits last', async () => {
    const repo = await repository({
      'graph.yml': `version: 1
nodes:
  a-node-whose-name-is-long-enough-to-push-a-table-out-of-a-window:
    run: [${nodeBin}, -e, "1"]
`,
    });
    const started = await cli(['start', '--graph', 'graph.yml', '--run-id', 'wide-1'], { cwd: repo });
    expect(started.code, started.stderr).toBe(0);
    // A run that cannot be read is listed with its error, a long line.
    const broken = path.join(repo, '.supervised-run/default/runs/broken-1');
    await mkdir(broken);
    await writeFile(path.join(broken, 'definition.json'), '{ not json');
    const narrow = await onTerminal(['list'], repo, 72);
    expect(narrow.code).toBe(0);
    const lines = narrow.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^RUN ID +PHASE +LAST EVENT +TOKENS +COST +WAITING$/);
    expect(lines.find((text) => text.startsWith('wide-1'))).toMatch(/^wide-1 +completed +\S+ +- +- +-$/);
    expect(lines.find((text) => text.startsWith('broken-1'))).toMatch(/^broken-1 +unreadable +- +- +- +\S.*…$/);
    for (const text of lines) expect(text.length).toBeLessThanOrEqual(72);
  });

  it('fits the redrawn status line to the terminal, and TERM=dumb gets no cursor movement', () => {
    const written: string[] = [];
    const narrow = new Progress({
      stdout: { write: (text: string) => written.push(text), isTTY: true, columns: 20 },
      stderr: { write: () => true },
      env: {},
      cwd: '/',
    });
    narrow.note('a line');
    narrow.finish();
    const drawn = written.filter((text) => text.startsWith('\r\x1b[K') && text.length > 4);
    expect(drawn.length).toBeGreaterThan(0);
    for (const text of drawn) expect(text.slice(4).length).toBeLessThan(20);

    const dumb: string[] = [];
    const plain = new Progress({
      stdout: { write: (text: string) => dumb.push(text), isTTY: true, columns: 80 },
      stderr: { write: () => true },
      env: { TERM: 'dumb' },
      cwd: '/',
    });
    plain.note('a line');
    plain.finish();
    expect(dumb.join('')).toBe('a line\n');
  });
});

describe('a reader that goes away', () => {
  it('ends `logs --follow` quietly once its stdout closes, while the run goes on', async () => {
    const control = await tempDir('cli-control-');
    const gate = (name: string) => path.join(control, name);
    // Prints a line, waits for the file `more`, prints another, waits for `done`.
    const script = `const fs = require('fs'); const after = (file, then) => fs.existsSync(file) ? then() : setTimeout(() => after(file, then), 20); console.log('first line'); after(process.argv[1], () => { console.log('second line'); after(process.argv[2], () => {}); })`;
    const repo = await repository({
      'graph.yml': `version: 1
nodes:
  chatty:
    run: [${nodeBin}, -e, ${JSON.stringify(script)}, ${JSON.stringify(gate('more'))}, ${JSON.stringify(gate('done'))}]
    retry-safe: true
`,
    });
    const driven = spawnCli(['start', '--graph', 'graph.yml', '--run-id', 'tail-1'], { cwd: repo });
    await waitUntil('the node printed', async () => driven.stdout().includes('[chatty] first line'));
    const follower = spawnCli(['logs', '--run-id', 'tail-1', '--follow'], { cwd: repo });
    // `| head -1`: the reader takes what it wants and closes the pipe.
    await new Promise<void>((resolve) => follower.child.stdout!.once('data', () => resolve()));
    follower.child.stdout!.destroy();
    // A closed pipe is seen at the next write: the node prints again.
    await writeFile(gate('more'), '');
    const ended = await follower.done;
    expect(ended).toMatchObject({ code: 0, stderr: '' });
    expect(driven.child.exitCode).toBeNull(); // the run was not disturbed
    await writeFile(gate('done'), '');
    expect((await driven.done).code).toBe(0);
  }, 60_000);
});

describe('commands printed for the person to run next', () => {
  it('work when pasted into a shell: the next page of history, and demo --keep in a temp directory with a space', async () => {
    const bin = await npxShim();
    const repo = await repository({
      'graph.yml': `version: 1
nodes:
  one: { run: [${nodeBin}, -e, "1"] }
  two: { needs: [one], run: [${nodeBin}, -e, "2"] }
`,
    });
    const store = path.join(await tempDir('cli-store-'), 'a store');
    expect(
      (await cli(['start', '--graph', 'graph.yml', '--run-id', 'paged', '--store', store], { cwd: repo })).code,
    ).toBe(0);
    const page = await cli(['history', '--run-id', 'paged', '--store', store, '--limit', '3'], { cwd: repo });
    const next = /; next: (.+)$/m.exec(page.stdout)?.[1];
    expect(next).toMatch(/^npx supervised-run history --run-id paged --limit 3 --after \S+ --store '.+a store'$/);
    const elsewhere = await tempDir('cli-elsewhere-');
    const second = await throughShell(next!, elsewhere, bin);
    const seqs = (text: string) => text.split('\n').filter((row) => /^\d\d:\d\d:\d\d\.\d{3} /.test(row));
    expect(seqs(second.stdout)).toHaveLength(3);
    expect(seqs(second.stdout)[0]).not.toBe(seqs(page.stdout)[0]);

    const tmp = path.join(await tempDir('cli-tmp-'), 'my tmp');
    await mkdir(tmp);
    const demo = await cli(['demo', '--keep'], { cwd: elsewhere, env: { TMPDIR: tmp } });
    expect(demo.code, demo.stderr).toBe(0);
    const printed = demo.stdout.split('\n').filter((text) => text.startsWith('  npx supervised-run '));
    expect(printed.map((text) => text.split(' ')[4])).toEqual(['status', 'history', 'logs', 'summary']);
    for (const command of printed) {
      // A failing command rejects; one that ran prints what it read.
      const result = await throughShell(command.trim(), elsewhere, bin);
      expect(result.stdout.length, command).toBeGreaterThan(0);
    }
  }, 120_000);
});
