import { describe, expect, it } from 'vitest';
import { rerunOf } from '../../src/action/job/rerun.ts';

describe('rerunOf (Re-run jobs of the workflow run that saved the store)', () => {
  const prefix = 'supervised-run/default/r1/';
  it('is a re-run when an earlier attempt of this workflow run saved the restored store', () => {
    expect(rerunOf(`${prefix}123-1`, prefix, '123', '2')).toBe(
      'attempt 2 of workflow run 123, whose attempt 1 saved the store',
    );
  });
  it('is no re-run for another workflow run, the same attempt, no cache entry or another prefix', () => {
    expect(rerunOf(`${prefix}122-1`, prefix, '123', '2')).toBeUndefined();
    expect(rerunOf(`${prefix}123-2`, prefix, '123', '2')).toBeUndefined();
    expect(rerunOf(undefined, prefix, '123', '2')).toBeUndefined();
    expect(rerunOf('other/default/r1/123-1', prefix, '123', '2')).toBeUndefined();
  });
});
