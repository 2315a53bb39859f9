// The job's first phase, which writes nothing: read the inputs, mask the secrets, parse and check
// everything that could be refused later (cache key, artifact name, store path, from-run), so a
// bad input fails the step before anything is restored or written.
import { ActionError } from '../errors.ts';
import {
  collectSecrets,
  parseActionInputs,
  readRawInputs,
  type ActionConfig,
  type ActionSecrets,
} from '../inputs/parse.ts';
import type { ActionIO } from '../io.ts';
import { parseFromRun, type FromRunInput } from '../persistence/from-run.ts';
import { artifactNameFor, cacheKeyFor, cacheRestorePrefix, locateStore, type StoreRef } from '../persistence/index.ts';

export type Env = Readonly<Record<string, string | undefined>>;

export interface PreparedJob {
  config: ActionConfig;
  secrets: ActionSecrets;
  store: StoreRef;
  restorePrefix: string;
  fromRun: FromRunInput | undefined;
  /** GITHUB_RUN_ID / GITHUB_RUN_ATTEMPT of this job. */
  githubRunId: string;
  githubRunAttempt: string;
  /** Who decides, raises a budget, answers a gate, reopens or takes over: see actingActor. */
  actor: string;
  /** GITHUB_JOB: names this job in a session claim. */
  jobName: string;
}

export function prepareJob(env: Env, cwd: string, io: ActionIO): PreparedJob {
  const raw = readRawInputs(env);
  const secrets = collectSecrets(raw, env);
  for (const value of secrets.masked) io.setSecret(value);
  const config = parseActionInputs(raw, { cwd, runnerTemp: env.RUNNER_TEMP }, secrets.masked);
  const store: StoreRef = { storeDirectory: config.storagePath, namespace: config.namespace, runId: config.runId };
  locateStore(store);
  const keyParts = { prefix: config.cachePrefix, namespace: config.namespace, runId: config.runId };
  const restorePrefix = cacheRestorePrefix(keyParts);
  const githubRunId = env.GITHUB_RUN_ID ?? '';
  const githubRunAttempt = env.GITHUB_RUN_ATTEMPT ?? '';
  if (config.persist.cache || config.persist.artifact) {
    // Both throw INVALID_INPUT naming GITHUB_RUN_ID / _ATTEMPT or cache-prefix (a key over 512 characters).
    cacheKeyFor({ ...keyParts, githubRunId, githubRunAttempt });
    artifactNameFor({ ...keyParts, githubRunAttempt });
  }
  let fromRun: FromRunInput | undefined;
  if (config.fromRun !== undefined) {
    fromRun = { runId: config.fromRun, token: config.githubToken, repository: env.GITHUB_REPOSITORY ?? '' };
    parseFromRun(fromRun);
  }
  const actor = actingActor(env);
  // Empty when GITHUB_JOB is unset (outside GitHub): a claim then names no job.
  const jobName = env.GITHUB_JOB ?? '';
  return {
    config,
    secrets,
    store,
    restorePrefix,
    fromRun,
    githubRunId,
    githubRunAttempt,
    actor,
    jobName,
  };
}

/**
 * Who this job acts for: GITHUB_ACTOR, or GITHUB_TRIGGERING_ACTOR on a re-run (run attempt > 1),
 * because GITHUB_ACTOR stays the one who started the workflow run, not who re-ran it. One rule
 * for every record that names a person: decisions, budget raises, gate answers.
 */
export function actingActor(env: Env): string {
  const rerun = Number(env.GITHUB_RUN_ATTEMPT ?? '') > 1;
  return (rerun ? env.GITHUB_TRIGGERING_ACTOR : undefined) || env.GITHUB_ACTOR || 'unknown actor';
}

export function isInvalidInput(error: unknown): error is ActionError {
  return error instanceof ActionError && error.code === 'INVALID_INPUT';
}
