// Node output through the BUILT action (dist/), run as the GitHub runner runs it against the Actions
// emulator: what nodes print appears in the job log as it happens, prefixed by node, and can never
// act as a workflow command (no annotation, mask or output); the job summary shows what a failed
// node and a crashed (reconcile) attempt printed, and the `logs` output points at the full logs.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  distDirectory,
  inputEnv,
  runStep,
  startEmulatorProcess,
  type EmulatorProcess,
} from './support/runner-emulation.ts';
import { processWorkflowCommands } from '../support/workflow-commands.ts';

const gitEnv = { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_CONFIG_NOSYSTEM: '1' };
const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, env: gitEnv, stdio: 'pipe' });

let emulator: EmulatorProcess;
let root: string;

beforeAll(async () => {
  for (const file of ['index.js', 'worker.js']) {
    if (!existsSync(path.join(distDirectory, file)))
      throw new Error(`dist/${file} is missing: run npm run build first (this test runs the built action)`);
  }
  root = await realpath(await mkdtemp(path.join(os.tmpdir(), 'action-output-')));
  emulator = await startEmulatorProcess();
});

afterAll(async () => {
  await emulator?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

// Every way a line could try to talk to the runner, each marked "pwned".
const hostile = [
  '::error::pwned annotation',
  '::warning file=a.ts,line=1::pwned warning',
  '::notice::pwned notice',
  '::add-mask::pwned-mask-value',
  '::set-output name=pwned::1',
  '::stop-commands::guessed',
  '::error::pwned after a stop of its own',
  '::guessed::',
  '::error::pwned after resuming it',
  '##[error]pwned old-style',
  '##[set-output name=pwned2;]1',
  '   ::error::pwned indented',
  'ok\r::error::pwned after a carriage return',
];

const evil = `for (const line of ${JSON.stringify(hostile)}) console.log(line); console.error('<b>boom</b> & done'); process.exit(2)`;
/** Prints, waits until its lines are in the store's live log (so the crash cannot race the flush), then kills its worker. */
const publish = (logs: string) =>
  `const fs = require('fs'); console.log('publishing v1.2.3'); console.log('uploaded 3 of 3 files'); const file = ${JSON.stringify(logs)} + '/' + process.env.OBVERSA_ATTEMPT_ID + '.head.jsonl'; const t = setInterval(() => { if (fs.existsSync(file) && fs.readFileSync(file, 'utf8').includes('uploaded 3 of 3')) { clearInterval(t); process.kill(process.ppid, 'SIGKILL'); } }, 20); setInterval(() => {}, 1000)`;

describe('node output through the built action', () => {
  it('streams node lines without letting any act as a workflow command, and shows them where a person decides', async () => {
    const workspace = path.join(root, 'ws');
    await mkdir(workspace, { recursive: true });
    git(workspace, 'init', '-q', '-b', 'main');
    git(workspace, 'config', 'user.name', 'E2E');
    git(workspace, 'config', 'user.email', 'e2e@example.invalid');
    git(workspace, 'config', 'commit.gpgsign', 'false');
    const node = JSON.stringify(process.execPath);
    const temp = path.join(root, 'temp');
    const liveLogs = path.join(temp, 'supervised-run', 'default', 'runs', 'output-1', 'logs');
    await writeFile(
      path.join(workspace, 'graph.yml'),
      `version: 1
nodes:
  evil: { run: [${node}, -e, ${JSON.stringify(evil)}], retry-safe: true, optional: true }
  publish: { needs: [], run: [${node}, -e, ${JSON.stringify(publish(liveLogs))}] }
`,
    );
    git(workspace, 'add', '-A');
    git(workspace, 'commit', '-q', '-m', 'initial');
    await mkdir(temp, { recursive: true });
    const env = {
      ...(await emulator.jobEnv({ githubRunId: 7001, attempt: 1, job: 'output' })),
      RUNNER_TEMP: temp,
      GITHUB_WORKFLOW_REF: 'o/r/.github/workflows/supervised-run.yml@refs/heads/main',
      GITHUB_REF: 'refs/heads/main',
      GITHUB_REF_NAME: 'main',
      GITHUB_REF_TYPE: 'branch',
      GITHUB_ACTOR: 'octocat',
    };
    const main = await runStep({
      script: 'main',
      workspace,
      filesDirectory: path.join(root, 'main'),
      env: {
        ...env,
        ...inputEnv({
          'run-id': 'output-1',
          graph: 'graph.yml',
          'initial-backoff': '100ms',
          'teardown-grace': '1s',
          heartbeat: '0',
        }),
      },
    });
    expect(main.exitCode, main.stdout + main.stderr).toBe(0);
    expect(main.outputs).toMatchObject({ result: 'pause', positions: '["dag/publish/1"]' });

    // The cache and artifact clients' lines are folded into groups headed by what the job does,
    // and no node line ever falls into one (groups hold only work no run goes on beside).
    const groups: Array<{ title: string; lines: string[] }> = [];
    for (const line of main.stdout.split('\n')) {
      if (line.startsWith('::group::')) groups.push({ title: line.slice('::group::'.length), lines: [] });
      else if (line === '::endgroup::') groups.push({ title: '', lines: [] });
      else groups.at(-1)?.lines.push(line);
    }
    const opened = groups.filter((group) => group.title !== '');
    expect(opened.map((group) => group.title)).toEqual([
      'mode auto, run output-1: restoring the store (cache prefix supervised-run/default/output-1/)',
      'claiming session 1 of run output-1',
      'saving the store of run output-1',
    ]);
    expect(opened.flatMap((group) => group.lines).filter((line) => /^\[(evil|publish)/.test(line))).toEqual([]);
    expect(opened[2]!.lines).toContainEqual(
      expect.stringMatching(/^Artifact supervised-run\+default\+output-1\+1 successfully finalized/),
    );
    // The watchdog's restart after the crash says when it comes, as the CLI's progress does.
    expect(main.stdout).toMatch(/^  watchdog: restart 1 in \d+ ms$/m);
    const processed = processWorkflowCommands(main.stdout);
    // Shown, prefixed by node, as plain text of the log...
    for (const line of hostile.slice(0, 12)) expect(processed.text).toContain(`[evil] ${line}`);
    expect(processed.text).toContain('[evil] ok\\r::error::pwned after a carriage return');
    expect(processed.text).toContain('[evil:err] <b>boom</b> & done');
    expect(processed.text).toContain('[publish] publishing v1.2.3');
    // ...and never a command: no annotation, mask or output from any of it.
    expect(processed.annotations.filter((a) => a.message.includes('pwned'))).toEqual([]);
    expect(processed.masks.filter((m) => m.includes('pwned'))).toEqual([]);
    expect(Object.keys(processed.outputs)).toEqual([]);
    expect(Object.keys(main.outputs).filter((name) => name.includes('pwned'))).toEqual([]);

    // The summary shows, for the failed node and the reconcile request, what the attempt printed.
    expect(main.summary).toContain('### What the attempts printed (2)');
    expect(main.summary).toMatch(/dag&#47;publish&#47;1|dag\/publish\/1/);
    expect(main.summary).toContain('its worker died before an outcome was recorded');
    expect(main.summary).toMatch(/ran [0-9.]+ ?m?s before the crash/);
    expect(main.summary).toContain('[out] uploaded 3 of 3 files');
    expect(main.summary).toContain('[err] &#60;b&#62;boom&#60;/b&#62; &#38; done');
    expect(main.summary).not.toContain('<b>boom');
    expect(main.summary).toMatch(/<details><summary>All 2 lines<\/summary>\n\n<pre><code>/);

    // The outputs point at the full logs: store file, its place in the store artifact, the command.
    const logs = JSON.parse(main.outputs.logs!) as Array<Record<string, unknown>>;
    expect(logs.map((entry) => [entry.position, entry.outcome])).toEqual(
      expect.arrayContaining([
        ['dag/evil/1', 'failed'],
        ['dag/publish/1', 'crashed'],
      ]),
    );
    const evilLog = logs.find((entry) => entry.position === 'dag/evil/1')!;
    expect(evilLog.artifact).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(evilLog.command).toBe('npx supervised-run logs --run-id output-1 --position dag/evil/1');
    const kept = await readFile(path.join(temp, 'supervised-run', evilLog.storePath as string), 'utf8');
    expect(kept).toContain('pwned annotation');
    expect(evilLog.artifactPath).toBe((evilLog.storePath as string).split('/').slice(3).join('/'));

    // A person follows the summary on their machine: download the store artifact as `gh run
    // download` does (list the run's artifacts by name, fetch the zip, unpack it into -D), then run
    // the command beside it there.
    const artifactName = 'supervised-run+default+output-1+1';
    const into = '.supervised-run/default/runs/output-1';
    const repository = 'obversa/supervised-run-test';
    const repo = `github.localhost/${repository}`; // the emulator's GITHUB_SERVER_URL is https://github.localhost
    expect(evilLog.download).toBe(`gh run download 7001 --repo ${repo} -n ${artifactName} -D ${into}`);
    // The summary breaks a long command over continuation lines: joined, it is the same command.
    expect(main.summary.replaceAll(' \\\n  ', ' ')).toContain(`gh run download 7001 --repo ${repo} -n ${artifactName}`);
    // Once, above the two attempts' logs: each attempt's own command only prints its log.
    expect(main.summary.split('gh run download').length - 1).toBe(1);
    expect(main.summary).toContain('download the store artifact into its store once:');
    const machine = path.join(root, 'laptop');
    await mkdir(path.join(machine, into), { recursive: true });
    const jobEnv: Record<string, string | undefined> = env;
    expect(jobEnv.GITHUB_REPOSITORY).toBe(repository);
    const api = `${jobEnv.GITHUB_API_URL}/repos/${repository}/actions`;
    const headers = { authorization: 'token person' };
    const listed = (await (
      await fetch(`${api}/runs/7001/artifacts?name=${encodeURIComponent(artifactName)}`, { headers })
    ).json()) as {
      artifacts: Array<{ archive_download_url: string }>;
    };
    const zip = await fetch(listed.artifacts[0]!.archive_download_url, { headers });
    await writeFile(path.join(root, 'store.zip'), Buffer.from(await zip.arrayBuffer()));
    execFileSync('unzip', ['-q', path.join(root, 'store.zip'), '-d', path.join(machine, into)]);
    const personEnv = { ...process.env };
    delete personEnv.GITHUB_ACTIONS;
    const printed = execFileSync(
      process.execPath,
      [path.join(distDirectory, 'cli.js'), ...(evilLog.command as string).split(' ').slice(2)],
      { cwd: machine, env: personEnv, encoding: 'utf8' },
    );
    expect(printed).toContain('[out] ::error::pwned annotation');
    expect(printed).toContain('[err] <b>boom</b> & done');
  });
});
