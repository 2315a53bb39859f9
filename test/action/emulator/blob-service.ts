// Azure Blob Storage as far as the Actions clients use it, on signed URLs of the form
// http://127.0.0.1:<port>/blobs/<container>/<blob>?sp=<r|w>&sig=<hmac>. The host is an IP,
// so the Azure SDK treats the first path segment (`blobs`) as the account name.
// PUT: a whole blob (x-ms-blob-type: BlockBlob), comp=block (stage) and comp=blocklist
// (commit). GET/HEAD: the blob, honouring Range / x-ms-range.
import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpProblem, problems, readBody } from './http.ts';
import type { EmulatorState } from './state.ts';

export const blobPathPrefix = '/blobs/';

export interface BlobSigner {
  sign(baseUrl: string, container: string, blob: string, permission: 'r' | 'w', fileName?: string): string;
}

export function createBlobSigner(
  secret: Buffer,
): BlobSigner & { verify(container: string, blob: string, permission: string, sig: string): boolean } {
  const mac = (container: string, blob: string, permission: string) =>
    createHmac('sha256', secret).update(`${container}/${blob}:${permission}`).digest();
  return {
    sign(baseUrl, container, blob, permission, fileName) {
      const url = new URL(`${blobPathPrefix}${container}/${encodeURIComponent(blob)}`, baseUrl);
      url.searchParams.set('sv', '2025-01-05');
      url.searchParams.set('sp', permission);
      url.searchParams.set('sig', mac(container, blob, permission).toString('base64url'));
      // Azure's response-content-disposition override, as real signed download URLs carry it.
      if (fileName) url.searchParams.set('rscd', `attachment; filename="${fileName}"`);
      return url.href;
    },
    verify(container, blob, permission, sig) {
      const expected = mac(container, blob, permission);
      const given = Buffer.from(sig, 'base64url');
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export async function handleBlob(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  state: EmulatorState,
  signer: ReturnType<typeof createBlobSigner>,
): Promise<void> {
  const [container, encodedBlob, ...rest] = url.pathname.slice(blobPathPrefix.length).split('/');
  if (!container || !encodedBlob || rest.length > 0) throw problems.notFound(`no blob at ${url.pathname}`);
  const blob = decodeURIComponent(encodedBlob);
  const method = request.method ?? 'GET';
  const permission = method === 'PUT' ? 'w' : 'r';
  const sig = url.searchParams.get('sig') ?? '';
  if (url.searchParams.get('sp') !== permission || !signer.verify(container, blob, permission, sig)) {
    throw new HttpProblem(403, 'AuthenticationFailed', `the URL is not signed for ${method} of ${container}/${blob}`);
  }
  const name = `${container}/${blob}`;
  if (method === 'PUT') return putBlob(request, response, url, state, name);
  if (method === 'GET' || method === 'HEAD') return getBlob(request, response, url, state, name, container);
  throw new HttpProblem(405, 'UnsupportedHttpVerb', `${method} is not supported on blobs`);
}

function created(response: ServerResponse, content?: Buffer): void {
  const headers: Record<string, string> = {
    etag: `"0x${randomUUID().replaceAll('-', '').slice(0, 16).toUpperCase()}"`,
    'last-modified': new Date().toUTCString(),
    'x-ms-request-id': randomUUID(),
    'x-ms-version': '2025-01-05',
    'x-ms-request-server-encrypted': 'true',
    'content-length': '0',
  };
  if (content) headers['content-md5'] = createHash('md5').update(content).digest('base64');
  response.writeHead(201, headers);
  response.end();
}

async function putBlob(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  state: EmulatorState,
  name: string,
): Promise<void> {
  const comp = url.searchParams.get('comp');
  const body = await readBody(request);
  if (comp === 'block') {
    const blockId = url.searchParams.get('blockid');
    if (!blockId) throw new HttpProblem(400, 'InvalidQueryParameterValue', 'comp=block needs a blockid');
    state.stageBlock(name, blockId, body);
    return created(response, body);
  }
  if (comp === 'blocklist') {
    // <BlockList><Latest>id</Latest>...</BlockList>; Committed/Uncommitted name the same staged blocks here.
    const ids = [...body.toString('utf8').matchAll(/<(Latest|Committed|Uncommitted)>([^<]*)<\/\1>/g)].map(
      (match) => match[2] ?? '',
    );
    const parts = state.takeBlocks(name, ids);
    if (!Array.isArray(parts))
      throw new HttpProblem(400, 'InvalidBlockList', `block ${parts.missing} was never staged`);
    await state.putBlob(name, Buffer.concat(parts));
    return created(response);
  }
  if (comp !== null) throw new HttpProblem(400, 'UnsupportedQueryParameter', `comp=${comp} is not emulated`);
  if ((request.headers['x-ms-blob-type'] ?? '') !== 'BlockBlob') {
    throw new HttpProblem(400, 'MissingRequiredHeader', 'a whole-blob PUT needs x-ms-blob-type: BlockBlob');
  }
  await state.putBlob(name, body);
  created(response, body);
}

async function getBlob(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  state: EmulatorState,
  name: string,
  container: string,
): Promise<void> {
  const content = await state.getBlob(name);
  if (!content) throw new HttpProblem(404, 'BlobNotFound', `blob ${name} does not exist`);
  const headers: Record<string, string> = {
    'content-type': container === 'artifacts' ? 'application/zip' : 'application/octet-stream',
    'accept-ranges': 'bytes',
    'last-modified': new Date().toUTCString(),
    'x-ms-blob-type': 'BlockBlob',
    'x-ms-version': '2025-01-05',
  };
  const disposition = url.searchParams.get('rscd');
  if (disposition) headers['content-disposition'] = disposition;
  const range = parseRange(String(request.headers['x-ms-range'] ?? request.headers.range ?? ''), content.length);
  let status = 200;
  let slice = content;
  if (range === 'unsatisfiable') {
    throw new HttpProblem(416, 'InvalidRange', `range not satisfiable for ${content.length} bytes`);
  } else if (range) {
    status = 206;
    slice = content.subarray(range.start, range.end + 1);
    headers['content-range'] = `bytes ${range.start}-${range.end}/${content.length}`;
  }
  headers['content-length'] = String(slice.length);
  response.writeHead(status, headers);
  response.end(request.method === 'HEAD' ? undefined : slice);
}

function parseRange(header: string, size: number): { start: number; end: number } | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return undefined;
  let start: number;
  let end: number;
  if (from === '') {
    start = Math.max(0, size - Number(to));
    end = size - 1;
  } else {
    start = Number(from);
    end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}
