// Structural checks of rendered summaries: what a Markdown/HTML parser would trip on if the
// renderer let user text (or a trim) break the document.

const allowedTags = new Set([
  '<pre>',
  '<code>',
  '</code>',
  '</pre>',
  '<br>',
  '<wbr>',
  '<details>',
  '</details>',
  '<summary>',
  '</summary>',
]);

export function decodeReferences(text: string): string {
  // One pass: `&#38;amp;` is the text "&amp;", not "&".
  return text.replace(/&(?:#(\d+)|(amp|lt|gt|quot));/g, (_, code: string | undefined, name: string | undefined) =>
    code !== undefined
      ? String.fromCodePoint(Number(code))
      : (({ amp: '&', lt: '<', gt: '>', quot: '"' } as Record<string, string>)[name as string] as string),
  );
}

export function cells(row: string): string[] {
  return row.slice(2, -2).split(' | ');
}

/** Problems found (empty when well-formed). */
export function wellFormedProblems(markdown: string): string[] {
  const problems: string[] = [];
  if (!markdown.endsWith('\n')) problems.push('does not end with a newline');
  const lines = markdown.split('\n');
  let tableWidth: number | null = null;
  // Inside a fenced code block everything is text: only its closing fence matters.
  let fence: string | null = null;
  lines.forEach((line, index) => {
    const at = `line ${index + 1}`;
    if (fence !== null) {
      if (line === fence) fence = null;
      return;
    }
    const opens = /^(`{3,})sh$/.exec(line);
    if (opens !== null) {
      fence = opens[1] as string;
      return;
    }
    for (const tag of line.match(/<[^>]*>/g) ?? []) if (!allowedTags.has(tag)) problems.push(`${at}: raw tag ${tag}`);
    if (/<(?![/]?(pre|code|br|wbr|details|summary)>)/.test(line)) problems.push(`${at}: raw "<"`);
    for (const match of line.matchAll(/&/g)) {
      if (!/^&(#\d+|amp|lt|gt|quot);/.test(line.slice(match.index))) problems.push(`${at}: bare "&" or cut reference`);
    }
    if (
      (line.startsWith('<pre>') || line.includes('<pre>')) &&
      !(line.startsWith('<pre><code>') && line.endsWith('</code></pre>'))
    ) {
      problems.push(`${at}: <pre> block not on one line`);
    }
    if ((line.match(/`/g) ?? []).length % 2 !== 0) problems.push(`${at}: unbalanced backticks`);
    if (line.startsWith('|')) {
      if (!line.endsWith(' |')) problems.push(`${at}: table row not closed`);
      const width = (line.match(/\|/g) ?? []).length;
      if (tableWidth === null) {
        tableWidth = width;
        const next = lines[index + 1] ?? '';
        if (!/^\| (---:?|:?---)( \| (---:?|:?---))* \|$/.test(next))
          problems.push(`${at}: table head without separator`);
      } else if (width !== tableWidth) {
        problems.push(`${at}: ${width - 1} cells where the table has ${tableWidth - 1}`);
      }
    } else {
      if (tableWidth !== null && line !== '') problems.push(`${at}: text directly under a table`);
      tableWidth = null;
    }
  });
  if (fence !== null) problems.push('a fenced code block is not closed');
  return problems;
}

/**
 * The commands of the fenced code blocks as one line each: the layout's continuations undone
 * (` \` + newline + indent between words; `\` + newline, or `'\` + newline + `'` inside a quoted
 * part, within a word). test/report/command-layout.test.ts checks in sh that both forms run alike.
 */
export function fencedCommands(markdown: string): string[] {
  return fencedBlocks(markdown).map((block) => unfoldCommand(block.split('\n')));
}

/** The text of each `sh` fenced code block, as the copy button copies it. */
export function fencedBlocks(markdown: string): string[] {
  const blocks: string[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const open = /^(`{3,})sh$/.exec(lines[i] as string);
    if (open === null) continue;
    const body: string[] = [];
    for (i += 1; i < lines.length && lines[i] !== open[1]; i += 1) body.push(lines[i] as string);
    blocks.push(body.join('\n'));
  }
  return blocks;
}

export function unfoldCommand(lines: readonly string[]): string {
  let command = lines[0] ?? '';
  for (const line of lines.slice(1)) {
    if (command.endsWith(' \\') && line.startsWith('  ')) command = `${command.slice(0, -2)} ${line.slice(2)}`;
    else if (command.endsWith("'\\") && line.startsWith("'")) command = command.slice(0, -2) + line.slice(1);
    else if (command.endsWith('\\') && !line.startsWith(' ')) command = command.slice(0, -1) + line;
    else command += `\n${line}`;
  }
  return command;
}

/** Name kept for the tests written before fenced blocks: the summary's commands. */
export const preCommands = fencedCommands;

/** The Markdown without its fenced code blocks (text there, whatever it holds). */
export function outsideCode(markdown: string): string {
  return markdown.replace(/^(`{3,})sh\n[\s\S]*?\n\1$/gm, '');
}
