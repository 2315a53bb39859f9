// Run budgets through the real watchdog and worker processes: spend is counted from the stored
// engine records across workers and resumes; a reached budget pauses before the next call; a
// raise is part of resuming that pause (only upward); unknown usage pauses a hard budget.
import { copyFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { resumeSupervisedRun, startSupervisedRun, type SupervisedRunResult } from '../../src/runner/index.ts';
import { fixture, types, type Fixture } from './helpers.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
let f: Fixture | undefined;
afterEach(async () => {
  await f?.cleanup();
  f = undefined;
});

type Spec = { kind: 'priced' | 'unmeasured' | 'crash' | 'crash-call'; needs?: string[] };

async function budgetRun(specs: Record<string, Spec>, budget: Record<string, unknown>) {
  const dag: Record<string, { needs?: string[] }> = {};
  for (const [id, spec] of Object.entries(specs)) dag[id] = spec.needs === undefined ? {} : { needs: spec.needs };
  const fx = await fixture(dag);
  await copyFile(path.join(here, 'fixtures', 'budget-host.mjs'), path.join(fx.repo, 'budget-host.mjs'));
  fx.git('add', 'budget-host.mjs');
  fx.git('commit', '-q', '-m', 'budget host');
  const nodes = Object.fromEntries(Object.entries(specs).map(([id, s]) => [id, { kind: s.kind }]));
  const options = {
    ...fx.options,
    host: { kind: 'module' as const, module: './budget-host.mjs' },
    limits: { budget },
    definition: {
      ...fx.options.definition,
      resolvedInputs: { control: fx.control, nodes },
      plan: {
        schemaVersion: 1 as const,
        lanes: {
          priced: [{ provider: 'mock', model: 'mock-priced' }],
          unmeasured: [{ provider: 'mock', model: 'mock-unmeasured' }],
          ...(Object.values(specs).some((s) => s.kind === 'crash-call')
            ? { crashing: [{ provider: 'mock', model: 'mock-crashing' }] }
            : {}),
        },
      },
    },
  };
  return { fx, options };
}

const resumeOptions = (fx: Fixture, extra: Record<string, unknown>) => ({
  storage: fx.storage,
  runId: fx.runId,
  runRoot: fx.repo,
  restart: { initialBackoffMs: 20, maxBackoffMs: 100 },
  teardownGraceMs: 300,
  ...extra,
});

function pauseOf(result: SupervisedRunResult) {
  if (result.kind !== 'pause') throw new Error(`expected a pause, got ${JSON.stringify(result)}`);
  return result;
}

async function rejection(promise: Promise<unknown>): Promise<{ code?: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { code?: string; message: string };
  }
  throw new Error('expected a rejection');
}

const chain = (n: number): Record<string, Spec> =>
  Object.fromEntries(
    Array.from({ length: n }, (_, i) => [`n${i + 1}`, { kind: 'priced', ...(i === 0 ? {} : { needs: [`n${i}`] }) }]),
  );

describe('run budgets', () => {
  it('pauses before the call that would exceed the budget, refuses a lower raise, and completes after a raise', async () => {
    const { fx, options } = await budgetRun(chain(4), { usd: 0.02 });
    f = fx;
    const paused = pauseOf(await (await startSupervisedRun(options)).done);
    expect(paused.positions).toEqual(['dag/n3/1']);
    expect(paused.pauses[0]!.request).toMatchObject({
      kind: 'budget',
      spent: { usd: 0.02, tokens: 200 },
      limit: { usd: 0.02 },
      next: { position: 'dag/n3/1', lane: 'priced' },
    });
    const started = (await fx.events('graph')).filter((e) => e.type === 'runner:engine-started');
    expect(started).toHaveLength(2);

    // A resume without a raise would only pause again at once: refused, naming what answers it.
    expect(await rejection(resumeSupervisedRun(resumeOptions(fx, { position: 'dag/n3/1' })))).toMatchObject({
      code: 'RESUME_BUDGET',
      message:
        'raiseBudget.usd is needed: the pause reached that limit (0.02 USD spent of 0.02 USD), so a resume without a raise would pause again at once; give more than 0.02; nothing was recorded',
    });
    for (const usd of [0.02, 0.01]) {
      expect(
        await rejection(
          resumeSupervisedRun(resumeOptions(fx, { position: 'dag/n3/1', raiseBudget: { usd, raisedBy: 'octocat' } })),
        ),
      ).toMatchObject({ code: 'RESUME_BUDGET', message: expect.stringContaining('raiseBudget.usd') });
    }
    const raised = await resumeSupervisedRun(
      resumeOptions(fx, { position: 'dag/n3/1', raiseBudget: { usd: 0.05, raisedBy: 'octocat' } }),
    );
    expect(await raised.done).toMatchObject({ kind: 'complete' });
    const graph = await fx.events('graph');
    expect(graph.find((e) => e.type === 'runner:budget-raised')?.data).toMatchObject({
      usd: 0.05,
      raisedBy: 'octocat',
      pauseEventId: paused.pauses[0]!.eventId,
    });
    expect(graph.filter((e) => e.type === 'runner:engine-started')).toHaveLength(4);
    expect((await fx.status()).budget).toEqual({
      limit: { usd: 0.05 },
      spent: { usd: 0.04, tokens: 400 },
      unknownCalls: 0,
    });
  });

  it('refuses a raise that would pause again at once (not above what a crossing call spent), recording nothing', async () => {
    // The second call crosses the limit: $0.02 spent of $0.015, so a raise to $0.018 still pauses.
    const { fx, options } = await budgetRun(chain(3), { usd: 0.015 });
    f = fx;
    const paused = pauseOf(await (await startSupervisedRun(options)).done);
    expect(paused.pauses[0]!.request).toMatchObject({ spent: { usd: 0.02 }, limit: { usd: 0.015 } });
    const before = (await fx.events('graph')).length;
    expect(
      await rejection(
        resumeSupervisedRun(
          resumeOptions(fx, { position: 'dag/n3/1', raiseBudget: { usd: 0.018, raisedBy: 'octocat' } }),
        ),
      ),
    ).toMatchObject({
      code: 'RESUME_BUDGET',
      message:
        'raiseBudget.usd: 0.018 would pause again at once: 0.02 USD was already spent (the limit was 0.015 USD); give more than 0.02; nothing was recorded',
    });
    expect(await fx.events('graph')).toHaveLength(before);
    const raised = await resumeSupervisedRun(
      resumeOptions(fx, { position: 'dag/n3/1', raiseBudget: { usd: 0.021, raisedBy: 'octocat' } }),
    );
    expect(await raised.done).toMatchObject({ kind: 'complete' });
  });

  it('pauses a hard budget before a call when an earlier call has unknown usage, naming it', async () => {
    const { fx, options } = await budgetRun(
      { guess: { kind: 'unmeasured' }, after: { kind: 'priced', needs: ['guess'] } },
      { usd: 1 },
    );
    f = fx;
    const paused = pauseOf(await (await startSupervisedRun(options)).done);
    expect(paused.positions).toEqual(['dag/after/1']);
    const request = paused.pauses[0]!.request as { unknownCalls: { callId: string; position: string }[] };
    expect(request.unknownCalls).toEqual([{ callId: expect.any(String), position: 'dag/guess/1' }]);
    expect(paused.pauses[0]!.reason).toContain('unknown usage');
    expect(paused.pauses[0]!.reason).toContain(request.unknownCalls[0]!.callId);
    // What resuming does, in words that fit every surface (no flag a resume does not take).
    expect(paused.pauses[0]!.reason).toMatch(
      /; resume to count them as zero and go on \(a soft budget does so without pausing\)$/,
    );
    // Resuming accepts the named unknown call (counted as zero from then on).
    const resumed = await resumeSupervisedRun(resumeOptions(fx, { position: 'dag/after/1' }));
    expect(await resumed.done).toMatchObject({ kind: 'complete' });
  });

  it('lets a soft budget continue past unknown usage', async () => {
    const { fx, options } = await budgetRun(
      { guess: { kind: 'unmeasured' }, after: { kind: 'priced', needs: ['guess'] } },
      { usd: 1, soft: true },
    );
    f = fx;
    expect(await (await startSupervisedRun(options)).done).toMatchObject({ kind: 'complete' });
    const warnings = (await fx.events('graph')).filter((e) => e.type === 'runner:budget-warning');
    expect(warnings).toHaveLength(1);
    expect((warnings[0]!.data as { message: string }).message).toContain('counted as zero');
    expect((await fx.status()).budget).toMatchObject({
      limit: { usd: 1, soft: true },
      spent: { usd: 0.01 },
      unknownCalls: 1,
    });
  });

  it('holds across a worker crash (SIGKILL): the replacement counts the calls the dead worker recorded', async () => {
    const { fx, options } = await budgetRun(
      {
        n1: { kind: 'priced' },
        n2: { kind: 'priced', needs: ['n1'] },
        boom: { kind: 'crash', needs: ['n2'] },
        n3: { kind: 'priced', needs: ['boom'] },
      },
      { tokens: 200 },
    );
    f = fx;
    const paused = pauseOf(await (await startSupervisedRun(options)).done);
    expect(paused.positions).toEqual(['dag/n3/1']);
    expect(paused.pauses[0]!.request).toMatchObject({ spent: { tokens: 200 }, limit: { tokens: 200 } });
    const runner = await fx.events('runner');
    expect(types(runner)).toContain('runner:worker-crashed');
    const resumed = await resumeSupervisedRun(
      resumeOptions(fx, { position: 'dag/n3/1', raiseBudget: { tokens: 300, raisedBy: 'octocat' } }),
    );
    expect(await resumed.done).toMatchObject({ kind: 'complete' });
  });

  it('counts a call its worker died in (same session) as unknown: a hard budget pauses the retry, naming it', async () => {
    const { fx, options } = await budgetRun(
      { n1: { kind: 'priced' }, dies: { kind: 'crash-call', needs: ['n1'] } },
      { usd: 1 },
    );
    f = fx;
    const paused = pauseOf(await (await startSupervisedRun(options)).done);
    expect(types(await fx.events('runner'))).toContain('runner:worker-crashed');
    expect(paused.positions).toEqual(['dag/dies/1']);
    const request = paused.pauses[0]!.request as { unknownCalls: { callId: string; position: string }[] };
    // The killed call may have spent: it is not counted as zero, nor as still running.
    expect(request.unknownCalls).toEqual([{ callId: expect.any(String), position: 'dag/dies/1' }]);
    const started = (await fx.events('graph')).filter((e) => e.type === 'runner:engine-started');
    expect(started).toHaveLength(2);
    const resumed = await resumeSupervisedRun(resumeOptions(fx, { position: 'dag/dies/1' }));
    expect(await resumed.done).toMatchObject({ kind: 'complete' });
  });
});
