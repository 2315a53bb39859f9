// Finally nodes through graph files and real processes: they run after every other node has settled,
// after a success and after a failure (never while the run is paused), with the run's outcome in
// {{ run.outcome }} and $SUPERVISED_RUN_OUTCOME; a failed finally node fails the run unless optional;
// a reopened failed run runs them again.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resumeDeclarativeRun } from '../../src/declarative/start.ts';
import { readSupervisedRunStatus } from '../../src/runner/index.ts';
import { common, nodeScript, runGraph } from './flow-helpers.ts';
import { issueTexts, loadError, useTempRoots } from './helpers.ts';

useTempRoots();

const slowMark = nodeScript(
  `const fs = require('fs'); setTimeout(() => { fs.mkdirSync('marks', { recursive: true }); fs.writeFileSync('marks/slow', 'done'); }, 400)`,
);
const report = (extra: string) =>
  nodeScript(
    `console.log([process.argv[1], process.env.SUPERVISED_RUN_OUTCOME, require('fs').existsSync('marks/slow'), ${extra}].join(' '))`,
  ).replace(/\]$/, ', "{{ run.outcome }}"]');

describe('finally nodes', () => {
  it('run after every other node settled, with the outcome of a completed run', async () => {
    const { result } = await runGraph(`version: 1
concurrency: 3
engines:
  echo: { kind: mock }
nodes:
  slow: { run: ${slowMark} }
  build: { run: ${nodeScript(`require('fs').writeFileSync(process.env.SUPERVISED_OUTPUT, 'tag=v1\\n')`)} }
  notify: { finally: true, needs: [build], run: ${report(`'{{ needs.build.outputs.tag }}'`)} }
  summary: { finally: true, needs: [notify], engine: echo, prompt: "run {{ run.outcome }}" }
`);
    expect(result).toMatchObject({
      kind: 'complete',
      output: { notify: { stdoutTail: 'completed completed true v1\n' }, summary: 'run completed' },
    });
  });

  it('run after a required failure, see it as failed, and the run still fails with that node', async () => {
    const { result, status } = await runGraph(`version: 1
concurrency: 2
nodes:
  slow: { run: ${slowMark} }
  build: { run: ${nodeScript('process.exit(4)')} }
  later: { needs: [build], run: ${nodeScript('1')} }
  notify: { finally: true, needs: [build], run: ${report(`'{{ needs.build.output }}'`)} }
`);
    expect(result).toMatchObject({ kind: 'fail', code: 'DAG_NODE_FAILED' });
    expect(result.kind === 'fail' && result.message).toMatch(/^required node "build" failed after 1 attempt:/);
    // The sibling in flight settled first; the blocked node never ran; the finally node saw "failed".
    const notify = status.nodes.find((n) => n.nodeId === 'notify');
    expect(notify).toMatchObject({ state: 'completed' });
    expect(status.nodes.map((n) => n.nodeId)).not.toContain('later');
    expect(status.nodes.find((n) => n.nodeId === 'slow')).toMatchObject({ state: 'completed' });
  });

  it('fail the run when a required finally node fails, but not an optional one', async () => {
    const { result } = await runGraph(`version: 1
nodes:
  work: { run: ${nodeScript('1')} }
  cleanup: { finally: true, run: ${nodeScript('process.exit(2)')} }
  notify: { finally: true, optional: true, run: ${nodeScript('process.exit(3)')} }
`);
    expect(result).toMatchObject({ kind: 'fail', code: 'DAG_NODE_FAILED' });
    expect(result.kind === 'fail' && result.message).toContain('required node "cleanup" failed');
    const optional = await runGraph(`version: 1
nodes:
  work: { run: ${nodeScript('1')} }
  notify: { finally: true, optional: true, run: ${nodeScript('process.exit(3)')} }
`);
    expect(optional.result).toMatchObject({ kind: 'complete', output: { work: { exitCode: 0 } } });
  });

  it('wait while the run is paused, and run once the pause is decided', async () => {
    const crash = nodeScript(`process.kill(process.ppid, 'SIGKILL'); setInterval(() => {}, 1000)`);
    const { result, status, root, storage, runId } = await runGraph(`version: 1
nodes:
  publish: { run: ${crash} }
  notify: { finally: true, run: ${report(`'x'`)} }
`);
    expect(result).toMatchObject({ kind: 'pause', positions: ['dag/publish/1'] });
    expect(status.nodes.map((n) => n.nodeId)).toEqual(['publish']);
    const resumed = await resumeDeclarativeRun({
      restart: common.restart,
      teardownGraceMs: common.teardownGraceMs,
      runId,
      runRoot: root,
      storage,
      position: 'dag/publish/1',
      decision: { decision: 'complete', output: { exitCode: 0 }, decidedBy: 'tester' },
    });
    expect(await resumed.done).toMatchObject({
      kind: 'complete',
      output: { notify: { stdoutTail: 'completed completed false x\n' } },
    });
    const after = await readSupervisedRunStatus({ runId, storage });
    expect(after.nodes.map((n) => `${n.nodeId} ${n.state}`)).toEqual(['publish completed', 'notify completed']);
  });

  it('run again when the failed run is reopened: after the retried nodes, with its new outcome; completed nodes stay done', async () => {
    const effect = (text: string, failUnlessOk = false) =>
      nodeScript(
        `const fs = require('fs'); fs.mkdirSync('marks', { recursive: true }); fs.appendFileSync('marks/effects', ${text} + '\\n');` +
          (failUnlessOk ? ` if (!fs.existsSync('marks/ok')) process.exit(1);` : ''),
      );
    const notify = effect(`'notify ' + process.argv[1] + ' ' + process.env.SUPERVISED_RUN_OUTCOME`).replace(
      /\]$/,
      ', "{{ run.outcome }}"]',
    );
    const { result, root, storage, runId } = await runGraph(`version: 1
concurrency: 2
nodes:
  build: { run: ${effect(`'build'`, true)}, retry-safe: true }
  deploy: { needs: [build], run: ${effect(`'deploy'`)} }
  lint: { run: ${effect(`'lint'`)} }
  notify: { finally: true, run: ${notify} }
`);
    expect(result).toMatchObject({ kind: 'fail', code: 'DAG_NODE_FAILED' });
    const effects = async () => (await readFile(path.join(root, 'marks/effects'), 'utf8')).trim().split('\n');
    expect((await effects()).sort()).toEqual(['build', 'lint', 'notify failed failed']);
    await writeFile(path.join(root, 'marks/ok'), '');
    const reopened = await resumeDeclarativeRun({
      restart: common.restart,
      teardownGraceMs: common.teardownGraceMs,
      runId,
      runRoot: root,
      storage,
      retryFailed: { by: 'tester' },
    });
    expect(await reopened.done).toMatchObject({ kind: 'complete' });
    // lint completed in the failed run and did not run again; notify ran last, told "completed".
    expect((await effects()).slice(3)).toEqual(['build', 'deploy', 'notify completed completed']);
    const after = await readSupervisedRunStatus({ runId, storage });
    expect(after.nodes.map((n) => `${n.position} ${n.state}`).slice(3)).toEqual([
      'dag/build/2 completed',
      'dag/deploy/1 completed',
      'dag/notify/2 completed',
    ]);
  });

  it('refuses a node needing a finally node and run.outcome outside finally nodes', async () => {
    const error = await loadError(`version: 1
nodes:
  a: { run: "echo {{ run.outcome }}" }
  b: { run: x, needs: [c] }
  c: { run: x, finally: true, when: { value: "{{ run.outcome }}", equals: failed } }
`);
    expect(issueTexts(error)).toEqual([
      'nodes.a.run: "{{ run.outcome }}" is known only in finally nodes (finally: true)',
      'nodes.b.needs[0]: "c" is a finally node: it runs after every other node, so only finally nodes can need it',
    ]);
  });
});
