// The graph part of a run definition: writing a new run, reading a stored one loosely (the
// supervised runner stores more fields), and checking the live graph against it.
import type { EventLog, JsonValue, RunStorage } from '../store/contract.ts';
import { canonicalJson, digestJson } from '../store/index.ts';
import {
  graphRunSpecSchema,
  storedGraphSpecSchema,
  type Graph,
  type GraphDefinition,
  type GraphRunSpec,
  type GraphRunSpecInput,
  type StoredGraphSpec,
} from './contract.ts';
import { GraphError } from './errors.ts';
import { graphEventTypes } from './events.ts';
import { formatIssues } from './issues.ts';

/** `{ form, version, value }` of a live graph, as a run spec stores it. */
export function graphDefinitionOf(graph: Graph<unknown>): GraphDefinition {
  return { form: graph.form, version: graph.version, value: graph.definition };
}

/** Validates a run spec (INVALID_SPEC names the field). */
export function parseGraphRunSpec(spec: unknown): GraphRunSpec {
  const parsed = graphRunSpecSchema().safeParse(spec);
  if (!parsed.success) throw new GraphError('INVALID_SPEC', `invalid graph run spec: ${formatIssues(parsed.error)}`);
  return parsed.data;
}

/**
 * Writes the definition (once) and appends `graph:run-started` with its digest. `log`, when
 * given, is the run's open graph log; otherwise one is opened and closed here.
 */
export async function createGraphRun(
  storage: RunStorage,
  runId: string,
  spec: GraphRunSpecInput,
  options: { session: number; log?: EventLog },
): Promise<void> {
  const parsed = parseGraphRunSpec(spec);
  await storage.writeDefinition(runId, parsed);
  const log = options.log ?? (await storage.openEventLog(runId, 'graph'));
  try {
    await log.append([runStartedRecord(parsed, parsed, options.session)]);
  } finally {
    if (options.log === undefined) await log.close();
  }
}

export function runStartedRecord(spec: StoredGraphSpec, definition: JsonValue, session: number) {
  return {
    type: graphEventTypes.runStarted,
    session,
    data: {
      definitionDigest: digestJson(definition),
      form: spec.graphDefinition.form,
      formVersion: spec.graphDefinition.version,
    },
  };
}

/** Reads the stored definition through the loose schema (only the graph fields are required). */
export async function readStoredGraphSpec(
  storage: RunStorage,
  runId: string,
): Promise<{ spec: StoredGraphSpec; definition: JsonValue }> {
  const definition = await storage.readDefinition(runId);
  if (definition === undefined) throw new GraphError('INVALID_SPEC', `run "${runId}" has no stored definition`);
  const parsed = storedGraphSpecSchema().safeParse(definition);
  if (!parsed.success) {
    throw new GraphError('INVALID_SPEC', `stored definition of run "${runId}": ${formatIssues(parsed.error)}`);
  }
  return { spec: parsed.data, definition };
}

/** STORED_GRAPH_MISMATCH unless form, version and definition value equal the stored ones. */
export function checkGraphMatches(graph: Graph<unknown>, spec: StoredGraphSpec): void {
  const stored = spec.graphDefinition;
  if (graph.form !== stored.form || graph.version !== stored.version) {
    throw new GraphError(
      'STORED_GRAPH_MISMATCH',
      `the run's definition has graph form "${stored.form}" version ${stored.version}; the supplied graph is "${graph.form}" version ${graph.version}`,
    );
  }
  let live: string;
  try {
    live = canonicalJson(graph.definition);
  } catch (error) {
    throw new GraphError(
      'STORED_GRAPH_MISMATCH',
      `the supplied graph definition is not JSON: ${(error as Error).message}`,
    );
  }
  if (live !== canonicalJson(stored.value)) {
    throw new GraphError(
      'STORED_GRAPH_MISMATCH',
      `the supplied "${graph.form}" graph definition differs from the run's (the run's ${digestJson(stored.value)}, supplied ${digestJson(graph.definition)})`,
    );
  }
}
