// The one fold of graph records over positions. It reads each record's steps (steps.ts), finds the
// position each names and moves it to the step's phase; the fold that owns the records keeps its
// own fields in `dispatch` and `advance` (the executor: attempts and pauses to act on; status:
// times and messages to show). Folds mutate drafts they own, so a long log folds in linear time.
import { GraphError } from '../errors.ts';
import {
  graphSteps,
  type DispatchedStep,
  type GraphRecord,
  type PositionPhase,
  type PositionStep,
  type RunStep,
  type StepMode,
} from './steps.ts';

/** A position's record as a fold keeps it: at least its phase. */
export interface PhasedPosition {
  state: PositionPhase;
}

export interface PositionFold<P extends PhasedPosition> {
  /** The record of a dispatched position; undefined if it was never dispatched. */
  at(position: string): P | undefined;
  /** A new offer at a position: create its record (in phase `dispatched`), replacing any earlier one. */
  dispatch(step: DispatchedStep, record: GraphRecord): void;
  /** Any other step on a dispatched position, after its phase moved (`previous` is where it was). */
  advance(target: P, step: Exclude<PositionStep, DispatchedStep>, previous: PositionPhase, record: GraphRecord): void;
  /** A step about the run as a whole. */
  run?(step: RunStep, record: GraphRecord): void;
}

/** Applies one graph record to `fold`. Strict and trusted reads refuse a step on an unknown position. */
export function foldGraphRecord<P extends PhasedPosition>(
  fold: PositionFold<P>,
  record: GraphRecord,
  mode: StepMode,
): void {
  for (const step of graphSteps(record, mode)) {
    if (step.kind === 'run-started' || step.kind === 'lane-dead') {
      fold.run?.(step, record);
      continue;
    }
    if (step.kind === 'dispatched') {
      fold.dispatch(step, record);
      continue;
    }
    const target = fold.at(step.position);
    if (target === undefined) {
      if (mode === 'lenient') continue;
      throw new GraphError(
        'PROTOCOL',
        `graph log record ${record.seq} (${record.type}) names position "${step.position}", which was never dispatched`,
      );
    }
    const previous = target.state;
    if (step.phase !== null) target.state = step.phase;
    fold.advance(target, step, previous, record);
  }
}

/** Not settled: dispatched, running or paused (a paused position waits for a decision). */
export function isUnsettled(phase: PositionPhase): boolean {
  return phase === 'dispatched' || phase === 'running' || phase === 'paused';
}
