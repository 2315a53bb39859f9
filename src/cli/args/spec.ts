// How a command describes itself: its flags (what parseArgs reads and --help prints) and its help text.

export interface FlagSpec {
  type: 'string' | 'boolean';
  /** May be given more than once (values collect in order). */
  multiple?: boolean;
  /** Placeholder shown in help, e.g. FILE, ID, D (a duration). */
  value?: string;
  description: string;
}

export interface CommandSpec {
  name: string;
  /** One line for the command list. */
  summary: string;
  /** Usage line after `supervised-run `. */
  usage: string;
  flags: Record<string, FlagSpec>;
  /** Paragraphs printed after the flags. */
  notes?: string[];
  examples?: string[];
}

/** status and summary: they read only the store; the root goes into the commands they print. */
export const printedRootFlag: Record<string, FlagSpec> = {
  root: {
    type: 'string',
    value: 'DIR',
    description: 'The repository the run works in, named in the commands printed (default: none, they work from it)',
  },
};

export const storeFlags: Record<string, FlagSpec> = {
  store: {
    type: 'string',
    value: 'DIR',
    description: 'Run store directory (default: $SUPERVISED_RUN_STORE, else .supervised-run in the current directory)',
  },
  namespace: {
    type: 'string',
    value: 'NS',
    description: 'Namespace inside the store (default: $SUPERVISED_RUN_NAMESPACE, else "default")',
  },
};

export const jsonFlag: Record<string, FlagSpec> = {
  json: { type: 'boolean', description: 'Print one JSON document on stdout instead of text' },
};

export const runIdFlag: Record<string, FlagSpec> = {
  'run-id': { type: 'string', value: 'ID', description: 'The run (1-100 characters from A-Z a-z 0-9 . _ -)' },
};

export const exitCodeHelp = [
  'Exit codes: 0 completed (or a command that does not drive a run succeeded), 1 internal error,',
  '2 usage error (unknown flag, bad value, missing file or run), 3 paused / interrupted / orphaned',
  '(the run waits for a resume), 4 failed / stopped / timed out.',
];
