// Small HTTP helpers shared by the emulated services. Every answer, errors included, is
// JSON (or the blob bytes asked for): the Actions clients parse error bodies as JSON and
// retry for ~20 s on anything else, which would hide the real failure behind a slow test.
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Largest request body the emulator accepts (a whole cache archive or artifact block). */
const maxBodyBytes = 512 * 1024 * 1024;

export class HttpProblem extends Error {
  readonly status: number;
  readonly twirpCode: string;

  constructor(status: number, twirpCode: string, message: string) {
    super(message);
    this.status = status;
    this.twirpCode = twirpCode;
  }
}

export const problems = {
  badRequest: (message: string) => new HttpProblem(400, 'invalid_argument', message),
  unauthenticated: (message: string) => new HttpProblem(401, 'unauthenticated', message),
  forbidden: (message: string) => new HttpProblem(403, 'permission_denied', message),
  notFound: (message: string) => new HttpProblem(404, 'not_found', message),
  conflict: (message: string) => new HttpProblem(409, 'already_exists', message),
  rateLimited: (message: string) => new HttpProblem(429, 'resource_exhausted', message),
};

export async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    total += buffer.length;
    if (total > maxBodyBytes) throw problems.badRequest(`request body over ${maxBodyBytes} bytes`);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

export async function readJsonObject(request: IncomingMessage): Promise<Record<string, unknown>> {
  const body = await readBody(request);
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.length === 0 ? '{}' : body.toString('utf8'));
  } catch {
    throw new HttpProblem(400, 'malformed', 'request body is not JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new HttpProblem(400, 'malformed', 'request body must be a JSON object');
  }
  return parsed as Record<string, unknown>;
}

export function sendJson(
  response: ServerResponse,
  status: number,
  value: unknown,
  headers: Record<string, string> = {},
): void {
  const body = Buffer.from(JSON.stringify(value));
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(body.length),
    ...headers,
  });
  response.end(body);
}

/** Twirp's error shape: `{ code, msg }`. */
export function sendTwirpError(response: ServerResponse, problem: HttpProblem): void {
  sendJson(response, problem.status, { code: problem.twirpCode, msg: problem.message });
}

/** GitHub REST's error shape: `{ message, documentation_url }`. */
export function sendRestError(response: ServerResponse, problem: HttpProblem): void {
  sendJson(response, problem.status, { message: problem.message, documentation_url: 'https://docs.github.com/rest' });
}

export function stringField(body: Record<string, unknown>, field: string, required = true): string {
  const value = body[field];
  if (typeof value === 'string' && (value.length > 0 || !required)) return value;
  if (value === undefined && !required) return '';
  throw problems.badRequest(`field ${field} must be a non-empty string`);
}
