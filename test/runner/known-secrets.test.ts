// The store's known secrets reach the host (BindRunArgs.knownSecrets): a declarative command node
// that prints one completes with the secret redacted from its stdoutTail, and nothing stored holds it,
// also when it prints the secret behind an encoding (its output log is redacted, never refused).
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startDeclarativeRun } from '../../src/declarative/start.ts';
import { startSupervisedRun } from '../../src/runner/index.ts';
import { createLocalRunStorage } from '../../src/store/index.ts';
import { filesRevealing } from '../support/decoded-views.ts';
import { fixture, git, type Fixture } from './helpers.ts';

let temp: string | undefined;
let f: Fixture | undefined;
afterEach(async () => {
  if (temp !== undefined) await rm(temp, { recursive: true, force: true });
  temp = undefined;
  await f?.cleanup();
  f = undefined;
});

async function allFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** A git repository in a new temporary directory (temp), for a graph file. */
async function repository(): Promise<string> {
  temp = await mkdtemp(path.join(os.tmpdir(), 'runner-secrets-'));
  const repo = path.join(temp, 'repo');
  await mkdir(repo);
  execFileSync('git', ['init', '-q', repo]);
  git(repo, 'config', 'user.email', 'test@example.invalid');
  git(repo, 'config', 'user.name', 'Test');
  return repo;
}

/** A graph file of one command node `id` that runs `node -e script`. */
const oneNodeGraph = (id: string, script: string) =>
  `version: 1\nnodes:\n  ${id}: { run: [${JSON.stringify(process.execPath)}, -e, ${JSON.stringify(script)}], retry-safe: true }\n`;

/** Commits the graph file and starts it as run runId, with `secret` known to the store. */
async function startGraph(repo: string, graph: string, runId: string, secret: string) {
  await writeFile(path.join(repo, 'graph.yml'), graph);
  git(repo, 'add', '.');
  git(repo, 'commit', '-q', '-m', 'initial');
  const storage = { directory: path.join(temp!, 'store'), namespace: 'test', knownSecrets: [secret] };
  const handle = await startDeclarativeRun({
    storage,
    runId,
    graphFile: 'graph.yml',
    runRoot: repo,
    heartbeatMs: 0,
    teardownGraceMs: 300,
  });
  return { storage, result: await handle.done };
}

describe('known secrets in a worker', () => {
  it('a declarative command node that prints a known secret completes with it redacted; no stored byte holds it', async () => {
    const repo = await repository();
    // The secret is assembled at run time: the graph file (stored in the definition) must not hold it.
    const secret = 'sk-test-4f1c9e2b7a';
    const { storage, result } = await startGraph(
      repo,
      oneNodeGraph('leak', "console.log('token=' + ['sk-test', '4f1c9e2b7a'].join('-'))"),
      'secret-1',
      secret,
    );
    expect(result).toEqual({
      kind: 'complete',
      output: { leak: { exitCode: 0, durationMs: expect.any(Number), stdoutTail: 'token=***\n' } },
    });
    for (const file of await allFiles(storage.directory))
      expect((await readFile(file)).includes(secret), file).toBe(false);
  });

  it('the values of the variables a library run passes (environmentVariables) are known secrets without knownSecrets', async () => {
    const repo = await repository();
    const secret = 'tok-VERYSECRET-42424242';
    // A host's data node returns the variable's value: its result holds the secret.
    await writeFile(
      path.join(repo, 'host.mjs'),
      `export function bindRun({ definition, forms }) {
  return {
    graph: forms.dag(definition.graphDefinition.value),
    nodes: { leak: { kind: 'data', retrySafe: true, run: async () => ({ tok: process.env.SUPERVISED_RUN_TEST_TOKEN }) } },
  };
}
`,
    );
    git(repo, 'add', '.');
    git(repo, 'commit', '-q', '-m', 'initial');
    process.env.SUPERVISED_RUN_TEST_TOKEN = secret;
    try {
      const storage = { directory: path.join(temp!, 'store'), namespace: 'test' };
      const handle = await startSupervisedRun({
        storage,
        definition: {
          runId: 'passed-1',
          graphDefinition: { form: 'dag', version: 1, value: { nodes: { leak: { needs: [] } } } },
        },
        runRoot: repo,
        host: { kind: 'module', module: './host.mjs' },
        heartbeatMs: 0,
        teardownGraceMs: 300,
        environmentVariables: ['SUPERVISED_RUN_TEST_TOKEN'],
      });
      // Its result holds the secret: the node fails (as with knownSecrets), and no stored byte holds it.
      expect(await handle.done).toMatchObject({ kind: 'fail', code: 'DAG_NODE_FAILED' });
      for (const file of await allFiles(storage.directory))
        expect((await readFile(file)).includes(secret), file).toBe(false);
    } finally {
      delete process.env.SUPERVISED_RUN_TEST_TOKEN;
    }
  });

  it('a node that prints a known secret inside base64 wrapped over lines has the block recorded as ***, in its log and its output', async () => {
    const repo = await repository();
    const secret = 'sk-wrap-7d3e9a1c5b';
    // A config file printed with `base64` (76 characters a line); padded so the secret's encoding
    // crosses a line break, where no line alone decodes to it.
    const script = [
      "const s = ['sk-wrap', '7d3e9a1c5b'].join('-');",
      "const b64 = Buffer.from('x'.repeat(40) + 'token: ' + s + '\\n' + 'y'.repeat(100)).toString('base64');",
      "console.log('config:'); console.log(b64.match(/.{1,76}/g).join('\\n')); console.log('done');",
    ].join(' ');
    const { storage, result } = await startGraph(repo, oneNodeGraph('dump', script), 'secret-6', secret);
    expect(result).toMatchObject({ kind: 'complete', output: { dump: { stdoutTail: 'config:\n***\ndone\n' } } });
    expect(await filesRevealing(storage.directory, [secret])).toEqual([]);
  });

  it('a node that prints a multi-line known secret (a key in PEM form) completes; no stored byte holds a line of it', async () => {
    const repo = await repository();
    const body = ['MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7', 'x3k9Qm2ZpL8vN4tR6wYe1HsJ0cUaDfG5'];
    const secret = ['-----BEGIN PRIVATE KEY-----', ...body, '-----END PRIVATE KEY-----', ''].join('\n');
    // Printed whole, a line at a time with a prefix, and JSON-escaped (as a tool logs a config).
    const script = [
      `const parts = ${JSON.stringify(body.map((line) => [line.slice(0, 10), line.slice(10)]))};`,
      "const key = ['-----BEGIN PRIVATE KEY-----', ...parts.map((p) => p.join('')), '-----END PRIVATE KEY-----', ''].join('\\n');",
      "process.stdout.write(key); for (const line of key.split('\\n')) console.log('key> ' + line);",
      'console.log(JSON.stringify({ key }));',
    ].join(' ');
    const { storage, result } = await startGraph(repo, oneNodeGraph('leak', script), 'secret-pem', secret);
    if (result.kind !== 'complete') throw new Error(`expected a completed run, got ${JSON.stringify(result)}`);
    const tail = (result.output as { leak: { stdoutTail: string } }).leak.stdoutTail;
    expect(tail).toContain('key> ***');
    expect(tail).toContain('{"key":"***');
    for (const line of body) expect(tail).not.toContain(line);
    expect(await filesRevealing(storage.directory, [secret, ...body])).toEqual([]);
  });

  it('a node that prints a known secret behind an encoding keeps its output log, with each encoded form as ***', async () => {
    const repo = await repository();
    const secret = 'pa55:w0rd/4f1c9e2b';
    // Each form as a whole line on stderr, and a URL on stdout (the tail a command node's result keeps).
    const script = [
      "const s = ['pa55:w0rd', '4f1c9e2b'].join('/');",
      "console.error(Buffer.from('user:' + s).toString('base64'));",
      "console.error(Buffer.from(s).toString('hex'));",
      "console.error('postgres://app:' + encodeURIComponent(s) + '@db:5432/main');",
      "console.error('plain ' + Buffer.from('nothing secret here').toString('base64'));",
      "console.log('dsn postgres://app:' + encodeURIComponent(s) + '@db:5432/main');",
      "console.log('ok');",
    ].join(' ');
    const { storage, result } = await startGraph(repo, oneNodeGraph('leak', script), 'secret-2', secret);
    expect(result).toMatchObject({ kind: 'complete', output: { leak: { stdoutTail: 'dsn ***\nok\n' } } });
    expect(await filesRevealing(storage.directory, [secret])).toEqual([]);
    const store = await createLocalRunStorage(storage);
    const record = (await store.readEvents('secret-2', 'graph')).events.find((e) => e.type === 'runner:node-output');
    const data = record?.data as { artifact?: { digest: string }; error?: string } | undefined;
    expect(data?.error).toBeUndefined();
    const lines = (await store.artifacts('secret-2').get(data!.artifact as never))
      .toString('utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { t?: string })
      .flatMap((line) => (line.t === undefined ? [] : [line.t]));
    expect(lines).toEqual([
      '***',
      '***',
      '***',
      `plain ${Buffer.from('nothing secret here').toString('base64')}`,
      'dsn ***',
      'ok',
    ]);
  });

  it('an engine failure and an output that hold a known secret behind an encoding fail their nodes, not the run', async () => {
    const repo = await repository();
    const secret = 'pa55:w0rd/4f1c9e2b';
    const assemble = "const s = ['pa55:w0rd', '4f1c9e2b'].join('/');";
    const engineScript = `${assemble} console.error('auth ' + Buffer.from('app:' + s).toString('base64') + ' rejected'); process.exit(1);`;
    const outputScript = `${assemble} require('fs').appendFileSync(process.env.SUPERVISED_OUTPUT, 'auth=' + Buffer.from(s).toString('hex') + '\\n');`;
    const node = JSON.stringify(process.execPath);
    const { storage, result } = await startGraph(
      repo,
      `version: 1
concurrency: 1
engines:
  plain: { kind: command, command: [${node}, -e, ${JSON.stringify(engineScript)}] }
nodes:
  ask: { engine: plain, prompt: hello, retry-safe: true, retries: 0, optional: true }
  emit: { run: [${node}, -e, ${JSON.stringify(outputScript)}], retry-safe: true, retries: 0, optional: true }
  last: { run: [${node}, -e, "console.log('last ran')"], retry-safe: true }
`,
      'secret-3',
      secret,
    );
    // Both failures were recorded as node failures of optional nodes, so the run completed.
    expect(result).toMatchObject({ kind: 'complete', output: { last: { stdoutTail: 'last ran\n' } } });
    const store = await createLocalRunStorage(storage);
    const failed = (await store.readEvents('secret-3', 'graph')).events.filter((e) => e.type === 'graph:node-failed');
    expect(failed.map((e) => (e.data as { message: string }).message)).toEqual([
      'command: exited 1; stderr ends with:\nauth *** rejected',
      'node emit: output "auth" holds a known secret value (hex) and was refused (outputs are stored in the run record)',
    ]);
    expect(await filesRevealing(storage.directory, [secret])).toEqual([]);
  });

  it('a worker that crashes printing a known secret behind an encoding has its crash recorded redacted, and the run settles', async () => {
    const secret = 'pa55:w0rd/4f1c9e2b';
    f = await fixture({ crash: { crashPrinting: 'stderr.txt' } });
    await writeFile(
      path.join(f.control, 'stderr.txt'),
      `fatal: auth ${Buffer.from(`app:${secret}`).toString('base64')}\n`,
    );
    const handle = await startSupervisedRun({
      ...f.options,
      storage: { ...f.storage, knownSecrets: [secret] },
      restart: { maxRestarts: 0, initialBackoffMs: 20, maxBackoffMs: 100 },
    });
    expect(await handle.done).toMatchObject({ kind: 'fail', code: 'RESTART_EXHAUSTED' });
    const crashed = (await f.events('runner')).find((e) => e.type === 'runner:worker-crashed');
    expect(crashed?.data).toMatchObject({ exitCode: 3, stderrTail: 'fatal: auth ***\n' });
    expect((await f.status()).phase).toBe('failed');
    expect(await filesRevealing(f.storage.directory, [secret])).toEqual([]);
  });

  it('a host whose bindRun fails with a known secret or a huge message fails the run at once (WORKER_ERROR), redacted and cut', async () => {
    const secret = 'pa55:w0rd/4f1c9e2b';
    f = await fixture({ a: {} });
    // The message is read from the control directory: the stored definition must not hold the secret.
    const host = `import { readFileSync } from 'node:fs';
export function bindRun({ definition }) {
  throw new Error(readFileSync(definition.resolvedInputs.control + '/message.txt', 'utf8'));
}
`;
    await writeFile(path.join(f.repo, 'failing-host.mjs'), host);
    f.git('add', '.');
    f.git('commit', '-q', '-m', 'failing host');
    const fail = async (runId: string, message: string) => {
      await writeFile(path.join(f!.control, 'message.txt'), message);
      const handle = await startSupervisedRun({
        ...f!.options,
        storage: { ...f!.storage, knownSecrets: [secret] },
        definition: { ...f!.options.definition, runId },
        host: { kind: 'module', module: './failing-host.mjs' },
      });
      const result = await handle.done;
      const store = await createLocalRunStorage(f!.storage);
      const runner = (await store.readEvents(runId, 'runner')).events.map((e) => e.type);
      return { result, runner };
    };
    const leaked = await fail('leak', `bad config for ${secret} (${Buffer.from(secret).toString('base64')})`);
    expect(leaked.result).toEqual({
      kind: 'fail',
      code: 'WORKER_ERROR',
      message: 'the worker failed: bad config for *** (***)',
    });
    // Recorded on its first launch: a refused result would read as a crash and be restarted.
    expect(leaked.runner).not.toContain('runner:worker-crashed');
    const huge = await fail('huge', `bad host ${'y'.repeat(2_000_000)}`);
    expect(huge.result).toMatchObject({ kind: 'fail', code: 'WORKER_ERROR' });
    expect((huge.result as { message: string }).message).toMatch(
      /^the worker failed: bad host y{1972}… \(\d+ more characters\)$/,
    );
    expect(huge.runner).not.toContain('runner:worker-crashed');
    expect(await filesRevealing(f.storage.directory, [secret])).toEqual([]);
  });

  it('a node that names a file after a known secret, as it is or encoded, has the path recorded redacted in its change record', async () => {
    const repo = await repository();
    const secret = 'tok-9f2c41d7e8ab';
    const script = [
      "const s = ['tok', '9f2c41d7e8ab'].join('-');",
      "require('fs').mkdirSync('cache');",
      "require('fs').writeFileSync('cache/' + s + '.txt', 'a');",
      "require('fs').writeFileSync('cache/' + Buffer.from(s).toString('hex') + '.json', 'b');",
    ].join(' ');
    const { storage, result } = await startGraph(repo, oneNodeGraph('mk', script), 'secret-5', secret);
    expect(result).toMatchObject({ kind: 'complete' });
    const store = await createLocalRunStorage(storage);
    const changes = (await store.readEvents('secret-5', 'graph')).events.find((e) => e.type === 'runner:node-changes');
    const paths = (changes?.data as { files: Array<{ path: string }> }).files.map((file) => file.path).sort();
    expect(paths).toEqual(['cache/***.json', 'cache/***.txt']);
    expect(await filesRevealing(storage.directory, [secret])).toEqual([]);
  });
});
