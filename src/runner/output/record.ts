// runner:node-output: the kept output of one node attempt, written by the worker in the same batch
// as the attempt's outcome. The artifact holds the lines (format.ts); the record only points at it.
import { z } from 'zod';
import { lazySchema } from '../../store/index.ts';
import { artifactRefSchema, type RunStorage } from '../../store/contract.ts';

export const nodeOutputType = 'runner:node-output';
export const attemptOutputPurpose = 'attempt-output';
export const attemptOutputMediaType = 'application/x-ndjson';

export const nodeOutputSchema = lazySchema(() =>
  z.object({
    position: z.string(),
    nodeId: z.string(),
    attemptId: z.string(),
    attempt: z.number().int().positive(),
    /** `crashed`: its worker died first; the next worker sealed what the live log held. */
    outcome: z.enum(['completed', 'paused', 'failed', 'crashed']),
    startedAt: z.string(),
    /** Lines printed in all (dropped ones included). */
    lines: z.number().int().nonnegative(),
    /** Lines (and their record bytes) dropped between the kept head and tail. */
    cut: z.object({ lines: z.number().int().nonnegative(), bytes: z.number().int().nonnegative() }),
    /** For a crashed attempt: when its last line was printed (ms after the start). */
    lastLineMs: z.number().int().nonnegative().optional(),
    /** Absent when the artifact could not be stored (`error` says why; the live files remain). */
    artifact: artifactRefSchema().optional(),
    error: z.string().optional(),
  }),
);
export type NodeOutputRecord = z.infer<ReturnType<typeof nodeOutputSchema>>;

/** Logs never take the last quarter of a run's artifact quota: that stays for outputs and anchors. */
const logShareOfQuota = 0.75;

/** Stores a log artifact (redacted, never refused) into `record`, or says in `record.error` why not. */
export async function storeLogArtifact(storage: RunStorage, runId: string, content: Buffer, record: NodeOutputRecord) {
  const artifacts = storage.artifacts(runId);
  try {
    const total = await artifacts.totalBytes();
    if (total + content.length > storage.policy.maxTotalArtifactBytesPerRun * logShareOfQuota) {
      record.error = `the output is kept only in the live log: storing it as an artifact would leave less than a quarter of the run's artifact quota (maxTotalArtifactBytesPerRun ${storage.policy.maxTotalArtifactBytesPerRun}) for its results`;
      return;
    }
    record.artifact = await artifacts.put(content, {
      mediaType: attemptOutputMediaType,
      purpose: attemptOutputPurpose,
      contentMode: 'display',
    });
  } catch (error) {
    record.error = `the output could not be stored as an artifact: ${error instanceof Error ? error.message : String(error)}`;
  }
}
