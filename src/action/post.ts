// The Action's post step (a chunk of dist/bundle.js, `post-if: always()`): saves the store when the main step
// could not (killed or cancelled before its save), and writes a summary if main wrote none.
import { coreIO } from './core-io.ts';
import { runPostJob } from './job/post-job.ts';

try {
  await runPostJob({ env: process.env, cwd: process.cwd(), io: coreIO });
} catch (error) {
  // The post step never fails the job on its own: main already reported the run.
  const { describeError } = await import('../store/index.ts');
  coreIO.warning(`the post step could not save the store: ${describeError(error)}`);
}
