// How a caller names an option in its messages: the library says `options.answer.values.note`,
// the CLI `--answer at .note`, the Action `input "answer" at .note`.
import type { OptionProblem } from '../errors.ts';

/** A caller's name for an option and the path below it. */
export type OptionName = (option: string, below: string) => string;

/** For each option, [path prefix, name] pairs; the first that matches wins, and prefix '' matches any path. */
export type OptionNameTable = Readonly<Record<string, ReadonlyArray<readonly [prefix: string, name: string]>>>;

/** The library's names: `options.answer.values.note`. */
const libraryName: OptionName = (option, below) => `options.${option}${below}`;

/** A caller's names from its table (`--answer at .note` for `answer`, `.values.note`); else the library's. */
export function optionNames(table: OptionNameTable): OptionName {
  return (option, below) => {
    for (const [prefix, name] of table[option] ?? []) {
      const rest = below.startsWith(prefix) ? below.slice(prefix.length) : undefined;
      // `.value` is no prefix of `.values.note`: the rest must start a new step of the path.
      if (rest === undefined || (rest !== '' && !/^[.[ ]/.test(rest))) continue;
      if (rest === '') return name;
      return rest.startsWith(' ') ? `${name}${rest}` : `${name} at ${rest}`;
    }
    return libraryName(option, below);
  };
}

/** `<name>: <why>`, named the caller's way (the library's by default). */
export function describeOptionProblem(problem: OptionProblem, name: OptionName = libraryName): string {
  return `${name(problem.option, problem.below)}: ${problem.why}`;
}
