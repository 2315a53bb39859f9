// Action inputs: every input parsed into ActionConfig; refusals name the input, what it got and
// what it accepts, and never echo a secret.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { isActionError } from '../../src/action/errors.ts';
import {
  actionInputNames,
  collectSecrets,
  parseActionInputs,
  readRawInputs,
  type ActionConfig,
} from '../../src/action/inputs/parse.ts';
import { inputDefaults } from '../../src/action/inputs/raw.ts';
import { startRunOptions, resumeRunOptions } from '../../src/action/run-options.ts';
import { supervisedRunOptionsSchema, resumeSupervisedRunOptionsSchema } from '../../src/runner/options/options.ts';

const context = { cwd: '/work/space', runnerTemp: '/runner/temp' };

function env(inputs: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(inputs).map(([name, value]) => [`INPUT_${name.toUpperCase()}`, value]));
}

function parse(inputs: Record<string, string>, secrets: string[] = []): ActionConfig {
  return parseActionInputs(readRawInputs(env({ 'run-id': 'r1', ...inputs })), context, secrets);
}

function refusal(
  inputs: Record<string, string>,
  secrets: string[] = [],
): { input: string | undefined; message: string } {
  try {
    parse(inputs, secrets);
  } catch (error) {
    if (isActionError(error, 'INVALID_INPUT')) return { input: error.input, message: error.message };
    throw error;
  }
  throw new Error(`expected INVALID_INPUT for ${JSON.stringify(inputs)}`);
}

describe('action.yml and the parser agree', () => {
  const actionYml = parseYaml(readFileSync(path.join(import.meta.dirname, '../../action.yml'), 'utf8')) as {
    inputs: Record<string, { default?: string; required?: boolean }>;
    outputs: Record<string, unknown>;
  };

  it('parses exactly the inputs action.yml declares, with the same defaults', () => {
    expect([...actionInputNames].sort()).toEqual(Object.keys(actionYml.inputs).sort());
    for (const name of actionInputNames) {
      const declared = actionYml.inputs[name]?.default ?? '';
      if (name === 'github-token') continue; // ${{ github.token }}: the runner fills it in
      expect(inputDefaults[name] ?? '', name).toBe(declared);
    }
  });

  it('declares the outputs the issue asks for', () => {
    for (const name of [
      'result',
      'code',
      'phase',
      'positions',
      'reconcile-requests',
      'usage',
      'output',
      'cache-key',
      'artifact-name',
      'resume-command',
    ]) {
      expect(Object.keys(actionYml.outputs)).toContain(name);
    }
  });
});

describe('parseActionInputs', () => {
  it('gives the action.yml defaults when only run-id is set', () => {
    const config = parse({});
    expect(config).toMatchObject({
      runId: 'r1',
      namespace: 'default',
      source: null,
      runInputs: {},
      mode: 'auto',
      position: undefined,
      decision: undefined,
      takeover: false,
      runRoot: '/work/space',
      limits: {},
      restart: { maxRestarts: 3, initialBackoffMs: 1000, maxBackoffMs: 30_000 },
      teardownGraceMs: 5000,
      heartbeatMs: 60_000,
      recordChanges: true,
      environmentVariables: [],
      storagePath: '/runner/temp/supervised-run',
      cachePrefix: 'supervised-run',
      persist: { cache: true, artifact: true },
      fromRun: undefined,
      interruptAfterMs: (5 * 60 + 50) * 60_000,
      failOn: 'fail',
      inputNames: { runId: 'run-id', position: 'position', decision: 'decision' },
    });
  });

  it('parses every input into its typed field', () => {
    const config = parse({
      graph: '.github/supervised/release.yml',
      inputs: '{"ticket":"T-1","n":2}',
      mode: 'resume',
      position: 'dag/publish/1',
      decision: 'complete',
      'decision-output': '{"published":true}',
      takeover: 'true',
      'working-directory': 'sub/dir',
      timeout: '1h30m',
      'max-dispatches': '50',
      'max-restarts': '0',
      'initial-backoff': '500ms',
      'max-backoff': '10s',
      'teardown-grace': '0',
      heartbeat: '0',
      'record-changes': 'false',
      'environment-variables': 'ANTHROPIC_API_KEY, OTHER\nTHIRD',
      'storage-path': '.store',
      namespace: 'team.a',
      'cache-prefix': 'sr/v2',
      persist: 'artifact',
      'from-run': '123456',
      'github-token': 'ghs_token',
      'interrupt-after': '0',
      'fail-on': 'pause',
      'run-id-input': 'run_id',
      'position-input': 'pos',
      'decision-input': 'what',
    });
    expect(config).toMatchObject({
      source: { kind: 'graph', file: '.github/supervised/release.yml' },
      runInputs: { ticket: 'T-1', n: 2 },
      mode: 'resume',
      position: 'dag/publish/1',
      decision: { decision: 'complete', output: { published: true } },
      takeover: true,
      runRoot: '/work/space/sub/dir',
      limits: { timeoutMs: 90 * 60_000, maxDispatches: 50 },
      restart: { maxRestarts: 0, initialBackoffMs: 500, maxBackoffMs: 10_000 },
      teardownGraceMs: 0,
      heartbeatMs: 0,
      recordChanges: false,
      environmentVariables: ['ANTHROPIC_API_KEY', 'OTHER', 'THIRD'],
      storagePath: '.store',
      namespace: 'team.a',
      cachePrefix: 'sr/v2',
      persist: { cache: false, artifact: true },
      fromRun: '123456',
      githubToken: 'ghs_token',
      interruptAfterMs: undefined,
      failOn: 'pause',
      inputNames: { runId: 'run_id', position: 'pos', decision: 'what' },
    });
  });

  it.each([
    ['true', true],
    ['True', true],
    ['TRUE', true],
    ['false', false],
    ['False', false],
    ['FALSE', false],
  ])('reads record-changes %j as %j (the YAML 1.2 core booleans)', (text, value) => {
    expect(parse({ 'record-changes': text }).recordChanges).toBe(value);
  });

  it('reads an empty record-changes as its default, true, even without the action.yml default filled in', () => {
    expect(parse({ 'record-changes': '' }).recordChanges).toBe(true);
    const raw = readRawInputs(env({ 'run-id': 'r1' }));
    expect(parseActionInputs({ ...raw, 'record-changes': '' }, context).recordChanges).toBe(true);
  });

  it('reads host-module with definition, and empty inputs take their defaults', () => {
    const config = parse({ 'host-module': './host.mjs', definition: 'definition.json', mode: '', namespace: '  ' });
    expect(config.source).toEqual({ kind: 'module', module: './host.mjs', definitionFile: 'definition.json' });
    expect(config.mode).toBe('auto');
    expect(config.namespace).toBe('default');
  });

  // The duration syntax itself is tested with the shared reader (test/runner/option-values.test.ts).
  it.each(['30', '10m1h', '0', 'soon'])('refuses the duration %j for timeout, naming the input', (text) => {
    const { input, message } = refusal({ timeout: text });
    expect(input).toBe('timeout');
    expect(message).toContain(`input "timeout" (got ${JSON.stringify(text)})`);
    expect(message).toContain('a duration such as 500ms, 30s, 10m, 2h or 5h50m');
  });

  it.each([
    ['run/1', 'contains "/"'],
    ['..', 'is ".."'],
    ['r'.repeat(101), 'is too long'],
    ['run id', 'has a space'],
  ])('refuses run-id %j (%s), saying what run IDs are', (runId) => {
    const { input, message } = refusal({ 'run-id': runId });
    expect(input).toBe('run-id');
    expect(message).toContain('1-100 characters from A-Z, a-z, 0-9, ".", "_" and "-"');
  });

  it('refuses an empty run-id and the reserved namespace .local', () => {
    expect(refusal({ 'run-id': '' }).input).toBe('run-id');
    expect(refusal({ namespace: '.LOCAL' })).toMatchObject({ input: 'namespace' });
    expect(refusal({ namespace: 'a/b' }).message).toContain('names cache keys and directories');
  });

  it.each([
    [{ mode: 'go' }, 'mode', 'one of auto, start, resume, status'],
    [{ 'fail-on': 'always' }, 'fail-on', 'one of fail, pause, never'],
    [{ persist: 'disk' }, 'persist', 'one of cache, artifact, both, none'],
    [{ 'write-ahead': 'always' }, 'write-ahead', 'one of auto, required, off'],
    [{ 'checkpoint-interval': '5' }, 'checkpoint-interval', 'unit'],
    [{ decision: 'maybe', position: 'p' }, 'decision', 'one of retry, complete, fail'],
    [{ inputs: '[1,2]' }, 'inputs', 'a JSON object'],
    [{ inputs: '{bad' }, 'inputs', 'a JSON object'],
    [{ takeover: 'yes' }, 'takeover', 'true or false'],
    [{ 'record-changes': 'no' }, 'record-changes', 'true or false'],
    [{ 'max-restarts': '-1' }, 'max-restarts', 'a whole number from 0 to 1000'],
    [{ 'max-dispatches': '0' }, 'max-dispatches', 'a whole number from 1'],
    [{ 'from-run': 'abc' }, 'from-run', 'a workflow run ID'],
    [{ 'cache-prefix': '/x' }, 'cache-prefix', 'no leading, trailing or doubled "/"'],
    [{ 'position-input': '1x' }, 'position-input', 'a workflow_dispatch input name'],
    [{ 'environment-variables': 'A-B' }, 'environment-variables', 'environment variable names'],
    [{ 'decision-output': '{x', decision: 'complete', position: 'p' }, 'decision-output', 'JSON'],
  ])('refuses %j naming %s and what it accepts', (inputs, name, accepts) => {
    const { input, message } = refusal(inputs);
    expect(input).toBe(name);
    expect(message).toContain(`input "${name}"`);
    expect(message).toContain(accepts);
  });

  it.each([
    [{ graph: 'g.yml', 'host-module': './h.mjs', definition: 'd.json' }, 'host-module', 'either graph or host-module'],
    [{ 'host-module': './h.mjs' }, 'definition', 'host-module needs definition'],
    [{ definition: 'd.json' }, 'definition', 'only used with host-module'],
    [{ mode: 'start' }, 'graph', 'mode start needs graph'],
    [{ 'write-ahead': 'required', persist: 'none' }, 'write-ahead', 'does not use the cache'],
    [{ 'teardown-grace': '10s' }, 'teardown-grace', 'killed 10 s after its first signal'],
    [{ mode: 'start', graph: 'g.yml', position: 'dag/a/1' }, 'position', 'starts a new run'],
    [{ mode: 'resume' }, 'position', 'mode resume needs position'],
    [{ decision: 'retry' }, 'decision', 'give the position'],
    [{ decision: 'retry', position: 'p', mode: 'status' }, 'decision', 'mode status only reports'],
    [{ 'decision-output': '{}', decision: 'retry', position: 'p' }, 'decision-output', 'recorded by decision complete'],
    [{ 'from-run': '12' }, 'github-token', 'from-run needs github-token'],
    [{ 'initial-backoff': '10s', 'max-backoff': '5s' }, 'max-backoff', 'at least initial-backoff'],
  ])('refuses the combination %j on %s', (inputs, name, text) => {
    const { input, message } = refusal(inputs);
    expect(input).toBe(name);
    expect(message).toContain(text);
  });

  it('shortens what it echoes and never echoes a secret or the token', () => {
    const long = refusal({ mode: 'x'.repeat(500) });
    expect(long.message.length).toBeLessThan(300);
    expect(long.message).toContain('…');
    const secret = 'sk-live-1234567890';
    const leaked = refusal({ inputs: `{"key": "${secret}"`, 'known-secrets': secret }, [secret]);
    expect(leaked.message).not.toContain(secret);
    expect(leaked.message).toContain('***');
    const token = refusal({ 'from-run': '1', 'github-token': '' });
    expect(token.message).not.toContain('(got');
  });
});

describe('collectSecrets', () => {
  it('treats the values of environment-variables and every known-secrets line as secrets', () => {
    const secrets = collectSecrets(
      {
        'environment-variables': 'API_KEY,SHORT, MISSING',
        'known-secrets': '  first-secret-value \n\nsecond-secret\n',
      },
      { API_KEY: 'sk-abcdefghijkl\nline-two-of-key', SHORT: 'abc' },
    );
    expect(secrets.environmentVariables).toEqual(['API_KEY', 'SHORT', 'MISSING']);
    expect(secrets.stored.sort()).toEqual(
      ['first-secret-value', 'second-secret', 'sk-abcdefghijkl\nline-two-of-key'].sort(),
    );
    expect(secrets.masked).toEqual(
      expect.arrayContaining(['abc', 'sk-abcdefghijkl', 'line-two-of-key', 'first-secret-value']),
    );
    expect(secrets.warnings).toEqual([expect.stringContaining('SHORT is shorter than 8 characters')]);
  });

  it('reads only own variables: a name such as __proto__ is not a secret', () => {
    const secrets = collectSecrets(
      { 'environment-variables': '__proto__, constructor', 'known-secrets': '' },
      { API: 'x' },
    );
    expect(secrets).toMatchObject({ masked: [], stored: [], environmentVariables: ['__proto__', 'constructor'] });
  });

  it("never echoes a secret pasted into a JSON input, not even through the parser's message", () => {
    const secret = 'A000aaa0AaA0';
    for (const input of ['inputs', 'decision-output']) {
      const { message } = refusal(
        { [input]: secret, mode: 'resume', position: 'p', decision: 'complete', 'known-secrets': secret },
        [secret],
      );
      expect(message.startsWith(`input "${input}"`)).toBe(true);
      expect(message).not.toContain(secret);
    }
  });

  it('refuses malformed environment-variables without echoing the text', () => {
    expect(() => collectSecrets({ 'environment-variables': 'sk-pasted-value', 'known-secrets': '' }, {})).toThrow(
      expect.objectContaining({
        code: 'INVALID_INPUT',
        input: 'environment-variables',
        message: expect.not.stringContaining('sk-pasted'),
      }),
    );
  });
});

describe('mapping onto the runner options schema', () => {
  it('maps a host-module run onto supervisedRunOptionsSchema', async () => {
    const { mkdtemp, writeFile } = await import('node:fs/promises');
    const os = await import('node:os');
    const dir = await mkdtemp(path.join(os.tmpdir(), 'action-inputs-'));
    await writeFile(
      path.join(dir, 'definition.json'),
      JSON.stringify({ graphDefinition: { form: 'dag', version: 1, value: { nodes: { a: { needs: [] } } } } }),
    );
    await writeFile(path.join(dir, 'host.mjs'), 'export function bindRun() {}\n');
    const config = parseActionInputs(
      readRawInputs(
        env({
          'run-id': 'r1',
          'host-module': './host.mjs',
          definition: 'definition.json',
          timeout: '2h',
          'environment-variables': 'KEY',
          inputs: '{"a":1}',
        }),
      ),
      { cwd: dir, runnerTemp: dir },
    );
    const options = await startRunOptions(config, ['secret-value-1'], { handleSignals: false });
    const { handleSignals, ...serialisable } = options;
    expect(handleSignals).toBe(false);
    const parsed = supervisedRunOptionsSchema().parse(serialisable);
    expect(parsed).toMatchObject({
      storage: { directory: path.join(dir, 'supervised-run'), namespace: 'default', knownSecrets: ['secret-value-1'] },
      definition: { runId: 'r1', resolvedInputs: { a: 1 } },
      host: { kind: 'module', module: './host.mjs' },
      runRoot: dir,
      limits: { timeoutMs: 7_200_000 },
      // The runner's own end-of-job cleanup finds the worker and node commands by RUNNER_TRACKING_ID.
      environmentVariables: ['KEY', 'RUNNER_TRACKING_ID'],
    });
  });

  it('maps record-changes onto recordChanges of supervisedRunOptionsSchema, for a host-module run and a graph file', async () => {
    const { mkdtemp, writeFile } = await import('node:fs/promises');
    const os = await import('node:os');
    const dir = await mkdtemp(path.join(os.tmpdir(), 'action-inputs-'));
    await writeFile(
      path.join(dir, 'definition.json'),
      JSON.stringify({ graphDefinition: { form: 'dag', version: 1, value: { nodes: { a: { needs: [] } } } } }),
    );
    await writeFile(path.join(dir, 'graph.yml'), 'version: 1\nnodes:\n  a:\n    run: [node, -e, "1"]\n');
    await writeFile(path.join(dir, 'host.mjs'), 'export function bindRun() {}\n');
    const sources: Array<Record<string, string>> = [
      { 'host-module': './host.mjs', definition: 'definition.json' },
      { graph: 'graph.yml' },
    ];
    for (const source of sources) {
      for (const [text, value] of [
        ['false', false],
        ['true', true],
        ['', true],
      ] as const) {
        const config = parseActionInputs(readRawInputs(env({ 'run-id': 'r1', ...source, 'record-changes': text })), {
          cwd: dir,
          runnerTemp: dir,
        });
        // The extras (worker entry, signals) are not run options; the rest is what the runner parses.
        const {
          handleSignals: _signals,
          workerEntry: _entry,
          ...options
        } = await startRunOptions(config, [], { handleSignals: false });
        expect(supervisedRunOptionsSchema().parse(options).recordChanges, `${JSON.stringify(source)} ${text}`).toBe(
          value,
        );
      }
    }
  });

  /** The config of a host-module run whose definition.json holds `text` (host-module `module`), and its directory. */
  async function withDefinitionFile(text: string, module = './host.mjs') {
    const { mkdtemp, writeFile } = await import('node:fs/promises');
    const os = await import('node:os');
    const dir = await mkdtemp(path.join(os.tmpdir(), 'action-inputs-'));
    await writeFile(path.join(dir, 'definition.json'), text);
    const config = parseActionInputs(
      readRawInputs(env({ 'run-id': 'r1', 'host-module': module, definition: 'definition.json' })),
      { cwd: dir, runnerTemp: dir },
    );
    return Object.assign(config, { dir });
  }

  const oneNode = JSON.stringify({
    graphDefinition: { form: 'dag', version: 1, value: { nodes: { a: { needs: [] } } } },
  });

  it('refuses a host module that does not resolve inside working-directory, naming the input and the directory, not runRoot (the definition first)', async () => {
    const config = await withDefinitionFile(oneNode);
    await expect(startRunOptions(config, [], {})).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      input: 'host-module',
      message: expect.stringMatching(
        /^input "host-module": "\.\/host\.mjs" cannot be resolved inside working-directory: .*ENOENT/,
      ),
    });
  });

  it.each([
    ['../host.mjs', /^input "host-module": "\.\.\/host\.mjs" is outside working-directory \//],
    ['./dir', /^input "host-module": "\.\/dir" is not a file \(\/.*\/dir\)$/],
    ['./out.mjs', /^input "host-module": "\.\/out\.mjs" resolves to \/.*, outside working-directory \//],
  ])('refuses host-module %s with what is wrong, in the words of the Action', async (module, message) => {
    const { mkdir, mkdtemp, symlink, writeFile } = await import('node:fs/promises');
    const os = await import('node:os');
    const config = await withDefinitionFile(oneNode, module);
    await mkdir(path.join(config.dir, 'dir'));
    const elsewhere = await mkdtemp(path.join(os.tmpdir(), 'action-inputs-out-'));
    await writeFile(path.join(elsewhere, 'out.mjs'), 'export function bindRun() {}\n');
    await symlink(path.join(elsewhere, 'out.mjs'), path.join(config.dir, 'out.mjs'));
    const refusal = await startRunOptions(config, [], {}).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ code: 'INVALID_INPUT', input: 'host-module', message });
    expect((refusal as Error).message).not.toMatch(/runRoot|host\.module/);
  });

  it('refuses a definition file that is not a graph definition, naming the input', async () => {
    const config = await withDefinitionFile('{"graphDefinition": {"form": ""}}');
    await expect(startRunOptions(config, [], {})).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      input: 'definition',
      message: expect.stringMatching(/graphDefinition\.form: .*; it must hold \{ "graphDefinition"/),
    });
  });

  it('refuses a definition file whose DAG is malformed before anything starts, naming the input and the reason', async () => {
    const value = { nodes: { a: { needs: ['b'] } } };
    const config = await withDefinitionFile(JSON.stringify({ graphDefinition: { form: 'dag', version: 1, value } }));
    await expect(startRunOptions(config, [], {})).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      input: 'definition',
      message: 'input "definition": definition.json at graphDefinition.value: nodes.a.needs[0]: unknown node "b"',
    });
  });

  it('maps a resume with a decision (decided by the actor) and a takeover onto resumeSupervisedRunOptionsSchema', () => {
    const config = parse({ mode: 'resume', position: 'dag/publish/1', decision: 'fail' });
    const options = resumeRunOptions(
      config,
      [],
      { actor: 'octocat', job: 'workflow run 9 attempt 1' },
      { position: 'dag/publish/1', takeover: true },
      {},
    );
    const parsed = resumeSupervisedRunOptionsSchema().parse(options);
    expect(parsed).toMatchObject({
      runId: 'r1',
      position: 'dag/publish/1',
      decision: { decision: 'fail', decidedBy: 'octocat' },
      takeover: { by: 'octocat', reason: expect.stringContaining('workflow run 9 attempt 1') },
    });
    const continued = resumeSupervisedRunOptionsSchema().parse(
      resumeRunOptions(config, [], { actor: 'a', job: 'j' }, {}, {}),
    );
    expect(continued.position).toBeUndefined();
    expect(continued.decision).toBeUndefined();
  });
});

describe('who answers a gate', () => {
  const io = {
    setSecret: () => undefined,
    setOutput: () => undefined,
    saveState: () => undefined,
    getState: () => '',
    info: () => undefined,
    warning: () => undefined,
    error: () => undefined,
    setFailed: () => undefined,
    writeSummary: () => Promise.resolve(),
  };
  const jobEnv = (attempt: string) => ({
    ...env({ 'run-id': 'r1', position: 'dag/approve/1', answer: '{"choice":"ship"}', persist: 'none' }),
    GITHUB_ACTOR: 'octocat',
    GITHUB_TRIGGERING_ACTOR: 'hubot',
    GITHUB_RUN_ATTEMPT: attempt,
    RUNNER_TEMP: '/runner/temp',
  });

  it('is GITHUB_ACTOR, or GITHUB_TRIGGERING_ACTOR on a re-run, and the answer input reaches the resume options', async () => {
    const { prepareJob } = await import('../../src/action/job/prepare.ts');
    const first = prepareJob(jobEnv('1'), '/work/space', io);
    expect(first.actor).toBe('octocat');
    const rerun = prepareJob(jobEnv('2'), '/work/space', io);
    expect(rerun.actor).toBe('hubot');
    const options = resumeSupervisedRunOptionsSchema().parse(
      resumeRunOptions(rerun.config, [], { actor: rerun.actor, job: 'j' }, { position: 'dag/approve/1' }, {}),
    );
    expect(options.answer).toEqual({ values: { choice: 'ship' }, answeredBy: 'hubot' });
  });

  it('is the same person for a decision, a budget raise and an answer (GITHUB_TRIGGERING_ACTOR on a re-run only when set)', async () => {
    const { prepareJob, actingActor } = await import('../../src/action/job/prepare.ts');
    const inputs = { 'run-id': 'r1', position: 'dag/p/1', persist: 'none', 'raise-budget-usd': '2' };
    const decideEnv = (attempt: string, triggering?: string) => ({
      ...env({ ...inputs, decision: 'complete', answer: '{"choice":"ship"}' }),
      GITHUB_ACTOR: 'octocat',
      ...(triggering === undefined ? {} : { GITHUB_TRIGGERING_ACTOR: triggering }),
      GITHUB_RUN_ATTEMPT: attempt,
      RUNNER_TEMP: '/runner/temp',
    });
    const recorded = (attempt: string, triggering?: string) => {
      const job = prepareJob(decideEnv(attempt, triggering), '/work/space', io);
      const options = resumeSupervisedRunOptionsSchema().parse(
        resumeRunOptions(job.config, [], { actor: job.actor, job: 'j' }, { position: 'dag/p/1' }, {}),
      );
      return [options.decision?.decidedBy, options.raiseBudget?.raisedBy, options.answer?.answeredBy];
    };
    expect(recorded('1', 'hubot')).toEqual(['octocat', 'octocat', 'octocat']);
    expect(recorded('3', 'hubot')).toEqual(['hubot', 'hubot', 'hubot']);
    expect(recorded('2')).toEqual(['octocat', 'octocat', 'octocat']);
    expect(actingActor({ GITHUB_RUN_ATTEMPT: '2', GITHUB_TRIGGERING_ACTOR: '' })).toBe('unknown actor');
  });

  it('refuses an answer without a position, and keeps what it accepts for an answer that is not a JSON object', () => {
    expect(() => parse({ answer: '{"choice":"ship"}' })).toThrow(/input "answer".*give the position it answers too/);
    // The job refuses it once the run is open, with the gate's answers (modes.test.ts, e2e-gate.test.ts).
    expect(parse({ answer: '["ship"]', position: 'dag/approve/1' }).answer).toEqual({
      ok: false,
      accepts: 'a JSON object of the gate\'s fields, such as {"choice": "ship"}',
    });
    expect(parse({ answer: 'ship', position: 'dag/approve/1' }).answer).toEqual({
      ok: false,
      accepts: 'a JSON object of the gate\'s fields, such as {"choice": "ship"} (what was given is not JSON)',
    });
    expect(parse({ answer: '{"choice":"ship"}', position: 'dag/approve/1' }).answer).toEqual({
      ok: true,
      value: { choice: 'ship' },
    });
  });
});

describe('the cancellation budget', () => {
  it('warns when teardown-grace leaves too little of the 10 s for the snapshot and the save', async () => {
    const { cancelBudgetWarning } = await import('../../src/action/cancellation.ts');
    expect(cancelBudgetWarning(5000)).toBeUndefined();
    expect(cancelBudgetWarning(8000)).toMatch(
      /^teardown-grace 8 s leaves 2 s of the 10 s GitHub gives a cancelled step/,
    );
  });
});
