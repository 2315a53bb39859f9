// Tests make thousands of temp directories (stores, git repositories, killed workers' leftovers) and
// many are never removed by the test that made them: a developer's /tmp grew by gigabytes a day.
// Every temp directory of one `npm test` (the test processes and every process they start) goes
// below one root, removed when the run ends.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function setup(): () => void {
  const root = mkdtempSync(join(tmpdir(), 'supervised-run-tests-'));
  process.env['TMPDIR'] = root;
  return () => rmSync(root, { recursive: true, force: true });
}
