import { describe, expect, it } from 'vitest';
import { retryAfterFromHeaders, retryAfterHeaderToMs } from '../../src/engine/retry-after.ts';

describe('retryAfterHeaderToMs', () => {
  const now = Date.parse('2025-10-01T12:00:00Z');

  it('reads delay-seconds, including fractions', () => {
    expect(retryAfterHeaderToMs('120', now)).toBe(120_000);
    expect(retryAfterHeaderToMs(' 0.5 ', now)).toBe(500);
    expect(retryAfterHeaderToMs('0', now)).toBe(0);
  });

  it('reads an HTTP date relative to now, and a past date as 0', () => {
    expect(retryAfterHeaderToMs('Wed, 01 Oct 2025 12:01:30 GMT', now)).toBe(90_000);
    expect(retryAfterHeaderToMs('Wed, 01 Oct 2025 11:00:00 GMT', now)).toBe(0);
  });

  it('returns undefined for absent or unreadable values', () => {
    for (const value of [undefined, null, '', 'soon', '-5', '1e3']) {
      expect(retryAfterHeaderToMs(value, now), String(value)).toBeUndefined();
    }
  });

  it('prefers retry-after-ms when present', () => {
    expect(retryAfterFromHeaders(new Headers({ 'retry-after': '5', 'retry-after-ms': '1200' }), now)).toBe(1200);
    expect(retryAfterFromHeaders(new Headers({ 'retry-after': '5' }), now)).toBe(5000);
  });
});
