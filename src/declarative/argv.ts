// Splits a `run:` string into argv the way a POSIX shell tokenises words, without a shell: quotes
// and backslashes are honoured, nothing is expanded ($VAR, globs and ~ stay literal). Unquoted shell
// operators, comments (`# ...`) and a leading `NAME=value` assignment are refused, because without a
// shell they would silently become arguments (or the name of the executable).

export class ArgvSyntaxError extends Error {
  override readonly name = 'ArgvSyntaxError';
}

const operatorStart = new Set(['|', '&', ';', '<', '>', '`', '(', ')']);
const assignment = /^([A-Za-z_][A-Za-z0-9_]*)=(\S*)/;

/** Splits `text` into words. Throws ArgvSyntaxError naming the problem (unterminated quote, operator...). */
export function splitCommandLine(text: string): string[] {
  const words: string[] = [];
  let word = '';
  let inWord = false;
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') {
      if (inWord) words.push(word);
      word = '';
      inWord = false;
      i += 1;
      continue;
    }
    if (!inWord) refuseAtWordStart(text, i, words.length);
    inWord = true;
    if (c === "'") {
      const end = text.indexOf("'", i + 1);
      if (end === -1) throw new ArgvSyntaxError(`unterminated single quote at character ${i + 1}`);
      word += text.slice(i + 1, end);
      i = end + 1;
    } else if (c === '"') {
      i = readDoubleQuoted(text, i, (part) => (word += part));
    } else if (c === '{' && text[i + 1] === '{' && text.indexOf('}}', i + 2) !== -1) {
      // A template ({{ needs.a.output }}) is one piece of a word: its spaces do not split it.
      const end = text.indexOf('}}', i + 2) + 2;
      word += text.slice(i, end);
      i = end;
    } else if (c === '\\') {
      if (i + 1 >= text.length) throw new ArgvSyntaxError('trailing backslash escapes nothing');
      // A backslash-newline joins lines, as in a shell.
      const next = text.charAt(i + 1);
      if (next !== '\n') word += next;
      i += 2;
    } else if (operatorStart.has(c) || (c === '$' && text[i + 1] === '(')) {
      const op = c === '$' ? '$(' : /^(\|\||&&|>>|<<|[|&;<>`()])/.exec(text.slice(i))![0];
      throw new ArgvSyntaxError(
        `shell operator "${op}" at character ${i + 1} is not supported: the string is split without a shell ` +
          '(quote it to pass it literally, or use an argv list such as [sh, -c, "..."])',
      );
    } else {
      word += c;
      i += 1;
    }
  }
  if (inWord) words.push(word);
  if (words.length === 0) throw new ArgvSyntaxError('the command is empty');
  return words;
}

/** A shell reads an unquoted `#` starting a word as a comment, and a first word NAME=value as an assignment. */
function refuseAtWordStart(text: string, i: number, wordIndex: number): void {
  if (text[i] === '#') {
    throw new ArgvSyntaxError(
      `"#" at character ${i + 1} starts a shell comment, but the string is split without a shell, so the comment ` +
        'words would be passed as arguments: remove the comment (or write it as a YAML comment after the value), ' +
        "or quote '#' to pass it literally",
    );
  }
  const set = wordIndex === 0 ? assignment.exec(text.slice(i)) : null;
  if (set !== null) {
    throw new ArgvSyntaxError(
      `"${set[0]}" at character ${i + 1} is a shell variable assignment, but the string is split without a shell, ` +
        `so it would run an executable named "${set[0]}": set the variable with the node's env: map ` +
        `(env: { ${set[1]}: "${set[2]}" }), or use the list form [env, ${set[0]}, ...] to run env(1)`,
    );
  }
}

/** Inside double quotes only \" \\ \$ \` and backslash-newline are escapes (POSIX); other backslashes stay. */
function readDoubleQuoted(text: string, start: number, emit: (part: string) => void): number {
  let i = start + 1;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '"') return i + 1;
    if (c === '\\' && i + 1 < text.length && '"\\$`\n'.includes(text[i + 1]!)) {
      if (text[i + 1] !== '\n') emit(text[i + 1]!);
      i += 2;
      continue;
    }
    emit(c);
    i += 1;
  }
  throw new ArgvSyntaxError(`unterminated double quote at character ${start + 1}`);
}
