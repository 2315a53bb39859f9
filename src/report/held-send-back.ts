// A review loop's send-back that waits. A reviewer asked for changes, but the DAG form records a
// send-back only once nothing else is open (a pause outranks it, by design): a gate in another
// lane, a reconcile or budget pause holds it until it is answered, and work still in flight until
// it ends. In the last round the same holds the loop's end (rounds ran out). Status and the summary
// say what it waits for, so nobody wonders why the loop does not go on.
import { noNewNodeCause } from './ends-failed.ts';
import { runEnding } from './node-state.ts';
import type { PausePlan } from './pauses.ts';
import { budgetRequestSchema } from './budget-commands.ts';
import { countOf } from './format.ts';
import type { RunReport } from './types.ts';

/** What holds a send-back: a pause (by what answers it) or a position still in flight. */
export interface HoldingPosition {
  position: string;
  kind: 'gate' | 'reconcile' | 'budget' | 'policy' | 'in-flight';
}

export interface HeldSendBack {
  reviewer: string;
  /** The node it sends work back to (unknown only when the graph cannot be read and no send-back was recorded). */
  target: string | undefined;
  /** The round whose verdict asked for changes. */
  round: number;
  limit: number | undefined;
  findings: number;
  /** In order: paused positions as a person acts on them (pause-order.ts), then those in flight. */
  waitsFor: HoldingPosition[];
}

/** The open pauses (and positions in flight) that hold a send-back, in the plan's order. */
function holdingPositions(report: RunReport, plan: PausePlan): HoldingPosition[] {
  if (runEnding(report) === 'live')
    return report.status.active.map((active) => ({ position: active.position, kind: 'in-flight' }));
  const waiting = plan.waiting.map((pause): HoldingPosition => ({
    position: pause.position,
    kind:
      pause.gate !== undefined ? 'gate' : budgetRequestSchema().safeParse(pause.request).success ? 'budget' : 'policy',
  }));
  const inFlight = (plan.run?.positions ?? []).map((position): HoldingPosition => ({ position, kind: 'in-flight' }));
  return [
    ...(plan.runFirst ? inFlight : []),
    ...plan.reconcile.map((request): HoldingPosition => ({ position: request.position, kind: 'reconcile' })),
    ...waiting,
    ...(plan.runFirst ? [] : inFlight),
  ];
}

/**
 * The loops whose reviewer asked for changes in its latest round with no send-back (or end of the
 * loop) recorded for it yet, in a run that can still go on, with what holds each.
 */
export function heldSendBacks(report: RunReport, plan: PausePlan): HeldSendBack[] {
  const ending = runEnding(report);
  if (ending !== 'live' && ending !== 'interrupted') return [];
  // After a required failure or a stop the DAG form records no send-back at all.
  if (noNewNodeCause(report) !== undefined) return [];
  const held: HeldSendBack[] = [];
  for (const loop of report.reviewLoops ?? []) {
    const last = loop.rounds.at(-1);
    if (last === undefined || last.verdict !== 'revise' || loop.exhausted !== undefined) continue;
    if (loop.sentBack !== undefined && loop.sentBack.round > last.round) continue;
    const waitsFor = holdingPositions(report, plan);
    if (waitsFor.length === 0) continue;
    const review = report.graphNodes?.find((node) => node.id === loop.reviewer)?.review;
    held.push({
      reviewer: loop.reviewer,
      target: loop.target ?? review?.sendsBackTo,
      round: last.round,
      limit: loop.limit ?? review?.rounds,
      findings: last.findings,
      waitsFor,
    });
  }
  return held;
}

const until: Record<HoldingPosition['kind'], [string, string]> = {
  gate: ['the gate ', ' is answered'],
  reconcile: ['', ' is reconciled'],
  budget: ['', ' is resumed (a budget pause)'],
  policy: ['', ' is resumed'],
  'in-flight': ['', ' ends'],
};

/** `the gate dag/approve/1 is answered`, `dag/a/1 is reconciled and 2 more are settled` (at most 3 named). */
export function waitsForText(waitsFor: readonly HoldingPosition[], text: (value: string) => string): string {
  const named = waitsFor.slice(0, 3).map(({ position, kind }) => {
    const [before, after] = until[kind];
    return `${before}${text(position)}${after}`;
  });
  const more = waitsFor.length - named.length;
  if (more > 0) named.push(`${countOf(more, 'more pause', 'more pauses')} ${more === 1 ? 'is' : 'are'} settled`);
  return named.length === 1 ? named[0]! : `${named.slice(0, -1).join(', ')} and ${named.at(-1)!}`;
}

const isLastRound = (held: HeldSendBack): boolean => held.limit !== undefined && held.round >= held.limit;

/**
 * What waits and until when, after "asked for changes": `sending draft back for round 2 waits until
 * the gate dag/approve/1 is answered`; in the last round, `its loop ends (rounds ran out) once …`.
 */
export function heldStepText(held: HeldSendBack, text: (value: string) => string): string {
  const waits = waitsForText(held.waitsFor, text);
  if (isLastRound(held)) return `its loop ends (rounds ran out) once ${waits}`;
  const target = held.target === undefined ? 'the work' : text(held.target);
  return `sending ${target} back for round ${held.round + 1} waits until ${waits}`;
}

/**
 * One clause, the reviewer first: `check asked for changes in round 1 of 3 (1 finding); sending
 * draft back for round 2 waits until the gate dag/approve/1 is answered`.
 */
export function heldSendBackText(held: HeldSendBack, text: (value: string) => string): string {
  const of = held.limit === undefined ? '' : ` of ${held.limit}`;
  const findings = countOf(held.findings, 'finding');
  const round = isLastRound(held)
    ? `its last round (${held.round}${of}, ${findings})`
    : `round ${held.round}${of} (${findings})`;
  return `${text(held.reviewer)} asked for changes in ${round}; ${heldStepText(held, text)}`;
}
