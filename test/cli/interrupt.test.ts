// Ctrl-C at the terminal: SIGINT interrupts the run cleanly (exit 3), `resume` without a position
// continues it, and `status --watch` follows it from another process until it settles.
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSupervisedRunStatus } from '../../src/runner/index.ts';
import { cli, json, nodeBin, repository, spawnCli, tempDir, useCleanup, waitUntil } from './helpers.ts';

useCleanup();

describe('interrupt and continue', () => {
  it('SIGINT interrupts (exit 3); resume continues the run; status --watch waits for it to settle', async () => {
    const control = await tempDir('cli-control-');
    const gate = path.join(control, 'gate');
    const repo = await repository({
      'graph.yml': `version: 1
nodes:
  wait:
    run: [${nodeBin}, -e, "const fs = require('fs'); (function w() { if (fs.existsSync(process.argv[1])) return; setTimeout(w, 20); })()", ${JSON.stringify(gate)}]
    retry-safe: true
  after: { needs: [wait], run: [${nodeBin}, -e, "console.log('after')"], retry-safe: true }
`,
    });
    const storage = { directory: path.join(repo, '.supervised-run'), namespace: 'default' };
    const running = async () => {
      const status = await readSupervisedRunStatus({ storage, runId: 'i-1' }).catch(() => undefined);
      return status?.active.some((a) => a.position === 'dag/wait/1' && a.phase === 'running') === true;
    };
    const run = spawnCli(['start', '--graph', 'graph.yml', '--run-id', 'i-1', '--teardown-grace', '500ms'], {
      cwd: repo,
    });
    await waitUntil('the node running', running);
    run.child.kill('SIGINT');
    const interrupted = await run.done;
    expect(interrupted.code).toBe(3);
    expect(interrupted.stdout).toContain('SIGINT: interrupting the run (resumable)');
    // Stopped for the interrupt, which the record type (worker-crashed) alone does not say.
    expect(interrupted.stdout).toMatch(/watchdog: the worker was stopped for the interrupt \(SIG(TERM|KILL)\)/);
    expect(interrupted.stdout).not.toContain('the worker crashed');
    expect(interrupted.stdout).toMatch(/Run i-1 was interrupted: the run waits to be continued/);
    expect(interrupted.stdout).toContain('continue:           npx supervised-run resume --run-id i-1');
    expect(interrupted.stdout).not.toContain('\x1b'); // not a terminal: nothing redrawn

    const resumed = spawnCli(['resume', '--run-id', 'i-1'], { cwd: repo });
    await waitUntil(
      'the node running again',
      async () => (await readSupervisedRunStatus({ storage, runId: 'i-1' })).session === 2 && running(),
    );
    const watch = spawnCli(['status', '--run-id', 'i-1', '--watch', '--interval', '100ms'], { cwd: repo });
    await waitUntil('watch reporting', async () => watch.stdout().includes('running'));
    await writeFile(gate, '');
    const [continued, watched] = await Promise.all([resumed.done, watch.done]);
    expect(continued.code, continued.stderr).toBe(0);
    expect(continued.stdout).toContain('watchdog: continuing the run (it was interrupted)');
    expect(continued.stdout).toMatch(/Run i-1 completed/);
    expect(watched.code).toBe(0);
    expect(watched.stdout.split('\n')[0]).toMatch(/^running/);
    expect(watched.stdout).toMatch(/^Run i-1 completed/m);
  });

  it('resume refuses a host module whose bytes changed since the start, or that is gone (exit 2, nothing recorded); with them back it continues', async () => {
    const control = await tempDir('cli-control-');
    const gate = path.join(control, 'gate');
    const host = `import fs from 'node:fs';
const gate = ${JSON.stringify(gate)};
export function bindRun({ definition, forms }) {
  const wait = async () => { while (!fs.existsSync(gate)) await new Promise((resolve) => setTimeout(resolve, 20)); return 'waited'; };
  return { graph: forms.dag(definition.graphDefinition.value), nodes: { wait: { kind: 'data', retrySafe: true, run: wait } } };
}
`;
    const repo = await repository({
      'host.mjs': host,
      'definition.json': JSON.stringify({
        graphDefinition: { form: 'dag', version: 1, value: { nodes: { wait: { needs: [] } } } },
      }),
    });
    const storage = { directory: path.join(repo, '.supervised-run'), namespace: 'default' };
    const status = () => readSupervisedRunStatus({ storage, runId: 'h-1' });
    const started = ['start', '--host-module', './host.mjs', '--definition', 'definition.json', '--run-id', 'h-1'];
    const run = spawnCli([...started, '--teardown-grace', '500ms'], { cwd: repo });
    await waitUntil('the node running', async () =>
      (await status().catch(() => undefined))?.active.some((a) => a.phase === 'running'),
    );
    run.child.kill('SIGINT');
    expect((await run.done).code).toBe(3);
    const before = await status();

    // Not there at all: refused as well, naming the CLI's --root, not the library's runRoot.
    await rm(path.join(repo, 'host.mjs'));
    const missing = await cli(['resume', '--run-id', 'h-1'], { cwd: repo });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain(
      'HOST_MODULE: host module "./host.mjs" cannot be resolved inside the run root (--root): ENOENT',
    );
    await writeFile(path.join(repo, 'host.mjs'), `${host}// rebuilt\n`);
    const refused = await cli(['resume', '--run-id', 'h-1'], { cwd: repo });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('HOST_MODULE_CHANGED: host module host.mjs changed since the run was stored');
    const after = await status();
    expect([after.phase, after.session]).toEqual([before.phase, before.session]);

    await writeFile(path.join(repo, 'host.mjs'), host);
    await writeFile(gate, '');
    const continued = await cli(['resume', '--run-id', 'h-1'], { cwd: repo });
    expect(continued.code, continued.stderr).toBe(0);
    expect(continued.stdout).toMatch(/Run h-1 completed/);
  });

  it('a watchdog that dies leaves an orphan: status says so, resume --takeover continues it (recorded)', async () => {
    const control = await tempDir('cli-control-');
    const gate = path.join(control, 'gate');
    const repo = await repository({
      'graph.yml': `version: 1
nodes:
  wait:
    run: [${nodeBin}, -e, "const fs = require('fs'); (function w() { if (fs.existsSync(process.argv[1])) return; setTimeout(w, 20); })()", ${JSON.stringify(gate)}]
    retry-safe: true
`,
    });
    const storage = { directory: path.join(repo, '.supervised-run'), namespace: 'default' };
    const run = spawnCli(['start', '--graph', 'graph.yml', '--run-id', 'o-1', '--teardown-grace', '500ms'], {
      cwd: repo,
    });
    await waitUntil(
      'the node running',
      async () =>
        (await readSupervisedRunStatus({ storage, runId: 'o-1' }).catch(() => undefined))?.active.length === 1,
    );
    run.child.kill('SIGKILL');
    await run.done;

    const status = await cli(['status', '--run-id', 'o-1'], { cwd: repo });
    expect(status.code).toBe(0);
    expect(status.stdout).toMatch(/^Run o-1 is orphaned/);
    expect(status.stdout).toContain(
      "take over:            npx supervised-run resume --run-id o-1 --takeover --reason 'watchdog died'",
    );
    expect(await cli(['resume', '--run-id', 'o-1'], { cwd: repo })).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--takeover: run o-1 is orphaned'),
    });

    await writeFile(gate, '');
    const taken = await cli(['resume', '--run-id', 'o-1', '--takeover', '--reason', 'laptop slept', '--by', 'tester'], {
      cwd: repo,
    });
    expect(taken.code, taken.stdout + taken.stderr).toBe(0);
    expect(taken.stdout).toContain('watchdog: continuing the run (it was orphaned)');
    const history = json<{ entries: Array<{ type: string; payload?: { takeover?: unknown } }> }>(
      await cli(['history', '--run-id', 'o-1', '--json', '--payloads', '--limit', '1000'], { cwd: repo }),
    );
    expect(history.entries.find((e) => e.type === 'runner:adopted')?.payload?.takeover).toMatchObject({
      reason: 'laptop slept',
      by: 'tester',
    });
  });
});
