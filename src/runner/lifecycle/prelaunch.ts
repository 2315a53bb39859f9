// prelaunchSupervisedWorker: a worker process started before startSupervisedRun (or
// resumeSupervisedRun) is called, so that node and the worker's code load while the caller does
// something else first; the call then takes it through `prelaunched` (watchdog/prelaunch.ts).
// Nothing is written and nothing of the run is read: a prelaunch that is never used costs one
// process, which the caller stops with dispose().
import { z } from 'zod';
import { lazySchema } from '../../store/index.ts';
import { realRunRoot } from '../host/resolve.ts';
import { SupervisedRunError } from '../errors.ts';
import { defaultTeardownGraceMs } from '../options/options.ts';
import { environmentVariableNamePattern } from '../options/option-values.ts';
import { compileCacheDirectory } from '../watchdog/compile-cache.ts';
import { snapshotEnvironment } from '../watchdog/environment.ts';
import { WorkerPrelaunch } from '../watchdog/prelaunch.ts';
import { resolveWorkerEntry } from '../worker/worker-path.ts';

const prelaunchOptionsSchema = lazySchema(() =>
  z.strictObject({
    runId: z.string().min(1),
    /** The run's runRoot (its worker's working directory). */
    runRoot: z.string().min(1),
    /** The same as the run's options give (default: the worker entry beside the runner). */
    workerEntry: z.string().min(1).optional(),
    environmentVariables: z.array(z.string().regex(environmentVariableNamePattern)).max(1000).optional(),
    teardownGraceMs: z.number().int().nonnegative().max(2_147_483_647).optional(),
  }),
);

export type PrelaunchOptions = z.input<ReturnType<typeof prelaunchOptionsSchema>>;

/** Starts a worker for a later start or resume of `runId`; pass it as the call's `prelaunched`. */
export async function prelaunchSupervisedWorker(options: PrelaunchOptions): Promise<WorkerPrelaunch> {
  const parsed = prelaunchOptionsSchema().safeParse(options);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new SupervisedRunError(
      'INVALID_OPTIONS',
      `prelaunch options.${issue?.path.map(String).join('.') ?? ''}: ${issue?.message ?? 'invalid'}`,
    );
  }
  const { runRoot, environmentVariables, teardownGraceMs, ...rest } = parsed.data;
  return prelaunchFor({
    ...rest,
    realRoot: await realRunRoot(runRoot),
    environmentVariables: environmentVariables ?? [],
    teardownGraceMs: teardownGraceMs ?? defaultTeardownGraceMs,
  });
}

/** The prelaunch from checked values: the spec a session of this run builds for its launches (session.ts). */
export async function prelaunchFor(input: {
  runId: string;
  workerEntry?: string | undefined;
  realRoot: string;
  environmentVariables: readonly string[];
  teardownGraceMs: number;
}): Promise<WorkerPrelaunch> {
  return new WorkerPrelaunch({
    runId: input.runId,
    workerEntry: resolveWorkerEntry(input.workerEntry),
    realRoot: input.realRoot,
    environment: snapshotEnvironment(input.environmentVariables),
    compileCache: await compileCacheDirectory(),
    teardownGraceMs: input.teardownGraceMs,
  });
}
