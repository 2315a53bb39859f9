// An independent check for a known secret a terminal would show: every decoded view of each stored
// file (test/support/decoded-views.ts) with terminal sequences removed (as raw ESC, and as JSON or
// a JS literal writes it: `\u001b`, `\x1b`), then decoded again. Written with regular expressions,
// apart from the store's own loops, so a test checks the store against another reading.
import path from 'node:path';
import { decodedViews, storedFiles } from '../support/decoded-views.ts';

const introducer = String.raw`(?:\x1b|\\u001[bB]|\\x1[bB]|\\033)`;
const terminator = String.raw`(?:\x07|\\u0007|${introducer}\\{1,2})`;
/** CSI, OSC (up to BEL or ST), and ESC + intermediates + final. */
const sequences = new RegExp(`${introducer}(?:\\[[0-?]*[ -/]*[@-~]|\\][^\\x07\\x1b]*?${terminator}|[ -/]*[0-~])`, 'g');

/** The text without terminal sequences. */
export function withoutSequences(text: string): string {
  return text.replace(sequences, '');
}

/** Whether some view of the bytes, its sequences removed, reveals a secret (also behind an encoding). */
export function revealsThroughColour(bytes: Buffer, secrets: readonly string[]): boolean {
  const needles = secrets.map((secret) => Buffer.from(secret, 'utf8'));
  for (const view of decodedViews(bytes)) {
    const text = view.toString('utf8');
    const plain = withoutSequences(text);
    if (plain === text) continue;
    if (decodedViews(Buffer.from(plain, 'utf8')).some((again) => needles.some((needle) => again.includes(needle))))
      return true;
  }
  return false;
}

/** The stored files (relative paths) that reveal a secret through colour codes, or as they are. */
export async function filesRevealingThroughColour(directory: string, secrets: readonly string[]): Promise<string[]> {
  const needles = secrets.map((secret) => Buffer.from(secret, 'utf8'));
  const found: string[] = [];
  for (const [file, bytes] of await storedFiles(directory)) {
    const plain = decodedViews(bytes).some((view) => needles.some((needle) => view.includes(needle)));
    if (plain || revealsThroughColour(bytes, secrets)) found.push(path.relative(directory, file));
  }
  return found;
}
