// What the built Action does before it can say anything. It keeps V8's compile cache in RUNNER_TEMP
// (dist/compile-cache.js, written by scripts/build.ts): a later step of the job (the post step)
// loads the chunks from it. The cache is only an optimisation: a RUNNER_TEMP it cannot use, or a
// directory another user could write, leaves it off and the step does exactly the same. And the
// post step of a job whose main step saved loads nothing but its own chunk.
// Node's compile-cache debug lines (NODE_DEBUG_NATIVE=COMPILE_CACHE, on stderr) name each module
// it compiles after the cache is on: every chunk of dist/ the step loads.
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inputEnv, runStep, type StepResult } from './support/runner-emulation.ts';

let root: string;
let round = 0;

beforeAll(async () => {
  root = await fs.realpath(await fs.mkdtemp(path.join(os.tmpdir(), 'action-compile-cache-')));
});

afterAll(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

/** The main step in mode status on an empty store, with RUNNER_TEMP (and TMPDIR) as given. */
async function statusStep(
  runnerTemp: string | undefined,
  tmpdir?: string,
  post?: Record<string, string>,
): Promise<StepResult> {
  round += 1;
  const workspace = path.join(root, `ws-${round}`);
  await fs.mkdir(workspace);
  return runStep({
    script: post === undefined ? 'main' : 'post',
    ...(post === undefined ? {} : { state: post }),
    workspace,
    filesDirectory: path.join(root, `files-${round}`),
    env: {
      ...inputEnv({ 'run-id': 'compile-cache', mode: 'status', persist: 'none', 'storage-path': 'store' }),
      ...(runnerTemp === undefined ? {} : { RUNNER_TEMP: runnerTemp }),
      ...(tmpdir === undefined ? {} : { TMPDIR: tmpdir }),
      // Node says on stderr what its compile cache does (directory, entries read and accepted).
      NODE_DEBUG_NATIVE: 'COMPILE_CACHE',
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

describe('the compile cache of the built Action', () => {
  it('is written to RUNNER_TEMP by the first step and accepted by the next, which gives the same outputs', async () => {
    const runnerTemp = path.join(root, 'temp-shared');
    await fs.mkdir(runnerTemp);
    const first = await statusStep(runnerTemp);
    expectStatusReport(first);
    const cache = path.join(runnerTemp, 'supervised-run-compile-cache');
    const files = await cachedFiles(cache);
    expect(files.length).toBeGreaterThan(0);
    expect((await fs.stat(cache)).mode & 0o777).toBe(0o700);
    expect(first.stderr).not.toContain('was accepted');
    const second = await statusStep(runnerTemp);
    expectStatusReport(second);
    expect(second.stderr).toMatch(/V8 code cache for ESM \S+\/dist\/\d+\.index\.js was accepted/);
    expect(second.outputs).toEqual(first.outputs);
  });

  it('is off, harmlessly, when RUNNER_TEMP is a file (no directory can be made there)', async () => {
    const notADirectory = path.join(root, 'temp-file');
    await fs.writeFile(notADirectory, '');
    const step = await statusStep(notADirectory);
    expectStatusReport(step);
    expect(step.stderr).not.toContain('[compile cache]');
  });

  it('is not used in a directory others may write (a shared temp directory)', async () => {
    const runnerTemp = path.join(root, 'temp-open');
    const cache = path.join(runnerTemp, 'supervised-run-compile-cache');
    await fs.mkdir(cache, { recursive: true });
    await fs.chmod(cache, 0o777);
    const step = await statusStep(runnerTemp);
    expectStatusReport(step);
    expect(step.stderr).not.toContain('[compile cache]');
    expect(await cachedFiles(cache)).toEqual([]);
  });

  it('falls back to the temp directory without RUNNER_TEMP', async () => {
    const tmpdir = path.join(root, 'tmpdir');
    await fs.mkdir(tmpdir);
    expectStatusReport(await statusStep(undefined, tmpdir));
    expect((await cachedFiles(path.join(tmpdir, 'supervised-run-compile-cache'))).length).toBeGreaterThan(0);
  });
});

/** The chunks of dist/ a step compiled (or read from the compile cache), by file name. */
function chunksLoaded(step: StepResult): string[] {
  return [...new Set([...step.stderr.matchAll(/for ESM file:\S+\/dist\/(\d+\.index\.js)/g)].map((match) => match[1]!))];
}

describe('the post step', () => {
  it('after a main step that saved, says so and loads only its own chunk (not the inputs, store or report layers)', async () => {
    const runnerTemp = path.join(root, 'temp-post');
    await fs.mkdir(runnerTemp);
    const main = await statusStep(runnerTemp);
    expectStatusReport(main);
    const state = {
      ...main.state,
      'supervised-run-pending': '1',
      'supervised-run-saved': 'supervised-run/default/x/1-1',
    };
    const post = await statusStep(runnerTemp, undefined, state);
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
