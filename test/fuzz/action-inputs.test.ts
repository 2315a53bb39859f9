// Action inputs under hostile values: every refusal is INVALID_INPUT naming one declared input,
// never another exception, never a secret echoed; whatever is accepted is within what the
// store, cache keys and positions allow.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isActionError } from '../../src/action/errors.ts';
import {
  actionInputNames,
  collectSecrets,
  parseActionInputs,
  readRawInputs,
  inputVariable,
  type ActionConfig,
  type ActionInputName,
} from '../../src/action/inputs/parse.ts';
import { storeIdPattern } from '../../src/store/contract.ts';
import { hostileString } from './arbitraries.ts';

const context = { cwd: '/work/space', runnerTemp: '/runner/temp' };

/** A secret-looking value, long enough to be refused by the store. */
const secretArb = fc.stringMatching(/^[A-Za-z0-9]{12,24}$/);

const inputsArb = fc.record({
  hostile: fc.dictionary(fc.constantFrom(...actionInputNames), hostileString, { maxKeys: 6 }),
  secret: secretArb,
  // Where the secret is pasted by mistake (besides known-secrets and github-token).
  pastedInto: fc.option(
    fc.constantFrom(...actionInputNames.filter((n) => n !== 'known-secrets' && n !== 'github-token')),
    { nil: undefined },
  ),
  secretEnvName: fc.constantFrom('API_KEY', 'TOKEN_X'),
});

function outcome(env: Record<string, string>, secrets: string[]): { config?: ActionConfig; error?: unknown } {
  try {
    const raw = readRawInputs(env);
    const collected = collectSecrets(raw, env);
    return { config: parseActionInputs(raw, context, [...collected.masked, ...secrets]) };
  } catch (error) {
    return { error };
  }
}

describe('action inputs (fuzz)', () => {
  it('refuse hostile values with INVALID_INPUT naming the input, and never echo a secret', () => {
    fc.assert(
      fc.property(inputsArb, ({ hostile, secret, pastedInto, secretEnvName }) => {
        const env: Record<string, string> = {
          [inputVariable('run-id')]: 'r1',
          [inputVariable('known-secrets')]: secret,
          [inputVariable('github-token')]: secret,
          [secretEnvName]: `${secret}-env`,
        };
        for (const [name, value] of Object.entries(hostile)) env[inputVariable(name)] = value;
        if (pastedInto !== undefined)
          env[inputVariable(pastedInto)] = `${env[inputVariable(pastedInto)] ?? ''}${secret}`;
        if (hostile['environment-variables'] === undefined && pastedInto !== 'environment-variables')
          env[inputVariable('environment-variables')] = secretEnvName;
        const { config, error } = outcome(env, [secret]);
        if (error !== undefined) {
          if (!isActionError(error, 'INVALID_INPUT')) throw error;
          expect(actionInputNames).toContain(error.input as ActionInputName);
          expect(error.message.startsWith(`input "${error.input}"`)).toBe(true);
          expect(error.message).not.toContain(secret);
          expect(error.message).not.toContain(`${secret}-env`);
          return;
        }
        expect(config!.runId).toMatch(storeIdPattern);
        expect(config!.namespace).toMatch(storeIdPattern);
        expect(config!.cachePrefix).toMatch(/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/);
        if (config!.position !== undefined) expect(config!.position).not.toMatch(/[\u0000-\u001f\u007f]/);
        for (const name of config!.environmentVariables) expect(name).toMatch(/^[A-Za-z_][A-Za-z0-9_]*$/);
        expect(config!.storagePath).not.toContain('\0');
        expect(config!.runRoot).not.toContain('\0');
      }),
      { numRuns: 400 },
    );
  });

  // Found by the property above (fixed in 4acf753): JSON.parse's message quotes the input.
  it('never echo a known secret pasted into a JSON input (inputs, decision-output)', () => {
    const secret = 'A000aaa0AaA0';
    for (const input of ['inputs', 'decision-output'] as const) {
      const env = {
        [inputVariable('run-id')]: 'r1',
        [inputVariable('known-secrets')]: secret,
        [inputVariable('mode')]: 'resume',
        [inputVariable('position')]: 'dag/a/1',
        [inputVariable('decision')]: 'complete',
        [inputVariable(input)]: secret,
      };
      const { error } = outcome(env, [secret]);
      expect(isActionError(error, 'INVALID_INPUT') && error.input).toBe(input);
      expect((error as Error).message).not.toContain(secret);
    }
  });

  it('refuse a hostile run-id, namespace or position with INVALID_INPUT naming exactly that input', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<ActionInputName>('run-id', 'namespace', 'position', 'cache-prefix'),
        hostileString,
        (input, value) => {
          const env: Record<string, string> = {
            [inputVariable('run-id')]: 'r1',
            [inputVariable('mode')]: input === 'position' ? 'resume' : 'auto',
          };
          env[inputVariable(input)] = value;
          const { config, error } = outcome(env, []);
          const trimmed = value.trim();
          if (error === undefined) {
            // Accepted: then it is exactly a value the field allows.
            const accepted = {
              'run-id': config!.runId,
              namespace: config!.namespace,
              position: config!.position,
              'cache-prefix': config!.cachePrefix,
            }[input as 'run-id'];
            if (trimmed !== '') expect(accepted).toBe(trimmed);
            return;
          }
          if (!isActionError(error, 'INVALID_INPUT')) throw error;
          expect(error.input).toBe(input);
        },
      ),
      { numRuns: 300 },
    );
  });
});
