// Laying out a resume command to read without scrolling: a command longer than a line puts each
// flag (with its value) on its own continuation line, so the decision is always at the start of
// a line; a word still too long is split inside, where the shell joins it back (`\` + newline is
// removed before words are formed, so `'ab'\⏎'cd'` is the one word `abcd`). The text a person
// copies runs exactly the one-line command (test/report/command-layout.test.ts runs both in sh).

/** Characters per line: fits GitHub's code block at 1000 px with room to spare. */
export const commandWidth = 76;

/**
 * The words of a command as commands.ts writes them: bare characters, `'…'` quoted parts, `\'`
 * and `"$(printf '…')"` parts, separated by single spaces outside quotes.
 */
export function commandWords(command: string): string[] {
  const words: string[] = [];
  let word = '';
  let quote: "'" | '"' | null = null;
  const chars = [...command];
  for (let i = 0; i < chars.length; i += 1) {
    const char = chars[i] as string;
    if (quote === null && char === ' ') {
      if (word !== '') words.push(word);
      word = '';
      continue;
    }
    word += char;
    if (quote === null && char === '\\' && i + 1 < chars.length) word += chars[++i] as string;
    else if (quote === null && (char === "'" || char === '"')) quote = char;
    else if (quote === "'" && char === "'") quote = null;
    // Inside "$(printf '…')" the only `"` is the closing one.
    else if (quote === '"' && char === '"') quote = null;
  }
  if (word !== '') words.push(word);
  return words;
}

/**
 * Splits one word into lines: the first at most `firstWidth` characters, the others `width`, each
 * but the last ending in `\` (inside single quotes `'\`, reopened on the next line). Never inside
 * a printf part, never between `\` and the character it escapes.
 */
function splitWord(word: string, firstWidth: number, width: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  let length = 0;
  let quote: "'" | '"' | null = null;
  const chars = [...word];
  for (let i = 0; i < chars.length; i += 1) {
    const char = chars[i] as string;
    let token = char;
    if (quote === null && char === '\\' && i + 1 < chars.length) token += chars[++i] as string;
    const opens = quote === null && (char === "'" || char === '"');
    const closes = (quote === "'" && char === "'") || (quote === '"' && char === '"');
    const room = (pieces.length === 0 ? firstWidth : width) - 2;
    if (length + token.length > room && quote !== '"' && !closes && piece !== '' && piece !== "'") {
      pieces.push(quote === "'" ? `${piece}'\\` : `${piece}\\`);
      piece = quote === "'" ? "'" : '';
      length = piece.length;
    }
    piece += token;
    // A quoted newline starts a new line by itself.
    length = char === '\n' ? 0 : length + token.length;
    if (opens) quote = char;
    else if (closes) quote = null;
  }
  pieces.push(piece);
  return pieces;
}

/** The words grouped: the words before the first flag, then each flag with the words after it. */
function flagGroups(words: readonly string[]): string[][] {
  const groups: string[][] = [];
  for (const word of words) {
    const last = groups.at(-1);
    if (last === undefined || word.startsWith('-')) groups.push([word]);
    else last.push(word);
  }
  return groups;
}

/**
 * The command as lines to show: one line when it fits, else flags (with their values) packed onto
 * continuation lines, the decision starting a line of its own.
 */
export function commandLines(command: string, width = commandWidth, decisionFlag = 'decision'): string[] {
  if ([...command].length <= width && !command.includes('\n')) return [command];
  const groups = flagGroups(commandWords(command));
  const startsLine = (group: readonly string[]) =>
    group[0] === `--${decisionFlag}` || (group[0] === '-f' && (group[1] ?? '').startsWith(`${decisionFlag}=`));
  const lines: string[] = [];
  groups.forEach((group, index) => {
    const ending = index === groups.length - 1 ? '' : ' \\';
    const text = group.join(' ');
    const current = lines.at(-1);
    // Joins the current line (dropping its ` \`) when both fit on it.
    if (current !== undefined && !startsLine(group) && !text.includes('\n')) {
      const joined = `${current.slice(0, -2)} ${text}`;
      if ([...joined].length + ending.length <= width) {
        lines[lines.length - 1] = joined + ending;
        return;
      }
    }
    const indent = index === 0 ? '' : '  ';
    if ([...(indent + text)].length + ending.length <= width && !text.includes('\n')) {
      lines.push(indent + text + ending);
      return;
    }
    // Too long: the group's last word is split inside (the shell joins the pieces back).
    const head = `${indent}${group.slice(0, -1).join(' ')}${group.length > 1 ? ' ' : ''}`;
    const pieces = splitWord(group.at(-1) as string, width - [...head].length, width);
    pieces[0] = head + (pieces[0] as string);
    pieces[pieces.length - 1] = (pieces.at(-1) as string) + ending;
    lines.push(...pieces.join('\n').split('\n'));
  });
  return lines;
}
