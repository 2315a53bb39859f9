// A graph document (parsed YAML/JSON) -> the parts of a supervised run definition: graphDefinition
// (the DAG form), plan (one lane per named engine), resolvedInputs and the built-in host's config.
import type { GraphDefinition, GraphPlan } from '../../graph/contract.ts';
import type { JsonValue } from '../../store/contract.ts';
import { issuesError } from '../errors.ts';
import { locateIssues, type ParsedGraphText } from '../document/parse-text.ts';
import type { RawIssue } from '../document/paths.ts';
import { graphDocumentSchema, type GraphDocument } from '../document/schema.ts';
import { zodIssuesToRaw } from '../document/zod-issues.ts';
import { declarativeHostName, type DeclarativeHost, type NodeConfig } from '../host-config.ts';
import { readLogLimit } from '../../runner/index.ts';
import { rootResolver } from '../paths.ts';
import { checkFinallyNeeds, checkNeeds } from './check-needs.ts';
import { dagGraphDefinition } from './dag.ts';
import { compileEngines, type CompiledEngines } from './engines.ts';
import { checkNoExpressions } from './secrets-check.ts';
import { resolveInputs } from './inputs.ts';
import { compileNode, type CompileNodeContext, type DagNodeEntry } from './nodes.ts';
import { checkReviews, loopMembers } from './review.ts';

export interface CompileGraphOptions {
  /** Root of the run: `cwd` and `prompt-file` are relative to it and must stay inside it. */
  runRoot: string;
  /** Caller inputs (JSON object), checked against the file's declared inputs. Stored durably: never secrets. */
  inputs?: Record<string, JsonValue> | undefined;
  /** Names the document in messages (the file path); default "the graph document". */
  source?: string;
}

/** What a supervised run definition needs from a declarative graph. */
export interface CompiledDeclarativeRun {
  graphDefinition: GraphDefinition;
  plan: GraphPlan;
  resolvedInputs: Record<string, JsonValue>;
  host: DeclarativeHost;
  /** The file's `budget:` (the adapters' limits override it field by field). */
  budget?: { usd?: number; tokens?: number; soft?: boolean };
}

export async function compileGraph(document: unknown, options: CompileGraphOptions): Promise<CompiledDeclarativeRun> {
  return compileDocument(document, options);
}

/** `locate` (from parseGraphText) adds line and column to every issue. */
export async function compileDocument(
  document: unknown,
  options: CompileGraphOptions,
  locate?: ParsedGraphText['locate'],
): Promise<CompiledDeclarativeRun> {
  const source = options.source ?? 'the graph document';
  const fail = (issues: RawIssue[]): never => {
    throw issuesError('INVALID_GRAPH', source, locateIssues(issues, locate));
  };
  const parsed = graphDocumentSchema.safeParse(document);
  if (!parsed.success) fail(zodIssuesToRaw(parsed.error.issues));
  const doc = parsed.data!;
  const issues: RawIssue[] = [];
  checkNoExpressions(document, issues);
  const engines = compileEngines(doc.engines ?? {}, issues);
  const context = nodeContext(doc, engines, options.runRoot);
  const { dagNodes, nodeConfigs } = await compileNodes(doc, context, issues);
  checkNeeds(Object.fromEntries(Object.entries(dagNodes).map(([id, entry]) => [id, entry.needs])), issues);
  checkFinallyNeeds(dagNodes, issues);
  if (issues.length === 0) checkReviews(dagNodes, issues);
  if (issues.length > 0) fail(issues);

  const inputIssues: RawIssue[] = [];
  const resolvedInputs = resolveInputs(doc.inputs ?? {}, options.inputs, inputIssues);
  if (inputIssues.length > 0) throw issuesError('INVALID_INPUTS', source, locateIssues(inputIssues));

  const lanes = lanesOf(doc, engines);
  return {
    graphDefinition: dagGraphDefinition(dagNodes, doc.concurrency),
    plan: { schemaVersion: 1, lanes },
    resolvedInputs,
    host: {
      kind: 'builtin',
      name: declarativeHostName,
      config: {
        schemaVersion: 1,
        nodes: nodeConfigs,
        engines: engines.configs,
        ...logLimitOf(doc['log-limit']),
      },
    },
    ...(doc.budget === undefined ? {} : { budget: doc.budget }),
  };
}

function nodeContext(doc: GraphDocument, engines: CompiledEngines, runRoot: string): CompileNodeContext {
  return {
    insideRoot: rootResolver(runRoot),
    engineNames: Object.keys(engines.configs),
    inputNames: new Set(Object.keys(doc.inputs ?? {})),
    optionalNodes: new Set(Object.entries(doc.nodes).flatMap(([id, node]) => (node.optional === true ? [id] : []))),
    loopMembers: loopMembers(doc.nodes),
    gateFields: new Map(
      Object.entries(doc.nodes).flatMap(([id, node]) =>
        node.ask === undefined ? [] : [[id, Object.keys(node.ask.fields ?? {})] as const],
      ),
    ),
  };
}

/** In document order, one node at a time: their issues come out in that order. */
async function compileNodes(
  doc: GraphDocument,
  context: CompileNodeContext,
  issues: RawIssue[],
): Promise<{ dagNodes: Record<string, DagNodeEntry>; nodeConfigs: Record<string, NodeConfig> }> {
  const dagNodes: Record<string, DagNodeEntry> = {};
  const nodeConfigs: Record<string, NodeConfig> = {};
  for (const [id, node] of Object.entries(doc.nodes)) {
    const compiled = await compileNode(id, node, context, issues);
    dagNodes[id] = compiled.dag;
    if (compiled.config !== undefined) nodeConfigs[id] = compiled.config;
  }
  return { dagNodes, nodeConfigs };
}

/** One lane per named engine: its own target, then its fallback's. */
function lanesOf(doc: GraphDocument, engines: CompiledEngines): GraphPlan['lanes'] {
  const lanes: GraphPlan['lanes'] = {};
  for (const [name, config] of Object.entries(doc.engines ?? {})) {
    lanes[name] = [engines.targets[name]!];
    if (config.fallback !== undefined) lanes[name].push(engines.targets[config.fallback]!);
  }
  return lanes;
}

function logLimitOf(value: unknown): { logLimitBytes?: number } {
  if (value === undefined) return {};
  const read = readLogLimit(typeof value === 'string' ? value : JSON.stringify(value));
  return read.ok ? { logLimitBytes: read.value } : {};
}
