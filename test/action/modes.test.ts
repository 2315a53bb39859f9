// The job's decision table (DESIGN.md section 8, `mode: auto`), plus start / resume / status.
import { describe, expect, it } from 'vitest';
import { decideJob, type JobRequest } from '../../src/action/modes.ts';
import { storedRunOf, type StoredRun } from '../../src/action/stored-run.ts';
import type { SupervisedRunStatus } from '../../src/runner/types.ts';

const request = (overrides: Partial<JobRequest> = {}): JobRequest => ({
  mode: 'auto',
  runId: 'r1',
  position: undefined,
  takeover: false,
  tried: 'cache prefix supervised-run/default/r1/ and the artifact of workflow run 77',
  decision: false,
  retryFailed: false,
  decisionCommands: (position) => ({
    retry: `cmd ${position} retry`,
    complete: `cmd ${position} complete`,
    fail: `cmd ${position} fail`,
  }),
  ...overrides,
});

const none: StoredRun = { state: 'none' };
const paused = {
  state: 'paused',
  code: null,
  positions: ['dag/publish/1'],
  pausedAt: ['dag/publish/1'],
  continuable: false,
  reconcile: [],
} satisfies StoredRun;
const reconcilePaused: StoredRun = { ...paused, reconcile: ['dag/publish/1'] };
const driftPaused: StoredRun = {
  state: 'paused',
  code: 'WORKSPACE_DRIFT',
  positions: [],
  pausedAt: [],
  continuable: true,
  reconcile: [],
};
const interrupted = {
  state: 'interrupted',
  positions: ['dag/test/1'],
  pausedAt: ['dag/x/1', 'dag/publish/1'],
  reconcile: [],
} satisfies StoredRun;
const completed: StoredRun = { state: 'ended', phase: 'completed', retryable: false };
const failed: StoredRun = { state: 'ended', phase: 'failed', retryable: false };
const nodesFailed: StoredRun = { state: 'ended', phase: 'failed', retryable: true };
const stopped: StoredRun = { state: 'ended', phase: 'stopped', retryable: false };
const orphaned: StoredRun = { state: 'orphaned' };
const live: StoredRun = { state: 'live', phase: 'running' };

describe('mode auto (the DESIGN.md table)', () => {
  it('none + empty position: starts a new run', () => {
    expect(decideJob(request(), none)).toEqual({ kind: 'start' });
  });

  it('none + position: fails STORE_NOT_FOUND saying which cache prefix and from-run were tried', () => {
    const plan = decideJob(request({ position: 'dag/publish/1' }), none);
    expect(plan).toMatchObject({ kind: 'refuse', code: 'STORE_NOT_FOUND' });
    expect(plan.kind === 'refuse' && plan.message).toContain(
      'cache prefix supervised-run/default/r1/ and the artifact of workflow run 77',
    );
  });

  it('none + from-run: fails STORE_NOT_FOUND, never starting afresh a run that from-run says was saved', () => {
    for (const mode of ['auto', 'start'] as const) {
      const plan = decideJob(request({ mode, fromRun: '77' }), none);
      expect(plan).toMatchObject({ kind: 'refuse', code: 'STORE_NOT_FOUND' });
      expect(plan.kind === 'refuse' && plan.message).toContain('so it was not started afresh');
    }
    // A status job only reports.
    expect(decideJob(request({ mode: 'status', fromRun: '77' }), none)).toEqual({ kind: 'report', warn: false });
  });

  it('paused + empty position: reports it and changes nothing', () => {
    expect(decideJob(request(), paused)).toEqual({ kind: 'report', warn: false });
  });

  it('paused + position: resumes exactly that position', () => {
    expect(decideJob(request({ position: 'dag/publish/1' }), paused)).toEqual({
      kind: 'resume',
      position: 'dag/publish/1',
    });
  });

  it('a drift pause with no graph pause open (the summary offers "continue") is continued', () => {
    expect(decideJob(request(), driftPaused)).toEqual({ kind: 'continue' });
  });

  it('interrupted + empty position: continues it (crash-recovery rules)', () => {
    expect(decideJob(request(), interrupted)).toEqual({ kind: 'continue' });
  });

  it('interrupted + position: resumes that position', () => {
    expect(decideJob(request({ position: 'dag/x/1' }), interrupted)).toEqual({ kind: 'resume', position: 'dag/x/1' });
  });

  it('a position that is no recorded pause is refused before the claim, RESUME_POSITION naming the paused ones', () => {
    // An interrupted run's position in flight is not paused: the run continues without a position.
    const inFlight = decideJob(request({ position: 'dag/test/1' }), interrupted);
    expect(inFlight).toMatchObject({ kind: 'refuse', code: 'RESUME_POSITION', input: 'position' });
    expect(inFlight.kind === 'refuse' && inFlight.message).toBe(
      'input "position": "dag/test/1" is not a recorded pause of run r1; paused positions: dag/x/1, dag/publish/1; an interrupted run continues without a position (leave position empty); nothing was run',
    );
    const typo = decideJob(request({ position: 'dag/publsh/1' }), paused);
    expect(typo).toMatchObject({ kind: 'refuse', code: 'RESUME_POSITION' });
    expect(typo.kind === 'refuse' && typo.message).toContain('paused positions: dag/publish/1; nothing was run');
  });

  it.each([completed, failed])('%j: reports the recorded result; a position given is a refused resume', (stored) => {
    expect(decideJob(request(), stored)).toEqual({ kind: 'report', warn: false });
    // A refused resume fails the step, as the CLI exits 2 with RUN_NOT_PAUSED.
    const withPosition = decideJob(request({ position: 'dag/publish/1' }), stored);
    expect(withPosition).toMatchObject({ kind: 'refuse', code: 'RUN_NOT_PAUSED' });
    expect(withPosition.kind === 'refuse' && withPosition.message).toContain('has ended');
  });

  it('a reconcile request is never resumed without a decision: refused with the three exact commands', () => {
    const plan = decideJob(request({ position: 'dag/publish/1' }), reconcilePaused);
    expect(plan).toMatchObject({ kind: 'refuse', code: 'RESUME_DECISION' });
    for (const decision of ['retry', 'complete', 'fail'])
      expect(plan.kind === 'refuse' && plan.message).toContain(`cmd dag/publish/1 ${decision}`);
    expect(decideJob(request({ position: 'dag/publish/1', decision: true }), reconcilePaused)).toEqual({
      kind: 'resume',
      position: 'dag/publish/1',
    });
    const interruptedWithRequest: StoredRun = { ...interrupted, reconcile: ['dag/publish/1'] };
    expect(decideJob(request({ position: 'dag/publish/1' }), interruptedWithRequest)).toMatchObject({
      kind: 'refuse',
      code: 'RESUME_DECISION',
    });
    // Continuing the interrupted run (no position) answers no request: it stays open.
    expect(decideJob(request(), interruptedWithRequest)).toEqual({ kind: 'continue' });
  });

  it('a run failed because nodes failed is reopened on a re-run of its workflow run, and on retry-failed', () => {
    const rerunOf = 'attempt 2 of workflow run 5, whose attempt 1 saved the store';
    expect(decideJob(request(), nodesFailed)).toEqual({ kind: 'report', warn: false });
    expect(decideJob(request({ rerunOf }), nodesFailed)).toEqual({ kind: 'reopen', why: `Re-run jobs (${rerunOf})` });
    expect(decideJob(request({ retryFailed: true }), nodesFailed)).toEqual({
      kind: 'reopen',
      why: 'the retry-failed input',
    });
    // A re-run of a completed or stopped run changes nothing; asking to retry one is refused with why.
    expect(decideJob(request({ rerunOf }), completed)).toEqual({ kind: 'report', warn: false });
    expect(decideJob(request({ rerunOf }), stopped)).toEqual({ kind: 'report', warn: false });
    const refused = decideJob(request({ retryFailed: true }), stopped);
    expect(refused).toMatchObject({ kind: 'refuse', code: 'RUN_NOT_RETRYABLE' });
    expect(refused.kind === 'refuse' && refused.message).toContain('is stopped, which stays final');
    expect(decideJob(request({ retryFailed: true }), paused)).toMatchObject({
      kind: 'refuse',
      code: 'RUN_NOT_RETRYABLE',
    });
    expect(decideJob(request({ retryFailed: true }), none)).toMatchObject({ kind: 'refuse', code: 'STORE_NOT_FOUND' });
  });

  it('watchdog died without a settled record: reports it, and continues only with takeover', () => {
    const reported = decideJob(request(), orphaned);
    expect(reported).toMatchObject({ kind: 'report', warn: true });
    expect(reported.kind === 'report' && reported.note).toContain('takeover: true');
    expect(decideJob(request({ position: 'dag/a/1' }), orphaned)).toMatchObject({
      kind: 'refuse',
      code: 'RUN_NOT_PAUSED',
    });
    expect(decideJob(request({ takeover: true }), orphaned)).toEqual({ kind: 'takeover' });
    expect(decideJob(request({ takeover: true, position: 'dag/a/1' }), orphaned)).toEqual({
      kind: 'takeover',
      position: 'dag/a/1',
    });
  });

  it('a run another live watchdog drives is reported, never taken over', () => {
    const plan = decideJob(request({ takeover: true }), live);
    expect(plan).toMatchObject({ kind: 'report', warn: true });
    expect(plan.kind === 'report' && plan.note).toContain('concurrency group');
  });
});

describe('modes start, resume and status', () => {
  it('start begins a run that is not stored, and refuses one that is', () => {
    expect(decideJob(request({ mode: 'start' }), none)).toEqual({ kind: 'start' });
    for (const stored of [paused, interrupted, completed, orphaned]) {
      expect(decideJob(request({ mode: 'start' }), stored)).toMatchObject({
        kind: 'refuse',
        code: 'INVALID_INPUT',
        input: 'mode',
        message: expect.stringContaining('already exists'),
      });
    }
  });

  it('resume needs a stored run and resumes the position', () => {
    expect(decideJob(request({ mode: 'resume', position: 'dag/p/1' }), none)).toMatchObject({
      kind: 'refuse',
      code: 'STORE_NOT_FOUND',
    });
    expect(decideJob(request({ mode: 'resume', position: 'dag/p/1' }), { ...paused, pausedAt: ['dag/p/1'] })).toEqual({
      kind: 'resume',
      position: 'dag/p/1',
    });
    expect(decideJob(request({ mode: 'resume', position: 'dag/p/1' }), completed)).toMatchObject({
      kind: 'refuse',
      code: 'RUN_NOT_PAUSED',
    });
    expect(decideJob(request({ mode: 'resume', position: 'dag/p/1', takeover: true }), orphaned)).toEqual({
      kind: 'takeover',
      position: 'dag/p/1',
    });
  });

  it('status only reports, whatever is stored', () => {
    for (const stored of [none, paused, interrupted, completed, orphaned, live]) {
      expect(decideJob(request({ mode: 'status', position: 'dag/p/1', takeover: true }), stored)).toEqual({
        kind: 'report',
        warn: false,
      });
    }
  });
});

describe('storedRunOf', () => {
  const status = (overrides: Partial<SupervisedRunStatus>): SupervisedRunStatus =>
    ({ phase: 'paused', result: null, positions: [], pauses: [], ...overrides }) as SupervisedRunStatus;

  it('classifies every phase', () => {
    expect(storedRunOf(null)).toEqual({ state: 'none' });
    expect(
      storedRunOf(
        status({
          phase: 'paused',
          result: { kind: 'pause', code: null, reason: null, positions: ['a'] },
          positions: ['a'],
          pauses: [{ position: 'a', nodeId: 'a', eventId: 'e', reason: 'r', request: null }],
        }),
      ),
    ).toEqual({
      state: 'paused',
      code: null,
      positions: ['a'],
      pausedAt: ['a'],
      continuable: false,
      reconcile: [],
    });
    expect(
      storedRunOf(
        status({
          phase: 'paused',
          result: { kind: 'pause', code: null, reason: null, positions: ['a'] },
          positions: ['a'],
          pauses: [
            {
              position: 'a',
              nodeId: 'a',
              eventId: 'e',
              reason: 'r',
              request: { kind: 'reconcile-attempt', attemptId: 'x' },
            },
          ],
        }),
      ),
    ).toMatchObject({ reconcile: ['a'] });
    expect(
      storedRunOf(
        status({ phase: 'paused', result: { kind: 'pause', code: 'WORKSPACE_DRIFT', reason: 'x', positions: [] } }),
      ),
    ).toMatchObject({ continuable: true });
    expect(storedRunOf(status({ phase: 'interrupted', positions: ['b'] }))).toEqual({
      state: 'interrupted',
      positions: ['b'],
      pausedAt: [],
      reconcile: [],
    });
    for (const phase of ['completed', 'failed', 'stopped', 'timeout'] as const)
      expect(storedRunOf(status({ phase }))).toEqual({ state: 'ended', phase, retryable: false });
    expect(
      storedRunOf(
        status({
          phase: 'failed',
          result: { kind: 'fail', code: 'DAG_NODE_FAILED', message: 'x' },
          cleanupVerified: true,
          leaseRetained: false,
        }),
      ),
    ).toEqual({ state: 'ended', phase: 'failed', retryable: true });
    expect(storedRunOf(status({ phase: 'orphaned' }))).toEqual({ state: 'orphaned' });
    for (const phase of ['starting', 'running', 'backoff'] as const)
      expect(storedRunOf(status({ phase }))).toEqual({ state: 'live', phase });
  });

  it('a definition without one record never started: mode auto and start start it afresh, a resume is refused', () => {
    const stored = storedRunOf(status({ phase: 'starting', eventCount: { graph: 0, runner: 0 } }));
    expect(stored).toEqual({ state: 'never-started' });
    expect(decideJob(request(), stored)).toEqual({ kind: 'start', replace: true });
    expect(decideJob(request({ mode: 'start' }), stored)).toEqual({ kind: 'start', replace: true });
    expect(decideJob(request({ position: 'dag/a/1' }), stored)).toMatchObject({
      kind: 'refuse',
      code: 'STORE_NOT_FOUND',
    });
    // One runner record (the session started) is a run that may be live: not "never started".
    expect(storedRunOf(status({ phase: 'starting', eventCount: { graph: 0, runner: 1 } }))).toEqual({
      state: 'live',
      phase: 'starting',
    });
  });
});

describe('a gate', () => {
  const gateRequest = {
    kind: 'gate' as const,
    question: 'Ship?',
    fields: [{ name: 'choice', type: 'choice' as const, options: ['ship', 'hold'], required: true }],
    allowedActors: ['octocat'],
  };
  const withGate = (answer?: JobRequest['answer']) =>
    request({
      position: 'dag/publish/1',
      ...(answer === undefined ? {} : { answer }),
      gate: (position) =>
        position === 'dag/publish/1'
          ? { request: gateRequest, commands: [{ label: 'choice = ship', command: 'cmd ship' }] }
          : undefined,
    });

  it('is refused before anything runs without an answer, with a wrong field, or from a disallowed actor', () => {
    expect(decideJob(withGate(), paused)).toMatchObject({
      kind: 'refuse',
      code: 'RESUME_ANSWER',
      message: expect.stringContaining('choice = ship: cmd ship'),
    });
    expect(decideJob(withGate({ values: { choice: 'x' }, answeredBy: 'octocat' }), paused)).toMatchObject({
      kind: 'refuse',
      code: 'RESUME_ANSWER',
      message: expect.stringContaining('answer field "choice" accepts one of "ship", "hold", got "x"'),
    });
    expect(decideJob(withGate({ values: { choice: 'ship' }, answeredBy: 'mallory' }), paused)).toMatchObject({
      kind: 'refuse',
      code: 'RESUME_ACTOR',
      message: expect.stringContaining('it may be answered by: octocat'),
    });
  });

  it('is refused before the claim when the store would refuse to record the answer', () => {
    const seen: unknown[] = [];
    const answer = { values: { choice: 'ship' }, answeredBy: 'octocat' };
    const refusing = {
      ...withGate(answer),
      unrecordable: (recorded: Record<string, unknown>) => {
        seen.push(recorded);
        return 'options.answer.values.note: holds a known secret';
      },
    };
    expect(decideJob(refusing, paused)).toEqual({
      kind: 'refuse',
      code: 'RESUME_ANSWER',
      message:
        'options.answer.values.note: holds a known secret (position dag/publish/1 of run r1). Answer with one of: choice = ship: cmd ship',
    });
    expect(seen).toEqual([{ answer }]);
    expect(decideJob({ ...withGate(answer), unrecordable: () => undefined }, paused)).toEqual({
      kind: 'resume',
      position: 'dag/publish/1',
    });
  });

  it('is refused with its answers when the answer input is no JSON object, and so is any other position', () => {
    const accepts = 'a JSON object of the gate\'s fields, such as {"choice": "ship"} (what was given is not JSON)';
    expect(decideJob({ ...withGate(), answerRefused: accepts }, paused)).toEqual({
      kind: 'refuse',
      code: 'RESUME_ANSWER',
      message: `input "answer": expected ${accepts}; position dag/publish/1 of run r1 asks "Ship?"; nothing was run. Answer with one of: choice = ship: cmd ship`,
    });
    // A position that is no open gate would resume: the answer is refused instead, never dropped.
    const alsoPaused = { ...paused, pausedAt: ['dag/publish/1', 'dag/other/1'] };
    expect(decideJob({ ...withGate(), position: 'dag/other/1', answerRefused: accepts }, alsoPaused)).toEqual({
      kind: 'refuse',
      code: 'INVALID_INPUT',
      input: 'answer',
      message: `input "answer": expected ${accepts}; nothing was run`,
    });
    expect(decideJob({ ...withGate(), position: 'dag/other/1' }, alsoPaused)).toEqual({
      kind: 'resume',
      position: 'dag/other/1',
    });
  });

  it('is resumed with a fitting answer from an allowed actor', () => {
    expect(decideJob(withGate({ values: { choice: 'ship' }, answeredBy: 'octocat' }), paused)).toEqual({
      kind: 'resume',
      position: 'dag/publish/1',
    });
  });
});
