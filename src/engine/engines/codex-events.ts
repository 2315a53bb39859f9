// Reading `codex exec --json`: one JSON event per line (thread.started, turn.started,
// item.*, turn.completed {usage}, turn.failed {error}, error {message}).
import { z } from 'zod';
import { lazySchema } from '../../store/index.ts';
import type { TokenCounts } from '../cost.ts';

const count = lazySchema(() => z.number().int().nonnegative().optional().catch(undefined));

const eventSchema = lazySchema(() =>
  z.discriminatedUnion('type', [
    z.looseObject({ type: z.literal('thread.started'), thread_id: z.string().optional() }),
    z.looseObject({
      type: z.literal('item.completed'),
      item: z.looseObject({ type: z.string(), text: z.string().optional() }),
    }),
    z.looseObject({
      type: z.literal('turn.completed'),
      usage: z
        .looseObject({ input_tokens: count(), cached_input_tokens: count(), output_tokens: count() })
        .optional()
        .catch(undefined),
    }),
    z.looseObject({ type: z.literal('turn.failed'), error: z.looseObject({ message: z.string() }).optional() }),
    z.looseObject({ type: z.literal('error'), message: z.string().optional() }),
  ]),
);

export interface CodexRun {
  threadId?: string;
  /** Text of the last agent_message item. */
  finalMessage?: string;
  /** Summed over turn.completed events; undefined when none reported usage. */
  tokens?: TokenCounts;
  turnsCompleted: number;
  /** A turn.failed event arrived. */
  turnFailed: boolean;
  /** Messages of turn.failed and error events, in order. */
  errors: string[];
  /** Lines that were not JSON events (codex prints some diagnostics to stdout). */
  strayLines: number;
}

export function readCodexEvents(stdout: string): CodexRun {
  const run: CodexRun = { turnsCompleted: 0, turnFailed: false, errors: [], strayLines: 0 };
  let input = 0;
  let cached = 0;
  let output = 0;
  let measured = false;
  for (const raw of stdout.split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      run.strayLines += 1;
      continue;
    }
    const parsed = eventSchema().safeParse(value);
    if (!parsed.success) continue; // other event types (item.started, turn.started...) carry nothing we keep
    const event = parsed.data;
    switch (event.type) {
      case 'thread.started':
        if (event.thread_id !== undefined) run.threadId = event.thread_id;
        break;
      case 'item.completed':
        if (event.item.type === 'agent_message' && event.item.text !== undefined) run.finalMessage = event.item.text;
        break;
      case 'turn.completed':
        run.turnsCompleted += 1;
        if (
          event.usage !== undefined &&
          (event.usage.input_tokens !== undefined || event.usage.output_tokens !== undefined)
        ) {
          measured = true;
          input += event.usage.input_tokens ?? 0;
          cached += event.usage.cached_input_tokens ?? 0;
          output += event.usage.output_tokens ?? 0;
        }
        break;
      case 'turn.failed':
        run.turnFailed = true;
        run.errors.push(event.error?.message ?? 'turn failed');
        break;
      case 'error':
        run.errors.push(event.message ?? 'error');
        break;
    }
  }
  if (measured) {
    // OpenAI counts cached tokens inside input_tokens; the receipt keeps them apart.
    const cachedPart = Math.min(cached, input);
    run.tokens = { inputTokens: input - cachedPart, outputTokens: output, cacheReadTokens: cachedPart };
  }
  return run;
}
