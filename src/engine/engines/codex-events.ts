// Reading `codex exec --json`: one JSON event per line (thread.started, turn.started,
// item.started / item.updated / item.completed, turn.completed {usage}, turn.failed {error},
// error {message}).
import { z } from 'zod';
import { lazySchema } from '../../store/index.ts';
import type { TokenCounts } from '../cost.ts';
import type { SupersedeKey } from './line-capture.ts';

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
  /**
   * From the last turn.completed: the thread's running total, so the call's own usage only when the
   * call started the thread (a resumed thread's total holds its earlier calls). Undefined when it
   * reported no token count.
   */
  tokens?: TokenCounts;
  turnsCompleted: number;
  /** item.* events (messages, reasoning, commands...): each item is model output. */
  itemEvents: number;
  /** A turn.failed event arrived. */
  turnFailed: boolean;
  /** Messages of turn.failed and error events, in order. */
  errors: string[];
  /** Lines that were not JSON events (codex prints some diagnostics to stdout). */
  strayLines: number;
}

type Usage = { input_tokens?: number | undefined; cached_input_tokens?: number | undefined; output_tokens?: number };

/**
 * The tokens of a turn.completed usage. Codex fills it from the thread's running total, and with
 * `Usage::default()` (all zeros) when no token count ever arrived (codex-rs exec,
 * event_processor_with_jsonl_output.rs, usage_from_last_total): a turn that ran the model has read
 * at least its prompt, so all zeros means "not counted", not zero. A side it left out stays unknown.
 */
function turnTokens(usage: Usage | undefined): TokenCounts | undefined {
  if (usage === undefined) return undefined;
  const { input_tokens: input, cached_input_tokens: cached, output_tokens: output } = usage;
  if (input === undefined && output === undefined) return undefined;
  if ((input ?? 0) === 0 && (output ?? 0) === 0 && (cached ?? 0) === 0) return undefined;
  // OpenAI counts cached tokens inside input_tokens; the receipt keeps them apart.
  const cachedPart = input === undefined ? undefined : Math.min(cached ?? 0, input);
  return {
    inputTokens: input === undefined ? undefined : input - (cachedPart ?? 0),
    outputTokens: output,
    cacheReadTokens: cachedPart,
  };
}

export function readCodexEvents(stdout: string): CodexRun {
  const run: CodexRun = { turnsCompleted: 0, itemEvents: 0, turnFailed: false, errors: [], strayLines: 0 };
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
    if (itemLine.test(line)) run.itemEvents += 1;
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
      case 'turn.completed': {
        run.turnsCompleted += 1;
        // The usage is the thread's total so far (not the turn's share): the last one is the thread's
        // whole use, which is the call's when the call started the thread (see resumesThread).
        const tokens = turnTokens(event.usage);
        if (tokens === undefined) delete run.tokens;
        else run.tokens = tokens;
        break;
      }
      case 'turn.failed':
        run.turnFailed = true;
        run.errors.push(event.error?.message ?? 'turn failed');
        break;
      case 'error':
        run.errors.push(event.message ?? 'error');
        break;
    }
  }
  return run;
}

const itemLine = /^\s*\{\s*"type"\s*:\s*"item\.(?:started|updated|completed)"/;

/**
 * Lines about one item (item.started, item.updated, item.completed) each carry the item's whole
 * state so far: only the latest matters. Keyed by the item's id, so a capture keeps only that one.
 */
export const codexItemKey: SupersedeKey = (line) => {
  if (!itemLine.test(line)) return undefined;
  try {
    const id = (JSON.parse(line) as { item?: { id?: unknown } }).item?.id;
    return typeof id === 'string' ? id : undefined;
  } catch {
    return undefined;
  }
};
