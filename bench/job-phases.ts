// Where a bench job's time goes, read from when the steps' log lines arrive (no instrumentation
// in the Action): Node's start and load up to the first line, the store's restore (a miss) up to
// the plan line, the session claim (a cache save of its own), the run less the node up to the
// run's completion line, then the summary, the store's save and the exit, and the post step.
// Lines reach the bench through a pipe, within a millisecond or so of being written.
import { performance } from 'node:perf_hooks';
import { startStep, type StepOptions, type StepResult } from '../test/action/support/runner-emulation.ts';

export interface JobPhases {
  startMs: number;
  restoreMs: number;
  claimMs: number;
  /** From the claim to the run's completion, less the node's own time. */
  runMs: number;
  /** Summary, save and exit of the main step. */
  saveMs: number;
  postMs: number;
}

export const phaseNames: readonly (keyof JobPhases)[] = [
  'startMs',
  'restoreMs',
  'claimMs',
  'runMs',
  'saveMs',
  'postMs',
];

// The lines that end each phase of the main step (a new run, mode auto, the cache as the store).
const markers = { plan: 'mode auto: start', claimed: 'claimed session', completed: 'runner:completed' } as const;
type Marker = keyof typeof markers;

export interface TimedStep {
  result: StepResult;
  startedAt: number;
  endedAt: number;
  firstLineAt: number | undefined;
  at: Partial<Record<Marker, number>>;
}

/** Runs a step, noting when its first line and each marker line arrive. */
export async function timedStep(options: StepOptions): Promise<TimedStep> {
  const startedAt = performance.now();
  const step = await startStep(options);
  let firstLineAt: number | undefined;
  let text = '';
  const at: Partial<Record<Marker, number>> = {};
  step.child.stdout!.on('data', (chunk: Buffer) => {
    const now = performance.now();
    firstLineAt ??= now;
    text += chunk.toString('utf8');
    for (const [name, marker] of Object.entries(markers) as [Marker, string][])
      if (at[name] === undefined && text.includes(marker)) at[name] = now;
  });
  const result = await step.done;
  return { result, startedAt, endedAt: performance.now(), firstLineAt, at };
}

/** The phases of one job; undefined when a line that ends a phase was not printed. */
export function jobPhases(main: TimedStep, post: TimedStep, nodeMs: number): JobPhases | undefined {
  const { plan, claimed, completed } = main.at;
  if (main.firstLineAt === undefined || plan === undefined || claimed === undefined || completed === undefined)
    return undefined;
  return {
    startMs: main.firstLineAt - main.startedAt,
    restoreMs: plan - main.firstLineAt,
    claimMs: claimed - plan,
    runMs: completed - claimed - nodeMs,
    saveMs: main.endedAt - completed,
    postMs: post.endedAt - post.startedAt,
  };
}
