// `demo`: the offline example (examples/graphs/offline.yml) on a disposable git repository, with no
// flags needed: command nodes, a mock reviewer whose first lane is dead (falls back), a publish step.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { startDeclarativeRun } from '../../declarative/index.ts';
import { runOwnedCommand } from '../../engine/command/index.ts';
import * as F from '../args/fields.ts';
import { validateFlags } from '../args/parse.ts';
import { jsonFlag } from '../args/spec.ts';
import { offlineGraphYaml } from '../demo/offline-graph.ts';
import { line, type CliIo } from '../io.ts';
import { storageOptions, type StoreLocation } from '../options/store.ts';
import { cliInvocation, withPlace } from '../output/command-place.ts';
import type { Command } from './command.ts';
import { driveRun } from './drive.ts';

const schema = z.object({ keep: F.flagOff, json: F.flagOff });
const runId = 'demo-1';

async function git(cwd: string, env: CliIo['env'], ...args: string[]): Promise<void> {
  const result = await runOwnedCommand({
    command: 'git',
    args,
    cwd,
    env: {
      PATH: env.PATH ?? '/usr/bin:/bin',
      HOME: env.HOME ?? cwd,
      GIT_TERMINAL_PROMPT: '0',
      GIT_CONFIG_NOSYSTEM: '1',
    },
    timeoutMs: 30_000,
    maxOutputBytes: 1024 * 1024,
  });
  if (result.exitCode !== 0) {
    const why =
      result.spawnError === undefined ? result.stderr.trim() : `${result.spawnError.code} (is git installed?)`;
    throw new Error(`git ${args.join(' ')} failed: ${why}`);
  }
}

async function disposableRepository(io: CliIo, root: string): Promise<string> {
  const repo = path.join(root, 'repo');
  await mkdir(repo);
  await git(repo, io.env, 'init', '-q');
  for (const [key, value] of [
    ['user.email', 'demo@example.invalid'],
    ['user.name', 'supervised-run demo'],
    ['commit.gpgsign', 'false'],
  ] as const) {
    await git(repo, io.env, 'config', key, value);
  }
  await writeFile(path.join(repo, 'graph.yml'), offlineGraphYaml);
  await writeFile(path.join(repo, 'README.md'), 'A disposable repository for `supervised-run demo`.\n');
  await git(repo, io.env, 'add', '-A');
  await git(repo, io.env, 'commit', '-q', '-m', 'demo graph');
  return repo;
}

export const demoCommand: Command = {
  spec: {
    name: 'demo',
    summary: 'Run the offline example on a disposable repository (nothing to set up, no network, no API key)',
    usage: 'demo [--keep] [--json]',
    flags: {
      keep: {
        type: 'boolean',
        description: 'Keep the repository and the store afterwards (prints the commands to inspect them)',
      },
      ...jsonFlag,
    },
    notes: [
      'The graph: lint and test (commands) run in parallel, review (a scripted mock engine whose primary lane fails with an auth error, so it falls back once) reads their output, then publish (a command that is not retry-safe).',
    ],
    examples: ['supervised-run demo', 'supervised-run demo --keep'],
  },

  async run(io, raw) {
    const flags = validateFlags(schema, raw);
    const root = await mkdtemp(path.join(os.tmpdir(), 'supervised-run-demo-'));
    try {
      const repo = await disposableRepository(io, root);
      const store = path.join(root, 'store');
      const location: StoreLocation = {
        directory: store,
        namespace: 'demo',
        isDefault: false,
        flags: ['--store', store, '--namespace', 'demo'],
      };
      const storage = storageOptions(location);
      if (!flags.json) line(io.stdout, `Demo: the offline example graph in a disposable git repository (${repo}).`);
      const code = await driveRun(io, {
        runId,
        location,
        storage,
        json: flags.json,
        launch: (extras) =>
          startDeclarativeRun({
            ...extras,
            storage,
            runId,
            runRoot: repo,
            graphFile: path.join(repo, 'graph.yml'),
            restart: { maxRestarts: 2, initialBackoffMs: 200, maxBackoffMs: 2000 },
            teardownGraceMs: 2000,
          }),
      });
      if (!flags.json) {
        line(io.stdout);
        if (flags.keep) {
          line(io.stdout, `Kept ${root}. Look around:`);
          // Quoted: the system temp directory may hold spaces or shell characters.
          for (const command of ['status', 'history', 'logs', 'summary'])
            line(
              io.stdout,
              `  ${withPlace(`${cliInvocation} ${command} --run-id ${runId}`, location, { root: false })}`,
            );
        } else {
          line(
            io.stdout,
            `Next: your own graph file (README, "Graph files"): supervised-run start --graph FILE. (--keep keeps this demo's store to inspect.)`,
          );
        }
      }
      return code;
    } finally {
      if (!flags.keep) await rm(root, { recursive: true, force: true });
    }
  },
};
