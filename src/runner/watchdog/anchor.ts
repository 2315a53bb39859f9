// Workspace anchors as artifacts: a capture ({ anchor, content }) stored under the run's storage
// policy (size, quota, known secrets), and read back with its integrity and schema verified.
import { z } from 'zod';
import type { ArtifactRef, RunStorage } from '../../store/contract.ts';
import { canonicalJson, isStorageError } from '../../store/index.ts';
import {
  workspaceAnchorSchema,
  workspaceContentSchema,
  type WorkspaceAnchor,
  type WorkspaceCapture,
  type WorkspaceProvider,
} from '../../workspace/index.ts';
import { describeError, SupervisedRunError } from '../errors.ts';

const storedCaptureSchema = z.object({ anchor: workspaceAnchorSchema, content: workspaceContentSchema });

export async function putCapture(
  storage: RunStorage,
  runId: string,
  capture: WorkspaceCapture,
  purpose: string,
): Promise<ArtifactRef> {
  return storage
    .artifacts(runId)
    .put(canonicalJson(capture), { mediaType: 'application/json', purpose, contentMode: 'state' });
}

export async function captureAnchor(
  storage: RunStorage,
  runId: string,
  workspace: WorkspaceProvider,
  purpose: string,
): Promise<{ ref: ArtifactRef; anchor: WorkspaceAnchor }> {
  const capture = await workspace.capture();
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
  const parsed = storedCaptureSchema.safeParse(value);
  if (!parsed.success) {
    throw new SupervisedRunError(
      'WORKSPACE_ANCHOR_INVALID',
      `the saved workspace snapshot is invalid: ${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message}`,
    );
  }
  return parsed.data.anchor;
}
