// The Action's main step (a chunk of dist/bundle.js): binds runJob to @actions/core, the process environment
// and the runner's cancellation signals. Everything else is in run-job.ts.
import { Cancellation } from './cancellation.ts';
import { coreIO } from './core-io.ts';
import { runJob } from './run-job.ts';

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
