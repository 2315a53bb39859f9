// Workspace anchors as artifacts: a capture ({ anchor, content }) stored under the run's storage
// policy (size, quota, known secrets), and read back with its integrity and schema verified.
import { z } from 'zod';
import {
  lazySchema,
  canonicalJson,
  createSecretMatcher,
  findSecretInBytes,
  isStorageError,
  StorageError,
} from '../../store/index.ts';
import type { ArtifactRef, RunStorage } from '../../store/contract.ts';
import {
  workspaceAnchorSchema,
  workspaceContentSchema,
  type WorkspaceAnchor,
  type WorkspaceCapture,
  type WorkspaceProvider,
} from '../../workspace/index.ts';
import { describeError, SupervisedRunError } from '../errors.ts';

const storedCaptureSchema = lazySchema(() =>
  z.object({ anchor: workspaceAnchorSchema(), content: workspaceContentSchema() }),
);

/** Files named in a KNOWN_SECRET refusal; the rest are counted. */
const maxNamedFiles = 5;

/**
 * KNOWN_SECRET naming every workspace file (path, never content) whose content or name holds a
 * known secret. The store would refuse the snapshot too, but it sees the bundle, where file
 * contents are base64: checking each file's own bytes here lets the refusal say which file.
 */
export function checkCaptureSecrets(knownSecrets: readonly string[], capture: WorkspaceCapture): void {
  const matcher = createSecretMatcher(knownSecrets);
  if (matcher.minSecretBytes === 0) return;
  const found: string[] = [];
  const inContent = new Map(capture.content.files.map((file) => [file.path, file.contentBase64]));
  for (const file of capture.anchor.files) {
    const name = findSecretInBytes(matcher, Buffer.from(file.path, 'utf8'));
    const content = inContent.get(file.path);
    const inBytes = content === undefined ? null : findSecretInBytes(matcher, Buffer.from(content, 'base64'));
    if (name === null && inBytes === null) continue;
    // A path holding a secret is shown with it masked; one that encodes a secret is not shown.
    const shown =
      name !== null && name.encoding !== 'raw'
        ? '(a path that encodes a secret)'
        : JSON.stringify(matcher.redact(Buffer.from(file.path, 'utf8')).toString('utf8'));
    const where = inBytes !== null ? `content: knownSecrets[${inBytes.index}]` : `name: knownSecrets[${name!.index}]`;
    const encoding = inBytes !== null && inBytes.encoding !== 'raw' ? `, ${inBytes.encoding}` : '';
    found.push(`${shown} (${file.status}, ${where}${encoding})`);
  }
  if (found.length === 0) return;
  const named = found.slice(0, maxNamedFiles).join(', ');
  const more = found.length > maxNamedFiles ? ` and ${found.length - maxNamedFiles} more` : '';
  throw new StorageError(
    'KNOWN_SECRET',
    `a known secret is in workspace ${found.length === 1 ? 'file' : 'files'} ${named}${more}; the snapshot was not stored (remove the secret from the workspace, or list the file in .gitignore)`,
  );
}

export async function putCapture(
  storage: RunStorage,
  runId: string,
  capture: WorkspaceCapture,
  purpose: string,
): Promise<ArtifactRef> {
  checkCaptureSecrets(storage.knownSecrets, capture);
  return storage
    .artifacts(runId)
    .put(canonicalJson(capture), { mediaType: 'application/json', purpose, contentMode: 'state' });
}

export async function captureAnchor(
  storage: RunStorage,
  runId: string,
  workspace: WorkspaceProvider,
  purpose: string,
  signal?: AbortSignal,
): Promise<{ ref: ArtifactRef; anchor: WorkspaceAnchor }> {
  // A provider that ignores the signal is waited for (the option is optional in the port).
  const capture = await workspace.capture(signal === undefined ? undefined : { signal });
  const ref = await putCapture(storage, runId, capture, purpose);
  return { ref, anchor: capture.anchor };
}

/** WORKSPACE_ANCHOR_MISSING when there is no saved snapshot; WORKSPACE_ANCHOR_INVALID when it cannot be verified. */
export async function loadAnchor(storage: RunStorage, runId: string, ref: unknown): Promise<WorkspaceAnchor> {
  if (ref === undefined || ref === null) {
    throw new SupervisedRunError(
      'WORKSPACE_ANCHOR_MISSING',
      'the pause has no saved workspace snapshot (runner-pause-anchor)',
    );
  }
  const parsedRef = z
    .object({
      schemaVersion: z.literal(1),
      digest: z.string(),
      bytes: z.number(),
      mediaType: z.string(),
      purpose: z.string(),
    })
    .safeParse(ref);
  if (!parsedRef.success)
    throw new SupervisedRunError('WORKSPACE_ANCHOR_INVALID', 'the saved workspace snapshot reference is malformed');
  let bytes: Buffer;
  try {
    bytes = await storage.artifacts(runId).get(parsedRef.data);
  } catch (error) {
    if (isStorageError(error, 'ARTIFACT_NOT_FOUND')) {
      throw new SupervisedRunError(
        'WORKSPACE_ANCHOR_MISSING',
        `the saved workspace snapshot ${parsedRef.data.digest} is not in the store`,
        { cause: error },
      );
    }
    throw new SupervisedRunError(
      'WORKSPACE_ANCHOR_INVALID',
      `the saved workspace snapshot cannot be verified: ${describeError(error)}`,
      { cause: error },
    );
  }
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString('utf8'));
  } catch (error) {
    throw new SupervisedRunError('WORKSPACE_ANCHOR_INVALID', 'the saved workspace snapshot is not JSON', {
      cause: error,
    });
  }
  const parsed = storedCaptureSchema().safeParse(value);
  if (!parsed.success) {
    throw new SupervisedRunError(
      'WORKSPACE_ANCHOR_INVALID',
      `the saved workspace snapshot is invalid: ${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message}`,
    );
  }
  return parsed.data.anchor;
}
