// A thrown error as a line of the summary and the step's failure message: its code and text.
import { describeError } from '../../store/index.ts';

export interface JobProblem {
  code: string;
  message: string;
}

export function problemOf(error: unknown): JobProblem {
  const code =
    typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string'
      ? (error as { code: string }).code
      : 'ERROR';
  const message = describeError(error);
  return { code, message };
}

export function failureText(problem: JobProblem): string {
  return `${problem.code}: ${problem.message}`;
}
