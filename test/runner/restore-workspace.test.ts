// restorePausedWorkspace: a paused run's workspace rebuilt on a fresh clone from the pause
// anchor (commit + saved file content), with a real worker crash, real git repositories and a
// real store; and the refusals that say which commit is needed.
import { execFileSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resumeDeclarativeRun, startDeclarativeRun } from '../../src/declarative/start.ts';
import { pausedRunWorkspace, restorePausedWorkspace } from '../../src/runner/lifecycle/restore-workspace.ts';
import { readStoredRunLogs, VerifiedStoredRun } from '../../src/runner/status/verified-read.ts';
import { createLocalRunStorage } from '../../src/store/index.ts';
import type { RunStorage } from '../../src/store/contract.ts';

const gitEnv = { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_CONFIG_NOSYSTEM: '1' };
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, env: gitEnv, stdio: 'pipe', encoding: 'utf8' }).trim();
const node = JSON.stringify(process.execPath);

let root: string;
let repoA: string;
let store: string;
let storage: RunStorage;
const runId = 'restore-1';

async function clone(name: string, extra: string[] = []): Promise<string> {
  const target = path.join(root, name);
  git(root, 'clone', '-q', ...extra, `file://${repoA}`, target);
  git(target, 'config', 'user.name', 'Restore Test');
  git(target, 'config', 'user.email', 'restore@example.invalid');
  return realpath(target);
}

beforeAll(async () => {
  root = await realpath(await mkdtemp(path.join(os.tmpdir(), 'runner-restore-')));
  repoA = path.join(root, 'a');
  await mkdir(repoA);
  git(repoA, 'init', '-q');
  git(repoA, 'config', 'user.name', 'Restore Test');
  git(repoA, 'config', 'user.email', 'restore@example.invalid');
  git(repoA, 'config', 'commit.gpgsign', 'false');
  await writeFile(path.join(repoA, 'README.md'), 'first\n');
  // prepare edits a tracked file and adds an untracked one; publish then kills its worker mid-node.
  await writeFile(
    path.join(repoA, 'graph.yml'),
    `version: 1
nodes:
  prepare:
    run: [${node}, -e, "const fs = require('fs'); fs.appendFileSync('README.md', 'prepared\\\\n'); fs.mkdirSync('out', { recursive: true }); fs.writeFileSync('out/notes.txt', 'notes from prepare')"]
    retry-safe: true
  publish:
    needs: [prepare]
    run: [${node}, -e, "process.kill(process.ppid, 'SIGKILL'); setInterval(() => {}, 1000)"]
`,
  );
  git(repoA, 'add', '-A');
  git(repoA, 'commit', '-q', '-m', 'initial');
  store = path.join(root, 'store');
  const handle = await startDeclarativeRun({
    runId,
    graphFile: 'graph.yml',
    runRoot: repoA,
    storage: { directory: store, namespace: 'test' },
    restart: { maxRestarts: 2, initialBackoffMs: 10, maxBackoffMs: 50 },
    teardownGraceMs: 500,
    heartbeatMs: 0,
  });
  const result = await handle.done;
  expect(result).toMatchObject({ kind: 'pause', positions: ['dag/publish/1'] });
  storage = await createLocalRunStorage({ directory: store, namespace: 'test' });
});

afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

describe('restorePausedWorkspace', () => {
  it('rebuilds the paused workspace on a fresh clone: the anchor commit, the edited file and the untracked one', async () => {
    const fresh = await clone('fresh');
    expect(await readFile(path.join(fresh, 'README.md'), 'utf8')).toBe('first\n');
    const provider = await pausedRunWorkspace(storage, runId, fresh);
    const { verified, ...restored } = await restorePausedWorkspace(storage, runId, provider);
    expect(restored).toEqual({ outcome: 'restored', head: git(repoA, 'rev-parse', 'HEAD'), files: 2 });
    expect(VerifiedStoredRun.is(verified)).toBe(true);
    expect(await readFile(path.join(fresh, 'README.md'), 'utf8')).toBe('first\nprepared\n');
    expect(await readFile(path.join(fresh, 'out/notes.txt'), 'utf8')).toBe('notes from prepare');
    expect((await provider.verify((await provider.capture()).anchor)).equal).toBe(true);
    // A second call finds nothing to do.
    expect(await restorePausedWorkspace(storage, runId, provider)).toMatchObject({ outcome: 'unchanged' });
  });

  it('checks out the anchor commit when the clone is on a later commit', async () => {
    const later = await clone('later');
    await writeFile(path.join(later, 'LATER.md'), 'later\n');
    git(later, 'add', '-A');
    git(later, 'commit', '-q', '-m', 'later');
    const restored = await restorePausedWorkspace(storage, runId, await pausedRunWorkspace(storage, runId, later));
    expect(restored.outcome).toBe('restored');
    expect(git(later, 'rev-parse', 'HEAD')).toBe(git(repoA, 'rev-parse', 'HEAD'));
  });

  it('refuses with WORKSPACE_DRIFT naming the commit it needs when the clone does not have it', async () => {
    const other = path.join(root, 'other');
    await mkdir(other);
    git(other, 'init', '-q');
    git(other, 'config', 'user.name', 'Restore Test');
    git(other, 'config', 'user.email', 'restore@example.invalid');
    await writeFile(path.join(other, 'README.md'), 'unrelated\n');
    git(other, 'add', '-A');
    git(other, 'commit', '-q', '-m', 'unrelated');
    const head = git(repoA, 'rev-parse', 'HEAD');
    await expect(
      restorePausedWorkspace(storage, runId, await pausedRunWorkspace(storage, runId, other)),
    ).rejects.toMatchObject({
      code: 'WORKSPACE_DRIFT',
      message: expect.stringContaining(head),
      details: { needsCommit: head },
    });
  });

  it('refuses a checkout with its own changes rather than overwrite them', async () => {
    const dirty = await clone('dirty');
    await writeFile(path.join(dirty, 'README.md'), 'someone else\n');
    await expect(
      restorePausedWorkspace(storage, runId, await pausedRunWorkspace(storage, runId, dirty)),
    ).rejects.toMatchObject({
      code: 'WORKSPACE_DRIFT',
      message: expect.stringContaining('clean checkout'),
    });
    expect(await readFile(path.join(dirty, 'README.md'), 'utf8')).toBe('someone else\n');
  });

  it('refuses a run that is not in the store with RUN_STORAGE', async () => {
    await expect(
      restorePausedWorkspace(storage, 'missing-run', await pausedRunWorkspace(storage, 'missing-run', repoA)),
    ).rejects.toMatchObject({ code: 'RUN_STORAGE' });
  });
});

/** A copy of the paused run's store (tests that resume or alter it leave the shared one as it is). */
async function storeCopy(name: string): Promise<{ directory: string; storage: RunStorage }> {
  const directory = path.join(root, name);
  await cp(store, directory, { recursive: true });
  return { directory, storage: await createLocalRunStorage({ directory, namespace: 'test' }) };
}

/** A copy of the store and a fresh clone, the clone rebuilt from it: the rebuild's verified read and what it ran on. */
async function rebuiltCopy(name: string) {
  const copy = await storeCopy(`store-${name}`);
  const fresh = await clone(`fresh-${name}`);
  const provider = await pausedRunWorkspace(copy.storage, runId, fresh);
  const { verified } = await restorePausedWorkspace(copy.storage, runId, provider);
  return { copy, fresh, provider, verified };
}

/** Changes a record the read verified, in place and at the same length (its hash no longer holds). */
async function changeVerifiedRecord(of: RunStorage): Promise<void> {
  const graphLog = path.join(of.runDirectory(runId), 'graph.events.jsonl');
  const text = await readFile(graphLog, 'latin1');
  const at = text.indexOf('"dag/prepare/1"');
  await writeFile(graphLog, `${text.slice(0, at)}"dag/prepare/2"${text.slice(at + 15)}`, 'latin1');
}

async function recordCount(of: RunStorage): Promise<number> {
  const [runner, graph] = await Promise.all([of.readEvents(runId, 'runner'), of.readEvents(runId, 'graph')]);
  return runner.events.length + graph.events.length;
}

/** `of`, noting which logs were read from the start (a whole read) and which from a cursor. */
function noteReads(of: RunStorage): { storage: RunStorage; whole: string[]; continued: string[] } {
  const whole: string[] = [];
  const continued: string[] = [];
  const storage = Object.create(of, {
    readEvents: {
      value: (...args: Parameters<RunStorage['readEvents']>) => {
        (args[2] === undefined ? whole : continued).push(args[1]);
        return of.readEvents(...args);
      },
    },
  }) as RunStorage;
  return { storage, whole, continued };
}

const resumeOptions = (directory: string, runRoot: string) => ({
  runId,
  runRoot,
  storage: { directory, namespace: 'test' },
  position: 'dag/publish/1',
  decision: { decision: 'complete' as const, decidedBy: 'restore-test' },
  restart: { maxRestarts: 2, initialBackoffMs: 10, maxBackoffMs: 50 },
  teardownGraceMs: 500,
});

describe("the rebuild's verified read, continued by the resume", () => {
  it("continues to the logs' ends reading only what was appended since; refuses another store and changed bytes", async () => {
    const { copy, verified } = await rebuiltCopy('continued');
    const continued = await verified.continueIn(copy.storage, runId);
    // Nothing was appended: the continuation read no record (the whole read folded them all).
    expect(continued?.folded).toBe(0);
    expect(continued?.runner.settled).not.toBeNull();
    // The same run in another store (the shared original, byte for byte the same) is read afresh.
    expect(await verified.continueIn(storage, runId)).toBeUndefined();
    // A record the read verified, changed in place: the bytes no longer hash as verified.
    await changeVerifiedRecord(copy.storage);
    expect(await verified.continueIn(copy.storage, runId)).toBeUndefined();
  });

  it('a resume given it completes the run; continued afterwards, it reads only what the resume appended', async () => {
    const { copy, fresh, provider, verified } = await rebuiltCopy('resumed');
    const before = await recordCount(copy.storage);
    const handle = await resumeDeclarativeRun({
      ...resumeOptions(copy.directory, fresh),
      workspace: provider,
      verified,
    });
    expect(await handle.done).toMatchObject({ kind: 'complete' });
    // Continued again, it reads just the records the resumed session appended.
    const appended = (await recordCount(copy.storage)) - before;
    expect(appended).toBeGreaterThan(0);
    expect((await verified.continueIn(copy.storage, runId))?.folded).toBe(appended);
  });

  it('a record changed after it was made is still caught: the resume reads the logs whole and refuses RUN_STORAGE', async () => {
    const { copy, fresh, provider, verified } = await rebuiltCopy('tampered');
    await changeVerifiedRecord(copy.storage);
    await expect(
      resumeDeclarativeRun({ ...resumeOptions(copy.directory, fresh), workspace: provider, verified }),
    ).rejects.toMatchObject({ code: 'RUN_STORAGE' });
  });

  it('a resume refuses anything else as `verified` with INVALID_OPTIONS, even an object of its class', async () => {
    const copy = await storeCopy('store-forged');
    // instanceof holds for it; only a read of the runner's own carries the fold.
    const forged = Object.create(VerifiedStoredRun.prototype) as VerifiedStoredRun;
    expect(forged).toBeInstanceOf(VerifiedStoredRun);
    await expect(
      resumeDeclarativeRun({ ...resumeOptions(copy.directory, repoA), verified: forged }),
    ).rejects.toMatchObject({ code: 'INVALID_OPTIONS', message: expect.stringContaining('options.verified') });
  });

  it('a rebuild given the read of a whole-log reader (readStoredRunLogs, fold) continues it: no log is read whole again', async () => {
    const copy = await storeCopy('store-report-read');
    const logs = await readStoredRunLogs(copy.storage, runId, { fold: true });
    expect(logs.graph.digest).toMatch(/^[0-9a-f]{64}$/);
    const fresh = await clone('fresh-report-read');
    const reads = noteReads(copy.storage);
    const rebuilt = await restorePausedWorkspace(
      reads.storage,
      runId,
      await pausedRunWorkspace(copy.storage, runId, fresh),
      { verified: logs.verified! },
    );
    expect(rebuilt).toMatchObject({ outcome: 'restored', verified: logs.verified });
    expect(reads.whole).toEqual([]);
    expect(reads.continued.sort()).toEqual(['graph', 'runner']);
    // Without it, the rebuild reads both logs whole (what the Action's rebuild did before).
    const again = noteReads(copy.storage);
    await restorePausedWorkspace(again.storage, runId, await pausedRunWorkspace(copy.storage, runId, fresh));
    expect(again.whole.sort()).toEqual(['graph', 'runner']);
    // And the resume, given the same read, completes the run.
    const handle = await resumeDeclarativeRun({
      ...resumeOptions(copy.directory, fresh),
      workspace: await pausedRunWorkspace(copy.storage, runId, fresh),
      verified: rebuilt.verified,
    });
    expect(await handle.done).toMatchObject({ kind: 'complete' });
  });

  it('readStoredRunLogs keeps no read when not asked, or when the fold fails; the logs are read either way', async () => {
    const copy = await storeCopy('store-no-fold');
    const plain = await readStoredRunLogs(copy.storage, runId, { fold: false });
    expect(plain.verified).toBeUndefined();
    expect(plain.runner.events.length).toBeGreaterThan(0);
    // The definition gone: no fold, so no read to hand on (a later whole read reports it).
    await rm(path.join(copy.storage.runDirectory(runId), 'definition.json'));
    const unfolded = await readStoredRunLogs(copy.storage, runId, { fold: true });
    expect(unfolded.verified).toBeUndefined();
    expect(unfolded.graph.events.length).toBe(plain.graph.events.length);
  });

  it('a rebuild refuses anything else as `verified` with INVALID_OPTIONS before it reads or changes anything', async () => {
    const copy = await storeCopy('store-forged-rebuild');
    const fresh = await clone('fresh-forged-rebuild');
    const forged = Object.create(VerifiedStoredRun.prototype) as VerifiedStoredRun;
    const reads = noteReads(copy.storage);
    await expect(
      restorePausedWorkspace(reads.storage, runId, await pausedRunWorkspace(copy.storage, runId, fresh), {
        verified: forged,
      }),
    ).rejects.toMatchObject({ code: 'INVALID_OPTIONS', message: expect.stringContaining('options.verified') });
    expect([...reads.whole, ...reads.continued]).toEqual([]);
  });
});
