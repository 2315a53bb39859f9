// Display caches (e.g. a status summary) kept beside the events. They are rebuilt from
// events when missing, stale or malformed, so they are written atomically but not synced,
// and any problem reading one is reported as "no checkpoint".
import { randomUUID } from 'node:crypto';
import { promises as fs } from 'node:fs';
import { z } from 'zod';
import { jsonValueSchema, type JsonValue } from './contract.ts';
import { StorageError, ioError } from './errors.ts';
import { canonicalJson } from './json.ts';
import { joinInside, readFileIfExists, removeQuietly, writeNewFile } from './paths.ts';
import type { SecretMatcher } from './secrets.ts';

const checkpointSchema = z.object({ schemaVersion: z.literal(1), name: z.string(), value: jsonValueSchema }).strict();

export async function writeCheckpointFile(directory: string, runId: string, name: string, value: JsonValue, secrets: SecretMatcher): Promise<void> {
  const content = canonicalJson({ schemaVersion: 1, name, value });
  const secret = secrets.findIn(content);
  if (secret >= 0) throw new StorageError('KNOWN_SECRET', `checkpoint ${name} of run ${runId} holds knownSecrets[${secret}]; it was not stored`, { runId });
  const target = joinInside(directory, [`${name}.json`]);
  const temp = joinInside(directory, [`.${name}.${randomUUID()}.tmp`]);
  try {
    await writeNewFile(temp, content, false);
    await fs.rename(temp, target);
  } catch (error) {
    await removeQuietly(temp);
    throw ioError('writing checkpoint', target, error, { runId });
  }
}

export async function readCheckpointFile(directory: string | undefined, name: string): Promise<JsonValue | undefined> {
  if (directory === undefined) return undefined;
  const bytes = await readFileIfExists(joinInside(directory, [`${name}.json`]));
  if (bytes === undefined) return undefined;
  try {
    const parsed = checkpointSchema.safeParse(JSON.parse(bytes.toString('utf8')));
    return parsed.success && parsed.data.name === name ? parsed.data.value : undefined;
  } catch {
    return undefined;
  }
}
