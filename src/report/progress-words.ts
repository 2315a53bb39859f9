// The words of the live progress lines (progress-lines.ts): fields read off untrusted records,
// a position's row, what a pause waits for, and how the session ended.
import { budgetTurnWaitingSchema } from '../graph/index.ts';
import { runnerEventTypes as T } from '../runner/index.ts';
import type { JsonValue } from '../store/contract.ts';
import { oneLine } from './escape.ts';
import { formatDuration, pauseWhyParts } from './format.ts';

export type Fields = Record<string, JsonValue>;

export const fieldsOf = (data: JsonValue | undefined): Fields =>
  typeof data === 'object' && data !== null && !Array.isArray(data) ? data : {};
export const textOf = (data: Fields, key: string): string | undefined =>
  typeof data[key] === 'string' ? data[key] : undefined;
export const numberOf = (data: Fields, key: string): number | undefined =>
  typeof data[key] === 'number' ? data[key] : undefined;

/** `  dag/a/1                    running    attempt 2`: the position and phase in columns. */
export function row(position: string, phase: string, rest: readonly string[] = []): string {
  return `  ${[oneLine(position, 60).padEnd(26), phase.padEnd(10), ...rest].join(' ')}`.trimEnd();
}

export const duration = (ms: number | undefined): string => formatDuration(ms, '-');

/**
 * What a paused position waits for, in a person's words (the record's pauseKind is the executor's
 * name for the rule that paused it): a gate's question, a decision on uncertain work, a budget (its
 * reason says which and why), the engine's own request, or a resume the host asked for.
 */
export function pausedText(data: Fields): string {
  const reason = textOf(data, 'reason') ?? '';
  const request = fieldsOf(data.request);
  switch (textOf(data, 'pauseKind')) {
    case 'policy': {
      const question = request.kind === 'gate' ? textOf(request, 'question') : undefined;
      return question === undefined ? `waits to be resumed: ${reason}` : `waits for an answer: ${question}`;
    }
    case 'reconcile-attempt':
      return `waits for your decision: ${reason}`;
    case 'budget':
      return reason;
    case 'engine':
      return `the engine asked to wait: ${reason}`;
    default:
      return reason;
  }
}

/** ` (after dag/a/1, dag/c/1)`: the positions a budget turn waits after (the first three). */
function afterText(after: readonly string[]): string {
  if (after.length === 0) return '';
  const more = after.length > 3 ? ` and ${after.length - 3} more` : '';
  return ` (after ${after.slice(0, 3).join(', ')}${more})`;
}

/**
 * `  dag/b/1   waiting   for its budget turn (after dag/a/1)`: a runner:budget-turn-waiting
 * record's line, with its position; undefined for a record that does not parse. The live lines
 * and the CLI's `status --watch` say it in these words.
 */
export function budgetTurnWaitLine(
  data: JsonValue | undefined,
): { position: string; after: string[]; line: string } | undefined {
  const wait = budgetTurnWaitingSchema().safeParse(data);
  if (!wait.success) return undefined;
  const { position, after } = wait.data;
  return { position, after, line: row(position, 'waiting', [oneLine(`for its budget turn${afterText(after)}`, 200)]) };
}

/**
 * `  dag/b/1   running   got its budget turn after 6.0 s, when dag/a/1's call ended`: a waiting
 * call starts. `previous` is whose call held the turn last: named so the line is not read as two
 * calls spending at once (that node's own "completed" line may come later, after its other work).
 */
export function budgetTurnTakenLine(position: string, waitedMs: number, previous: string | undefined): string {
  const when = previous === undefined ? '' : `, when ${oneLine(previous, 60)}'s call ended`;
  return row(position, 'running', [`got its budget turn after ${duration(Math.max(0, waitedMs))}${when}`]);
}

/** `11:00:52 UTC`, or the date too when it is not today's (by UTC). */
export function clockTime(at: number): string {
  const iso = new Date(at).toISOString();
  const today = new Date().toISOString().slice(0, 10);
  return `${iso.slice(0, 10) === today ? '' : `${iso.slice(0, 10)} `}${iso.slice(11, 19)} UTC`;
}

/** ` (waiting on dag/a/1, dag/b/1)`: the positions a pause record says wait for a person (the first ten). */
function waitingOn(pauses: JsonValue | undefined): string {
  const positions = (Array.isArray(pauses) ? pauses : [])
    .map((pause) => textOf(fieldsOf(pause), 'position'))
    .filter((position): position is string => position !== undefined);
  if (positions.length === 0) return '';
  const more = positions.length > 10 ? ` and ${positions.length - 10} more` : '';
  return ` (waiting on ${positions
    .slice(0, 10)
    .map((position) => oneLine(position, 60))
    .join(', ')}${more})`;
}

/** How the session ended, from the watchdog's settling record. */
export function settlementLine(type: string, data: Fields): string | undefined {
  switch (type) {
    case T.completed:
      return 'run completed';
    case T.paused: {
      const parts = pauseWhyParts(textOf(data, 'code'), textOf(data, 'reason'));
      const why = parts.length === 0 ? '' : `: ${oneLine(parts.join(': '), 300)}`;
      return `run paused${why}${waitingOn(data.pauses)}`;
    }
    case T.interrupted: {
      const signal = textOf(data, 'signal');
      return `run interrupted${signal === undefined ? '' : ` by ${oneLine(signal, 20)}`}`;
    }
    case T.stopped: {
      const reason = textOf(data, 'reason');
      return `run stopped${reason === undefined ? '' : `: ${oneLine(reason, 300)}`}`;
    }
    case T.timeout:
      return `run timed out: ${duration(numberOf(data, 'elapsedMs'))} of its ${duration(numberOf(data, 'timeoutMs'))} limit`;
    case T.failed:
      return `run failed: ${oneLine(`${textOf(data, 'code') ?? ''}: ${textOf(data, 'message') ?? ''}`, 300)}`;
    default:
      return undefined;
  }
}
