// Nested runs: a data node runs a child graph in the same storage under a run ID derived from
// its own run ID and position, so a re-run of the same position continues the same child.
import { createHash } from 'node:crypto';
import type { ChildRunOptions, GraphResult } from '../contract.ts';
import { createGraphRun } from '../spec.ts';
import type { AttemptServices } from './services.ts';

const maxRunIdLength = 100;

/**
 * `<runId>.<position>[.<name>]` with characters outside `[A-Za-z0-9_-]` replaced by `_` and, when
 * anything was replaced or cut, an 8-hex digest of the exact parts appended so that distinct
 * positions never share a child. Example: `nightly.dag_build_1-3f2a9c01`.
 */
export function childRunId(parentRunId: string, position: string, name?: string): string {
  const raw = name === undefined ? position : `${position}.${name}`;
  const slug = raw.replace(/[^A-Za-z0-9_-]/g, '_');
  let id = `${parentRunId}.${slug}`;
  const exact = slug === raw && id.length <= maxRunIdLength;
  if (exact) return id;
  const digest = createHash('sha256')
    .update(`${parentRunId}\u0000${position}\u0000${name ?? ''}`)
    .digest('hex')
    .slice(0, 8);
  id = `${id.slice(0, maxRunIdLength - 9)}-${digest}`;
  return id;
}

/**
 * Starts the child run the first time (its definition from `options.spec`), otherwise continues
 * the stored one. Positions a stopped process left in flight are resumed one by one under the
 * usual recovery rules (a non-retry-safe attempt becomes a reconcile pause, returned as is).
 */
export async function runChild<S>(
  services: AttemptServices,
  position: string,
  options: ChildRunOptions<S>,
  signal: AbortSignal,
): Promise<GraphResult> {
  const runId = childRunId(services.runId, position, options.name);
  if ((await services.storage.readDefinition(runId)) === undefined) {
    await createGraphRun(services.storage, runId, options.spec, { session: services.session });
  }
  const child = services.createExecutor({
    storage: services.storage,
    runId,
    graph: options.graph,
    nodes: options.nodes,
    engines: options.engines ?? [...services.engines],
    memory: options.memory ?? services.memory,
    session: services.session,
    clock: services.clock,
    ...(options.maxDispatches === undefined ? {} : { maxDispatches: options.maxDispatches }),
    ...(services.prices === undefined ? {} : { prices: services.prices }),
  });
  let result = await child.run(signal);
  while (result.kind === 'waiting') {
    const next = result.positions[0];
    if (next === undefined) break;
    result = await child.resume(next, signal);
  }
  return result;
}
