// Workspace snapshots under the run's sensitive-content rules, with real workers and a real git
// workspace: a node writes a known secret into a workspace file; the pause anchor (and the restart
// anchor after a crash) is refused, the run ends WORKSPACE_ANCHOR_WRITE naming the file, and no
// stored byte holds the secret in any encoding the store uses (base64 of file contents included).
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startSupervisedRun } from '../../src/runner/index.ts';
import { loadRunReport, renderRunSummary } from '../../src/report/index.ts';
import { filesRevealing } from '../support/decoded-views.ts';
import { decodeReferences } from '../report/markdown.ts';
import { fixture, types, type Fixture } from './helpers.ts';

let f: Fixture | undefined;
afterEach(async () => {
  await f?.cleanup();
  f = undefined;
});

const secret = 'sk-workspace-5bd0c9e1a7';
const b64 = Buffer.from(secret).toString('base64');

async function secretFixture(nodes: Parameters<typeof fixture>[0]): Promise<Fixture> {
  const made = await fixture(nodes);
  // The secret reaches the node at run time through the control directory, never the definition.
  await writeFile(path.join(made.control, 'secret.txt'), `TOKEN=${secret}\n`);
  made.options.storage = { ...made.storage, knownSecrets: [secret] };
  return made;
}

async function expectNoLeak(fixtureUsed: Fixture): Promise<void> {
  expect(await filesRevealing(fixtureUsed.storage.directory, [secret])).toEqual([]);
}

describe('known secrets in workspace snapshots', () => {
  it('a pause whose snapshot would hold a secret ends WORKSPACE_ANCHOR_WRITE naming the file', async () => {
    f = await secretFixture({
      writer: { retrySafe: true, writeFile: { path: 'config/.env', fromControl: 'secret.txt' } },
      gate: { needs: ['writer'], policy: 'approval' },
    });
    const handle = await startSupervisedRun(f.options);
    const result = await handle.done;
    expect(result).toMatchObject({ kind: 'fail', code: 'WORKSPACE_ANCHOR_WRITE' });
    const message = (result as { message: string }).message;
    expect(message).toContain('the workspace snapshot for the pause could not be saved');
    expect(message).toContain(
      'a known secret is in workspace file "config/.env" (untracked, content: knownSecrets[0])',
    );
    expect(message).not.toContain(secret);
    expect(message).not.toContain(b64);
    const runner = await f.events('runner');
    expect(types(runner)).not.toContain('runner:pause-anchor');
    expect(types(runner)).not.toContain('runner:paused');
    expect(runner.at(-1)).toMatchObject({ type: 'runner:failed', data: { code: 'WORKSPACE_ANCHOR_WRITE' } });
    expect(await f.status()).toMatchObject({
      phase: 'failed',
      result: { kind: 'fail', code: 'WORKSPACE_ANCHOR_WRITE' },
    });
    // The job summary says which file held the secret, never the secret.
    const summary = decodeReferences(renderRunSummary(await loadRunReport(f.options.storage, f.runId), {}));
    expect(summary).toContain('WORKSPACE_ANCHOR_WRITE');
    expect(summary).toContain('a known secret is in workspace file "config/.env"');
    expect(summary).not.toContain(secret);
    expect(summary).not.toContain(b64);
    await expectNoLeak(f);
  });

  it('the same workspace without the secret pauses with its snapshot stored', async () => {
    f = await secretFixture({
      writer: { retrySafe: true, writeFile: { path: 'config/.env', content: 'TOKEN=placeholder\n' } },
      gate: { needs: ['writer'], policy: 'approval' },
    });
    const handle = await startSupervisedRun(f.options);
    expect(await handle.done).toMatchObject({ kind: 'pause', positions: ['dag/gate/1'] });
    expect(types(await f.events('runner'))).toContain('runner:pause-anchor');
  });

  it('a restart snapshot after a crash that would hold a secret ends WORKSPACE_ANCHOR_WRITE naming the file', async () => {
    f = await secretFixture({
      writer: { retrySafe: true, killWorker: true, writeFile: { path: 'notes/token.txt', fromControl: 'secret.txt' } },
    });
    const handle = await startSupervisedRun(f.options);
    const result = await handle.done;
    expect(result).toMatchObject({ kind: 'fail', code: 'WORKSPACE_ANCHOR_WRITE' });
    const message = (result as { message: string }).message;
    expect(message).toContain('the restart snapshot could not be saved');
    expect(message).toContain('"notes/token.txt" (untracked, content: knownSecrets[0])');
    expect(message).not.toContain(secret);
    const runner = await f.events('runner');
    expect(types(runner)).toContain('runner:worker-crashed');
    expect(types(runner)).not.toContain('runner:restart-anchor');
    // No replacement worker started on an unrecorded workspace.
    expect(types(runner).filter((type) => type === 'runner:worker-launching')).toHaveLength(1);
    await expectNoLeak(f);
  });
});
