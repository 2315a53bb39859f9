// A hex dump printed a line at a time with offsets and a text column (`xxd`, `od -A x -t x1z`,
// `hexdump -C`: 16 bytes a line): a secret longer than a line is never whole in one, so the
// writer holds consecutive dump lines and checks their bytes joined. Each line that carries part
// of the secret is kept with its hex and text columns as ***, its offset kept; the other lines as
// the tool printed them. The dumps are the real tools' output.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { parseAttemptLog } from '../../src/runner/output/format.ts';
import { readAttemptLog, type RunStorage } from '../../src/store/index.ts';
import { tempStore } from '../store/helpers.ts';
import { redactingWriter } from './attempt-writer.ts';

const secret = 'sk-live-0123456789abcdefXYZ-secret-value';

const writer = (storage: RunStorage, attemptId: string) => redactingWriter(storage, attemptId, [secret]);

async function written(storage: RunStorage, attemptId: string, text: string) {
  const out = writer(storage, attemptId);
  out.write('stdout', text);
  const closed = parseAttemptLog((await out.close()).content).lines.map((line) => line.t);
  const file = await readAttemptLog(storage, 'run-1', attemptId);
  return { closed, live: parseAttemptLog(file.head, file.tail).lines.map((line) => line.t) };
}

/** A line of each tool: offset, hex columns, text column (its `|` `|` or `>` `<` apart). */
const layouts = {
  // 10 characters of offset, 39 of hex columns, 2 blanks, the text from the 52nd.
  xxd: { args: [], line: /^([0-9a-f]{8}: )([0-9a-f ]{39})( {2})(.{1,16})()$/ },
  'od -A x -t x1z': { args: ['-A', 'x', '-t', 'x1z'], line: /^([0-9a-f]+ )([0-9a-f ]+?)( +>)(.+)(<)$/ },
  'hexdump -C': { args: ['-C'], line: /^([0-9a-f]+ {2})([0-9a-f ]+?)( +\|)(.+)(\|)$/ },
};
type Tool = keyof typeof layouts;

function dump(tool: Tool, bytes: Buffer): string {
  return execFileSync(tool.split(' ')[0]!, layouts[tool].args, { input: bytes }).toString('utf8');
}

/** The tool's lines with those that hold bytes [from, to) masked, as the writer should keep them. */
function masked(tool: Tool, lines: string[], from: number, to: number): string[] {
  return lines.map((line, index) => {
    const parts = layouts[tool].line.exec(line);
    const start = index * 16;
    if (parts === null || start >= to || start + 16 <= from) return line;
    const blanks = parts[2]!.length - parts[2]!.trimEnd().length;
    return `${parts[1]}***${' '.repeat(blanks)}${parts[3]}***${parts[5]}`;
  });
}

/** The hex digits a line's hex columns hold. */
const hexOf = (tool: Tool, line: string) => layouts[tool].line.exec(line)?.[2]!.replaceAll(' ', '') ?? '';

describe('a secret in a hex dump printed a line at a time', () => {
  it.each(Object.keys(layouts) as Tool[])('masks each line that carries part of it: %s', async (tool) => {
    const storage = await tempStore({ knownSecrets: [secret] });
    const before = 'config loaded: token=';
    const bytes = Buffer.from(`${before}${secret}\nand more bytes after it, harmless\n`);
    const lines = dump(tool, bytes).split('\n').slice(0, -1);
    // No line alone holds the secret, in its hex or its text column.
    for (const line of lines) {
      expect(line).not.toContain(secret);
      expect(Buffer.from(hexOf(tool, line), 'hex').includes(secret)).toBe(false);
    }
    const { closed, live } = await written(storage, 'a1', `before\n${lines.join('\n')}\nafter\n`);
    const expected = masked(tool, lines, before.length, before.length + secret.length);
    expect(closed).toEqual(['before', ...expected, 'after']);
    expect(live).toEqual(closed);
    // Lines 1 to 3 carry it (bytes 21 to 60); the first and the last are kept as they were.
    expect(closed.filter((line) => line.includes('***'))).toHaveLength(3);
    expect(closed[1]).toBe(lines[0]);
    expect(closed.at(-2)).toBe(lines.at(-1));
  });

  it('masks the lines of a dump without offsets or text column (od -An -t x1)', async () => {
    const storage = await tempStore({ knownSecrets: [secret] });
    const before = 'config loaded: token=';
    const input = Buffer.from(`${before}${secret}\nand more bytes after it, harmless\n`);
    const lines = execFileSync('od', ['-An', '-t', 'x1'], { input }).toString('utf8').split('\n').slice(0, -1);
    expect(lines).toHaveLength(6);
    // Bytes 21 to 60: lines 1 to 3.
    const { closed } = await written(storage, 'a4', `${lines.join('\n')}\n`);
    expect(closed).toEqual([lines[0], ' ***', ' ***', ' ***', lines[4], lines[5]]);
  });

  it('keeps a dump that hides nothing, and checks a long dump in windows', async () => {
    const storage = await tempStore({ knownSecrets: [secret] });
    const harmless = dump('xxd', Buffer.from('a harmless text, printed as a dump. '.repeat(40)))
      .split('\n')
      .slice(0, -1);
    expect((await written(storage, 'a2', `${harmless.join('\n')}\n`)).closed).toEqual(harmless);
    // 200 lines, more than are held at once: the secret (lines 63 to 65) crosses the end of the first
    // window (lines 0 to 64).
    const pad = 63 * 16 + 3;
    const bytes = Buffer.from(`${'q'.repeat(pad)}${secret}${'r'.repeat(16 * 200 - pad - secret.length)}`);
    const long = dump('xxd', bytes).split('\n').slice(0, -1);
    expect(long).toHaveLength(200);
    const { closed } = await written(storage, 'a3', `${long.join('\n')}\n`);
    expect(closed).toEqual(masked('xxd', long, pad, pad + secret.length));
    expect(closed.slice(63, 66).every((line) => line.endsWith(': ***  ***'))).toBe(true);
  });
});
