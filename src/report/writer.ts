// One summary, two forms: GitHub-flavoured Markdown (the job summary) and plain text (a terminal).
// Sections build their lines through a Writer, so the content is the same and only the syntax
// differs. Both forms escape every user-controlled string completely: Markdown as character
// references (escape.ts), text by replacing controls and bidi characters (no terminal escape
// sequence, no forged line).
import {
  cleanText,
  escapeCell,
  escapePre,
  escapeText,
  tableHead,
  tableRow,
  truncateText,
  wellFormed,
} from './escape.ts';
import { commandLines } from './command-layout.ts';

export interface Writer {
  readonly kind: 'markdown' | 'text';
  /** Untrusted text on one line (newlines become spaces). */
  text(value: string, maxChars?: number): string;
  /** Untrusted text in a table cell. */
  cell(value: string, maxChars?: number): string;
  /** Emphasis around already-written inline text. */
  strong(inline: string): string;
  heading(level: 2 | 3 | 4, inline: string): string;
  bullet(inline: string): string;
  tableHead(headers: readonly string[], align?: readonly ('left' | 'right')[]): string[];
  tableRow(cells: readonly string[]): string;
  /** A shell command a person copies: a fenced code block (GitHub adds a copy button), lines broken to fit. */
  command(command: string): string;
  /** A link whose text is trusted and whose URL is already percent-encoded. */
  link(text: string, url: string): string;
  /** Lines that open a folded block (its summary is inline text). */
  foldOpen(summary: string): string[];
  foldClose(): string[];
  /** Untrusted multi-line text shown as it was printed (node output); no line of it can end the block. */
  preformatted(lines: readonly string[]): string;
  /** A callout's first line and its bullet lines. */
  callout(kind: 'WARNING' | 'IMPORTANT' | 'NOTE', items: readonly string[]): string[];
}

const backtickRuns = /`+/g;

/** A fence longer than any run of backticks in the content, so no line of it can close the block. */
export function fencedBlock(content: string, info = 'sh'): string {
  let longest = 0;
  for (const run of content.match(backtickRuns) ?? []) longest = Math.max(longest, run.length);
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${fence}${info}\n${content}\n${fence}`;
}

export const markdownWriter: Writer = {
  kind: 'markdown',
  text: (value, maxChars) => escapeText(value, maxChars),
  cell: (value, maxChars) => escapeCell(value, maxChars),
  strong: (inline) => `**${inline}**`,
  heading: (level, inline) => `${'#'.repeat(level)} ${inline}`,
  bullet: (inline) => `- ${inline}`,
  tableHead: (headers, align) => tableHead(headers, align),
  tableRow: (cells) => tableRow(cells),
  // NUL cannot be in an argument; a lone surrogate cannot be written as UTF-8.
  command: (command) => fencedBlock(commandLines(wellFormed(command).replaceAll('\0', '\uFFFD')).join('\n')),
  link: (text, url) => `[${text}](${url})`,
  foldOpen: (summary) => [`<details><summary>${summary}</summary>`, ''],
  foldClose: () => ['', '</details>'],
  // One line of raw HTML: escapePre turns newlines into references, so no output can end the block.
  preformatted: (lines) => `<pre><code>${escapePre(lines.join('\n'))}</code></pre>`,
  callout: (kind, items) => [`> [!${kind}]`, ...items.map((item) => `> - ${item}`)],
};

// Text tables: cells are joined with a separator no escaped value holds (controls become U+FFFD),
// and alignTextTables pads each run of such lines into columns.
const cellSeparator = '\u0000';
const rowMark = '\u0001';

export const textWriter: Writer = {
  kind: 'text',
  text: (value, maxChars = 2000) => cleanText(truncateText(value, maxChars)),
  cell: (value, maxChars = 500) => cleanText(truncateText(value, maxChars)),
  strong: (inline) => inline,
  heading: (level, inline) =>
    level === 4 ? inline : `${inline}\n${(level === 2 ? '=' : '-').repeat(Math.min(80, [...inline].length))}`,
  bullet: (inline) => `- ${inline}`,
  tableHead: (headers) => [rowMark + headers.join(cellSeparator)],
  tableRow: (cells) => rowMark + cells.join(cellSeparator),
  command: (command) =>
    commandLines(cleanText(command, { keepNewlines: true }))
      .map((line) => `    ${line}`)
      .join('\n'),
  link: (text, url) => `${text}: ${url}`,
  foldOpen: (summary) => [`${summary}:`],
  foldClose: () => [],
  preformatted: (lines) => lines.map((line) => `    ${cleanText(line)}`).join('\n'),
  callout: (kind, items) => [
    kind === 'WARNING' ? 'Warning:' : kind === 'IMPORTANT' ? 'Important:' : 'Note:',
    ...items.map((item) => `  - ${item}`),
  ],
};

const width = (cell: string): number => [...cell].length;

/** Pads the marked table lines of a text document into columns (two spaces apart). */
export function alignTextTables(document: string): string {
  const lines = document.split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length;) {
    if (!(lines[i] as string).startsWith(rowMark)) {
      out.push(lines[i] as string);
      i += 1;
      continue;
    }
    const rows: string[][] = [];
    while (i < lines.length && (lines[i] as string).startsWith(rowMark)) {
      rows.push((lines[i] as string).slice(1).split(cellSeparator));
      i += 1;
    }
    const widths: number[] = [];
    for (const row of rows) row.forEach((cell, c) => (widths[c] = Math.max(widths[c] ?? 0, width(cell))));
    for (const row of rows)
      out.push(
        `  ${row
          .map((cell, c) => (c === row.length - 1 ? cell : cell + ' '.repeat((widths[c] as number) - width(cell))))
          .join('  ')}`.trimEnd(),
      );
  }
  return out.join('\n');
}
