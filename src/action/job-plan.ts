// What a job is asked (the inputs and what the restored store tells about them) and what it will
// do: the contract of the mode decision (modes.ts), kept apart so the checks it uses can name it.
import type { ActionMode } from './inputs/parse.ts';
import type { GateRequest } from '../graph/index.ts';
import type { JsonValue } from '../store/contract.ts';

export type JobPlan =
  /** `replace`: a never-started store of the run is removed first (it holds nothing but the definition). */
  | { kind: 'start'; replace?: true }
  /** resumeSupervisedRun with exactly this position (and the decision input, if any). */
  | { kind: 'resume'; position: string }
  /** resumeSupervisedRun without a position: runner:adopted, then as after a crash. */
  | { kind: 'continue' }
  /** resumeSupervisedRun with an explicit, recorded takeover. */
  | { kind: 'takeover'; position?: string }
  /** resumeSupervisedRun with retryFailed: the failed nodes run again. `why`: the input or the re-run. */
  | { kind: 'reopen'; why: string }
  /** Nothing runs: the summary and outputs report the stored run. `note` says why, when it is not obvious. */
  | { kind: 'report'; note?: string; warn: boolean }
  | {
      kind: 'refuse';
      code:
        | 'STORE_NOT_FOUND'
        | 'INVALID_INPUT'
        | 'RESUME_DECISION'
        | 'RESUME_BUDGET'
        | 'RESUME_ANSWER'
        | 'RESUME_ACTOR'
        | 'RESUME_POSITION'
        | 'RUN_NOT_PAUSED'
        | 'RUN_NOT_RETRYABLE';
      input?: string;
      message: string;
    };

export interface JobRequest {
  mode: ActionMode;
  runId: string;
  position: string | undefined;
  takeover: boolean;
  /** What was tried when nothing was stored, e.g. `cache prefix supervised-run/default/r1/ and from-run 123`. */
  tried: string;
  /** The retry-failed input. */
  retryFailed: boolean;
  /**
   * Set when this job is a "Re-run jobs" of the workflow run whose earlier attempt saved the
   * restored store (a higher GITHUB_RUN_ATTEMPT): e.g. `attempt 2 of workflow run 123`.
   */
  rerunOf?: string;
  /** Whether the decision input was given (a reconcile request is never resumed without one). */
  decision: boolean;
  /**
   * Why the decision input cannot answer the pause at `position` (no reconcile request, or a
   * reviewer's decision without its verdict in decision-output) and the input to correct, or undefined.
   */
  misplacedDecision?(position: string): { input: 'decision' | 'decision-output'; message: string } | undefined;
  /** The three exact commands that answer the reconcile request at `position` (for the refusal). */
  decisionCommands(position: string): Record<'retry' | 'complete' | 'fail', string>;
  /** Why STORE_NOT_FOUND is likely and what helps (cache scope, eviction, from-run). */
  notFoundHints?: string;
  /** The from-run input: the workflow run that saved the run, so a run it does not bring back is never started afresh. */
  fromRun?: string;
  /** The answer input with who answers (an open gate is never resumed without one). */
  answer?: { values: Record<string, JsonValue>; answeredBy: string };
  /** What the answer input accepts, when it was given as text that is not that: always refused. */
  answerRefused?: string;
  /** Why the store would refuse to record these resume options (a known secret, too large), or undefined. */
  unrecordable?(recorded: Record<string, unknown>): string | undefined;
  /** The open gate at `position` and the commands that answer it; undefined when it is no open gate. */
  gate?(position: string): { request: GateRequest; commands: Array<{ label: string; command: string }> } | undefined;
}
