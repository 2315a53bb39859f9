// prepareWhileWaiting: a worker whose parameters are slow to come (a prelaunch waiting for its
// launch) preloads meanwhile; one whose parameters are there at once does not.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prepareWhileWaiting } from '../../src/runner/worker/waiting.ts';

afterEach(() => vi.useRealTimers());

describe('prepareWhileWaiting', () => {
  it('runs the preload while the parameters have not come, and returns them when they do', async () => {
    let deliver!: (value: string) => void;
    const parameters = new Promise<string>((resolve) => (deliver = resolve));
    let preloaded!: () => void;
    const ran = new Promise<void>((resolve) => (preloaded = resolve));
    const result = prepareWhileWaiting(parameters, async () => preloaded());
    await ran; // the preload ran though nothing came
    deliver('params');
    await expect(result).resolves.toBe('params');
  });

  it('does not preload when the parameters come at once', async () => {
    vi.useFakeTimers();
    const preload = vi.fn(async () => undefined);
    await expect(prepareWhileWaiting(Promise.resolve('params'), preload)).resolves.toBe('params');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(preload).not.toHaveBeenCalled();
  });

  it('a failed preload does not fail the worker', async () => {
    let deliver!: (value: string) => void;
    const parameters = new Promise<string>((resolve) => (deliver = resolve));
    let failed!: () => void;
    const attempted = new Promise<void>((resolve) => (failed = resolve));
    const result = prepareWhileWaiting(parameters, () => {
      failed();
      return Promise.reject(new Error('cannot load'));
    });
    await attempted;
    deliver('params');
    await expect(result).resolves.toBe('params');
  });
});
