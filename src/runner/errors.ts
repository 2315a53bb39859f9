// The runner layer's one error class (DESIGN.md section 9). Codes that end a run normally are
// results (`done` resolves with them); SupervisedRunError is for calls that cannot start or resume.
// option-names.ts imports only a type from here: no cycle at run time.
import { describeOptionProblem } from './options/option-names.ts';

export const supervisedRunErrorCodes = [
  'INVALID_OPTIONS',
  'HOST_MODULE',
  'HOST_MODULE_CHANGED',
  'WORKSPACE_CAPTURE',
  'WORKSPACE_ROOT',
  'PROCESS_LOCKED',
  'WORKSPACE_LEASE',
  'WORKSPACE_DRIFT',
  'WORKSPACE_RELEASE',
  'WORKSPACE_ANCHOR_MISSING',
  'WORKSPACE_ANCHOR_INVALID',
  'WORKSPACE_ANCHOR_WRITE',
  'RUN_STORAGE',
  'RUN_NOT_PAUSED',
  /** retryFailed on a run that did not fail because nodes failed (stopped, timed out, teardown incomplete ...). */
  'RUN_NOT_RETRYABLE',
  'RESUME_POSITION',
  'RESUME_EVENT_MISMATCH',
  'RESUME_DECISION',
  'RESUME_BUDGET',
  /** A gate resumed without an answer, or with one that does not fit its fields. */
  'RESUME_ANSWER',
  /** The answerer is not one of the gate's allowed actors. */
  'RESUME_ACTOR',
  'TERMINAL_ARTIFACT',
  'TEARDOWN_INCOMPLETE',
  'OUTPUT_LIMIT',
  'BUDGET_STOP',
  'RESTART_EXHAUSTED',
  'STOPPED',
  'TIMEOUT',
  'INTERRUPTED',
  /** A non-retry-safe node was paused before its code: the store could not be persisted off the machine. */
  'WRITE_AHEAD',
  'WORKER_ERROR',
] as const;
export type SupervisedRunErrorCode = (typeof supervisedRunErrorCodes)[number];

export class SupervisedRunError extends Error {
  override readonly name = 'SupervisedRunError';
  readonly code: SupervisedRunErrorCode;
  /** Extra facts for the caller (e.g. the lock holder of PROCESS_LOCKED); JSON only. */
  readonly details: Record<string, unknown> | undefined;

  constructor(
    code: SupervisedRunErrorCode,
    message: string,
    options: { cause?: unknown; details?: Record<string, unknown> } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.details = options.details;
  }
}

export function isSupervisedRunError(value: unknown, code?: SupervisedRunErrorCode): value is SupervisedRunError {
  return value instanceof SupervisedRunError && (code === undefined || value.code === code);
}

/** What an INVALID_OPTIONS error names: the option (`answer`), the path below it (`.values.note`), what is wrong. */
export interface OptionProblem {
  option: string;
  below: string;
  why: string;
}

/**
 * INVALID_OPTIONS for one option, in the library's names (`options.answer.values.note: ...`); the
 * problem goes with the error, so a caller can name the option its own way (a CLI flag, an input).
 */
export function invalidOption(problem: OptionProblem): SupervisedRunError {
  return new SupervisedRunError('INVALID_OPTIONS', describeOptionProblem(problem), {
    details: { option: { ...problem } },
  });
}

/** The problem an INVALID_OPTIONS error of invalidOption carries, or undefined for any other error. */
export function optionProblemOf(error: unknown): OptionProblem | undefined {
  if (!isSupervisedRunError(error, 'INVALID_OPTIONS')) return undefined;
  const problem = error.details?.option;
  if (typeof problem !== 'object' || problem === null) return undefined;
  const { option, below, why } = problem as Record<string, unknown>;
  return typeof option === 'string' && typeof below === 'string' && typeof why === 'string'
    ? { option, below, why }
    : undefined;
}

// One definition for every layer (store's); re-exported so runner modules import it from here.
export { describeError } from '../store/index.ts';
