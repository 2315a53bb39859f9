// Reads a graph file (YAML or JSON) and compiles it; errors carry the file's line and column.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { compileDocument, type CompileGraphOptions, type CompiledDeclarativeRun } from './compile/compile.ts';
import { parseGraphText } from './document/parse-text.ts';
import { DeclarativeError } from './errors.ts';

/** Graph files are small; a bound keeps a wrong path (a log, a binary) from being read whole. */
export const maxGraphFileBytes = 1024 * 1024;

export type LoadGraphFileOptions = Omit<CompileGraphOptions, 'source'>;

/** `path` is resolved against the current directory (adapters pass it relative to the run root). */
export async function loadGraphFile(path: string, options: LoadGraphFileOptions): Promise<CompiledDeclarativeRun> {
  const text = await readGraphFile(path);
  const parsed = parseGraphText(text, path);
  return compileDocument(parsed.value, { ...options, source: path }, parsed.locate);
}

async function readGraphFile(path: string): Promise<string> {
  let bytes: Buffer;
  try {
    bytes = await readFile(resolve(path));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new DeclarativeError('GRAPH_FILE', `graph file ${path} cannot be read (${code})`, { cause: error });
  }
  if (bytes.length > maxGraphFileBytes) {
    throw new DeclarativeError(
      'GRAPH_FILE',
      `graph file ${path} is ${bytes.length} bytes; graph files are limited to ${maxGraphFileBytes} bytes`,
    );
  }
  return bytes.toString('utf8');
}
