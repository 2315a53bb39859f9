// Where a new run's graph comes from: a graph file (the built-in declarative host) or a host module
// with a definition file. Paths are relative to the current directory; a missing or unreadable
// file is a usage error that names the flag.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { readDefinitionFile as readDefinition, type DefinitionFile } from '../../runner/index.ts';
import { usageError } from '../errors.ts';
import { isStrictlyInside } from '../../store/index.ts';

async function isFile(file: string): Promise<boolean> {
  return fs.stat(file).then(
    (info) => info.isFile(),
    () => false,
  );
}

export async function requireDirectory(flag: string, directory: string): Promise<string> {
  const info = await fs.stat(directory).catch(() => undefined);
  if (info?.isDirectory() !== true) throw usageError(`${flag}: ${directory} is not a directory`);
  return fs.realpath(directory);
}

/** A `--root` given only to be named in printed commands (status, summary): resolved, undefined when absent. */
export async function printedRoot(io: { cwd: string }, root: string | undefined): Promise<string | undefined> {
  return root === undefined ? undefined : requireDirectory('--root', path.resolve(io.cwd, root));
}

export async function requireFile(flag: string, file: string): Promise<string> {
  if (!(await isFile(file))) throw usageError(`${flag}: ${file} is not a file`);
  return file;
}

/** The runner takes a host module as a relative specifier inside the run root (e.g. ./host.mjs). */
export async function hostModuleSpecifier(realRoot: string, file: string): Promise<string> {
  await requireFile('--host-module', file);
  const relative = path.relative(realRoot, await fs.realpath(file));
  if (!isStrictlyInside(relative)) {
    throw usageError(
      `--host-module: ${file} is outside the run root ${realRoot} (--root); the worker loads host modules from inside it`,
    );
  }
  return `./${relative.split(path.sep).join('/')}`;
}

export async function readDefinitionFile(file: string): Promise<DefinitionFile> {
  await requireFile('--definition', file);
  const result = readDefinition(await fs.readFile(file, 'utf8'));
  if (!result.ok) {
    const expected = result.expected === undefined ? '' : `; expected ${result.expected}`;
    throw usageError(`--definition: ${file} ${result.problem}${expected}`);
  }
  return result.value;
}

/** run-YYYYMMDD-HHMMSS-xxxx: sortable, unique enough for one person's store, valid as a cache key. */
export function generatedRunId(now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `run-${stamp}-${Math.floor(Math.random() * 0x10000)
    .toString(16)
    .padStart(4, '0')}`;
}
