// The worker's attempt-output service: an attempt hook opens a writer for each node attempt (its
// live files appear at the first line printed), node code prints through `outputs.sink(attemptId)`,
// and when the attempt ends the whole bounded log becomes a content-addressed artifact pointed at
// by a runner:node-output record in the outcome's batch. An engine node keeps its final answer.
import type { AttemptHooks, AttemptInfo, AttemptOutcome } from '../../graph/contract.ts';
import type { JsonValue, NewEvent, RunStorage } from '../../store/contract.ts';
import { openAttemptLog } from '../../store/index.ts';
import { defaultEnvironmentNames } from '../watchdog/environment.ts';
import { nodeOutputType, storeLogArtifact, type NodeOutputRecord } from './record.ts';
import { AttemptOutputWriter, type AttemptOutputSink } from './writer.ts';

/** Default bound of one attempt's kept output (head and tail together). */
export const defaultAttemptLogBytes = 1024 * 1024;

export interface AttemptOutputs {
  /** The sink of a running attempt; undefined for an attempt this service does not know. */
  sink(attemptId: string): AttemptOutputSink | undefined;
}

export interface OutputHooksOptions {
  storage: RunStorage;
  runId: string;
  session: number;
  /** Read when an attempt starts (the host's preference is known only once it is bound). */
  limitBytes: () => number;
  secrets: readonly string[];
}

/** Values of the worker's environment outside the runner's allow-list: treated as secrets. */
export function environmentValues(env: Readonly<Record<string, string | undefined>>): string[] {
  const plain = new Set<string>(defaultEnvironmentNames);
  return Object.entries(env)
    .filter(([name, value]) => value !== undefined && !plain.has(name) && !name.startsWith('OBVERSA_'))
    .map(([, value]) => value as string);
}

export function outputHooks(options: OutputHooksOptions): { hooks: AttemptHooks; outputs: AttemptOutputs } {
  const writers = new Map<string, { writer: AttemptOutputWriter; startedAt: string }>();
  const hooks: AttemptHooks = {
    async before(info: AttemptInfo) {
      const startedAt = new Date().toISOString();
      const header = {
        k: 'attempt' as const,
        schemaVersion: 1 as const,
        attemptId: info.attemptId,
        position: info.position,
        nodeId: info.nodeId,
        attempt: info.attempt,
        startedAt,
      };
      const writer = new AttemptOutputWriter({
        header,
        open: () => openAttemptLog(options.storage, options.runId, info.attemptId),
        limitBytes: options.limitBytes(),
        secrets: options.secrets,
      });
      writers.set(info.attemptId, { writer, startedAt });
    },
    async after(info: AttemptInfo, outcome: AttemptOutcome): Promise<NewEvent[]> {
      const entry = writers.get(info.attemptId);
      writers.delete(info.attemptId);
      if (entry === undefined) return [];
      const { writer, startedAt } = entry;
      if (info.kind === 'engine' && outcome.kind === 'completed') writer.write('stdout', answerText(outcome.output));
      const closed = await writer.close();
      if (closed.lines === 0) return [];
      const data: NodeOutputRecord = {
        position: info.position,
        nodeId: info.nodeId,
        attemptId: info.attemptId,
        attempt: info.attempt,
        outcome: outcome.kind,
        startedAt,
        lines: closed.lines,
        cut: closed.cut,
      };
      await storeLogArtifact(options.storage, options.runId, closed.content, data);
      return [{ type: nodeOutputType, session: options.session, data: data }];
    },
  };
  return { hooks, outputs: { sink: (attemptId) => writers.get(attemptId)?.writer } };
}

function answerText(output: JsonValue): string {
  return typeof output === 'string' ? output : JSON.stringify(output, null, 2);
}

/** Runs each hook's `before` in turn and joins their `after` records. */
export function combineHooks(...all: Array<AttemptHooks | undefined>): AttemptHooks | undefined {
  const hooks = all.filter((h): h is AttemptHooks => h !== undefined);
  if (hooks.length <= 1) return hooks[0];
  return {
    async before(info) {
      for (const hook of hooks) await hook.before?.(info);
    },
    async after(info, outcome) {
      const records: NewEvent[] = [];
      for (const hook of hooks) records.push(...((await hook.after?.(info, outcome)) ?? []));
      return records;
    },
  };
}
