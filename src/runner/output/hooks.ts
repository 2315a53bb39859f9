// The worker's attempt-output service: attempt hooks track each node attempt, node code prints
// through `outputs.sink(attemptId)` (a writer made at its first use; its live files appear at the
// first line printed), and when the attempt ends the whole bounded log becomes a content-addressed
// artifact pointed at by a runner:node-output record in the outcome's batch. An engine node keeps
// its final answer.
import type { AttemptHooks, AttemptInfo, AttemptOutcome } from '../../graph/contract.ts';
import type { JsonValue, NewEvent, RunStorage } from '../../store/contract.ts';
import { createSecretMatcher, openAttemptLog, type SecretMatcher } from '../../store/index.ts';
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

/** The writer of one attempt's output. */
function attemptWriter(
  options: OutputHooksOptions,
  attempt: RunningAttempt,
  storedSecrets: SecretMatcher | undefined,
): AttemptOutputWriter {
  return new AttemptOutputWriter({
    header: {
      k: 'attempt',
      schemaVersion: 1,
      attemptId: attempt.info.attemptId,
      position: attempt.info.position,
      nodeId: attempt.info.nodeId,
      attempt: attempt.info.attempt,
      startedAt: attempt.startedAt,
    },
    open: () => openAttemptLog(options.storage, options.runId, attempt.info.attemptId),
    limitBytes: attempt.limitBytes,
    secrets: options.secrets,
    ...(storedSecrets === undefined ? {} : { storedSecrets }),
    startedMs: attempt.startedMs,
  });
}

export function outputHooks(options: OutputHooksOptions): { hooks: AttemptHooks; outputs: AttemptOutputs } {
  const attempts = new Map<string, RunningAttempt>();
  const storedSecrets =
    options.storage.knownSecrets.length === 0 ? undefined : createSecretMatcher(options.storage.knownSecrets);
  // Made at the attempt's first output: most data-node attempts print nothing, and a writer per
  // attempt (its header encoded to be measured) showed in the per-node cost.
  const writerOf = (attempt: RunningAttempt): AttemptOutputWriter =>
    (attempt.writer ??= attemptWriter(options, attempt, storedSecrets));
  const hooks: AttemptHooks = {
    async before(info: AttemptInfo) {
      const startedMs = Date.now();
      attempts.set(info.attemptId, {
        info,
        startedMs,
        startedAt: new Date(startedMs).toISOString(),
        limitBytes: options.limitBytes(),
      });
    },
    async after(info: AttemptInfo, outcome: AttemptOutcome): Promise<NewEvent[]> {
      const attempt = attempts.get(info.attemptId);
      attempts.delete(info.attemptId);
      if (attempt === undefined) return [];
      if (info.kind === 'engine' && outcome.kind === 'completed')
        writerOf(attempt).write('stdout', answerText(outcome.output));
      if (attempt.writer === undefined) return []; // nothing was printed
      const closed = await attempt.writer.close();
      if (closed.lines === 0) return [];
      const data: NodeOutputRecord = {
        position: info.position,
        nodeId: info.nodeId,
        attemptId: info.attemptId,
        attempt: info.attempt,
        outcome: outcome.kind,
        startedAt: attempt.startedAt,
        lines: closed.lines,
        cut: closed.cut,
      };
      await storeLogArtifact(options.storage, options.runId, closed.content, data);
      return [{ type: nodeOutputType, session: options.session, data: data }];
    },
  };
  const sink = (attemptId: string): AttemptOutputSink | undefined => {
    const attempt = attempts.get(attemptId);
    return attempt === undefined ? undefined : writerOf(attempt);
  };
  return { hooks, outputs: { sink } };
}

/** An attempt between its before and after hooks. */
interface RunningAttempt {
  info: AttemptInfo;
  startedMs: number;
  startedAt: string;
  /** Read when the attempt starts: the host's preference is known only once it is bound. */
  limitBytes: number;
  writer?: AttemptOutputWriter;
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
