// loadRunReport over a real supervised run: a real worker process, a real git workspace, a real
// SIGKILL that leaves a reconcile pause, then a reconcile decision that completes the run.
import { execFileSync } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  resumeSupervisedRun,
  startSupervisedRun,
  type SupervisedRunOptions,
  type SupervisedRunResult,
  type VerifiedStoredRun,
} from '../../src/runner/index.ts';
import {
  loadRunReport,
  loadRunReportWithRead,
  renderRunSummary,
  runOutputs,
  type RunReport,
} from '../../src/report/index.ts';
import { createLocalRunStorage } from '../../src/store/index.ts';
import { actionContext } from './fixtures.ts';
import { fencedCommands, wellFormedProblems } from './markdown.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8' });

let temp: string;
let options: SupervisedRunOptions;
let pausedResult: SupervisedRunResult;
let paused: RunReport;
let completedResult: SupervisedRunResult;
let completed: RunReport;
/** The paused run read with its bytes hashed, and again keeping the verified read (phases the predicate saw). */
let pausedSealed: RunReport;
let pausedWithRead: { report: RunReport; verified?: VerifiedStoredRun };
const phasesAsked: string[] = [];
let notKept: { report: RunReport; verified?: VerifiedStoredRun };

beforeAll(async () => {
  temp = await mkdtemp(path.join(os.tmpdir(), 'report-load-'));
  const repo = path.join(temp, 'repo');
  const control = path.join(temp, 'control');
  await mkdir(control);
  git(temp, 'init', '-q', repo);
  git(repo, 'config', 'user.email', 'test@example.invalid');
  git(repo, 'config', 'user.name', 'Test');
  await copyFile(path.join(here, 'fixtures', 'host.mjs'), path.join(repo, 'host.mjs'));
  await writeFile(path.join(repo, 'README.md'), 'report test\n');
  git(repo, 'add', '.');
  git(repo, 'commit', '-q', '-m', 'initial');
  options = {
    storage: { directory: path.join(temp, 'store'), namespace: 'reports' },
    definition: {
      runId: 'report-run',
      graphDefinition: {
        form: 'dag',
        version: 1,
        value: { nodes: { build: { needs: [] }, review: { needs: ['build'] }, publish: { needs: ['review'] } } },
      },
      plan: { schemaVersion: 1, lanes: { reviewer: [{ provider: 'mock', model: 'mock-model' }] } },
      resolvedInputs: { control },
    },
    host: { kind: 'module', module: './host.mjs' },
    runRoot: repo,
    restart: { maxRestarts: 2, initialBackoffMs: 10, maxBackoffMs: 50 },
    teardownGraceMs: 300,
    heartbeatMs: 0,
  };
  pausedResult = await (await startSupervisedRun(options)).done;
  paused = await loadRunReport(options.storage, 'report-run');
  pausedSealed = await loadRunReport(options.storage, 'report-run', { digestLogs: true });
  pausedWithRead = await loadRunReportWithRead(options.storage, 'report-run', {
    keepVerifiedRead: (status) => {
      phasesAsked.push(status.phase);
      return true;
    },
  });
  notKept = await loadRunReportWithRead(options.storage, 'report-run', { keepVerifiedRead: () => false });
  const resumed = await resumeSupervisedRun({
    storage: options.storage,
    runId: 'report-run',
    runRoot: repo,
    position: 'dag/publish/1',
    decision: { decision: 'complete', output: { published: 'by hand' }, decidedBy: 'octocat' },
  });
  completedResult = await resumed.done;
  completed = await loadRunReport(options.storage, 'report-run');
});

afterAll(async () => {
  await rm(temp, { recursive: true, force: true });
});

describe('loadRunReportWithRead: the verified read a resume continues', () => {
  it('keeps it when the predicate says so of the status; the report is the same as a sealed loadRunReport', () => {
    expect(phasesAsked).toEqual(['paused']);
    expect(pausedWithRead.report).toEqual(pausedSealed);
    expect(pausedWithRead.verified).toBeDefined();
    expect(notKept.verified).toBeUndefined();
    expect(notKept.report).toEqual(paused);
  });

  it('is a read of the paused bytes: continued after the resume, it reads just the records the resume appended', async () => {
    const store = await createLocalRunStorage(options.storage);
    const continued = await pausedWithRead.verified!.continueIn(store, 'report-run');
    const pausedRecords = paused.status.eventCount.runner + paused.status.eventCount.graph;
    const nowRecords = completed.status.eventCount.runner + completed.status.eventCount.graph;
    expect(continued?.folded).toBe(nowRecords - pausedRecords);
    expect(continued?.cursors.graph.offset).toBe(completed.logs!.graph.offset);
    expect(continued?.runner.settled).toMatchObject({ type: 'runner:completed' });
  });
});

describe('loadRunReport: a paused run', () => {
  it('carries the status with its reconcile pause', () => {
    expect(pausedResult).toMatchObject({ kind: 'pause', positions: ['dag/publish/1'] });
    expect(paused.status).toMatchObject({
      runId: 'report-run',
      namespace: 'reports',
      phase: 'paused',
      positions: ['dag/publish/1'],
    });
    expect(paused.status.pauses[0]).toMatchObject({
      position: 'dag/publish/1',
      nodeId: 'publish',
      request: { kind: 'reconcile-attempt' },
    });
    expect(paused.result).toBeUndefined();
  });

  it('reads what each node changed from the change records', () => {
    const build = paused.nodeChanges.find((record) => record.position === 'dag/build/1');
    expect(build).toMatchObject({ nodeId: 'build', attempt: 1, outcome: 'completed', added: 3, removed: 0 });
    expect(build?.files).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'out/notes.txt', change: 'added', added: 3, removed: 0, binary: false }),
        expect.objectContaining({ path: 'out/blob.bin', change: 'added', binary: true }),
      ]),
    );
  });

  it('lists nodes in dispatch order', () => {
    expect(paused.status.nodes.map((node) => node.position)).toEqual(['dag/build/1', 'dag/review/1', 'dag/publish/1']);
  });

  it('derives usage per position from the engine records', () => {
    expect(paused.positionUsage?.['dag/review/1']).toMatchObject({
      state: 'reported',
      calls: 1,
      inputTokens: 100,
      outputTokens: 20,
      cost: { reportedUsd: 0.01 },
    });
    expect(paused.positionUsage?.['dag/build/1']).toBeUndefined();
  });

  it('fills the evidence it knows (events, chain heads, session) and nothing else', () => {
    expect(paused.evidence).toEqual({
      eventCount: paused.status.eventCount,
      chainHeads: paused.status.heads,
      session: 1,
    });
    expect(paused.evidence.chainHeads.graph).toMatch(/^[0-9a-f]{64}$/);
    expect(paused.warnings).toEqual([]);
  });

  it("marks how far it read each log: its length in records and bytes, and its last record's hash", async () => {
    const store = await createLocalRunStorage(options.storage);
    for (const log of ['runner', 'graph'] as const) {
      // Read again after the run went on: the marks of the paused read sit inside the longer log.
      const { events, cursor } = await store.readEvents('report-run', log);
      const atPause = paused.logs![log];
      expect(atPause.records).toBeGreaterThan(0);
      expect(atPause.records).toBeLessThan(events.length);
      expect(events[atPause.records - 1]!.hash).toBe(atPause.head);
      expect(atPause.offset).toBeLessThan(cursor.offset);
      // Without digestLogs there is no digest.
      expect(completed.logs![log]).toEqual({
        records: events.length,
        head: events.at(-1)!.hash,
        offset: cursor.offset,
      });
    }
    expect(paused.logs!.graph.head).toBe(paused.evidence.chainHeads.graph);
  });

  it('renders the reconcile request with the attempt ID the store recorded', () => {
    const attemptId = (paused.status.pauses[0]?.request as { attemptId: string }).attemptId;
    const md = renderRunSummary(paused, actionContext);
    expect(md).toContain('### What to do next\n\n1 attempt needs your decision.');
    expect(md).toContain(`**Node:** publish · **Attempt ID:** ${attemptId}`);
    expect(fencedCommands(md)).toContain(
      'gh workflow run supervised-run.yml --repo obversa/example --ref main -f run-id=report-run -f position=dag/publish/1 -f decision=complete',
    );
    expect(md).toContain('| review | ✅ completed | 1 |');
    // Every node of the stored graph, in graph order.
    expect(md.indexOf('| build |')).toBeLessThan(md.indexOf('| review |'));
    expect(md).toContain('| publish | ✋ waits for your decision |');
    expect(md).toContain('| out/notes.txt | added | +3 | −0 |');
    expect(wellFormedProblems(md)).toEqual([]);
    const outputs = runOutputs(paused, actionContext);
    expect(JSON.parse(outputs.positions)).toEqual(['dag/publish/1']);
    expect(JSON.parse(outputs['reconcile-requests'])[0]).toMatchObject({
      position: 'dag/publish/1',
      nodeId: 'publish',
      attemptId,
    });
  });
});

describe('loadRunReport: the completed run', () => {
  it('reads the output from the stored artifact', () => {
    expect(completedResult.kind).toBe('complete');
    expect(completed.status.phase).toBe('completed');
    expect(completed.result).toEqual(completedResult);
    expect(JSON.parse(runOutputs(completed, actionContext).output)).toEqual({
      build: { built: true },
      review: 'looks good',
      publish: { published: 'by hand' },
    });
  });

  it('shows the reconcile decision and who made it, and no pause', () => {
    const md = renderRunSummary(completed, actionContext);
    expect(md.split('\n')[0]).toBe('## Supervised run report-run ✅ completed');
    expect(md).toContain('| publish | ✅ completed, reconciled: complete by octocat |');
    expect(md).not.toContain('### What to do next');
    expect(md).toContain('**Session:** 2');
  });
});
