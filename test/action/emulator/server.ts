// Runs the Actions emulator as its own process (for the end-to-end test, where the Action
// runs as separate processes too). Prints ONE line on stdout: the JSON env of the default
// job (it includes ACTIONS_EMULATOR_URL, where /_emulator/* control endpoints live), then
// serves until SIGTERM / SIGINT, or until stdin closes when stdin is a pipe.
//
//   node test/action/emulator/server.ts [--directory <state dir>] [--repository owner/name]
//                                       [--api-token <token>] [--github-run-id <n>]
import { fstatSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { startActionsEmulator, type ActionsEmulatorOptions } from './index.ts';

const { values } = parseArgs({
  options: {
    directory: { type: 'string' },
    repository: { type: 'string' },
    'api-token': { type: 'string' },
    'github-run-id': { type: 'string' },
  },
});

const options: ActionsEmulatorOptions = {};
if (values.directory !== undefined) options.directory = values.directory;
if (values.repository !== undefined) options.repository = values.repository;
if (values['api-token'] !== undefined) options.apiToken = values['api-token'];
if (values['github-run-id'] !== undefined) options.githubRunId = Number(values['github-run-id']);

const emulator = await startActionsEmulator(options);
process.stdout.write(`${JSON.stringify(emulator.env)}\n`);

let closing = false;
const shutdown = () => {
  if (closing) return;
  closing = true;
  emulator.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
// A parent that holds our stdin as a pipe and dies takes the emulator with it; stdin from
// /dev/null (stdio 'ignore') would end at once, so only a pipe or socket is watched.
const stdin = fstatSync(0);
if (stdin.isFIFO() || stdin.isSocket()) {
  process.stdin.on('end', shutdown);
  process.stdin.on('close', shutdown);
  process.stdin.resume();
}
