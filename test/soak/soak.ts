// Many soak runs, a few at a time, and their totals. Run i uses seed `seed + i`, so any run can be
// replayed alone (`--seed <its seed> --runs 1`).
import { violationKinds, type Violation, type ViolationKind } from './checks.ts';
import { soakRun, type RunStats } from './run-one.ts';

export interface SoakOptions {
  runs: number;
  seed: number;
  /** Runs at a time. */
  parallel: number;
  deadlineMs: number;
  onRun?: (stats: RunStats, done: number) => void;
  onProgress?: (line: string) => void;
}

export interface SoakTotals {
  runs: number;
  seed: number;
  kills: number;
  workerKills: number;
  watchdogKills: number;
  interrupts: number;
  recoveries: number;
  restarts: number;
  continues: number;
  takeovers: number;
  reconcilePauses: number;
  reconcileCompleted: number;
  reconcileRetried: number;
  gateAnswers: number;
  sessions: number;
  childSessions: number;
  staleLocksAfterKill: number;
  locksCleared: number;
  tornTails: number;
  unhandledInterrupts: number;
  moments: Record<string, number>;
  violationsByKind: Record<ViolationKind, number>;
  violations: Array<Violation & { seed: number }>;
  ms: number;
}

export function totalsOf(all: readonly RunStats[], seed: number, ms: number): SoakTotals {
  const sum = (f: (s: RunStats) => number) => all.reduce((total, s) => total + f(s), 0);
  const moments: Record<string, number> = {};
  for (const stats of all)
    for (const [label, count] of Object.entries(stats.moments)) moments[label] = (moments[label] ?? 0) + count;
  const violations = all.flatMap((s) => s.violations.map((v) => ({ ...v, seed: s.seed })));
  const violationsByKind = Object.fromEntries(
    violationKinds.map((kind) => [kind, violations.filter((v) => v.kind === kind).length]),
  ) as Record<ViolationKind, number>;
  return {
    runs: all.length,
    seed,
    kills: sum((s) => s.kills.worker + s.kills.watchdog),
    workerKills: sum((s) => s.kills.worker),
    watchdogKills: sum((s) => s.kills.watchdog),
    interrupts: sum((s) => s.interrupts),
    recoveries: sum((s) => s.restarts + s.continues + s.takeovers + s.reconcilePauses),
    restarts: sum((s) => s.restarts),
    continues: sum((s) => s.continues),
    takeovers: sum((s) => s.takeovers),
    reconcilePauses: sum((s) => s.reconcilePauses),
    reconcileCompleted: sum((s) => s.decisions.complete),
    reconcileRetried: sum((s) => s.decisions.retry),
    gateAnswers: sum((s) => s.gateAnswers),
    sessions: sum((s) => s.sessions),
    childSessions: sum((s) => s.childSessions),
    staleLocksAfterKill: sum((s) => s.staleLocksAfterKill),
    locksCleared: sum((s) => s.locksCleared),
    tornTails: sum((s) => s.tornTails),
    unhandledInterrupts: sum((s) => s.unhandledInterrupts),
    moments,
    violationsByKind,
    violations,
    ms,
  };
}

export async function runSoak(options: SoakOptions): Promise<SoakTotals> {
  const started = Date.now();
  const results: RunStats[] = [];
  let next = 0;
  const lane = async () => {
    while (next < options.runs) {
      const index = next++;
      const stats = await soakRun({
        seed: options.seed + index,
        deadlineMs: options.deadlineMs,
        ...(options.onProgress === undefined ? {} : { onProgress: options.onProgress }),
      });
      results.push(stats);
      options.onRun?.(stats, results.length);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.parallel, options.runs)) }, lane));
  results.sort((a, b) => a.seed - b.seed);
  return totalsOf(results, options.seed, Date.now() - started);
}

export function formatTotals(totals: SoakTotals): string {
  const lines = [
    `soak: ${totals.runs} runs (seeds ${totals.seed}..${totals.seed + totals.runs - 1}) in ${(totals.ms / 1000).toFixed(1)} s`,
    `  runs                ${totals.runs}`,
    `  kills               ${totals.kills} (worker ${totals.workerKills}, watchdog ${totals.watchdogKills}); interrupts ${totals.interrupts}`,
    `  recoveries          ${totals.recoveries} (automatic restarts ${totals.restarts}, continues ${totals.continues}, takeovers ${totals.takeovers}, reconcile resumes ${totals.reconcilePauses})`,
    `  reconcile pauses    ${totals.reconcilePauses} (decided complete ${totals.reconcileCompleted}, retry ${totals.reconcileRetried})`,
    `  gate answers        ${totals.gateAnswers} (a person's answer, some near what one resume may record)`,
    `  sessions            ${totals.sessions} (${totals.childSessions} with the watchdog in a child process)`,
    `  torn tails          ${totals.tornTails} (kills that landed mid-write: the batch was discarded, never half-read)`,
    `  violations          ${totals.violations.length}`,
  ];
  for (const kind of violationKinds)
    if (totals.violationsByKind[kind] > 0) lines.push(`    ${kind.padEnd(22)} ${totals.violationsByKind[kind]}`);
  if (totals.staleLocksAfterKill > 0) {
    lines.push(
      `  note: ${totals.staleLocksAfterKill} run(s) ended with the lock of the watchdog that settled them, killed between its settled record and removing the lock (machine-local; it blocks nothing on a finished run, and a resume removes it from a paused one: not counted as a violation)`,
    );
  }
  if (totals.locksCleared > 0) {
    lines.push(
      `  note: ${totals.locksCleared} such lock(s) on a paused run were removed by the next resume (runner:lock-cleared), without a takeover`,
    );
  }
  if (totals.unhandledInterrupts > 0) {
    lines.push(
      `  note: ${totals.unhandledInterrupts} interrupt(s) (SIGTERM) ended a watchdog that had not installed its signal handlers yet (session start); the run was orphaned and taken over`,
    );
  }
  lines.push('  kill moments:');
  for (const [label, count] of Object.entries(totals.moments).sort((a, b) => b[1] - a[1]))
    lines.push(`    ${label.padEnd(48)} ${count}`);
  for (const v of totals.violations) lines.push(`  VIOLATION seed ${v.seed} ${v.kind}: ${v.detail}`);
  return lines.join('\n');
}
