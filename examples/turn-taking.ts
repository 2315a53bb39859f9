// Turn-taking: a writer and a critic alternate for three rounds, through the public graph
// executor with a real durable store. The graph is a small custom form (not the DAG): it folds
// the stream into "whose turn is it" and decides the next dispatch. The critic runs on a plan
// lane with two MockEngines: the primary's credentials are bad (a dead lane), so the first critic
// attempt records it dead and falls back; the next two go straight to the fallback.
//
// Run: node examples/turn-taking.ts   (prints a JSON report; exit code 1 if the figures are off)
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MockEngine } from '../src/engine/testing/index.ts';
import {
  createGraphExecutor,
  createGraphRun,
  graphDefinitionOf,
  graphEventTypes,
  type Graph,
  type GraphDecision,
  type GraphEvent,
  type LaneTarget,
} from '../src/graph/index.ts';
import { createLocalRunStorage, type JsonValue } from '../src/store/index.ts';

/** A turn's text (a string stays as is; other JSON is shown as JSON). */
const asText = (value: JsonValue): string => (typeof value === 'string' ? value : JSON.stringify(value));

const rounds = 3;

interface TurnState {
  topic: string;
  /** Completed turns, in order. */
  turns: Array<{ position: string; role: 'writer' | 'critic'; output: JsonValue }>;
  /** The dispatched position still without a result, if any. */
  open: string | undefined;
  failed: { position: string; code: string; message: string } | undefined;
}

function positionOf(turn: number): { position: string; role: 'writer' | 'critic'; round: number } {
  const round = Math.floor(turn / 2) + 1;
  const role = turn % 2 === 0 ? 'writer' : 'critic';
  return { position: `turn/${round}/${role}`, role, round };
}

const turnTaking: Graph<TurnState> = {
  form: 'turn-taking',
  version: 1,
  definition: { roles: ['writer', 'critic'], rounds },
  initial: (spec) => ({
    topic: (spec.resolvedInputs as { topic?: string }).topic ?? '',
    turns: [],
    open: undefined,
    failed: undefined,
  }),
  fold(state: TurnState, event: GraphEvent): TurnState {
    const data = event.data as {
      position?: string;
      output?: JsonValue;
      code?: string;
      message?: string;
      dispatches?: Array<{ position: string }>;
    };
    if (event.type === graphEventTypes.nodeDispatched) return { ...state, open: data.dispatches?.[0]?.position };
    if (event.type === graphEventTypes.nodeCompleted && data.position === state.open) {
      const role = data.position!.endsWith('/writer') ? 'writer' : 'critic';
      return {
        ...state,
        open: undefined,
        turns: [...state.turns, { position: data.position!, role, output: data.output ?? null }],
      };
    }
    if (event.type === graphEventTypes.nodeFailed && data.position === state.open) {
      return {
        ...state,
        open: undefined,
        failed: { position: data.position!, code: data.code ?? '', message: data.message ?? '' },
      };
    }
    return state;
  },
  decide(state: TurnState): GraphDecision {
    if (state.failed !== undefined)
      return {
        kind: 'fail',
        code: 'TURN_FAILED',
        message: `${state.failed.position}: ${state.failed.code}: ${state.failed.message}`,
      };
    if (state.open !== undefined) return { kind: 'dispatch', dispatches: [] };
    if (state.turns.length === rounds * 2) {
      const last = state.turns.at(-2)!;
      return {
        kind: 'complete',
        output: {
          topic: state.topic,
          finalDraft: last.output,
          critiques: state.turns.filter((t) => t.role === 'critic').map((t) => t.output),
        },
      };
    }
    const next = positionOf(state.turns.length);
    const previous = state.turns.at(-1);
    return {
      kind: 'dispatch',
      dispatches: [
        {
          position: next.position,
          nodeId: next.role,
          input: { topic: state.topic, round: next.round, previous: previous?.output ?? null },
        },
      ],
    };
  },
};

export async function runTurnTaking(): Promise<Record<string, JsonValue>> {
  const directory = await mkdtemp(path.join(tmpdir(), 'turn-taking-'));
  try {
    const storage = await createLocalRunStorage({ directory, namespace: 'examples' });
    const primaryTarget: LaneTarget = { provider: 'anthropic', model: 'claude-sonnet-4-5' };
    const fallbackTarget: LaneTarget = { provider: 'openai', model: 'gpt-5' };
    const primary = new MockEngine({
      identity: { ...primaryTarget, adapter: 'mock' },
      steps: [{ kind: 'error', error: 'auth', message: 'Invalid API key' }],
    });
    const fallback = new MockEngine({
      identity: { ...fallbackTarget, adapter: 'mock' },
      respond: (request) => ({
        text: `critique of ${/Position (\S+)/.exec(request.prompt)?.[1] ?? '?'}: tighten the opening`,
        usage: { inputTokens: 120, outputTokens: 30 },
      }),
    });

    const runId = 'turn-taking';
    await createGraphRun(
      storage,
      runId,
      {
        schemaVersion: 1,
        graphDefinition: graphDefinitionOf(turnTaking),
        // The host chose the order once: primary first, then the fallback.
        plan: { schemaVersion: 1, lanes: { critic: [primaryTarget, fallbackTarget] } },
        resolvedInputs: { topic: 'why durable records beat handoff notes' },
      },
      { session: 1 },
    );
    const executor = createGraphExecutor({
      storage,
      runId,
      graph: turnTaking,
      session: 1,
      engines: [
        { target: primaryTarget, engine: primary },
        { target: fallbackTarget, engine: fallback },
      ],
      nodes: {
        writer: {
          kind: 'data',
          run: async (input) => {
            const { topic, round, previous } = input as { topic: string; round: number; previous: JsonValue };
            return `Draft ${round} on "${topic}"${previous === null ? '' : ` (answering: ${asText(previous)})`}`;
          },
        },
        critic: {
          kind: 'engine',
          lane: 'critic',
          // A crash mid-critique may simply ask again.
          retrySafe: true,
          prompt: (input, ctx) => {
            const { round, previous } = input as { round: number; previous: JsonValue };
            return `Position ${ctx.position} (round ${round} of ${rounds}, critic turn, attempt ${ctx.attempt}). Review this draft:\n${asText(previous)}`;
          },
        },
      },
    });
    const result = await executor.run(new AbortController().signal);
    const { events } = await storage.readEvents(runId, 'graph');
    const dispatches = events
      .filter((e) => e.type === graphEventTypes.nodeDispatched)
      .reduce((n, e) => n + (e.data as { dispatches: unknown[] }).dispatches.length, 0);
    const deadLanes = events
      .filter((e) => e.type === graphEventTypes.laneDead)
      .map((e) => {
        const data = e.data as { position: string; selected: { provider: string; model: string }; kind: string };
        return {
          position: data.position,
          selected: `${data.selected.provider}/${data.selected.model}`,
          kind: data.kind,
        };
      });
    return {
      dispatches,
      primaryCalls: primary.calls,
      fallbackCalls: fallback.calls,
      deadLanes,
      criticPrompts: fallback.prompts.map((p) => p.split('\n')[0]!),
      result: result as unknown as JsonValue,
    };
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const report = await runTurnTaking();
  console.log(JSON.stringify(report, null, 2));
  const ok =
    report.dispatches === 6 &&
    report.primaryCalls === 1 &&
    report.fallbackCalls === 3 &&
    (report.result as { kind: string }).kind === 'complete';
  if (!ok) process.exitCode = 1;
}
