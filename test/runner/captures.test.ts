// When an attempt's "after" capture may stand in for the next attempt's "before" capture: only
// when that attempt ran alone and no attempt started since. Captures here are stand-in values
// from a counting take(); the rule is about which capture is handed out, not about git.
import { describe, expect, it } from 'vitest';
import type { WorkspaceCapture } from '../../src/workspace/index.ts';
import { AttemptCaptures, type CaptureResult } from '../../src/runner/worker/captures.ts';

function counter(results: CaptureResult[] = []) {
  let taken = 0;
  const take = async (): Promise<CaptureResult> =>
    results[taken++] ?? ({ anchor: { fingerprint: `c${taken}` } } as unknown as WorkspaceCapture);
  return { take, taken: () => taken };
}

describe('AttemptCaptures', () => {
  it('reuses the after capture of a lone attempt as the next before capture: one capture per sequential attempt', async () => {
    const c = counter();
    const captures = new AttemptCaptures(c.take);
    const first = await captures.before();
    const firstEnd = await captures.after();
    expect(firstEnd).not.toBe(first);
    const second = await captures.before();
    expect(second).toBe(firstEnd);
    const secondEnd = await captures.after();
    expect(await captures.before()).toBe(secondEnd);
    await captures.after();
    expect(c.taken()).toBe(4); // 3 attempts: 1 + 3 captures instead of 6
  });

  it('takes fresh captures while attempts overlap, and reuses again once one runs alone', async () => {
    const c = counter();
    const captures = new AttemptCaptures(c.take);
    await captures.before(); // a
    await captures.before(); // b, while a runs
    const aEnd = await captures.after(); // a ends while b runs: not reusable
    const cBefore = await captures.before(); // c starts while b runs
    expect(cBefore).not.toBe(aEnd);
    await captures.after(); // b ends while c runs
    const cEnd = await captures.after(); // c ends alone
    expect(await captures.before()).toBe(cEnd);
    expect(c.taken()).toBe(6);
  });

  it('does not reuse a capture when an attempt started while it was being taken, or when it failed', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let taken = 0;
    const captures = new AttemptCaptures(async () => {
      taken += 1;
      if (taken === 2) await gate; // a's after capture is slow
      return { anchor: { fingerprint: `c${taken}` } } as unknown as WorkspaceCapture;
    });
    await captures.before(); // a
    const aEnd = captures.after();
    const bBefore = captures.before(); // b starts during a's after capture
    release();
    expect(await bBefore).not.toBe(await aEnd);
    await captures.after();

    const failing = new AttemptCaptures(
      counter([{ anchor: {} } as unknown as WorkspaceCapture, new Error('git failed')]).take,
    );
    await failing.before();
    const failed = await failing.after();
    expect(failed).toBeInstanceOf(Error);
    expect(await failing.before()).not.toBe(failed);
  });
});
