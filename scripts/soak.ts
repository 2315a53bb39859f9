// npm run soak -- --runs N [--seed S] [--parallel P] [--deadline-s D] [--verbose]
// Random DAGs under real worker and watchdog SIGKILLs, recovered as a person would; prints the counts
// and exits 1 on any violation of the store and runner invariants.
import { formatTotals, runSoak } from '../test/soak/soak.ts';

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  if (index < 0) return fallback;
  const value = Number(process.argv[index + 1]);
  if (!Number.isSafeInteger(value) || value < 0) {
    console.error(`--${name} must be a whole number, got ${JSON.stringify(process.argv[index + 1])}`);
    process.exit(2);
  }
  return value;
}

const known = new Set(['--runs', '--seed', '--parallel', '--deadline-s', '--verbose']);
for (const arg of process.argv.slice(2)) {
  if (arg.startsWith('--') && !known.has(arg)) {
    console.error(`unknown option ${arg}; accepted: ${[...known].join(', ')}`);
    process.exit(2);
  }
}

const runs = option('runs', 20);
const seed = option('seed', Math.floor(Math.random() * 1_000_000));
const parallel = option('parallel', 2);
const deadlineMs = option('deadline-s', 180) * 1000;
const verbose = process.argv.includes('--verbose');

console.log(`soak: ${runs} runs from seed ${seed}, ${parallel} at a time`);
const totals = await runSoak({
  runs,
  seed,
  parallel,
  deadlineMs,
  onRun: (stats, done) => {
    const mark = stats.violations.length === 0 ? 'ok' : `${stats.violations.length} VIOLATION(S)`;
    console.log(
      `  [${done}/${runs}] seed ${stats.seed}: ${mark}; kills ${stats.kills.worker + stats.kills.watchdog}, sessions ${stats.sessions}, ${(stats.ms / 1000).toFixed(1)} s`,
    );
  },
  ...(verbose ? { onProgress: (line: string) => console.log(`    ${line}`) } : {}),
});
console.log(formatTotals(totals));
process.exitCode = totals.violations.length === 0 ? 0 : 1;
