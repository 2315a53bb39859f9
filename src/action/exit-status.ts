// Whether the step fails: always for an error of the job itself (bad input, store not found,
// a resume the runner refused); for the run's result as `fail-on` says.
import type { FailOn } from './inputs/parse.ts';

export function resultFailsStep(result: string, failOn: FailOn): boolean {
  if (failOn === 'never') return false;
  if (result === 'fail') return true;
  return failOn === 'pause' && result === 'pause';
}
