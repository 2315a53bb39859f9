// The package version, from the package.json above this file (src/cli/ in a checkout, dist/ in the bundle).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export async function packageVersion(): Promise<string> {
  let directory = path.dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 4; depth += 1) {
    try {
      const parsed = JSON.parse(await readFile(path.join(directory, 'package.json'), 'utf8')) as {
        name?: unknown;
        version?: unknown;
      };
      if (parsed.name === 'supervised-run' && typeof parsed.version === 'string') return parsed.version;
    } catch {
      // Not here: look one level up.
    }
    directory = path.dirname(directory);
  }
  return 'unknown';
}
