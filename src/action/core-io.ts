// ActionIO over the runner's workflow commands: the only place main and post touch the runner's
// command protocol (workflow-commands.ts writes it; see there why not @actions/core).
import type { ActionIO } from './io.ts';
import { untrustedBlock } from '../report/index.ts';
import { appendSummary, getState, info, issueCommand, issueFileCommand } from './workflow-commands.ts';

export const coreIO: ActionIO = {
  setSecret: (value) => issueCommand('add-mask', value),
  setOutput: (name, value) => issueFileCommand('GITHUB_OUTPUT', name, value),
  saveState: (name, value) => issueFileCommand('GITHUB_STATE', name, value),
  getState,
  info,
  warning: (message, title) => issueCommand('warning', message, title === undefined ? {} : { title }),
  error: (message) => issueCommand('error', message),
  setFailed(message) {
    process.exitCode = 1;
    issueCommand('error', message);
  },
  nodeOutput: (lines) => process.stdout.write(untrustedBlock(lines)),
  group: (title) => issueCommand('group', title),
  endGroup: () => issueCommand('endgroup', ''),
  async writeSummary(markdown) {
    appendSummary(markdown);
  },
};
