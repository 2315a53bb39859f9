// ActionIO over @actions/core: the only place main and post touch the runner's command protocol.
import { randomBytes } from 'node:crypto';
import * as core from '@actions/core';
import type { ActionIO } from './io.ts';

export const coreIO: ActionIO = {
  setSecret: (value) => core.setSecret(value),
  setOutput: (name, value) => core.setOutput(name, value),
  saveState: (name, value) => core.saveState(name, value),
  getState: (name) => core.getState(name),
  info: (message) => core.info(message),
  warning: (message) => core.warning(message),
  error: (message) => core.error(message),
  setFailed: (message) => core.setFailed(message),
  nodeOutput: (lines) => process.stdout.write(untrustedBlock(lines)),
  async writeSummary(markdown) {
    // Without GITHUB_STEP_SUMMARY (a local run) the summary goes to the log instead.
    if (!process.env.GITHUB_STEP_SUMMARY) {
      core.info(markdown);
      return;
    }
    await core.summary.addRaw(markdown).write();
    core.summary.emptyBuffer();
  },
};

/**
 * Node output between `::stop-commands::<token>` and `::<token>::`: the runner processes no command
 * in between, and a fresh 128-bit token per block cannot be guessed by the node to end it early.
 * Line breaks the runner would split on (CR) are shown escaped, so each node line stays one log line.
 */
export function untrustedBlock(lines: readonly string[]): string {
  const token = randomBytes(16).toString('hex');
  const body = lines.map((line) => line.replace(/\r/g, '\\r')).join('\n');
  return `::stop-commands::${token}\n${body}\n::${token}::\n`;
}
