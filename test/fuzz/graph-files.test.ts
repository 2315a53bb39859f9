// Declarative graph files under hostile text and hostile values: each is compiled or refused with
// INVALID_GRAPH / GRAPH_FILE whose issues name a path inside the file; nothing else is thrown, and
// what compiles keeps every path inside the run root and is a DAG the form accepts.
import fc from 'fast-check';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { compileGraph, isDeclarativeError, loadGraphFile } from '../../src/declarative/index.ts';
import { createDagGraph } from '../../src/graph/dag/index.ts';
import { hostileString } from './arbitraries.ts';

let temp: string;
let root: string;

beforeAll(async () => {
  temp = await mkdtemp(path.join(os.tmpdir(), 'fuzz-graph-'));
  root = path.join(temp, 'root');
  await mkdir(path.join(root, 'sub'), { recursive: true });
  await mkdir(path.join(temp, 'outside'));
  await writeFile(path.join(temp, 'outside', 'secret.md'), 'outside the root');
  await writeFile(path.join(root, 'prompt.md'), 'Review {{ inputs.ticket }}');
  await symlink(path.join(temp, 'outside'), path.join(root, 'out'));
  await symlink(path.join(temp, 'outside', 'secret.md'), path.join(root, 'link.md'));
});
afterAll(() => rm(temp, { recursive: true, force: true }));

const documentKeys = new Set(['', 'version', 'concurrency', 'inputs', 'engines', 'nodes']);

function checkRefusal(error: unknown): void {
  if (!isDeclarativeError(error)) throw error;
  expect(['INVALID_GRAPH', 'GRAPH_FILE', 'INVALID_INPUTS']).toContain(error.code);
  if (error.code === 'GRAPH_FILE') return;
  expect(error.issues.length).toBeGreaterThan(0);
  for (const issue of error.issues) {
    expect(typeof issue.path).toBe('string');
    // Rooted at a key the document has; a key it does not have is named as an unknown key.
    if (!documentKeys.has(issue.path.split(/[.[]/)[0]!)) expect(issue.message).toMatch(/^unknown key/);
    expect(issue.message.length).toBeGreaterThan(0);
  }
}

function checkCompiled(compiled: Awaited<ReturnType<typeof compileGraph>>): void {
  expect(() => createDagGraph(compiled.graphDefinition.value)).not.toThrow();
  for (const config of Object.values(compiled.host.config.nodes)) {
    if (config.kind !== 'command') continue;
    expect(path.isAbsolute(config.cwd)).toBe(false);
    // On this platform's path rules (a backslash is a file-name character on POSIX).
    const relative = path.relative(root, path.resolve(root, config.cwd));
    expect(relative === '..' || relative.startsWith(`..${path.sep}`)).toBe(false);
    expect(config.argv.length).toBeGreaterThan(0);
  }
}

const validDocument = () => ({
  version: 1,
  concurrency: 2,
  inputs: { ticket: { default: 'T-1' } },
  engines: { e1: { kind: 'mock', responses: [{ text: 'ok' }] } },
  nodes: {
    build: { run: ['node', '-e', '1'], 'retry-safe': true, cwd: 'sub', timeout: '1m', env: { CI: 'true' } },
    review: { needs: ['build'], engine: 'e1', 'prompt-file': 'prompt.md' },
    publish: { needs: ['review'], run: 'echo done' },
  },
});

/** Places a hostile value may go, as paths into the document. */
const targets: ReadonlyArray<readonly string[]> = [
  ['version'],
  ['concurrency'],
  ['inputs'],
  ['inputs', 'ticket', 'default'],
  ['engines', 'e1', 'kind'],
  ['engines', 'e1', 'fallback'],
  ['engines', 'e1', 'command'],
  ['engines', 'e1', 'base-url'],
  ['nodes'],
  ['nodes', 'build', 'run'],
  ['nodes', 'build', 'cwd'],
  ['nodes', 'build', 'env'],
  ['nodes', 'build', 'timeout'],
  ['nodes', 'build', 'needs'],
  ['nodes', 'review', 'needs', '0'],
  ['nodes', 'review', 'engine'],
  ['nodes', 'review', 'prompt-file'],
  ['nodes', 'review', 'prompt'],
  ['nodes', 'publish', 'run'],
  ['nodes', 'publish', 'retries'],
  ['nodes', 'publish', 'unknown-key'],
];

const hostilePath = fc.constantFrom(
  '..',
  '../outside',
  'out',
  'out/secret.md',
  'link.md',
  '/etc/passwd',
  'sub/../../outside',
  'C:\\x',
  '..\\..\\x',
  'a\0b',
  'missing/dir',
  'prompt.md',
  'sub',
);
const hostileValue = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 2, arbitrary: hostilePath },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 2 }) },
);
const hostileKey = fc.oneof(hostileString, fc.constantFrom('__proto__', 'constructor', 'build'));

function setAt(document: Record<string, unknown>, at: readonly string[], value: unknown): void {
  let current: Record<string, unknown> = document;
  for (const key of at.slice(0, -1)) {
    const next = current[key];
    if (typeof next !== 'object' || next === null) return;
    current = next as Record<string, unknown>;
  }
  current[at.at(-1)!] = value;
}

const mutation = fc.oneof(
  fc.record({ kind: fc.constant('set' as const), at: fc.constantFrom(...targets), value: hostileValue }),
  fc.record({
    kind: fc.constant('rename' as const),
    from: fc.constantFrom('build', 'review', 'publish'),
    to: hostileKey,
  }),
);

describe('graph files (fuzz)', () => {
  it('compile or refuse hostile values with issues naming a path inside the file', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(mutation, { minLength: 1, maxLength: 3 }), async (mutations) => {
        const document = validDocument() as Record<string, unknown>;
        for (const m of mutations) {
          if (m.kind === 'set') setAt(document, m.at, m.value);
          else {
            const nodes = document.nodes as Record<string, unknown> | undefined;
            if (typeof nodes === 'object' && nodes !== null && m.from in nodes) {
              const value = nodes[m.from];
              delete nodes[m.from];
              Object.defineProperty(nodes, m.to, { value, enumerable: true, configurable: true, writable: true });
            }
          }
        }
        let compiled;
        try {
          compiled = await compileGraph(document, { runRoot: root, inputs: {} });
        } catch (error) {
          checkRefusal(error);
          return;
        }
        checkCompiled(compiled);
      }),
      { numRuns: 250 },
    );
  });

  it('refuse a prompt file or cwd that leaves the run root, as written or through a symlink', async () => {
    for (const written of [
      '../outside/secret.md',
      'out/secret.md',
      'link.md',
      '/etc/passwd',
      'sub/../../outside/secret.md',
    ]) {
      const document = validDocument();
      (document.nodes.review as Record<string, unknown>)['prompt-file'] = written;
      const error = await compileGraph(document, { runRoot: root, inputs: {} }).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(isDeclarativeError(error) && error.code, written).toBe('INVALID_GRAPH');
      expect((error as { issues: Array<{ path: string }> }).issues.map((i) => i.path)).toContain(
        'nodes.review.prompt-file',
      );
    }
    for (const written of ['..', 'out', '/tmp', 'sub/../..']) {
      const document = validDocument();
      document.nodes.build.cwd = written;
      const error = await compileGraph(document, { runRoot: root, inputs: {} }).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(isDeclarativeError(error) && error.code, written).toBe('INVALID_GRAPH');
      expect((error as { issues: Array<{ path: string }> }).issues.map((i) => i.path)).toContain('nodes.build.cwd');
    }
  });

  it('load hostile file text (YAML, JSON, binary, alias bombs) into a graph or INVALID_GRAPH', async () => {
    const bomb = [
      'a: &a [x, x, x, x, x, x, x, x, x]',
      ...Array.from(
        { length: 8 },
        (_, i) =>
          `${String.fromCharCode(98 + i)}: &${String.fromCharCode(98 + i)} [*${String.fromCharCode(97 + i)}, *${String.fromCharCode(97 + i)}, *${String.fromCharCode(97 + i)}, *${String.fromCharCode(97 + i)}]`,
      ),
    ].join('\n');
    const text = fc.oneof(
      hostileString,
      fc.constant(bomb),
      fc.constant('version: 1\nnodes:\n  a: { run: [x] }\n  a: { run: [y] }\n'),
      fc.constant('version: 1\nnodes:\n  a:\n    run: echo a: b\n'),
      fc.anything({ maxDepth: 3 }).map((value) => stringify(value) ?? ''),
      fc.anything({ maxDepth: 3 }).map((value) => JSON.stringify(value) ?? ''),
      fc.array(mutation, { maxLength: 2 }).map((mutations) => {
        const document = validDocument() as Record<string, unknown>;
        for (const m of mutations) if (m.kind === 'set') setAt(document, m.at, m.value);
        return stringify(document);
      }),
    );
    const file = path.join(root, 'graph.yml');
    await fc.assert(
      fc.asyncProperty(text, async (content) => {
        await writeFile(file, content);
        let compiled;
        try {
          compiled = await loadGraphFile(file, { runRoot: root, inputs: {} });
        } catch (error) {
          checkRefusal(error);
          return;
        }
        checkCompiled(compiled);
      }),
      { numRuns: 200 },
    );
  });
});
