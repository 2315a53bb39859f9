// Where a new run's graph comes from: a graph file (the built-in declarative host) or a host module
// with a definition file. Paths are relative to the current directory; a missing or unreadable
// file is a usage error that names the flag.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { graphDefinitionSchema, graphPlanSchema } from '../../graph/contract.ts';
import { usageError } from '../errors.ts';

async function isFile(file: string): Promise<boolean> {
  return fs.stat(file).then((info) => info.isFile(), () => false);
}

export async function requireDirectory(flag: string, directory: string): Promise<string> {
  const info = await fs.stat(directory).catch(() => undefined);
  if (info?.isDirectory() !== true) throw usageError(`${flag}: ${directory} is not a directory`);
  return fs.realpath(directory);
}

export async function requireFile(flag: string, file: string): Promise<string> {
  if (!(await isFile(file))) throw usageError(`${flag}: ${file} is not a file`);
  return file;
}

/** The runner takes a host module as a relative specifier inside the run root (e.g. ./host.mjs). */
export async function hostModuleSpecifier(realRoot: string, file: string): Promise<string> {
  await requireFile('--host-module', file);
  const relative = path.relative(realRoot, await fs.realpath(file));
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) {
    throw usageError(`--host-module: ${file} is outside the run root ${realRoot} (--root); the worker loads host modules from inside it`);
  }
  return `./${relative.split(path.sep).join('/')}`;
}

const definitionFileSchema = z.object({ graphDefinition: graphDefinitionSchema, plan: graphPlanSchema.optional() });
export type DefinitionFile = z.infer<typeof definitionFileSchema>;

export async function readDefinitionFile(file: string): Promise<DefinitionFile> {
  await requireFile('--definition', file);
  let value: unknown;
  try {
    value = JSON.parse(await fs.readFile(file, 'utf8'));
  } catch (error) {
    throw usageError(`--definition: ${file} is not JSON (${(error as Error).message})`);
  }
  const parsed = definitionFileSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw usageError(`--definition: ${file} at ${issue.path.join('.') || '(root)'}: ${issue.message}; expected { "graphDefinition": { "form", "version", "value" }, "plan"? }`);
  }
  return parsed.data;
}

/** run-YYYYMMDD-HHMMSS-xxxx: sortable, unique enough for one person's store, valid as a cache key. */
export function generatedRunId(now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `run-${stamp}-${Math.floor(Math.random() * 0x10000).toString(16).padStart(4, '0')}`;
}
