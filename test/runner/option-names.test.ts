// How a refused option is named for the person who gave it: the library's option path, or a
// caller's table (the CLI's flags, the Action's inputs), matched on whole steps of the path.
import { describe, expect, it } from 'vitest';
import { optionProblemOf, SupervisedRunError } from '../../src/runner/errors.ts';
import { refuseUnrecordable, unrecordableInput } from '../../src/runner/lifecycle/recorded-input.ts';
import { checkBackoff } from '../../src/runner/options/options.ts';
import { describeOptionProblem, optionNames } from '../../src/runner/options/option-names.ts';

const limits = { knownSecrets: ['sk-names-secret-value'], maxEventPayloadBytes: 1000 };
const flags = optionNames({
  answer: [
    ['.values', '--answer'],
    ['.answeredBy', '--by'],
    ['', '--answer'],
  ],
  raiseBudget: [['.value', '--raise']],
});

describe('naming a refused option', () => {
  it('names it by the first matching prefix, the rest of the path after it', () => {
    const found = unrecordableInput(limits, { answer: { values: { note: 'sk-names-secret-value' } } })!;
    expect(found).toEqual({ option: 'answer', below: '.values.note', why: expect.stringContaining('known secret') });
    expect(describeOptionProblem(found)).toMatch(/^options\.answer\.values\.note: holds a known secret;/);
    expect(describeOptionProblem(found, flags)).toMatch(/^--answer at \.note: holds a known secret;/);
    expect(flags('answer', '.answeredBy')).toBe('--by');
    expect(flags('answer', '.values[2]')).toBe('--answer at [2]');
    expect(flags('answer', '.values (a key)')).toBe('--answer (a key)');
    // Too large: the option as a whole.
    const large = unrecordableInput(limits, { answer: { values: { note: 'x'.repeat(600) } } })!;
    expect(describeOptionProblem(large, flags)).toMatch(/^--answer: \d+ bytes as JSON; .* limited to 500 bytes/);
  });

  it('matches whole steps only, and falls back to the library name', () => {
    expect(flags('raiseBudget', '.values.usd')).toBe('options.raiseBudget.values.usd');
    expect(flags('raiseBudget', '.value')).toBe('--raise');
    expect(flags('takeover', '.reason')).toBe('options.takeover.reason');
  });

  it('carries the problem on the INVALID_OPTIONS error, for a caller to name; other errors carry none', () => {
    const policy = { maxEventPayloadBytes: 1000, maxArtifactBytes: 1, maxTotalArtifactBytesPerRun: 1 };
    const storage = { knownSecrets: limits.knownSecrets, policy };
    let thrown: unknown;
    try {
      refuseUnrecordable(storage, { reason: 'because sk-names-secret-value' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ code: 'INVALID_OPTIONS', message: expect.stringMatching(/^options\.reason: /) });
    expect(optionProblemOf(thrown)).toEqual({ option: 'reason', below: '', why: expect.stringContaining('secret') });
    expect(optionProblemOf(new SupervisedRunError('INVALID_OPTIONS', 'options.position: bad'))).toBeUndefined();
    // A backoff below the initial one is refused the same way.
    let backoff: unknown;
    try {
      checkBackoff({ maxRestarts: 3, initialBackoffMs: 5000, maxBackoffMs: 1000 });
    } catch (error) {
      backoff = error;
    }
    expect(optionProblemOf(backoff)).toEqual({
      option: 'restart',
      below: '.maxBackoffMs',
      why: 'must be at least the initial backoff (5000 ms)',
    });
    expect(optionProblemOf(new Error('x'))).toBeUndefined();
  });
});
