// Validation of `from-run`: which earlier workflow run's artifact to restore from.
import { ActionError } from '../errors.ts';
import type { FromRun } from './artifact-client.ts';
import { positiveInteger } from './keys.ts';

export interface FromRunInput {
  runId: number | string;
  token: string;
  /** owner/name, e.g. GITHUB_REPOSITORY. */
  repository: string;
}

const repositoryPattern = /^[A-Za-z0-9_.-]{1,100}\/[A-Za-z0-9_.-]{1,100}$/;

export function parseFromRun(input: FromRunInput): FromRun {
  const runId = Number(positiveInteger('from-run', input.runId));
  if (!Number.isSafeInteger(runId))
    throw new ActionError('INVALID_INPUT', `from-run ${input.runId} is out of range`, { input: 'from-run' });
  if (typeof input.token !== 'string' || input.token.trim() === '') {
    throw new ActionError(
      'INVALID_INPUT',
      'github-token must be a non-empty token with actions:read to restore from another workflow run (from-run)',
      {
        input: 'github-token',
      },
    );
  }
  if (typeof input.repository !== 'string' || !repositoryPattern.test(input.repository)) {
    throw new ActionError(
      'INVALID_INPUT',
      `the repository must be owner/name (GITHUB_REPOSITORY); got ${JSON.stringify(input.repository)}`,
      {
        input: 'repository',
      },
    );
  }
  return { runId, token: input.token, repository: input.repository };
}
