// For the peers that need a server of their own (Restate, DBOS's PostgreSQL): free local ports,
// readiness polling, and stopping a child process for certain, so a failed run leaves nothing behind.
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';

/** A port that was free on 127.0.0.1 a moment ago (the OS picks it; the server binds it next). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

/**
 * Polls `ready` until it answers true. A server's readiness is only observable by asking it, so this
 * polls (every 50 ms) rather than waiting for an event; it gives up after `timeoutMs` or when `exited`
 * says the server died, with the reason.
 */
export async function waitUntil(
  what: string,
  ready: () => Promise<boolean>,
  exited: () => string | undefined,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const died = exited();
    if (died !== undefined) throw new Error(`${what} exited before it was ready: ${died}`);
    if (await ready().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what} was not ready within ${timeoutMs / 1000} s`);
    await delay(50);
  }
}

/** SIGTERM, then SIGKILL after `graceMs`; resolves once the child has exited. */
export async function stopChild(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** Runs `cleanup` once on normal end, on SIGINT/SIGTERM (then exits 1) and, best-effort, on a crash. */
export function onEnd(cleanup: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  const run = () => (done ??= cleanup().catch((error: unknown) => console.error(`cleanup failed: ${String(error)}`)));
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => void run().finally(() => process.exit(1)));
  return run;
}
