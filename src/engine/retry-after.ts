// `retry-after` is either delay-seconds or an HTTP date (RFC 9110 §10.2.3).

/** Milliseconds to wait, or undefined when the header is absent or unreadable. A past date is 0. */
export function retryAfterHeaderToMs(value: string | null | undefined, now: number = Date.now()): number | undefined {
  if (value === null || value === undefined) return undefined;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  if (/^\d+(\.\d+)?$/.test(trimmed)) {
    const ms = Math.ceil(Number(trimmed) * 1000);
    return Number.isSafeInteger(ms) ? ms : undefined;
  }
  // Only date-like values: Date.parse accepts too much ("1" is a year).
  if (!/[A-Za-z]/.test(trimmed)) return undefined;
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - now);
}

/** `retry-after-ms` (OpenAI) wins over `retry-after` when both are present. */
export function retryAfterFromHeaders(headers: Headers, now: number = Date.now()): number | undefined {
  const ms = headers.get('retry-after-ms');
  if (ms !== null && /^\d+(\.\d+)?$/.test(ms.trim())) return Math.ceil(Number(ms.trim()));
  return retryAfterHeaderToMs(headers.get('retry-after'), now);
}
