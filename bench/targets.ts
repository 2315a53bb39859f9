// The seven targets of "A lighter, faster Action", each checked against this run's figures and
// printed under the table, so that a reader sees at once which hold in this run. The figures and
// floors are the table's own; where the table gives a target two readings (a peer warm or cold, the
// cache client in one process or two, the worker with or without its compile cache), the verdict
// takes the one its headline row takes, and the other is shown beside it.
import { r2 } from './table.ts';

export interface TargetFigures {
  /** Undefined: not measured in this run (dist/ not built, no peer ran, ...). */
  distBytes: number | undefined;
  coldStartOverNode: number | undefined;
  startOverBareNode: number | undefined;
  /** The same start without a compile cache (a new runner), beside it. */
  startNewRunnerOverBareNode: number | undefined;
  status100kOpenMs: number;
  status100kOver1k: number;
  perNodeOverFdatasync: number;
  /** The worker from source, beside the bundled one the headline runs (undefined when it runs the source). */
  perNodeSourceOverFdatasync: number | undefined;
  fastestPeerOverOurs: number | undefined;
  fastestPeerFirstRunOverOurs: number | undefined;
  jobOverCacheAlone: number | undefined;
  jobOverCacheTwoSteps: number | undefined;
}

export interface TargetCheck {
  target: string;
  /** null: the figure was not measured in this run. */
  met: boolean | null;
  measured: string;
}

const distLimitBytes = 10_500_000;

function check(
  target: string,
  value: number | undefined,
  met: (value: number) => boolean,
  measured: (value: number) => string,
): TargetCheck {
  return value === undefined
    ? { target, met: null, measured: 'not measured in this run' }
    : { target, met: met(value), measured: measured(value) };
}

/** A ratio, and beside it the table's other reading of the same target when there is one. */
function ratioBeside(other: number | undefined, otherLabel: string): (value: number) => string {
  return (value) => `${r2(value)}×${other === undefined ? '' : `; ${r2(other)}× ${otherLabel}`}`;
}

export function targetChecks(figures: TargetFigures): TargetCheck[] {
  const ratio = (value: number) => `${r2(value)}×`;
  return [
    check(
      '1. dist/ at most 10.5 MB',
      figures.distBytes,
      (v) => v <= distLimitBytes,
      (v) => `${r2(v / 1e6)} MB`,
    ),
    check('2. cold start at most 2× node -e 0', figures.coldStartOverNode, (v) => v <= 2, ratio),
    check(
      '3. start to first node (bundled worker) at most 2× bare Node',
      figures.startOverBareNode,
      (v) => v <= 2,
      ratioBeside(figures.startNewRunnerOverBareNode, 'on a new runner (no compile cache)'),
    ),
    {
      target: "4. status of 100k events ('open') at most 50 ms and 2× the 1k figure",
      met: figures.status100kOpenMs <= 50 && figures.status100kOver1k <= 2,
      measured: `${r2(figures.status100kOpenMs)} ms, ${r2(figures.status100kOver1k)}×`,
    },
    check(
      '5. per node (200-node chain, bundled worker) at most 1.5× fdatasync',
      figures.perNodeOverFdatasync,
      (v) => v <= 1.5,
      ratioBeside(figures.perNodeSourceOverFdatasync, 'the worker from source'),
    ),
    check(
      '6. the fastest peer at least 3× slower than ours',
      figures.fastestPeerOverOurs,
      (v) => v >= 3,
      ratioBeside(figures.fastestPeerFirstRunOverOurs, 'each the first run of a fresh process'),
    ),
    check(
      '7. job overhead at most 1.5× @actions/cache alone',
      figures.jobOverCacheAlone,
      (v) => v <= 1.5,
      ratioBeside(figures.jobOverCacheTwoSteps, 'against the client in two steps'),
    ),
  ];
}

export function renderTargets(checks: readonly TargetCheck[]): string {
  const verdict = (met: boolean | null) => (met === null ? '-' : met ? 'met' : 'not met');
  const width = Math.max(...checks.map((c) => c.target.length));
  return [
    'targets, in this run:',
    ...checks.map((c) => `  ${c.target.padEnd(width)}  ${verdict(c.met).padEnd(7)}  ${c.measured}`),
  ].join('\n');
}
