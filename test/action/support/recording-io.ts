// An ActionIO that records what a job told the runner, for in-process tests of runJob / runPostJob.
import type { ActionIO } from '../../../src/action/io.ts';

export interface RecordingIO extends ActionIO {
  secrets: string[];
  outputs: Record<string, string>;
  state: Record<string, string>;
  log: Array<{ level: 'info' | 'warning' | 'error' | 'failed'; message: string; title?: string }>;
  summary: string;
  failed: string | undefined;
}

export function recordingIO(initialState: Record<string, string> = {}): RecordingIO {
  const io: RecordingIO = {
    secrets: [],
    outputs: {},
    state: { ...initialState },
    log: [],
    summary: '',
    failed: undefined,
    setSecret: (value) => void io.secrets.push(value),
    setOutput: (name, value) => void (io.outputs[name] = value),
    saveState: (name, value) => void (io.state[name] = value),
    getState: (name) => io.state[name] ?? '',
    info: (message) => void io.log.push({ level: 'info', message }),
    warning: (message, title) =>
      void io.log.push({ level: 'warning', message, ...(title === undefined ? {} : { title }) }),
    error: (message) => void io.log.push({ level: 'error', message }),
    setFailed: (message) => {
      io.failed = message;
      io.log.push({ level: 'failed', message });
    },
    writeSummary: async (markdown) => {
      io.summary += markdown;
    },
  };
  return io;
}
