// A restored store must not choose what runs: a store planted in the cache (as any job of the
// branch can save one) with a re-hashed definition or a re-hashed graph log is refused or overruled
// by what the repository says, while a genuine paused run resumes, also after its graph file changed
// in a later commit (read at the run's commit). Jobs of the Action run in this process over the
// emulator, each on a real clone of an origin repository.
import { execFileSync } from 'node:child_process';
import { existsSync, promises as fs } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Cancellation } from '../../src/action/cancellation.ts';
import { encodeRecord } from '../../src/store/event-record.ts';
import { canonicalJson, digestJson, type JsonValue } from '../../src/store/index.ts';
import { enterJob } from './support/jobs.ts';
import { inProcessWorld } from './support/in-process-jobs.ts';
import { recordingIO } from './support/recording-io.ts';

const world = inProcessWorld('definition-origin');
let githubRunId = 700;

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, stdio: 'pipe', encoding: 'utf8' }).trim();

function graphWriting(marker: string, question = 'Ship it?'): string {
  const write = `[${JSON.stringify(process.execPath)}, -e, "require('fs').writeFileSync(process.argv[1], 'ran')", ${JSON.stringify(marker)}]`;
  return `version: 1
nodes:
  approve:
    ask:
      question: ${question}
      fields:
        choice: { type: choice, options: [ship, hold], required: true }
      allowed-actors: [octocat]
  publish:
    needs: [approve]
    run: ${write}
`;
}

/** A repository with the graph committed (and the store ignored); returns its path. */
async function origin(name: string, graph: string): Promise<string> {
  const dir = path.join(world.root, 'origins', name);
  await fs.mkdir(dir, { recursive: true });
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'config', 'user.name', 'T');
  git(dir, 'config', 'user.email', 't@example.invalid');
  git(dir, 'config', 'commit.gpgsign', 'false');
  await fs.writeFile(path.join(dir, '.gitignore'), '.store/\n');
  await fs.writeFile(path.join(dir, 'graph.yml'), graph);
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'graph');
  return dir;
}

async function commitGraph(dir: string, graph: string): Promise<void> {
  await fs.writeFile(path.join(dir, 'graph.yml'), graph);
  git(dir, 'commit', '-q', '-am', 'graph changed');
}

/** One job of its own workflow run on a clone of `from` (a shallow one when asked), run in this process. */
async function runJobOn(
  name: string,
  from: string,
  runId: string,
  inputs: Record<string, string> = {},
  options: { actor?: string; shallow?: boolean } = {},
) {
  githubRunId += 1;
  const job = await enterJob(world.emulator, world.root, { name, githubRunId });
  if (options.shallow === true) git(job.workspace, 'clone', '-q', '--depth', '1', `file://${from}`, '.');
  else git(job.workspace, 'clone', '-q', from, '.');
  const { runJob } = await import('../../src/action/run-job.ts');
  const env: Record<string, string | undefined> = {
    ...process.env,
    'INPUT_RUN-ID': runId,
    INPUT_GRAPH: 'graph.yml',
    'INPUT_RECORD-CHANGES': 'false',
    'INPUT_INITIAL-BACKOFF': '50ms',
    'INPUT_TEARDOWN-GRACE': '500ms',
    INPUT_HEARTBEAT: '0',
    'INPUT_STORAGE-PATH': '.store',
    GITHUB_JOB: name,
    GITHUB_ACTOR: options.actor ?? 'octocat',
  };
  for (const [input, value] of Object.entries(inputs)) env[`INPUT_${input.toUpperCase()}`] = value;
  const io = recordingIO();
  const outcome = await runJob({ env, cwd: job.workspace, io, cancellation: new Cancellation() });
  return { io, outcome };
}

const answer = { position: 'dag/approve/1', answer: '{"choice":"ship"}' };

/**
 * Rewrites the newest cache entry of the run as a forger would: unpacks it, lets `edit` change the
 * run directory, and packs it again in place (same key, same version: the restore takes it).
 */
async function plantEdited(runId: string, edit: (runDirectory: string) => Promise<void>): Promise<void> {
  const entries = (await world.emulator.cacheEntries()).filter(
    (entry) => entry.finalized && entry.key.startsWith(`supervised-run/default/${runId}/`),
  );
  const key = entries.at(-1)!.key;
  const craft = path.join(world.root, `craft-${runId}`);
  await fs.mkdir(craft, { recursive: true });
  const archive = path.join(world.root, `${runId}.tar.zst`);
  await fs.writeFile(archive, (await world.emulator.cacheArchive(key))!);
  execFileSync('tar', ['--zstd', '-xf', archive, '-C', craft]);
  const definition = (await fs.readdir(craft, { recursive: true })).find((file) =>
    file.endsWith(path.join('runs', runId, 'definition.json')),
  )!;
  await edit(path.dirname(path.join(craft, definition)));
  execFileSync('tar', ['--zstd', '-cf', archive, '-C', craft, ...(await fs.readdir(craft))]);
  await world.emulator.replaceCacheArchive(key, await fs.readFile(archive));
  await fs.rm(craft, { recursive: true, force: true });
  await fs.rm(archive, { force: true });
}

/** The definition file rewritten with `edit`, its digest computed again (what the store checks). */
async function forgeDefinition(runDirectory: string, edit: (definition: string) => string): Promise<void> {
  const file = path.join(runDirectory, 'definition.json');
  const stored = JSON.parse(await fs.readFile(file, 'utf8')) as { definition: JsonValue };
  const definition = JSON.parse(edit(JSON.stringify(stored.definition))) as JsonValue;
  await fs.writeFile(file, `${canonicalJson({ schemaVersion: 1, digest: digestJson(definition), definition })}\n`);
}

/** An event log rewritten record by record with `edit`, every hash and prev computed again; returns old → new hashes. */
async function forgeLog(file: string, edit: (data: JsonValue) => JsonValue): Promise<Map<string, string>> {
  const lines = (await fs.readFile(file, 'utf8')).split('\n').filter((line) => line !== '');
  const hashes = new Map<string, string>();
  let prev = '0'.repeat(64);
  const out: string[] = [];
  for (const line of lines) {
    const record = JSON.parse(line) as Record<string, unknown> & { data: JsonValue; hash: string };
    const encoded = encodeRecord({
      seq: record.seq as number,
      id: record.id as string,
      at: record.at as string,
      type: record.type as string,
      session: record.session as number,
      dataJson: canonicalJson(edit(record.data)),
      batchRemaining: record.batchRemaining as number,
      prev,
    });
    hashes.set(record.hash, encoded.hash);
    prev = encoded.hash;
    out.push(encoded.line);
  }
  await fs.writeFile(file, `${out.join('\n')}\n`);
  return hashes;
}

async function logFile(runDirectory: string, log: 'graph' | 'runner'): Promise<string> {
  const found = (await fs.readdir(runDirectory, { recursive: true })).find((file) =>
    file.endsWith(`${log}.events.jsonl`),
  );
  return path.join(runDirectory, found!);
}

describe('a resume through the Action checks the restored definition against the repository', () => {
  it('refuses a planted store whose definition runs another command (hashes valid), and runs nothing', async () => {
    const genuine = path.join(world.root, 'forged-case-genuine');
    const forged = path.join(world.root, 'forged-case-forged');
    const repo = await origin('forged', graphWriting(genuine));
    const runId = 'forged-definition';
    const first = await runJobOn('forged-1', repo, runId);
    expect(first.io.outputs.result, first.io.failed).toBe('pause');

    await plantEdited(runId, (run) => forgeDefinition(run, (text) => text.split(genuine).join(forged)));
    const resumed = await runJobOn('forged-2', repo, runId, answer);
    expect(resumed.io.failed).toMatch(
      /^STORE_UNTRUSTED: the restored store of run forged-definition holds a definition the repository does not give: it is not what graph\.yml compiles to \(in this checkout: host differ \(nodes "publish"\); at commit [0-9a-f]{40} \(the run's pause snapshot\): host differ \(nodes "publish"\)\)\..*nothing was run or recorded/,
    );
    expect(existsSync(forged)).toBe(false);
    expect(existsSync(genuine)).toBe(false);
  });

  it('resumes a genuine paused run, also when the graph file changed in a later commit (read at the run commit)', async () => {
    const before = path.join(world.root, 'changed-case-before');
    const after = path.join(world.root, 'changed-case-after');
    const repo = await origin('changed', graphWriting(before));
    const runId = 'changed-later';
    const first = await runJobOn('changed-1', repo, runId);
    expect(first.io.outputs.result, first.io.failed).toBe('pause');
    await commitGraph(repo, graphWriting(after, 'Ship it now?'));

    const resumed = await runJobOn('changed-2', repo, runId, answer);
    expect(resumed.io.failed).toBeUndefined();
    expect(resumed.io.outputs.result).toBe('complete');
    // The run's own definition ran: the command of the commit it started at.
    expect(existsSync(before)).toBe(true);
    expect(existsSync(after)).toBe(false);
  });

  it('refuses clearly when the run commit is not in a shallow clone and the graph file changed since', async () => {
    const marker = path.join(world.root, 'shallow-case');
    const repo = await origin('shallow', graphWriting(marker));
    const runId = 'shallow-clone';
    const first = await runJobOn('shallow-1', repo, runId);
    expect(first.io.outputs.result, first.io.failed).toBe('pause');
    const runCommit = git(repo, 'rev-parse', 'HEAD');
    await commitGraph(repo, graphWriting(`${marker}-later`, 'Ship it now?'));

    const resumed = await runJobOn('shallow-2', repo, runId, answer, { shallow: true });
    expect(resumed.io.failed).toContain(
      `STORE_UNTRUSTED: the stored definition is not what graph.yml compiles to in this checkout, and the run's commit ${runCommit} (where its pause snapshot was taken) is not in this clone`,
    );
    expect(resumed.io.failed).toContain('actions/checkout with fetch-depth: 0');
    expect(existsSync(marker)).toBe(false);
  });

  it("takes a gate's allowed actors from the definition, not from a planted pause record that drops them", async () => {
    const marker = path.join(world.root, 'actor-case');
    const repo = await origin('actor', graphWriting(marker));
    const runId = 'forged-pause';
    const first = await runJobOn('actor-1', repo, runId);
    expect(first.io.outputs.result, first.io.failed).toBe('pause');

    await plantEdited(runId, async (run) => {
      const dropActors = (data: JsonValue): JsonValue => {
        const request = (data as { request?: { allowedActors?: unknown } } | null)?.request;
        if (request?.allowedActors !== undefined) delete request.allowedActors;
        return data;
      };
      const graphHashes = await forgeLog(await logFile(run, 'graph'), dropActors);
      // The runner log pins the graph log's head: pinned to the forged one, and re-hashed too.
      await forgeLog(await logFile(run, 'runner'), (data) => {
        const pin = (data as { graphLog?: { head?: string } } | null)?.graphLog;
        if (pin?.head !== undefined) pin.head = graphHashes.get(pin.head) ?? pin.head;
        return data;
      });
      await fs.rm(path.join(run, 'checkpoints'), { recursive: true, force: true });
    });
    const stranger = await runJobOn('actor-2', repo, runId, answer, { actor: 'mallory' });
    expect(stranger.io.failed).toBe(
      'RESUME_ACTOR: "mallory" may not answer this gate; it may be answered by: octocat (as the run\'s definition says; position dag/approve/1 of run forged-pause); nothing was recorded',
    );
    expect(existsSync(marker)).toBe(false);
  });
});
