// The generic command engine's protocol.
//
// The prompt arrives on stdin (UTF-8); the environment carries OBVERSA_ATTEMPT_ID,
// OBVERSA_HEADLESS=1 and the owner marker OBVERSA_RUN_OWNER. The command prints ONE JSON
// object on stdout (alone, or as its last line):
//
//   {
//     "text"?:    string,            the answer (default: the JSON of "output", else "")
//     "output"?:  any JSON value,    a structured result
//     "usage"?:   { "inputTokens": int, "outputTokens": int,
//                   "cacheReadTokens"?: int, "cacheWriteTokens"?: int },
//     "costUsd"?: number,            the tool's own USD figure (cost "reported")
//     "model"?:   string,            the model it ran on (prices the call when costUsd is absent)
//     "error"?:   { "kind": <EngineErrorKind>, "message": string, "retryAfterMs"?: int }
//   }
//
// Exit 0 without "error" is a success. "error" (at any exit code) is that failure; usage it
// reports is kept on the failed receipt. A non-zero exit without the object is kind "other"
// (or what stderr names: auth, rate limit...); exit 0 without it is "protocol".
import { z } from 'zod';
import { lazySchema } from '../../store/index.ts';
import { engineErrorKinds } from '../contract.ts';
import { jsonValueSchema } from '../../store/contract.ts';

const count = lazySchema(() => z.number().int().nonnegative());

export const commandOutputSchema = lazySchema(() =>
  z.object({
    text: z.string().optional(),
    output: jsonValueSchema.optional(),
    usage: z
      .object({
        inputTokens: count(),
        outputTokens: count(),
        cacheReadTokens: count().optional(),
        cacheWriteTokens: count().optional(),
      })
      .optional(),
    costUsd: z.number().nonnegative().optional(),
    model: z.string().min(1).optional(),
    error: z
      .object({
        kind: z.enum(engineErrorKinds),
        message: z.string(),
        retryAfterMs: count().optional(),
      })
      .optional(),
  }),
);
export type CommandOutput = z.infer<ReturnType<typeof commandOutputSchema>>;

export type CommandOutputRead =
  { kind: 'none' } | { kind: 'invalid'; problem: string } | { kind: 'ok'; output: CommandOutput };

function lastJsonObject(stdout: string): unknown {
  const candidates = [
    stdout.trim(),
    ...stdout
      .trim()
      .split('\n')
      .reverse()
      .map((l) => l.trim()),
  ];
  for (const text of candidates) {
    if (!text.startsWith('{')) continue;
    try {
      return JSON.parse(text);
    } catch {
      // try the next candidate
    }
  }
  return undefined;
}

export function readCommandOutput(stdout: string): CommandOutputRead {
  const value = lastJsonObject(stdout);
  if (value === undefined) return { kind: 'none' };
  const parsed = commandOutputSchema().safeParse(value);
  if (parsed.success) return { kind: 'ok', output: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue === undefined || issue.path.length === 0 ? 'output' : issue.path.join('.');
  return { kind: 'invalid', problem: `${where}: ${issue?.message ?? 'invalid'}` };
}
