// scripts/vendor-chunks.ts: the build compacts the chunks that hold only third-party modules (dead
// code and comments out, names and lines kept) and leaves the chunks of src/ as ncc wrote them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compactVendorChunk, vendorChunkFiles } from '../../scripts/vendor-chunks.ts';

const dist = join(import.meta.dirname, '..', '..', 'dist');

async function importText(program: string): Promise<Record<string, unknown>> {
  return (await import(`data:text/javascript,${encodeURIComponent(program)}`)) as Record<string, unknown>;
}

describe('vendorChunkFiles', () => {
  it('names the chunks whose every module, concatenated ones included, comes from node_modules', () => {
    const stats = {
      chunks: [
        { files: ['1.index.js'], modules: [{ name: './node_modules/zod/index.js' }] },
        {
          files: ['2.index.js'],
          modules: [
            {
              name: './node_modules/yaml/a.js + 1 modules',
              modules: [{ name: './node_modules/yaml/a.js' }, { name: './node_modules/yaml/b.js' }],
            },
          ],
        },
        { files: ['3.index.js'], modules: [{ name: './node_modules/zod/index.js' }, { name: './src/store/ids.ts' }] },
        {
          files: ['4.index.js'],
          modules: [
            { name: './src/a.ts + 1 modules', modules: [{ name: './src/a.ts' }, { name: './node_modules/x/y.js' }] },
          ],
        },
        { files: ['index.js'], modules: [{ name: 'webpack/runtime/ensure chunk' }] },
        { files: ['5.index.js'], modules: [] },
      ],
    };
    expect([...vendorChunkFiles(stats)]).toEqual(['1.index.js', '2.index.js']);
  });

  it('refuses stats it cannot read', () => {
    expect(() => vendorChunkFiles({ chunks: [{ files: 'x' }] })).toThrow();
  });
});

describe('compactVendorChunk', () => {
  it('drops dead code and comments, keeps names and one statement a line, and behaves the same', async () => {
    const program = [
      '// a comment that goes',
      'function unused() { return "never called"; }',
      'const debug = false;',
      'export function describeValue(value) {',
      '  /* and another */',
      '  if (debug) console.log("dead branch");',
      '  const kind = typeof value;',
      '  return `${kind}: ${String(value)}`;',
      '}',
      'export const answer = describeValue(42);',
      '',
    ].join('\n');
    const compacted = compactVendorChunk('chunk.js', program);
    expect(compacted).not.toContain('comment');
    expect(compacted).not.toContain('never called');
    expect(compacted).not.toContain('dead branch');
    expect(compacted).toContain('function describeValue(value)');
    expect(compacted.split('\n').length).toBeGreaterThan(3);
    const before = await importText(program);
    const after = await importText(compacted);
    expect(after.answer).toBe(before.answer);
    expect((after.describeValue as (value: unknown) => string)('x')).toBe('string: x');
  });

  it('says which chunk it could not parse', () => {
    expect(() => compactVendorChunk('broken.js', 'export const = ;')).toThrow(/broken\.js/);
  });
});

describe('the built dist/', () => {
  it('has its third-party chunks compacted and those of src/ as ncc wrote them, comments and all', () => {
    const chunks = readdirSync(dist).filter((name) => /^\d+\.index\.js$/.test(name));
    const text = (name: string) => readFileSync(join(dist, name), 'utf8');
    // ncc marks each module of src/ it concatenates; the compactor would drop those comments.
    const ofSrc = chunks.filter((name) => /^(?:;)?\/\/ (?:EXTERNAL|CONCATENATED) MODULE: \.\/src\//m.test(text(name)));
    const compacted = chunks.filter((name) => !/^\s*\/\/ /m.test(text(name)));
    expect(ofSrc.length).toBeGreaterThanOrEqual(15);
    // zod, yaml, and the cache and artifact clients with the Azure SDK.
    expect(compacted.length).toBeGreaterThanOrEqual(3);
    expect(compacted.filter((name) => ofSrc.includes(name))).toEqual([]);
  });
});
