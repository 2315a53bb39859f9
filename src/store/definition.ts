// The run definition: written once, stored with its digest, verified on every read.
// Write-once is enforced by the file system: the content goes to a private temp file, which
// is then hard-linked to the final name; link() fails if the name exists, so of two racing
// writers exactly one wins, and a reader never sees a half-written definition.
import { nodeCrypto } from './crypto.ts';
import { promises as fs } from 'node:fs';
import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';
import type { JsonValue } from './contract.ts';
import { StorageError, errnoCode, ioError } from './errors.ts';
import { canonicalJson, digestJson } from './json.ts';
import { isOversized, readFileWithin } from './bounded-read.ts';
import { maxDefinitionFileBytes } from './file-limits.ts';
import { fsyncDirectory, joinInside, removeQuietly, writeNewFile } from './paths.ts';
import { describeFinding, findEncodedSecretInValue } from './secret-scan.ts';
import type { SecretMatcher } from './secrets.ts';

export const definitionFileName = 'definition.json';
/** More than the file holds besides the definition's canonical JSON (schemaVersion, digest, newline). */
const definitionEnvelopeBytes = 256;

export const storedDefinitionSchema = lazySchema(() =>
  z
    .object({
      schemaVersion: z.literal(1),
      digest: z.string().regex(/^sha256:[0-9a-f]{64}$/),
      definition: z.custom<JsonValue>((value) => value !== undefined),
    })
    .strict(),
);

/**
 * The definition file's content, or KNOWN_SECRET / STORAGE_LIMIT_EXCEEDED: checked before anything
 * is written, the run's directory included, so a refused definition leaves no trace of the run.
 */
export function definitionFileContent(runId: string, definition: JsonValue, secrets: SecretMatcher): string {
  const body = canonicalJson(definition);
  // The file's envelope and newline take a few hundred bytes besides the body: refused here, never
  // written, so every stored definition reads back within the bound.
  const bodyBytes = Buffer.byteLength(body);
  if (bodyBytes + definitionEnvelopeBytes > maxDefinitionFileBytes)
    throw new StorageError(
      'STORAGE_LIMIT_EXCEEDED',
      `definition of run ${runId} is ${bodyBytes} bytes of JSON; its file holds at most ${maxDefinitionFileBytes} bytes (maxDefinitionFileBytes); it was not stored`,
      { runId, limit: maxDefinitionFileBytes, actual: bodyBytes },
    );
  const secret = secrets.findIn(body);
  if (secret >= 0)
    throw new StorageError(
      'KNOWN_SECRET',
      `definition of run ${runId} holds knownSecrets[${secret}]; it was not stored`,
      { runId },
    );
  const encoded = findEncodedSecretInValue(secrets, definition);
  if (encoded !== null)
    throw new StorageError(
      'KNOWN_SECRET',
      `definition of run ${runId} holds knownSecrets[${encoded.index}] (${describeFinding(encoded)}); it was not stored`,
      { runId },
    );
  return canonicalJson({
    schemaVersion: 1,
    digest: digestJson(definition),
    definition: JSON.parse(body) as JsonValue,
  });
}

/** Writes the content of definitionFileContent once (DEFINITION_EXISTS when the run has one). */
export async function writeDefinitionFile(runDirectory: string, runId: string, content: string): Promise<void> {
  const target = joinInside(runDirectory, [definitionFileName]);
  const temp = joinInside(runDirectory, [`.definition-${nodeCrypto().randomUUID()}.tmp`]);
  try {
    await writeNewFile(temp, `${content}\n`, true);
    try {
      await fs.link(temp, target);
    } catch (error) {
      if (errnoCode(error) === 'EEXIST') {
        throw new StorageError('DEFINITION_EXISTS', `run ${runId} already has a definition; it is written once`, {
          runId,
          path: target,
        });
      }
      throw error;
    }
    await fsyncDirectory(runDirectory);
  } catch (error) {
    throw ioError('writing definition', target, error, { runId });
  } finally {
    await removeQuietly(temp);
  }
}

/** The verified definition, or undefined when none was written. Tampering -> CORRUPT_DEFINITION. */
export async function readDefinitionFile(
  runDirectory: string | undefined,
  runId: string,
): Promise<JsonValue | undefined> {
  if (runDirectory === undefined) return undefined;
  const file = joinInside(runDirectory, [definitionFileName]);
  const bytes = await readFileWithin(file, maxDefinitionFileBytes);
  if (bytes === undefined) return undefined;
  const refuse = (problem: string, sizes: { limit?: number; actual?: number } = {}) =>
    new StorageError('CORRUPT_DEFINITION', `definition of run ${runId} is corrupt: ${problem} (${file})`, {
      runId,
      path: file,
      ...sizes,
    });
  if (isOversized(bytes))
    throw refuse(
      `it is ${bytes.bytes} bytes, more than the ${maxDefinitionFileBytes} of any definition file (maxDefinitionFileBytes); it was not read`,
      { limit: maxDefinitionFileBytes, actual: bytes.bytes },
    );
  let raw: unknown;
  try {
    raw = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw refuse('not valid JSON');
  }
  const parsed = storedDefinitionSchema().safeParse(raw);
  if (!parsed.success) throw refuse(`does not match the stored definition schema (${parsed.error.issues[0]?.message})`);
  if (digestJson(parsed.data.definition) !== parsed.data.digest) throw refuse('its digest does not match its content');
  // A copied or renamed run directory would read as another run: its records are the stored run's.
  const stored = parsed.data.definition;
  const storedId =
    typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? stored['runId'] : undefined;
  if (typeof storedId === 'string' && storedId !== runId)
    throw refuse(`it is the definition of run ${JSON.stringify(storedId)} (a copied or renamed run directory)`);
  return stored;
}
