// The CLI: argv -> a command -> an exit code. Every error becomes one line on stderr (and, with
// --json, a JSON error on stdout) and the exit code its kind calls for.
import { commandHelp, overviewHelp } from './args/help.ts';
import { readFlags } from './args/parse.ts';
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
import { describeFailure, exitCodeFor, exitCodes, usageError, type ExitCode } from './errors.ts';
import { jsonLine, line, type CliIo } from './io.ts';
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

export async function runCli(argv: readonly string[], io: CliIo): Promise<ExitCode> {
  const [name, ...rest] = argv;
  const specs = commands.map((command) => command.spec);
  if (name === undefined || name === '--help' || name === '-h' || (name === 'help' && rest.length === 0)) {
    (name === undefined ? io.stderr : io.stdout).write(overviewHelp(specs, await packageVersion()));
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
    if (command === undefined)
      throw usageError(
        `unknown command ${JSON.stringify(name)}; commands: ${specs.map((spec) => spec.name).join(', ')} (supervised-run --help)`,
      );
    const { help, values } = readFlags(command.spec, rest);
    if (help) {
      io.stdout.write(commandHelp(command.spec));
      return exitCodes.ok;
    }
    return await command.run(io, values);
  } catch (error) {
    const exitCode = exitCodeFor(error);
    const message = describeFailure(error);
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
