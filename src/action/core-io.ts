// ActionIO over the runner's workflow commands: the only place main and post touch the runner's
// command protocol (workflow-commands.ts writes it; see there why not @actions/core).
import type { ActionIO } from './io.ts';
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
  async writeSummary(markdown) {
    appendSummary(markdown);
  },
};

/**
 * Node output between `::stop-commands::<token>` and `::<token>::`: the runner processes no command
 * in between, and a fresh 128-bit token per block cannot be guessed by the node to end it early.
 * Line breaks the runner would split on (CR) are shown escaped, so each node line stays one log line.
 */
export function untrustedBlock(lines: readonly string[]): string {
  // node:crypto loads at the first node output, not before the step's first log line.
  const token = process.getBuiltinModule('node:crypto').randomBytes(16).toString('hex');
  const body = lines.map((line) => line.replace(/\r/g, '\\r')).join('\n');
  return `::stop-commands::${token}\n${body}\n::${token}::\n`;
}
