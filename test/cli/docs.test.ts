// docs/cli.md documents every command and every flag the CLI accepts, and the exit codes.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { commands } from '../../src/cli/run.ts';
import { exitCodes } from '../../src/cli/errors.ts';
import { repoRoot } from './helpers.ts';

const shared = new Set(['store', 'namespace', 'json']);

describe('docs/cli.md', () => {
  it('has a section per command naming each of its flags, and the exit code table', async () => {
    const doc = await readFile(path.join(repoRoot, 'docs/cli.md'), 'utf8');
    for (const { spec } of commands) {
      const start = doc.indexOf(`\n## ${spec.name}\n`);
      expect(start, `section for ${spec.name}`).toBeGreaterThan(0);
      const section = doc.slice(start, doc.indexOf('\n## ', start + 1));
      for (const flag of Object.keys(spec.flags)) {
        // --store, --namespace and --json are described once, before the commands.
        expect(
          shared.has(flag) ? doc.slice(0, doc.indexOf('\n## start\n')) : section,
          `${spec.name} --${flag}`,
        ).toContain(`--${flag}`);
      }
    }
    for (const code of Object.values(exitCodes)) expect(doc).toMatch(new RegExp(`^\\| ${code} \\| `, 'm'));
  });
});
