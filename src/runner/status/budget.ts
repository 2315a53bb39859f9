// The elapsed-time budget as one pure function of the runner log, shared by the watchdog (its
// deadline) and status (elapsedMs / remainingTimeoutMs). It counts from the stored run timestamp,
// freezes at each settled record, and opens again at the next stored worker launch.
import type { BudgetState } from './state.ts';

const ms = (iso: string): number => Date.parse(iso);

export function openBudget(budget: BudgetState, at: string): BudgetState {
  return budget.openSince === null ? { spentMs: budget.spentMs, openSince: at } : budget;
}

export function closeBudget(budget: BudgetState, at: string): BudgetState {
  if (budget.openSince === null) return budget;
  return { spentMs: budget.spentMs + Math.max(0, ms(at) - ms(budget.openSince)), openSince: null };
}

/** Elapsed execution time at `now` (ms since epoch). */
export function elapsedAt(budget: BudgetState, now: number): number {
  if (budget.openSince === null) return budget.spentMs;
  return budget.spentMs + Math.max(0, now - ms(budget.openSince));
}

export function remainingAt(budget: BudgetState, timeoutMs: number | undefined, now: number): number | null {
  return timeoutMs === undefined ? null : Math.max(0, timeoutMs - elapsedAt(budget, now));
}

/** The TIMEOUT result's message, the same whether the watchdog settles the run or a status reads it later. */
export function timeoutMessage(elapsedMs: unknown, timeoutMs: unknown): string {
  const figures =
    typeof elapsedMs === 'number' && typeof timeoutMs === 'number'
      ? `${elapsedMs} of ${timeoutMs} ms`
      : 'limits.timeoutMs';
  return `the run used its elapsed-time budget (${figures})`;
}
