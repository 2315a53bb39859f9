// `nodes:` -> per node, its DAG entry (needs, optional, retries) and its stored host config (a command
// with argv/cwd/env/timeout, or an engine call with lane and prompt). Prompt files are read here.
import { readFile } from 'node:fs/promises';
import { ArgvSyntaxError, splitCommandLine } from '../argv.ts';
import { parseDuration } from '../duration.ts';
import type { DocumentPath, RawIssue } from '../document/paths.ts';
import type { NodeDocument } from '../document/schema.ts';
import type { NodeConfig, ReviewerConfig } from '../host-config.ts';
import { checkRelativePath, type RootResolver } from '../paths.ts';
import { checkTemplate, type ReferenceScope, type TemplateReference } from '../template.ts';
import { checkEnvName, expressionProblem } from './secrets-check.ts';
import { compileWhenCondition } from '../conditions/compile.ts';
import type { DagRetry, DagReview } from '../../graph/index.ts';
import { compileReview } from './review.ts';
import { compileRetries } from './retries.ts';
import { compileGate } from '../gate/compile.ts';
import { readsOutcomes, type Condition } from '../conditions/schema.ts';

export interface DagNodeEntry {
  needs: string[];
  optional?: boolean;
  retries?: number;
  retry?: DagRetry;
  conditional?: boolean;
  finally?: boolean;
  readsOutcomes?: boolean;
  phase?: string;
  review?: DagReview;
}

export interface CompileNodeContext {
  /** Resolves a path under the run root (cwd, prompt-file), inside it. */
  insideRoot: RootResolver;
  engineNames: readonly string[];
  inputNames: ReadonlySet<string>;
  /** Nodes declared optional: a `when` branch on `failed` needs one. */
  optionalNodes: ReadonlySet<string>;
  /** Nodes on a review loop's path: their templates may read `{{ review.* }}`. */
  loopMembers?: ReadonlySet<string>;
  /** Gate nodes' declared fields: `{{ needs.<gate>.output.<field> }}` must name one. */
  gateFields?: ReadonlyMap<string, readonly string[]>;
  /** Filled by compileNode: the kinds of template reference the node uses. */
  seen?: Set<TemplateReference['kind']>;
}

const commandOnly = ['timeout', 'cwd', 'env'] as const;
const engineOnly = ['prompt', 'prompt-file'] as const;
const capKeys = ['max-cost-usd', 'max-tokens-total'] as const;

export async function compileNode(
  id: string,
  node: NodeDocument,
  context: CompileNodeContext,
  issues: RawIssue[],
): Promise<{ dag: DagNodeEntry; config: NodeConfig | undefined }> {
  const seen = new Set<TemplateReference['kind']>();
  const compiled = await compileNodeParts(id, node, { ...context, seen }, issues);
  // Only then: a file without `{{ needs.<id>.outcome }}` compiles to the definition it always did.
  if (seen.has('need-outcome') && compiled.dag.conditional !== true) compiled.dag.readsOutcomes = true;
  return compiled;
}

async function compileNodeParts(
  id: string,
  node: NodeDocument,
  context: CompileNodeContext,
  issues: RawIssue[],
): Promise<{ dag: DagNodeEntry; config: NodeConfig | undefined }> {
  const at = ['nodes', id];
  const kind = node.run !== undefined ? 'command' : node.engine !== undefined ? 'engine' : undefined;
  const dag = dagEntryOf(node, at, kind, issues);
  const retrySafe = node['retry-safe'] ?? false;
  const when = compileWhen(id, node, dag.needs, context, issues);
  if (when !== undefined && readsOutcomes(when)) dag.conditional = true;
  const review = compileReview(id, node, kind, issues);
  if (review !== undefined) dag.review = review.dag;
  const withWhen = <T extends NodeConfig | undefined>(config: T): T => withReviewAndWhen(config, review, when);
  if (node.ask !== undefined) {
    const scope = referenceScope(id, node, dag.needs, context);
    return { dag, config: withWhen(compileGate(node, at, scope, issues)) };
  }
  if (node.run !== undefined && node.engine !== undefined) {
    issues.push({
      path: at,
      message: 'has both run and engine: a node is either a command (run) or an engine call (engine)',
    });
    return { dag, config: undefined };
  }
  if (node.run !== undefined) {
    rejectEngineKeys(node, at, issues);
    const scope = referenceScope(id, node, dag.needs, context);
    const config = await commandConfig(node, at, { insideRoot: context.insideRoot, scope }, retrySafe, issues);
    return { dag, config: withWhen(config) };
  }
  if (node.engine !== undefined) {
    rejectCommandKeys(node, at, issues);
    checkEngineName(node.engine, at, context.engineNames, issues);
    const prompt = await promptText(node, at, context.insideRoot, issues);
    if (prompt === undefined) return { dag, config: undefined };
    const scope = referenceScope(id, node, dag.needs, context);
    return { dag, config: withWhen(engineConfig(node, node.engine, prompt, scope, retrySafe, issues)) };
  }
  issues.push({ path: at, message: 'needs run (a command), engine (an engine call) or ask (a question for a person)' });
  return { dag, config: undefined };
}

/** The DAG entry's own fields, before its `when` and review are compiled. */
function dagEntryOf(
  node: NodeDocument,
  at: DocumentPath,
  kind: 'command' | 'engine' | undefined,
  issues: RawIssue[],
): DagNodeEntry {
  const dag: DagNodeEntry = { needs: node.needs ?? [] };
  if (node.optional !== undefined) dag.optional = node.optional;
  if (node.finally === true) dag.finally = true;
  Object.assign(dag, compileRetries(node.retries, [...at, 'retries'], kind, issues));
  if (node.phase !== undefined) dag.phase = node.phase;
  return dag;
}

/** The host config with the node's reviewer part and `when` condition attached. */
function withReviewAndWhen<T extends NodeConfig | undefined>(
  config: T,
  review: { config: ReviewerConfig } | undefined,
  when: Condition | undefined,
): T {
  const reviewed = config === undefined || review === undefined ? config : { ...config, review: review.config };
  return reviewed === undefined || when === undefined ? reviewed : { ...reviewed, when };
}

/** What the node's templates may reference. */
function referenceScope(
  id: string,
  node: NodeDocument,
  needs: readonly string[],
  context: CompileNodeContext,
): ReferenceScope {
  const inLoop = context.loopMembers?.has(id) === true;
  return {
    inputs: context.inputNames,
    needs: new Set(needs),
    run: node.finally === true,
    review: inLoop,
    ...(context.gateFields === undefined ? {} : { gateFields: context.gateFields }),
    ...(context.seen === undefined ? {} : { seen: context.seen }),
  };
}

function rejectEngineKeys(node: NodeDocument, at: DocumentPath, issues: RawIssue[]): void {
  for (const key of engineOnly) {
    if (node[key] !== undefined) issues.push({ path: [...at, key], message: 'only engine nodes take a prompt' });
  }
  for (const key of capKeys) {
    if (node[key] !== undefined)
      issues.push({ path: [...at, key], message: `only engine nodes take ${key} (a cap on engine calls)` });
  }
}

function rejectCommandKeys(node: NodeDocument, at: DocumentPath, issues: RawIssue[]): void {
  for (const key of commandOnly) {
    const advice = key === 'timeout' ? ' (set timeout on the engine instead)' : '';
    if (node[key] !== undefined)
      issues.push({ path: [...at, key], message: `only command nodes take ${key}${advice}` });
  }
}

function checkEngineName(engine: string, at: DocumentPath, engineNames: readonly string[], issues: RawIssue[]): void {
  if (!engineNames.includes(engine)) {
    const declared = engineNames.length === 0 ? 'no engines are declared' : `declared: ${engineNames.join(', ')}`;
    issues.push({ path: [...at, 'engine'], message: `unknown engine "${engine}" (${declared})` });
  }
}

/** An engine node's host config, once its prompt is read; the prompt's template problems go to issues. */
function engineConfig(
  node: NodeDocument,
  lane: string,
  prompt: { text: string; path: DocumentPath },
  scope: ReferenceScope,
  retrySafe: boolean,
  issues: RawIssue[],
): NodeConfig {
  for (const problem of checkTemplate(prompt.text, scope)) {
    issues.push({ path: prompt.path, message: problem.message });
  }
  const caps = {
    ...(node['max-cost-usd'] === undefined ? {} : { maxCostUsd: node['max-cost-usd'] }),
    ...(node['max-tokens-total'] === undefined ? {} : { maxTokensTotal: node['max-tokens-total'] }),
  };
  return { kind: 'engine', lane, prompt: prompt.text, retrySafe, ...caps };
}

/** `when:` sees what the node's other templates see (a loop's nodes: the round and findings too). */
function compileWhen(
  id: string,
  node: NodeDocument,
  needs: readonly string[],
  context: CompileNodeContext,
  issues: RawIssue[],
): Condition | undefined {
  if (node.when === undefined) return undefined;
  const scope = {
    ...referenceScope(id, node, needs, context),
    optionalNeeds: new Set(needs.filter((need) => context.optionalNodes.has(need))),
    finallyNode: node.finally === true,
  };
  return compileWhenCondition(node.when, ['nodes', id, 'when'], scope, issues);
}

async function commandConfig(
  node: NodeDocument,
  at: DocumentPath,
  { insideRoot, scope }: { insideRoot: RootResolver; scope: ReferenceScope },
  retrySafe: boolean,
  issues: RawIssue[],
): Promise<NodeConfig | undefined> {
  const checkFills = (text: string, path: DocumentPath) => {
    for (const problem of checkTemplate(text, scope, { strict: false }))
      issues.push({ path, message: problem.message });
  };
  const before = issues.length;
  let argv: string[] = [];
  if (typeof node.run === 'string') {
    try {
      argv = splitCommandLine(node.run);
    } catch (error) {
      if (!(error instanceof ArgvSyntaxError)) throw error;
      issues.push({ path: [...at, 'run'], message: error.message });
    }
  } else {
    argv = node.run ?? [];
    if (argv.length === 0) issues.push({ path: [...at, 'run'], message: 'the argument list is empty' });
    else if (argv[0] === '') issues.push({ path: [...at, 'run', 0], message: 'the executable must not be empty' });
  }
  argv.forEach((arg, index) => {
    const path = typeof node.run === 'string' ? [...at, 'run'] : [...at, 'run', index];
    checkFills(arg, path);
  });
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(node.env ?? {})) {
    checkEnvName(name, [...at, 'env', name], issues);
    checkFills(String(value), [...at, 'env', name]);
    env[name] = String(value);
  }
  const cwd = node.cwd ?? '.';
  const lexical = checkRelativePath(cwd);
  if (lexical !== undefined) issues.push({ path: [...at, 'cwd'], message: lexical });
  else {
    const resolved = await insideRoot(cwd, { mustExist: false });
    if (!resolved.ok) issues.push({ path: [...at, 'cwd'], message: resolved.message });
  }
  if (issues.length > before) return undefined;
  return {
    kind: 'command',
    argv,
    cwd,
    env,
    ...(node.timeout === undefined ? {} : { timeoutMs: parseDuration(node.timeout)! }),
    retrySafe,
  };
}

async function promptText(
  node: NodeDocument,
  at: DocumentPath,
  insideRoot: RootResolver,
  issues: RawIssue[],
): Promise<{ text: string; path: DocumentPath } | undefined> {
  const file = node['prompt-file'];
  if (node.prompt !== undefined && file !== undefined) {
    issues.push({ path: at, message: 'has both prompt and prompt-file: give one' });
    return undefined;
  }
  if (node.prompt !== undefined) return { text: node.prompt, path: [...at, 'prompt'] };
  if (file === undefined) {
    issues.push({ path: at, message: 'an engine node needs prompt (text) or prompt-file (a file under the run root)' });
    return undefined;
  }
  const path = [...at, 'prompt-file'];
  const resolved = await insideRoot(file, { mustExist: true });
  if (!resolved.ok) {
    issues.push({ path, message: resolved.message });
    return undefined;
  }
  let text: string;
  try {
    text = await readFile(resolved.path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    issues.push({ path, message: `"${file}" cannot be read (${code})` });
    return undefined;
  }
  // The file's text is stored and rendered like an inline prompt (whose check covers the document).
  const problem = expressionProblem(text);
  if (problem !== undefined) issues.push({ path, message: `the file "${file}": ${problem}` });
  return { text, path };
}
