// LangGraph.js: a 200-node sequential StateGraph with the SQLite checkpointer (better-sqlite3,
// WAL, synchronous=FULL) and durability "sync": each step's checkpoint is committed before the
// next step starts. State is one counter, so checkpoints stay small (a favourable case for it).
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Annotation, END, START, StateGraph } from '@langchain/langgraph';
import { SqliteSaver } from '@langchain/langgraph-checkpoint-sqlite';
import { chainLength, measure, report, steps } from './common.ts';

const directory = process.argv[2]!;
const require = createRequire(import.meta.url);
const version = require('@langchain/langgraph/package.json').version as string;

const State = Annotation.Root({
  count: Annotation<number>({ reducer: (_old: number, value: number) => value, default: () => 0 }),
});
const ids = Array.from({ length: chainLength }, (_, i) => `n${i}`);
let builder: any = new StateGraph(State);
for (const id of ids)
  builder = builder.addNode(id, async (state: { count: number }) => {
    steps.mark();
    return { count: state.count + 1 };
  });
builder = builder.addEdge(START, ids[0]);
for (let i = 1; i < ids.length; i += 1) builder = builder.addEdge(ids[i - 1], ids[i]);
builder = builder.addEdge(ids.at(-1), END);

const saver = SqliteSaver.fromConnString(path.join(directory, 'langgraph.sqlite'));
const app = builder.compile({ checkpointer: saver });

const figures = await measure(directory, async (round) => {
  const start = performance.now();
  const result = await app.invoke(
    { count: 0 },
    { configurable: { thread_id: `chain-${round}` }, recursionLimit: chainLength + 10, durability: 'sync' },
  );
  const ms = performance.now() - start;
  if (result.count !== chainLength) throw new Error(`LangGraph chain counted ${result.count}`);
  return ms;
});
report({
  peer: 'LangGraph.js + SQLite checkpointer',
  version,
  durability: 'durability "sync"; SQLite WAL, synchronous=FULL',
  rounds: 3,
  ...figures,
});
