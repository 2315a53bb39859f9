// scripts/ascii.ts: the build writes dist/ ASCII only (V8 compiles a one-byte source faster), by
// escaping each non-ASCII character where it stands; a rewritten program must behave the same.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asciiOnly } from '../../scripts/ascii.ts';

const dist = join(import.meta.dirname, '..', '..', 'dist');
const ascii = /^[\x00-\x7f]*$/;

/** The script rewritten, after checking it is ASCII and evaluates (its last expression) to what the original does. */
function sameScript(program: string): string {
  const rewritten = asciiOnly(program, { sourceType: 'script' });
  expect(rewritten).toMatch(ascii);
  expect(runInNewContext(rewritten)).toEqual(runInNewContext(program));
  return rewritten;
}

async function importText(program: string): Promise<Record<string, unknown>> {
  return (await import(`data:text/javascript,${encodeURIComponent(program)}`)) as Record<string, unknown>;
}

describe('asciiOnly', () => {
  it('escapes BMP and astral characters in strings, an astral one as its surrogate pair', () => {
    const rewritten = sameScript(`JSON.stringify(["é", 'x😀y', "→…"])`);
    expect(rewritten).toContain(String.raw`"\u00e9"`);
    expect(rewritten).toContain(String.raw`'x\ud83d\ude00y'`);
  });

  it('takes the backslash of an identity escape with it, but keeps an escaped backslash', () => {
    // `\é` is é; `\\é` is a backslash and é; `\\\é` a backslash and é again.
    const rewritten = sameScript(String.raw`JSON.stringify(["\é", "\\é", "\\\é", '\😀'])`);
    expect(rewritten).toContain(String.raw`["\u00e9", "\\\u00e9", "\\\u00e9", '\ud83d\ude00']`);
  });

  it('drops a line continuation before U+2028 and keeps the character itself unescaped', () => {
    sameScript('JSON.stringify(["a\\\u2028b", "a\u2029b", `c\\\u2028d`, `c\u2028d`])');
  });

  it('keeps what regex literals match, with and without the u flag', () => {
    const inputs = JSON.stringify(['😀', '😎', '\ud83d', '\ude00', 'é', 'É', 'ü', 'x', '😀😀']);
    const regexes = String.raw`[/[😀]/, /[😀]/u, /^[😀-😎]$/u, /^[😀-😎]$/v, /😀{2}/u, /é+/i, /\é/, /[à-ü]/, /(?<é>x)/u]`;
    const rewritten = sameScript(
      `JSON.stringify(${regexes}.map((regex) => ${inputs}.map((input) => [regex.test(input), input.replace(regex, '-')])))`,
    );
    expect(rewritten).toContain(String.raw`/[\ud83d\ude00]/u`);
  });

  it('keeps the cooked value of untagged templates, also inside a substitution of a tagged one', () => {
    sameScript('const n = 2; JSON.stringify([`é${n}😀\\é`, String.raw`a${`→${n}`}b`])');
  });

  it('refuses a tagged template with a non-ASCII character (escapes would change its .raw), naming where', () => {
    expect(() => asciiOnly('const n = 1;\nString.raw`a→${n}`', { sourceType: 'script' })).toThrow(/line 2, column 12/);
  });

  it('rewrites comments, a line separator in a block comment as a line break (ASI stays the same)', () => {
    const rewritten = sameScript('/* é → 😀 */ (function () { return /*\u2028*/ 1; })() // …\n');
    expect(runInNewContext(rewritten)).toBeUndefined();
  });

  it('escapes identifiers, an astral one as \\u{...}, and private names', () => {
    const rewritten = sameScript(
      'const café = 1; const 𝒜 = 2; class K { #é = 3; get() { return this.#é; } }; JSON.stringify([café, 𝒜, new K().get(), { café }])',
    );
    expect(rewritten).toContain(String.raw`const caf\u00e9 = 1; const \u{1d49c} = 2;`);
  });

  it('turns non-ASCII white space between tokens into a space or a line break', () => {
    expect(sameScript('(1 +\u00a02)')).toBe('(1 + 2)');
    expect(asciiOnly('let a = 1\u2028a', { sourceType: 'script' })).toBe('let a = 1\na');
  });

  it('leaves an ASCII program as it is, hashbang included', () => {
    const program = '#!/usr/bin/env node\nexport const x = 1;\n';
    expect(asciiOnly(program, { sourceType: 'module' })).toBe(program);
  });

  it('rewrites a module that imports to the same exports', async () => {
    const program =
      '#!/usr/bin/env node\n// é\nexport const s = "é😀"; export const r = /^.$/u.test("😀"); export const t = `→`;\n';
    const rewritten = asciiOnly(program, { sourceType: 'module' });
    expect(rewritten).toMatch(ascii);
    expect({ ...(await importText(rewritten)) }).toEqual({ ...(await importText(program)) });
  });

  it('keeps any string in string and template literals', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const template = text.replace(/[`\\]|\$\{/g, (found) => `\\${found}`);
        sameScript(`JSON.stringify([${JSON.stringify(text)}, \`${template}\`])`);
      }),
    );
  });
});

it('every program of dist/ is ASCII only (scripts/build.ts writes it so)', () => {
  for (const file of readdirSync(dist).filter((name) => name.endsWith('.js')))
    expect(ascii.test(readFileSync(join(dist, file), 'latin1')), file).toBe(true);
});
