// Set-up for the integration tests: a real git repository, a store and a fake-tool directory in
// temp dirs, the fake CLIs (fixtures/bin) first on PATH, and readers for what a run left behind.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLocalRunStorage } from '../../src/store/index.ts';
import type { StoredEvent } from '../../src/store/contract.ts';
import { waitUntil } from '../support/wait.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
export const fakeBin = path.join(here, 'fixtures', 'bin');
export const driver = path.join(here, 'fixtures', 'drive-run.ts');

/** PATH with the fake claude, codex and json-engine first. */
export const fakePath = (base = process.env.PATH ?? ''): string => `${fakeBin}${path.delimiter}${base}`;

export interface World {
  temp: string;
  repo: string;
  store: string;
  /** FAKE_DIR of the fake tools: plan.json, calls.log, hanging-* markers. */
  fakes: string;
  storage: { directory: string; namespace: string };
  /** One line per fake CLI call: "<tool>:<model> <scenario>". */
  calls(): Promise<string[]>;
  events(runId: string, log: 'graph' | 'runner'): Promise<StoredEvent[]>;
  cleanup(): Promise<void>;
}

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, {
    cwd,
    stdio: 'pipe',
    env: { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_CONFIG_NOSYSTEM: '1' },
  });

/** A git repository holding `files`, with the fake tools scripted by `plan` ("<tool>:<model>" -> scenarios). */
export async function world(files: Record<string, string>, plan: Record<string, string[]>): Promise<World> {
  const temp = await realpath(await mkdtemp(path.join(os.tmpdir(), 'integration-')));
  const repo = path.join(temp, 'repo');
  const store = path.join(temp, 'store');
  const fakes = path.join(temp, 'fakes');
  await Promise.all([mkdir(repo), mkdir(fakes)]);
  git(repo, 'init', '-q');
  git(repo, 'config', 'user.name', 'Integration Test');
  git(repo, 'config', 'user.email', 'integration@example.invalid');
  git(repo, 'config', 'commit.gpgsign', 'false');
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(repo, name)), { recursive: true });
    await writeFile(path.join(repo, name), text);
  }
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '-m', 'initial');
  await writeFile(path.join(fakes, 'plan.json'), JSON.stringify(plan));
  const storage = { directory: store, namespace: 'integration' };
  return {
    temp,
    repo,
    store,
    fakes,
    storage,
    async calls() {
      const file = path.join(fakes, 'calls.log');
      return existsSync(file) ? (await readFile(file, 'utf8')).split('\n').filter((line) => line !== '') : [];
    },
    async events(runId, log) {
      const storageHandle = await createLocalRunStorage({ ...storage, knownSecrets: [] });
      return (await storageHandle.readEvents(runId, log)).events;
    },
    cleanup: () => rm(temp, { recursive: true, force: true }),
  };
}

export { waitUntil };

/** Whether `pid` runs (a zombie does not: reparented children may wait a while to be reaped). */
export function alive(pid: number): boolean {
  if (process.platform === 'linux') {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
      return state !== 'Z' && state !== 'X';
    } catch {
      return false;
    }
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Every regular file under `root`, as [relative path, bytes]. */
export async function filesUnder(root: string): Promise<Array<[string, Buffer]>> {
  const out: Array<[string, Buffer]> = [];
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    out.push([path.relative(root, full), await readFile(full)]);
  }
  return out;
}

/** The cells of the row whose first cell is `first`, in the table under `start` (up to the next heading or fold). */
export function usageRow(summary: string, first: string, start = '### Usage'): string[] | undefined {
  const from = summary.indexOf(start);
  if (from === -1) return undefined;
  const rest = summary.slice(from + start.length);
  const end = rest.search(/\n(### |<details>)/);
  const section = end === -1 ? rest : rest.slice(0, end);
  const line = section.split('\n').find((l) => l.startsWith(`| ${first} |`));
  return line?.slice(2, -2).split(' | ');
}

export interface UsageCells {
  engine: string;
  calls: string;
  input: string;
  output: string;
  cost: string;
  billing: string;
  /** From the folded usage details. */
  cache: string;
  reported: string;
  estimated: string;
  failedOpen: string;
}

/** A node's (or `**total**`'s) usage as the summary shows it: the usage table and its folded details. */
export function usageCells(summary: string, first: string): UsageCells {
  const row = usageRow(summary, first);
  const details = usageRow(summary, first, '<details><summary>Usage details');
  if (row === undefined || details === undefined) throw new Error(`no usage row for ${first} in:\n${summary}`);
  const [, engine = '', calls = '', tokens = '', cost = '', billing = ''] = row;
  const [input = '', output = ''] = tokens === 'unknown' ? ['unknown', 'unknown'] : tokens.split(' / ');
  const [, cache = '', reported = '', estimated = '', failedOpen = ''] = details;
  return { engine, calls, input, output, cost, billing, cache, reported, estimated, failedOpen };
}
