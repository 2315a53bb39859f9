// The Action's main step (a chunk of dist/bundle.js): binds runJob to @actions/core, the process environment
// and the runner's cancellation signals. Everything else is in run-job.ts.
import { Cancellation } from './cancellation.ts';
import { coreIO } from './core-io.ts';
import { runJob } from './run-job.ts';
import { z } from 'zod';

// zod fixes when a schema is built whether it parses through a fast path compiled with new Function
// at its first parse; a step parses most of its schemas once, and that compile costs it more than it
// saves (measured: the inputs' parse 9.5 ms -> 5 ms of a cold start). Said before this step builds
// any schema that it parses: the inputs' schema is built at their first parse.
z.config({ jitless: true });

const cancellation = new Cancellation();
// The runner cancels a step with SIGINT, then SIGTERM ~7.5 s later: either interrupts the run
// cleanly (a handler also keeps Node from exiting before the store is saved).
process.on('SIGINT', () => cancellation.cancel('SIGINT (the job was cancelled)'));
process.on('SIGTERM', () => cancellation.cancel('SIGTERM (the job was cancelled or timed out)'));

try {
  await runJob({ env: process.env, cwd: process.cwd(), io: coreIO, cancellation });
} catch (error) {
  // A bug or an environment failure outside every expected path: fail the step with what it said.
  coreIO.setFailed(`unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
}
