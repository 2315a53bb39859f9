// Where an encoded value sits in text, for the scan and the redaction of secret-scan.ts: lines of a
// wrapped encoding (joined before they are decoded) and the path segments of a run (redacted alone).

/**
 * Lines of an encoding wrapped inside longer text (`base64` wraps at 76, PEM at 64, `xxd -p` at 60):
 * full lines, which padding never ends, then the last line.
 */
export const wrappedBlocks = /(?:[A-Za-z0-9+/_-]{56,}\r?\n)+[A-Za-z0-9+/_-]+={0,2}/g;

/**
 * A match of wrappedBlocks cut where the block ends; the rest is other text. The block's last line
 * is its first of another width; a line after full-width lines is not the block's when it breaks
 * base64's length (a multiple of 4) that the lines before it keep (`after` below a dump).
 */
export function wrappedBlock(match: string): { block: string; rest: string } {
  const lines = match.split('\n');
  const width = lines[0]!.replace(/\r$/, '').length;
  const other = lines.findIndex((line, index) => index > 0 && line.replace(/\r$/, '').length !== width);
  let end = other < 0 ? lines.length : other + 1;
  const chars = (count: number) => lines.slice(0, count).join('').replace(/\r/g, '').length;
  const hex = /^[0-9A-Fa-f\r\n]+$/.test(match);
  if (!hex && end === lines.length && end > 1 && chars(end) % 4 !== 0 && chars(end - 1) % 4 === 0) end -= 1;
  if (end === lines.length) return { block: match, rest: '' };
  return { block: lines.slice(0, end).join('\n'), rest: `\n${lines.slice(end).join('\n')}` };
}

/**
 * `***` for a run of base64 characters that hides a secret, or, when it is a path (`cache/<hex>`),
 * for only the segments that hide it on their own (`cache/***`): the directory stays readable. A
 * secret whose encoding spans a `/` (base64 has it) hides in no one segment, so the run goes whole.
 */
export function narrowedToSegments(run: string, hides: (text: string) => boolean): string {
  if (!run.includes('/')) return '***';
  const segments = run.split('/').map((segment) => (hides(segment) ? '***' : segment));
  return segments.includes('***') ? segments.join('/') : '***';
}
