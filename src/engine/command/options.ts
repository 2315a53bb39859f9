// OwnedCommandOptions: validated at the edge; a bad option is an EngineError (invalid-config) naming the field.
import { z } from 'zod';
import { lazySchema } from '../../store/index.ts';
import { isValidOwnerId } from './owner-id.ts';
import { parseOrEngineError } from './validate.ts';

const noNul = (what: string) => z.string().refine((s) => !s.includes('\0'), `${what} must not contain NUL characters`);
const timerMs = lazySchema(() => z.number().int().positive().max(2_147_483_647));

export const ownedCommandOptionsSchema = lazySchema(() =>
  z
    .strictObject({
      command: noNul('command').refine((s) => s.length > 0, 'command must be a non-empty executable name or path'),
      args: z.array(noNul('an argument')),
      cwd: z.string().min(1).optional(),
      env: z
        .record(
          z.string().regex(/^[^=\0]+$/, 'environment variable names must be non-empty without "=" or NUL'),
          noNul('an environment value'),
        )
        .optional(),
      /** Default false: the child gets only `env` plus the inherited owner marker. */
      inheritParentEnv: z.boolean().optional(),
      /** Written to stdin, which is then closed; without it stdin is empty. */
      input: z.union([z.string(), z.instanceof(Uint8Array)]).optional(),
      /**
       * Keeps stdin open (a pipe) until provideInput() writes it and closes it: a process started
       * ahead of the data it needs loads meanwhile. Not with `input`.
       */
      holdInput: z.boolean().optional(),
      timeoutMs: timerMs().optional(),
      /** Combined stdout + stderr; exceeding it stops the command. */
      maxOutputBytes: z.number().int().nonnegative().optional(),
      /** Resident memory of the whole tree (Linux, sampled); exceeding it stops the command. */
      maxMemoryBytes: z.number().int().positive().optional(),
      /**
       * When the tree is first sampled (default 15 ms, then each wait 1.5x longer up to 250 ms): a
       * process that starts nothing at first (the runner's worker, loading) is sampled later.
       */
      firstSampleMs: z.number().int().positive().max(60_000).optional(),
      ownerId: z
        .string()
        .refine(isValidOwnerId, "must be 'sha256:' followed by 64 lowercase hexadecimal characters")
        .optional(),
      signal: z.instanceof(AbortSignal).optional(),
      teardownGraceMs: z.number().int().nonnegative().max(2_147_483_647).optional(),
      /** Default true; false streams output to listeners only. */
      keepOutput: z.boolean().optional(),
      /**
       * A Node IPC channel (fd 3) for a Node child: messages both ways, and the child sees it close
       * (`disconnect`) the moment this process is gone, whatever killed it.
       */
      channel: z.boolean().optional(),
    })
    .refine((options) => !(options.holdInput === true && options.input !== undefined), {
      error: 'holdInput and input exclude each other',
      path: ['holdInput'],
    }),
);

export type OwnedCommandOptions = z.input<ReturnType<typeof ownedCommandOptionsSchema>>;
export type ParsedCommandOptions = z.output<ReturnType<typeof ownedCommandOptionsSchema>>;

export function parseCommandOptions(options: unknown): ParsedCommandOptions {
  return parseOrEngineError(ownedCommandOptionsSchema(), options, 'options');
}
