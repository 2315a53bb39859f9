// A `start` refused for a bad value exits 2, names the flag, and leaves nothing behind: no run, no
// store directory (docs/cli.md, exit codes). Inputs holding a known secret, a host module without
// bindRun (found by the worker: the run it started is removed again), a --root that is no git
// work tree's top level. The CLI runs from source, as a child process.
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { offlineGraphYaml } from '../../src/cli/demo/offline-graph.ts';
import { cli, repoRoot, repository, tempDir, useCleanup } from './helpers.ts';

useCleanup();

const entry = path.join(repoRoot, 'src/cli/main.ts');
const hostModule = `export async function bindRun({ definition, forms }) {
  return {
    graph: forms.dag(definition.graphDefinition.value),
    nodes: { only: { kind: 'data', retrySafe: true, run: async () => ({ ok: true }) } },
    engines: [],
  };
}
`;
const definition = JSON.stringify({
  graphDefinition: { form: 'dag', version: 1, value: { nodes: { only: { needs: [] } } } },
});

describe('a refused start leaves nothing behind', () => {
  it('refuses --inputs holding a known secret (exit 2, naming --inputs and the field)', async () => {
    const secret = 'supersecretvalue123456';
    const cwd = await repository({
      'secret.yml': 'version: 1\ninputs: { note: { default: "" } }\nnodes: { leak: { run: [node, -e, "1"] } }\n',
    });
    const refused = await cli(
      ['start', '--graph', 'secret.yml', '--run-id', 'sec2', '--env', 'MY_TOKEN', '--inputs', `{"note":"${secret}"}`],
      { cwd, entry, env: { MY_TOKEN: secret } },
    );
    expect(refused.code, refused.stderr).toBe(2);
    expect(refused.stderr).toContain('supervised-run start: --inputs at .note: holds a known secret;');
    expect(refused.stderr).not.toContain(secret);
    expect(existsSync(path.join(cwd, '.supervised-run'))).toBe(false);
  });

  it('refuses a --host-module without a bindRun export (exit 2, HOST_MODULE); the run ID stays free', async () => {
    const cwd = await repository({ 'host.mjs': 'export const x = 1;\n', 'definition.json': definition });
    const args = ['start', '--host-module', 'host.mjs', '--definition', 'definition.json', '--run-id', 'hm2'];
    const refused = await cli(args, { cwd, entry });
    expect(refused.code, refused.stderr).toBe(2);
    expect(refused.stderr).toMatch(
      /supervised-run start: HOST_MODULE: --host-module: host module host\.mjs does not export a bindRun function .*; the start was refused and run hm2 was not stored/,
    );
    // The store this start created is gone with the run.
    expect(existsSync(path.join(cwd, '.supervised-run'))).toBe(false);

    // In a store that holds other runs, only the refused run is removed.
    await writeFile(path.join(cwd, 'good.mjs'), hostModule);
    const other = await cli(
      ['start', '--host-module', 'good.mjs', '--definition', 'definition.json', '--run-id', 'other'],
      { cwd, entry },
    );
    expect(other.code, other.stderr).toBe(0);
    expect((await cli(args, { cwd, entry })).code).toBe(2);
    const listed = await cli(['list'], { cwd, entry });
    expect(listed.stdout).toMatch(/^other +completed/m);
    expect(listed.stdout).not.toContain('hm2');

    // The corrected module starts under the same ID.
    await writeFile(path.join(cwd, 'host.mjs'), hostModule);
    const started = await cli(args, { cwd, entry });
    expect(started.code, started.stderr).toBe(0);
    expect(started.stdout).toMatch(/Run hm2 completed/);
  });

  it('refuses a --root that is no git work tree top level (exit 2, naming --root), creating no store', async () => {
    const cwd = await tempDir('cli-not-git-');
    await writeFile(path.join(cwd, 'offline.yml'), offlineGraphYaml);
    const refused = await cli(['start', '--graph', 'offline.yml', '--no-record-changes'], { cwd, entry });
    expect(refused.code, refused.stderr).toBe(2);
    expect(refused.stderr).toContain(
      'supervised-run start: WORKSPACE_ROOT: the run root (--root) must be the top level of a git work tree: ',
    );
    expect(refused.stderr).toContain('not inside a git work tree');
    expect(existsSync(path.join(cwd, '.supervised-run'))).toBe(false);

    // A subdirectory of a repository is refused the same way, with the top level named.
    const repo = await repository({});
    const sub = path.join(repo, 'sub');
    await mkdir(sub);
    await writeFile(path.join(sub, 'offline.yml'), offlineGraphYaml);
    const nested = await cli(['start', '--graph', 'offline.yml', '--root', '.'], { cwd: sub, entry });
    expect(nested.code, nested.stderr).toBe(2);
    expect(nested.stderr).toMatch(/the run root \(--root\) must be the top level of a git work tree: .*\(that is /);
    expect(existsSync(path.join(sub, '.supervised-run'))).toBe(false);
  });
});
