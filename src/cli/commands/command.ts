// A command: its spec (flags, help) and what it does with validated flags.
import type { CommandSpec } from '../args/spec.ts';
import type { ExitCode } from '../errors.ts';
import type { CliIo } from '../io.ts';
import type { RawFlags } from '../args/parse.ts';

export interface Command {
  spec: CommandSpec;
  run(io: CliIo, flags: RawFlags): Promise<ExitCode>;
}
