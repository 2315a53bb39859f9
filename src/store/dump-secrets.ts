// Known secrets across consecutive lines of a hex dump (dump-lines.ts): their bytes joined, each
// line that carries part of a secret found. A secret as it is (JSON-escaped, UTF-16LE) is placed
// byte for byte; one behind an encoding or in a view (a colour code between its bytes) cannot be,
// so then every line goes.
import type { DumpLine } from './dump-lines.ts';
import { findSecretInBytes } from './secret-scan.ts';
import type { SecretMatcher } from './secrets.ts';

/** Per line: whether it carries part of a known secret, the lines' bytes joined. */
export function dumpLinesHidingSecrets(matcher: SecretMatcher, lines: readonly DumpLine[]): boolean[] {
  const hidden = lines.map(() => false);
  if (matcher.minSecretBytes === 0) return hidden;
  const joined = Buffer.concat(lines.map((line) => line.bytes));
  if (joined.length < matcher.minSecretBytes) return hidden;
  const ends: number[] = [];
  let offset = 0;
  for (const line of lines) ends.push((offset += line.bytes.length));
  for (const { start, end } of matcher.occurrences(joined)) {
    let index = 0;
    while (ends[index]! <= start) index += 1;
    for (; index < lines.length && ends[index]! - lines[index]!.bytes.length < end; index += 1) hidden[index] = true;
  }
  if (findSecretInBytes(matcher, matcher.redact(joined)) !== null) hidden.fill(true);
  return hidden;
}
