// A known secret of several lines (a key in PEM form, a kubeconfig) reaches logs and records a line
// at a time, where the whole value never appears: the matcher also looks for its key material (its
// lines of encoded characters, and long encoded runs inside its other lines), not for its structure
// (`apiVersion: v1`, PEM armour), which is the same in every such file. A one-line value pasted
// with a trailing newline is also looked for without it.
import { describe, expect, it } from 'vitest';
import { createSecretMatcher, redactKnownSecrets } from '../../src/store/index.ts';

const body = ['MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcw', 'x3k9Qm2ZpL8vN4tR6wYe=='];
const pem = ['-----BEGIN PRIVATE KEY-----', ...body, '-----END PRIVATE KEY-----', ''].join('\n');
const clientKey = Buffer.from('client key bytes, long enough to be key material').toString('base64');
const kubeconfig = [
  'apiVersion: v1',
  'clusters:',
  '- cluster:',
  '    certificate-authority-data: short',
  'users:',
  '- user:',
  `    client-key-data: ${clientKey}`,
].join('\n');

describe('a known secret of several lines', () => {
  it('is found by the lines of its key, raw and JSON-escaped, under the whole secret’s index', () => {
    const matcher = createSecretMatcher(['sk-other-secret-1234567890', pem]);
    expect(matcher.findIn(`key> ${body[0]}`)).toBe(1);
    expect(matcher.findIn(`{"k":"${body[1]}\\n"}`)).toBe(1);
    expect(matcher.findInBytes(Buffer.from(`  ${body[1]}  `))).toBe(1);
    expect(redactKnownSecrets(matcher, `a ${body[0]}\nb ${body[1]}\nc`)).toBe('a ***\nb ***\nc');
    // Its lines count as texts looked for: encodings as short as the shortest line are decoded.
    expect(matcher.minSecretBytes).toBe(Buffer.byteLength(body[1]!));
  });

  it('is found by the encoded runs inside its other lines, not by its structure', () => {
    const matcher = createSecretMatcher([pem, kubeconfig]);
    expect(matcher.findIn(`key=${clientKey}`)).toBe(1);
    for (const text of ['-----BEGIN PRIVATE KEY-----', '-----END PRIVATE KEY-----', 'apiVersion: v1', 'clusters:'])
      expect(matcher.findIn(`found ${text} here`), text).toBe(-1);
    expect(matcher.findIn('certificate-authority-data: short')).toBe(-1);
  });

  it('finds a one-line value pasted with a trailing newline where it is printed without one', () => {
    const matcher = createSecretMatcher(['ghp_tokenAbc123XYZ\n', 'pass word!\r\n']);
    expect(matcher.findIn('token=ghp_tokenAbc123XYZ')).toBe(0);
    expect(matcher.findIn('password: pass word!')).toBe(1);
  });
});
