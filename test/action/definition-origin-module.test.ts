// The definition-origin check for a host-module run (definition file + host module), on a real git
// repository: a stored definition whose graph or module path the repository does not give is
// refused STORE_UNTRUSTED; the genuine one (as the start stores it) passes, also when the definition
// file changed in a later commit. The resume of a genuine host-module run through the built action
// is covered by e2e.test.ts (host-build).
import { execFileSync } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkDefinitionOrigin } from '../../src/action/job/definition-origin.ts';
import type { JsonValue } from '../../src/store/index.ts';

let repo: string;
let firstCommit: string;
// A graph form of the host's own: its value is the host's to read (here, the nodes it binds).
const graphOf = (nodes: string[]) => ({ form: 'one', version: 1, value: { nodes } });
const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, stdio: 'pipe', encoding: 'utf8' }).trim();

beforeAll(async () => {
  repo = await fs.realpath(await fs.mkdtemp(path.join(os.tmpdir(), 'definition-origin-module-')));
  git('init', '-q', '-b', 'main');
  git('config', 'user.name', 'T');
  git('config', 'user.email', 't@example.invalid');
  git('config', 'commit.gpgsign', 'false');
  await fs.writeFile(path.join(repo, 'definition.json'), JSON.stringify({ graphDefinition: graphOf(['a']) }));
  await fs.writeFile(path.join(repo, 'host.mjs'), 'export function bindRun() {}\n');
  await fs.writeFile(path.join(repo, 'other.mjs'), 'export function bindRun() {}\n');
  git('add', '-A');
  git('commit', '-q', '-m', 'one');
  firstCommit = git('rev-parse', 'HEAD');
});

afterAll(async () => {
  if (repo) await fs.rm(repo, { recursive: true, force: true });
});

const config = () => ({
  runId: 'module-run',
  runRoot: repo,
  source: { kind: 'module' as const, module: './host.mjs', definitionFile: 'definition.json' },
});
const stored = (nodes: string[], modulePath = 'host.mjs'): JsonValue => ({
  graphDefinition: graphOf(nodes),
  plan: { lanes: {} },
  host: { kind: 'module', path: modulePath, digest: `sha256:${'0'.repeat(64)}` },
});

describe('a host-module run: the stored definition must be what the definition file and module input give', () => {
  it('passes the genuine definition, and refuses another graph or another module path', async () => {
    await expect(
      checkDefinitionOrigin({ config: config(), stored: stored(['a']), pausedAt: firstCommit }),
    ).resolves.toBeUndefined();
    await expect(
      checkDefinitionOrigin({ config: config(), stored: stored(['a', 'b']), pausedAt: firstCommit }),
    ).rejects.toMatchObject({
      code: 'STORE_UNTRUSTED',
      message: expect.stringContaining('in this checkout: graphDefinition differ'),
    });
    await expect(
      checkDefinitionOrigin({ config: config(), stored: stored(['a'], 'other.mjs'), pausedAt: firstCommit }),
    ).rejects.toMatchObject({ code: 'STORE_UNTRUSTED', message: expect.stringContaining('host differ') });
  });

  it('reads the definition file at the run commit when it changed since', async () => {
    await fs.writeFile(path.join(repo, 'definition.json'), JSON.stringify({ graphDefinition: graphOf(['a', 'c']) }));
    git('commit', '-q', '-am', 'two');
    await expect(
      checkDefinitionOrigin({ config: config(), stored: stored(['a']), pausedAt: firstCommit }),
    ).resolves.toBeUndefined();
    await expect(
      checkDefinitionOrigin({ config: config(), stored: stored(['a']), pausedAt: undefined }),
    ).rejects.toMatchObject({ code: 'STORE_UNTRUSTED' });
  });

  it('does not take a commit outside the history of the checkout (another branch) as the run commit', async () => {
    const head = git('rev-parse', 'HEAD');
    git('checkout', '-q', '-b', 'elsewhere');
    await fs.writeFile(path.join(repo, 'definition.json'), JSON.stringify({ graphDefinition: graphOf(['evil']) }));
    git('commit', '-q', '-am', 'elsewhere');
    const elsewhere = git('rev-parse', 'HEAD');
    git('checkout', '-q', 'main');
    expect(git('rev-parse', 'HEAD')).toBe(head);
    await expect(
      checkDefinitionOrigin({ config: config(), stored: stored(['evil']), pausedAt: elsewhere }),
    ).rejects.toMatchObject({
      code: 'STORE_UNTRUSTED',
      message: expect.stringContaining("that commit is not in the history of this checkout's HEAD"),
    });
  });
});
