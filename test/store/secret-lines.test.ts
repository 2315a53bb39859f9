// A multi-line known secret (a key in PEM form, a value pasted with a trailing newline) reaches
// logs and records a line at a time, where the whole value never appears: the matcher also looks
// for each of its lines of 8 characters or more, without indentation, and not for PEM armour lines
// (the same in every key; a graph may name them).
import { describe, expect, it } from 'vitest';
import { createSecretMatcher, redactKnownSecrets } from '../../src/store/index.ts';

const body = ['MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcw', 'x3k9Qm2ZpL8vN4tR6wYe'];
const pem = ['-----BEGIN PRIVATE KEY-----', ...body, '-----END PRIVATE KEY-----', ''].join('\n');

describe('a multi-line known secret', () => {
  it('is found a line at a time, raw and JSON-escaped, under the whole secret’s index', () => {
    const matcher = createSecretMatcher(['sk-other-secret-1234567890', pem]);
    expect(matcher.findIn(`key> ${body[0]}`)).toBe(1);
    expect(matcher.findIn(`{"k":"${body[1]}\\n"}`)).toBe(1);
    expect(matcher.findInBytes(Buffer.from(`  ${body[1]}  `))).toBe(1);
    expect(redactKnownSecrets(matcher, `a ${body[0]}\nb ${body[1]}\nc`)).toBe('a ***\nb ***\nc');
    // Its lines count as texts looked for: encodings as short as the shortest line are decoded.
    expect(matcher.minSecretBytes).toBe(Buffer.byteLength(body[1]!));
  });

  it('leaves PEM armour lines, short lines and indentation out', () => {
    const json = ['{', '  "type": "service_account",', '  "a": 1,', '}'].join('\n');
    const matcher = createSecretMatcher([pem, json]);
    expect(matcher.findIn('-----BEGIN PRIVATE KEY-----')).toBe(-1);
    expect(matcher.findIn('-----END PRIVATE KEY-----')).toBe(-1);
    expect(matcher.findIn('{ "a": 1, }')).toBe(-1);
    expect(matcher.findIn('"type": "service_account",')).toBe(1);
  });

  it('finds a value pasted with a trailing newline where it is printed without one', () => {
    const matcher = createSecretMatcher(['ghp_tokenAbc123XYZ\n']);
    expect(matcher.findIn('token=ghp_tokenAbc123XYZ')).toBe(0);
  });
});
