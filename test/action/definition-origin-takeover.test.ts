// A takeover (a killed job's run) and a reopen (retry-failed) have no pause snapshot: their stored
// definition is checked against the graph file in the checkout, or at a commit the run's log
// records it ran at (its start's HEAD). A genuine run whose graph file changed in a later commit
// then resumes and runs its own definition, while a planted definition is still refused. Jobs run
// in this process over the emulator on real clones; the killed job is a child process running the
// Action from source, SIGKILLed by its own node after the write-ahead save.
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, promises as fs } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Cancellation } from '../../src/action/cancellation.ts';
import { canonicalJson, digestJson, type JsonValue } from '../../src/store/index.ts';
import { markedProcesses } from '../support/processes.ts';
import { waitUntil } from '../support/wait.ts';
import { enterJob } from './support/jobs.ts';
import { inProcessWorld } from './support/in-process-jobs.ts';
import { recordingIO } from './support/recording-io.ts';

const world = inProcessWorld('definition-origin-takeover');
let githubRunId = 900;
const repoRoot = path.resolve(import.meta.dirname, '../..');

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, stdio: 'pipe', encoding: 'utf8' }).trim();

const nodeCommand = (script: string, ...args: string[]) =>
  `[${[process.execPath, '-e', script, ...args].map((part) => JSON.stringify(part)).join(', ')}]`;

/** Writes `marker` (the definition's own effect), once `gate` exists (a failure before). */
function failingUntil(gate: string, marker: string): string {
  const script = `const fs = require('fs'); if (!fs.existsSync(process.argv[1])) process.exit(3); fs.writeFileSync(process.argv[2], 'ran')`;
  return `version: 1
nodes:
  work:
    run: ${nodeCommand(script, gate, marker)}
`;
}

/**
 * `stage` (not retry-safe) kills its job (the pid in `pidFile`) and its worker, as a lost job would
 * be, when `pidFile` exists; `publish` writes `marker`.
 */
function killedAtStage(pidFile: string, marker: string): string {
  const kill = `const fs = require('fs'); if (fs.existsSync(process.argv[1])) { process.kill(Number(fs.readFileSync(process.argv[1], 'utf8')), 'SIGKILL'); process.kill(process.ppid, 'SIGKILL'); }`;
  const write = `require('fs').writeFileSync(process.argv[1], 'ran')`;
  return `version: 1
nodes:
  stage:
    run: ${nodeCommand(kill, pidFile)}
  publish:
    needs: [stage]
    retry-safe: true
    run: ${nodeCommand(write, marker)}
`;
}

/** A repository with the graph committed (and the store ignored); returns its path. */
async function origin(name: string, graph: string): Promise<string> {
  const dir = path.join(world.root, 'origins', name);
  await fs.mkdir(dir, { recursive: true });
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'config', 'user.name', 'T');
  git(dir, 'config', 'user.email', 't@example.invalid');
  git(dir, 'config', 'commit.gpgsign', 'false');
  await fs.writeFile(path.join(dir, '.gitignore'), '.store/\n');
  await fs.writeFile(path.join(dir, 'graph.yml'), graph);
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'graph');
  return dir;
}

async function commitGraph(dir: string, graph: string): Promise<void> {
  await fs.writeFile(path.join(dir, 'graph.yml'), graph);
  git(dir, 'commit', '-q', '-am', 'graph changed');
}

/** A job of its own workflow run on a clone of `from`: its workspace and step environment. */
async function enterJobOn(name: string, from: string, runId: string, inputs: Record<string, string>) {
  githubRunId += 1;
  const job = await enterJob(world.emulator, world.root, { name, githubRunId });
  git(job.workspace, 'clone', '-q', from, '.');
  const env: Record<string, string | undefined> = {
    ...process.env,
    'INPUT_RUN-ID': runId,
    INPUT_GRAPH: 'graph.yml',
    'INPUT_RECORD-CHANGES': 'false',
    'INPUT_INITIAL-BACKOFF': '50ms',
    'INPUT_TEARDOWN-GRACE': '500ms',
    INPUT_HEARTBEAT: '0',
    'INPUT_STORAGE-PATH': '.store',
    GITHUB_JOB: name,
    GITHUB_ACTOR: 'octocat',
  };
  for (const [input, value] of Object.entries(inputs)) env[`INPUT_${input.toUpperCase()}`] = value;
  return { job, env };
}

/** One job run in this process. */
async function runJobOn(name: string, from: string, runId: string, inputs: Record<string, string> = {}) {
  const { job, env } = await enterJobOn(name, from, runId, inputs);
  const { runJob } = await import('../../src/action/run-job.ts');
  const io = recordingIO();
  const outcome = await runJob({ env, cwd: job.workspace, io, cancellation: new Cancellation() });
  return { io, outcome };
}

/** A job (the Action from source, in a child process) that its node kills after the write-ahead save. */
async function killedJobOn(name: string, from: string, runId: string, pidFile: string): Promise<void> {
  const { job, env } = await enterJobOn(name, from, runId, {});
  const script = path.join(world.root, `${name}.mts`);
  const source = (file: string) => JSON.stringify(path.join(repoRoot, file));
  await fs.writeFile(
    script,
    `import { writeFileSync } from 'node:fs';
import { Cancellation } from ${source('src/action/cancellation.ts')};
import { runJob } from ${source('src/action/run-job.ts')};
import { recordingIO } from ${source('test/action/support/recording-io.ts')};
writeFileSync(${JSON.stringify(pidFile)}, String(process.pid));
await runJob({ env: process.env, cwd: process.cwd(), io: recordingIO(), cancellation: new Cancellation() });
`,
  );
  const child = spawn(process.execPath, [script], { cwd: job.workspace, env, stdio: 'ignore' });
  const [code, signal] = (await once(child, 'exit')) as [number | null, string | null];
  expect({ code, signal }).toEqual({ code: null, signal: 'SIGKILL' });
  await waitUntil('the worker and its node to be gone', async () => markedProcesses(runId).length === 0);
}

/** Rewrites the newest cache entry of the run as a forger would: its definition, re-hashed. */
async function plantDefinition(runId: string, edit: (definition: string) => string): Promise<void> {
  const entries = (await world.emulator.cacheEntries()).filter(
    (entry) => entry.finalized && entry.key.startsWith(`supervised-run/default/${runId}/`),
  );
  const key = entries.at(-1)!.key;
  const craft = path.join(world.root, `craft-${runId}`);
  await fs.mkdir(craft, { recursive: true });
  const archive = path.join(world.root, `${runId}.tar.zst`);
  await fs.writeFile(archive, (await world.emulator.cacheArchive(key))!);
  execFileSync('tar', ['--zstd', '-xf', archive, '-C', craft]);
  const file = path.join(
    craft,
    (await fs.readdir(craft, { recursive: true })).find((name) =>
      name.endsWith(path.join('runs', runId, 'definition.json')),
    )!,
  );
  const stored = JSON.parse(await fs.readFile(file, 'utf8')) as { definition: JsonValue };
  const definition = JSON.parse(edit(JSON.stringify(stored.definition))) as JsonValue;
  await fs.writeFile(file, `${canonicalJson({ schemaVersion: 1, digest: digestJson(definition), definition })}\n`);
  execFileSync('tar', ['--zstd', '-cf', archive, '-C', craft, ...(await fs.readdir(craft))]);
  await world.emulator.replaceCacheArchive(key, await fs.readFile(archive));
  await fs.rm(craft, { recursive: true, force: true });
  await fs.rm(archive, { force: true });
}

const untrusted = (runId: string, startCommit: string) =>
  new RegExp(
    `^STORE_UNTRUSTED: the restored store of run ${runId} holds a definition the repository does not give: it is not what graph\\.yml compiles to \\(in this checkout: host differ \\(nodes "\\w+"\\); at commit ${startCommit} \\(recorded by the run\\): host differ \\(nodes "\\w+"\\)\\)\\..*nothing was run or recorded`,
  );

describe('a takeover or reopen checks the restored definition at the commits the run recorded', () => {
  it('reopens a failed run (retry-failed) whose graph file changed in a later commit, and runs its own definition', async () => {
    const gate = path.join(world.root, 'reopen-gate');
    const before = path.join(world.root, 'reopen-before');
    const after = path.join(world.root, 'reopen-after');
    const repo = await origin('reopen', failingUntil(gate, before));
    const first = await runJobOn('reopen-1', repo, 'reopen-changed');
    expect(first.io.outputs.result, first.io.failed).toBe('fail');
    await commitGraph(repo, failingUntil(gate, after));
    await fs.writeFile(gate, '');

    const reopened = await runJobOn('reopen-2', repo, 'reopen-changed', { 'retry-failed': 'true' });
    expect(reopened.io.failed).toBeUndefined();
    expect(reopened.io.outputs.result).toBe('complete');
    expect(existsSync(before)).toBe(true);
    expect(existsSync(after)).toBe(false);
  });

  it('refuses a reopen of a planted definition, naming the commit the run recorded', async () => {
    const gate = path.join(world.root, 'reopen-forged-gate');
    const genuine = path.join(world.root, 'reopen-forged-genuine');
    const forged = path.join(world.root, 'reopen-forged-forged');
    const repo = await origin('reopen-forged', failingUntil(gate, genuine));
    const startCommit = git(repo, 'rev-parse', 'HEAD');
    const first = await runJobOn('reopen-forged-1', repo, 'reopen-forged');
    expect(first.io.outputs.result, first.io.failed).toBe('fail');
    await commitGraph(repo, failingUntil(gate, `${genuine}-later`));
    await fs.writeFile(gate, '');

    await plantDefinition('reopen-forged', (text) => text.split(genuine).join(forged));
    const reopened = await runJobOn('reopen-forged-2', repo, 'reopen-forged', { 'retry-failed': 'true' });
    expect(reopened.io.failed).toMatch(untrusted('reopen-forged', startCommit));
    expect(existsSync(forged)).toBe(false);
    expect(existsSync(genuine)).toBe(false);
  });

  it('takes over a killed run whose graph file changed in a later commit, and its own definition goes on', async () => {
    const pidFile = path.join(world.root, 'takeover-pid');
    const before = path.join(world.root, 'takeover-before');
    const after = path.join(world.root, 'takeover-after');
    const runId = 'takeover-changed';
    const repo = await origin('takeover', killedAtStage(pidFile, before));
    await killedJobOn('takeover-1', repo, runId, pidFile);
    await fs.rm(pidFile);
    await commitGraph(repo, killedAtStage(pidFile, after));

    // The stage was in flight when its job died, and is not retry-safe: the takeover asks a person.
    const taken = await runJobOn('takeover-2', repo, runId, { takeover: 'true' });
    expect(taken.io.failed).toBeUndefined();
    expect(taken.io.outputs).toMatchObject({ result: 'pause', positions: '["dag/stage/1"]' });
    // Its pause snapshot is at the later commit: the run's start commit vouches for the definition.
    const answered = await runJobOn('takeover-3', repo, runId, { position: 'dag/stage/1', decision: 'complete' });
    expect(answered.io.failed).toBeUndefined();
    expect(answered.io.outputs.result).toBe('complete');
    expect(existsSync(before)).toBe(true);
    expect(existsSync(after)).toBe(false);
  });

  it('refuses a takeover of a planted definition, naming the commit the run recorded', async () => {
    const pidFile = path.join(world.root, 'takeover-forged-pid');
    const genuine = path.join(world.root, 'takeover-forged-genuine');
    const forged = path.join(world.root, 'takeover-forged-forged');
    const runId = 'takeover-forged';
    const repo = await origin('takeover-forged', killedAtStage(pidFile, genuine));
    const startCommit = git(repo, 'rev-parse', 'HEAD');
    await killedJobOn('takeover-forged-1', repo, runId, pidFile);
    await fs.rm(pidFile);
    await commitGraph(repo, killedAtStage(pidFile, `${genuine}-later`));

    await plantDefinition(runId, (text) => text.split(genuine).join(forged));
    const taken = await runJobOn('takeover-forged-2', repo, runId, { takeover: 'true' });
    expect(taken.io.failed).toMatch(untrusted(runId, startCommit));
    expect(existsSync(forged)).toBe(false);
    expect(existsSync(genuine)).toBe(false);
  });
});
