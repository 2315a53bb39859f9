// An install from git gets the library built: npm runs a git dependency's `prepare` (never its
// `prepack`) in a clone with its devDependencies installed, twice (its install in the clone, then
// its pack). Here in a copy of what a clone holds, with this checkout's node_modules: the first
// `npm run prepare` builds lib/ (JavaScript, declarations, manifest), the second finds it fresh.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..');

function prepare(clone: string): string {
  return execFileSync('npm', ['run', '--silent', 'prepare'], { cwd: clone, encoding: 'utf8', timeout: 240_000 });
}

describe('npm prepare (an install from git)', () => {
  it('builds lib/ when it is missing or stale, and leaves a fresh one alone', () => {
    const clone = mkdtempSync(path.join(tmpdir(), 'sr-prepare-'));
    try {
      for (const entry of ['package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.lib.json', 'scripts', 'src'])
        cpSync(path.join(root, entry), path.join(clone, entry), { recursive: true });
      symlinkSync(path.join(root, 'node_modules'), path.join(clone, 'node_modules'), 'dir');

      prepare(clone);
      for (const built of ['index.js', 'index.d.ts', 'engine/testing/index.js', 'runner/worker/worker-entry.js'])
        expect(existsSync(path.join(clone, 'lib', built)), built).toBe(true);
      const manifest = JSON.parse(readFileSync(path.join(clone, 'lib', 'manifest.json'), 'utf8')) as {
        sources: string;
      };
      expect(manifest.sources).toMatch(/^sha256:[0-9a-f]{64}$/);

      const builtAt = statSync(path.join(clone, 'lib', 'index.js')).mtimeMs;
      expect(prepare(clone)).toContain('lib/ is built from the current sources');
      expect(statSync(path.join(clone, 'lib', 'index.js')).mtimeMs).toBe(builtAt);
    } finally {
      rmSync(clone, { recursive: true, force: true });
    }
  }, 300_000);
});
