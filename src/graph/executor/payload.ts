// Fitting values into records: size against the store's event limit, known secrets, large
// outputs and inputs moved to artifacts, and the reverse (hydrating records for folding).
import type { ArtifactRef, ArtifactStore, JsonValue, RunStorage, StoredEvent } from '../../store/contract.ts';
import { artifactRefSchema } from '../../store/contract.ts';
import { canonicalJson, mapStrings, recordableText } from '../../store/index.ts';
import { graphEventTypes } from '../events.ts';
import { holdsKnownSecret } from './known-secrets.ts';

export const outputPurpose = 'graph-node-output';
export const inputPurpose = 'graph-node-input';

export function jsonBytes(value: unknown): number {
  return Buffer.byteLength(canonicalJson(value), 'utf8');
}

export type FitResult =
  | { kind: 'inline' }
  | { kind: 'artifact'; ref: ArtifactRef }
  | { kind: 'too-large'; bytes: number; limit: number }
  | { kind: 'secret' }
  | { kind: 'not-json'; message: string };

/**
 * Decides how a value fits into a record whose other fields are `base`: inline when the
 * record stays under the event limit, else as an artifact when the store admits it.
 */
export async function fitValue(
  storage: RunStorage,
  artifacts: ArtifactStore,
  base: Record<string, JsonValue>,
  field: string,
  value: unknown,
  purpose: string | undefined,
): Promise<FitResult> {
  let text: string;
  try {
    text = canonicalJson(value);
  } catch (error) {
    return { kind: 'not-json', message: (error as Error).message };
  }
  if (holdsKnownSecret(value, text, storage.knownSecrets)) return { kind: 'secret' };
  const limit = storage.policy.maxEventPayloadBytes;
  const bytes = jsonBytes({ ...base, [field]: value as JsonValue });
  if (bytes <= limit) return { kind: 'inline' };
  if (purpose === undefined) return { kind: 'too-large', bytes, limit };
  try {
    const ref = await artifacts.put(text, { mediaType: 'application/json', purpose, contentMode: 'state' });
    return { kind: 'artifact', ref };
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'STORAGE_LIMIT_EXCEEDED') return { kind: 'too-large', bytes, limit };
    if (code === 'KNOWN_SECRET') return { kind: 'secret' };
    throw error;
  }
}

/**
 * A failure's details as they fit beside the other fields of its record (`base`): whole when they
 * fit, else each string cut like a message, else left out with their size. A host's error may carry
 * anything; a record the store refused would end the run instead of failing the node.
 */
export function fitDetails(storage: RunStorage, base: Record<string, JsonValue>, details: JsonValue): JsonValue {
  const limit = storage.policy.maxEventPayloadBytes;
  const fits = (value: JsonValue) => jsonBytes({ ...base, details: value }) <= limit;
  if (fits(details)) return details;
  const cut = mapStrings(details, (text) => recordableText(undefined, text));
  if (fits(cut)) return cut;
  return { omitted: `the details (${jsonBytes(details)} bytes) are larger than a record admits (${limit} bytes)` };
}

async function readJsonArtifact(artifacts: ArtifactStore, ref: unknown): Promise<JsonValue> {
  const parsed = artifactRefSchema().parse(ref);
  return JSON.parse((await artifacts.get(parsed)).toString('utf8')) as JsonValue;
}

/**
 * The data a graph form and the ledger see: a completion's `outputArtifact` read back into
 * `output`, a dispatch's `inputArtifact` into `input`. Other records are returned as stored.
 */
export async function hydrateData(
  artifacts: ArtifactStore,
  event: Pick<StoredEvent, 'type' | 'data'>,
): Promise<JsonValue> {
  const data = event.data;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return data;
  if (event.type === graphEventTypes.nodeCompleted && data.outputArtifact !== undefined && data.output === undefined) {
    return { ...data, output: await readJsonArtifact(artifacts, data.outputArtifact) };
  }
  if (event.type === graphEventTypes.nodeDispatched && Array.isArray(data.dispatches)) {
    const needs = data.dispatches.some(
      (d) => typeof d === 'object' && d !== null && !Array.isArray(d) && 'inputArtifact' in d,
    );
    if (!needs) return data;
    const dispatches: JsonValue[] = [];
    for (const entry of data.dispatches) {
      if (typeof entry === 'object' && entry !== null && !Array.isArray(entry) && entry.inputArtifact !== undefined) {
        const { inputArtifact, ...rest } = entry;
        dispatches.push({ ...rest, input: await readJsonArtifact(artifacts, inputArtifact) });
      } else dispatches.push(entry);
    }
    return { ...data, dispatches };
  }
  return data;
}
