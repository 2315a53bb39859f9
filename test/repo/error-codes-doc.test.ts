// docs/errors.md lists every error code the project can throw or record, grouped by layer, and no
// code the source no longer has. The codes are read from src/ as text, by these rules:
// - the errors' code unions: `export const <name>Codes = [...] as const`, the engine's
//   `export const <name>CodeByKind = {...} as const`, `export type <Name>Code = 'A' | 'B'`: each must
//   be listed in the section of the layer (src/<layer>) that declares it;
// - codes written where they are thrown or recorded: `new <Name>Error('CODE'`, `code: 'CODE'`,
//   `code ?? 'CODE'`, a fallback `... .code : 'CODE'`, `const <name>Code = 'CODE'`: each must be
//   listed somewhere, and a code listed in a layer's section must be one that layer has.
// A listed code is the first cell of a table row: | `CODE` | ... |
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..');
const src = path.join(root, 'src');
const doc = readFileSync(path.join(root, 'docs', 'errors.md'), 'utf8');

/** Issue codes of the graph-file parser: each becomes an INVALID_GRAPH issue, never an error's code. */
const notErrorCodes = new Set(['RESERVED_KEY', 'DUPLICATE_KEY']);

const code = String.raw`'([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*)'`;
const unionDeclarations = [
  /export const \w+Codes\b[^=]*=\s*\[([\s\S]*?)\]\s*as const/g,
  /export const \w+CodeByKind\b[^=]*=\s*\{([\s\S]*?)\}\s*as const/g,
  /export type \w+Code\s*=([^;]*);/g,
];
const writtenCodes = [
  new RegExp(String.raw`new [A-Z]\w*Error\(\s*${code}`, 'g'),
  new RegExp(String.raw`\bcode\b\s*(?::|\?\?)\s*${code}`, 'g'),
  new RegExp(String.raw`\bconst \w*Code\s*=\s*${code}`, 'g'),
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** The text without comments: a code named in a comment is neither thrown nor recorded. */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

interface LayerCodes {
  /** Declared in the layer's code unions. */
  declared: Set<string>;
  /** Declared or written where thrown or recorded. */
  all: Set<string>;
}

function scanSource(): Map<string, LayerCodes> {
  const layers = new Map<string, LayerCodes>();
  for (const file of sourceFiles(src)) {
    const relative = path.relative(src, file).split(path.sep);
    if (relative.length < 2) continue; // src/index.ts, src/bundle.ts: entry points, no codes of their own
    const layer = relative[0]!;
    const codes = layers.get(layer) ?? { declared: new Set<string>(), all: new Set<string>() };
    layers.set(layer, codes);
    const text = withoutComments(readFileSync(file, 'utf8'));
    for (const declaration of unionDeclarations)
      for (const match of text.matchAll(declaration))
        for (const literal of match[1]!.matchAll(new RegExp(code, 'g'))) {
          codes.declared.add(literal[1]!);
          codes.all.add(literal[1]!);
        }
    for (const written of writtenCodes)
      for (const match of text.matchAll(written)) if (!notErrorCodes.has(match[1]!)) codes.all.add(match[1]!);
  }
  return layers;
}

/** Codes listed in each `## ... (`src/<layer>`)` section of docs/errors.md. */
function scanDoc(): Map<string, Set<string>> {
  const sections = new Map<string, Set<string>>();
  let current: Set<string> | undefined;
  for (const line of doc.split('\n')) {
    if (line.startsWith('## ')) {
      const layer = /\(`src\/([a-z]+)`\)\s*$/.exec(line)?.[1];
      current = layer === undefined ? undefined : (sections.get(layer) ?? new Set());
      if (layer !== undefined && current !== undefined) sections.set(layer, current);
      continue;
    }
    const listed = /^\| `([A-Z][A-Z0-9_]*)` \|/.exec(line)?.[1];
    if (listed === undefined) continue;
    expect(current, `${listed} is listed outside a layer's section`).toBeDefined();
    current!.add(listed);
  }
  return sections;
}

describe('docs/errors.md', () => {
  const source = scanSource();
  const listed = scanDoc();
  const everyListed = new Set([...listed.values()].flatMap((codes) => [...codes]));

  it('finds the code unions of every layer (the scan still reads the source)', () => {
    for (const layer of ['store', 'engine', 'graph', 'workspace', 'runner', 'declarative', 'report', 'action', 'cli'])
      expect(source.get(layer)?.declared.size ?? 0, layer).toBeGreaterThan(0);
    expect(source.get('engine')?.declared).toContain('ENGINE_RATE_LIMIT');
    expect(source.get('graph')?.declared).toContain('INVALID_OPTIONS');
  });

  it("lists every code of a layer's unions in that layer's section", () => {
    const missing = [...source].flatMap(([layer, codes]) =>
      [...codes.declared].filter((c) => !(listed.get(layer)?.has(c) ?? false)).map((c) => `${layer}: ${c}`),
    );
    expect(missing).toEqual([]);
  });

  it('lists every code the source throws or records', () => {
    const every = new Set([...source.values()].flatMap((codes) => [...codes.all]));
    expect([...every].filter((c) => !everyListed.has(c)).sort()).toEqual([]);
  });

  it('lists no code its layer no longer has', () => {
    const stale = [...listed].flatMap(([layer, codes]) =>
      [...codes].filter((c) => !(source.get(layer)?.all.has(c) ?? false)).map((c) => `${layer}: ${c}`),
    );
    expect(stale).toEqual([]);
  });

  it('is linked from the README', () => {
    expect(readFileSync(path.join(root, 'README.md'), 'utf8').includes('](docs/errors.md)')).toBe(true);
  });
});
