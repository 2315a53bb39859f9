// describeCodedError: the one code-prefixed description the report and the Action share.
import { describe, expect, it } from 'vitest';
import { describeCodedError, StorageError } from '../../src/store/index.ts';

describe('describeCodedError', () => {
  it('puts a string code in front of the message, and nothing when there is none', () => {
    expect(describeCodedError(Object.assign(new Error('gone'), { code: 'ENOENT' }))).toBe('ENOENT: gone');
    expect(describeCodedError(new Error('plain'))).toBe('plain');
    expect(describeCodedError(Object.assign(new Error('odd'), { code: 42 }))).toBe('odd');
    expect(describeCodedError('thrown text')).toBe('thrown text');
    expect(describeCodedError(null)).toBe('null');
  });

  it('names a storage error by its code', () => {
    const error = new StorageError('ARTIFACT_NOT_FOUND', 'no such artifact');
    expect(describeCodedError(error)).toBe(`ARTIFACT_NOT_FOUND: ${error.message}`);
  });
});
