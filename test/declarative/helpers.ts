// Shared helpers: a temporary run root with graph files written into it.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach } from 'vitest';
import { DeclarativeError } from '../../src/declarative/errors.ts';
import { loadGraphFile } from '../../src/declarative/load.ts';
import type { JsonValue } from '../../src/store/contract.ts';

const roots: string[] = [];

export function useTempRoots(): void {
  afterEach(async () => {
    await Promise.all(roots.splice(0).map((root) => rm(root, { recursive: true, force: true })));
  });
}

export async function tempRoot(prefix = 'declarative-'): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), prefix));
  roots.push(root);
  return root;
}

export async function writeIn(root: string, relative: string, text: string): Promise<string> {
  const path = join(root, relative);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, text);
  return path;
}

/** Loads `text` as `graph.yml` in a fresh root; resolves with the compiled run. */
export async function load(
  text: string,
  options: { root?: string; inputs?: Record<string, JsonValue>; file?: string } = {},
) {
  const root = options.root ?? (await tempRoot());
  const path = await writeIn(root, options.file ?? 'graph.yml', text);
  return loadGraphFile(path, { runRoot: root, inputs: options.inputs });
}

/** Loads `text` and returns the DeclarativeError it must raise. */
export async function loadError(text: string, options: Parameters<typeof load>[1] = {}): Promise<DeclarativeError> {
  try {
    await load(text, options);
  } catch (error) {
    if (error instanceof DeclarativeError) return error;
    throw error;
  }
  throw new Error('expected the graph to be refused');
}

/** The issues of an error as `path: message` strings. */
export function issueTexts(error: DeclarativeError): string[] {
  return error.issues.map((issue) => (issue.path === '' ? issue.message : `${issue.path}: ${issue.message}`));
}
