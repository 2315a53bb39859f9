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

describe('prepareWhileWaiting and the compile cache', () => {
  it('writes the compile cache after the preload while the parameters have still not come', async () => {
    let deliver!: (value: string) => void;
    const parameters = new Promise<string>((resolve) => (deliver = resolve));
    const order: string[] = [];
    let flushed!: () => void;
    const wrote = new Promise<void>((resolve) => (flushed = resolve));
    const result = prepareWhileWaiting(
      parameters,
      async () => {
        order.push('preload');
      },
      () => {
        order.push('flush');
        flushed();
      },
    );
    await wrote;
    expect(order).toEqual(['preload', 'flush']);
    deliver('params');
    await expect(result).resolves.toBe('params');
  });

  it('does not write it once the parameters came during the preload', async () => {
    let deliver!: (value: string) => void;
    const parameters = new Promise<string>((resolve) => (deliver = resolve));
    let release!: () => void;
    const preloadEnds = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const preloading = new Promise<void>((resolve) => (started = resolve));
    const flush = vi.fn();
    const result = prepareWhileWaiting(
      parameters,
      async () => {
        started();
        await preloadEnds;
      },
      flush,
    );
    await preloading;
    deliver('params');
    await expect(result).resolves.toBe('params');
    release();
    await preloadEnds;
    // Every promise job queued after the preload runs before the next turn of the event loop.
    await new Promise((resolve) => setImmediate(resolve));
    expect(flush).not.toHaveBeenCalled();
  });

  it('does not write it when the parameters come at once', async () => {
    vi.useFakeTimers();
    const flush = vi.fn();
    await expect(prepareWhileWaiting(Promise.resolve('params'), undefined, flush)).resolves.toBe('params');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(flush).not.toHaveBeenCalled();
  });
});
