// How a refusal of a recorded value is named for the person who gave it: the library's option path,
// or a caller's table (the CLI's flags, the Action's inputs), matched on whole steps of the path.
import { describe, expect, it } from 'vitest';
import { SupervisedRunError } from '../../src/runner/errors.ts';
import {
  describeUnrecordable,
  recordedNames,
  refuseUnrecordable,
  unrecordableInput,
  unrecordableOf,
} from '../../src/runner/lifecycle/recorded-input.ts';

const limits = { knownSecrets: ['sk-names-secret-value'], maxEventPayloadBytes: 1000 };
const flags = recordedNames({
  answer: [
    ['.values', '--answer'],
    ['.answeredBy', '--by'],
    ['', '--answer'],
  ],
  raiseBudget: [['.value', '--raise']],
});

describe('naming a recorded value the store would refuse', () => {
  it('names it by the first matching prefix, the rest of the path after it', () => {
    const found = unrecordableInput(limits, { answer: { values: { note: 'sk-names-secret-value' } } })!;
    expect(found).toEqual({ option: 'answer', below: '.values.note', why: expect.stringContaining('known secret') });
    expect(describeUnrecordable(found)).toMatch(/^options\.answer\.values\.note: holds a known secret;/);
    expect(describeUnrecordable(found, flags)).toMatch(/^--answer at \.note: holds a known secret;/);
    expect(flags('answer', '.answeredBy')).toBe('--by');
    expect(flags('answer', '.values[2]')).toBe('--answer at [2]');
    expect(flags('answer', '.values (a key)')).toBe('--answer (a key)');
    // Too large: the option as a whole.
    const large = unrecordableInput(limits, { answer: { values: { note: 'x'.repeat(600) } } })!;
    expect(describeUnrecordable(large, flags)).toMatch(/^--answer: \d+ bytes as JSON; .* limited to 500 bytes/);
  });

  it('matches whole steps only, and falls back to the library name', () => {
    expect(flags('raiseBudget', '.values.usd')).toBe('options.raiseBudget.values.usd');
    expect(flags('raiseBudget', '.value')).toBe('--raise');
    expect(flags('takeover', '.reason')).toBe('options.takeover.reason');
  });

  it('carries the finding on the INVALID_OPTIONS error, for a caller to name; other errors carry none', () => {
    const policy = { maxEventPayloadBytes: 1000, maxArtifactBytes: 1, maxTotalArtifactBytesPerRun: 1 };
    const storage = { knownSecrets: limits.knownSecrets, policy };
    let thrown: unknown;
    try {
      refuseUnrecordable(storage, { reason: 'because sk-names-secret-value' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ code: 'INVALID_OPTIONS', message: expect.stringMatching(/^options\.reason: /) });
    expect(unrecordableOf(thrown)).toEqual({ option: 'reason', below: '', why: expect.stringContaining('secret') });
    expect(unrecordableOf(new SupervisedRunError('INVALID_OPTIONS', 'options.position: bad'))).toBeUndefined();
    expect(unrecordableOf(new Error('x'))).toBeUndefined();
  });
});
