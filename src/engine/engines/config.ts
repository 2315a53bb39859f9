// The one schema of an engine configuration: declarative graphs (`engines:`) and host
// modules (bindRun's `engines` factories) both go through it.
import { z } from 'zod';
import { lazySchema } from '../../store/index.ts';
import { billingSchema } from '../contract.ts';

export const engineKinds = ['claude-cli', 'codex-cli', 'anthropic', 'openai', 'command', 'mock'] as const;
export type EngineKind = (typeof engineKinds)[number];

const envName = lazySchema(() =>
  z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'an environment variable name ([A-Za-z_][A-Za-z0-9_]*)'),
);

export const engineConfigSchema = lazySchema(() =>
  z.strictObject({
    kind: z.enum(engineKinds),
    /** Model as the provider spells it. Required by the API engines; CLIs use their default when absent. */
    model: z.string().min(1).optional(),
    /** Extra arguments for command-backed engines, appended after the adapter's own. */
    args: z.array(z.string()).optional(),
    /** `command` engines: the executable, or the whole argv (executable first). */
    command: z.union([z.string().min(1), z.array(z.string()).min(1)]).optional(),
    /** CLI engines: the executable to run instead of `claude` / `codex`. */
    executable: z.string().min(1).optional(),
    /** API engines: the variable holding the key (default ANTHROPIC_API_KEY / OPENAI_API_KEY). */
    apiKeyEnv: envName().optional(),
    /** API engines: scheme, host and optional path prefix; `/v1/...` is appended. */
    baseUrl: z.url({ protocol: /^https?$/ }).optional(),
    /** How calls are paid for when the engine cannot tell (`command`; default `unknown`). */
    billing: billingSchema().optional(),
    /** Per-call time bound (a request's own timeoutMs wins). */
    timeoutMs: z.number().int().positive().optional(),
    /**
     * Command-backed engines: bound on captured stdout + stderr (default 16 MiB). codex-cli keeps
     * only the latest state of each item of its event stream, and the bound applies to that.
     */
    maxOutputBytes: z.number().int().positive().optional(),
    /** Command-backed engines: bound on the process tree's memory, where the platform can measure it. */
    maxMemoryBytes: z.number().int().positive().optional(),
    /** Anthropic: max_tokens (default 8192). OpenAI: max_output_tokens (default: the model's). */
    maxTokens: z.number().int().positive().optional(),
    /**
     * Extra variables for the child process of a command-backed engine. Values of credential names
     * (…KEY, …TOKEN, …SECRET, …PASSWORD…) and the run's known secrets are redacted from captures.
     */
    env: z.record(envName(), z.string()).optional(),
  }),
);
export type EngineConfig = z.infer<ReturnType<typeof engineConfigSchema>>;
export type EngineConfigInput = z.input<ReturnType<typeof engineConfigSchema>>;
