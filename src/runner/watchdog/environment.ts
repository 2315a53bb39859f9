// The worker's environment: an allow-list of the watchdog's variables plus the names the caller
// lists, copied only when present and snapshotted per start/resume call (values never stored).
// The owned-command layer adds OBVERSA_ATTEMPT_ID / RUN_ID / HEADLESS / RUN_OWNER.

export const defaultEnvironmentNames = [
  'PATH',
  'HOME',
  'TMPDIR',
  'TMP',
  'TEMP',
  'SystemRoot',
  'USERPROFILE',
  'PATHEXT',
] as const;

export function snapshotEnvironment(
  names: readonly string[],
  source: NodeJS.ProcessEnv = process.env,
): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of [...defaultEnvironmentNames, ...names]) {
    const value = source[name];
    if (value !== undefined) env[name] = value;
  }
  return env;
}

/** Values that must never reach a record (redacted from stderr tails): the listed variables' values. */
export function listedValues(names: readonly string[], env: Record<string, string>): string[] {
  return names.map((name) => env[name]).filter((value): value is string => value !== undefined && value.length >= 4);
}
