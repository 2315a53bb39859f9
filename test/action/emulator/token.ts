// The runtime token (ACTIONS_RUNTIME_TOKEN) as the Actions clients expect it: a JWT whose
// `scp` claim carries `Actions.Results:<workflowRunBackendId>:<workflowJobRunBackendId>`.
// The artifact client reads those IDs from the token; the emulator signs the token (HS256)
// and checks the signature on every service call, like the real service.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { problems } from './http.ts';

export interface JobIdentity {
  /** GITHUB_RUN_ID of the workflow run. */
  githubRunId: number;
  /** GITHUB_RUN_ATTEMPT. */
  attempt: number;
  /** Distinguishes jobs of one workflow run attempt. */
  job: string;
}

/** Backend IDs encode the workflow run so REST lookups by run ID find what a job uploaded. */
export function backendIds(identity: JobIdentity): { workflowRunBackendId: string; workflowJobRunBackendId: string } {
  return {
    workflowRunBackendId: `run-${identity.githubRunId}`,
    workflowJobRunBackendId: `job-${identity.githubRunId}-${identity.attempt}-${identity.job}`,
  };
}

export function githubRunIdOf(workflowRunBackendId: string): number {
  const match = /^run-(\d+)$/.exec(workflowRunBackendId);
  if (!match)
    throw problems.badRequest(
      `workflow_run_backend_id ${JSON.stringify(workflowRunBackendId)} is not one this emulator issued`,
    );
  return Number(match[1]);
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

export function mintRuntimeToken(secret: Buffer, identity: JobIdentity): string {
  const { workflowRunBackendId, workflowJobRunBackendId } = backendIds(identity);
  const now = Math.floor(Date.now() / 1000);
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(
    JSON.stringify({
      scp: `Actions.GenericRead:00000000-0000-0000-0000-000000000000 Actions.Results:${workflowRunBackendId}:${workflowJobRunBackendId}`,
      iat: now,
      nbf: now,
      exp: now + 6 * 3600,
      iss: 'actions-emulator',
      aud: 'actions-emulator',
    }),
  );
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

/** Verifies `Authorization: Bearer <token>` and returns the backend IDs it grants. */
export function verifyBearer(
  secret: Buffer,
  authorization: string | undefined,
): { workflowRunBackendId: string; workflowJobRunBackendId: string } {
  const token = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
  if (!token) throw problems.unauthenticated('missing bearer token');
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) throw problems.unauthenticated('the bearer token is not a JWT');
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw problems.unauthenticated('the bearer token signature is invalid');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { scp?: string };
  for (const scope of (claims.scp ?? '').split(' ')) {
    const parts = scope.split(':');
    if (parts[0] === 'Actions.Results' && parts.length === 3 && parts[1] && parts[2]) {
      return { workflowRunBackendId: parts[1], workflowJobRunBackendId: parts[2] };
    }
  }
  throw problems.forbidden('the bearer token has no Actions.Results scope');
}
