// The runner reaches the workspace layer only through its public index (DESIGN.md section 2), so
// the workspace may reorganise its inner files without breaking the runner.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const runnerSource = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/runner');

describe('runner imports', () => {
  it('import the workspace layer from src/workspace/index.ts only', async () => {
    const files = (await readdir(runnerSource, { recursive: true })).filter((file) => file.endsWith('.ts'));
    const inner: string[] = [];
    for (const file of files) {
      const text = await readFile(path.join(runnerSource, file), 'utf8');
      for (const match of text.matchAll(/from '((?:\.\.\/)+workspace\/[^']+)'/g)) {
        if (!match[1]!.endsWith('workspace/index.ts')) inner.push(`${file}: ${match[1]}`);
      }
    }
    expect(files.length).toBeGreaterThan(10);
    expect(inner).toEqual([]);
  });
});
