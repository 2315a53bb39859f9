// createGraphExecutor's options, checked once when the executor is made (never per node): a value of
// the wrong shape is a GraphError INVALID_OPTIONS (the code every layer gives bad options; PROTOCOL
// is a graph form or store breaking the executor's contract) naming the field and what it accepts.
import { z } from 'zod';
import { describeValue, lazySchema } from '../../store/index.ts';
import { GraphError } from '../errors.ts';

const fn = (accepts: string) => z.custom<unknown>((value) => typeof value === 'function', `expected ${accepts}`);
const object = (accepts: string) =>
  z.custom<object>((value) => typeof value === 'object' && value !== null, `expected ${accepts}`);

/** A whole number from `minimum` up, naming the value got (`expected a positive integer (got 0)`). */
const wholeNumber = (minimum: 0 | 1, accepts: string) =>
  z
    .number({ error: (issue) => `expected ${accepts} (got ${describeValue(issue.input)})` })
    .refine((value) => Number.isSafeInteger(value) && value >= minimum, {
      error: (issue) => `expected ${accepts} (got ${describeValue(issue.input)})`,
    });

// The memory rule (MISSING_MEMORY) stays in checkOptions: it depends on the graph, not on a shape.
const executorOptionsSchema = lazySchema(() =>
  z.looseObject({
    storage: z.looseObject(
      { artifacts: fn('a RunStorage (createLocalRunStorage)') },
      { error: 'expected a RunStorage (createLocalRunStorage)' },
    ),
    runId: z.string({ error: 'expected a run ID string' }).min(1),
    graph: z.looseObject(
      {
        form: z.string({ error: "expected the graph form's name" }),
        initial: fn('a graph form method'),
        fold: fn('a graph form method'),
        decide: fn('a graph form method'),
      },
      { error: 'expected a graph (createDagGraph or a graph form of your own)' },
    ),
    nodes: object('an object of node bindings by node ID'),
    engines: z.array(object('an engine binding'), { error: 'expected a list of engine bindings' }),
    session: wholeNumber(1, 'a positive integer'),
    log: object('an open EventLog').optional(),
    maxDispatches: wholeNumber(0, 'a non-negative integer').optional(),
    attemptHooks: object('an object of attempt hooks').optional(),
    budget: object('a run budget { usd?, tokens?, soft? }').optional(),
    warn: fn('a function (message) => void').optional(),
    prices: object('a price table').optional(),
    clock: fn('a function () => Date').optional(),
  }),
);

export function checkExecutorOptionShapes(options: unknown): void {
  const parsed = executorOptionsSchema().safeParse(options);
  if (parsed.success) return;
  const problems = parsed.error.issues
    .slice(0, 5)
    .map((issue) => `${['options', ...issue.path.map(String)].join('.')}: ${issue.message}`);
  throw new GraphError('INVALID_OPTIONS', `createGraphExecutor: ${problems.join('; ')}`, { cause: parsed.error });
}
