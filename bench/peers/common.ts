// Shared by the peer benchmarks (each runs in its own process, `node bench/peers/<peer>.ts <dir>`):
// the chain length, an fdatasync probe on the peer's own disk, and the one-line JSON report.
import { closeSync, constants, fdatasyncSync, openSync, readFileSync, writeSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { median } from '../median.ts';

export const chainLength = 200;
export const rounds = 3;

/** Median ms of write + fdatasync of `bytes` bytes in `directory` (the same probe as ours). */
export function fdatasyncMs(directory: string, samples = 100, bytes = 400): number {
  const fd = openSync(
    path.join(directory, 'fdatasync-probe'),
    constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT,
    0o600,
  );
  const block = Buffer.alloc(bytes, 'x');
  const times: number[] = [];
  try {
    for (let i = 0; i < samples; i += 1) {
      const start = performance.now();
      writeSync(fd, block);
      fdatasyncSync(fd);
      times.push(performance.now() - start);
    }
  } finally {
    closeSync(fd);
  }
  return median(times);
}

export interface PeerReport {
  peer: string;
  version: string;
  durability: string;
  msPerNode: number;
  /** The first run of the process (the warm-up), from its first step's start to its last's. */
  firstRunMsPerNode: number;
  fdatasyncMs: number;
  rounds: number;
}

/**
 * Each step's body calls mark() as it starts: a run's ms per node is then (last start − first start)
 * / (steps − 1), its setup left out, as ours is timed from its first attempt's record to its last
 * completion's.
 */
export const steps = {
  first: Number.NaN,
  last: Number.NaN,
  count: 0,
  mark(): void {
    const now = performance.now();
    if (steps.count === 0) steps.first = now;
    steps.last = now;
    steps.count += 1;
  },
  reset(): void {
    steps.first = Number.NaN;
    steps.last = Number.NaN;
    steps.count = 0;
  },
  msPerNode(): number {
    if (steps.count !== chainLength) throw new Error(`the peer marked ${steps.count} steps of ${chainLength}`);
    return (steps.last - steps.first) / (chainLength - 1);
  },
};

/**
 * Runs `chain` (one 200-node run in a fresh thread/run, returns ms) after a warm-up, `rounds` times.
 * The warm-up is also reported: it is the first run of a fresh process, as every run of ours is (the
 * supervised runner starts a worker process per run), so its code runs cold (not yet optimised).
 */
export async function measure(
  directory: string,
  chain: (round: number) => Promise<number>,
): Promise<{ msPerNode: number; firstRunMsPerNode: number; fdatasyncMs: number }> {
  steps.reset();
  await chain(-1); // warm-up: module loading, schema creation, JIT
  const firstRunMsPerNode = steps.msPerNode();
  const perNode: number[] = [];
  const syncs: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    syncs.push(fdatasyncMs(directory));
    perNode.push((await chain(round)) / chainLength);
  }
  return { msPerNode: median(perNode), firstRunMsPerNode, fdatasyncMs: median(syncs) };
}

export function report(value: PeerReport): void {
  process.stdout.write(`${JSON.stringify(value)}\n`);
}

/** Reports that this peer cannot run here, and why (peers.ts prints it as skipped). */
export function skip(peer: string, reason: string): void {
  process.stdout.write(`${JSON.stringify({ peer, skipped: reason })}\n`);
}

/** The installed version of a package in bench/node_modules (read from disk: some packages do not export package.json). */
export function packageVersion(name: string): string {
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'node_modules', name, 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}
