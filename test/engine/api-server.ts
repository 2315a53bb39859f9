// A local HTTP server on 127.0.0.1 that answers as the provider documents, one scripted reply per request.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Never answer (the client must time out or abort). */
  hang?: boolean;
}

export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface ApiServer {
  baseUrl: string;
  seen: SeenRequest[];
  reply(next: Reply): void;
  close(): Promise<void>;
}

export async function startApiServer(): Promise<ApiServer> {
  const queue: Reply[] = [];
  const seen: SeenRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: text === '' ? undefined : JSON.parse(text),
      });
      const next = queue.shift() ?? { status: 500, body: { error: 'no scripted reply' } };
      if (next.hang === true) return;
      res.writeHead(next.status, { 'content-type': 'application/json', ...next.headers });
      res.end(typeof next.body === 'string' ? next.body : JSON.stringify(next.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    seen,
    reply: (next) => queue.push(next),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
