// --help text, generated from the command specs so help and parsing cannot disagree. Wrapped to the
// width the caller gives (the terminal's): prose wraps at words; usage lines and examples (commands
// to copy) are printed whole.
import { exitCodeHelp, type CommandSpec } from './spec.ts';

/** `head` then `text` wrapped to `width`, its continuation lines indented to the text's column. */
function hanging(head: string, text: string, indent: number, width: number): string[] {
  const body = wrap(text, Math.max(20, width - indent));
  const pad = ' '.repeat(indent);
  if (head.length + 2 > indent) return [`  ${head}`.trimEnd(), ...body.map((part) => `${pad}${part}`)];
  return body.map((part, i) => (i === 0 ? `  ${head}`.padEnd(indent) : pad) + part);
}

function flagLines(spec: CommandSpec, width: number): string[] {
  const entries = Object.entries(spec.flags).map(([name, flag]) => {
    const head = `--${name}${flag.value === undefined ? '' : ` ${flag.value}`}${flag.multiple === true ? ' (repeatable)' : ''}`;
    return { head, description: flag.description };
  });
  entries.push({ head: '-h, --help', description: 'Show this help' });
  const column = 2 + Math.min(34, Math.max(...entries.map((entry) => entry.head.length)) + 2);
  // In a narrow window a description column would hold a few words a line: each goes under its flag.
  const indent = width - column >= 40 ? column : 6;
  return entries.flatMap((entry) => hanging(entry.head, entry.description, indent, width));
}

/** Words of a paragraph in lines of at most `width` characters (a longer word stands alone). */
export function wrap(text: string, width = 100): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter((w) => w !== '')) {
    if (current !== '' && current.length + 1 + word.length > width) {
      lines.push(current);
      current = word;
    } else current = current === '' ? word : `${current} ${word}`;
  }
  if (current !== '') lines.push(current);
  return lines;
}

const exitCodeText = (width: number) => wrap(exitCodeHelp.join(' '), width);

export function commandHelp(spec: CommandSpec, width = 100): string {
  const parts = [
    `Usage: supervised-run ${spec.usage}`,
    '',
    ...wrap(spec.summary, width),
    '',
    'Flags:',
    ...flagLines(spec, width),
  ];
  if (spec.notes !== undefined && spec.notes.length > 0)
    parts.push('', ...spec.notes.flatMap((note, i) => (i === 0 ? wrap(note, width) : ['', ...wrap(note, width)])));
  if (spec.examples !== undefined && spec.examples.length > 0)
    parts.push('', 'Examples:', ...spec.examples.map((example) => `  ${example}`));
  parts.push('', ...exitCodeText(width));
  return `${parts.join('\n')}\n`;
}

export function overviewHelp(specs: readonly CommandSpec[], version: string, width = 100): string {
  const indent = 2 + Math.max(...specs.map((spec) => spec.name.length)) + 2;
  return [
    ...wrap(
      `supervised-run ${version}: run a graph of command, data and LLM nodes under a watchdog, with durable records, crash recovery without repeats, and pauses a person resumes.`,
      width,
    ),
    '',
    'Usage: supervised-run <command> [flags]',
    '',
    'Commands:',
    ...specs.flatMap((spec) => hanging(spec.name, spec.summary, indent, width)),
    '',
    ...wrap('Run `supervised-run <command> --help` for the flags of one command.', width),
    ...wrap(
      'Runs live in a store directory (default .supervised-run in the current directory; git ignores it).',
      width,
    ),
    '',
    ...exitCodeText(width),
    '',
  ].join('\n');
}
