import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { escapeCell, escapePre, escapeText } from '../../src/report/index.ts';
import { hostile } from './fixtures.ts';
import { decodeReferences, wellFormedProblems } from './markdown.ts';

const markup = /[<>"'`*_[\]()#|\\~!$&]/;

describe('escaping untrusted text', () => {
  it('turns an HTML payload into character references that render as the same text', () => {
    const escaped = escapeText(hostile);
    expect(escaped).toBe('&#60;img src=x onerror=alert&#40;1&#41;&#62;');
    expect(escaped).not.toContain('<');
    expect(decodeReferences(escaped)).toBe(hostile);
  });

  it('escapes every Markdown and HTML metacharacter', () => {
    const input = `& < > " ' \` * _ [ ] ( ) # | \\ ~ ! $`;
    const escaped = escapeText(input);
    expect(escaped.replace(/&#\d+;/g, '')).not.toMatch(markup);
    expect(decodeReferences(escaped)).toBe(input);
  });

  it('escapes list, heading and setext markers at the start only', () => {
    expect(escapeText('- a-b')).toBe('&#45; a-b');
    expect(escapeText('+ x')).toBe('&#43; x');
    expect(escapeText('12. step')).toBe('12&#46; step');
    expect(escapeText('=== x')).toBe('&#61;== x');
    expect(escapeText('a.b-c')).toBe('a.b-c');
    expect(escapeText('# title')).toBe('&#35; title');
  });

  it('keeps table cells on one line: newlines become <br> after escaping, text newlines a space', () => {
    expect(escapeCell('a|b\nc<d>\r\ne')).toBe('a&#124;b<br>c&#60;d&#62;<br>e');
    expect(escapeText('one\ntwo\u2028three')).toBe('one two three');
  });

  it('replaces control characters and shows bidi controls by name', () => {
    expect(escapeText('a\u0000b\u202Ec\u0007d\te')).toBe('a\uFFFDb&#60;U+202E&#62;c\uFFFDd e');
  });

  it('keeps @mentions and issue references from pinging or linking: a zero-width space after @, # or GH', () => {
    expect(escapeText('ping @octocat and @acme/team about #123, acme/app#7 and GH-42')).toBe(
      'ping @&#8203;octocat and @&#8203;acme/team about &#35;&#8203;123, acme/app&#35;&#8203;7 and GH&#8203;-42',
    );
    expect(escapeCell('#1 by @me')).toBe('&#35;&#8203;1 by @&#8203;me');
    // Nothing else changes: a lone @ or #, a heading marker, a word that only ends in GH.
    expect(escapeText('a @ b # c #x HIGH-5')).toBe('a @ b &#35; c &#35;x HIGH-5');
    // An @ after a letter or digit is no mention: an address or a cache key copies as printed.
    expect(escapeText('mail a@b.example about run-1@claim/2')).toBe('mail a@b.example about run-1@claim/2');
  });

  it('truncates long text at a code point, before escaping (never inside a reference)', () => {
    const escaped = escapeText(`${'<'.repeat(10)}😀😀`, 11);
    expect(escaped).toBe(`${'&#60;'.repeat(10)}😀…`);
  });

  it('pre text is HTML-escaped only and stays on one line', () => {
    expect(escapePre(`echo '</code></pre><img>'\nnext`)).toBe(
      'echo &#39;&#60;/code&#62;&#60;/pre&#62;&#60;img&#62;&#39;&#10;next',
    );
    // Every line break a viewer might honour, CR and the Unicode separators too; NUL, which a
    // reference cannot stand for, as U+FFFD.
    expect(escapePre('a\rb\u2028c\u2029d\u0000e')).toBe('a&#13;b&#8232;c&#8233;d\uFFFDe');
  });

  it('round-trips any string through a table cell without changing the table', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme-ascii', maxLength: 60 }),
        fc.string({ unit: 'binary', maxLength: 30 }),
        (a, b) => {
          const value = a + b;
          const cell = escapeCell(value, 1000);
          const row = `| ${cell} | x |\n`;
          const doc = `| a | b |\n| --- | --- |\n${row}`;
          expect(wellFormedProblems(doc)).toEqual([]);
          const expected = value
            .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
            .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u0084\u0086-\u009f]/g, '\uFFFD')
            .replace(
              /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g,
              (char) => `<U+${(char.codePointAt(0) as number).toString(16).toUpperCase().padStart(4, '0')}>`,
            )
            .replaceAll('\t', ' ')
            .replace(/\r\n|[\r\n\u0085\u2028\u2029]/g, '\n');
          // The zero-width spaces that keep mentions and issue references unlinked are not text.
          const shown = cell.replaceAll('<wbr>', '').replaceAll('<br>', '\n').replaceAll('&#8203;', '');
          expect(decodeReferences(shown)).toBe(expected);
        },
      ),
      { numRuns: 300 },
    );
  });
});
