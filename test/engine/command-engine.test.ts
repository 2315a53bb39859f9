import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EngineError } from '../../src/engine/contract.ts';
import { CommandEngine } from '../../src/engine/engines/command.ts';
import { shippedPrices } from '../../src/engine/prices.ts';
import { assertEngineConformance } from '../../src/engine/testing/index.ts';
import { fakeEnv, isAlive, never, readRecord, rejection, request, tempDir } from './helpers.ts';

const engine = (
  scenario: string,
  extraEnv: Record<string, string> = {},
  config: Partial<ConstructorParameters<typeof CommandEngine>[0]> = {},
) =>
  new CommandEngine({ command: 'json-engine', ...config }, { env: fakeEnv(scenario, extraEnv), prices: shippedPrices });

describe('CommandEngine (generic JSON command)', () => {
  it('sends the prompt on stdin and reads text, usage and model from the JSON object', async () => {
    const file = join(tempDir(), 'record.json');
    const result = await engine(
      'success',
      { FAKE_RECORD: file },
      { command: ['json-engine', '--mode', 'x'], args: ['--fast'] },
    ).run(request('hello'), never());
    expect(readRecord(file).argv).toEqual(['--mode', 'x', '--fast']);
    expect(result.text).toBe('echo: hello');
    expect(result.usage).toEqual({
      measured: true,
      inputTokens: 1000,
      outputTokens: 200,
      cost: { kind: 'estimated', usd: 0.00027, entry: 'gpt-4o-mini' },
      billing: 'unknown',
      model: 'gpt-4o-mini',
    });
    expect(result.reported.model).toBe('gpt-4o-mini');
  });

  it('takes structured output and a reported cost, ignoring lines printed before the object', async () => {
    const result = await engine('structured', {}, { billing: 'api' }).run(request(), never());
    expect(result.structured).toEqual({ score: 7, notes: ['a'] });
    expect(result.text).toBe('{"score":7,"notes":["a"]}');
    expect(result.usage).toMatchObject({ cost: { kind: 'reported', usd: 0.25 }, billing: 'api', cacheReadTokens: 2 });
  });

  it('reports no usage as unmeasured, never zero', async () => {
    const result = await engine('no-usage').run(request(), never());
    expect(result.usage).toEqual({ measured: false, cost: { kind: 'unknown' }, billing: 'unknown' });
  });

  it('throws the error the command names, with its retry-after and the tokens it reported', async () => {
    const error = (await rejection(engine('error').run(request(), never()))) as EngineError;
    expect(error).toMatchObject({ kind: 'rate-limit', retryAfterMs: 1500, deadLane: false });
    expect(error.usage).toMatchObject({ measured: true, inputTokens: 9, outputTokens: 0, failed: true });
    expect(await rejection(engine('auth').run(request(), never()))).toMatchObject({ kind: 'auth', deadLane: true });
  });

  it('classifies a crash as other, no object as protocol, and an invalid object naming the field', async () => {
    const crash = (await rejection(engine('crash').run(request(), never()))) as EngineError;
    expect(crash.kind).toBe('other');
    expect(crash.message).toBe('command: exited 4; stderr ends with:\nTraceback: something broke');
    expect(await rejection(engine('garbage').run(request(), never()))).toMatchObject({ kind: 'protocol' });
    const invalid = (await rejection(engine('invalid').run(request(), never()))) as EngineError;
    expect(invalid.kind).toBe('protocol');
    expect(invalid.message).toMatch(/usage\.inputTokens/);
  });

  it('ends a failure message with the last lines of stderr, redacted, the first lines cut when long', async () => {
    const token = 'tok-3f9a2c71e5';
    const script = [
      "console.error('first line of noise');",
      "for (let i = 0; i < 400; i++) console.error('node:internal/modules/cjs/loader:1210 frame ' + i);",
      "console.error('Error: Cannot find module ./x (token ' + process.env.API_TOKEN + ')');",
      "console.error('');",
      // Not process.exit(): node may drop piped output still being written when it exits at once.
      'process.exitCode = 1;',
    ].join(' ');
    const error = (await rejection(
      engine('success', { API_TOKEN: token }, { command: [process.execPath, '-e', script] }).run(request(), never()),
    )) as EngineError;
    expect(error.kind).toBe('other');
    expect(error.message).toMatch(/^command: exited 1; stderr ends with:\n…/);
    expect(error.message.slice(-200)).toMatch(/\nError: Cannot find module \.\/x \(token \*\*\*\)$/);
    expect(error.message).not.toContain('first line of noise');
    expect(error.message).not.toContain(token);
    expect(error.message.length).toBeLessThan(4200);
    expect(error.details).toMatchObject({ exitCode: 1 });
    expect(JSON.stringify(error.details)).not.toContain(token);
  });

  it('redacts a secret the tail of stderr cuts into, in the message and the details', async () => {
    const token = 'tok-' + 'a'.repeat(60);
    // The secret starts 20 characters before the kept tail's start.
    const script = `process.stderr.write(process.env.API_TOKEN + 'x'.repeat(${4000 - 40})); process.exitCode = 2;`;
    const error = (await rejection(
      engine('success', { API_TOKEN: token }, { command: [process.execPath, '-e', script] }).run(request(), never()),
    )) as EngineError;
    expect(error.message).toMatch(/^command: exited 2; stderr ends with:\n\*\*\*x+$/);
    expect(error.message).not.toContain('aaaaaaaaaa');
    expect((error.details as { stderrTail: string }).stderrTail).not.toContain('aaaaaaaaaa');
  });

  it('reads a crash with line numbers like statuses in its stack as other, not a dead lane', async () => {
    // A Node TypeError: the uncaught exception's source line and frames hold 403 and 401.
    const script = [
      "console.error('/opt/tool/lib/engine.js:403');",
      'console.error("TypeError: Cannot read properties of undefined (reading \'text\')");',
      "console.error('    at parse (/opt/tool/lib/engine.js:403:17)');",
      "console.error('    at main (/opt/tool/lib/engine.js:401:3)');",
      'process.exitCode = 1;',
    ].join(' ');
    const error = (await rejection(
      engine('success', {}, { command: [process.execPath, '-e', script] }).run(request(), never()),
    )) as EngineError;
    expect(error).toMatchObject({ kind: 'other', deadLane: false });
    expect(error.message).toContain("TypeError: Cannot read properties of undefined (reading 'text')");
  });

  it('redacts credentials of its env, not every configured value', async () => {
    const token = 'tok-9c1e44b02a';
    const script = "console.error('401 Unauthorized for ' + process.env.API_TOKEN); process.exitCode = 1;";
    const error = (await rejection(
      engine(
        'success',
        {},
        {
          command: [process.execPath, '-e', script],
          // FAKE_MODE: auth would have turned "Unauthorized" into "Un***orized"; the token is a secret.
          env: { FAKE_MODE: 'auth', CLAUDE_CODE_USE_BEDROCK: 'true', API_TOKEN: token },
        },
      ).run(request(), never()),
    )) as EngineError;
    expect(error.kind).toBe('auth');
    expect(error.message).toBe('command: exited 1; stderr ends with:\n401 Unauthorized for ***');
  });

  it('says an executable given as a path was not found, not that PATH lacks it', async () => {
    const missing = join(tempDir(), 'no-such-engine');
    const error = (await rejection(engine('success', {}, { command: missing }).run(request(), never()))) as EngineError;
    expect(error.kind).toBe('missing-cli');
    expect(error.message).toMatch(new RegExp(`^command: executable "${missing}" not found \\(ENOENT`));
    const onPath = (await rejection(
      engine('success', {}, { command: 'no-such-engine-here' }).run(request(), never()),
    )) as EngineError;
    expect(onPath.message).toMatch(/^command: executable "no-such-engine-here" not found on PATH/);
  });

  it('cleans up a helper that escaped into its own session', async () => {
    const pidFile = join(tempDir(), 'pid');
    await engine('escape', { FAKE_PIDFILE: pidFile }).run(request(), never());
    expect(isAlive(Number(readFileSync(pidFile, 'utf8')))).toBe(false);
  });

  it('refuses a working directory that does not exist as invalid-config', async () => {
    const error = await rejection(engine('success').run(request('x', { cwd: join(tempDir(), 'missing') }), never()));
    expect(error).toMatchObject({ kind: 'invalid-config' });
  });

  it('passes the engine conformance kit', async () => {
    await assertEngineConformance([
      { name: 'success', engine: () => engine('success'), expect: { success: true } },
      { name: 'error', engine: () => engine('error'), expect: { error: 'rate-limit' } },
      {
        name: 'missing',
        engine: () => engine('success', {}, { command: 'no-such-command-here' }),
        expect: { error: 'missing-cli' },
      },
      { name: 'timeout', engine: () => engine('hang', {}, { timeoutMs: 200 }), expect: { error: 'timeout' } },
      { name: 'abort', engine: () => engine('hang'), expect: { abort: { afterMs: 200, withinMs: 3000 } } },
      { name: 'pre-aborted', engine: () => engine('success'), expect: { preAborted: {} } },
    ]);
  });
});
