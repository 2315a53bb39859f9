// The CLI: argv -> a command -> an exit code. Every error becomes one line on stderr (and, with
// --json, a JSON error on stdout) and the exit code its kind calls for.
import { commandHelp, overviewHelp } from './args/help.ts';
import { closest, readFlags } from './args/parse.ts';
import type { CommandSpec } from './args/spec.ts';
import { cancelCommand } from './commands/cancel.ts';
import type { Command } from './commands/command.ts';
import { demoCommand } from './commands/demo.ts';
import { historyCommand } from './commands/history.ts';
import { listCommand } from './commands/list.ts';
import { logsCommand } from './commands/logs.ts';
import { resumeCommand } from './commands/resume.ts';
import { retryFailedCommand } from './commands/retry-failed.ts';
import { startCommand } from './commands/start.ts';
import { statusCommand } from './commands/status.ts';
import { summaryCommand } from './commands/summary.ts';
import { CliError, describeFailure, exitCodeFor, exitCodes, usageError, type ExitCode } from './errors.ts';
import { helpWidth, jsonLine, line, type CliIo } from './io.ts';
import { packageVersion } from './version.ts';
import { describeError } from '../store/index.ts';

export const commands: readonly Command[] = [
  startCommand,
  resumeCommand,
  retryFailedCommand,
  statusCommand,
  historyCommand,
  listCommand,
  cancelCommand,
  summaryCommand,
  logsCommand,
  demoCommand,
];

/** Commands that only read the store: nothing is lost when they end early. */
const readOnlyCommands: ReadonlySet<string> = new Set(['status', 'history', 'list', 'logs']);

/** Whether `argv` runs a command that ends (exit 0) once its stdout is closed, e.g. by `| head -1`. */
export function endsWhenOutputCloses(argv: readonly string[]): boolean {
  return argv[0] !== undefined && readOnlyCommands.has(argv[0]);
}

export async function runCli(argv: readonly string[], io: CliIo): Promise<ExitCode> {
  const [name, ...rest] = argv;
  const specs = commands.map((command) => command.spec);
  if (name === undefined || name === '--help' || name === '-h' || (name === 'help' && rest.length === 0)) {
    const stream = name === undefined ? io.stderr : io.stdout;
    stream.write(overviewHelp(specs, await packageVersion(), helpWidth(io, stream)));
    return name === undefined ? exitCodes.usage : exitCodes.ok;
  }
  if (name === 'help') return runCli([rest[0]!, '--help'], io);
  if (name === '--version' || name === '-V') {
    line(io.stdout, await packageVersion());
    return exitCodes.ok;
  }
  const json = rest.includes('--json');
  const command = commands.find((candidate) => candidate.spec.name === name);
  try {
    if (command === undefined) throw unknownCommand(name, specs);
    const { help, values } = readFlags(command.spec, rest);
    if (help) {
      io.stdout.write(commandHelp(command.spec, helpWidth(io)));
      return exitCodes.ok;
    }
    return await command.run(io, values);
  } catch (error) {
    const exitCode = exitCodeFor(error);
    const message = describeFailure(error) + missingFlagAdvice(error, command?.spec);
    line(io.stderr, `supervised-run ${command?.spec.name ?? name}: ${message}`);
    if (exitCode === exitCodes.internal && io.env.SUPERVISED_RUN_DEBUG !== undefined && error instanceof Error)
      line(io.stderr, error.stack ?? '');
    if (json) {
      const code =
        typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
          ? error.code
          : 'INTERNAL';
      jsonLine(io.stdout, { error: { code, message: describeError(error), exitCode } });
    }
    return exitCode;
  }
}

function unknownCommand(name: string, specs: readonly CommandSpec[]): Error {
  const names = specs.map((spec) => spec.name);
  const close = /^-?-?v(ersion)?$/i.test(name) ? '--version' : closest(name, names);
  const advice = close === undefined ? '' : ` (did you mean ${close}?)`;
  return usageError(
    `unknown command ${JSON.stringify(name)}${advice}; commands: ${names.join(', ')} (supervised-run --help)`,
  );
}

/** What a required flag that was left out takes, from the command's spec. */
function missingFlagAdvice(error: unknown, spec: CommandSpec | undefined): string {
  if (!(error instanceof CliError) || error.missingFlag === undefined) return '';
  const flag = spec?.flags[error.missingFlag];
  if (flag === undefined) return '';
  const what = flag.description.charAt(0).toLowerCase() + flag.description.slice(1);
  const list = error.missingFlag === 'run-id' ? '; `supervised-run list` shows the runs' : '';
  return `: give --${error.missingFlag}${flag.value === undefined ? '' : ` ${flag.value}`}, ${what}${list}`;
}
