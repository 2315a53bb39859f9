// A secret printed as a dump of characters a line at a time (`echo "$TOKEN" | od -c`, as a user
// checks a token for a stray newline; `hexdump -c`; octal bytes, `od -b`), through the attempt
// output writer: no line alone holds the secret, so the lines are held and read joined, and each
// line that carries part of it has its cells masked, its offset kept. The dumps are the real tools' output.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { parseAttemptLog } from '../../../src/runner/output/format.ts';
import { createSecretMatcher, findSecretInValue, readAttemptLog } from '../../../src/store/index.ts';
import { tempStore } from '../../store/helpers.ts';
import { redactingWriter } from '../attempt-writer.ts';

const secret = 'sk-live-0123456789abcdefXYZ-secret-value';
const matcher = createSecretMatcher([secret]);

const dumped = (command: string, input: string) =>
  execFileSync('bash', ['--noprofile', '--norc', '-c', command], { input }).toString('utf8').split('\n').slice(0, -1);

describe('a dump of characters, a line at a time', () => {
  it.each(['od -c', 'hexdump -c', 'od -A x -c', 'od -b'])(
    'masks each line that carries part of it: %s',
    async (command) => {
      const storage = await tempStore({ knownSecrets: [secret] });
      const lines = dumped(command, `token=${secret}\nand more bytes after it, harmless\n`);
      for (const line of lines) expect(findSecretInValue(matcher, line)).toBeNull();
      const out = redactingWriter(storage, 'a1', [secret]);
      out.write('stdout', ['before', ...lines, 'after'].map((line) => `${line}\n`).join(''));
      const closed = parseAttemptLog((await out.close()).content).lines.map((line) => line.t);
      const file = await readAttemptLog(storage, 'run-1', 'a1');
      expect(parseAttemptLog(file.head, file.tail).lines.map((line) => line.t)).toEqual(closed);
      // Bytes 6 to 46: the first three lines (16 bytes a line), their offsets kept; the others as printed.
      const offset = (line: string) => /^[0-9a-f]+/.exec(line)![0];
      const expected = lines.map((line, index) =>
        index <= 2 ? `${offset(line)} ${command === 'od -b' ? '' : '  '}***` : line,
      );
      expect(closed).toEqual(['before', ...expected, 'after']);
      // A dump that hides nothing is kept as the tool printed it.
      const harmless = dumped(command, 'a harmless text, printed as a dump. '.repeat(4));
      const kept = redactingWriter(storage, 'a2', [secret]);
      kept.write('stdout', harmless.map((line) => `${line}\n`).join(''));
      expect(parseAttemptLog((await kept.close()).content).lines.map((line) => line.t)).toEqual(harmless);
    },
  );
});
