// DESIGN.md section 2: a folder imports only folders listed above it, and only through its public
// surface (index.ts or contract.ts); adapters never import each other; @actions/* only in src/action;
// child processes only in engine/command, workspace and runner.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = resolve(import.meta.dirname, '..', '..', 'src');
const order = ['store', 'engine', 'graph', 'workspace', 'runner', 'declarative', 'report', 'action', 'cli'] as const;
type Layer = (typeof order)[number];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

function layerOf(file: string): Layer | 'root' {
  const first = relative(src, file).split(sep)[0]!;
  return (order as readonly string[]).includes(first) ? (first as Layer) : 'root';
}

/** Static imports, re-exports and literal dynamic imports. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers: string[] = [];
  for (const match of text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^'"`;]*?from\s+['"]([^'"]+)['"]/g))
    specifiers.push(match[1]!);
  for (const match of text.matchAll(/(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g)) specifiers.push(match[1]!);
  for (const match of text.matchAll(/import\(\s*(?:\/\*[^*]*\*\/\s*)?['"]([^'"]+)['"]\s*\)/g))
    specifiers.push(match[1]!);
  return specifiers;
}

const files = filesUnder(src);

describe('layering', () => {
  it('finds the source files', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it('each folder imports only folders listed above it (adapters never each other)', () => {
    const violations: string[] = [];
    for (const file of files) {
      const from = layerOf(file);
      if (from === 'root') continue;
      for (const specifier of importsOf(file)) {
        if (!specifier.startsWith('.')) continue;
        const to = layerOf(resolve(dirname(file), specifier));
        if (to === 'root' || to === from) continue;
        const allowed = order.indexOf(to) < order.indexOf(from) && !(from === 'cli' && to === 'action');
        if (!allowed) violations.push(`${relative(src, file)} imports ${specifier} (${from} -> ${to})`);
      }
    }
    expect(violations).toEqual([]);
  });

  it('a layer is reached from another only through its index.ts or contract.ts (engine also command/, testing/)', () => {
    // engine/command and engine/testing are the package's `supervised-run/command` and `/testing`.
    const surfaces = new Set(['index.ts', 'contract.ts']);
    const engineSurfaces = new Set([...surfaces, 'command/index.ts', 'testing/index.ts']);
    const violations: string[] = [];
    for (const file of files) {
      const from = layerOf(file);
      if (from === 'root') continue;
      for (const specifier of importsOf(file)) {
        if (!specifier.startsWith('.')) continue;
        const target = resolve(dirname(file), specifier);
        const to = layerOf(target);
        if (to === 'root' || to === from) continue;
        const inner = relative(join(src, to), target).split(sep).join('/');
        if (!(to === 'engine' ? engineSurfaces : surfaces).has(inner))
          violations.push(`${relative(src, file)} imports ${specifier}`);
      }
    }
    expect(violations).toEqual([]);
  });

  it('@actions/* is imported in src/action only', () => {
    const violations = files
      .filter((file) => layerOf(file) !== 'action')
      .flatMap((file) =>
        importsOf(file)
          .filter((s) => s.startsWith('@actions/'))
          .map((s) => `${relative(src, file)}: ${s}`),
      );
    expect(violations).toEqual([]);
  });

  it('child processes are started only in engine/command, workspace and runner', () => {
    const allowed = (file: string) => {
      const path = relative(src, file).split(sep).join('/');
      return path.startsWith('engine/command/') || path.startsWith('workspace/') || path.startsWith('runner/');
    };
    const violations = files
      .filter((file) => !allowed(file))
      .flatMap((file) =>
        importsOf(file)
          .filter((s) => s === 'node:child_process' || s === 'child_process' || s === 'execa')
          .map((s) => `${relative(src, file)}: ${s}`),
      );
    expect(violations).toEqual([]);
  });

  it('no child process is ever started through a shell', () => {
    const violations = files
      .filter((file) => /shell:\s*true/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(src, file));
    expect(violations).toEqual([]);
  });
});
