// The short soak: 20 random runs with real worker and watchdog SIGKILLs, recovered as a person
// would (gates answered, some near what one resume may record); every invariant holds. SOAK_SEED
// replays another sequence (the default is fixed).
import { describe, expect, it } from 'vitest';
import { formatTotals, runSoak } from './soak.ts';

describe('soak', () => {
  it('20 random runs under worker and watchdog SIGKILLs all complete with zero violations', async () => {
    const totals = await runSoak({
      runs: 20,
      seed: Number(process.env.SOAK_SEED ?? 7000),
      parallel: 2,
      deadlineMs: 90_000,
    });
    const report = formatTotals(totals);
    expect(totals.violations, report).toEqual([]);
    expect(totals.runs).toBe(20);
    expect(totals.workerKills, report).toBeGreaterThan(0);
    expect(totals.watchdogKills, report).toBeGreaterThan(0);
    expect(totals.recoveries, report).toBeGreaterThan(0);
    expect(totals.gateAnswers, report).toBeGreaterThan(0);
  }, 240_000);
});
