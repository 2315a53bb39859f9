// Where an encoded value sits in text, for the scan and the redaction of secret-scan.ts: lines of a
// wrapped encoding (joined before they are decoded) and the path segments of a run (redacted alone).

/**
 * Lines of an encoding wrapped inside longer text (`base64` wraps at 76, PEM at 64, `xxd -p` at 60):
 * full lines, which padding never ends, then the last line.
 */
export const wrappedBlocks = /(?:[A-Za-z0-9+/_-]{56,}\r?\n)+[A-Za-z0-9+/_-]+={0,2}/g;

/** One full line of such a block, as wrappedBlocks takes it (a writer that sees a line at a time asks). */
export function isWrappedFullLine(line: string): boolean {
  return /^[A-Za-z0-9+/_-]{56,}$/.test(line);
}

/** A block's last line, as wrappedBlocks takes it: shorter, or padded. */
export function isWrappedLastLine(line: string): boolean {
  return /^[A-Za-z0-9+/_-]+={0,2}$/.test(line);
}

/**
 * A match of wrappedBlocks split into its blocks, each ending at its first line of another width
 * (a line after them, such as `after` below a dump, is a piece of its own). A line after full-width
 * lines is not the block's when it breaks base64's length (a multiple of 4) that the lines before
 * it keep. Blocks joined in one match (a 76-wide dump right above a 64-wide one) come apart.
 */
export function wrappedPieces(match: string): string[] {
  const pieces: string[] = [];
  let lines = match.split('\n');
  while (lines.length > 0) {
    const end = blockEnd(lines);
    pieces.push(lines.slice(0, end).join('\n'));
    lines = lines.slice(end);
  }
  return pieces;
}

/** How many of these lines the first block takes. */
function blockEnd(lines: readonly string[]): number {
  const length = (line: string) => line.replace(/\r$/, '').length;
  const width = length(lines[0]!);
  const other = lines.findIndex((line, index) => index > 0 && length(line) !== width);
  if (other >= 0 && other < lines.length - 1) return other + 1;
  const chars = (count: number) => lines.slice(0, count).reduce((sum, line) => sum + length(line), 0);
  const hex = lines.every((line) => /^[0-9A-Fa-f]*\r?$/.test(line));
  const end = lines.length;
  return !hex && end > 1 && chars(end) % 4 !== 0 && chars(end - 1) % 4 === 0 ? end - 1 : end;
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
