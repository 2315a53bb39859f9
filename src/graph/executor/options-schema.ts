// createGraphExecutor's options, checked once when the executor is made (never per node): a value of
// the wrong shape is a GraphError naming the field and what it accepts, not a crash deep inside.
import { z } from 'zod';
import { lazySchema } from '../../store/index.ts';
import { GraphError } from '../errors.ts';

const fn = (accepts: string) => z.custom<unknown>((value) => typeof value === 'function', `expected ${accepts}`);
const object = (accepts: string) =>
  z.custom<object>((value) => typeof value === 'object' && value !== null, `expected ${accepts}`);

// Shapes only: numbers' ranges and the memory rule stay in checkOptions, which names the value got.
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
    session: z.number({ error: 'expected a positive integer' }),
    log: object('an open EventLog').optional(),
    maxDispatches: z.number({ error: 'expected a non-negative integer' }).optional(),
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
  throw new GraphError('PROTOCOL', `createGraphExecutor: ${problems.join('; ')}`, { cause: parsed.error });
}
