// An engine's stderr reaches its attempt's log (what `logs` prints): a real watchdog and worker run a
// graph file whose engines are real child processes (a JSON command engine and the fake codex).
// It is redacted there like any output, and kept out of the call's result.
import { execFileSync } from 'node:child_process';
import { readdir, readFile, realpath } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startDeclarativeRun } from '../../src/declarative/start.ts';
import { parseAttemptLog } from '../../src/runner/output/format.ts';
import { nodeOutputSchema } from '../../src/runner/output/record.ts';
import { createLocalRunStorage } from '../../src/store/index.ts';
import { tempRoot, useTempRoots, writeIn } from '../declarative/helpers.ts';
import { fakeBin } from './helpers.ts';

useTempRoots();

const gitEnv = { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_CONFIG_NOSYSTEM: '1' };
const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, env: gitEnv, stdio: 'pipe' });

const token = 'tok-7f3a9c2e51d84b06';
// A JSON command engine that warns on stderr (once with its own credential) and answers.
const engineScript = `
let prompt = '';
process.stdin.on('data', (chunk) => (prompt += chunk));
process.stdin.on('end', () => {
  process.stderr.write('warning: the model cache is cold\\n');
  process.stderr.write('using token ' + process.env.TOOL_TOKEN + '\\n');
  process.stdout.write(JSON.stringify({ text: 'answered' }) + '\\n');
});
`;

async function repository(): Promise<string> {
  const root = await realpath(await tempRoot('stderr-log-'));
  git(root, 'init', '-q');
  await writeIn(root, 'engine.mjs', engineScript);
  await writeIn(
    root,
    'graph.yml',
    `version: 1
engines:
  tool:
    kind: command
    command: [${JSON.stringify(process.execPath)}, engine.mjs]
    env: { TOOL_TOKEN: ${JSON.stringify(token)} }
  codex:
    kind: codex-cli
    executable: ${JSON.stringify(join(fakeBin, 'codex'))}
    env: { FAKE_SCENARIO: exit-silent }
nodes:
  ask: { engine: tool, prompt: "Say it.", retry-safe: true }
  fix: { needs: [ask], engine: codex, prompt: "Fix it.", retry-safe: true }
`,
  );
  git(root, 'add', '-A');
  git(root, '-c', 'user.name=t', '-c', 'user.email=t@example.invalid', 'commit', '-q', '-m', 'initial');
  return root;
}

async function allFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

describe("an engine's stderr", () => {
  it("reaches the attempt's log, redacted, for a call that completed and one that failed; never its result", async () => {
    const root = await repository();
    const store = await tempRoot('stderr-log-store-');
    const handle = await startDeclarativeRun({
      runId: 'stderr-1',
      graphFile: 'graph.yml',
      runRoot: root,
      storage: { directory: store, namespace: 'test' },
      restart: { maxRestarts: 0, initialBackoffMs: 10, maxBackoffMs: 50 },
      teardownGraceMs: 500,
      heartbeatMs: 0,
      recordChanges: false,
    });
    const result = await handle.done;
    expect(result).toMatchObject({ kind: 'fail' });

    const storage = await createLocalRunStorage({ directory: store, namespace: 'test' });
    const events = (await storage.readEvents('stderr-1', 'graph')).events;
    const records = events
      .filter((event) => event.type === 'runner:node-output')
      .map((event) => nodeOutputSchema().parse(event.data));
    const logOf = async (nodeId: string) => {
      const record = records.find((r) => r.nodeId === nodeId);
      expect(record, `a kept log of ${nodeId}`).toBeDefined();
      const log = parseAttemptLog(await storage.artifacts('stderr-1').get(record!.artifact!));
      return { record: record!, lines: log.lines.map((line) => `${line.k}:${line.t}`) };
    };

    // The completed call: its warnings, the engine's own credential redacted, then its answer.
    const ask = await logOf('ask');
    expect(ask.record.outcome).toBe('completed');
    expect(ask.lines).toEqual(['e:warning: the model cache is cold', 'e:using token ***', 'o:answered']);

    // The failed call: what codex said on stderr is in the log, not only in the short message.
    const fix = await logOf('fix');
    expect(fix.record.outcome).toBe('failed');
    expect(fix.lines).toEqual(['e:Error: sandbox setup failed: landlock is not supported']);

    // Only the log holds the completed call's stderr (its result, records and artifacts do not), and
    // no log byte holds the engine's credential (the graph file's env is stored with the run, as written).
    const askLog = (await storage.artifacts('stderr-1').get(ask.record.artifact!)).toString('utf8');
    for (const file of await allFiles(store)) {
      const text = await readFile(file, 'utf8');
      const isLog = file.includes('/logs/') || text === askLog;
      if (text.includes('model cache is cold')) expect(isLog, file).toBe(true);
      if (isLog) expect(text).not.toContain(token);
    }
  });
});
