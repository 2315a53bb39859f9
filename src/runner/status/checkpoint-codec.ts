// The graph fold as the status checkpoint stores it: its occurrences as columns (one per field, in
// dispatch order) instead of one object per occurrence keyed by its position. A read from a
// checkpoint parses and checks every occurrence, and that is what grows with the node count: as
// columns no key repeats per occurrence, states are small numbers, and the fields that are null at
// most occurrences (timeouts, failures, pauses, reconciles) list only the occurrences that have them.
import { z } from 'zod';
import { lazySchema } from '../../store/index.ts';
import { graphFoldSchema, occurrenceSchema, setOwnValue, type GraphFold, type Occurrence } from './state.ts';

const shape = lazySchema(() => occurrenceSchema().shape);
const states = lazySchema(() => shape().state.options);

// Plain columns are checked by one loop each: z.array(z.string()) parses every entry through zod,
// which at 33k entries a column was most of a checkpoint read.
type Test<T> = (value: unknown) => value is T;
const isString: Test<string> = (value): value is string => typeof value === 'string';
const isNumber: Test<number> = (value): value is number => typeof value === 'number' && Number.isFinite(value);
const isCount: Test<number> = (value): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const isBoolean: Test<boolean> = (value): value is boolean => typeof value === 'boolean';
const isState: Test<number> = (value): value is number => isCount(value) && value < states().length;
const nullable =
  <T>(test: Test<T>): Test<T | null> =>
  (value): value is T | null =>
    value === null || test(value);

/** Every entry passes `test`. */
const dense = <T>(test: Test<T>, what: string) =>
  z.custom<T[]>((value) => Array.isArray(value) && value.every(test), `expected an array of ${what}`);

const isIndex = /^(0|[1-9][0-9]*)$/;
/** { "<index>": value } for the occurrences whose value is not null. */
const sparse = <T>(test: Test<T>, what: string) =>
  z.custom<Record<string, T>>(
    (value) =>
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      Object.entries(value).every(([key, entry]) => isIndex.test(key) && test(entry)),
    `expected { index: ${what} }`,
  );
/** The same with a zod schema for each value (objects, rare). */
const sparseOf = <T extends z.ZodType>(schema: T) => z.record(z.string().regex(isIndex), schema);

const columnsSchema = lazySchema(() =>
  z
    .object({
      position: dense(isString, 'strings'),
      nodeId: dense(isString, 'strings'),
      /** Index into the occurrence states. */
      state: dense(isState, `state indexes (0 to ${states().length - 1})`),
      dispatchedAt: dense(isString, 'strings'),
      attempts: dense(isCount, 'non-negative integers'),
      attemptId: dense(nullable(isString), 'strings or null'),
      attempt: dense(nullable(isNumber), 'numbers or null'),
      retrySafe: dense(nullable(isBoolean), 'booleans or null'),
      startedAt: dense(nullable(isString), 'strings or null'),
      durationMs: dense(nullable(isNumber), 'numbers or null'),
      timeoutMs: sparse(isNumber, 'number'),
      code: sparse(isString, 'string'),
      message: sparse(isString, 'string'),
      reconciled: sparseOf(shape().reconciled.unwrap()),
      pause: sparseOf(shape().pause.unwrap()),
      changes: sparseOf(shape().changes.unwrap()),
      /** Optional: checkpoints written before gates have none. */
      answered: sparseOf(shape().answered.unwrap().unwrap()).optional(),
    })
    .refine(
      (c) =>
        [
          c.nodeId,
          c.state,
          c.dispatchedAt,
          c.attempts,
          c.attemptId,
          c.attempt,
          c.retrySafe,
          c.startedAt,
          c.durationMs,
        ].every((column) => column.length === c.position.length),
      'every column has one entry per position',
    ),
);
type Columns = z.output<ReturnType<typeof columnsSchema>>;

/** A graph fold as stored: the fold without its occurrences and order, which the columns carry. */
export const storedGraphFoldSchema = lazySchema(() =>
  graphFoldSchema().omit({ occurrences: true, order: true }).extend({ occurrences: columnsSchema() }),
);
export type StoredGraphFold = z.output<ReturnType<typeof storedGraphFoldSchema>>;

const sparseFields = ['timeoutMs', 'code', 'message', 'reconciled', 'pause', 'changes'] as const;

type Answered = NonNullable<Occurrence['answered']>;

export function encodeGraphFold(fold: GraphFold): StoredGraphFold {
  const { occurrences, order, ...rest } = fold;
  const c: Columns = {
    position: [...order],
    nodeId: [],
    state: [],
    dispatchedAt: [],
    attempts: [],
    attemptId: [],
    attempt: [],
    retrySafe: [],
    startedAt: [],
    durationMs: [],
    timeoutMs: {},
    code: {},
    message: {},
    reconciled: {},
    pause: {},
    changes: {},
  };
  const answered: Record<string, Answered> = {};
  order.forEach((position, i) => {
    const o = Object.hasOwn(occurrences, position) ? occurrences[position] : undefined;
    if (o === undefined) throw new Error(`the graph fold has no occurrence at ${position}`);
    c.nodeId.push(o.nodeId);
    c.state.push(states().indexOf(o.state));
    c.dispatchedAt.push(o.dispatchedAt);
    c.attempts.push(o.attempts);
    c.attemptId.push(o.attemptId);
    c.attempt.push(o.attempt);
    c.retrySafe.push(o.retrySafe);
    c.startedAt.push(o.startedAt);
    c.durationMs.push(o.durationMs);
    for (const field of sparseFields) if (o[field] !== null) (c[field] as Record<string, unknown>)[i] = o[field];
    if (o.answered != null) answered[i] = o.answered;
  });
  if (Object.keys(answered).length > 0) c.answered = answered;
  return { ...rest, occurrences: c };
}

/**
 * The fold back from checked columns (the caller owns the result: it is folded in place), or
 * undefined when a position repeats (no fold has that: the checkpoint is rebuilt).
 */
export function decodeGraphFold(stored: StoredGraphFold): GraphFold | undefined {
  const { occurrences: c, ...rest } = stored;
  const occurrences: Record<string, Occurrence> = {};
  for (let i = 0; i < c.position.length; i += 1) {
    const position = c.position[i]!;
    if (Object.hasOwn(occurrences, position)) return undefined;
    // One literal per occurrence (one object shape for all of them); the type lists every field.
    const occurrence: Occurrence = {
      nodeId: c.nodeId[i]!,
      state: states()[c.state[i]!]!,
      dispatchedAt: c.dispatchedAt[i]!,
      attempts: c.attempts[i]!,
      attemptId: c.attemptId[i]!,
      attempt: c.attempt[i]!,
      retrySafe: c.retrySafe[i]!,
      startedAt: c.startedAt[i]!,
      timeoutMs: c.timeoutMs[i] ?? null,
      durationMs: c.durationMs[i]!,
      code: c.code[i] ?? null,
      message: c.message[i] ?? null,
      reconciled: c.reconciled[i] ?? null,
      pause: c.pause[i] ?? null,
      changes: c.changes[i] ?? null,
    };
    const answer = c.answered?.[i];
    if (answer !== undefined) occurrence.answered = answer;
    // Positions are chosen by a graph: "__proto__" is one, and assigning it would set the prototype.
    if (position === '__proto__') setOwnValue(occurrences, position, occurrence);
    else occurrences[position] = occurrence;
  }
  return { ...rest, occurrences, order: c.position };
}
