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
  lines.forEach((line, index) => {
    const at = `line ${index + 1}`;
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
  return problems;
}

/** The commands of the `<pre><code>` blocks, as a person copying them gets them. */
export function preCommands(markdown: string): string[] {
  return markdown
    .split('\n')
    .filter((line) => line.startsWith('<pre><code>'))
    .map((line) => decodeReferences(line.slice('<pre><code>'.length, -'</code></pre>'.length)));
}
