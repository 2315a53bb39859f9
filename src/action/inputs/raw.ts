// The action's inputs as the runner hands them over: INPUT_<NAME> environment variables (name
// upper-cased, spaces as "_", dashes kept), trimmed as core.getInput trims them. Read from an
// environment record so tests and the post step read exactly what main read.

/** Every input action.yml declares (test/action/inputs.test.ts keeps the two in step). */
export const actionInputNames = [
  'run-id',
  'graph',
  'host-module',
  'definition',
  'inputs',
  'mode',
  'position',
  'decision',
  'decision-output',
  'answer',
  'takeover',
  'retry-failed',
  'working-directory',
  'timeout',
  'max-dispatches',
  'budget-usd',
  'budget-tokens',
  'budget-soft',
  'raise-budget-usd',
  'raise-budget-tokens',
  'max-restarts',
  'initial-backoff',
  'max-backoff',
  'teardown-grace',
  'heartbeat',
  'record-changes',
  'log-limit',
  'environment-variables',
  'known-secrets',
  'storage-path',
  'namespace',
  'cache-prefix',
  'persist',
  'write-ahead',
  'checkpoint-interval',
  'from-run',
  'github-token',
  'interrupt-after',
  'fail-on',
  'run-id-input',
  'position-input',
  'decision-input',
  'answer-input',
] as const;
export type ActionInputName = (typeof actionInputNames)[number];

/** Inputs whose values are never echoed in messages. */
export const secretInputs: ReadonlySet<ActionInputName> = new Set(['known-secrets', 'github-token']);

/** Defaults as action.yml declares them (the runner fills them in; a direct `node dist/main.js` may not). */
export const inputDefaults: Readonly<Partial<Record<ActionInputName, string>>> = {
  inputs: '{}',
  mode: 'auto',
  takeover: 'false',
  'budget-soft': 'false',
  'retry-failed': 'false',
  'working-directory': '.',
  'max-restarts': '3',
  'initial-backoff': '1s',
  'max-backoff': '30s',
  'teardown-grace': '5s',
  heartbeat: '60s',
  'record-changes': 'true',
  namespace: 'default',
  'cache-prefix': 'supervised-run',
  persist: 'both',
  'write-ahead': 'auto',
  'checkpoint-interval': '5m',
  'interrupt-after': '5h50m',
  'fail-on': 'fail',
  'run-id-input': 'run-id',
  'position-input': 'position',
  'decision-input': 'decision',
  'answer-input': 'answer',
};

export type RawInputs = Record<ActionInputName, string>;

export function inputVariable(name: string): string {
  return `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;
}

/**
 * Each input's value, trimmed; an unset or empty input takes the action.yml default (workflows
 * often pass `mode: ${{ inputs.mode }}`, which is empty when the dispatch left it out).
 * Multi-line inputs keep their inner lines.
 */
export function readRawInputs(env: Readonly<Record<string, string | undefined>>): RawInputs {
  const raw = {} as RawInputs;
  for (const name of actionInputNames) {
    const value = (env[inputVariable(name)] ?? '').trim();
    raw[name] = value === '' ? (inputDefaults[name] ?? '') : value;
  }
  return raw;
}
