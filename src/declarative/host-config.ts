// The built-in host's part of a stored run definition: host = { kind: 'builtin', name: 'declarative',
// config }. Written once at start (prompt files already read), read by every worker, so a resume runs
// the same commands and prompts even if the graph file changed. JSON only, and never secrets: env
// values from the graph file are stored here as written.
import { z } from 'zod';
import { lazySchema } from '../store/index.ts';
import { jsonValueSchema } from '../store/contract.ts';
import { conditionSchema } from './conditions/schema.ts';
import { engineKinds } from './document/schema.ts';
import { gateNodeConfigSchema } from './gate/schema.ts';

export const declarativeHostName = 'declarative';

/** A reviewer node: its result carries verdict and findings (a command may say "revise" by exit code). */
export const reviewerConfigSchema = lazySchema(() =>
  z.strictObject({
    reviseExitCode: z.number().int().min(1).max(255).optional(),
  }),
);
export type ReviewerConfig = z.infer<ReturnType<typeof reviewerConfigSchema>>;

export const commandNodeConfigSchema = lazySchema(() =>
  z.strictObject({
    kind: z.literal('command'),
    argv: z.array(z.string()).min(1),
    /** Relative to the run root ('.' for the root itself). */
    cwd: z.string().min(1),
    env: z.record(z.string(), z.string()),
    timeoutMs: z.number().int().positive().optional(),
    retrySafe: z.boolean(),
    /** Checked before each attempt starts; unmet -> the node is skipped. */
    when: conditionSchema.optional(),
    review: reviewerConfigSchema().optional(),
  }),
);
export type CommandNodeConfig = z.infer<ReturnType<typeof commandNodeConfigSchema>>;

export const engineNodeConfigSchema = lazySchema(() =>
  z.strictObject({
    kind: z.literal('engine'),
    /** A key of plan.lanes: the engine's name. */
    lane: z.string().min(1),
    /** The template as stored (prompt files are read at load time). */
    prompt: z.string(),
    retrySafe: z.boolean(),
    when: conditionSchema.optional(),
    /** The node's caps (graph file max-cost-usd / max-tokens-total). */
    maxCostUsd: z.number().positive().optional(),
    maxTokensTotal: z.number().int().positive().optional(),
    review: reviewerConfigSchema().optional(),
  }),
);
export type EngineNodeConfig = z.infer<ReturnType<typeof engineNodeConfigSchema>>;

export const nodeConfigSchema = lazySchema(() =>
  z.discriminatedUnion('kind', [commandNodeConfigSchema(), engineNodeConfigSchema(), gateNodeConfigSchema]),
);
export type NodeConfig = z.infer<ReturnType<typeof nodeConfigSchema>>;

const mockUsageSchema = lazySchema(() =>
  z.strictObject({
    inputTokens: z.number().int().nonnegative().optional(),
    outputTokens: z.number().int().nonnegative().optional(),
    cacheReadTokens: z.number().int().nonnegative().optional(),
    cacheWriteTokens: z.number().int().nonnegative().optional(),
    costUsd: z.number().nonnegative().optional(),
    model: z.string().optional(),
  }),
);

/** A mock engine's scripted answer (MockEngine steps, plus `echo`: answer with the prompt). */
export const mockStepConfigSchema = lazySchema(() =>
  z.discriminatedUnion('kind', [
    z.strictObject({
      kind: z.literal('result'),
      text: z.string().optional(),
      structured: jsonValueSchema.optional(),
      echo: z.boolean().optional(),
      usage: mockUsageSchema().optional(),
      delayMs: z.number().int().nonnegative().optional(),
    }),
    z.strictObject({
      kind: z.literal('error'),
      error: z.string().min(1),
      message: z.string().optional(),
      usage: mockUsageSchema().optional(),
      retryAfterMs: z.number().int().nonnegative().optional(),
      delayMs: z.number().int().nonnegative().optional(),
    }),
  ]),
);
export type MockStepConfig = z.infer<ReturnType<typeof mockStepConfigSchema>>;

/** The engine layer's createEngine config, plus scripted steps for `mock`. */
export const engineConfigEntrySchema = lazySchema(() =>
  z.strictObject({
    kind: z.enum(engineKinds),
    model: z.string().min(1).optional(),
    args: z.array(z.string()).optional(),
    command: z.union([z.string().min(1), z.array(z.string()).min(1)]).optional(),
    executable: z.string().min(1).optional(),
    apiKeyEnv: z.string().optional(),
    baseUrl: z.string().optional(),
    billing: z.enum(['api', 'subscription', 'unknown']).optional(),
    timeoutMs: z.number().int().positive().optional(),
    maxTokens: z.number().int().positive().optional(),
    env: z.record(z.string(), z.string()).optional(),
    steps: z.array(mockStepConfigSchema()).min(1).optional(),
  }),
);
export type EngineConfigEntry = z.infer<ReturnType<typeof engineConfigEntrySchema>>;

export const declarativeHostConfigSchema = lazySchema(() =>
  z.strictObject({
    schemaVersion: z.literal(1),
    nodes: z.record(z.string(), nodeConfigSchema()),
    engines: z.record(z.string(), engineConfigEntrySchema()),
    /** The graph file's log-limit in bytes (the run option attemptLogBytes wins over it). */
    logLimitBytes: z.number().int().positive().optional(),
  }),
);
export type DeclarativeHostConfig = z.infer<ReturnType<typeof declarativeHostConfigSchema>>;

export const declarativeHostSchema = lazySchema(() =>
  z.strictObject({
    kind: z.literal('builtin'),
    name: z.literal(declarativeHostName),
    config: declarativeHostConfigSchema(),
  }),
);
export type DeclarativeHost = z.infer<ReturnType<typeof declarativeHostSchema>>;
