// dist/index.js, the Action's one bundle for both of its steps (action.yml names it as `main` and
// as `post`). The runner gives the post step the state main saved, so main records `postState`
// before anything else and the post step finds it. Each step's code is a separate chunk, loaded
// here: the main step never loads the post step's modules and the reverse.
import { getState, issueFileCommand } from './workflow-commands.ts';

/** The state main saves first: its presence makes this process the post step. */
const postState = 'supervised-run-post';

if (getState(postState) !== '') {
  await import('./post.ts');
} else {
  issueFileCommand('GITHUB_STATE', postState, '1');
  await import('./main.ts');
}
// The step is done: its log lines and file commands are written synchronously (stdout is a pipe
// or a file on the runner), and nothing it started is left running. Exiting here skips tearing
// down the heap, which a natural exit of a step that loaded the cache client does first (measured:
// the runner sees the process end ~8 ms sooner), and a handle left open (a keep-alive socket) cannot
// keep a finished step alive. The exit code is what the step set (setFailed).
process.exit();
