// A node's `when:` as its binding's action policy: evaluated before the attempt starts, so a probe
// command runs like retry-safe work (a crash while it runs just runs it again). Unmet -> skip. The
// probe runs in the node's cwd with the node's env, whose templates are filled as for the node.
import { attemptEnvironment, startOwnedCommand } from '../../engine/command/index.ts';
import type { ActionPolicy } from '../../graph/contract.ts';
import { evaluateCondition } from '../conditions/evaluate.ts';
import type { Condition } from '../conditions/schema.ts';
import { DeclarativeError } from '../errors.ts';
import { resolveInsideRoot } from '../paths.ts';
import { renderTemplate, TemplateValueError, type GateFields, type TemplateValues } from '../template.ts';
import { dagInputValues } from './input.ts';

/** A probe's output is discarded; this bound only stops a runaway. */
const probeOutputBytes = 1024 * 1024;

export interface ProbeContext {
  runRoot: string;
  environment: Readonly<Record<string, string | undefined>>;
  teardownGraceMs?: number;
  /** Per gate node, its declared fields (a template reads one left out of the answer as empty). */
  gateFields?: GateFields;
}

export function conditionPolicy(
  nodeId: string,
  condition: Condition,
  probe: ProbeContext & { cwd: string; env: Record<string, string> },
): ActionPolicy {
  return async (ctx) => {
    const input = ctx.input as { outcomes?: Record<string, string> | null } | null;
    const outcomes = typeof input?.outcomes === 'object' && input.outcomes !== null ? input.outcomes : undefined;
    const values = dagInputValues(ctx.input, probe.gateFields);
    try {
      const verdict = await evaluateCondition(condition, {
        values,
        outcomes,
        probe: (argv, timeoutMs) =>
          runProbe(nodeId, { argv, env: fillEnv(probe.env, values) }, timeoutMs, probe, ctx.attemptId, ctx.signal),
      });
      return verdict.met ? { decision: 'allow' } : { decision: 'skip', reason: `when is unmet: ${verdict.why}` };
    } catch (error) {
      if (error instanceof TemplateValueError)
        // The executor names the condition (the binding's policyName): the template's own words follow.
        throw new DeclarativeError('COMMAND_FAILED', error.message);
      throw error;
    }
  };
}

function fillEnv(env: Readonly<Record<string, string>>, values: TemplateValues): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).map(([name, value]) => [name, renderTemplate(value, values, { strict: false })]),
  );
}

async function runProbe(
  nodeId: string,
  { argv, env }: { argv: readonly string[]; env: Record<string, string> },
  timeoutMs: number,
  context: ProbeContext & { cwd: string; env: Record<string, string> },
  attemptId: string,
  signal: AbortSignal,
): Promise<boolean> {
  const cwd = await resolveInsideRoot(context.runRoot, context.cwd, { mustExist: true });
  if (!cwd.ok) throw new DeclarativeError('COMMAND_FAILED', `node ${nodeId}: when command cwd ${cwd.message}`);
  const base: Record<string, string> = {};
  for (const [name, value] of Object.entries(context.environment)) if (value !== undefined) base[name] = value;
  const [command, ...args] = argv as [string, ...string[]];
  const result = await startOwnedCommand({
    command,
    args,
    cwd: cwd.path,
    env: attemptEnvironment({ attemptId, env: { ...base, ...env } }),
    inheritParentEnv: false,
    maxOutputBytes: probeOutputBytes,
    signal,
    keepOutput: false,
    timeoutMs,
    ...(context.teardownGraceMs === undefined ? {} : { teardownGraceMs: context.teardownGraceMs }),
  }).result;
  const what = `node ${nodeId}: when command "${command}"`;
  if (result.spawnError !== undefined)
    throw new DeclarativeError(
      'COMMAND_FAILED',
      `${what} could not start (${result.spawnError.code}: ${result.spawnError.message})`,
    );
  if (result.timedOut) throw new DeclarativeError('COMMAND_FAILED', `${what} timed out after ${timeoutMs} ms`);
  if (result.aborted) throw new DeclarativeError('COMMAND_FAILED', `${what} was stopped: the attempt was aborted`);
  if (result.outputLimitExceeded)
    throw new DeclarativeError('COMMAND_FAILED', `${what} printed more than ${probeOutputBytes} bytes`);
  return result.exitCode === 0 && result.signal === null;
}
