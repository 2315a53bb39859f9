// Review loops across crashes and pauses, through graph files, a real watchdog and worker: a worker
// SIGKILLed in the middle of round 2 resumes that round (nothing completed repeats, the send-back is
// recorded once); an unsafe writer killed mid-round pauses for reconcile and the round goes on
// after the decision.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resumeDeclarativeRun } from '../../src/declarative/start.ts';
import { reviewEventTypes } from '../../src/graph/index.ts';
import { readSupervisedRunStatus, type SupervisedRunEvent } from '../../src/runner/index.ts';
import { common, nodeScript, runGraph } from './flow-helpers.ts';
import { useTempRoots } from './helpers.ts';

useTempRoots();

/** Appends `<name> r<round>` to marks/runs, so the test reads every run of every node. */
const mark = (name: string) =>
  `const fs = require('fs'); fs.mkdirSync('marks', { recursive: true }); ` +
  `fs.appendFileSync('marks/runs', '${name} r' + (process.env.SUPERVISED_REVIEW_ROUND ?? '-') + '\\n');`;

/** In round 2, on its first run only, kills its worker (the command's parent) and hangs. */
const crashingWriter = nodeScript(
  mark('write') +
    `if (process.env.SUPERVISED_REVIEW_ROUND === '2' && !fs.existsSync('marks/crashed')) {` +
    ` fs.writeFileSync('marks/crashed', 'x'); process.kill(process.ppid, 'SIGKILL'); setInterval(() => {}, 1000) }`,
);
const reviewer = nodeScript(
  mark('check') + `if (process.env.SUPERVISED_REVIEW_ROUND === '1') { console.log('too short'); process.exit(3) }`,
);

const graph = (retrySafe: boolean) => `version: 1
nodes:
  brief: { run: ${nodeScript(mark('brief'))} }
  write: { needs: [brief], run: ${crashingWriter}, retry-safe: ${retrySafe} }
  check:
    needs: [write]
    run: ${reviewer}
    review: { sends-back-to: write, rounds: 3, revise-exit-code: 3 }
`;

const sentBacks = (events: SupervisedRunEvent[]) =>
  events.filter((e) => e.log === 'graph' && e.event.type === reviewEventTypes.sentBack);

describe('review loops across crashes and pauses', () => {
  it('a worker SIGKILLed mid-round: the round resumes at its position and nothing completed repeats', async () => {
    const events: SupervisedRunEvent[] = [];
    const { result, status, root } = await runGraph(graph(true), { onEvent: (event) => events.push(event) });
    expect(result).toMatchObject({ kind: 'complete' });
    expect(events.some((e) => e.event.type === 'runner:worker-crashed')).toBe(true);
    const runs = (await readFile(join(root, 'marks/runs'), 'utf8')).trim().split('\n');
    // brief once, round 1 once, the writer's round 2 twice (the crash, then the retry-safe re-run).
    expect(runs).toEqual(['brief r-', 'write r1', 'check r1', 'write r2', 'write r2', 'check r2']);
    expect(sentBacks(events)).toHaveLength(1);
    expect(status.nodes.map((n) => `${n.position} ${n.state}`)).toEqual([
      'dag/brief/1 completed',
      'dag/write/1 completed',
      'dag/check/1 completed',
      'dag/write/2 completed',
      'dag/check/2 completed',
    ]);
  });

  it('an unsafe writer killed mid-round pauses for reconcile; after the decision the round goes on', async () => {
    const events: SupervisedRunEvent[] = [];
    const first = await runGraph(graph(false), { onEvent: (event) => events.push(event) });
    expect(first.result).toMatchObject({ kind: 'pause', positions: ['dag/write/2'] });
    expect(sentBacks(events)).toHaveLength(1);
    const resumed = await resumeDeclarativeRun({
      restart: common.restart,
      teardownGraceMs: common.teardownGraceMs,
      runId: first.runId,
      runRoot: first.root,
      storage: first.storage,
      position: 'dag/write/2',
      decision: { decision: 'retry', decidedBy: 'tester' },
      onEvent: (event) => events.push(event),
    });
    expect(await resumed.done).toMatchObject({ kind: 'complete' });
    const runs = (await readFile(join(first.root, 'marks/runs'), 'utf8')).trim().split('\n');
    expect(runs).toEqual(['brief r-', 'write r1', 'check r1', 'write r2', 'write r2', 'check r2']);
    expect(sentBacks(events)).toHaveLength(1);
    const status = await readSupervisedRunStatus({ runId: first.runId, storage: first.storage });
    expect(status.nodes.map((n) => `${n.position} ${n.state}`)).toContain('dag/check/2 completed');
  });
});
