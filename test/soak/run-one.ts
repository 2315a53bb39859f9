// One soak run: a random DAG, a random fault plan, sessions until the run ends, and the checks.
import path from 'node:path';
import type { ArtifactRef } from '../../src/store/contract.ts';
import type { ResumeSupervisedRunOptionsInput } from '../../src/runner/index.ts';
import {
  ackedFromRead,
  checkAcknowledged,
  checkEffects,
  checkEnding,
  checkReleased,
  readStore,
  type Violation,
} from './checks.ts';
import { randomDag } from './dag.ts';
import { driveFaults } from './fault-driver.ts';
import { FaultPlan, needsChild } from './faults.ts';
import { LogTail } from './log-tail.ts';
import { nextStep, takeover } from './person.ts';
import { createRandom } from './prng.ts';
import { killMarked } from '../support/processes.ts';
import type { AckedEvent, SessionEnd, SessionRequest } from './session-core.ts';
import { openInChild, openInProcess } from './session.ts';
import { createWorld, type SoakWorld } from './world.ts';

export interface RunStats {
  seed: number;
  kills: { worker: number; watchdog: number };
  interrupts: number;
  /** Delivered faults by moment. */
  moments: Record<string, number>;
  /** Worker replacements the watchdog made by itself (runner:backoff records). */
  restarts: number;
  continues: number;
  takeovers: number;
  reconcilePauses: number;
  decisions: { complete: number; retry: number };
  /** Gate pauses a person answered (a node asked again after a crash would count twice). */
  gateAnswers: number;
  sessions: number;
  childSessions: number;
  /** A watchdog killed after it recorded the settled result but before it removed its lock. */
  staleLocksAfterKill: number;
  /** Such locks a later resume removed by itself (runner:lock-cleared), without a takeover. */
  locksCleared: number;
  /** Interrupts (SIGTERM) that ended the watchdog before it settled: no handler was installed yet. */
  unhandledInterrupts: number;
  /** Torn tails seen by a reader or cut off by the next writer (kills that landed mid-write). */
  tornTails: number;
  violations: Violation[];
  ms: number;
}

export interface SoakRunOptions {
  seed: number;
  /** Wall-clock limit of the run: past it, the run counts as hung. */
  deadlineMs: number;
  maxSessions?: number;
  onProgress?: (line: string) => void;
}

function emptyStats(seed: number): RunStats {
  return {
    seed,
    kills: { worker: 0, watchdog: 0 },
    interrupts: 0,
    moments: {},
    restarts: 0,
    continues: 0,
    takeovers: 0,
    reconcilePauses: 0,
    decisions: { complete: 0, retry: 0 },
    gateAnswers: 0,
    sessions: 0,
    childSessions: 0,
    staleLocksAfterKill: 0,
    locksCleared: 0,
    tornTails: 0,
    unhandledInterrupts: 0,
    violations: [],
    ms: 0,
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | 'timeout'> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve('timeout'), Math.max(0, ms));
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- passes on what the run rejected with
        reject(error);
      },
    );
  });
}

export async function soakRun(options: SoakRunOptions): Promise<RunStats> {
  const started = Date.now();
  const stats = emptyStats(options.seed);
  const random = createRandom(options.seed);
  const dag = randomDag(random);
  const teardownGraceMs = random.int(100, 400);
  const initialBackoffMs = random.int(20, 300);
  const world = await createWorld(dag, options.seed.toString(36), {
    teardownGraceMs,
    initialBackoffMs,
    maxBackoffMs: initialBackoffMs * 2,
  });
  const plan = FaultPlan.random(random, teardownGraceMs);
  const runDirectory = (await world.storage()).runDirectory(world.runId);
  const tail = new LogTail(runDirectory);
  const slowTeardownNodes = new Set(
    Object.entries(dag.nodes)
      .filter(([, spec]) => spec.kind === 'command')
      .map(([id]) => id),
  );
  const acked: AckedEvent[] = [];
  const violate = (violation: Violation) => stats.violations.push(violation);
  tail.start();
  try {
    let request: SessionRequest = { kind: 'start', options: world.startOptions() };
    let outputArtifact: ArtifactRef | undefined;
    let lastEnd: SessionEnd | undefined;
    const maxSessions = options.maxSessions ?? 40;
    for (;;) {
      if (stats.sessions >= maxSessions) {
        violate({ kind: 'hang', detail: `the run did not end within ${maxSessions} sessions` });
        break;
      }
      const faults = plan.nextSession();
      const inChild = faults.some(needsChild) || random.chance(0.2);
      stats.sessions += 1;
      if (inChild) stats.childSessions += 1;
      const setup = { request, repo: world.repo, leaseDirectory: world.leaseDirectory, handleSignals: inChild };
      const session = inChild
        ? await openInChild(setup, path.join(world.temp, `session-${stats.sessions}.json`))
        : openInProcess(setup);
      const drive = driveFaults({
        faults,
        session,
        tail,
        runId: world.runId,
        ended: session.end,
        graphLog: path.join(runDirectory, 'graph.events.jsonl'),
        slowTeardownNodes,
        onDelivered: (delivered) => {
          if (delivered.target === 'interrupt') stats.interrupts += 1;
          else stats.kills[delivered.target] += 1;
          stats.moments[delivered.label] = (stats.moments[delivered.label] ?? 0) + 1;
        },
      });
      const end = await withTimeout(session.end, options.deadlineMs - (Date.now() - started));
      if (end === 'timeout') {
        session.signal('SIGKILL');
        violate({
          kind: 'hang',
          detail: `session ${stats.sessions} (${request.kind}) did not end before the deadline`,
        });
        break;
      }
      await drive;
      lastEnd = end;
      acked.push(...session.acked);
      const { read, violations } = await readStore(world);
      violations.forEach(violate);
      if (read === undefined) break;
      acked.push(...ackedFromRead(read));
      if (read.tornTail) stats.tornTails += 1;
      options.onProgress?.(
        `seed ${options.seed} session ${stats.sessions} ${request.kind}${inChild ? ' (child)' : ''}: ${end.kind === 'result' ? end.result.kind : end.kind} -> ${read.status.phase}`,
      );

      if (end.kind === 'terminated') stats.unhandledInterrupts += 1;
      if (end.kind === 'result')
        (await checkReleased(world, `after session ${stats.sessions} settled`, { lock: true })).forEach(violate);
      if (end.kind === 'error') {
        // The lock of a watchdog killed after it settled: a person retries with an explicit takeover.
        const current: SessionRequest = request;
        if (
          end.code === 'PROCESS_LOCKED' &&
          read.status.watchdog.alive === false &&
          current.kind === 'resume' &&
          current.options.takeover === undefined
        ) {
          const options: ResumeSupervisedRunOptionsInput = { ...current.options, takeover };
          request = { kind: 'resume', options };
          stats.takeovers += 1;
          continue;
        }
        violate({
          kind: 'unexpected-error',
          detail: `session ${stats.sessions} (${request.kind}): ${end.code ?? 'untyped'}: ${end.message}`,
        });
        break;
      }
      const step = await nextStep(world, read.status);
      if (step.kind === 'done') {
        outputArtifact = step.outputArtifact;
        break;
      }
      if (step.kind === 'stuck') {
        violate({ kind: 'wrong-ending', detail: step.detail });
        break;
      }
      request = { kind: 'resume', options: step.options };
      if (step.why === 'continue') stats.continues += 1;
      if (step.why === 'takeover') stats.takeovers += 1;
      if (step.why === 'answer') stats.gateAnswers += 1;
      if (step.why === 'reconcile') {
        stats.reconcilePauses += 1;
        stats.decisions[step.decision!] += 1;
      }
    }
    if (outputArtifact !== undefined) await finalChecks(world, stats, acked, outputArtifact, lastEnd);
  } catch (error) {
    violate({
      kind: 'unexpected-error',
      detail: `soak harness: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    });
  } finally {
    tail.stop();
    stats.tornTails += tail.cuts;
    if (stats.violations.length > 0) killMarked(world.runId);
    stats.ms = Date.now() - started;
    // Keep the evidence of a failed run for inspection.
    if (stats.violations.length === 0) await world.cleanup();
    else stats.violations.forEach((v) => (v.detail = `${v.detail} [kept: ${world.temp}]`));
  }
  return stats;
}

async function finalChecks(
  world: SoakWorld,
  stats: RunStats,
  acked: readonly AckedEvent[],
  outputArtifact: ArtifactRef,
  lastEnd: SessionEnd | undefined,
): Promise<void> {
  const { read, violations } = await readStore(world);
  violations.forEach((v) => stats.violations.push(v));
  if (read === undefined) return;
  stats.restarts = read.runner.filter((e) => e.type === 'runner:backoff').length;
  let output: unknown;
  try {
    output = JSON.parse((await (await world.storage()).artifacts(world.runId).get(outputArtifact)).toString('utf8'));
  } catch (error) {
    stats.violations.push({
      kind: 'store-unreadable',
      detail: `the output artifact: ${error instanceof Error ? error.message : String(error)}`,
    });
  }
  stats.locksCleared = read.runner.filter((e) => e.type === 'runner:lock-cleared').length;
  // Exempt only the lock of the session that settled the run, its holder dead: the one window
  // (a kill between the settled record and removing the lock) no code can close.
  const lastSession = read.runner.findLast((e) => e.type === 'runner:session-started')?.data as
    { lockToken?: string } | undefined;
  const lock = await (await world.storage()).readProcessLock(world.runId).catch(() => undefined);
  const staleLock =
    (lastEnd?.kind === 'killed' || lastEnd?.kind === 'terminated') &&
    read.status.watchdog.alive === false &&
    lock !== undefined &&
    lastSession?.lockToken !== undefined &&
    lock.token === lastSession.lockToken;
  if (staleLock) stats.staleLocksAfterKill += 1;
  stats.violations.push(
    ...checkEnding(world, output, read),
    ...checkAcknowledged(acked, read),
    ...(await checkEffects(world, read)),
    ...(await checkReleased(world, 'after the run ended', { lock: !staleLock })),
  );
}
