// Text for a GitHub job log, where the runner reads every line of a step's stdout and stderr for
// workflow commands: `::name::…` once leading spaces are dropped, and the older `##[name]…`
// ANYWHERE in a line (its parser looks the prefix up with IndexOf). CR, LF and CRLF each end a line.
// Untrusted text that would read as one is written between `::stop-commands::<token>` and
// `::<token>::`, so the runner processes nothing of it; both adapters write through these.

/**
 * A line the runner would read as a command (if the name after the prefix is one it knows). Its
 * TrimStart also drops U+0085 (next line), which JavaScript's `\s` does not cover.
 */
export function readsAsCommand(line: string): boolean {
  return /^[\s\u0085]*::/.test(line) || line.includes('##[');
}

/**
 * Untrusted lines between `::stop-commands::<token>` and `::<token>::`: the runner processes no
 * command in between, and a fresh 128-bit token per block cannot be guessed to end it early. Line
 * breaks the runner would split on (CR) are shown escaped, so each line stays one log line.
 */
export function untrustedBlock(lines: readonly string[]): string {
  // node:crypto loads at the first block, not before the Action's first log line.
  const token = process.getBuiltinModule('node:crypto').randomBytes(16).toString('hex');
  const body = lines.map((line) => line.replace(/\r/g, '\\r')).join('\n');
  return `::stop-commands::${token}\n${body}\n::${token}::\n`;
}

/** `text` as the runner splits it into lines (CR, LF and CRLF each end one). */
export function logLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/);
}
