// The Action's post step (a chunk of dist/bundle.js, `post-if: always()`): saves the store when the main step
// could not (killed or cancelled before its save), and writes a summary if main wrote none.
import { coreIO } from './core-io.ts';
import { runPostJob } from './job/post-job.ts';
import { StepSignals } from './job/post-signals.ts';

// A cancel reaches the post step too (SIGINT, SIGTERM ~7.5 s later, a kill 2.5 s after that). Node's
// default would end the step at once and lose the save it is making, the only one when main was
// killed before its own: a handler keeps the step going, and the save says it goes on (post-save.ts).
const signals = new StepSignals();
process.on('SIGINT', () => signals.receive('SIGINT (the job was cancelled)'));
process.on('SIGTERM', () => signals.receive('SIGTERM (the job was cancelled or timed out)'));

try {
  await runPostJob({ env: process.env, cwd: process.cwd(), io: coreIO, signals });
} catch (error) {
  // The post step never fails the job on its own: main already reported the run.
  const { describeError } = await import('../store/index.ts');
  coreIO.warning(`the post step could not save the store: ${describeError(error)}`);
}
