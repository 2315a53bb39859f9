// Reading `claude -p --output-format json`: one result object (an array of messages with
// --verbose, whose last `result` entry is the same object).
import { z } from 'zod';
import { lazySchema } from '../../store/index.ts';
import { roundUsd, type TokenCounts } from '../cost.ts';

const count = lazySchema(() => z.number().int().nonnegative().optional().catch(undefined));

const claudeUsageSchema = lazySchema(() =>
  z.looseObject({
    input_tokens: count(),
    output_tokens: count(),
    cache_creation_input_tokens: count(),
    cache_read_input_tokens: count(),
  }),
);

const modelUsageSchema = lazySchema(() =>
  z.looseObject({
    inputTokens: count(),
    outputTokens: count(),
    cacheReadInputTokens: count(),
    cacheCreationInputTokens: count(),
    costUSD: z.number().nonnegative().optional().catch(undefined),
  }),
);

export const claudeResultSchema = lazySchema(() =>
  z.looseObject({
    type: z.literal('result'),
    /** `success`, `error_max_turns`, `error_during_execution`, ... */
    subtype: z.string(),
    is_error: z.boolean().optional(),
    result: z.string().optional(),
    total_cost_usd: z.number().nonnegative().optional().catch(undefined),
    /** Older releases spell it cost_usd. */
    cost_usd: z.number().nonnegative().optional().catch(undefined),
    usage: claudeUsageSchema().optional().catch(undefined),
    modelUsage: z.record(z.string(), modelUsageSchema()).optional().catch(undefined),
    session_id: z.string().optional(),
    duration_ms: z.number().optional(),
    num_turns: z.number().optional(),
  }),
);
export type ClaudeResult = z.infer<ReturnType<typeof claudeResultSchema>>;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function asResult(value: unknown): ClaudeResult | undefined {
  if (Array.isArray(value)) {
    for (let i = value.length - 1; i >= 0; i -= 1) {
      const found = asResult(value[i]);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  const parsed = claudeResultSchema().safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** The result object, from the whole stdout or (when a tool printed around it) its last parseable line. */
export function findClaudeResult(stdout: string): ClaudeResult | undefined {
  const whole = asResult(parseJson(stdout.trim()));
  if (whole !== undefined) return whole;
  const lines = stdout.split('\n');
  for (let i = lines.length - 1; i >= 0; i -= 1) {
    const line = lines[i]?.trim() ?? '';
    if (!line.startsWith('{') && !line.startsWith('[')) continue;
    const found = asResult(parseJson(line));
    if (found !== undefined) return found;
  }
  return undefined;
}

type ModelUsage = z.infer<ReturnType<typeof modelUsageSchema>>;

/** The sum of one count over every model, or undefined when any model did not report it. */
function sumOf(models: readonly ModelUsage[], pick: (m: ModelUsage) => number | undefined): number | undefined {
  let total = 0;
  for (const m of models) {
    const n = pick(m);
    if (n === undefined) return undefined;
    total += n;
  }
  return total;
}

function modelTokens(m: ModelUsage): TokenCounts {
  return {
    inputTokens: m.inputTokens,
    outputTokens: m.outputTokens,
    cacheReadTokens: m.cacheReadInputTokens,
    cacheWriteTokens: m.cacheCreationInputTokens,
  };
}

/**
 * Tokens of every model the call used (modelUsage), else the top-level usage (the main model's
 * only). A count some model did not report is unknown for the call, never summed as zero.
 */
export function claudeTokens(result: ClaudeResult): TokenCounts | undefined {
  const models = Object.values(result.modelUsage ?? {});
  if (models.length > 0) {
    const tokens: TokenCounts = {
      inputTokens: sumOf(models, (m) => m.inputTokens),
      outputTokens: sumOf(models, (m) => m.outputTokens),
      cacheReadTokens: sumOf(models, (m) => m.cacheReadInputTokens),
      cacheWriteTokens: sumOf(models, (m) => m.cacheCreationInputTokens),
    };
    return tokens.inputTokens === undefined && tokens.outputTokens === undefined ? undefined : tokens;
  }
  const u = result.usage;
  if (u === undefined || (u.input_tokens === undefined && u.output_tokens === undefined)) return undefined;
  return {
    inputTokens: u.input_tokens,
    outputTokens: u.output_tokens,
    cacheReadTokens: u.cache_read_input_tokens,
    cacheWriteTokens: u.cache_creation_input_tokens,
  };
}

/** Each model's tokens, when the call used more than one (each is priced at its own rate). */
export function claudeModelTokens(result: ClaudeResult): Record<string, TokenCounts> | undefined {
  const entries = Object.entries(result.modelUsage ?? {});
  if (entries.length < 2) return undefined;
  return Object.fromEntries(entries.map(([name, m]) => [name, modelTokens(m)]));
}

/** The model that did most of the work (most tokens in modelUsage), when the output names one. */
export function claudeModel(result: ClaudeResult): string | undefined {
  let best: { name: string; tokens: number } | undefined;
  for (const [name, m] of Object.entries(result.modelUsage ?? {})) {
    const tokens =
      (m.inputTokens ?? 0) + (m.outputTokens ?? 0) + (m.cacheReadInputTokens ?? 0) + (m.cacheCreationInputTokens ?? 0);
    if (best === undefined || tokens > best.tokens) best = { name, tokens };
  }
  return best?.name;
}

/** Claude's own USD figure: the call's total, else the sum of every model's costUSD when each has one. */
export function claudeCostUsd(result: ClaudeResult): number | undefined {
  const total = result.total_cost_usd ?? result.cost_usd;
  if (total !== undefined) return total;
  const models = Object.values(result.modelUsage ?? {});
  const sum = models.length === 0 ? undefined : sumOf(models, (m) => m.costUSD);
  return sum === undefined ? undefined : roundUsd(sum);
}
