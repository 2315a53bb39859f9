// The executor's redaction of what it records about a node: raw, JSON-escaped and encoded forms
// become ***, and a text the store would still refuse after that is withheld whole.
import { describe, expect, it } from 'vitest';
import { holdsKnownSecret, redactDetails, redactText } from '../../src/graph/executor/known-secrets.ts';
import { canonicalJson, createSecretMatcher, findSecretInValue, withheldText } from '../../src/store/index.ts';

const secret = 'tok-9f2c"41d7e8';
const secrets = [secret];
const b64 = (text: string) => Buffer.from(text).toString('base64');

describe('known secrets in what the executor records', () => {
  it('redacts raw, JSON-escaped and encoded forms in messages, then bounds them', () => {
    expect(redactText(`login ${secret} / ${JSON.stringify(secret)} / Basic ${b64(`u:${secret}`)}`, secrets)).toBe(
      'login *** / "***" / Basic ***',
    );
    expect(redactText(`${'x'.repeat(10)} ${secret}`, secrets, 8)).toBe('xxxxxxxx… (6 more characters)');
    expect(redactText('nothing here', [])).toBe('nothing here');
  });

  it('withholds a text the store would still find a secret in (base64 in groups of twelve)', () => {
    // Unicode-escaped JSON, then base64 in groups of four, then of eight, were the examples; all are redacted now.
    const grouped = (size: number) =>
      b64(secret)
        .match(new RegExp(`.{1,${size}}`, 'g'))!
        .join(' ');
    expect(redactText(grouped(4), secrets)).toBe('***');
    const escaped = grouped(12);
    expect(findSecretInValue(createSecretMatcher(secrets), escaped)).not.toBeNull();
    expect(redactText(escaped, secrets)).toBe(withheldText);
    expect(redactDetails({ body: escaped, code: 2 }, secrets)).toEqual({ body: withheldText, code: 2 });
  });

  it('redacts every string and key of details, and tells values that hold a secret', () => {
    const details = { [b64(secret)]: [`a ${secret}`, 1, null], ok: 'fine' };
    expect(redactDetails(details, secrets)).toEqual({ '***': ['a ***', 1, null], ok: 'fine' });
    const value = { nested: { token: b64(secret) } };
    expect(holdsKnownSecret(value, canonicalJson(value), secrets)).toBe(true);
    expect(holdsKnownSecret({ a: 'fine' }, canonicalJson({ a: 'fine' }), secrets)).toBe(false);
    expect(holdsKnownSecret(value, canonicalJson(value), [])).toBe(false);
  });
});
