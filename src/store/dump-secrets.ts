// Known secrets across consecutive lines of a hex dump (dump-lines.ts): their bytes joined, each
// line that carries part of a secret found. Words a dump may print little-endian (`od -x`) are
// read both ways: big-endian as `xxd` prints them, swapped as `od` and `hexdump` do. A secret as
// it is (JSON-escaped, UTF-16LE) is placed byte for byte; one behind an encoding or in a view (a
// colour code between its bytes) cannot be, so then every line goes.
import type { DumpLine } from './dump-lines.ts';
import { scanBytes, scanOf } from './encoded-scan.ts';
import type { SecretMatcher } from './secrets.ts';

/** Per line: whether it carries part of a known secret, the lines' bytes joined. */
export function dumpLinesHidingSecrets(matcher: SecretMatcher, lines: readonly DumpLine[]): boolean[] {
  const hidden = lines.map(() => false);
  if (matcher.minSecretBytes === 0) return hidden;
  markHidden(matcher, lines, (line) => line.bytes, hidden);
  if (lines.some((line) => line.swapped !== undefined))
    markHidden(matcher, lines, (line) => line.swapped ?? line.bytes, hidden);
  return hidden;
}

/** Marks the lines that carry part of a secret in the bytes `read` gives, joined. */
function markHidden(
  matcher: SecretMatcher,
  lines: readonly DumpLine[],
  read: (line: DumpLine) => Buffer,
  hidden: boolean[],
): void {
  const joined = Buffer.concat(lines.map(read));
  if (joined.length < matcher.minSecretBytes) return;
  const ends: number[] = [];
  let offset = 0;
  for (const line of lines) ends.push((offset += read(line).length));
  for (const { start, end } of matcher.occurrences(joined)) {
    let index = 0;
    while (ends[index]! <= start) index += 1;
    for (; index < lines.length && ends[index]! - read(lines[index]!).length < end; index += 1) hidden[index] = true;
  }
  if (foundInBytes(matcher, matcher.redact(joined))) hidden.fill(true);
}

/**
 * A secret in the bytes as they are or behind an encoding: secret-scan.ts's findSecretInBytes, not
 * imported (that module reads dumps through this one).
 */
function foundInBytes(matcher: SecretMatcher, bytes: Buffer): boolean {
  return matcher.findBytes(bytes) !== null || scanBytes(scanOf(matcher), bytes, [], '$', 0) !== null;
}
