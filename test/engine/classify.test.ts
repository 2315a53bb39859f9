import { describe, expect, it } from 'vitest';
import {
  classifyErrorOutput,
  classifyFailureText,
  errorLines,
  usageLimitResetMs,
} from '../../src/engine/engines/classify.ts';
import { structuredFromText } from '../../src/engine/engines/structured.ts';

describe('classifyFailureText', () => {
  it.each([
    ['Invalid API key · Please run /login', 'auth'],
    ['OAuth token has expired. Please obtain a new token or refresh your existing token.', 'auth'],
    ['Credit balance is too low', 'billing'],
    ['You exceeded your current quota, please check your plan and billing details.', 'billing'],
    ['API Error: 429 {"type":"error","error":{"type":"rate_limit_error"}}', 'rate-limit'],
    ["You've hit your usage limit. Upgrade to Pro or try again later.", 'rate-limit'],
    [
      "There's an issue with the selected model (claude-nope). It may not exist or you may not have access to it.",
      'model-unavailable',
    ],
    ['The model `gpt-nope` does not exist or you do not have access to it.', 'model-unavailable'],
    ['API Error: 529 {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}', 'transport'],
    ['stream disconnected before completion', 'transport'],
  ] as const)('%s -> %s', (text, kind) => {
    expect(classifyFailureText(text)).toBe(kind);
  });

  it('names nothing for an unrelated failure', () => {
    expect(classifyFailureText('TypeError: cannot read properties of undefined')).toBeUndefined();
  });

  it('reads a status number only with its context, never a bare number', () => {
    const named = [
      ['Error: Request failed with status code 401', 'auth'],
      ['HTTP/1.1 403 Forbidden', 'auth'],
      ['API Error: 404 {"type":"error","error":{"type":"invalid_request_error"}}', 'model-unavailable'],
      ['exceeded retry limit, last status: 429 Too Many Requests', 'rate-limit'],
      ['upstream replied 503 Service Unavailable', 'transport'],
    ] as const;
    for (const [text, kind] of named) expect(classifyFailureText(text), text).toBe(kind);
    for (const text of [
      '    at parse (/opt/tool/lib/engine.js:403:17)',
      "thread 'main' panicked at src/engine.rs:401:9",
      'The handler returns 404 when the user is missing',
      'took 429 ms',
    ])
      expect(classifyFailureText(text), text).toBeUndefined();
  });
});

describe('classifyErrorOutput', () => {
  it('reads the error lines of a crash, not its stack frames or source excerpt', () => {
    // What node prints for an uncaught exception, with line numbers that look like statuses.
    const stderr = [
      '/opt/tool/lib/engine.js:403',
      '    const text = reply.content[0].text;',
      '                               ^',
      '',
      "TypeError: Cannot read properties of undefined (reading 'text')",
      '    at parse (/opt/tool/lib/engine.js:403:17)',
      '    at main (/opt/tool/lib/engine.js:401:3)',
      '',
      'Node.js v24.4.0',
    ].join('\n');
    expect(classifyErrorOutput(stderr)).toBeUndefined();
    expect(classifyErrorOutput(`${stderr}\nError: authentication_error: invalid x-api-key`)).toBe('auth');
  });

  it('skips a stream-json transcript: what the model wrote is not an error', () => {
    const stdout = [
      '{"type":"system","subtype":"init","session_id":"s1","model":"claude-sonnet-4-5-20250929"}',
      '{"type":"assistant","message":{"content":[{"type":"text","text":"The route is not found: it returns 404 and the model does not exist yet; rate limit is 429."}]}}',
    ].join('\n');
    expect(errorLines(stdout)).toEqual([]);
    expect(classifyErrorOutput(stdout)).toBeUndefined();
  });

  it('reads a plain error line around the transcript', () => {
    expect(classifyErrorOutput('{"type":"system"}\nInvalid API key · Please run /login')).toBe('auth');
  });

  it('reads the reset time of a Claude usage limit', () => {
    expect(usageLimitResetMs('Claude AI usage limit reached|1700000100', 1_700_000_000_000)).toBe(100_000);
    expect(usageLimitResetMs('rate limited', 0)).toBeUndefined();
  });
});

describe('structuredFromText', () => {
  it('parses a JSON object or array alone or in one fenced block, and nothing else', () => {
    expect(structuredFromText(' {"a":1} ')).toEqual({ a: 1 });
    expect(structuredFromText('```json\n[1,2]\n```')).toEqual([1, 2]);
    expect(structuredFromText('Here: {"a":1}')).toBeUndefined();
    expect(structuredFromText('42')).toBeUndefined();
    expect(structuredFromText('{broken')).toBeUndefined();
  });
});
