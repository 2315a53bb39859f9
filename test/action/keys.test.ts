// Cache keys and artifact names of a persisted store.
import { describe, expect, it } from 'vitest';
import { isActionError } from '../../src/action/errors.ts';
import {
  artifactAttemptOf,
  artifactNameFor,
  cacheKeyFor,
  cacheRestorePrefix,
  locateStore,
} from '../../src/action/persistence/index.ts';

describe('cache keys', () => {
  it('are <prefix>/<namespace>/<run-id>/<github.run_id>-<github.run_attempt>, restored by <prefix>/<namespace>/<run-id>/', () => {
    const parts = { prefix: 'supervised-run', namespace: 'default', runId: 'nightly.2' };
    expect(cacheKeyFor({ ...parts, githubRunId: 123456789, githubRunAttempt: '2' })).toBe(
      'supervised-run/default/nightly.2/123456789-2',
    );
    expect(cacheRestorePrefix(parts)).toBe('supervised-run/default/nightly.2/');
    expect(cacheKeyFor({ ...parts, prefix: 'team/app', githubRunId: '1', githubRunAttempt: 1 })).toBe(
      'team/app/default/nightly.2/1-1',
    );
  });

  it('refuse what would break the key scheme, naming the input', () => {
    const base = { prefix: 'p', namespace: 'n', runId: 'r', githubRunId: 1, githubRunAttempt: 1 };
    const cases: Array<[Partial<typeof base> | Record<string, unknown>, string]> = [
      [{ runId: 'a/b' }, 'run-id'],
      [{ runId: '..' }, 'run-id'],
      [{ namespace: '' }, 'namespace'],
      [{ prefix: '/p' }, 'cache-prefix'],
      [{ prefix: 'p//q' }, 'cache-prefix'],
      [{ prefix: 'p,q' }, 'cache-prefix'],
      [{ githubRunId: '0' }, 'GITHUB_RUN_ID'],
      [{ githubRunAttempt: '' }, 'GITHUB_RUN_ATTEMPT'],
    ];
    for (const [override, input] of cases) {
      let error: unknown;
      try {
        cacheKeyFor({ ...base, ...override });
      } catch (caught) {
        error = caught;
      }
      expect(isActionError(error, 'INVALID_INPUT'), JSON.stringify(override)).toBe(true);
      expect((error as { input: string }).input).toBe(input);
    }
  });
});

describe('artifact names', () => {
  it('name namespace, run and attempt, and parse back only for exactly that run', () => {
    const name = artifactNameFor({ namespace: 'a', runId: 'b-c', githubRunAttempt: 3 });
    expect(name).toBe('supervised-run+a+b-c+3');
    expect(artifactAttemptOf(name, { namespace: 'a', runId: 'b-c' })).toBe(3);
    // With "-" as the separator these two runs would share names.
    expect(artifactAttemptOf(name, { namespace: 'a-b', runId: 'c' })).toBeUndefined();
    expect(artifactAttemptOf(name, { namespace: 'A', runId: 'b-c' })).toBeUndefined();
    expect(artifactAttemptOf('supervised-run+a+b-c+x', { namespace: 'a', runId: 'b-c' })).toBeUndefined();
  });
});

describe('store location', () => {
  it('keeps the path string as given for the cache version and resolves the run directory through the store layout', () => {
    const location = locateStore({ storeDirectory: '.supervised-run', namespace: 'default', runId: 'r1' });
    expect(location.cachePath).toBe('.supervised-run/default/runs/r1');
    expect(location.runDirectory).toBe(`${process.cwd()}/.supervised-run/default/runs/r1`);
    expect(location.localDirectory).toBe(`${process.cwd()}/.supervised-run/.local`);
    expect(() => locateStore({ storeDirectory: '../up', namespace: 'default', runId: 'r1' })).toThrow(/no "\.\."/);
  });
});
