// Cache keys and artifact names of a persisted store.
//   key            <prefix>/<namespace>/<run-id>/<github.run_id>-<github.run_attempt>  (immutable, one per job attempt)
//   restore prefix <prefix>/<namespace>/<run-id>/                                      (the service answers the newest)
//   artifact name  supervised-run+<namespace>+<run-id>+<github.run_attempt>
// The service matches keys by prefix and without regard to case, which is why run IDs and
// namespaces are limited to [A-Za-z0-9._-] (no `/`) and a restored store's own identity is
// checked after the restore. `+` is not in that alphabet, so an artifact name parses back
// unambiguously (with `-` as separator, namespace `a` + run `b-c` would equal `a-b` + `c`).
import { storeIdPattern } from '../../store/index.ts';
import { ActionError } from '../errors.ts';

export interface RunKeyParts {
  /** First segment(s) of every key, e.g. `supervised-run`. */
  prefix: string;
  namespace: string;
  runId: string;
}

export interface JobKeyParts extends RunKeyParts {
  /** GITHUB_RUN_ID of the job that saves. */
  githubRunId: string | number;
  /** GITHUB_RUN_ATTEMPT of the job that saves. */
  githubRunAttempt: string | number;
}

const prefixPattern = /^(?!\/)(?!.*\/\/)(?!.*\/$)[A-Za-z0-9._/-]{1,200}$/;
const digits = /^[1-9][0-9]{0,19}$/;
/** The client refuses keys over 512 characters (and keys holding commas, which none of ours can).
 * With today's limits a key is at most 444 characters; the check guards later changes to them. */
const maxKeyLength = 512;

export function assertStoreName(input: 'run-id' | 'namespace', value: unknown): asserts value is string {
  if (typeof value !== 'string' || !storeIdPattern.test(value)) {
    throw new ActionError(
      'INVALID_INPUT',
      `${input} must be 1-100 characters from [A-Za-z0-9._-], not "." or ".."; got ${JSON.stringify(value)}`,
      { input },
    );
  }
  if (input === 'namespace' && value.toLowerCase() === '.local') {
    throw new ActionError(
      'INVALID_INPUT',
      'namespace ".local" is reserved for machine-local state; choose another name',
      { input },
    );
  }
}

export function assertRunKeyParts(parts: RunKeyParts): void {
  if (typeof parts.prefix !== 'string' || !prefixPattern.test(parts.prefix)) {
    throw new ActionError(
      'INVALID_INPUT',
      `cache-prefix must be 1-200 characters from [A-Za-z0-9._/-], without a leading, trailing or doubled "/"; got ${JSON.stringify(parts.prefix)}`,
      { input: 'cache-prefix' },
    );
  }
  assertStoreName('namespace', parts.namespace);
  assertStoreName('run-id', parts.runId);
}

export function positiveInteger(input: string, value: unknown): string {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !digits.test(text)) {
    throw new ActionError('INVALID_INPUT', `${input} must be a positive integer; got ${JSON.stringify(value)}`, {
      input,
    });
  }
  return text;
}

/** `<prefix>/<namespace>/<run-id>/`: restoring with it yields the newest save of the run. */
export function cacheRestorePrefix(parts: RunKeyParts): string {
  assertRunKeyParts(parts);
  return `${parts.prefix}/${parts.namespace}/${parts.runId}/`;
}

/** `<prefix>/<namespace>/<run-id>/<github.run_id>-<github.run_attempt>`: a new immutable key per job attempt. */
export function cacheKeyFor(parts: JobKeyParts): string {
  const runId = positiveInteger('GITHUB_RUN_ID', parts.githubRunId);
  const attempt = positiveInteger('GITHUB_RUN_ATTEMPT', parts.githubRunAttempt);
  const key = `${cacheRestorePrefix(parts)}${runId}-${attempt}`;
  if (key.length > maxKeyLength) {
    throw new ActionError(
      'INVALID_INPUT',
      `cache key ${key.slice(0, 80)}... is over ${maxKeyLength} characters: shorten cache-prefix`,
      {
        input: 'cache-prefix',
      },
    );
  }
  return key;
}

export const artifactNamePrefix = 'supervised-run';

export function artifactNameFor(parts: {
  namespace: string;
  runId: string;
  githubRunAttempt: string | number;
}): string {
  assertStoreName('namespace', parts.namespace);
  assertStoreName('run-id', parts.runId);
  const attempt = positiveInteger('GITHUB_RUN_ATTEMPT', parts.githubRunAttempt);
  return `${artifactNamePrefix}+${parts.namespace}+${parts.runId}+${attempt}`;
}

/** The attempt number when `name` is a store artifact of exactly this namespace and run (case included), else undefined. */
export function artifactAttemptOf(name: string, parts: { namespace: string; runId: string }): number | undefined {
  const head = `${artifactNamePrefix}+${parts.namespace}+${parts.runId}+`;
  if (!name.startsWith(head)) return undefined;
  const attempt = name.slice(head.length);
  return digits.test(attempt) ? Number(attempt) : undefined;
}
