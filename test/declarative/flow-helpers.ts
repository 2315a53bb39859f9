// Helpers for control-flow tests: a git repository holding a graph file, run under a real watchdog
// and worker through startDeclarativeRun.
import { execFileSync } from 'node:child_process';
import { realpath } from 'node:fs/promises';
import { startDeclarativeRun, type StartDeclarativeRunOptions } from '../../src/declarative/start.ts';
import { readSupervisedRunStatus } from '../../src/runner/index.ts';
import { tempRoot, writeIn } from './helpers.ts';

const gitEnv = { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_CONFIG_NOSYSTEM: '1' };
const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, env: gitEnv, stdio: 'pipe' });

/** A committed repository with `files`; `.gitignore` keeps `marks/` (what commands write) out of the guard. */
export async function repository(files: Record<string, string>): Promise<string> {
  const root = await realpath(await tempRoot('declarative-repo-'));
  git(root, 'init', '-q');
  git(root, 'config', 'user.name', 'Declarative Test');
  git(root, 'config', 'user.email', 'declarative@example.invalid');
  git(root, 'config', 'commit.gpgsign', 'false');
  for (const [name, text] of Object.entries({ '.gitignore': 'marks/\n', ...files })) await writeIn(root, name, text);
  git(root, 'add', '-A');
  git(root, 'commit', '-q', '-m', 'initial');
  return root;
}

/** `node -e <script>` as a YAML flow list, with the script JSON-quoted. */
export const nodeScript = (script: string): string =>
  `[${JSON.stringify(process.execPath)}, -e, ${JSON.stringify(script)}]`;

export const common = {
  restart: { maxRestarts: 2, initialBackoffMs: 10, maxBackoffMs: 50 },
  teardownGraceMs: 500,
  heartbeatMs: 0,
};

/** Runs `graph` (the text of graph.yml) in a fresh repository to its end; returns the result and status. */
export async function runGraph(
  graph: string,
  options: Partial<StartDeclarativeRunOptions> & { files?: Record<string, string>; knownSecrets?: string[] } = {},
) {
  const { files, knownSecrets, ...rest } = options;
  const root = await repository({ 'graph.yml': graph, ...files });
  const store = await tempRoot('declarative-store-');
  const storage = { directory: store, namespace: 'test', ...(knownSecrets === undefined ? {} : { knownSecrets }) };
  const runId = rest.runId ?? 'flow-1';
  const handle = await startDeclarativeRun({
    ...common,
    runId,
    graphFile: 'graph.yml',
    runRoot: root,
    ...rest,
    storage,
  });
  const result = await handle.done;
  const status = await readSupervisedRunStatus({ runId, storage });
  return { result, status, root, storage, runId };
}
