// Which values a command node's captured output must never show. The runner narrows the worker's
// environment to a fixed allow-list plus the names the caller listed in environmentVariables (which
// are how secrets reach a run), so every value outside the allow-list is treated as a secret.
import { secretValuesOf } from '../../engine/index.ts';

/** The runner's base allow-list: present in every worker, not secret. */
const plainNames = new Set(['PATH', 'HOME', 'TMPDIR', 'TMP', 'TEMP', 'SystemRoot', 'USERPROFILE', 'PATHEXT']);

export function environmentSecrets(env: Readonly<Record<string, string | undefined>>): string[] {
  const names = Object.keys(env).filter((name) => !plainNames.has(name) && !name.startsWith('OBVERSA_'));
  return [...new Set([...secretValuesOf(env, names)])];
}
