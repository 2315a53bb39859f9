// Who is at the terminal, recorded with reconcile decisions, takeovers and cancels (--by overrides).
import os from 'node:os';

export function currentUser(env: Readonly<Record<string, string | undefined>>): string {
  let name = env.USER ?? env.USERNAME ?? env.LOGNAME;
  if (name === undefined || name === '') {
    try {
      name = os.userInfo().username;
    } catch {
      name = 'cli';
    }
  }
  return `${name} (supervised-run CLI)`;
}
