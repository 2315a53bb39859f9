import { describe, expect, it } from 'vitest';
import { redactEnvValues, redactSecrets, scrubCapture, secretValuesOf } from '../../src/engine/redact.ts';

describe('redaction', () => {
  it('replaces every occurrence of each secret, longest first', () => {
    expect(redactSecrets('key=abcd1234 again abcd1234', ['abcd1234'])).toBe('key=*** again ***');
    expect(redactSecrets('token abcd1234-extra', ['abcd', 'abcd1234-extra'])).toBe('token ***');
  });

  it('ignores empty, undefined and very short secrets', () => {
    expect(redactSecrets('a 1 b', ['', undefined, '1'])).toBe('a 1 b');
  });

  it('redacts the values of named environment variables', () => {
    const env = { OPENAI_API_KEY: 'sk-live-999', HOME: '/home/me' };
    expect(redactEnvValues('used sk-live-999 in /home/me', env, ['OPENAI_API_KEY', 'MISSING'])).toBe(
      'used *** in /home/me',
    );
  });

  it('scrubs every string field of a capture and leaves the others', () => {
    const capture = { stdout: 'ok sk-1234', stderr: 'bad sk-1234', exitCode: 1 };
    expect(scrubCapture(capture, ['sk-1234'])).toEqual({ stdout: 'ok ***', stderr: 'bad ***', exitCode: 1 });
  });

  it('treats credential-looking variables and named ones as secrets', () => {
    const env = {
      ANTHROPIC_API_KEY: 'a-key-1',
      GITHUB_TOKEN: 'ghp_x',
      MY_PASSWORD: 'pw',
      PATH: '/bin',
      CUSTOM: 'c-value',
    };
    expect(secretValuesOf(env, ['CUSTOM']).sort()).toEqual(['a-key-1', 'c-value', 'ghp_x', 'pw']);
  });
});
