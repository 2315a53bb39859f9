// --help text, generated from the command specs so help and parsing cannot disagree.
import { exitCodeHelp, type CommandSpec } from './spec.ts';

function flagLines(spec: CommandSpec): string[] {
  const entries = Object.entries(spec.flags).map(([name, flag]) => {
    const head = `--${name}${flag.value === undefined ? '' : ` ${flag.value}`}${flag.multiple === true ? ' (repeatable)' : ''}`;
    return { head, description: flag.description };
  });
  entries.push({ head: '-h, --help', description: 'Show this help' });
  const width = Math.min(34, Math.max(...entries.map((entry) => entry.head.length)) + 2);
  return entries.map((entry) =>
    entry.head.length + 2 > width
      ? `  ${entry.head}\n  ${' '.repeat(width)}${entry.description}`
      : `  ${entry.head.padEnd(width)}${entry.description}`,
  );
}

/** Words of a paragraph in lines of at most `width` characters. */
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

export function commandHelp(spec: CommandSpec): string {
  const parts = [`Usage: supervised-run ${spec.usage}`, '', spec.summary, '', 'Flags:', ...flagLines(spec)];
  if (spec.notes !== undefined && spec.notes.length > 0)
    parts.push('', ...spec.notes.flatMap((note, i) => (i === 0 ? wrap(note) : ['', ...wrap(note)])));
  if (spec.examples !== undefined && spec.examples.length > 0)
    parts.push('', 'Examples:', ...spec.examples.map((example) => `  ${example}`));
  parts.push('', ...exitCodeHelp);
  return `${parts.join('\n')}\n`;
}

export function overviewHelp(specs: readonly CommandSpec[], version: string): string {
  const width = Math.max(...specs.map((spec) => spec.name.length)) + 2;
  return [
    `supervised-run ${version}: run a graph of command, data and LLM nodes under a watchdog, with durable`,
    'records, crash recovery without repeats, and pauses a person resumes.',
    '',
    'Usage: supervised-run <command> [flags]',
    '',
    'Commands:',
    ...specs.map((spec) => `  ${spec.name.padEnd(width)}${spec.summary}`),
    '',
    'Run `supervised-run <command> --help` for the flags of one command.',
    'Runs live in a store directory (default .supervised-run in the current directory; git ignores it).',
    '',
    ...exitCodeHelp,
    '',
  ].join('\n');
}
