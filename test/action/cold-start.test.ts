// What the built Action does before it can say anything. It uses V8's compile cache in the
// directory the runner's workers keep in the temp directory (dist/compile-cache.js, written by
// scripts/build.ts): a later start (the post step, the next job on a self-hosted runner) loads the
// chunks from it. It does not create it (a first start on a new runner is faster without), and a
// directory it cannot use, or that another user could write, leaves it off: the step does exactly
// the same. And the post step of a job whose main step saved loads nothing but its own chunk.
// Node's compile-cache debug lines (NODE_DEBUG_NATIVE=COMPILE_CACHE, on stderr) name each module
// it compiles after the cache is on: every chunk of dist/ the step loads.
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inputEnv, runStep, startStep, type StepResult } from './support/runner-emulation.ts';

let root: string;
let round = 0;
/** The directory the runner gives its workers too (src/runner/watchdog/compile-cache.ts). */
const cacheName = `supervised-run-compile-cache-${process.getuid?.() ?? 'user'}`;

beforeAll(async () => {
  root = await fs.realpath(await fs.mkdtemp(path.join(os.tmpdir(), 'action-cold-start-')));
});

afterAll(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

/** The main step (with `state`: the post step) in mode status on an empty store, with TMPDIR as given. */
async function statusStep(
  tmpdir: string,
  state?: Record<string, string>,
  env: Record<string, string> = {},
): Promise<StepResult> {
  round += 1;
  const workspace = path.join(root, `ws-${round}`);
  const runnerTemp = path.join(root, `runner-temp-${round}`);
  await fs.mkdir(workspace);
  await fs.mkdir(runnerTemp);
  return runStep({
    script: state === undefined ? 'main' : 'post',
    ...(state === undefined ? {} : { state }),
    workspace,
    filesDirectory: path.join(root, `files-${round}`),
    env: {
      ...inputEnv({ 'run-id': 'compile-cache', mode: 'status', persist: 'none', 'storage-path': 'store' }),
      RUNNER_TEMP: runnerTemp,
      TMPDIR: tmpdir,
      // Node says on stderr what its compile cache does (directory, entries read and accepted).
      NODE_DEBUG_NATIVE: 'COMPILE_CACHE',
      ...env,
    },
  });
}

async function cachedFiles(directory: string): Promise<string[]> {
  const entries = await fs.readdir(directory, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

function expectStatusReport(step: StepResult): void {
  expect(step.exitCode, step.stderr).toBe(0);
  expect(step.stdout).toContain('mode status: report');
  expect(step.outputs.result).toBe('none');
}

/** The chunks of dist/ a step compiled (or read from the compile cache), by file name. */
function chunksLoaded(step: StepResult): string[] {
  return [...new Set([...step.stderr.matchAll(/for ESM file:\S+\/dist\/(\d+\.index\.js)/g)].map((match) => match[1]!))];
}

/** A temp directory, with the compile cache directory in it (as the first worker leaves it) unless `bare`. */
async function newTemp(name: string, bare = false): Promise<string> {
  const directory = path.join(root, name);
  await fs.mkdir(directory);
  if (!bare) await fs.mkdir(path.join(directory, cacheName), { mode: 0o700 });
  return directory;
}

describe('the compile cache of the built Action', () => {
  it('is written by the first start and accepted by the next, which gives the same outputs', async () => {
    const tmpdir = await newTemp('tmp-shared');
    const first = await statusStep(tmpdir);
    expectStatusReport(first);
    const cache = path.join(tmpdir, cacheName);
    expect((await cachedFiles(cache)).length).toBeGreaterThan(0);
    expect((await fs.stat(cache)).mode & 0o777).toBe(0o700);
    expect(first.stderr).not.toContain('was accepted');
    const second = await statusStep(tmpdir);
    expectStatusReport(second);
    expect(second.stderr).toMatch(/V8 code cache for ESM \S+\/dist\/\d+\.index\.js was accepted/);
    expect(second.outputs).toEqual(first.outputs);
  });

  it('is not created by a first start on a new runner', async () => {
    const tmpdir = await newTemp('tmp-new', true);
    const step = await statusStep(tmpdir);
    expectStatusReport(step);
    expect(step.stderr).not.toContain('[compile cache]');
    expect(await fs.readdir(tmpdir)).toEqual([]);
  });

  it('is off, harmlessly, when the temp directory is a file', async () => {
    const notADirectory = path.join(root, 'tmp-file');
    await fs.writeFile(notADirectory, '');
    const step = await statusStep(notADirectory);
    expectStatusReport(step);
    expect(step.stderr).not.toContain('[compile cache]');
  });

  it('is not used in a cache directory others may write', async () => {
    const tmpdir = await newTemp('tmp-open');
    const cache = path.join(tmpdir, cacheName);
    await fs.chmod(cache, 0o777);
    const step = await statusStep(tmpdir);
    expectStatusReport(step);
    expect(step.stderr).not.toContain('[compile cache]');
    expect(await cachedFiles(cache)).toEqual([]);
  });
});

describe('zod in the main step', () => {
  it('compiles no fast path with new Function: the step configures zod jitless before it builds a schema', async () => {
    // Counts every function the process constructs from a string (zod's fast paths are such functions).
    const counter = path.join(root, 'count-new-function.mjs');
    await fs.writeFile(
      counter,
      [
        'let made = 0;',
        'globalThis.Function = new Proxy(Function, { construct(target, args) { made += 1; return Reflect.construct(target, args); } });',
        "process.on('exit', () => process.stderr.write(`functions from strings: ${made}\\n`));",
        '',
      ].join('\n'),
    );
    const step = await statusStep(await newTemp('tmp-jitless', true), undefined, {
      NODE_OPTIONS: `--import=${pathToFileURL(counter).href}`,
    });
    expectStatusReport(step);
    expect(step.stderr).toContain('functions from strings: 0');
  });
});

describe('the post step', () => {
  it('after a main step that saved, says so and loads only its own chunk (not the inputs, store or report layers)', async () => {
    const tmpdir = await newTemp('tmp-post');
    const main = await statusStep(tmpdir);
    expectStatusReport(main);
    const state = {
      ...main.state,
      'supervised-run-pending': '1',
      'supervised-run-saved': 'supervised-run/default/x/1-1',
    };
    const post = await statusStep(tmpdir, state);
    expect(post.exitCode, post.stderr).toBe(0);
    expect(post.stdout).toContain('the main step saved the store');
    const mainChunks = chunksLoaded(main);
    const postChunks = chunksLoaded(post);
    // The entry chunk (which picks main or post from the state) and the post step's own.
    expect(postChunks).toHaveLength(2);
    expect(mainChunks.length).toBeGreaterThan(postChunks.length + 1);
    expect(mainChunks).toContain(postChunks[0]);
  });
});

describe('the end of a step', () => {
  // A handle left open (a keep-alive socket of a client, a timer of host code) must not keep a
  // finished step alive: the step exits when its work is done, with the exit code it set.
  const openHandle = `--import=data:text/javascript,${encodeURIComponent('setInterval(() => {}, 60_000);')}`;

  async function stepWithOpenHandle(inputs: Record<string, string>, state?: Record<string, string>) {
    round += 1;
    const workspace = path.join(root, `ws-${round}`);
    await fs.mkdir(workspace);
    const step = await startStep({
      script: state === undefined ? 'main' : 'post',
      ...(state === undefined ? {} : { state }),
      workspace,
      filesDirectory: path.join(root, `files-${round}`),
      env: { ...inputEnv(inputs), RUNNER_TEMP: workspace, NODE_OPTIONS: openHandle },
    });
    // Bounded: a step that does not end is stopped, and the test fails on its signal.
    const timer = setTimeout(() => step.child.kill('SIGKILL'), 20_000);
    try {
      return await step.done;
    } finally {
      clearTimeout(timer);
    }
  }

  it('main exits when its work is done, with the code it set, even with a handle left open', async () => {
    const status = { 'run-id': 'ends', mode: 'status', persist: 'none', 'storage-path': 'store' };
    const done = await stepWithOpenHandle(status);
    expect(done.signal, done.stderr).toBeNull();
    expectStatusReport(done);
    const failed = await stepWithOpenHandle({ ...status, mode: 'sideways' });
    expect(failed.signal, failed.stderr).toBeNull();
    expect(failed.exitCode).toBe(1);
    expect(failed.stdout).toContain('::error::');
  });

  it('post exits when its work is done, even with a handle left open', async () => {
    const done = await stepWithOpenHandle(
      { 'run-id': 'ends', mode: 'status', persist: 'none', 'storage-path': 'store' },
      { 'supervised-run-post': '1', 'supervised-run-pending': '1', 'supervised-run-saved': 'k' },
    );
    expect(done.signal, done.stderr).toBeNull();
    expect(done.exitCode).toBe(0);
    expect(done.stdout).toContain('the main step saved the store');
  });
});
