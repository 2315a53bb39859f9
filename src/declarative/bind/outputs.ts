// Named outputs of a command node, published the way GitHub steps do: lines `name=value` or
// `name<<DELIM` ... `DELIM` written to the file named by $SUPERVISED_OUTPUT. They become part of the
// node's recorded result, so they are bounded and refused when they hold a known secret.
import { readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { minimumSecretLength } from '../../engine/index.ts';
import { findEncodedSecretInValue, type SecretMatcher } from '../../store/index.ts';
import { makeOutputDirectory } from './output-dir.ts';

/** The variable naming the outputs file. */
export const outputFileVariable = 'SUPERVISED_OUTPUT';
/** The variable a finally command node reads the run's outcome from (completed or failed). */
export const runOutcomeVariable = 'SUPERVISED_RUN_OUTCOME';
/** Bytes an outputs file may hold: outputs are recorded in the event log, not a data channel. */
export const maxOutputFileBytes = 64 * 1024;

const outputName = /^[A-Za-z0-9_-]{1,64}$/;

export type OutputsResult = { ok: true; outputs: Record<string, string> } | { ok: false; problem: string };

/**
 * A fresh empty outputs file outside the run root (the workspace is not touched), in a temp
 * directory a later worker removes if this process dies before `remove` (output-dir.ts).
 */
export async function createOutputFile(): Promise<{ path: string; remove(): Promise<void> }> {
  const { directory, swept } = await makeOutputDirectory();
  const path = join(directory, 'outputs');
  await writeFile(path, '');
  return {
    path,
    remove: async () => {
      await rm(directory, { recursive: true, force: true });
      await swept;
    },
  };
}

/**
 * Reads and parses the outputs file after the command exited. An output holding a secret is refused:
 * one of `secrets` as it is, or one of the store's known secrets (`stored`) behind an encoding.
 */
export async function readOutputFile(
  path: string,
  secrets: readonly string[],
  stored?: SecretMatcher,
): Promise<OutputsResult> {
  let size: number;
  try {
    size = (await stat(path)).size;
  } catch {
    return { ok: true, outputs: {} }; // the command removed it: it published nothing
  }
  if (size > maxOutputFileBytes) {
    return {
      ok: false,
      problem: `its outputs file ($${outputFileVariable}) holds ${size} bytes; outputs are limited to ${maxOutputFileBytes} bytes (write large data to a file and publish its path)`,
    };
  }
  const parsed = parseOutputs(await readFile(path, 'utf8'));
  if (!parsed.ok) return parsed;
  for (const [name, value] of Object.entries(parsed.outputs)) {
    const encoded = stored === undefined ? null : findEncodedSecretInValue(stored, value);
    if (encoded !== null || secrets.some((secret) => secret.length >= minimumSecretLength && value.includes(secret))) {
      const how = encoded === null ? '' : ` (${encoded.encoding})`;
      return {
        ok: false,
        problem: `output "${name}" holds a known secret value${how} and was refused (outputs are stored in the run record)`,
      };
    }
  }
  return parsed;
}

/** `name=value` lines and `name<<DELIM` blocks; blank lines are ignored; a later line wins. */
export function parseOutputs(text: string): OutputsResult {
  const lines = text.split('\n').map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line));
  if (lines.at(-1) === '') lines.pop();
  const outputs: Record<string, string> = {};
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    if (line.trim() === '') continue;
    const heredoc = /^([^=<]*)<<(.+)$/.exec(line);
    const equals = line.indexOf('=');
    const name = heredoc !== null ? heredoc[1]! : equals === -1 ? line : line.slice(0, equals);
    if (heredoc === null && equals === -1) {
      return { ok: false, problem: `outputs file line ${i + 1}: expected name=value or name<<DELIMITER` };
    }
    if (!outputName.test(name)) {
      return {
        ok: false,
        problem: `outputs file line ${i + 1}: output names are 1-64 letters, digits, "_" or "-"`,
      };
    }
    if (heredoc === null) {
      outputs[name] = line.slice(equals + 1);
      continue;
    }
    const delimiter = heredoc[2]!;
    const end = lines.indexOf(delimiter, i + 1);
    if (end === -1) {
      return {
        ok: false,
        problem: `outputs file line ${i + 1}: "${name}<<${delimiter}" has no closing line "${delimiter}"`,
      };
    }
    outputs[name] = lines.slice(i + 1, end).join('\n');
    i = end;
  }
  return { ok: true, outputs };
}
