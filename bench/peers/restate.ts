// Restate: its server binary (from the npm package @restatedev/restate-server) on free local ports with
// its data in the temp directory, and a Node service endpoint (@restatedev/restate-sdk) registered with
// it. The workflow runs `chainLength` sequential ctx.run steps; Restate journals each step's result in its
// log before the handler goes on. Timed from the ingress call to its response, like one graph run.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import http2 from 'node:http2';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type * as Restate from '@restatedev/restate-sdk';
import { chainLength, measure, packageVersion, report, skip, steps } from './common.ts';
import { freePort, onEnd, stopChild, waitUntil } from './servers.ts';

const peer = 'Restate (server + Node SDK workflow)';
const directory = process.argv[2]!;
const require = createRequire(import.meta.url);
// The SDK logs every invocation at INFO; its level is read once, when the module loads.
process.env.RESTATE_LOGGING ??= 'WARN';
const restate: typeof Restate = await import('@restatedev/restate-sdk');
const version = packageVersion('@restatedev/restate-sdk');

function serverBinary(): string | undefined {
  const platformPackage = `@restatedev/restate-server-${process.platform}-${process.arch}`;
  try {
    const binary = path.join(path.dirname(require.resolve(`${platformPackage}/package.json`)), 'bin', 'restate-server');
    return existsSync(binary) ? binary : undefined;
  } catch {
    return undefined;
  }
}

const binary = serverBinary();
if (binary === undefined) {
  skip(peer, `no restate-server binary for ${process.platform}-${process.arch} in bench/node_modules`);
  process.exit(0);
}
const serverVersion = packageVersion('@restatedev/restate-server');

const chain = restate.workflow({
  name: 'chain',
  handlers: {
    run: async (ctx: Restate.WorkflowContext, start: number): Promise<number> => {
      let count = start;
      for (let i = 0; i < chainLength; i += 1) {
        const before = count;
        count = await ctx.run(`n${i}`, async () => {
          steps.mark();
          return before + 1;
        });
      }
      return count;
    },
  },
});

const [ingressPort, adminPort, fabricPort] = [await freePort(), await freePort(), await freePort()];
let serverLog = '';
const server = spawn(
  binary,
  ['--no-logo', '--listen-mode', 'tcp', '--node-name', 'bench', '--base-dir', path.join(directory, 'restate-data')],
  {
    cwd: directory,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      RESTATE_INGRESS__BIND_ADDRESS: `127.0.0.1:${ingressPort}`,
      RESTATE_ADMIN__BIND_ADDRESS: `127.0.0.1:${adminPort}`,
      RESTATE_BIND_ADDRESS: `127.0.0.1:${fabricPort}`,
      RESTATE_DISABLE_TELEMETRY: 'true',
      // One partition and a smaller RocksDB budget: the machine is shared; one chain at a time uses one partition.
      RESTATE_DEFAULT_NUM_PARTITIONS: '1',
      RESTATE_ROCKSDB_TOTAL_MEMORY_SIZE: '512MiB',
    },
  },
);
for (const stream of [server.stdout, server.stderr])
  stream.on('data', (chunk: Buffer) => (serverLog = (serverLog + chunk.toString('utf8')).slice(-4000)));
const endpoint = http2.createServer(restate.createEndpointHandler({ services: [chain] }));
const cleanup = onEnd(async () => {
  endpoint.close();
  await stopChild(server);
});

try {
  const exited = () =>
    server.exitCode !== null || server.signalCode !== null
      ? `exit ${server.exitCode ?? server.signalCode}: ${serverLog.trim().split('\n').slice(-3).join(' / ')}`
      : undefined;
  const ok = async (url: string) => (await fetch(url)).ok;
  await waitUntil('restate-server', () => ok(`http://127.0.0.1:${adminPort}/health`), exited);
  await waitUntil('restate ingress', () => ok(`http://127.0.0.1:${ingressPort}/restate/health`), exited);

  endpoint.listen(0, '127.0.0.1');
  await once(endpoint, 'listening');
  const endpointPort = (endpoint.address() as { port: number }).port;
  const registered = await fetch(`http://127.0.0.1:${adminPort}/deployments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ uri: `http://127.0.0.1:${endpointPort}` }),
  });
  if (!registered.ok) throw new Error(`registering the endpoint: ${registered.status} ${await registered.text()}`);

  const figures = await measure(directory, async (round) => {
    const start = performance.now();
    const response = await fetch(`http://127.0.0.1:${ingressPort}/chain/chain-${round + 1}/run`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '0',
    });
    const body = await response.text();
    const ms = performance.now() - start;
    if (!response.ok || Number(body) !== chainLength)
      throw new Error(`Restate chain answered ${response.status} ${body}`);
    return ms;
  });
  report({
    peer,
    version: `${version} (server ${serverVersion})`,
    durability:
      'each ctx.run journaled in its log before the handler goes on; server defaults (RocksDB WAL fsync on), 1 partition',
    rounds: 3,
    ...figures,
  });
} finally {
  await cleanup();
}
