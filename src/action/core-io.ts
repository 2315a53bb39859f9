// ActionIO over @actions/core: the only place main and post touch the runner's command protocol.
import * as core from '@actions/core';
import type { ActionIO } from './io.ts';

export const coreIO: ActionIO = {
  setSecret: (value) => core.setSecret(value),
  setOutput: (name, value) => core.setOutput(name, value),
  saveState: (name, value) => core.saveState(name, value),
  getState: (name) => core.getState(name),
  info: (message) => core.info(message),
  warning: (message, title) => core.warning(message, title === undefined ? undefined : { title }),
  error: (message) => core.error(message),
  setFailed: (message) => core.setFailed(message),
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
