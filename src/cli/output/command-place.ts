// Where the commands the CLI prints find the run: the store flags the person used (`--store`,
// `--namespace`: a store from SUPERVISED_RUN_STORE too, as an absolute path) and the `--root` they
// passed, on the commands that work in the repository (resume, retry-failed, cancel). A command
// copied into another directory or shell then reads the same store and works in the same repository.
import { parseSummaryContext, shellQuote, type ParsedSummaryContext, type SummaryContext } from '../../report/index.ts';
import type { RawFlags } from '../args/parse.ts';
import type { CommandSpec } from '../args/spec.ts';
import type { StoreLocation } from '../options/store.ts';

/** The store a command used, and the --root the person passed (resolved; absent: none, the current directory). */
export interface CommandPlace extends StoreLocation {
  root?: string;
}

/** How the commands the CLI prints for a person to run call it (as the report's commands do). */
export const cliInvocation = 'npx supervised-run';

/** The place of a command run with `location` and the `--root` it was given (resolved), if any. */
export function commandPlace(location: StoreLocation, root?: string): CommandPlace {
  return root === undefined ? { ...location } : { ...location, root };
}

/** The summary context's cliLocation: the store, namespace and root the report's CLI commands name. */
export function cliLocationOf(place: CommandPlace): NonNullable<SummaryContext['cliLocation']> {
  return {
    ...(place.isDefault ? {} : { store: place.directory }),
    ...(place.flags.includes('--namespace') ? { namespace: place.namespace } : {}),
    ...(place.root === undefined ? {} : { root: place.root }),
  };
}

/** The report's context for the commands it writes (resume, retry-failed, logs): they carry the place's flags. */
export function commandContext(place: CommandPlace): ParsedSummaryContext {
  return parseSummaryContext({ cliLocation: cliLocationOf(place) });
}

/** A command the CLI writes itself, with the store flags, and `--root` when it works in the repository. */
export function withPlace(command: string, place: CommandPlace, options: { root: boolean }): string {
  const words = [...(options.root && place.root !== undefined ? ['--root', place.root] : []), ...place.flags].map(
    shellQuote,
  );
  return words.length === 0 ? command : `${command} ${words.join(' ')}`;
}

/** Flags a repeated command line does not carry as typed: --json (the text is what is read), the place's. */
const notRepeated = new Set(['json', 'root', 'store', 'namespace']);

/**
 * The command line a person ran, to run again: every flag they gave (in the order the command
 * lists them) but --json, each value shell-quoted, then the place's --root and store flags.
 */
export function repeatedCommand(spec: CommandSpec, raw: RawFlags, place: CommandPlace): string {
  const words = [cliInvocation, spec.name];
  for (const name of Object.keys(spec.flags)) {
    const value = raw[name];
    if (notRepeated.has(name) || value === undefined || value === false) continue;
    if (value === true) words.push(`--${name}`);
    else for (const one of Array.isArray(value) ? value : [value]) words.push(`--${name}`, shellQuote(one));
  }
  return withPlace(words.join(' '), place, { root: true });
}
