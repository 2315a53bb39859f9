// Shared set-up for runner tests: a real git repository with the test host, a control directory
// outside it, and polling helpers (conditions with a deadline, never fixed sleeps).
import { execFileSync } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  readSupervisedRunStatus,
  type SupervisedRunOptions,
  type SupervisedRunStatus,
} from '../../src/runner/index.ts';
import { createLocalRunStorage } from '../../src/store/index.ts';
import type { StoredEvent } from '../../src/store/contract.ts';
import { waitUntil } from '../support/wait.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface NodeSpec {
  needs?: string[];
  optional?: boolean;
  retrySafe?: boolean;
  policy?: 'approval';
  block?: boolean;
  /** Spawns a child that waits for `gate-<id>`; the node fails if a signal ends the child. */
  childBlock?: boolean;
  detach?: boolean;
  flood?: number;
  killWorker?: boolean;
  /** The worker writes this control file's bytes to its stderr, then exits 3 (a crash). */
  crashPrinting?: string;
  sleepMs?: number;
  fail?: string;
  /** `fromControl`: a file in the control directory whose bytes are written instead of `content`. */
  writeFile?: { path: string; content?: string; fromControl?: string };
  reportEnv?: boolean;
}

export interface Fixture {
  temp: string;
  repo: string;
  control: string;
  options: SupervisedRunOptions;
  storage: SupervisedRunOptions['storage'];
  runId: string;
  open(id: string): Promise<void>;
  approve(id: string): Promise<void>;
  effects(): Promise<string[]>;
  waitForFile(name: string, timeoutMs?: number): Promise<void>;
  status(): Promise<SupervisedRunStatus>;
  events(log: 'runner' | 'graph'): Promise<StoredEvent[]>;
  git(...args: string[]): string;
  cleanup(): Promise<void>;
}

export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, GIT_TERMINAL_PROMPT: '0' } });
}

export { waitUntil };

export async function fixture(
  nodes: Record<string, NodeSpec>,
  overrides: Partial<SupervisedRunOptions> & { concurrency?: number; storeInsideRepo?: boolean } = {},
): Promise<Fixture> {
  const temp = await mkdtemp(path.join(os.tmpdir(), 'runner-test-'));
  const repo = path.join(temp, 'repo');
  const control = path.join(temp, 'control');
  await mkdir(control);
  execFileSync('git', ['init', '-q', repo]);
  const g = (...args: string[]) => git(repo, ...args);
  g('config', 'user.email', 'test@example.invalid');
  g('config', 'user.name', 'Test');
  await copyFile(path.join(here, 'fixtures', 'host.mjs'), path.join(repo, 'host.mjs'));
  await writeFile(path.join(repo, 'README.md'), 'test repository\n');
  g('add', '.');
  g('commit', '-q', '-m', 'initial');
  const { concurrency, storeInsideRepo, ...rest } = overrides;
  const runId = 'run-1';
  const storage = {
    directory: storeInsideRepo === true ? path.join(repo, '.store') : path.join(temp, 'store'),
    namespace: 'test',
  };
  const dagNodes: Record<string, { needs: string[]; optional?: boolean }> = {};
  const specs: Record<string, NodeSpec> = {};
  for (const [id, spec] of Object.entries(nodes)) {
    const { needs, optional, ...behaviour } = spec;
    dagNodes[id] = { needs: needs ?? [], ...(optional === undefined ? {} : { optional }) };
    specs[id] = behaviour;
  }
  const options: SupervisedRunOptions = {
    storage,
    definition: {
      runId,
      graphDefinition: {
        form: 'dag',
        version: 1,
        value: { nodes: dagNodes, ...(concurrency === undefined ? {} : { concurrency }) },
      },
      resolvedInputs: { control, nodes: specs },
    },
    host: { kind: 'module', module: './host.mjs' },
    runRoot: repo,
    restart: { maxRestarts: 3, initialBackoffMs: 20, maxBackoffMs: 100 },
    teardownGraceMs: 300,
    heartbeatMs: 0,
    ...rest,
  };
  return {
    temp,
    repo,
    control,
    options,
    storage,
    runId,
    open: (id) => writeFile(path.join(control, `gate-${id}`), ''),
    approve: (id) => writeFile(path.join(control, `approve-${id}`), ''),
    async effects() {
      const file = path.join(control, 'effects.log');
      return existsSync(file) ? (await readFile(file, 'utf8')).split('\n').filter((line) => line !== '') : [];
    },
    waitForFile: async (name, timeoutMs) => {
      await waitUntil(`file ${name}`, async () => existsSync(path.join(control, name)), timeoutMs);
    },
    status: () => readSupervisedRunStatus({ storage, runId }),
    async events(log) {
      const store = await createLocalRunStorage(storage);
      return (await store.readEvents(runId, log)).events;
    },
    git: g,
    cleanup: () => rm(temp, { recursive: true, force: true }),
  };
}

/** SIGKILL the live worker of the run (as status reports it). */
export async function killWorker(f: Fixture): Promise<number> {
  const status = await waitUntil('a live worker', async () => {
    const s = await f.status();
    return s.worker?.pid !== null && s.worker?.alive === true ? s : undefined;
  });
  const pid = status.worker!.pid!;
  process.kill(pid, 'SIGKILL');
  return pid;
}

/** The pid of the detached grandchild a `detach` node started (the host renames its file into place). */
export function grandchildPid(f: Fixture): Promise<number> {
  return waitUntil(
    'the grandchild pid',
    async () => Number(await readFile(path.join(f.control, 'grandchild.pid'), 'utf8').catch(() => '')) || undefined,
  );
}

export const types = (events: readonly StoredEvent[]) => events.map((event) => event.type);
