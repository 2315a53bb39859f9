import { describe, expect, it } from 'vitest';
import { classifyFailureText, usageLimitResetMs } from '../../src/engine/engines/classify.ts';
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
