// DBOS Transact: a workflow of `chainLength` sequential steps (DBOS.runStep), its system database on a
// throwaway local PostgreSQL (postgres.ts). DBOS checkpoints each step's output in PostgreSQL before the
// workflow goes on. Skipped, with how to install it, when PostgreSQL's server binaries are not here.
import { performance } from 'node:perf_hooks';
import { chainLength, measure, packageVersion, report, skip, steps } from './common.ts';
import { cluster, installHint, postgresBin } from './postgres.ts';
import { onEnd } from './servers.ts';

const peer = 'DBOS Transact + PostgreSQL';
const directory = process.argv[2]!;

const bin = postgresBin();
if (bin === undefined) {
  skip(peer, `no PostgreSQL server binaries (initdb, pg_ctl): ${installHint}`);
  process.exit(0);
}
const postgres = cluster(bin, directory);
let dbosLaunched = false;
const cleanup = onEnd(async () => {
  try {
    if (dbosLaunched) await DBOS.shutdown();
  } finally {
    await postgres.stop();
  }
});
const { DBOS } = await import('@dbos-inc/dbos-sdk');

try {
  const started = await postgres.start();
  if (typeof started === 'string') {
    skip(peer, started);
    process.exit(0);
  }
  const version = packageVersion('@dbos-inc/dbos-sdk');
  const chain = DBOS.registerWorkflow(
    async (start: number): Promise<number> => {
      let count = start;
      for (let i = 0; i < chainLength; i += 1) {
        const before = count;
        count = await DBOS.runStep(
          async () => {
            steps.mark();
            return before + 1;
          },
          { name: `n${i}` },
        );
      }
      return count;
    },
    { name: 'chain' },
  );
  DBOS.setConfig({ name: 'bench', systemDatabaseUrl: started.url('dbos_bench_sys'), logLevel: 'error' });
  dbosLaunched = true;
  await DBOS.launch();
  const figures = await measure(directory, async (round) => {
    const start = performance.now();
    const handle = await DBOS.startWorkflow(chain, { workflowID: `chain-${round + 1}` })(0);
    const result = await handle.getResult();
    const ms = performance.now() - start;
    if (result !== chainLength) throw new Error(`DBOS chain counted ${result}`);
    return ms;
  });
  report({
    peer,
    version: `${version} (PostgreSQL ${started.version})`,
    durability:
      'each step checkpointed in PostgreSQL before the next; PostgreSQL defaults (fsync, synchronous_commit on)',
    rounds: 3,
    ...figures,
  });
} finally {
  await cleanup();
}
