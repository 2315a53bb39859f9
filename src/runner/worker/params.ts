// What the watchdog hands a worker: one JSON document on stdin (never argv, which other local
// users can read; knownSecrets travel here). Parsed at the edge like any untrusted input.
import { z } from 'zod';
import { lazySchema } from '../../store/index.ts';
import { eventCursorSchema, storagePolicySchema } from '../../store/contract.ts';
import { transferredCaptureSchema } from '../../workspace/index.ts';
import { workerModeSchema } from '../records/records.ts';

export const workerParamsSchema = lazySchema(() =>
  z.strictObject({
    schemaVersion: z.literal(1),
    storage: z.strictObject({
      directory: z.string().min(1),
      namespace: z.string().min(1),
      policy: z.strictObject(storagePolicySchema().shape).optional(),
      knownSecrets: z.array(z.string()),
    }),
    runId: z.string().min(1),
    session: z.number().int().positive(),
    launchId: z.string().min(1),
    mode: workerModeSchema(),
    /** Real path of runRoot (also the worker's cwd). */
    runRoot: z.string().min(1),
    scratchDirectory: z.string().min(1),
    /** Change records after each node attempt (a git workspace), leaving these root-relative paths out. */
    changes: z.strictObject({
      enabled: z.boolean(),
      excludePaths: z.array(z.string()),
      /**
       * Set when the watchdog has checked that runRoot is a git work tree's top level (its default
       * workspace): the worker's captures then skip finding the repository again (a git process on
       * the way to the first node).
       */
      repositoryRoot: z.string().min(1).optional(),
      /**
       * The watchdog's capture at the start, with its stat fingerprint (the first launch of a start
       * with the default workspace): the worker's first capture re-checks it instead of running git.
       */
      firstCapture: transferredCaptureSchema().optional(),
    }),
    /**
     * Where the watchdog's verified reads of the graph log have reached (absent before its first):
     * the worker opens the log for appending from there, verifying only what follows, instead of
     * reading it whole a second time (its executor reads it whole, verified, before any node runs).
     */
    graphCursor: eventCursorSchema().optional(),
    /** The watchdog persists the store off the machine: ask it before each non-retry-safe attempt's code. */
    offMachine: z.boolean().optional(),
  }),
);
export type WorkerParams = z.infer<ReturnType<typeof workerParamsSchema>>;

export async function readParams(input: NodeJS.ReadableStream): Promise<WorkerParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of input) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  const parsed = workerParamsSchema().safeParse(JSON.parse(Buffer.concat(chunks).toString('utf8')));
  if (!parsed.success)
    throw new Error(
      `worker parameters are invalid: ${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message}`,
    );
  return parsed.data;
}
