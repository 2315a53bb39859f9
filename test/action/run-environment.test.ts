// The Action warns, as the run starts, of an API engine whose key the run will not get, with what to
// change in the workflow: a log annotation and a line of the summary's warnings, the failure after;
// and of any other listed variable the step's env leaves without a value.
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Cancellation } from '../../src/action/cancellation.ts';
import { runJob } from '../../src/action/run-job.ts';
import { recordingIO } from './support/recording-io.ts';

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1' }, stdio: 'pipe' });

let root: string;
let workspace: string;

beforeAll(async () => {
  root = await realpath(await mkdtemp(path.join(os.tmpdir(), 'action-engine-keys-')));
  workspace = path.join(root, 'ws');
  await mkdir(workspace);
  await mkdir(path.join(root, 'temp'));
  git(workspace, 'init', '-q');
  // The key variable is this test's own, so no key in the suite's environment can pass it by chance.
  await writeFile(
    path.join(workspace, 'graph.yml'),
    `version: 1
engines:
  writer: { kind: anthropic, model: claude-haiku-4-5, api-key-env: SR_TEST_ENGINE_KEY, base-url: "http://127.0.0.1:9" }
nodes:
  draft: { engine: writer, prompt: "draft it", retry-safe: true }
`,
  );
});

afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

function env(inputs: Record<string, string>): Record<string, string | undefined> {
  const values: Record<string, string> = {
    RUNNER_TEMP: path.join(root, 'temp'),
    GITHUB_RUN_ID: '42',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_REPOSITORY: 'obversa/example',
    INPUT_PERSIST: 'none',
    INPUT_HEARTBEAT: '0',
    'INPUT_TEARDOWN-GRACE': '500ms',
  };
  for (const [name, value] of Object.entries(inputs)) values[`INPUT_${name.toUpperCase()}`] = value;
  return values;
}

describe('an API engine whose key the run does not get', () => {
  it('is an annotation as the run starts and a warning of the summary, naming the input to set', async () => {
    const io = recordingIO();
    await runJob({
      env: env({ 'run-id': 'keys', graph: 'graph.yml' }),
      cwd: workspace,
      io,
      cancellation: new Cancellation(),
    });
    const said =
      'engine "writer" (anthropic) reads its API key from SR_TEST_ENGINE_KEY, which the run does not get: node "draft" will fail when it calls it; list SR_TEST_ENGINE_KEY in the environment-variables input (and set it in the step\'s env)';
    const warning = io.log.findIndex((line) => line.level === 'warning' && line.message === said);
    expect(warning).toBeGreaterThanOrEqual(0);
    // Said before the engine node's failure reaches the log.
    const failure = io.log.findIndex((line) => line.message.includes('dag/draft/1') && line.message.includes('failed'));
    expect(failure).toBeGreaterThan(warning);
    expect(io.outputs.result).toBe('fail');
    expect(io.summary).toContain('reads its API key from SR&#95;TEST&#95;ENGINE&#95;KEY, which the run does not get');
  });

  it('is said again when the run is reopened, here of a listed variable the step sets empty', async () => {
    const io = recordingIO();
    // The worker's environment comes from this process's, as on a runner.
    process.env.SR_TEST_ENGINE_KEY = '';
    try {
      await runJob({
        env: env({
          'run-id': 'keys',
          'retry-failed': 'true',
          'environment-variables': 'SR_TEST_ENGINE_KEY, SR_TEST_DEPLOY_TOKEN',
        }),
        cwd: workspace,
        io,
        cancellation: new Cancellation(),
      });
    } finally {
      delete process.env.SR_TEST_ENGINE_KEY;
    }
    expect(io.log).toContainEqual({
      level: 'warning',
      message:
        'engine "writer" (anthropic) reads its API key from SR_TEST_ENGINE_KEY, which is empty: node "draft" will fail when it calls it; the step\'s env sets it empty (a secret that is not set reads as empty, and so does every secret in a pull request from a fork)',
    });
    expect(io.log.some((line) => line.message.includes('reopened'))).toBe(true);
    // Any other listed variable without a value is a warning too; the key is not said twice.
    const warnings = io.log.filter((line) => line.level === 'warning').map((line) => line.message);
    expect(warnings).toContain(
      "the environment-variables input lists SR_TEST_DEPLOY_TOKEN, but the step's env does not set it: the run does not get it",
    );
    expect(warnings.filter((warning) => warning.includes('SR_TEST_ENGINE_KEY'))).toHaveLength(1);
  });
});
