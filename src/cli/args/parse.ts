// Flags -> values: node:util parseArgs (strict, no positionals), then a zod schema per command.
// Every refusal is one line that names the flag and what it accepts (CliError USAGE, exit 2).
import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { z } from 'zod';
import { shownValue } from '../../runner/index.ts';
import { CliError, usageError } from '../errors.ts';
import type { CommandSpec } from './spec.ts';
import { describeError } from '../../store/index.ts';

export type RawFlags = Record<string, string | boolean | string[] | undefined>;

/** Edits from `a` to `b`: insertions, deletions, substitutions, and swaps of neighbours (`stauts`). */
function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i += 1)
    for (let j = 1; j <= b.length; j += 1) {
      const row = d[i]!;
      const above = d[i - 1]!;
      row[j] = Math.min(above[j]! + 1, row[j - 1]! + 1, above[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j]!, d[i - 2]![j - 2]! + 1);
    }
  return d[a.length]![b.length]!;
}

/** The candidate closest to a misspelt `word` (at most 2 edits, or `word` a prefix of it), if any. */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  const lower = word.toLowerCase();
  const scored = candidates
    .map((candidate) => ({
      candidate,
      cost: lower.length >= 3 && candidate.startsWith(lower) ? 0 : distance(lower, candidate),
    }))
    .filter((entry) => entry.cost <= 2)
    .sort((a, b) => a.cost - b.cost);
  return scored[0]?.candidate;
}

function suggestion(flag: string, spec: CommandSpec): string {
  const close = closest(flag.replace(/^-+/, '').split('=')[0] ?? '', Object.keys(spec.flags));
  return close === undefined ? '' : `; did you mean --${close}?`;
}

/** `status r1` for `status --run-id r1`: the flag the stray word most likely belongs to. */
function positionalAdvice(word: string, spec: CommandSpec, argv: readonly string[]): string {
  const wantsRunId = spec.flags['run-id'] !== undefined && !argv.some((arg) => /^--run-id(=|$)/.test(arg));
  return wantsRunId && !word.startsWith('-') ? `; did you mean --run-id ${word}?` : '';
}

function refusal(error: unknown, spec: CommandSpec, argv: readonly string[]): Error {
  const code = (error as { code?: string }).code;
  const message = describeError(error);
  const quoted = /'([^']+)'/.exec(message)?.[1] ?? '';
  const flag = quoted.split(' ')[0]?.replace(/,$/, '') ?? quoted;
  const help = `\`supervised-run ${spec.name} --help\` lists what it accepts`;
  const longName = /--[A-Za-z0-9-]+/.exec(quoted)?.[0] ?? flag;
  switch (code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      return usageError(`unknown flag ${flag} for ${spec.name}${suggestion(flag, spec)} (${help})`);
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE': {
      const known = spec.flags[longName.replace(/^--/, '')];
      if (known?.type !== 'string') return usageError(`${longName} takes no value`);
      return usageError(
        `${longName} needs a value${known.value === undefined ? '' : ` (${known.value})`}; write ${longName}=VALUE for a value that starts with "-"`,
      );
    }
    case 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL':
      return usageError(
        `unexpected argument ${JSON.stringify(quoted)}: ${spec.name} takes flags only${positionalAdvice(quoted, spec, argv)} (${help})`,
      );
    default:
      return usageError(`${message} (${help})`);
  }
}

/** Reads argv strictly. `help` is true when -h / --help was given (other flags are then not checked). */
export function readFlags(spec: CommandSpec, argv: readonly string[]): { help: boolean; values: RawFlags } {
  if (argv.includes('--help') || argv.includes('-h')) return { help: true, values: {} };
  const options: NonNullable<ParseArgsConfig['options']> = {};
  for (const [name, flag] of Object.entries(spec.flags))
    options[name] = { type: flag.type, ...(flag.multiple === true ? { multiple: true } : {}) };
  let parsed;
  try {
    parsed = parseArgs({ args: [...argv], options, strict: true, allowPositionals: false, tokens: true });
  } catch (error) {
    throw refusal(error, spec, argv);
  }
  const seen = new Set<string>();
  for (const token of parsed.tokens) {
    if (token.kind !== 'option' || spec.flags[token.name]?.multiple === true) continue;
    if (seen.has(token.name)) throw usageError(`--${token.name} is given more than once; give it once`);
    seen.add(token.name);
  }
  return { help: false, values: parsed.values as RawFlags };
}

/** Validates raw flag values with the command's schema; the first problem becomes the message. */
export function validateFlags<T>(schema: z.ZodType<T>, values: RawFlags): T {
  const parsed = schema.safeParse(values);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const name = issue.path[0];
  if (name === undefined) throw usageError(issue.message);
  const value = values[String(name)];
  if (value === undefined && issue.message === 'is required')
    throw new CliError('USAGE', `--${String(name)}: is required`, { missingFlag: String(name) });
  const given = Array.isArray(value) ? value[Number(issue.path[1] ?? 0)] : value;
  const got = typeof given === 'string' ? ` (got ${shownValue(given)})` : '';
  throw usageError(`--${String(name)}: ${issue.message}${got}`);
}
