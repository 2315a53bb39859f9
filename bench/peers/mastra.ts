// Mastra workflows: a 200-step sequential workflow persisted by LibSQLStore (a local SQLite file
// through libsql). Mastra writes the run's snapshot as steps complete.
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Mastra } from '@mastra/core/mastra';
import { createStep, createWorkflow } from '@mastra/core/workflows';
import { LibSQLStore } from '@mastra/libsql';
import { z } from 'zod';
import { chainLength, measure, report, steps } from './common.ts';

const directory = process.argv[2]!;
const require = createRequire(import.meta.url);
const version = require('@mastra/core/package.json').version as string;

const counter = z.object({ count: z.number() });
let workflow: any = createWorkflow({ id: 'chain', inputSchema: counter, outputSchema: counter });
for (let i = 0; i < chainLength; i += 1) {
  workflow = workflow.then(
    createStep({
      id: `n${i}`,
      inputSchema: counter,
      outputSchema: counter,
      execute: async ({ inputData }: { inputData: { count: number } }) => {
        steps.mark();
        return { count: inputData.count + 1 };
      },
    }),
  );
}
workflow.commit();
const mastra = new Mastra({
  workflows: { chain: workflow },
  storage: new LibSQLStore({ id: 'bench', url: `file:${path.join(directory, 'mastra.db')}` }),
  logger: false,
});

// Counted so the report says how often a run is persisted (durability is per snapshot write).
let snapshots = 0;
const workflows: any = await (mastra as any).getStorage().getStore('workflows');
const persist = workflows.persistWorkflowSnapshot.bind(workflows);
workflows.persistWorkflowSnapshot = (...args: unknown[]) => {
  snapshots += 1;
  return persist(...args);
};

const figures = await measure(directory, async () => {
  const run = await mastra.getWorkflow('chain').createRun();
  const start = performance.now();
  const result = await run.start({ inputData: { count: 0 } });
  const ms = performance.now() - start;
  if (result.status !== 'success' || result.result?.count !== chainLength)
    throw new Error(`Mastra chain ended ${result.status}`);
  return ms;
});
const perStep = Math.round((snapshots / ((1 + 3) * chainLength)) * 10) / 10;
report({
  peer: 'Mastra workflows + LibSQLStore',
  version,
  durability: `${perStep} snapshot writes per step to a local libsql (SQLite) file, library defaults`,
  rounds: 3,
  ...figures,
});
